#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif
import GRDBGenSQL

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
