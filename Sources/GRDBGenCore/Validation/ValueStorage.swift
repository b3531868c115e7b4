/// How a property's value is stored in its column: decided once, in validation, from the column's
/// type, representation and Swift type, and stored (``PropertyModel/storage``); read by every
/// renderer through `StoredValue` (encode, decode by index, key comparisons, query arguments).
public enum ValueStorage: Sendable, Equatable {
    /// As GRDB stores the Swift type: its `DatabaseValueConvertible` conformance (an integer, a
    /// text, an enum's raw value, the app's own convertible type).
    case grdb
    /// A `UUID` as its lowercase text (`representation: text`, the default).
    case uuidText
    /// A `UUID` as its upper-case text (`representation: uppercaseText`), as `uuidString` writes it.
    case uuidUppercaseText
    /// A `UUID` as 16 bytes, as GRDB stores it (`representation: bytes`).
    case uuidBytes
    /// A `Codable` value as JSON text (`type: json`).
    case json
    /// A `Date` as GRDB's date text, without a `DateFormatter` (`StoredText.date`).
    case dateText
    /// A `Date` as Unix time, in seconds or milliseconds (`representation: unixTime…`).
    case unixTime(ColumnRepresentation)

    /// The runtime's type of a value whose stored form GRDB would not bind from `UUID` or `Date`:
    /// ``LowercaseUUID``, ``UppercaseUUID``, ``UnixSeconds``, ``UnixMilliseconds``; nil where the
    /// Swift type binds as stored (GRDB's types, 16 bytes, GRDB's date text, JSON encoded apart).
    var runtimeType: RuntimeName? {
        switch self {
        case .uuidText: .lowercaseUUID
        case .uuidUppercaseText: .uppercaseUUID
        case .unixTime(.unixTimeMilliseconds): .unixMilliseconds
        case .unixTime: .unixSeconds
        case .grdb, .uuidBytes, .json, .dateText: nil
        }
    }

    /// The form of a `uuid` key's `RecordID` (`RecordID<Reminder, LowercaseUUID>`); nil for
    /// another storage.
    var uuidForm: RuntimeName? {
        switch self {
        case .uuidText: .lowercaseUUID
        case .uuidUppercaseText: .uppercaseUUID
        case .uuidBytes: .uuidBytes
        case .grdb, .json, .dateText, .unixTime: nil
        }
    }
}

extension ValueStorage {
    /// The storage of a column's values, decided once in validation from what schema.yaml says:
    /// its type, its representation, and whether its Swift value is Foundation's `Date` (a
    /// `datetime` column, or a `date` column with `swift: { type: Date }`; not the app's own
    /// convertible type).
    static func of(
        _ type: ColumnType, uuidRepresentation: ColumnRepresentation?, unixTime: ColumnRepresentation?,
        isFoundationDate: Bool
    ) -> ValueStorage {
        if type == .json { return .json }
        if type == .uuid {
            switch uuidRepresentation {
            case .uppercaseText?: return .uuidUppercaseText
            case .bytes?: return .uuidBytes
            default: return .uuidText
            }
        }
        if let unixTime { return .unixTime(unixTime) }
        if isFoundationDate { return .dateText }
        return .grdb
    }
}
