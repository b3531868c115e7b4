import Foundation
import GRDB

/// A date that binds itself as Unix time, exactly as GRDB's `DatabaseDateEncodingStrategy`
/// `.secondsSince1970` and `.millisecondsSince1970` store it (the date rounded down to the unit): the Swift type of a `datetime` column with
/// `representation: unixTime` (``UnixSeconds``) or `unixTimeMilliseconds` (``UnixMilliseconds``),
/// where GRDB would bind a `Date` as text.
///
/// Every path GRDB offers then binds it as stored: the record's `Columns`, `Column("x")`, SQL
/// written by hand, batch updates (`Columns.dueAt.set(to: note.dueAt)`), key dictionaries.
///
/// ```swift
/// var note = Note(title: "Call", dueAt: UnixSeconds(Date()))
/// try Note.filter(Column("dueAt") < UnixSeconds(Date())).fetchAll(db)     // dueAt < 1700000000
/// let date: Date = note.dueAt.date
/// ```
///
/// A value holds what its column stores: the date rounded down to the unit, so that a record
/// read back equals the one written. Reading accepts any number (an integer or a real, as other
/// programs may have written it) and refuses text, so that a column that holds GRDB's date text
/// by mistake is reported, not misread.
public protocol UnixTimestamp: Hashable, Comparable, Codable, Sendable, DatabaseValueConvertible,
    CustomStringConvertible, TimestampValue
{
    /// The number of units since 1970-01-01 00:00:00 UTC, as the column stores it.
    var units: Double { get }

    /// The value of a number of units since 1970, as stored.
    init(units: Double)

    /// How many units make a second: 1, or 1000 for milliseconds.
    static var unitsPerSecond: Double { get }
}

extension UnixTimestamp {
    /// The date, rounded down to the unit.
    public init(_ date: Date) {
        self.init(units: (Self.unitsPerSecond * date.timeIntervalSince1970).rounded(.down))
    }

    /// The transaction date of a timestamp (`timestamps:`), rounded down to the unit.
    public init(timestamp date: Date) { self.init(date) }

    /// Now, rounded down to the unit.
    public init() { self.init(Date()) }

    /// The date.
    public var date: Date { Date(timeIntervalSince1970: units / Self.unitsPerSecond) }

    /// The stored integer (a real where it is no whole number, or too far from 1970 for 64 bits).
    public var databaseValue: DatabaseValue {
        Int64(exactly: units)?.databaseValue ?? units.databaseValue
    }

    /// The value of a stored number; nil for NULL, text or a blob.
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Self? {
        switch dbValue.storage {
        case .int64(let number): Self(units: Double(number))
        case .double(let number): Self(units: number)
        case .null, .string, .blob: nil
        }
    }

    /// Orders the dates.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.units < rhs.units }

    /// The date's description.
    public var description: String { date.description }

    /// Decodes a `Date`, as `Date` decodes.
    public init(from decoder: any Decoder) throws { self.init(try Date(from: decoder)) }

    /// Encodes the `Date`, as `Date` encodes.
    public func encode(to encoder: any Encoder) throws { try date.encode(to: encoder) }
}

/// A date stored as whole seconds since 1970 (`representation: unixTime`; GRDB's
/// `DatabaseDateEncodingStrategy.secondsSince1970`).
public struct UnixSeconds: UnixTimestamp {
    /// The seconds since 1970, as stored.
    public var units: Double

    /// The value of a number of seconds since 1970, as stored.
    public init(units: Double) { self.units = units }

    /// One unit a second.
    public static var unitsPerSecond: Double { 1 }
}

/// A date stored as milliseconds since 1970 (`representation: unixTimeMilliseconds`; GRDB's
/// `DatabaseDateEncodingStrategy.millisecondsSince1970`).
public struct UnixMilliseconds: UnixTimestamp {
    /// The milliseconds since 1970, as stored.
    public var units: Double

    /// The value of a number of milliseconds since 1970, as stored.
    public init(units: Double) { self.units = units }

    /// A thousand units a second.
    public static var unitsPerSecond: Double { 1000 }
}
