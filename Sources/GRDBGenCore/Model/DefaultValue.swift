/// The default value of a column: a literal (`default: 0`) or an SQL expression
/// (`default: { sql: CURRENT_TIMESTAMP }`).
public enum DefaultValue: Hashable, Sendable, CustomStringConvertible {
    case integer(Int64)
    case real(Double)
    case text(String)
    case boolean(Bool)
    /// An SQL expression evaluated by SQLite for each new row.
    case sql(String)

    /// The value as schema.yaml would write it, for messages.
    public var description: String {
        switch self {
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .text(let value): "\"\(value)\""
        case .boolean(let value): String(value)
        case .sql(let sql): "{ sql: \(sql) }"
        }
    }
}
