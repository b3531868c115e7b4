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
}
