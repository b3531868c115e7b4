import Foundation
import GRDB

/// The unit of a date stored as Unix time: the `datetime` columns of schema.yaml with
/// `representation: unixTime` (whole seconds, ``UnixSeconds``) or `representation:
/// unixTimeMilliseconds` (``UnixMilliseconds``).
///
/// The stored integers are exactly what GRDB's `DatabaseDateEncodingStrategy.secondsSince1970`
/// and `.millisecondsSince1970` store: the date rounded down to the unit.
///
/// ```swift
/// UnixTime.seconds.databaseValue(Date(timeIntervalSince1970: 1.5))   // 1
/// ```
public enum UnixTime: Sendable, Hashable {
    /// Whole seconds since 1970-01-01 00:00:00 UTC.
    case seconds
    /// Milliseconds since 1970-01-01 00:00:00 UTC.
    case milliseconds

    /// How many units make a second.
    @usableFromInline
    var unitsPerSecond: Double {
        switch self {
        case .seconds: 1
        case .milliseconds: 1000
        }
    }

    /// The stored integer of a date: the number of units since 1970, rounded down. A date too far
    /// from 1970 for a 64-bit integer is stored as a real rather than trapping.
    public func databaseValue(_ date: Date) -> DatabaseValue {
        switch self {
        case .seconds: UnixSeconds(date).databaseValue
        case .milliseconds: UnixMilliseconds(date).databaseValue
        }
    }
}
