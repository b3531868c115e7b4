import Foundation
import GRDB

/// The column of a `json` value of a generated record (`tags: { type: json, swift: { type:
/// "[String]" } }`): comparing it with a value of its Swift type compares the JSON text the
/// column stores (``JSONColumn/encode(_:)-(Value)``, keys sorted), where GRDB would bind a
/// `String` or a number as itself and could not bind an array at all.
///
/// ```swift
/// Note.filter(Note.Columns.tags == ["home", "kids"])     // tags = '["home","kids"]'
/// Note.filter([["a"], ["b"]].contains(Note.Columns.tags)) // tags IN ('["a"]', '["b"]')
/// ```
///
/// It is a GRDB `ColumnExpression` for everything else. A value that JSON cannot encode (a real
/// that is not a number) compares as NULL, which matches no row, as the record could not store it.
public struct StoredJSONColumn<Value: Encodable & Sendable>: ColumnExpression, Sendable {
    /// The column's name.
    public let name: String

    /// The `json` column `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// The value as the column stores it: its JSON text.
    @inlinable
    public func databaseValue(_ value: Value?) -> DatabaseValue {
        guard let value, let text = try? JSONColumn.encode(value) else { return .null }
        return text.databaseValue
    }

    /// The column as GRDB's column.
    @inlinable
    var column: Column { Column(name) }

    // Static members of the generic type: Swift prefers them to GRDB's generic operators.

    /// `column = value`, the value as stored.
    @inlinable
    public static func == (column: Self, value: Value) -> SQLExpression {
        column.column == column.databaseValue(value)
    }

    /// `column = value`; `column IS NULL` for nil.
    @inlinable
    public static func == (column: Self, value: Value?) -> SQLExpression {
        column.column == column.databaseValue(value)
    }

    /// `value = column`, the value as stored.
    @inlinable
    public static func == (value: Value, column: Self) -> SQLExpression {
        column.databaseValue(value) == column.column
    }

    /// `column <> value`, the value as stored.
    @inlinable
    public static func != (column: Self, value: Value) -> SQLExpression {
        column.column != column.databaseValue(value)
    }

    /// `column <> value`; `column IS NOT NULL` for nil.
    @inlinable
    public static func != (column: Self, value: Value?) -> SQLExpression {
        column.column != column.databaseValue(value)
    }

    /// `value <> column`, the value as stored.
    @inlinable
    public static func != (value: Value, column: Self) -> SQLExpression {
        column.databaseValue(value) != column.column
    }

    /// `column IS value`: NULL-safe.
    @inlinable
    public static func === (column: Self, value: Value?) -> SQLExpression {
        column.column === column.databaseValue(value)
    }

    /// `column IS NOT value`: NULL-safe.
    @inlinable
    public static func !== (column: Self, value: Value?) -> SQLExpression {
        column.column !== column.databaseValue(value)
    }
}

extension Sequence where Element: SQLExpressible & Encodable & Sendable {
    /// `column IN (…)`, the values as the `json` column stores them (a `String` or a number, which
    /// GRDB would bind as itself).
    @inlinable
    public func contains(_ column: StoredJSONColumn<Element>) -> SQLExpression {
        map { column.databaseValue($0) }.contains(column.column)
    }
}

extension Sequence where Element: Encodable & Sendable {
    /// `column IN (…)`, the values as the `json` column stores them (`[["a"], ["b"]]`).
    @inlinable
    public func contains(_ column: StoredJSONColumn<Element>) -> SQLExpression {
        map { column.databaseValue($0) }.contains(column.column)
    }
}
