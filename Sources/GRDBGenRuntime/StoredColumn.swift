import Foundation
import GRDB

/// How a column stores the values of its Swift type when GRDB would bind them otherwise: the
/// conversion a ``StoredColumn`` applies to the values it is compared with.
public protocol ColumnValueStorage: Sendable {
    /// The Swift type of the column's values.
    associatedtype Value: DatabaseValueConvertible

    /// The value as the column stores it.
    func databaseValue(_ value: Value) -> DatabaseValue
}

/// UUIDs stored as their text (a `uuid` column), where GRDB binds a `UUID` as 16 bytes: lowercase
/// (`representation: text`, the default) or upper case (`representation: uppercaseText`).
public struct UUIDText: ColumnValueStorage, Hashable {
    /// Whether the text is upper case, as `UUID().uuidString` writes it.
    public let isUppercase: Bool

    /// The storage of UUIDs as lowercase text, or upper-case text.
    public init(uppercase: Bool = false) {
        isUppercase = uppercase
    }

    /// `e621e1f8-c36c-495a-93fc-0c247a3e6e5f`, or `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`.
    @inlinable
    public func databaseValue(_ uuid: UUID) -> DatabaseValue {
        FastPath.uuidValue(uuid, isUppercase ? .uppercaseString : .lowercaseString)
    }
}

extension UnixTime: ColumnValueStorage {
    /// Dates, stored as Unix time where GRDB binds a `Date` as text.
    public typealias Value = Date
}

/// A column of a generated record whose values are stored otherwise than GRDB binds their Swift
/// type: a `uuid` column stored as text (GRDB binds a `UUID` as 16 bytes), a `datetime` column
/// stored as Unix time (GRDB binds a `Date` as text). The record's `Columns` declares it
/// (`static let listID = StoredColumn.uuidText("listID")`), and comparing it with a value of its
/// Swift type binds the value as the column stores it, so that the request finds the rows SQLite
/// holds:
///
/// ```swift
/// Reminder.filter(Reminder.Columns.listID == list.id)        // listID = 'e621e1f8-…'
/// Reminder.filter(Reminder.Columns.dueAt < Date())             // dueAt < 1700000000
/// Reminder.filter([a, b].contains(Reminder.Columns.listID))    // listID IN ('…', '…')
/// Reminder.filter((start...end).contains(Reminder.Columns.dueAt))  // dueAt BETWEEN … AND …
/// ```
///
/// It is a GRDB `ColumnExpression` for everything else (`order`, `select`, `asc`, `desc`, a
/// persistence container's subscript). The comparisons with a value of another type are GRDB's,
/// which bind it as GRDB does (`Columns.dueAt < 1_700_000_000` compares with that integer).
public struct StoredColumn<Storage: ColumnValueStorage>: ColumnExpression, Sendable {
    /// The column's name.
    public let name: String
    /// How the column stores its values.
    public let storage: Storage

    /// The column `name`, whose values are stored by `storage`.
    public init(_ name: String, storage: Storage) {
        self.name = name
        self.storage = storage
    }

    /// The value as the column stores it.
    @inlinable
    public func databaseValue(_ value: Storage.Value) -> DatabaseValue {
        storage.databaseValue(value)
    }

    /// The value as the column stores it; NULL for nil.
    @inlinable
    public func databaseValue(_ value: Storage.Value?) -> DatabaseValue {
        value.map(storage.databaseValue) ?? .null
    }
}

extension StoredColumn where Storage == UUIDText {
    /// A `uuid` column stored as lowercase text.
    public static func uuidText(_ name: String) -> Self {
        StoredColumn(name, storage: UUIDText())
    }

    /// A `uuid` column stored as upper-case text (`representation: uppercaseText`).
    public static func uppercaseUUIDText(_ name: String) -> Self {
        StoredColumn(name, storage: UUIDText(uppercase: true))
    }
}

extension StoredColumn where Storage == UnixTime {
    /// A `datetime` column stored as Unix time in `unit`.
    public static func unixTime(_ name: String, _ unit: UnixTime) -> Self {
        StoredColumn(name, storage: unit)
    }
}
