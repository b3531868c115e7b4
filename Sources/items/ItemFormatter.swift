import Foundation
import ItemsStore

/// How the items CLI shows items.
enum ItemFormatter {
    /// `item 3: Apple, quantity 3`.
    static func summary(_ item: Item) -> String {
        var text = "item \(item.id.map(String.init) ?? "?"): \(item.name)"
        if let quantity = item.quantity { text += ", quantity \(quantity)" }
        if let notes = item.notes, !notes.isEmpty { text += ", notes \(notes)" }
        return text
    }

    /// A count header ("3 Items", as the seed's title) and a table.
    static func table(_ items: [Item]) -> String {
        var output = "\(items.count) Item\(items.count == 1 ? "" : "s")\n"
        guard !items.isEmpty else { return output }
        let rows = items.map { item in
            [item.id.map(String.init) ?? "", item.name, item.quantity.map(String.init) ?? "", item.notes ?? ""]
        }
        let header = ["ID", "Name", "Quantity", "Notes"]
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        let rightAligned: Set<Int> = [0, 2]
        for row in [header] + rows {
            let cells = row.enumerated().map { column, text in
                let padding = String(repeating: " ", count: widths[column] - text.count)
                return rightAligned.contains(column) ? padding + text : text + padding
            }
            output +=
                cells.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
                + "\n"
        }
        return output
    }

    private struct JSONItem: Encodable {
        var item: Item

        enum CodingKeys: String, CodingKey { case id, name, quantity, notes }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(item.id, forKey: .id)
            try container.encode(item.name, forKey: .name)
            try container.encode(item.quantity, forKey: .quantity)
            try container.encode(item.notes, forKey: .notes)
        }
    }

    /// The items as a JSON array; absent values are `null`.
    static func json(_ items: [Item]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(items.map(JSONItem.init)), as: UTF8.self) + "\n"
    }
}
