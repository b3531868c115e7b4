/// One entry of `migrations:`: a named, append-only group of steps.
public struct Migration: Sendable {
    /// The migration identifier, registered in GRDB's `DatabaseMigrator`.
    public var id: Located<String>
    /// The steps, applied in order in one transaction.
    public var steps: [MigrationStep]
    /// Where the migration starts.
    public var location: SourceLocation
    /// `baseline:`: the migration creates the schema of databases made before GRDBGen, and
    /// replaces these migrations of the app's earlier migrator (`true`: none).
    public var baseline: Located<[Located<String>]>?
    /// `baseline: { olderFiles: … }`: the shapes older files of the app have, which adoption
    /// brings to the baseline's.
    public var olderFiles: OlderFiles?
    /// A baseline without `steps:` (as `grdbgen import` writes it): its steps make `tables:` and
    /// `views:` as they were when it was locked, and the lock keeps them (``LockFile/baselineSteps``):
    /// schema.yaml states each column once. ``BaselineSteps`` fills ``steps``.
    public var stepsInLock = false
    /// The YAML of a baseline's steps that the lock keeps (``stepsInLock``), once filled.
    public var lockedStepsText: String?

}

/// `olderFiles:` of a baseline: what the app's own code left in files made before GRDBGen, beside the
/// baseline's shape. Each entry is `table.column` (columns) or a name (dropped objects).
public struct OlderFiles: Sendable {
    /// Columns declared without a type, or with another type, NOT NULL or default.
    public var untyped: [Located<String>] = []
    /// Columns older files lack.
    public var addedLater: [Located<String>] = []
    /// Tables, indexes, views and triggers older files have and the app drops.
    public var dropped: [Located<String>] = []
    /// Where `olderFiles:` is written.
    public var location: SourceLocation
}

extension Migration {
    /// The migration as GRDBGen read it before search indexes had GRDBGen's synchronization and
    /// keys could accept NULL: each `createSearchIndex` kept in sync by GRDB's triggers, and
    /// `notNull: false` on a key ignored (GRDB's `t.primaryKey` made it NOT NULL). What a
    /// checksum locked then stands for (``LockVerifier/reading(_:as:)``).
    var asReadBefore: Migration {
        func earlier(_ column: ColumnDefinition) -> ColumnDefinition {
            var column = column
            column.keyAcceptsNull = false
            return column
        }
        var migration = self
        migration.steps = steps.map { step in
            switch step {
            case .createSearchIndex(var index, let location):
                index.synchronization = .grdb
                return .createSearchIndex(index, location: location)
            case .createTable(let table, var shape, let location):
                shape.columns = shape.columns.map(earlier)
                return .createTable(table: table, shape: shape, location: location)
            case .addColumn(let table, let column, let location):
                return .addColumn(table: table, column: earlier(column), location: location)
            default:
                return step
            }
        }
        return migration
    }
}

/// One step of a migration. Each step carries its own full definitions, so that a migration
/// never changes when `tables:` changes later.
public enum MigrationStep: Sendable {
    /// `createTable: { table, columns, primaryKey, unique, indexes }`.
    case createTable(table: Located<String>, shape: TableShapeDefinition, location: SourceLocation)
    /// `addColumn: { table, column, type, … }`.
    case addColumn(table: Located<String>, column: ColumnDefinition, location: SourceLocation)
    /// `dropTable: { table }`.
    case dropTable(table: Located<String>, location: SourceLocation)
    /// `renameTable: { from, to }`.
    case renameTable(from: Located<String>, to: Located<String>, location: SourceLocation)
    /// `renameColumn: { table, from, to }`.
    case renameColumn(table: Located<String>, from: Located<String>, to: Located<String>, location: SourceLocation)
    /// `dropColumn: { table, column }`.
    case dropColumn(table: Located<String>, column: Located<String>, location: SourceLocation)
    /// `createIndex: { name, table, columns, unique }`.
    case createIndex(IndexDefinition, tableName: Located<String>, location: SourceLocation)
    /// `dropIndex: { name }`.
    case dropIndex(name: Located<String>, location: SourceLocation)
    /// `createTrigger: { table, name, timing, event, columns, when, body }`.
    case createTrigger(TriggerDefinition, location: SourceLocation)
    /// `dropTrigger: { name }`.
    case dropTrigger(name: Located<String>, location: SourceLocation)
    /// `createSearchIndex: { table, name, columns, tokenizer, diacritics }`.
    case createSearchIndex(SearchIndexDefinition, location: SourceLocation)
    /// `dropSearchIndex: { name }`.
    case dropSearchIndex(name: Located<String>, location: SourceLocation)
    /// `createView: { view, sql }`.
    case createView(ViewDefinition, location: SourceLocation)
    /// `dropView: { view }`.
    case dropView(view: Located<String>, location: SourceLocation)
    /// `insert: { table, rows: [{ column: value, … }] }`: seed data, inserted with bound arguments.
    case insert(
        table: Located<String>, rows: [[(column: Located<String>, value: Located<InsertValue>)]],
        location: SourceLocation)
    /// `sql: …`: SQL run as written. It is not folded: use it for data, not for schema changes.
    case sql(Located<String>)
    /// `swift: { function: rewriteCards }`: the app's Swift closure, given when the store is opened,
    /// run with the `Database` inside the migration. Not folded: use it for data.
    case swift(function: Located<String>, location: SourceLocation)

    /// Where the step is written.
    public var location: SourceLocation {
        switch self {
        case .createTable(_, _, let location), .addColumn(_, _, let location), .dropTable(_, let location),
            .renameTable(_, _, let location), .renameColumn(_, _, _, let location), .dropColumn(_, _, let location),
            .createIndex(_, _, let location), .dropIndex(_, let location), .insert(_, _, let location),
            .createTrigger(_, let location), .dropTrigger(_, let location), .createView(_, let location),
            .dropView(_, let location), .createSearchIndex(_, let location), .dropSearchIndex(_, let location),
            .swift(_, let location):
            location
        case .sql(let sql):
            sql.location
        }
    }
}

/// A value of a seed row (`insert:` step): bound as an argument, never spliced into SQL.
public enum InsertValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case boolean(Bool)
}
