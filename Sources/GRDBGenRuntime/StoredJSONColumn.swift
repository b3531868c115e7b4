import Foundation
import GRDB

/// The column of a `json` value of a generated record (`tags: { type: json, swift: { type:
/// "[String]" } }`): comparing it with a value of its Swift type compares the JSON text the
/// column stores (JSON text, keys sorted), where GRDB would bind a
/// `String` or a number as itself and could not bind an array at all.
///
/// ```swift
/// Note.filter(Note.Columns.tags == ["home", "kids"])     // tags = '["home","kids"]'
/// Note.filter([["a"], ["b"]].contains(Note.Columns.tags)) // tags IN ('["a"]', '["b"]')
/// ```
///
/// It is a GRDB `ColumnExpression` for everything else. A value that JSON cannot encode (a real
/// that is not a number) matches no row, whatever the operator, as the record could not store it;
/// assigned with ``set(to:)``, it fails the update with SQLite's "malformed JSON" and writes nothing.
public struct StoredJSONColumn<Value: Encodable & Sendable>: ColumnExpression, Sendable {
    /// The column's name.
    public let name: String
    /// The table alias that qualifies the column (`alias[Columns.x]`, `alias.x`), if any.
    @usableFromInline let alias: TableAliasBase?

    /// The `json` column `name`.
    public init(_ name: String) {
        self.init(name, alias: nil)
    }

    @usableFromInline init(_ name: String, alias: TableAliasBase?) {
        self.name = name
        self.alias = alias
    }

    /// The column, qualified by its alias if it has one.
    @inlinable
    public var sqlExpression: SQLExpression { qualifiedColumn(name, alias) }

    /// The value as the column stores it: its JSON text; NULL for nil, and for a value that JSON
    /// cannot encode.
    @inlinable
    public func databaseValue(_ value: Value?) -> DatabaseValue {
        value.flatMap(storedText) ?? .null
    }

    /// The JSON text of `value`, or nil when JSON cannot encode it.
    @usableFromInline
    func storedText(_ value: Value) -> DatabaseValue? {
        try? JSONColumn.encode(value).databaseValue
    }

    /// The assignment of `value` to the column, as its JSON text, for GRDB's batch update
    /// (`updateAll(db, Note.Columns.tags.set(to: ["home"]))`). A value that JSON cannot encode
    /// makes the update fail ("malformed JSON") rather than store NULL.
    @inlinable
    public func set(to value: Value?) -> ColumnAssignment {
        guard let value else { return Column(name).set(to: nil) }
        guard let text = storedText(value) else {
            return Column(name).set(to: SQL("json(\("a value JSON cannot encode"))").sqlExpression)
        }
        return Column(name).set(to: text)
    }

    /// `comparison` of the column with the stored form of `value`: no row for a value that JSON
    /// cannot encode (GRDB would turn a NULL into `IS NULL`).
    @inlinable
    func compared(
        with value: Value?, _ comparison: (SQLExpression, DatabaseValue) -> SQLExpression
    ) -> SQLExpression {
        guard let value else { return comparison(sqlExpression, .null) }
        guard let text = storedText(value) else { return false.sqlExpression }
        return comparison(sqlExpression, text)
    }

    // Static members of the generic type: Swift prefers them to GRDB's generic operators.

    /// `column = value`, the value as stored.
    @inlinable
    public static func == (column: Self, value: Value) -> SQLExpression { column.compared(with: value) { $0 == $1 } }

    /// `column = value`; `column IS NULL` for nil.
    @inlinable
    public static func == (column: Self, value: Value?) -> SQLExpression { column.compared(with: value) { $0 == $1 } }

    /// `value = column`, the value as stored.
    @inlinable
    public static func == (value: Value, column: Self) -> SQLExpression { column.compared(with: value) { $1 == $0 } }

    /// `column <> value`, the value as stored.
    @inlinable
    public static func != (column: Self, value: Value) -> SQLExpression { column.compared(with: value) { $0 != $1 } }

    /// `column <> value`; `column IS NOT NULL` for nil.
    @inlinable
    public static func != (column: Self, value: Value?) -> SQLExpression { column.compared(with: value) { $0 != $1 } }

    /// `value <> column`, the value as stored.
    @inlinable
    public static func != (value: Value, column: Self) -> SQLExpression { column.compared(with: value) { $1 != $0 } }

    /// `column IS value`, the value as stored.
    @inlinable
    public static func === (column: Self, value: Value) -> SQLExpression { column.compared(with: value) { $0 === $1 } }

    /// `column IS NOT value`, the value as stored.
    @inlinable
    public static func !== (column: Self, value: Value) -> SQLExpression { column.compared(with: value) { $0 !== $1 } }

    /// `column IS value`: NULL-safe.
    @inlinable
    public static func === (column: Self, value: Value?) -> SQLExpression {
        column.compared(with: value) { $0 === $1 }
    }

    /// `column IS NOT value`: NULL-safe.
    @inlinable
    public static func !== (column: Self, value: Value?) -> SQLExpression {
        column.compared(with: value) { $0 !== $1 }
    }
}

extension TableAliasBase {
    /// The `json` column, qualified by the alias, that still compares values as their JSON text.
    public subscript<Value>(_ column: StoredJSONColumn<Value>) -> StoredJSONColumn<Value> {
        StoredJSONColumn(column.name, alias: self)
    }
}

extension TableAlias where RowDecoder: TableRecord {
    /// The record's `json` column, qualified by the alias (`alias.tags`), that still compares
    /// values as their JSON text.
    public subscript<Value>(
        dynamicMember keyPath: KeyPath<DatabaseComponents, StoredJSONColumn<Value>>
    ) -> StoredJSONColumn<Value> {
        self[RowDecoder.databaseComponents[keyPath: keyPath]]
    }
}

extension Sequence where Element: SQLExpressible & Encodable & Sendable {
    /// `column IN (…)`, the values as the `json` column stores them (a `String` or a number, which
    /// GRDB would bind as itself).
    @inlinable
    public func contains(_ column: StoredJSONColumn<Element>) -> SQLExpression {
        compactMap(column.storedText).contains(column.sqlExpression)
    }
}

extension Sequence where Element: Encodable & Sendable {
    /// `column IN (…)`, the values as the `json` column stores them (`[["a"], ["b"]]`).
    @inlinable
    public func contains(_ column: StoredJSONColumn<Element>) -> SQLExpression {
        compactMap(column.storedText).contains(column.sqlExpression)
    }
}
