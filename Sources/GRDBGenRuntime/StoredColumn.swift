import Foundation
import GRDB

/// A column of a generated record whose values are stored otherwise than GRDB binds their Swift
/// type: a `uuid` column stored as text (GRDB binds a `UUID` as 16 bytes), a `datetime` column
/// stored as Unix time (GRDB binds a `Date` as text), a `json` column (its JSON text, keys sorted:
/// GRDB binds a `String` or a number as itself, and cannot bind an array). The record's `Columns` declares it
/// (`static let listID = StoredColumn.uuidText("listID")`), and each place where a GRDB user's code
/// meets a value of its Swift type binds the value as the column stores it, so that the request
/// finds the rows SQLite holds and a batch update stores what the record stores:
///
/// ```swift
/// Reminder.filter(Reminder.Columns.listID == list.id)             // listID = 'e621e1f8-…'
/// Reminder.filter(Reminder.Columns.dueAt < Date())                  // dueAt < 1700000000
/// Reminder.filter([a, b].contains(Reminder.Columns.listID))         // listID IN ('…', '…')
/// Reminder.filter((start...end).contains(Reminder.Columns.dueAt))   // dueAt BETWEEN … AND …
/// Reminder.updateAll(db, Reminder.Columns.dueAt.set(to: Date()))    // SET dueAt = 1700000000
/// Note.filter(Note.Columns.tags == ["home", "kids"])                // tags = '["home","kids"]'
/// let list = TableAlias<RemindersList>()
/// Reminder.joining(required: Reminder.list.aliased(list)).filter(list.id == id)  // "list".id = '…'
/// ```
///
/// It is a GRDB `ColumnExpression` for everything else (`order`, `asc`, `desc`, a persistence
/// container's subscript); selected (`select`, `annotated`, `max`, `min`), it gives what GRDB
/// decodes as its Swift type (Unix time in milliseconds, in seconds). The comparisons with a value
/// of another type are GRDB's, which bind it as GRDB does (`Columns.dueAt < 1_700_000_000` compares
/// with that integer), and so are GRDB's `Column("dueAt")` and SQL written by hand
/// (docs/queries.md). A value that JSON cannot encode (a real that is not a number) matches no row,
/// whatever the operator, as the record could not store it; assigned with ``set(to:)``, it fails
/// the update with SQLite's "malformed JSON" and writes nothing.
public struct StoredColumn<Value: Sendable>: ColumnExpression, Sendable {
    /// The column's name.
    public let name: String
    /// The value as the column stores it; nil for a value it cannot store (JSON cannot encode it).
    @usableFromInline let store: @Sendable (Value) -> DatabaseValue?
    /// The table alias that qualifies the column (`alias[Columns.x]`, `alias.x`), if any.
    @usableFromInline let alias: TableAliasBase?
    /// How many stored units make a unit of what GRDB decodes, when they differ: 1000 for Unix
    /// time in milliseconds (GRDB decodes a number as a `Date` in seconds).
    @usableFromInline let unitsPerDecoded: Double?

    @usableFromInline init(
        _ name: String, alias: TableAliasBase? = nil, unitsPerDecoded: Double? = nil,
        store: @escaping @Sendable (Value) -> DatabaseValue?
    ) {
        self.name = name
        self.alias = alias
        self.unitsPerDecoded = unitsPerDecoded
        self.store = store
    }

    /// The column, qualified by its alias if it has one.
    @inlinable
    public var sqlExpression: SQLExpression { qualifiedColumn(name, alias) }

    /// The column selected as GRDB decodes its Swift type: the column, but Unix time in
    /// milliseconds in seconds (`"dueAt" / 1000.0`), so that
    /// `select(Columns.dueAt).asRequest(of: Date.self)` and `annotated(with: Columns.dueAt)` give the
    /// stored dates. Such a selection has the name of its expression, not the column's: a record
    /// cannot mistake it for the stored milliseconds.
    public var sqlSelection: SQLSelection { decoded(sqlExpression).sqlSelection }

    /// `expression`, a value of the column as stored, as GRDB decodes the column's Swift type.
    func decoded(_ expression: SQLExpression) -> SQLExpression {
        unitsPerDecoded.map { expression / $0 } ?? expression
    }

    /// The value as the column stores it; NULL for nil, and for a value it cannot store.
    @inlinable
    public func databaseValue(_ value: Value?) -> DatabaseValue {
        value.flatMap(store) ?? .null
    }

    /// The assignment of `value` to the column, as the column stores it, for GRDB's batch update:
    /// `Note.filter(…).updateAll(db, Note.Columns.ownerID.set(to: owner.id))` (GRDB's `set(to:)`
    /// would bind the `UUID` as 16 bytes and the `Date` as text). A value that JSON cannot encode
    /// makes the update fail ("malformed JSON") rather than store NULL.
    @inlinable
    public func set(to value: Value?) -> ColumnAssignment {
        guard let value else { return Column(name).set(to: nil) }
        guard let stored = store(value) else {
            return Column(name).set(to: SQL("json(\("a value JSON cannot encode"))").sqlExpression)
        }
        return Column(name).set(to: stored)
    }
}

extension StoredColumn where Value: Encodable {
    /// A `json` column: its values stored as JSON text, keys sorted.
    @_spi(Generated) public static func json(_ name: String) -> Self {
        StoredColumn(name) { try? JSONColumn.encode($0).databaseValue }
    }
}

extension StoredColumn where Value == UUID {
    /// A `uuid` column stored as lowercase text: `e621e1f8-c36c-495a-93fc-0c247a3e6e5f`.
    @_spi(Generated) public static func uuidText(_ name: String) -> Self {
        StoredColumn(name) { FastPath.uuidValue($0, .lowercaseString) }
    }

    /// A `uuid` column stored as upper-case text (`representation: uppercaseText`), as
    /// `UUID().uuidString` writes it: `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`.
    @_spi(Generated) public static func uppercaseUUIDText(_ name: String) -> Self {
        StoredColumn(name) { FastPath.uuidValue($0, .uppercaseString) }
    }
}

extension StoredColumn where Value == Date {
    /// A `datetime` column stored as Unix time in `unit`.
    @_spi(Generated) public static func unixTime(_ name: String, _ unit: UnixTime) -> Self {
        // GRDB decodes a number as seconds: a column of another unit is selected in seconds.
        StoredColumn(name, unitsPerDecoded: unit == .seconds ? nil : unit.unitsPerSecond) { unit.databaseValue($0) }
    }
}

extension TableAliasBase {
    /// The column, qualified by the alias, that still binds values as the column stores them
    /// (GRDB's subscript gives an `SQLExpression` that binds them as GRDB does).
    public subscript<Value>(_ column: StoredColumn<Value>) -> StoredColumn<Value> {
        StoredColumn(column.name, alias: self, unitsPerDecoded: column.unitsPerDecoded, store: column.store)
    }
}

extension TableAlias where RowDecoder: TableRecord {
    /// The record's column, qualified by the alias (`alias.ownerID`), that still binds values as
    /// the column stores them.
    public subscript<Value>(
        dynamicMember keyPath: KeyPath<DatabaseComponents, StoredColumn<Value>>
    ) -> StoredColumn<Value> {
        self[RowDecoder.databaseComponents[keyPath: keyPath]]
    }
}

/// The largest value of the column, as GRDB decodes its Swift type (GRDB's `max(_:)`, but for Unix
/// time in milliseconds, in seconds: `max(Columns.dueAt)` selected as a `Date` is the latest date).
public func max<Value>(_ column: StoredColumn<Value>) -> SQLExpression {
    column.decoded(GRDB.max(column.sqlExpression))
}

/// The smallest value of the column, as GRDB decodes its Swift type (GRDB's `min(_:)`, but for
/// Unix time in milliseconds, in seconds).
public func min<Value>(_ column: StoredColumn<Value>) -> SQLExpression {
    column.decoded(GRDB.min(column.sqlExpression))
}

/// The column `name`, qualified by `alias` if there is one: the expression of a ``StoredColumn``.
@usableFromInline
func qualifiedColumn(_ name: String, _ alias: TableAliasBase?) -> SQLExpression {
    // Not `??`: GRDB's `??` of two expressions is SQL's IFNULL.
    if let alias { alias[name] } else { Column(name).sqlExpression }
}
