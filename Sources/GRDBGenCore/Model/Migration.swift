/// One entry of `migrations:`: a named, append-only group of steps.
public struct Migration: Sendable {
    /// The migration identifier, registered in GRDB's `DatabaseMigrator`.
    public var id: Located<String>
    /// The steps, applied in order in one transaction.
    public var steps: [MigrationStep]
    /// Where the migration starts.
    public var location: SourceLocation

    /// Creates a migration.
    public init(id: Located<String>, steps: [MigrationStep], location: SourceLocation) {
        self.id = id
        self.steps = steps
        self.location = location
    }
}

/// One step of a migration. Each step carries its own full definitions, so that a migration
/// never changes when `tables:` changes later.
public enum MigrationStep: Sendable {
    /// `createTable: { table, columns }`.
    case createTable(table: Located<String>, columns: [ColumnDefinition], location: SourceLocation)
    /// `addColumn: { table, column, type, … }`.
    case addColumn(table: Located<String>, column: ColumnDefinition, location: SourceLocation)
    /// `sql: …`: SQL run as written. It is not folded: use it for data, not for schema changes.
    case sql(Located<String>)

    /// Where the step is written.
    public var location: SourceLocation {
        switch self {
        case .createTable(_, _, let location), .addColumn(_, _, let location):
            location
        case .sql(let sql):
            sql.location
        }
    }
}
