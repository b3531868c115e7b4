import Foundation
import GRDB

/// GRDB's text format of dates, `"yyyy-MM-dd HH:mm:ss.SSS"` in UTC, written without a
/// `DateFormatter`: the fast paths bind dates this way, byte for byte what GRDB writes, several
/// times faster. Dates outside the years 1583 to 9999 are left to GRDB (before 1583, Foundation's
/// Gregorian calendar counts Julian days).
@_spi(Generated) public enum DateText {
    /// The text GRDB stores for `date`, or nil when the date is outside the years 1583 to 9999.
    @inlinable
    @_spi(Generated) public static func string(from date: Date) -> String? {
        // Milliseconds since 1970, rounded half up, as Foundation's formatter does.
        let milliseconds = ((date.timeIntervalSinceReferenceDate + 978_307_200) * 1000 + 0.5).rounded(.down)
        guard milliseconds.isFinite, milliseconds >= -12_212_553_600_000, milliseconds < 253_402_300_800_000 else {
            return nil
        }
        let total = Int64(milliseconds)
        var days = total / 86_400_000
        var rest = total % 86_400_000
        if rest < 0 {
            rest += 86_400_000
            days -= 1
        }
        // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let hour = rest / 3_600_000
        let minute = rest / 60_000 % 60
        let second = rest / 1000 % 60
        let millisecond = rest % 1000
        var bytes = [UInt8](repeating: 0, count: 23)
        func put(_ value: Int64, _ digits: Int, at offset: Int) {
            var value = value
            for index in stride(from: offset + digits - 1, through: offset, by: -1) {
                bytes[index] = UInt8(48 + value % 10)
                value /= 10
            }
        }
        put(year, 4, at: 0); bytes[4] = 45
        put(month, 2, at: 5); bytes[7] = 45
        put(day, 2, at: 8); bytes[10] = 32
        put(hour, 2, at: 11); bytes[13] = 58
        put(minute, 2, at: 14); bytes[16] = 58
        put(second, 2, at: 17); bytes[19] = 46
        put(millisecond, 3, at: 20)
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension DateText {
    /// The database value GRDB stores for `date`: `date.databaseValue`, byte for byte, without a
    /// `DateFormatter` for the years 1583 to 9999. Generated `encode(to:)` methods store dates
    /// with it.
    ///
    /// ```swift
    /// container[Columns.createdAt] = DateText.databaseValue(createdAt)
    /// ```
    @inlinable
    @_spi(Generated) public static func databaseValue(_ date: Date) -> DatabaseValue {
        string(from: date)?.databaseValue ?? date.databaseValue
    }

    /// The database value GRDB stores for an optional date: NULL for nil.
    @inlinable
    @_spi(Generated) public static func databaseValue(_ date: Date?) -> DatabaseValue {
        date.map(databaseValue) ?? .null
    }
}
