import GRDBGenSQL

/// The GRDB call of a migration step: the one description of migrations that the migration
/// renderer writes as Swift, the SQLite verifier runs, the fold checks and the lock fingerprints.
///
/// ```swift
/// switch step.call {
/// case let .createTable(name, shape): …
/// …
/// }
/// ```
///
/// Names are ``SQLIdentifier``s, compared as SQLite compares them; SQL text is made by
/// ``SQLStatement``, the one place that builds statements.
enum MigrationCall: Sendable {
    /// `try db.create(table:) { t in … }` (columns, composite primary key, unique keys), then
    /// `try db.create(index:on:columns:)` for each index of the shape.
    case createTable(Located<SQLIdentifier>, TableDefinition)
    /// `try db.alter(table:) { t in … }` with one alteration.
    case alterTable(Located<SQLIdentifier>, TableAlteration)
    /// `try db.drop(table:)`.
    case dropTable(Located<SQLIdentifier>)
    /// `try db.rename(table:to:)`.
    case renameTable(Located<SQLIdentifier>, to: Located<SQLIdentifier>)
    /// `try db.create(index:on:columns:options:)`.
    case createIndex(IndexDefinition, on: Located<SQLIdentifier>)
    /// `try db.drop(index:)`.
    case dropIndex(Located<SQLIdentifier>)
    /// `try db.execute(sql: "CREATE TRIGGER …")` (``SQLStatement/createTrigger(_:)``).
    case createTrigger(TriggerDefinition, on: Located<SQLIdentifier>)
    /// `try db.execute(sql: "DROP TRIGGER …")`.
    case dropTrigger(Located<SQLIdentifier>)
    /// `try db.create(virtualTable:using: FTS5()) { t in t.synchronize(withTable:) … }`.
    case createSearchIndex(SearchIndexDefinition, on: Located<SQLIdentifier>)
    /// `try db.drop(table:)` and `try db.dropFTS5SynchronizationTriggers(forTable:)`.
    case dropSearchIndex(Located<SQLIdentifier>)
    /// `try db.create(view:as: SQLRequest(sql: …))`.
    case createView(ViewDefinition)
    /// `try db.drop(view:)`.
    case dropView(Located<SQLIdentifier>)
    /// `try db.execute(sql: "INSERT …", arguments: […])` for each seed row, its values bound.
    case insert(SeedRows)
    /// `try db.execute(sql:)`: an `sql:` step, run as written.
    case execute(Located<String>)
    /// The app's Swift closure, given at opening (`swift: { function: … }`), run with `db`.
    case swift(Located<String>)
}

/// The kind of a migration step, as schema.yaml names it (`- createTable: { … }`), with the keys of
/// its mapping: what the translator reads, `SchemaYAML` writes and the JSON Schema describes.
enum StepKind: String, CaseIterable {
    case createTable, addColumn, dropTable, renameTable, renameColumn, dropColumn, createIndex, dropIndex
    case createTrigger, dropTrigger, createSearchIndex, dropSearchIndex, createView, dropView, insert, swift
    /// Text: the statement (or `{ sql }`).
    case sql

    /// The keys of the step's mapping, in the order `SchemaYAML` writes them (its grammar's).
    var keys: [String] { SchemaGrammar.step(self).keys }
}

/// What one `db.alter(table:)` call changes.
enum TableAlteration: Sendable {
    /// `t.add(column:_:)` and its modifiers.
    case add(ColumnDefinition)
    /// `t.rename(column:to:)`.
    case rename(Located<SQLIdentifier>, to: Located<SQLIdentifier>)
    /// `t.drop(column:)`.
    case drop(Located<SQLIdentifier>)
}

/// The rows of an `insert:` step.
struct SeedRows: Sendable {
    /// One row: the columns given, with their values, in the order written.
    typealias Row = [(column: Located<SQLIdentifier>, value: Located<InsertValue>)]

    /// The table.
    var table: Located<SQLIdentifier>
    /// The rows, in order.
    var rows: [Row]

    /// For each row, `INSERT INTO "table" ("a", "b") VALUES (?, ?)` and the values to bind.
    var statements: [SQLStatement] {
        rows.map { row in
            SQLStatement.insert(into: table.value, columns: row.map(\.column.value), values: row.map(\.value.value))
        }
    }
}

extension TriggerDefinition {
    /// The table of the trigger, located where the trigger is.
    var locatedTable: Located<SQLIdentifier> { Located(SQLIdentifier(table), at: location) }
}

extension SearchIndexDefinition {
    /// The call that creates the search index on its content table, located where the index is.
    var creation: MigrationCall { .createSearchIndex(self, on: Located(SQLIdentifier(table), at: location)) }
}

extension TableDefinition {
    /// The calls that make what the table has beside its columns, on the table `table`, each a step
    /// of its own after `createTable`: its indexes, its triggers, then its search index.
    func companionCalls(on table: Located<SQLIdentifier>) -> [MigrationCall] {
        let name = table.value.name
        var calls = indexes.map { index in
            var index = index
            index.table = name
            return MigrationCall.createIndex(index, on: table)
        }
        calls += triggers.map { trigger in
            var trigger = trigger
            trigger.table = name
            return .createTrigger(trigger, on: table)
        }
        if var search {
            search.table = name
            calls.append(.createSearchIndex(search, on: table))
        }
        return calls
    }
}
