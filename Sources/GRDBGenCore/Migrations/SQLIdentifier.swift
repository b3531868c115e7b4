#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif
import GRDBGenSQL

/// The name of a table, column or index, compared as SQLite compares names: ignoring the case
/// of ASCII letters, and only of those (`Item` and `ITEM` name one table; `Élan` and `élan` two).
///
/// It keeps the spelling it was written with, for messages and for the SQL it appears in.
///
/// ```swift
/// SQLIdentifier("Item") == SQLIdentifier("item") // true
/// SQLIdentifier("order").quoted                  // "\"order\""
/// ```
struct SQLIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The name as written.
    let name: String
    /// The name with ASCII letters lowercased: what equality and hashing compare.
    let key: String

    /// An identifier with this spelling.
    init(_ name: String) {
        self.name = name
        key = String(decoding: name.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    static func == (lhs: SQLIdentifier, rhs: SQLIdentifier) -> Bool {
        lhs.key == rhs.key
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(key)
    }

    /// The name in double quotes, for SQL text.
    var quoted: String {
        SQLName.quoted(name)
    }

    var description: String {
        name
    }
}

extension Located<String> {
    /// The value as an SQL name.
    var identifier: SQLIdentifier {
        SQLIdentifier(value)
    }

    /// The value as an SQL name, where it was written.
    var locatedIdentifier: Located<SQLIdentifier> {
        Located<SQLIdentifier>(SQLIdentifier(value), at: location)
    }
}

extension Located<SQLIdentifier> {
    /// The name as written, where it was written.
    var name: Located<String> {
        Located<String>(value.name, at: location)
    }
}

extension String {
    /// Whether the two strings name the same table, column or index in SQLite.
    func isSameSQLName(as other: String) -> Bool {
        SQLIdentifier(self) == SQLIdentifier(other)
    }
}

extension SQLIdentifier {
    /// The name as SQL writes it where people read it (an ordering's terms): bare when it is a
    /// plain identifier that is not one of SQLite's keywords (`title`), else quoted (`"order"`,
    /// `"due date"`).
    var readableSQL: String {
        let plain =
            name.utf8.first.map { !(0x30...0x39).contains($0) } == true
            && name.utf8.allSatisfy { $0 == 0x5F || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0 & ~0x20) }
        guard plain, sqlite3_keyword_check(name, Int32(name.utf8.count)) == 0 else { return SQLName.quoted(name) }
        return name
    }
}
