/// The type of a column, as written in schema.yaml (`type: text`).
///
/// | schema.yaml | SQLite (GRDB) | Swift  |
/// |-------------|---------------|--------|
/// | `integer`   | `.integer`    | `Int` (an autoincrement key: `Int64`) |
/// | `text`      | `.text`       | `String` |
/// | `real`      | `.real`       | `Double` |
/// | `blob`      | `.blob`       | `Data` |
/// | `boolean`   | `.boolean`    | `Bool` |
/// | `date`      | `.date`       | `Date` |
/// | `datetime`  | `.datetime`   | `Date` |
public enum ColumnType: String, CaseIterable, Hashable, Sendable {
    case integer
    case text
    case real
    case blob
    case boolean
    case date
    case datetime

    /// The `Database.ColumnType` of GRDB, as Swift source (`.integer`).
    public var grdbColumnType: String {
        "." + rawValue
    }

    /// The Swift type of a value of this column, not optional.
    public var swiftType: String {
        switch self {
        case .integer: "Int"
        case .text: "String"
        case .real: "Double"
        case .blob: "Data"
        case .boolean: "Bool"
        case .date, .datetime: "Date"
        }
    }

    /// The Swift types a `swift: { type: … }` override may choose for this column type.
    public var allowedSwiftTypes: [String] {
        switch self {
        case .integer: ["Int", "Int64", "Int32", "Int16", "Int8", "UInt32", "UInt16", "UInt8"]
        case .real: ["Double", "Float"]
        default: [swiftType]
        }
    }

    /// Whether the Swift type comes from Foundation.
    public var needsFoundation: Bool {
        switch self {
        case .blob, .date, .datetime: true
        default: false
        }
    }
}
