import Foundation
import GRDB

/// A day of the calendar — a birthday, a due date — with no time and no time zone: the Swift
/// type of the `date` columns of schema.yaml, stored as `"YYYY-MM-DD"` text (GRDB's date-only
/// format, and SQLite's `date()`).
///
/// A `Date` is an instant: stored at midnight UTC, a due date of November 23 reads as November 22
/// in New York. A `CalendarDate` is the same day everywhere; convert at the edges, in the user's
/// calendar:
///
/// ```swift
/// var todo = Todo(title: "Pay rent", due: CalendarDate(year: 2026, month: 12, day: 1))
/// let today = CalendarDate(Date())                       // in the current calendar and time zone
/// let overdue = todo.due < today                          // days compare in order
/// let midnight = todo.due.date(in: .current)              // the start of that day, here
/// ```
///
/// Text and order agree: `"2026-12-01" < "2026-12-02"`, so SQL comparisons and `ORDER BY` work on
/// the stored text. Values written as GRDB's date-and-time text by earlier GRDBGen versions
/// (`"2026-11-23 09:28:57.874"`) read as their day.
public struct CalendarDate: Hashable, Comparable, Sendable, Codable, LosslessStringConvertible, DatabaseValueConvertible
{
    /// The year, 1 to 9999.
    public var year: Int
    /// The month, 1 to 12.
    public var month: Int
    /// The day of the month, 1 to 31.
    public var day: Int

    /// The day `year-month-day` of the Gregorian calendar. The day must exist (`2026-02-30` does
    /// not): a wrong one is a programming error. Use `init?(_:)` for text from outside.
    public init(year: Int, month: Int, day: Int) {
        precondition(Self.isValid(year: year, month: month, day: day), "no such day: \(year)-\(month)-\(day)")
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day of an instant in a calendar (its time zone decides when a day starts).
    public init(_ date: Date, in calendar: Calendar = .current) {
        let components = calendar.dateComponents([.year, .month, .day], from: date)
        self.init(year: components.year ?? 1970, month: components.month ?? 1, day: components.day ?? 1)
    }

    /// Reads `"YYYY-MM-DD"`, or the day of GRDB's date-and-time text (`"YYYY-MM-DD HH:MM…"`,
    /// `"YYYY-MM-DDTHH:MM…"`); nil for other text or a day that does not exist.
    public init?(_ description: String) {
        let bytes = Array(description.utf8)
        guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes.count == 10 || bytes[10] == UInt8(ascii: " ") || bytes[10] == UInt8(ascii: "T")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            Self.isValid(year: year, month: month, day: day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// `"2026-11-23"`.
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    /// The start of the day in a calendar (its time zone), or nil if the calendar has no such day.
    public func date(in calendar: Calendar = .current) -> Date? {
        calendar.date(from: DateComponents(year: year, month: month, day: day))
    }

    /// Whether the day exists in the Gregorian calendar.
    static func isValid(year: Int, month: Int, day: Int) -> Bool {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1 else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return day <= days
    }

    /// Whether `lhs` is an earlier day than `rhs`.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    // MARK: Codable: the same text as in the database.

    /// Decodes `"YYYY-MM-DD"` text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = CalendarDate(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a YYYY-MM-DD date: \(text)")
        }
        self = value
    }

    /// Encodes `"YYYY-MM-DD"` text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    // MARK: DatabaseValueConvertible

    /// `"YYYY-MM-DD"` text.
    public var databaseValue: DatabaseValue {
        description.databaseValue
    }

    /// The day of `"YYYY-MM-DD"` text (or of GRDB's date-and-time text); nil for anything else.
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> CalendarDate? {
        guard case .string(let text) = dbValue.storage else { return nil }
        return CalendarDate(text)
    }
}
