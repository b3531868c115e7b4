import GRDB

/// The verify stage: runs every migration in an empty in-memory SQLite database, and compares what
/// SQLite itself reports of it and of the ``SchemaDatabase`` of `tables:` (`PRAGMA table_info`,
/// `index_list`, `index_info`, `foreign_key_list`).
///
/// A step that SQLite refuses (a bad `sql:`, say) is reported at its line with SQLite's message;
/// each difference between the two databases at the table or column in `tables:`.
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
                let createdBySQL = migrate(
                    schema.schema.migrations, applier: applier, in: migrated, diagnostics: diagnostics)
            else { return diagnostics.diagnostics }
            let declared = schema.database.queue, tables = schema.database.tables
            try compare(
                tables.filter { $0.shape.searchTable == nil }, declared: declared, migrated: migrated,
                createdBySQL: createdBySQL, diagnostics: diagnostics)
            try compareSearchIndexes(
                tables, declared: declared, migrated: migrated, createdBySQL: createdBySQL, diagnostics: diagnostics)
            try compare(
                schema.schema.views, declared: declared, migrated: migrated, createdBySQL: createdBySQL,
                diagnostics: diagnostics)
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
    /// tables that `sql` steps created, with the step's location, or `nil` after a failure.
    ///
    /// The migrations note the tables each `sql` step creates in a temporary table of the same
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
                    var before: Set<SQLIdentifier> = []
                    if case .sql = step { before = try objectNames(db) }
                    do {
                        try applier.apply(step.call, in: db)
                    } catch let error as DatabaseError {
                        throw StepFailure(
                            migration: id, location: step.location, message: error.message ?? "\(error.resultCode)")
                    }
                    if case .sql = step {
                        for name in try objectNames(db).subtracting(before) {
                            try db.execute(
                                sql:
                                    "INSERT OR REPLACE INTO temp.grdbgen_created_by_sql (name, migration, step) "
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
                        CREATE TEMP TABLE grdbgen_created_by_sql (
                            name TEXT NOT NULL PRIMARY KEY COLLATE NOCASE, migration INTEGER NOT NULL, step INTEGER NOT NULL)
                        """)
            }
            try migrator.migrate(queue)
            var createdBySQL: [SQLIdentifier: SourceLocation] = [:]
            for row in try queue.read({ try Row.fetchAll($0, sql: "SELECT * FROM temp.grdbgen_created_by_sql") }) {
                let (name, m, s): (String, Int, Int) = (row["name"], row["migration"], row["step"])
                createdBySQL[SQLIdentifier(name)] = migrations[m].steps[s].location
            }
            return createdBySQL
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

    /// The tables and views: what an `sql` step may create that schema.yaml must know.
    private static func objectNames(_ db: Database) throws -> Set<SQLIdentifier> {
        let names = try String.fetchAll(
            db,
            sql: """
                SELECT name FROM sqlite_master
                WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations'
                """)
        return Set(names.map(SQLIdentifier.init))
    }

    /// The views and their SQL.
    private static func viewSQL(_ db: Database) throws -> [SQLIdentifier: String] {
        try Dictionary(
            Row.fetchAll(db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'view'").map {
                (SQLIdentifier($0["name"]), $0["sql"])
            },
            uniquingKeysWith: { first, _ in first })
    }

    private static func compare(
        _ views: [ViewDefinition], declared: DatabaseQueue, migrated: DatabaseQueue,
        createdBySQL: [SQLIdentifier: SourceLocation], diagnostics: DiagnosticCollector
    ) throws {
        let want = try declared.read(viewSQL), have = try migrated.read(viewSQL)
        for view in views {
            let name = view.name.identifier
            guard let found = have[name] else {
                diagnostics.error(
                    "SQLite finds no view `\(view.name.value)` after the migrations, though views: has it",
                    at: view.name.location)
                continue
            }
            if want[name] != found {
                // A renamed table or column: SQLite rewrites the views that name it.
                diagnostics.error(
                    "view `\(view.name.value)`, as SQLite finds it: the migrations leave `\(found)`, "
                        + "views: make `\(want[name] ?? "?")`; a migration that renames a table or column a view names "
                        + "should drop the view and create it again",
                    at: view.name.location)
            }
        }
        let declaredNames = Set(views.map(\.name.identifier))
        for name in have.keys.sorted(by: { $0.key < $1.key }) where !declaredNames.contains(name) {
            diagnostics.error(
                "SQLite finds view `\(name)` after the migrations, but views: do not have it", at: createdBySQL[name])
        }
    }

    /// The tables, without virtual tables (search indexes) and the tables that keep their data.
    private static func tableNames(_ db: Database) throws -> Set<SQLIdentifier> {
        let names = try String.fetchAll(
            db,
            sql:
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> "
                + "'grdb_migrations'"
        )
        let virtual = try virtualTables(db)
        return Set(names.map(SQLIdentifier.init)).subtracting(virtual.keys).subtracting(
            ShadowTables.names(of: virtual.keys))
    }

    /// The virtual tables and their SQL.
    private static func virtualTables(_ db: Database) throws -> [SQLIdentifier: String] {
        try Dictionary(
            Row.fetchAll(
                db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'"
            )
            .map { (SQLIdentifier($0["name"]), $0["sql"]) },
            uniquingKeysWith: { first, _ in first })
    }

    /// The search indexes and search tables: their SQL, as SQLite keeps it.
    private static func compareSearchIndexes(
        _ tables: [TableDefinition], declared: DatabaseQueue, migrated: DatabaseQueue,
        createdBySQL: [SQLIdentifier: SourceLocation], diagnostics: DiagnosticCollector
    ) throws {
        let want = try declared.read(virtualTables), have = try migrated.read(virtualTables)
        let searches = tables.compactMap(\.shape.search)
        for search in searches {
            guard let found = have[search.name.identifier] else {
                diagnostics.error(
                    "SQLite finds no search index `\(search.name.value)` after the migrations, though tables: have it",
                    at: search.location)
                continue
            }
            if want[search.name.identifier] != found {
                diagnostics.error(
                    "search index `\(search.name.value)`, as SQLite finds it: the migrations leave `\(found)`, "
                        + "tables: make `\(want[search.name.identifier] ?? "?")`",
                    at: search.location)
            }
        }
        let searchTables = tables.filter { $0.shape.searchTable != nil }
        for table in searchTables {
            guard let found = have[table.name.identifier] else {
                diagnostics.error(
                    "SQLite finds no search table `\(table.name.value)` after the migrations, though tables: have it",
                    at: table.name.location)
                continue
            }
            if want[table.name.identifier] != found {
                diagnostics.error(
                    "search table `\(table.name.value)`, as SQLite finds it: the migrations leave `\(found)`, "
                        + "tables: make `\(want[table.name.identifier] ?? "?")`",
                    at: table.name.location)
            }
        }
        let declaredNames = Set(searches.map(\.name.identifier) + searchTables.map(\.name.identifier))
        for name in have.keys.sorted(by: { $0.key < $1.key }) where !declaredNames.contains(name) {
            diagnostics.error(
                "SQLite finds virtual table `\(name)` after the migrations, but tables: have no search index or "
                    + "search table of that name; declare it with `search:` and a `createSearchIndex` step, or as a "
                    + "table with `searchTable:`",
                at: createdBySQL[name])
        }
    }

    private static func compare(
        _ tables: [TableDefinition], declared: DatabaseQueue, migrated: DatabaseQueue,
        createdBySQL: [SQLIdentifier: SourceLocation], diagnostics: DiagnosticCollector
    ) throws {
        let migratedTables = try migrated.read(tableNames)
        let present = tables.filter { migratedTables.contains($0.name.identifier) }
        // One read per database: the reports of every table.
        let wanted = try declared.read(TableReport.all)
        let found = try migrated.read(TableReport.all)
        for table in tables where !migratedTables.contains(table.name.identifier) {
            diagnostics.error(
                "SQLite finds no table `\(table.name.value)` after the migrations, though tables: has it",
                at: table.name.location)
        }
        for table in present {
            let name = table.name.value
            let empty = TableReport()
            let want = wanted[table.name.identifier] ?? empty, have = found[table.name.identifier] ?? empty
            compareColumns(table, want: want, have: have, diagnostics: diagnostics)
            let prefix = "table `\(name)`, as SQLite finds it"
            // Each index by its SQL: its columns, expressions, collations, orders and condition.
            for index in want.indexSQL.keys.sorted(by: { $0.key < $1.key })
            where have.indexSQL[index] != want.indexSQL[index] {
                diagnostics.error(
                    "\(prefix): the migrations do not leave index `\(index)` as tables: define it",
                    at: table.name.location)
            }
            for index in have.indexSQL.keys.sorted(by: { $0.key < $1.key }) where want.indexSQL[index] == nil {
                diagnostics.error(
                    "\(prefix): the migrations leave index `\(index)`, which tables: do not have",
                    at: table.name.location)
            }
            if want.uniqueKeys != have.uniqueKeys {
                diagnostics.error(
                    "\(prefix): the unique constraints of tables: and of the migrations differ", at: table.name.location
                )
            }
            for (trigger, sql) in want.triggers where have.triggers[trigger] != sql {
                diagnostics.error(
                    "\(prefix): the migrations do not leave trigger `\(trigger)` as tables: define it",
                    at: table.name.location)
            }
            for trigger in have.triggers.keys.sorted(by: { $0.key < $1.key }) where want.triggers[trigger] == nil {
                diagnostics.error(
                    "\(prefix): the migrations leave trigger `\(trigger)`, which tables: do not have",
                    at: table.name.location)
            }
            if let wanted = want.options, let found = have.options, wanted != found {
                diagnostics.error(
                    "\(prefix): the options (strict, withoutRowID) of tables: and of the migrations differ",
                    at: table.name.location)
            }
            if want.foreignKeys != have.foreignKeys {
                diagnostics.error(
                    "\(prefix): the foreign keys of tables: and of the migrations differ", at: table.name.location)
            }
        }
        let declaredNames = Set(tables.map(\.name.identifier))
        for name in migratedTables.subtracting(declaredNames).sorted(by: { $0.key < $1.key }) {
            diagnostics.error(
                "SQLite finds table `\(name)` after the migrations, but tables: do not have it",
                at: createdBySQL[name])
        }
    }

    private static func compareColumns(
        _ table: TableDefinition, want: TableReport, have: TableReport, diagnostics: DiagnosticCollector
    ) {
        let tableName = table.name.value
        for column in table.columns {
            let name = column.name.identifier
            let prefix = "column `\(column.name.value)` of table `\(tableName)`, as SQLite finds it"
            guard let expected = want.columns.first(where: { SQLIdentifier($0.name) == name }) else { continue }
            guard let actual = have.columns.first(where: { SQLIdentifier($0.name) == name }) else {
                diagnostics.error("\(prefix): tables: have it, the migrations do not", at: column.name.location)
                continue
            }
            if expected.type.uppercased() != actual.type.uppercased() {
                // Same affinity: the migrations wrote another spelling of the type, which `declaredType` keeps.
                let hint =
                    DatabaseColumnType.affinity(ofDeclared: expected.type)
                        == DatabaseColumnType.affinity(ofDeclared: actual.type)
                        && !actual.type.isEmpty
                    ? " (write `declaredType: \(actual.type)` on the column to keep it)" : ""
                diagnostics.error(
                    "\(prefix): tables: say type \(expected.type), the migrations give \(actual.type)\(hint)",
                    at: column.name.location)
            }
            if expected.isNotNull != actual.isNotNull {
                diagnostics.error(
                    expected.isNotNull
                        ? "\(prefix): tables: say NOT NULL, the migrations leave it nullable"
                        : "\(prefix): tables: say nullable, the migrations make it NOT NULL",
                    at: column.name.location)
            }
            if expected.defaultValueSQL != actual.defaultValueSQL {
                diagnostics.error(
                    "\(prefix): tables: say default \(expected.defaultValueSQL ?? "none"), the migrations give "
                        + "\(actual.defaultValueSQL ?? "none")",
                    at: column.name.location)
            }
            if (expected.primaryKeyIndex > 0) != (actual.primaryKeyIndex > 0) {
                diagnostics.error(
                    "\(prefix): the primary key of tables: and of the migrations differ", at: column.name.location)
            }
        }
        for column in have.columns where !want.columns.contains(where: { $0.name.isSameSQLName(as: column.name) }) {
            diagnostics.error(
                "column `\(column.name)` of table `\(tableName)`, as SQLite finds it: the migrations add it, "
                    + "tables: do not have it",
                at: table.name.location)
        }
        let wantOrder = want.columns.map { SQLIdentifier($0.name) },
            haveOrder = have.columns.map { SQLIdentifier($0.name) }
        if wantOrder != haveOrder, Set(wantOrder) == Set(haveOrder) {
            diagnostics.error(
                "table `\(tableName)`, as SQLite finds it: the columns are in another order than in tables:",
                at: table.name.location)
        }
    }
}
