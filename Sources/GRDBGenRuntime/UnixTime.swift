import Foundation
import GRDB

/// Dates stored as Unix time: the `datetime` columns of schema.yaml with
/// `representation: unixTime` (whole seconds) or `representation: unixTimeMilliseconds`.
///
/// The stored integers are exactly what GRDB's `DatabaseDateEncodingStrategy.secondsSince1970`
/// and `.millisecondsSince1970` store: the date rounded down to the unit. Generated records call
/// it from `encode(to:)`, `init(row:)` and their fast paths, and declare the same strategy in
/// `databaseDateEncodingStrategy(for:)`, so that GRDB's id APIs (`find(_:id:)`, `filter(id:)`…)
/// look dates up as they are stored:
///
/// ```swift
/// container[Columns.createdAt] = UnixTime.seconds.databaseValue(createdAt)
/// createdAt = try UnixTime.seconds.decode(row: row, forColumn: "createdAt")
/// ```
///
/// Reading accepts any number (an integer or a real, as other programs may have written it) and
/// refuses text, so that a column that holds GRDB's date text by mistake is reported, not misread.
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
    @inlinable
    @_spi(Generated) public func databaseValue(_ date: Date) -> DatabaseValue {
        let units = (unitsPerSecond * date.timeIntervalSince1970).rounded(.down)
        guard let integer = Int64(exactly: units) else { return units.databaseValue }
        return integer.databaseValue
    }

    /// The stored integer of a date, or NULL for nil.
    @inlinable
    @_spi(Generated) public func databaseValue(_ date: Date?) -> DatabaseValue {
        date.map(databaseValue) ?? .null
    }

    /// The date of a stored number; nil for NULL, text or a blob.
    @inlinable
    func date(from value: DatabaseValue) -> Date? {
        switch value.storage {
        case .int64(let number): Date(timeIntervalSince1970: Double(number) / unitsPerSecond)
        case .double(let number): Date(timeIntervalSince1970: number / unitsPerSecond)
        case .null, .string, .blob: nil
        }
    }

    /// The date of a column that is not NULL, found by name.
    @usableFromInline func decode(row: Row, forColumn column: String) throws -> Date {
        let value: DatabaseValue = row[column] ?? .null
        guard let date = date(from: value) else { throw Self.conversionError(value, column: column) }
        return date
    }

    /// The date of a column, found by name; nil for NULL or a missing column.
    @usableFromInline func decodeIfPresent(row: Row, forColumn column: String) throws -> Date? {
        guard let value = row[column] as DatabaseValue?, !value.isNull else { return nil }
        guard let date = date(from: value) else { throw Self.conversionError(value, column: column) }
        return date
    }

    /// The error of a value that is not Unix time.
    @usableFromInline
    static func conversionError(_ value: DatabaseValue, column: String) -> DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: [],
                debugDescription: "could not read Unix time from \(value) in column `\(column)`"))
    }
}

extension RowReader {
    /// A `Date` stored as Unix time, not NULL.
    @inlinable
    @_spi(Generated) public func decode(_ type: Date.Type, at index: CInt, unixTime: UnixTime) throws -> Date {
        if let row { return try unixTime.decode(row: row, forColumn: name(index)) }
        guard let date = unixTime.date(from: DatabaseValue(sqliteStatement: statement, index: index + base)) else {
            // The error of GRDB's path.
            let (row, column) = grdbRow(at: index)
            return try unixTime.decode(row: row, forColumn: column)
        }
        return date
    }

    /// A `Date` stored as Unix time, or nil for NULL.
    @inlinable
    @_spi(Generated) public func decodeIfPresent(_ type: Date.Type, at index: CInt, unixTime: UnixTime) throws -> Date?
    {
        if let row { return try unixTime.decodeIfPresent(row: row, forColumn: name(index)) }
        if isNull(index) { return nil }
        return try decode(Date.self, at: index, unixTime: unixTime)
    }
}
