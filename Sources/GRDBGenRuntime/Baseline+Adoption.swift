import GRDB

extension Baseline {
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
    /// ``StoreError/baselineMismatch(differences:)``, the file unchanged.
    ///
    /// Run outside of any transaction on the writer's connection (foreign keys can only be turned
    /// off there), or on a copy of the file to check it without changing it.
    package func adopt(
        _ db: Database, migrator: DatabaseMigrator, isCandidate: (Database) throws -> Bool = { _ in true }
    ) throws {
        let expected = try DatabaseQueue(configuration: SchemaReport.scratchConfiguration(db.configuration))
        try migrator.migrate(expected, upTo: migration)
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
                // Refused: said once the transaction is over, with the `olderFiles:` that would adopt it.
                if plan == nil { return .rollback }
            }
            return .commit
        }
        if !found.isEmpty, plan == nil {
            let hint = olderFilesHint(expected: expected, file: db, migrator: migrator)
            throw StoreError.baselineMismatch(differences: found + (hint.map { [$0] } ?? []))
        }
        guard let plan else { return }
        let foreignKeys = try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") ?? false
        if foreignKeys { try db.execute(sql: "PRAGMA foreign_keys = OFF") }
        defer { if foreignKeys { try? db.execute(sql: "PRAGMA foreign_keys = ON") } }
        try db.inTransaction(.immediate) {
            guard try isCandidate(db) else { return .commit }
            do {
                try plan.apply(db)
            } catch let error as DatabaseError {
                throw StoreError.baselineMismatch(
                    differences: found + ["bringing the file to the baseline's shape failed: \(error.message ?? "")"])
            }
            let remaining = try differences()
            guard remaining.isEmpty else { throw StoreError.baselineMismatch(differences: remaining) }
            try record(db)
            return .commit
        }
    }

    /// Checks, without changing the file, that `adopt(_:migrator:isCandidate:)` would adopt it: a file that
    /// needs bringing to the baseline's shape is copied in memory and adopted there.
    func check(_ db: Database, migrator: DatabaseMigrator) throws {
        let expected = try DatabaseQueue(configuration: SchemaReport.scratchConfiguration(db.configuration))
        try migrator.migrate(expected, upTo: migration)
        let wanted = try expected.read { try SchemaReport($0) }
        guard !wanted.differences(from: try SchemaReport(db), expected: "", found: "").isEmpty else { return }
        let copy = try DatabaseQueue(configuration: SchemaReport.scratchConfiguration(db.configuration))
        try copy.writeWithoutTransaction { copyDB in
            try db.backup(to: copyDB)
            try adopt(copyDB, migrator: migrator)
        }
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

    init?(_ baseline: Baseline, expected: Database, file: Database) throws {
        let keys = { (names: [String]) in Set(names.map(SchemaReport.key)) }
        let untyped = keys(baseline.untyped), addedLater = keys(baseline.addedLater)
        let fileTables = Set(try SchemaReport.tables(file).map(SchemaReport.key))
        for name in baseline.dropped {
            let type = try String.fetchOne(
                file, sql: "SELECT type FROM sqlite_master WHERE name = ? COLLATE NOCASE", arguments: [name])
            if let type { drops.append((type, name)) }
        }
        for table in try SchemaReport.tables(expected) where fileTables.contains(SchemaReport.key(table)) {
            let want = try SchemaReport.columns(of: table, expected), have = try SchemaReport.columns(of: table, file)
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

    /// Drops what the baseline says older files have, and rebuilds each table, with foreign keys
    /// off, in the caller's transaction.
    func apply(_ db: Database) throws {
        for (type, name) in drops {
            try db.execute(sql: "DROP \(type.uppercased()) IF EXISTS \(name.quotedDatabaseIdentifier)")
        }
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
