import ItemsStore

/// The demo's `Item` is not `Equatable` (the default output: `hashable: true` adds it): tests
/// compare its values.
struct ItemValue: Equatable {
    var id: Int64?
    var name: String
    var quantity: Int?
    var notes: String?
}

extension Item {
    /// The values of the item, to compare.
    var value: ItemValue { ItemValue(id: id, name: name, quantity: quantity, notes: notes) }
}
