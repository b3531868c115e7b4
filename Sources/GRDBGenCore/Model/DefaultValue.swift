/// The default value of a column (`default: 0`).
public enum DefaultValue: Hashable, Sendable, CustomStringConvertible {
    case integer(Int64)
    case real(Double)
    case text(String)
    case boolean(Bool)

    /// The value as schema.yaml would write it, for messages.
    public var description: String {
        switch self {
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .text(let value): "\"\(value)\""
        case .boolean(let value): String(value)
        }
    }
}
