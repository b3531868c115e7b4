/// The type of a column, as written in schema.yaml (`type: text`).
///
/// | schema.yaml | SQLite (GRDB)   | Swift  |
/// |-------------|-----------------|--------|
/// | `integer`   | `.integer`      | `Int` (an autoincrement key: `Int64`) |
/// | `text`      | `.text`         | `String` |
/// | `real`      | `.real`         | `Double` |
/// | `blob`      | `.blob`         | `Data` |
/// | `boolean`   | `.boolean`      | `Bool` |
/// | `date`      | `.date`         | `CalendarDate` (GRDBGenRuntime), `"YYYY-MM-DD"` text |
/// | `datetime`  | `.datetime` / `.integer` (`representation: unixTime`) | `Date` |
/// | `uuid`      | `.text` / `.blob` (`representation: bytes`) | `UUID` |
/// | `url`       | `.text`         | `URL` (its absolute string) |
/// | `decimal`   | `.text`         | `Decimal` (exact: text, never a binary double) |
/// | `json`      | `.jsonText`     | the Codable type of `swift.type` |
/// | `enum`      | `.text` + CHECK | a generated `String` enum |
public enum ColumnType: String, CaseIterable, Hashable, Sendable {
    case integer
    case text
    case real
    case blob
    case boolean
    case date
    case datetime
    case uuid
    case json
    case `enum`
    case url
    case decimal

    /// The Swift type of a value of this column, not optional, when it does not depend on the
    /// column (`json` and `enum` have their own).
    public var swiftType: String {
        switch self {
        case .integer: "Int"
        case .text: "String"
        case .real: "Double"
        case .blob: "Data"
        case .boolean: "Bool"
        case .date: "CalendarDate"
        case .datetime: "Date"
        case .uuid: "UUID"
        case .json: "Data"
        case .enum: "String"
        case .url: "URL"
        case .decimal: "Decimal"
        }
    }

    /// The Swift types a `swift: { type: … }` override may choose for this column type; `nil`
    /// when any Swift type is accepted (`json`, `enum`).
    public var allowedSwiftTypes: [String]? {
        switch self {
        case .integer: ["Int", "Int64", "Int32", "Int16", "Int8", "UInt32", "UInt16", "UInt8"]
        case .real: ["Double", "Float"]
        // `Date`: the date-and-time text of earlier GRDBGen versions.
        case .date: ["CalendarDate", "Date"]
        case .json, .enum: nil
        default: [swiftType]
        }
    }
}

/// How a column stores its values when its type has a choice (`representation:`): a `uuid`
/// column as text or bytes (seed 003 tells why both exist), a `datetime` column as GRDB's text or
/// as Unix time.
public enum ColumnRepresentation: String, CaseIterable, Hashable, Sendable {
    /// `uuid`: lowercase text, `"e621e1f8-c36c-495a-93fc-0c247a3e6e5f"`: readable, and SQLiteData's
    /// choice. The default of a `uuid` column.
    case text
    /// `uuid`: upper-case text, `"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"`: as Foundation's
    /// `UUID().uuidString` writes it, and as apps that stored it hold it.
    case uppercaseText
    /// `uuid`: 16 bytes: compact, and GRDB's default encoding of `UUID`.
    case bytes
    /// `datetime`: whole seconds since 1970-01-01 00:00:00 UTC, an integer (GRDB's
    /// `DatabaseDateEncodingStrategy.secondsSince1970`: fractions of a second are dropped).
    case unixTime
    /// `datetime`: milliseconds since 1970-01-01 00:00:00 UTC, an integer (GRDB's
    /// `DatabaseDateEncodingStrategy.millisecondsSince1970`).
    case unixTimeMilliseconds

    /// The representations a column type may choose; empty when it has no choice.
    public static func choices(for type: ColumnType) -> [ColumnRepresentation] {
        switch type {
        case .uuid: [.text, .uppercaseText, .bytes]
        case .datetime: [.unixTime, .unixTimeMilliseconds]
        default: []
        }
    }

    /// Whether a `datetime` column stores Unix time.
    var isUnixTime: Bool {
        self == .unixTime || self == .unixTimeMilliseconds
    }
}

/// A built-in SQLite collation (`collate: nocase`).
public enum Collation: String, CaseIterable, Hashable, Sendable {
    case binary
    case nocase
    case rtrim
}

/// What SQLite does to a row when the row it references is deleted or updated.
public enum ForeignKeyAction: String, CaseIterable, Hashable, Sendable {
    case cascade
    case setNull
    case setDefault
    case restrict

    /// The action as SQL writes it, and `PRAGMA foreign_key_list` reports it: `SET NULL`.
    var sql: String { self == .setNull ? "SET NULL" : self == .setDefault ? "SET DEFAULT" : rawValue.uppercased() }

    /// The action of a foreign key as `PRAGMA foreign_key_list` reports it (`SET NULL`); `nil` for
    /// `NO ACTION`.
    init?(reported text: String) {
        guard let action = Self.allCases.first(where: { $0.sql == text.uppercased() }) else { return nil }
        self = action
    }
}

/// An option of `CREATE TABLE` (GRDB's `TableOptions`): `options: [strict, withoutRowID]`.
public enum TableOption: String, CaseIterable, Hashable, Sendable {
    /// `STRICT`: SQLite refuses values of the wrong type (INTEGER, REAL, TEXT and BLOB columns only).
    case strict
    /// `WITHOUT ROWID`: the primary key is the table's storage key; there is no rowid.
    case withoutRowID
}
