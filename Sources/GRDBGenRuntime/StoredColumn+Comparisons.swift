import Foundation
import GRDB

// The comparisons of a ``StoredColumn`` with values of its Swift type, each value bound as the
// column stores it. They are declared for each storage, with its concrete value type: Swift
// prefers them to GRDB's operators, which are generic over any expression and any value, and
// would bind the value as GRDB stores its type (a generic overload of ours would not be preferred).
// A nil compares as GRDB's does: `column == nil` is `column IS NULL`.

extension StoredColumn {
    /// The column as GRDB's column.
    @inlinable
    var column: Column { Column(name) }
}

/// The comparisons of a `uuid` column stored as text with a `UUID`.
extension StoredColumn where Storage == UUIDText {
    /// `column = value`, the value as stored.
    @inlinable
    public static func == (column: Self, value: UUID) -> SQLExpression { column.column == column.databaseValue(value) }

    /// `value = column`, the value as stored.
    @inlinable
    public static func == (value: UUID, column: Self) -> SQLExpression { column.databaseValue(value) == column.column }

    /// `column <> value`, the value as stored.
    @inlinable
    public static func != (column: Self, value: UUID) -> SQLExpression { column.column != column.databaseValue(value) }

    /// `value <> column`, the value as stored.
    @inlinable
    public static func != (value: UUID, column: Self) -> SQLExpression { column.databaseValue(value) != column.column }

    /// `column < value`, the value as stored.
    @inlinable
    public static func < (column: Self, value: UUID) -> SQLExpression { column.column < column.databaseValue(value) }

    /// `value < column`, the value as stored.
    @inlinable
    public static func < (value: UUID, column: Self) -> SQLExpression { column.databaseValue(value) < column.column }

    /// `column <= value`, the value as stored.
    @inlinable
    public static func <= (column: Self, value: UUID) -> SQLExpression { column.column <= column.databaseValue(value) }

    /// `value <= column`, the value as stored.
    @inlinable
    public static func <= (value: UUID, column: Self) -> SQLExpression { column.databaseValue(value) <= column.column }

    /// `column > value`, the value as stored.
    @inlinable
    public static func > (column: Self, value: UUID) -> SQLExpression { column.column > column.databaseValue(value) }

    /// `value > column`, the value as stored.
    @inlinable
    public static func > (value: UUID, column: Self) -> SQLExpression { column.databaseValue(value) > column.column }

    /// `column >= value`, the value as stored.
    @inlinable
    public static func >= (column: Self, value: UUID) -> SQLExpression { column.column >= column.databaseValue(value) }

    /// `value >= column`, the value as stored.
    @inlinable
    public static func >= (value: UUID, column: Self) -> SQLExpression { column.databaseValue(value) >= column.column }

    /// `column = value`; `column IS NULL` for nil.
    @inlinable
    public static func == (column: Self, value: UUID?) -> SQLExpression { column.column == column.databaseValue(value) }

    /// `column <> value`; `column IS NOT NULL` for nil.
    @inlinable
    public static func != (column: Self, value: UUID?) -> SQLExpression { column.column != column.databaseValue(value) }

    /// `column IS value`: NULL-safe.
    @inlinable
    public static func === (column: Self, value: UUID?) -> SQLExpression {
        column.column === column.databaseValue(value)
    }

    /// `column IS NOT value`: NULL-safe.
    @inlinable
    public static func !== (column: Self, value: UUID?) -> SQLExpression {
        column.column !== column.databaseValue(value)
    }
}

extension Sequence where Element == UUID {
    /// `column IN (…)`, the values as stored (`[a, b].contains(Columns.x)`).
    @inlinable
    public func contains(_ column: StoredColumn<UUIDText>) -> SQLExpression {
        map { column.databaseValue($0) }.contains(column.column)
    }
}

extension ClosedRange where Bound == UUID {
    /// `column >= lower AND column <= upper` (what `BETWEEN` means), the bounds as stored.
    @inlinable
    public func contains(_ column: StoredColumn<UUIDText>) -> SQLExpression {
        column.column >= column.databaseValue(lowerBound) && column.column <= column.databaseValue(upperBound)
    }
}

extension Range where Bound == UUID {
    /// `column >= lower AND column < upper`, the bounds as stored.
    @inlinable
    public func contains(_ column: StoredColumn<UUIDText>) -> SQLExpression {
        column.column >= column.databaseValue(lowerBound) && column.column < column.databaseValue(upperBound)
    }
}

/// The comparisons of a `datetime` column stored as Unix time with a `Date`.
extension StoredColumn where Storage == UnixTime {
    /// `column = value`, the value as stored.
    @inlinable
    public static func == (column: Self, value: Date) -> SQLExpression { column.column == column.databaseValue(value) }

    /// `value = column`, the value as stored.
    @inlinable
    public static func == (value: Date, column: Self) -> SQLExpression { column.databaseValue(value) == column.column }

    /// `column <> value`, the value as stored.
    @inlinable
    public static func != (column: Self, value: Date) -> SQLExpression { column.column != column.databaseValue(value) }

    /// `value <> column`, the value as stored.
    @inlinable
    public static func != (value: Date, column: Self) -> SQLExpression { column.databaseValue(value) != column.column }

    /// `column < value`, the value as stored.
    @inlinable
    public static func < (column: Self, value: Date) -> SQLExpression { column.column < column.databaseValue(value) }

    /// `value < column`, the value as stored.
    @inlinable
    public static func < (value: Date, column: Self) -> SQLExpression { column.databaseValue(value) < column.column }

    /// `column <= value`, the value as stored.
    @inlinable
    public static func <= (column: Self, value: Date) -> SQLExpression { column.column <= column.databaseValue(value) }

    /// `value <= column`, the value as stored.
    @inlinable
    public static func <= (value: Date, column: Self) -> SQLExpression { column.databaseValue(value) <= column.column }

    /// `column > value`, the value as stored.
    @inlinable
    public static func > (column: Self, value: Date) -> SQLExpression { column.column > column.databaseValue(value) }

    /// `value > column`, the value as stored.
    @inlinable
    public static func > (value: Date, column: Self) -> SQLExpression { column.databaseValue(value) > column.column }

    /// `column >= value`, the value as stored.
    @inlinable
    public static func >= (column: Self, value: Date) -> SQLExpression { column.column >= column.databaseValue(value) }

    /// `value >= column`, the value as stored.
    @inlinable
    public static func >= (value: Date, column: Self) -> SQLExpression { column.databaseValue(value) >= column.column }

    /// `column = value`; `column IS NULL` for nil.
    @inlinable
    public static func == (column: Self, value: Date?) -> SQLExpression { column.column == column.databaseValue(value) }

    /// `column <> value`; `column IS NOT NULL` for nil.
    @inlinable
    public static func != (column: Self, value: Date?) -> SQLExpression { column.column != column.databaseValue(value) }

    /// `column IS value`: NULL-safe.
    @inlinable
    public static func === (column: Self, value: Date?) -> SQLExpression {
        column.column === column.databaseValue(value)
    }

    /// `column IS NOT value`: NULL-safe.
    @inlinable
    public static func !== (column: Self, value: Date?) -> SQLExpression {
        column.column !== column.databaseValue(value)
    }
}

extension Sequence where Element == Date {
    /// `column IN (…)`, the values as stored (`[a, b].contains(Columns.x)`).
    @inlinable
    public func contains(_ column: StoredColumn<UnixTime>) -> SQLExpression {
        map { column.databaseValue($0) }.contains(column.column)
    }
}

extension ClosedRange where Bound == Date {
    /// `column >= lower AND column <= upper` (what `BETWEEN` means), the bounds as stored.
    @inlinable
    public func contains(_ column: StoredColumn<UnixTime>) -> SQLExpression {
        column.column >= column.databaseValue(lowerBound) && column.column <= column.databaseValue(upperBound)
    }
}

extension Range where Bound == Date {
    /// `column >= lower AND column < upper`, the bounds as stored.
    @inlinable
    public func contains(_ column: StoredColumn<UnixTime>) -> SQLExpression {
        column.column >= column.databaseValue(lowerBound) && column.column < column.databaseValue(upperBound)
    }
}
