import GRDB
import GRDBGenSQL

/// How a file that has tables and no GRDBGen migration joins a schema whose first migration is a
/// baseline (GRDBGenRuntime's `Baseline`, which holds one): the baseline's identifier, the
/// identifiers it replaces, and the shapes of older files it adopts. The store adopts with it, and
/// the generator rehearses `olderFiles:` with it: one adoption, in the module both import.
///
/// ```swift
/// try Adoption(migration: "baseline", replaces: ["v1"]).adopt(db, migrator: AppDatabase.migrator)
/// ```
package struct Adoption: Sendable, Equatable {
    /// The identifier of the baseline migration.
    package var migration: String
    /// The identifiers of the hand-written migrations whose result the baseline is.
    package var replaces: [String]
    /// Columns older files declare without a type, or with another type, as `table.column`.
    package var untyped: [String]
    /// What older files lack: columns as `table.column`; tables, indexes, views, triggers and
    /// search tables by name.
    package var addedLater: [String]
    /// Tables, indexes, views and triggers that older files have and the baseline does not.
    package var dropped: [String]

    /// An adoption, and the shapes of older files it adopts.
    package init(
        migration: String, replaces: [String] = [], untyped: [String] = [], addedLater: [String] = [],
        dropped: [String] = []
    ) {
        self.migration = migration
        self.replaces = replaces
        self.untyped = untyped
        self.addedLater = addedLater
        self.dropped = dropped
    }

    /// Why a file was not adopted: the differences from the baseline's schema, and what would
    /// adopt it. The file is unchanged.
    /// (The runtime throws it as `StoreError.baselineMismatch`, whose description says so.)
    package struct Refusal: Error {
        package var differences: [String]

        package init(differences: [String]) { self.differences = differences }
    }

    /// Whether a database with these tables and applied migrations must be compared with the
    /// baseline: it has tables, the baseline is not applied, and its other migrations are those the
    /// baseline replaces, or the schema's own after the baseline (a baseline of an older release,
    /// followed by the app's later migrations under their identifiers: a newer file recorded them).
    package func isCandidate(tables: [String], applied: Set<String>, migrator: DatabaseMigrator) -> Bool {
        !tables.isEmpty && !applied.contains(migration)
            && applied.subtracting(replaces).isSubset(of: later(in: migrator))
    }

    /// The migrations of `migrator` after the baseline.
    func later(in migrator: DatabaseMigrator) -> [String] {
        Array(migrator.migrations.drop { $0 != migration }.dropFirst())
    }

    /// The migration whose schema a file that recorded `applied` is compared with: the last of the
    /// schema's migrations after the baseline that it records, or the baseline.
    func comparedMigration(applied: Set<String>, migrator: DatabaseMigrator) -> String {
        later(in: migrator).last(where: applied.contains) ?? migration
    }
}

extension Adoption {
    /// Adopts a file that has tables and no GRDBGen migration: compares it with the schema the
    /// baseline makes, brings a file of a shape the baseline declares to the baseline's shape, and
    /// records the baseline as applied — all in one transaction, or nothing.
    ///
    /// What is brought to the baseline's shape, with SQLite's table rebuild (a new table as the
    /// baseline creates it, the rows copied by column name with their rowid, the old table dropped,
    /// its indexes, and every trigger and view of the file, made again): a table whose columns are
    /// in another order (records and queries read columns by their place), or whose columns are
    /// ``untyped`` or ``addedLater``. The tables, indexes, views and triggers ``dropped`` are
    /// dropped. Foreign keys are off during the rebuild, as GRDB's migrator does for a migration,
    /// and each rebuilt table's foreign keys are checked before the commit. Any other difference,
    /// a value a rebuilt column refuses, or a difference left afterwards refuses the file:
    /// ``Refusal``, the file unchanged.
    ///
    /// Run outside of any transaction on the writer's connection (foreign keys can only be turned
    /// off there), or on a copy of the file to check it without changing it.
    package func adopt(
        _ db: Database, migrator: DatabaseMigrator, isCandidate: (Database) throws -> Bool = { _ in true }
    ) throws {
        let expected = try expectedSchema(of: db, migrator: migrator)
        let wanted = try expected.read { try SchemaReport($0) }
        func differences() throws -> [String] {
            wanted.differences(from: try SchemaReport(db), expected: "the baseline", found: "the file")
        }
        // Another connection may adopt the file at the same time: each transaction asks again.
        var plan: AdoptionPlan?
        var found: [String] = []
        try db.inTransaction(.immediate) {
            guard try isCandidate(db) else { return .commit }
            found = try differences()
            if found.isEmpty {
                try record(db)
            } else {
                plan = try expected.read { try AdoptionPlan(self, expected: $0, file: db) }
                if plan == nil { return .rollback }
            }
            return .commit
        }
        // Said once a transaction is over, with the `olderFiles:` entries that would adopt the file.
        func refusal(_ differences: [String]) -> Refusal {
            let hint = olderFilesHint(expected: expected, file: db, migrator: migrator)
            return Refusal(differences: differences + (hint.map { [$0] } ?? []))
        }
        if !found.isEmpty, plan == nil { throw refusal(found) }
        guard let plan else { return }
        let foreignKeys = try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") ?? false
        if foreignKeys { try db.execute(sql: "PRAGMA foreign_keys = OFF") }
        defer { if foreignKeys { try? db.execute(sql: "PRAGMA foreign_keys = ON") } }
        var remaining: [String] = []
        try db.inTransaction(.immediate) {
            guard try isCandidate(db) else { return .commit }
            do {
                try plan.apply(db)
            } catch let error as DatabaseError {
                throw Refusal(
                    differences: found + ["bringing the file to the baseline's shape failed: \(error.message ?? "")"])
            }
            remaining = try differences()
            guard remaining.isEmpty else { return .rollback }
            try record(db)
            return .commit
        }
        if !remaining.isEmpty { throw refusal(remaining) }
    }

    /// Checks, without changing the file, that `adopt(_:migrator:isCandidate:)` would adopt it: a file that
    /// needs bringing to the baseline's shape is copied in memory and adopted there.
    package func check(_ db: Database, migrator: DatabaseMigrator) throws {
        let wanted = try expectedSchema(of: db, migrator: migrator).read { try SchemaReport($0) }
        guard !wanted.differences(from: try SchemaReport(db), expected: "", found: "").isEmpty else { return }
        let copy = try DatabaseQueue(configuration: SchemaReport.scratchConfiguration(db.configuration))
        try copy.writeWithoutTransaction { copyDB in
            try db.backup(to: copyDB)
            try adopt(copyDB, migrator: migrator)
        }
    }

    /// A scratch database of the schema `db` is compared with: the baseline's, and the schema's
    /// later migrations that the file records (``comparedMigration(applied:migrator:)``).
    private func expectedSchema(of db: Database, migrator: DatabaseMigrator) throws -> DatabaseQueue {
        let expected = try DatabaseQueue(configuration: SchemaReport.scratchConfiguration(db.configuration))
        let compared = comparedMigration(applied: try migrator.appliedIdentifiers(db), migrator: migrator)
        try migrator.migrate(expected, upTo: compared)
        return expected
    }

    /// Records the baseline as applied, beside the migrations it replaces: a binary that still
    /// has the app's earlier migrator (an app extension, a downgrade) finds its own migrations
    /// applied and runs none of them again.
    private func record(_ db: Database) throws {
        try db.execute(sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [migration])
    }
}

/// What adopting a file changes: the tables to rebuild and the objects to drop. `nil` when the
/// file differs from the baseline otherwise than its declared shapes allow.
private struct AdoptionPlan {
    /// A table to rebuild: the baseline's CREATE TABLE, the columns both have.
    struct Rebuild {
        var table: String
        var createSQL: String
        var columns: [String]
        /// The baseline's indexes on the table that the file cannot have had (on a column added later).
        var addedIndexes: [String]
    }

    var rebuilds: [Rebuild] = []
    var drops: [(type: String, name: String)] = []
    /// The baseline's objects the file lacks and ``Adoption/addedLater`` names, with the triggers
    /// and views that name such a table, in the baseline's order: their SQL.
    var creations: [(name: String, sql: String)] = []
    /// The search tables created, and the table each is filled from.
    var fills: [(search: String, content: String)] = []

    init?(_ baseline: Adoption, expected: Database, file: Database) throws {
        let keys = { (names: [String]) in Set(names.map(SchemaReport.key)) }
        let untyped = keys(baseline.untyped), addedLater = keys(baseline.addedLater)
        let fileTables = Set(try SchemaReport.tables(file).map(SchemaReport.key))
        try planCreations(named: addedLater, expected: expected, file: file)
        for name in baseline.dropped {
            let type = try String.fetchOne(
                file, sql: "SELECT type FROM sqlite_master WHERE name = ? COLLATE NOCASE", arguments: [name])
            if let type { drops.append((type, name)) }
        }
        let wantReports = try TableReport.all(expected), haveReports = try TableReport.all(file)
        for table in try SchemaReport.tables(expected) where fileTables.contains(SchemaReport.key(table)) {
            let want = try SchemaReport.columns(of: table, wantReports[SQLIdentifier(table)] ?? TableReport(), expected)
            let have = try SchemaReport.columns(of: table, haveReports[SQLIdentifier(table)] ?? TableReport(), file)
            let key = { (name: String) in SchemaReport.key(table) + "." + SchemaReport.key(name) }
            guard want.map({ key($0.name) + " " + $0.facts }) != have.map({ key($0.name) + " " + $0.facts }) else {
                continue
            }
            let haveByName = Dictionary(have.map { (key($0.name), $0.facts) }, uniquingKeysWith: { first, _ in first })
            let wantNames = Set(want.map { key($0.name) })
            // A column the baseline lacks would be lost.
            guard have.allSatisfy({ wantNames.contains(key($0.name)) }) else { return nil }
            var columns: [String] = []
            var added: [String] = []
            for column in want {
                if let facts = haveByName[key(column.name)] {
                    guard facts == column.facts || untyped.contains(key(column.name)) else { return nil }
                    columns.append(column.name)
                } else {
                    guard addedLater.contains(key(column.name)) else { return nil }
                    added.append(key(column.name))
                }
            }
            let createSQL = try String.fetchOne(
                expected, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", arguments: [table])
            var addedIndexes: [String] = []
            for index in try Row.fetchAll(
                expected,
                sql: "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql NOT NULL",
                arguments: [table])
            {
                let indexed = try String.fetchAll(
                    expected, sql: "SELECT name FROM pragma_index_info(?)", arguments: [index["name"] as String])
                if indexed.contains(where: { added.contains(key($0)) }) { addedIndexes.append(index["sql"]) }
            }
            rebuilds.append(
                Rebuild(table: table, createSQL: createSQL ?? "", columns: columns, addedIndexes: addedIndexes))
        }
    }

    /// The objects to create: those `named` that the file lacks, and the triggers and views the
    /// file lacks that name a table created; a search table is filled from the table whose
    /// triggers write to it, by the columns of the same names.
    private mutating func planCreations(named: Set<String>, expected: Database, file: Database) throws {
        let key = SchemaReport.key
        let shadows = try SchemaReport.shadowTables(expected)
        let present = Set(try String.fetchAll(file, sql: "SELECT name FROM sqlite_master").map(key))
        let objects = try Row.fetchAll(
            expected, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql NOT NULL ORDER BY rowid"
        ).filter { !present.contains(key($0["name"])) && !shadows.contains(key($0["name"])) }
        let tables = Set(
            objects.filter { $0["type"] == "table" && named.contains(key($0["name"])) }.map { key($0["name"]) })
        for object in objects {
            let sql: String = object["sql"], type: String = object["type"]
            let names = Set(SQLTokenizer.tokens(sql).map { key(SQLTokenizer.unquoted($0.text)) })
            guard
                named.contains(key(object["name"])) || tables.contains(key(object["tbl_name"]))
                    || (type == "trigger" || type == "view") && !names.isDisjoint(with: tables)
            else { continue }
            creations.append((object["name"], sql))
            if type == "trigger", let search = tables.first(where: names.contains), search != key(object["tbl_name"]),
                shadows.contains(key(search + "_config"))
            {
                fills.append((search, object["tbl_name"]))
            }
        }
    }

    /// Drops what the baseline says older files have, rebuilds each table, and creates what older
    /// files lack, with foreign keys off, in the caller's transaction.
    func apply(_ db: Database) throws {
        for (type, name) in drops {
            try db.execute(sql: "DROP \(type.uppercased()) IF EXISTS \(name.quotedDatabaseIdentifier)")
        }
        try rebuildTables(db)
        // (A table's rebuild made the indexes on its columns added later.)
        let exists = "SELECT 1 FROM sqlite_master WHERE name = ? COLLATE NOCASE"
        for (name, sql) in creations where try Bool.fetchOne(db, sql: exists, arguments: [name]) == nil {
            try db.execute(sql: sql)
        }
        for (search, content) in Dictionary(fills, uniquingKeysWith: { first, _ in first }) {
            let columns = Set(try db.columns(in: content).map { SchemaReport.key($0.name) })
            let list = try db.columns(in: search).map(\.name).filter { columns.contains(SchemaReport.key($0)) }
                .map(\.quotedDatabaseIdentifier).joined(separator: ", ")
            if list.isEmpty { continue }
            try db.execute(
                sql: "INSERT INTO \(search.quotedDatabaseIdentifier) (rowid, \(list)) "
                    + "SELECT rowid, \(list) FROM \(content.quotedDatabaseIdentifier)")
        }
    }

    /// Rebuilds each table of ``rebuilds``, and checks their foreign keys.
    private func rebuildTables(_ db: Database) throws {
        guard !rebuilds.isEmpty else { return }
        // Views and triggers may name a rebuilt table.
        try SchemaReport.settingAside(["view", "trigger"], in: db) {
            // Renaming the old table must leave other tables' foreign keys naming the table itself.
            let legacy = try Bool.fetchOne(db, sql: "PRAGMA legacy_alter_table") ?? false
            try db.execute(sql: "PRAGMA legacy_alter_table = ON")
            defer { if !legacy { try? db.execute(sql: "PRAGMA legacy_alter_table = OFF") } }
            for rebuild in rebuilds {
                try apply(rebuild, db)
            }
        }
        for rebuild in rebuilds {
            try db.checkForeignKeys(in: rebuild.table)
        }
    }

    private func apply(_ rebuild: Rebuild, _ db: Database) throws {
        let table = rebuild.table
        let old = "grdbgen_adopted_\(table)"
        let indexes = try String.fetchAll(
            db, sql: "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql NOT NULL",
            arguments: [table])
        let sequence = try sequenceValue(of: table, db)
        // The rowid of a table without an INTEGER PRIMARY KEY: search indexes and the app may hold it.
        let primaryKey = try db.primaryKey(table)
        let hasRowID = (try? db.makeStatement(sql: "SELECT rowid FROM \(table.quotedDatabaseIdentifier)")) != nil
        let copied =
            (hasRowID && primaryKey.rowIDColumn == nil ? ["rowid"] : [])
            + rebuild.columns.map(\.quotedDatabaseIdentifier)
        let list = copied.joined(separator: ", ")
        try db.execute(sql: "ALTER TABLE \(table.quotedDatabaseIdentifier) RENAME TO \(old.quotedDatabaseIdentifier)")
        try db.execute(sql: rebuild.createSQL)
        try db.execute(
            sql:
                "INSERT INTO \(table.quotedDatabaseIdentifier) (\(list)) "
                + "SELECT \(list) FROM \(old.quotedDatabaseIdentifier)"
        )
        try db.execute(sql: "DROP TABLE \(old.quotedDatabaseIdentifier)")
        for sql in indexes + rebuild.addedIndexes {
            try db.execute(sql: sql)
        }
        // AUTOINCREMENT never gives an id again, even one of a row deleted before the rebuild.
        if let sequence {
            try db.execute(
                sql: "UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = ?", arguments: [sequence, table])
        }
    }

    private func sequenceValue(of table: String, _ db: Database) throws -> Int64? {
        guard try db.tableExists("sqlite_sequence") else { return nil }
        return try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = ?", arguments: [table])
    }
}
