import Foundation
import GRDB

// The comparisons of a ``StoredColumn`` with values of its Swift type, each value bound as the
// column stores it. They are static members of the generic type, over its `Value` parameter:
// Swift prefers them to GRDB's operators, which are generic over any expression and any value, and
// would bind the value as GRDB stores its type. (Over an associated type of a storage protocol, as
// in GRDBGen 0.3, they were not preferred: each storage needed its own copy.) A nil compares as
// GRDB's does: `column == nil` is `column IS NULL`.

extension StoredColumn {
    /// The column as GRDB's expression, qualified by its alias if it has one.
    @inlinable
    var column: SQLExpression { sqlExpression }

    /// `column = value`, the value as stored.
    @inlinable
    public static func == (column: Self, value: Value) -> SQLExpression { column.column == column.databaseValue(value) }

    /// `value = column`, the value as stored.
    @inlinable
    public static func == (value: Value, column: Self) -> SQLExpression { column.databaseValue(value) == column.column }

    /// `column <> value`, the value as stored.
    @inlinable
    public static func != (column: Self, value: Value) -> SQLExpression { column.column != column.databaseValue(value) }

    /// `value <> column`, the value as stored.
    @inlinable
    public static func != (value: Value, column: Self) -> SQLExpression { column.databaseValue(value) != column.column }

    /// `column < value`, the value as stored.
    @inlinable
    public static func < (column: Self, value: Value) -> SQLExpression { column.column < column.databaseValue(value) }

    /// `value < column`, the value as stored.
    @inlinable
    public static func < (value: Value, column: Self) -> SQLExpression { column.databaseValue(value) < column.column }

    /// `column <= value`, the value as stored.
    @inlinable
    public static func <= (column: Self, value: Value) -> SQLExpression { column.column <= column.databaseValue(value) }

    /// `value <= column`, the value as stored.
    @inlinable
    public static func <= (value: Value, column: Self) -> SQLExpression { column.databaseValue(value) <= column.column }

    /// `column > value`, the value as stored.
    @inlinable
    public static func > (column: Self, value: Value) -> SQLExpression { column.column > column.databaseValue(value) }

    /// `value > column`, the value as stored.
    @inlinable
    public static func > (value: Value, column: Self) -> SQLExpression { column.databaseValue(value) > column.column }

    /// `column >= value`, the value as stored.
    @inlinable
    public static func >= (column: Self, value: Value) -> SQLExpression { column.column >= column.databaseValue(value) }

    /// `value >= column`, the value as stored.
    @inlinable
    public static func >= (value: Value, column: Self) -> SQLExpression { column.databaseValue(value) >= column.column }

    /// `column IS value`, the value as stored.
    @inlinable
    public static func === (column: Self, value: Value) -> SQLExpression {
        column.column === column.databaseValue(value)
    }

    /// `column IS NOT value`, the value as stored.
    @inlinable
    public static func !== (column: Self, value: Value) -> SQLExpression {
        column.column !== column.databaseValue(value)
    }

}

// Over an optional `UUID`: declared for the concrete type, since Swift prefers GRDB's operators
// to members over an optional of the generic `Value`.
extension StoredColumn where Value == UUID {
    /// `column = value`; `column IS NULL` for nil.
    @inlinable
    public static func == (column: Self, value: UUID?) -> SQLExpression {
        column.column == column.databaseValue(value)
    }

    /// `column <> value`; `column IS NOT NULL` for nil.
    @inlinable
    public static func != (column: Self, value: UUID?) -> SQLExpression {
        column.column != column.databaseValue(value)
    }

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

// Over an optional `Date`: declared for the concrete type, since Swift prefers GRDB's operators
// to members over an optional of the generic `Value`.
extension StoredColumn where Value == Date {
    /// `column = value`; `column IS NULL` for nil.
    @inlinable
    public static func == (column: Self, value: Date?) -> SQLExpression {
        column.column == column.databaseValue(value)
    }

    /// `column <> value`; `column IS NOT NULL` for nil.
    @inlinable
    public static func != (column: Self, value: Date?) -> SQLExpression {
        column.column != column.databaseValue(value)
    }

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

extension Sequence where Element: SQLExpressible & Sendable {
    /// `column IN (…)`, the values as stored (`[a, b].contains(Columns.x)`).
    @inlinable
    public func contains(_ column: StoredColumn<Element>) -> SQLExpression {
        map { column.databaseValue($0) }.contains(column.column)
    }
}

extension ClosedRange where Bound: SQLExpressible & Sendable {
    /// `column >= lower AND column <= upper` (what `BETWEEN` means), the bounds as stored.
    @inlinable
    public func contains(_ column: StoredColumn<Bound>) -> SQLExpression {
        column.column >= column.databaseValue(lowerBound) && column.column <= column.databaseValue(upperBound)
    }
}

extension Range where Bound: SQLExpressible & Sendable {
    /// `column >= lower AND column < upper`, the bounds as stored.
    @inlinable
    public func contains(_ column: StoredColumn<Bound>) -> SQLExpression {
        column.column >= column.databaseValue(lowerBound) && column.column < column.databaseValue(upperBound)
    }
}
