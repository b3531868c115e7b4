import GRDB

/// The first migration of a schema made by `grdbgen import`: how an existing database file joins
/// GRDBGen.
///
/// An empty database runs the baseline like any migration. A database that already has the
/// baseline's tables, made by the app's earlier hand-written migrator (its `grdb_migrations`
/// holds only the identifiers the baseline ``replaces``) or by SQL without any migrator, is
/// compared with the schema the baseline makes; on a match, the baseline is recorded as applied
/// without running, beside the identifiers it replaces, and later migrations run as usual.
/// A file whose tables have the baseline's columns in another order, or the shape of an older
/// file that the baseline declares (``untyped``, ``addedLater``, ``dropped``), is first brought
/// to the baseline's shape in the adoption's transaction: SQLite's table rebuild, rows copied by
/// column name. On any other difference the store refuses the file
/// (``StoreError/baselineMismatch(differences:)``) and leaves it unchanged.
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
    /// Columns that older files declare without a type (`ALTER TABLE … ADD COLUMN rank`), or with
    /// another type, NOT NULL or default, as `table.column`: adoption rebuilds their table as the
    /// baseline declares it, each value converted by the column's type affinity.
    public var untyped: [String]
    /// What older files lack (the app's code added it later): columns, as `table.column` —
    /// adoption rebuilds their table with them, each row given the column's default — and tables,
    /// indexes, views, triggers and search tables, by name — adoption makes them as the baseline
    /// does, with the triggers and views that name such a table, and fills a search table from
    /// its content table.
    public var addedLater: [String]
    /// Tables, indexes, views and triggers that older files have and the baseline does not (the
    /// app drops them): adoption drops them.
    public var dropped: [String]

    /// A baseline, and the shapes of older files it adopts.
    @_spi(Generated) public init(
        migration: String, replaces: [String] = [], untyped: [String] = [], addedLater: [String] = [],
        dropped: [String] = []
    ) {
        self.migration = migration
        self.replaces = replaces
        self.untyped = untyped
        self.addedLater = addedLater
        self.dropped = dropped
    }
}

/// What the store does with a baseline: adopt a file made before GRDBGen, or check it read-only
/// (`Baseline+Adoption`, over GRDBGenAdoption).
protocol AdoptingBaseline: Sendable {
    /// Whether a file with these tables and applied migrations is one to adopt.
    func isAdoptionCandidate(tables: [String], applied: Set<String>, migrator: DatabaseMigrator) -> Bool
    /// Adopts the file if it is a candidate, in one transaction of its own.
    func adoptFile(
        _ writer: any DatabaseWriter, migrator: DatabaseMigrator, tables: (Database) throws -> [String]) throws
    /// Throws ``StoreError/baselineMismatch(differences:)`` when the candidate file cannot be adopted.
    func checkFile(_ reader: any DatabaseReader, migrator: DatabaseMigrator) throws
}
