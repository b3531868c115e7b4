import GRDBGenSQL

/// How a table rebuild converts a `datetime` column whose representation changes: GRDB's date text
/// (`2023-11-14 22:13:21.500`), Unix seconds (`representation: unixTime`) or Unix milliseconds
/// (`unixTimeMilliseconds`). SQLite converts nothing by itself (text copied into an INTEGER column
/// stays text), so `grdbgen migrate` writes the conversion into the copy's SELECT, with SQLite's own
/// date functions (`strftime`, `julianday`: in every SQLite an app meets).
///
/// Values that are not dates of the old representation (text that is no date, a number in a text
/// column) are copied unchanged rather than lost.
enum DateConversion {
    /// The stored form of a `datetime` column.
    enum Form: Equatable {
        case text, seconds, milliseconds

        init(_ column: ColumnDefinition) {
            switch column.unixTime {
            case .unixTime: self = .seconds
            case .unixTimeMilliseconds: self = .milliseconds
            default: self = .text
            }
        }
    }

    /// Whether both columns are `datetime` columns with different stored forms.
    static func applies(from old: ColumnDefinition, to new: ColumnDefinition) -> Bool {
        old.type.value == .datetime && new.type.value == .datetime && Form(old) != Form(new)
    }

    /// Whether the conversion drops fractions of a second (text or milliseconds to whole seconds).
    static func dropsFractions(from old: ColumnDefinition, to new: ColumnDefinition) -> Bool {
        Form(new) == .seconds && Form(old) != .seconds
    }

    /// The SELECT expression that reads `column` in its old form and gives the new one.
    static func expression(_ column: SQLIdentifier, from old: Form, to new: Form) -> String {
        let c = column.quoted
        // GRDB's text format, from a number of seconds (a real keeps the milliseconds).
        func text(seconds: String) -> String { "strftime('%Y-%m-%d %H:%M:%f', \(seconds), 'unixepoch')" }
        let converted: String
        switch (old, new) {
        case (.text, .seconds): converted = "CAST(strftime('%s', \(c)) AS INTEGER)"
        case (.text, .milliseconds): converted = "CAST(round((julianday(\(c)) - 2440587.5) * 86400000.0) AS INTEGER)"
        case (.seconds, .text): converted = text(seconds: c)
        case (.milliseconds, .text): converted = text(seconds: "\(c) / 1000.0")
        case (.seconds, .milliseconds): converted = "\(c) * 1000"
        // Rounded down, as GRDB's `secondsSince1970` does, before 1970 too.
        case (.milliseconds, .seconds): converted = "(\(c) - ((\(c) % 1000) + 1000) % 1000) / 1000"
        default: return c
        }
        // Only values in the old form's storage class are converted; others are kept as they are.
        let kind = old == .text ? "text" : "integer"
        return "CASE WHEN typeof(\(c)) = '\(kind)' THEN coalesce(\(converted), \(c)) ELSE \(c) END"
    }
}
