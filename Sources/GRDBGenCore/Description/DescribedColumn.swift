#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif

/// One column of a view or of the result of a query.
struct DescribedColumn: Sendable {
    /// The name SQLite gives the column.
    var name: String
    /// The table (or view) and column it reads; `nil` for an expression.
    var origin: (table: String, column: String)?

    /// Column `index` of a compiled statement.
    init(_ index: CInt, of statement: OpaquePointer) {
        name = sqlite3_column_name(statement, index).map { String(cString: $0) } ?? "column\(index + 1)"
        if let table = sqlite3_column_table_name(statement, index),
            let column = sqlite3_column_origin_name(statement, index)
        {
            origin = (String(cString: table), String(cString: column))
        }
    }
}

extension DescribedColumn {
    /// Whether the name can give a Swift property's: letters, digits and underscores; or a table's
    /// column as it is named (`first name` → `firstName`); or words given with `AS` (`"total price"`).
    /// Not an expression's text (`count(*)`, `a - b`), nor one of SQLite's own `sqlite_` names.
    var hasPlainName: Bool {
        guard !name.lowercased().hasPrefix("sqlite_"), !SwiftName.words(name).isEmpty else { return false }
        if SwiftName.isPlainIdentifier(name) || origin?.column == name { return true }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == " ") }
    }

    /// The error of a column without a plain name, of a view or query (`what`).
    func noPlainNameError(of what: String) -> String {
        "column `\(name)` of \(what) has no plain name (letters, digits and underscores); name it in the SQL "
            + "with `AS`: `\(name) AS a_name`"
    }
}
