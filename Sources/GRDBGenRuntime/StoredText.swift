import Foundation
import GRDB

/// The text the generated code stores where GRDB would store another, or store it slower: a
/// `Date` as GRDB's date text without a `DateFormatter` (``date(_:)``), a `json` column's value as
/// stable JSON text (``json(_:)``), and an array parameter's values as one JSON array
/// (``array(_:)``). Generated `encode(to:)` methods and queries call it:
///
/// ```swift
/// container[Columns.createdAt] = StoredText.date(createdAt)
/// container[Columns.tags] = try StoredText.json(tags)
/// arguments: [StoredText.array(ids.map { $0.databaseValue })]
/// ```
@_spi(Generated) public enum StoredText {
    /// GRDB's text format of dates, `"yyyy-MM-dd HH:mm:ss.SSS"` in UTC, written without a
    /// `DateFormatter`: byte for byte what GRDB writes, several times faster; nil for a date
    /// outside the years 1583 to 9999, which is left to GRDB (before 1583, Foundation's Gregorian
    /// calendar counts Julian days).
    @inlinable
    static func dateString(from date: Date) -> String? {
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

extension StoredText {
    /// The database value GRDB stores for a date: `date.databaseValue`, byte for byte, without a
    /// `DateFormatter` for the years 1583 to 9999; NULL for nil.
    ///
    /// ```swift
    /// container[Columns.createdAt] = StoredText.date(createdAt)
    /// ```
    @inlinable
    @_spi(Generated) public static func date(_ date: Date?) -> DatabaseValue {
        guard let date else { return .null }
        return dateString(from: date)?.databaseValue ?? date.databaseValue
    }
}
