/// The type of a column in a GRDB table definition (`t.column("name", .text)`): the cases of
/// GRDB's `Database.ColumnType` that schema.yaml's column types produce (see ``ColumnType``;
/// `uuid`, `enum` and `json` are stored as `text`, `blob` or `jsonText`).
enum DatabaseColumnType: String, Hashable, Sendable {
    case integer, real, text, blob, boolean, date, datetime, jsonText

    /// The SQL type GRDB writes for it.
    var sql: String {
        switch self {
        case .integer: "INTEGER"
        case .real: "REAL"
        case .text, .jsonText: "TEXT"
        case .blob: "BLOB"
        case .boolean: "BOOLEAN"
        case .date: "DATE"
        case .datetime: "DATETIME"
        }
    }

    /// SQLite's type affinity of a declared type (sqlite.org/datatype3.html, 3.1).
    static func affinity(ofDeclared declared: String) -> String {
        let type = declared.uppercased()
        if type.contains("INT") { return "INTEGER" }
        if type.contains("CHAR") || type.contains("CLOB") || type.contains("TEXT") { return "TEXT" }
        if type.isEmpty || type.contains("BLOB") { return "BLOB" }
        if type.contains("REAL") || type.contains("FLOA") || type.contains("DOUB") { return "REAL" }
        return "NUMERIC"
    }
}
