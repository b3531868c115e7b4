// The hand-written part of the demo store: the seed app's domain rules for an `Item`.
// The record itself (`Item`, `Item.Columns`, orderings) and `AppDatabase` are generated at build
// time from the package's schema.yaml by GRDBGenPlugin (see grdbgen.json beside this file).

extension Item {
    /// An item with a random 7-letter capitalized name and a quantity from 1 to 9: the seed's
    /// *New* button.
    public static func random() -> Item {
        var generator = SystemRandomNumberGenerator()
        return random(using: &generator)
    }

    /// A random item, drawn from `generator`.
    public static func random(using generator: inout some RandomNumberGenerator) -> Item {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let name = String((0..<7).map { _ in letters.randomElement(using: &generator)! })
        return Item(
            name: name.prefix(1).uppercased() + name.dropFirst(), quantity: Int.random(in: 1...9, using: &generator))
    }

    /// Whether the item has nothing in it: no name, no notes and no quantity (the seed's rule).
    /// Empty items are not saved.
    public var isEmpty: Bool {
        name.isEmpty && (notes ?? "").isEmpty && quantity == nil
    }
}
