import Foundation
import GRDB

// The comparisons of a ``StoredColumn`` with values of its Swift type, each value bound as the
// column stores it. They are static members of the generic type, over its `Value` parameter:
// Swift prefers them to GRDB's operators, which are generic over any expression and any value, and
// would bind the value as GRDB stores its type. (Over an associated type of a storage protocol, as
// in GRDBGen 0.3, they were not preferred: each storage needed its own copy.) Over an optional,
// Swift prefers GRDB's operators over `(any SQLExpressible)?` to those over `Value?`, so the
// column declares its own over `(any SQLExpressible)?` too, which bind a value of its type as
// stored. A nil compares as GRDB's does: `column == nil` is `column IS NULL`; a value the column
// cannot store (JSON cannot encode it) matches no row.

extension StoredColumn {
    /// The column as GRDB's expression, qualified by its alias if it has one.
    @inlinable
    var column: SQLExpression { sqlExpression }

    /// `comparison` of the column with the stored form of `value`: no row for a value the column
    /// cannot store (GRDB would turn its NULL into `IS NULL`).
    @inlinable
    func compared(with value: Value?, _ comparison: (SQLExpression, DatabaseValue) -> SQLExpression) -> SQLExpression {
        guard let value else { return comparison(column, .null) }
        guard let stored = store(value) else { return false.sqlExpression }
        return comparison(column, stored)
    }

    /// `comparison` of the column with a value of any type: a value of the column's type as
    /// stored, any other as GRDB binds it (an `Int`, an expression).
    @inlinable
    func compared(
        withAny value: (any SQLExpressible)?, _ comparison: (SQLExpression, any SQLExpressible) -> SQLExpression
    ) -> SQLExpression {
        if let typed = value as? Value { return compared(with: typed) { comparison($0, $1) } }
        return comparison(column, value ?? DatabaseValue.null)
    }

    /// `column = value`, the value as stored.
    @inlinable
    public static func == (column: Self, value: Value) -> SQLExpression { column.compared(with: value) { $0 == $1 } }

    /// `column = value`; `column IS NULL` for nil.
    @inlinable
    public static func == (column: Self, value: Value?) -> SQLExpression { column.compared(with: value) { $0 == $1 } }

    /// `value = column`, the value as stored.
    @inlinable
    public static func == (value: Value, column: Self) -> SQLExpression { column.compared(with: value) { $1 == $0 } }

    // Over `(any SQLExpressible)?`: the operators that Swift prefers to GRDB's of the same types,
    // where it does not prefer those over `Value?` (a `String?` of a `json` column, a `UUID?`).

    /// `column = value`: a value of the column's type as stored; `column IS NULL` for nil.
    @inlinable
    public static func == (column: Self, value: (any SQLExpressible)?) -> SQLExpression {
        column.compared(withAny: value) { $0 == $1 }
    }

    /// `value = column`: a value of the column's type as stored; `column IS NULL` for nil.
    @inlinable
    public static func == (value: (any SQLExpressible)?, column: Self) -> SQLExpression {
        column.compared(withAny: value) { $1 == $0 }
    }

    /// `column <> value`, the value as stored.
    @inlinable
    public static func != (column: Self, value: Value) -> SQLExpression { column.compared(with: value) { $0 != $1 } }

    /// `column <> value`; `column IS NOT NULL` for nil.
    @inlinable
    public static func != (column: Self, value: Value?) -> SQLExpression { column.compared(with: value) { $0 != $1 } }

    /// `value <> column`, the value as stored.
    @inlinable
    public static func != (value: Value, column: Self) -> SQLExpression { column.compared(with: value) { $1 != $0 } }

    /// `column <> value`: a value of the column's type as stored; `column IS NOT NULL` for nil.
    @inlinable
    public static func != (column: Self, value: (any SQLExpressible)?) -> SQLExpression {
        column.compared(withAny: value) { $0 != $1 }
    }

    /// `value <> column`: a value of the column's type as stored; `column IS NOT NULL` for nil.
    @inlinable
    public static func != (value: (any SQLExpressible)?, column: Self) -> SQLExpression {
        column.compared(withAny: value) { $1 != $0 }
    }

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
    public static func === (column: Self, value: Value) -> SQLExpression { column.compared(with: value) { $0 === $1 } }

    /// `column IS value`: NULL-safe.
    @inlinable
    public static func === (column: Self, value: Value?) -> SQLExpression { column.compared(with: value) { $0 === $1 } }

    /// `column IS value`: a value of the column's type as stored; NULL-safe.
    @inlinable
    public static func === (column: Self, value: (any SQLExpressible)?) -> SQLExpression {
        column.compared(withAny: value) { $0 === $1 }
    }

    /// `value IS column`: a value of the column's type as stored; NULL-safe.
    @inlinable
    public static func === (value: (any SQLExpressible)?, column: Self) -> SQLExpression {
        column.compared(withAny: value) { $1 === $0 }
    }

    /// `column IS NOT value`, the value as stored.
    @inlinable
    public static func !== (column: Self, value: Value) -> SQLExpression { column.compared(with: value) { $0 !== $1 } }

    /// `column IS NOT value`: NULL-safe.
    @inlinable
    public static func !== (column: Self, value: Value?) -> SQLExpression { column.compared(with: value) { $0 !== $1 } }

    /// `column IS NOT value`: a value of the column's type as stored; NULL-safe.
    @inlinable
    public static func !== (column: Self, value: (any SQLExpressible)?) -> SQLExpression {
        column.compared(withAny: value) { $0 !== $1 }
    }

    /// `value IS NOT column`: a value of the column's type as stored; NULL-safe.
    @inlinable
    public static func !== (value: (any SQLExpressible)?, column: Self) -> SQLExpression {
        column.compared(withAny: value) { $1 !== $0 }
    }
}

extension Sequence where Element: SQLExpressible & Sendable {
    /// `column IN (…)`, the values as stored (`[a, b].contains(Columns.x)`; a `String` or a number
    /// of a `json` column, which GRDB would bind as itself).
    @inlinable
    public func contains(_ column: StoredColumn<Element>) -> SQLExpression {
        compactMap(column.store).contains(column.column)
    }
}

extension Sequence where Element: Sendable {
    /// `column IN (…)`, the values as stored (`[["a"], ["b"]].contains(Columns.tags)`).
    @inlinable
    public func contains(_ column: StoredColumn<Element>) -> SQLExpression {
        compactMap(column.store).contains(column.column)
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
