/// The name of a table, column or index, compared as SQLite compares names: ignoring the case
/// of ASCII letters, and only of those (`Item` and `ITEM` name one table; `Élan` and `élan` two).
///
/// It keeps the spelling it was written with, for messages and for the SQL it appears in.
///
/// ```swift
/// SQLIdentifier("Item") == SQLIdentifier("item") // true
/// SQLIdentifier("order").quoted                  // "\"order\""
/// ```
public struct SQLIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The name as written.
    public let name: String
    /// The name with ASCII letters lowercased: what equality and hashing compare.
    public let key: String

    /// An identifier with this spelling.
    public init(_ name: String) {
        self.name = name
        key = String(decoding: name.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    /// Whether the two name one object, as SQLite compares names.
    public static func == (lhs: SQLIdentifier, rhs: SQLIdentifier) -> Bool {
        lhs.key == rhs.key
    }

    /// Hashes the name as equality compares it (``key``).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
    }

    /// The name in double quotes, for SQL text.
    public var quoted: String {
        SQLName.quoted(name)
    }

    /// The name as written.
    public var description: String {
        name
    }
}
