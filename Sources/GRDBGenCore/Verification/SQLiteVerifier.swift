import GRDB
import GRDBGenSQL

/// The verify stage: runs every migration in an empty in-memory SQLite database, and compares what
/// SQLite itself reports of it and of the ``SchemaDatabase`` of `tables:` (`PRAGMA table_info`,
/// `index_list`, `index_info`, `foreign_key_list`).
///
/// A step that SQLite refuses (a bad `sql:`, say) is reported at its line with SQLite's message;
/// each difference between the two databases at its place in `tables:` (``SQLiteVerifier/Comparison``).
public enum SQLiteVerifier {
    private struct StepFailure: Error {
        var migration: String
        var location: SourceLocation
        var message: String
    }

    /// Verifies a described schema: the diagnostics of every difference between its
    /// ``SchemaDatabase`` and the database the migrations make, empty when SQLite agrees.
    ///
    /// When they agree, the migrated one gets the ``WriteRehearsal`` (unless `rehearsingWrites`
    /// is false).
    public static func verify(_ schema: DescribedSchema, rehearsingWrites: Bool = true) -> [Diagnostic] {
        let diagnostics = DiagnosticCollector()
        do {
            let migrated = try DatabaseQueue(
                configuration: SchemaDatabase.configuration(functions: schema.schema.functions))
            let applier = SchemaApplier(schema: schema.validated)
            guard
                let changedBySQL = migrate(
                    schema.schema.migrations, applier: applier, in: migrated, diagnostics: diagnostics)
            else { return diagnostics.diagnostics }
            let (plain, virtual) = try migrated.read(tables)
            let comparison = Comparison(
                tables: schema.schema.tables, views: schema.schema.views, folded: schema.validated.folded,
                declared: schema.database.queue, migrated: migrated, changedBySQL: changedBySQL,
                stepsInLock: Set(schema.schema.migrations.filter(\.stepsInLock).map(\.id.value)),
                diagnostics: diagnostics, migratedTables: plain, virtual: virtual)
            try comparison.compareTables()
            try comparison.compareSearchIndexes()
            try comparison.compareViews()
            // Older files of a baseline's declared shapes, adopted as the store adopts them.
            if !diagnostics.hasErrors {
                OlderFilesRehearsal.rehearse(schema.validated).forEach(diagnostics.report)
            }
            // Rows written as the app writes them, once the schema is what tables: say.
            if rehearsingWrites, !diagnostics.hasErrors {
                WriteRehearsal.rehearse(schema.validated, in: migrated).forEach(diagnostics.report)
            }
        } catch {
            diagnostics.error("cannot verify the schema in SQLite: \(error)", at: nil)
        }
        return diagnostics.diagnostics
    }

    /// An in-memory database made by the migrations of the schema, as the verifier makes it;
    /// `nil` when SQLite refuses them (the verifier says why).
    public static func migratedDatabase(_ schema: ValidatedSchema) throws -> DatabaseQueue? {
        let queue = try DatabaseQueue(configuration: SchemaDatabase.configuration(functions: schema.schema.functions))
        let diagnostics = DiagnosticCollector()
        let applier = SchemaApplier(schema: schema)
        let created = migrate(schema.schema.migrations, applier: applier, in: queue, diagnostics: diagnostics)
        return created == nil ? nil : queue
    }

    /// Applies the migrations with GRDB's migrator, as the generated code does. Returns the
    /// tables, views, indexes and triggers that `sql` steps created or changed, with the place of
    /// the last such step, or `nil` after a failure.
    ///
    /// The migrations note the objects each `sql` step creates or changes in a temporary table of the same
    /// connection, so that nothing outside the database is shared with GRDB's migration closures.
    private static func migrate(
        _ migrations: [Migration], applier: SchemaApplier, in queue: DatabaseQueue, diagnostics: DiagnosticCollector
    ) -> [SQLIdentifier: SourceLocation]? {
        // Foreign keys are checked as each statement runs rather than with a check of the whole
        // database after each migration: the database is empty, and the whole-database check
        // would make verification grow with the square of the number of migrations.
        var migrator = DatabaseMigrator().disablingDeferredForeignKeyChecks()
        for (m, migration) in migrations.enumerated() {
            let steps = migration.steps
            let id = migration.id.value
            migrator.registerMigration(id) { db in
                for (s, step) in steps.enumerated() {
                    var before: [SQLIdentifier: String] = [:]
                    if case .execute = step.call { before = try objectSQL(db) }
                    do {
                        try applier.apply(step.call, in: db)
                    } catch let error as DatabaseError {
                        throw StepFailure(
                            migration: id, location: step.location, message: error.message ?? "\(error.resultCode)")
                    }
                    if case .execute = step.call {
                        for (name, sql) in try objectSQL(db) where before[name] != sql {
                            try db.execute(
                                sql:
                                    "INSERT OR REPLACE INTO temp.grdbgen_changed_by_sql (name, migration, step) "
                                    + "VALUES (?, ?, ?)",
                                arguments: [name.name, m, s])
                        }
                    }
                }
            }
        }
        do {
            try queue.inDatabase { db in
                try db.execute(
                    sql: """
                        CREATE TEMP TABLE grdbgen_changed_by_sql (
                            name TEXT NOT NULL PRIMARY KEY COLLATE NOCASE,
                            migration INTEGER NOT NULL,
                            step INTEGER NOT NULL)
                        """)
            }
            try migrator.migrate(queue)
            var changedBySQL: [SQLIdentifier: SourceLocation] = [:]
            for row in try queue.read({ try Row.fetchAll($0, sql: "SELECT * FROM temp.grdbgen_changed_by_sql") }) {
                let (name, m, s): (String, Int, Int) = (row["name"], row["migration"], row["step"])
                changedBySQL[SQLIdentifier(name)] = migrations[m].steps[s].location
            }
            return changedBySQL
        } catch let failure as StepFailure {
            diagnostics.error(
                "migration `\(failure.migration)`: SQLite refuses this step: \(failure.message)", at: failure.location)
        } catch let error as DatabaseError {
            let location = migrations.first {
                (try? queue.read { try migrator.appliedIdentifiers($0) }.contains($0.id.value)) == false
            }?.location
            diagnostics.error("the migrations fail in SQLite: \(error.message ?? "\(error.resultCode)")", at: location)
        } catch {
            diagnostics.error("the migrations fail in SQLite: \(error)", at: nil)
        }
        return nil
    }

    /// The tables, views, indexes and triggers and their SQL: what an `sql` step may create or
    /// change that schema.yaml must know.
    private static func objectSQL(_ db: Database) throws -> [SQLIdentifier: String] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT name, sql FROM sqlite_master
                WHERE name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations' AND sql IS NOT NULL
                """)
        return Dictionary(
            rows.map { (SQLIdentifier($0["name"] as String), $0["sql"]) }, uniquingKeysWith: { a, _ in a })
    }
}
