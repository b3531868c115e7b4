import GRDBGenAdoption
import GRDBGenSQL
import GRDB

extension SQLiteVerifier {
    /// The database of `tables:` and `views:` beside the one the migrations make, compared as
    /// SQLite reports them: tables (``TableAgreement``), search indexes and search tables, views.
    ///
    /// SQLite decides what differs; the Swift fold of the migrations (``FoldedSchema``) only gives
    /// the places of the notes — where a migration defines what differs.
    struct Comparison {
        let tables: [TableDefinition]
        let views: [ViewDefinition]
        let folded: FoldedSchema
        let declared: DatabaseQueue, migrated: DatabaseQueue
        /// The tables, views, indexes and triggers that `sql` steps created or changed, with the
        /// place of the last such step.
        let changedBySQL: [SQLIdentifier: SourceLocation]
        /// The baselines whose steps the lock keeps (imported ones).
        let stepsInLock: Set<String>
        let diagnostics: DiagnosticCollector
        /// The plain tables and the virtual tables (with their SQL) the migrations leave, read once
        /// (``SQLiteVerifier/tables(_:)``).
        let migratedTables: Set<SQLIdentifier>, virtual: [SQLIdentifier: String]

        /// The plain tables (not virtual), each compared with its ``TableReport``s.
        func compareTables() throws {
            let wanted = try declared.read(TableReport.all), found = try migrated.read(TableReport.all)
            let searchTriggers = ShadowTables.synchronizationTriggers(of: virtual.keys)
            for table in tables where table.searchTable == nil {
                let name = table.name.identifier
                if migratedTables.contains(name) {
                    TableAgreement(
                        table: table, folded: folded.table(named: name), want: wanted[name] ?? TableReport(),
                        have: found[name] ?? TableReport(), searchTriggers: searchTriggers,
                        changedBySQL: changedBySQL, stepsInLock: stepsInLock, diagnostics: diagnostics
                    ).compare()
                } else if virtual[name] != nil {
                    let note = folded.table(named: name)?.searchTable?.location
                    diagnostics.error(
                        "table `\(table.name.value)` is a search table in the migrations (`searchTable`), but not in "
                            + "tables:",
                        at: table.name.location, noteIfKnown: note.map { ("the migrations create it here", $0) })
                } else {
                    diagnostics.error(
                        "table `\(table.name.value)` is in tables: but no migration creates it; add a migration with "
                            + "a `createTable` step",
                        at: table.name.location)
                }
            }
            let declaredNames = Set(tables.map(\.name.identifier))
            for name in migratedTables.subtracting(declaredNames).sorted(by: { $0.key < $1.key }) {
                let creator = folded.table(named: name)
                diagnostics.error(
                    "table `\(creator?.name.value ?? name.name)` is created by "
                        + (creator?.origin.map { "migration `\($0.table)`" } ?? "the migrations")
                        + " but is not in tables:",
                    at: creator?.location ?? changedBySQL[name])
            }
        }

        /// The search indexes and search tables, by the SQL SQLite keeps of them.
        func compareSearchIndexes() throws {
            let want = try declared.read(SQLiteVerifier.tables).virtual, have = virtual
            for table in tables {
                if let search = table.search {
                    compareSearchIndex(search, of: table, want: want, have: have)
                }
                guard let searchTable = table.searchTable else { continue }
                let name = table.name.identifier
                guard let found = have[name] else {
                    diagnostics.error(
                        migratedTables.contains(name)
                            ? "table `\(table.name.value)` is a search table in tables: (`searchTable`), but the "
                                + "migrations create it as a plain table"
                            : "table `\(table.name.value)` is in tables: but no migration creates it; add a migration "
                                + "with a `createTable` step",
                        at: searchTable.location)
                    continue
                }
                if !SQLTokenizer.same(want[name], found) {
                    diagnostics.error(
                        "search table `\(table.name.value)`: tables: and the migrations give it different columns, "
                            + "`tokenizer`, `diacritics` or `prefixes`",
                        at: searchTable.location,
                        noteIfKnown: folded.table(named: name)?.searchTable.map {
                            ("the migrations define it here", $0.location)
                        })
                }
            }
            let declaredNames = Set(
                tables.compactMap(\.search?.name.identifier)
                    + tables.filter { $0.searchTable != nil }.map(\.name.identifier))
            for name in have.keys.sorted(by: { $0.key < $1.key }) where !declaredNames.contains(name) {
                reportUndeclaredVirtualTable(name)
            }
        }

        private func compareSearchIndex(
            _ search: SearchIndexDefinition, of table: TableDefinition, want: [SQLIdentifier: String],
            have: [SQLIdentifier: String]
        ) {
            let name = search.name.identifier
            let migrated = folded.table(named: table.name.identifier)?.search
            guard let found = have[name] else {
                diagnostics.error(
                    "search index `\(search.name.value)` of table `\(table.name.value)` is in tables: but no "
                        + "migration creates it; add a `createSearchIndex` step",
                    at: search.location)
                return
            }
            if !SQLTokenizer.same(want[name], found) {
                diagnostics.error(
                    "search index `\(search.name.value)` of table `\(table.name.value)`: tables: and the migrations "
                        + "define it differently",
                    at: search.location, noteIfKnown: migrated.map { ("the migrations define it here", $0.location) })
            } else if let migrated, migrated.synchronization == .grdb {
                diagnostics.warning(
                    "search index `\(search.name.value)` of table `\(table.name.value)` is kept in sync by GRDB's "
                        + "triggers, which a trigger that writes `\(table.name.value)` or an INSERT OR REPLACE can "
                        + "leave corrupt (SQLite error 11); run `grdbgen migrate NAME` to make it again with "
                        + "GRDBGen's triggers, which keep it whole",
                    at: search.location)
                diagnostics.report(
                    Diagnostic(
                        .note, "made with GRDB's triggers here (a locked step, or `synchronization: grdb`)",
                        at: migrated.location))
            }
        }

        /// A virtual table that is neither a search index nor a search table of `tables:`.
        private func reportUndeclaredVirtualTable(_ name: SQLIdentifier) {
            // A plain table of tables: is reported by compareTables.
            if tables.contains(where: { $0.name.identifier == name }) { return }
            if let owner = folded.tables.first(where: { $0.search?.name.identifier == name }),
                let search = owner.search
            {
                let declared = tables.first { $0.name.identifier == owner.name.identifier }
                diagnostics.error(
                    "search index `\(search.name.value)` of table `\(owner.name.value)` is created by the "
                        + "migrations but is not in tables:",
                    at: declared?.name.location ?? search.location,
                    noteIfKnown: declared == nil ? nil : ("the migrations create it here", search.location))
                return
            }
            diagnostics.error(
                "virtual table `\(name.name)` is created by the migrations, but tables: have no search index or "
                    + "search table of that name; declare it with `search:` and a `createSearchIndex` step, or as a "
                    + "table with `searchTable:`",
                at: changedBySQL[name])
        }

        /// The views, by the SQL SQLite keeps of them.
        func compareViews() throws {
            let want = try declared.read(SQLiteVerifier.viewSQL), have = try migrated.read(SQLiteVerifier.viewSQL)
            for view in views {
                let name = view.name.identifier
                guard let found = have[name] else {
                    diagnostics.error(
                        "view `\(view.name.value)` is in views: but no migration creates it; add a migration with a "
                            + "`createView` step",
                        at: view.name.location)
                    continue
                }
                guard !SQLTokenizer.same(want[name], found) else { continue }
                let migrated = folded.view(named: name)
                if let migrated,
                    SQLTokenizer.canonical(migrated.definition.sql.value)
                        == SQLTokenizer.canonical(view.sql.value)
                {
                    // The same SQL written, another SQL kept: SQLite rewrote it for a rename.
                    diagnostics.error(
                        "view `\(view.name.value)`: the migrations leave `\(found)`, views: make "
                            + "`\(want[name] ?? "?")`; a migration that renames a table or column a view names should "
                            + "drop the view and create it again",
                        at: view.sql.location,
                        noteIfKnown: (
                            "migration `\(migrated.createdBy)` writes it here", migrated.definition.sql.location
                        ))
                } else {
                    diagnostics.error(
                        "view `\(view.name.value)`: the `sql` of views: and of "
                            + (migrated.map { "migration `\($0.createdBy)`" } ?? "the migrations")
                            + " differ; to change a view, drop it and create it again in a new migration",
                        at: view.sql.location,
                        noteIfKnown: migrated.map {
                            ("migration `\($0.createdBy)` writes it here", $0.definition.sql.location)
                        })
                }
            }
            let declaredNames = Set(views.map(\.name.identifier))
            for name in have.keys.sorted(by: { $0.key < $1.key }) where !declaredNames.contains(name) {
                let migrated = folded.view(named: name)
                diagnostics.error(
                    "view `\(migrated?.definition.name.value ?? name.name)` is created by "
                        + (migrated.map { "migration `\($0.createdBy)`" } ?? "the migrations")
                        + " but is not in views:",
                    at: migrated?.definition.name.location ?? changedBySQL[name])
            }
        }
    }

    /// The views and their SQL.
    static func viewSQL(_ db: Database) throws -> [SQLIdentifier: String] {
        try Dictionary(
            Row.fetchAll(db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'view'").map {
                (SQLIdentifier($0["name"]), $0["sql"])
            },
            uniquingKeysWith: { first, _ in first })
    }

    /// The tables of a database, in one read: the plain ones (without the tables in which FTS5
    /// keeps its data), and the virtual ones (search indexes, search tables) with their SQL.
    static func tables(_ db: Database) throws -> (plain: Set<SQLIdentifier>, virtual: [SQLIdentifier: String]) {
        let rows = try Row.fetchAll(
            db,
            sql:
                "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> "
                + "'grdb_migrations'")
        var plain: Set<SQLIdentifier> = [], virtual: [SQLIdentifier: String] = [:]
        for row in rows {
            let name = SQLIdentifier(row["name"] as String), sql: String? = row["sql"]
            if let sql, sql.prefix(20).uppercased() == "CREATE VIRTUAL TABLE" {
                virtual[name] = virtual[name] ?? sql
            } else {
                plain.insert(name)
            }
        }
        return (plain.subtracting(ShadowTables.names(of: virtual.keys)), virtual)
    }
}
