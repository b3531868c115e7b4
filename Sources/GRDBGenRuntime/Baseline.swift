import GRDB

/// The first migration of a schema made by `grdbgen import`: how an existing database file joins
/// GRDBGen.
///
/// An empty database runs the baseline like any migration. A database that already has the
/// baseline's tables, made by the app's earlier hand-written migrator (its `grdb_migrations`
/// holds only the identifiers the baseline ``replaces``) or by SQL without any migrator, is
/// compared with the schema the baseline makes; on a match, the baseline is recorded as applied
/// without running, beside the identifiers it replaces, and later migrations run as usual.
/// On a mismatch the store refuses the file (``StoreError/baselineMismatch(differences:)``) and
/// leaves it unchanged.
///
/// ```swift
/// // Generated, from `baseline: { replaces: [v1, v2] }` in schema.yaml:
/// static var baseline: Baseline? { Baseline(migration: "baseline", replaces: ["v1", "v2"]) }
/// ```
public struct Baseline: Sendable, Equatable {
    /// The identifier of the baseline migration.
    public var migration: String
    /// The identifiers of the hand-written migrations whose result the baseline is.
    public var replaces: [String]

    /// A baseline.
    public init(migration: String, replaces: [String] = []) {
        self.migration = migration
        self.replaces = replaces
    }

    /// Whether a database with these tables and applied migrations must be compared with the
    /// baseline: it has tables, the baseline is not applied, and it has only the migrations the
    /// baseline replaces (or none).
    func isCandidate(tables: [String], applied: Set<String>) -> Bool {
        !tables.isEmpty && !applied.contains(migration) && applied.isSubset(of: Set(replaces))
    }

    /// The differences between the database and the schema the baseline makes: tables,
    /// columns (name, type affinity, NOT NULL, default, primary key), indexes, unique
    /// constraints and foreign keys. Empty on a match.
    func differences(_ db: Database, migrator: DatabaseMigrator) throws -> [String] {
        let expected = try DatabaseQueue(configuration: SchemaReport.scratchConfiguration(db.configuration))
        try migrator.migrate(expected, upTo: migration)
        let wanted = try expected.read { try SchemaReport($0) }
        return try wanted.differences(from: SchemaReport(db), expected: "the baseline", found: "the file")
    }

    /// Records the baseline as applied, beside the migrations it replaces: a binary that still
    /// has the app's earlier migrator (an app extension, a downgrade) finds its own migrations
    /// applied and runs none of them again.
    func adopt(_ db: Database) throws {
        try db.execute(sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [migration])
    }
}
