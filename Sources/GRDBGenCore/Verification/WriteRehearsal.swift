import Foundation
import GRDB
import GRDBGenSQL

/// The write rehearsal of the verify stage: after the migrations ran, rows are written into every
/// table of `tables:` as the generated code writes them, then SQLite checks the database.
///
/// Running the migrations shows that SQLite accepts the schema; only writing rows shows that the
/// triggers, search indexes and constraints it made work together (an app trigger that updates a
/// new row, beside a search index kept by GRDB's triggers, corrupts the index on the first
/// insert). The tables rehearsed are those whose writes run a trigger (the app's or a search
/// index's, on the table or on a table its foreign key actions change): elsewhere a write can only
/// meet constraints, which the rehearsal does not report. The tables they reference get the rows
/// to reference. For each table, parents first (foreign keys), the rehearsal:
///
/// 1. inserts three rows (`INSERT INTO "t" ("id", "a", …) VALUES (…)`, every column bound, as a
///    record's `insert` does), with values of the column's type and storage that satisfy NOT
///    NULL, UNIQUE (distinct per row) and foreign keys (keys of the parent's rows), and try other
///    values when a CHECK refuses them;
/// 2. updates each column that an `UPDATE OF` trigger watches alone, in the first row
///    (`UPDATE "t" SET "a" = ? WHERE "id" = ?`), then every row whole (`SET "a" = ?, "b" = ? …`,
///    as a record's `update` does);
/// 3. writes the second row again with `INSERT OR REPLACE` (`insert(_:onConflict: .replace)`;
///    not beside a search index kept by GRDB's triggers, which it corrupts and which the
///    validation warns of) and with an upsert (`INSERT … ON CONFLICT DO UPDATE`, GRDB's `upsert`);
///
/// then deletes the first row of each table, parents first (`DELETE FROM "t" WHERE "id" IN (?)`,
/// as `deleteAll(_:keys:)`), which runs the cascades, and runs `PRAGMA integrity_check`,
/// `PRAGMA foreign_key_check` and each search index's `integrity-check` (and, for GRDBGen's
/// synchronization, checks that every row of the table is indexed as it is).
///
/// A write that a constraint refuses (a CHECK, a foreign key, a trigger's `RAISE`) is not an
/// error: the schema refuses it on purpose. Corruption and names that no longer exist are
/// errors; a write that calls an SQL function SQLite does not know (one the app registers), or
/// that fails on the values the rehearsal made up, stops the rehearsal of its table, with a
/// warning. Any other failure, and any check that does not pass,
/// is an error at the place in schema.yaml that causes it, naming the write and what SQLite said.
/// Each statement runs in its own transaction, so that a `RAISE(ROLLBACK)` undoes only itself.
/// The rows go into a copy of the database, written through SQLite's C API
/// (``RehearsalConnection``).
public enum WriteRehearsal {
    /// Rehearses the writes in `queue`, a database the migrations of `schema` made: the
    /// diagnostics of what fails, empty when everything passes. The rows are written into a copy
    /// of the database (``RehearsalConnection``): `queue` is not changed.
    public static func rehearse(_ schema: ValidatedSchema, in queue: DatabaseQueue) -> [Diagnostic] {
        do {
            return try rehearsal(schema, copying: queue).diagnostics
        } catch {
            return [Diagnostic(.error, "cannot rehearse writes in SQLite: \(error)", at: nil)]
        }
    }

    /// The diagnostics, and the copy the rows were written into.
    static func rehearsal(
        _ schema: ValidatedSchema, copying queue: DatabaseQueue
    ) throws -> (diagnostics: [Diagnostic], database: RehearsalConnection) {
        var rehearsal = Run(schema: schema)
        let connection = try queue.read { db in
            try RehearsalConnection(copying: db, functions: schema.schema.functions)
        }
        try rehearsal.run(connection)
        return (rehearsal.diagnostics, connection)
    }

    /// A write the generated code makes, for messages.
    struct Write {
        var what: String
        var sql: String
        var arguments: [DatabaseValue]
    }

    /// One table's rows, as written.
    struct WrittenRow {
        /// The value of each column (compared as SQLite compares names), as bound, or read back for a key SQLite chose.
        var values: [SQLIdentifier: DatabaseValue]
    }

    struct Run {
        let schema: ValidatedSchema
        var diagnostics: [Diagnostic] = []
        /// The rows written into each table.
        var rows: [SQLIdentifier: [WrittenRow]] = [:]
        /// The tables whose writes already failed: one error each.
        var failedTables: Set<SQLIdentifier> = []

        /// The tables, parents first.
        let tables: [TableDefinition]
        /// The primary key columns of each table: what a foreign key that names
        /// no column references.
        let keys: [SQLIdentifier: [String]]

        /// The tables whose writes run a trigger; the other tables only get the
        /// rows these reference.
        let rehearsed: Set<SQLIdentifier>

        init(schema: ValidatedSchema) {
            self.schema = schema
            keys = Dictionary(
                schema.schema.tables.map { ($0.name.identifier, Self.keyColumns(of: $0)) },
                uniquingKeysWith: { first, _ in first })
            rehearsed = Self.tablesRunningTriggers(schema)
            let needed = Self.withReferencedTables(rehearsed, in: schema.schema.tables)
            tables = Self.parentsFirst(schema.schema.tables.filter { needed.contains($0.name.identifier) })
        }

        mutating func run(_ db: RehearsalConnection) throws {
            // Nothing runs a trigger: the writes could only meet constraints, which the rehearsal
            // does not report, and the database holds nothing to check.
            guard !rehearsed.isEmpty else { return }
            for table in tables { try write(table, in: db) }
            for table in tables where rehearsed.contains(table.name.identifier) {
                try deleteFirstRow(of: table, in: db)
            }
            try check(db)
        }

        /// The tables whose writes run a trigger: the app's, or a search index's, on the table, or
        /// on a table that its foreign key actions (cascades, set null, set default) change.
        static func tablesRunningTriggers(_ schema: ValidatedSchema) -> Set<SQLIdentifier> {
            var result = Set(
                schema.schema.tables.compactMap { table -> SQLIdentifier? in
                    let folded = schema.folded.table(named: table.name.value)
                    let hasTriggers = folded.map { !$0.triggers.isEmpty || $0.search != nil } ?? false
                    return hasTriggers ? table.name.identifier : nil
                })
            var changed = true
            while changed {
                changed = false
                for table in schema.schema.tables where result.contains(table.name.identifier) {
                    for key in table.allForeignKeys where key.reference.changesReferencingRows {
                        changed = result.insert(key.reference.table.identifier).inserted || changed
                    }
                }
            }
            return result
        }

        /// The tables and every table they reference, transitively.
        static func withReferencedTables(
            _ names: Set<SQLIdentifier>, in tables: [TableDefinition]
        ) -> Set<
            SQLIdentifier
        > {
            var result = names
            var pending = Array(names)
            while let name = pending.popLast() {
                guard let table = tables.first(where: { $0.name.identifier == name }) else { continue }
                for key in table.allForeignKeys {
                    let parent = key.reference.table.identifier
                    if result.insert(parent).inserted { pending.append(parent) }
                }
            }
            return result
        }

        // MARK: - Writes

        mutating func write(_ table: TableDefinition, in db: RehearsalConnection) throws {
            let name = table.name.value
            let columns = table.columns.filter { $0.generated == nil }
            for row in 1...3 {
                // Other values when a CHECK (or a UNIQUE value already there) refuses them.
                for variant in 0..<Self.variants {
                    let values = columns.map { value(of: $0, in: table, row: row, variant: variant) }
                    let write = Write(
                        what: "the insert of a row into `\(name)`",
                        sql: insert("INSERT", into: name, columns),
                        arguments: values)
                    guard try perform(write, on: table, in: db) else {
                        if failedTables.contains(SQLIdentifier(name)) { return }
                        continue
                    }
                    var written = WrittenRow(
                        values: Dictionary(
                            zip(columns.map { $0.name.identifier }, values),
                            uniquingKeysWith: { first, _ in first }))
                    if let key = columns.first(where: { $0.primaryKey?.isChosenBySQLite == true }) {
                        written.values[key.name.identifier] = db.lastInsertedRowID.databaseValue
                    }
                    rows[SQLIdentifier(name), default: []].append(written)
                    break
                }
            }
            guard rehearsed.contains(SQLIdentifier(name)), let first = rows[SQLIdentifier(name)]?.first,
                let key = keyCondition(of: table, row: first)
            else { return }
            let updatable = columns.filter { !isKey($0, of: table) }
            // Each column that an `UPDATE OF` trigger watches, alone (the whole-row updates below
            // update every column, and fire every update trigger).
            let watched = Set(
                (schema.folded.table(named: name)?.triggers ?? [])
                    .filter { $0.event.value == .update }.flatMap { $0.columns.map(\.identifier) })
            for column in updatable where watched.contains(column.name.identifier) {
                let write = Write(
                    what: "the update of column `\(column.name.value)` of a row of `\(name)`",
                    sql: "UPDATE \(SQLName.quoted(name)) SET \(SQLName.quoted(column.name.value)) = ? WHERE \(key.sql)",
                    arguments: [value(of: column, in: table, row: 4, variant: 0)] + key.arguments)
                guard try perform(write, on: table, in: db) || !failedTables.contains(SQLIdentifier(name)) else {
                    return
                }
            }
            // Every row whole, as a record's `update` writes it.
            for (row, written) in (rows[SQLIdentifier(name)] ?? []).enumerated() where !updatable.isEmpty {
                guard let key = keyCondition(of: table, row: written) else { continue }
                let assignments = updatable.map { "\(SQLName.quoted($0.name.value)) = ?" }.joined(separator: ", ")
                let write = Write(
                    what: "the update of a row of `\(name)`",
                    sql: "UPDATE \(SQLName.quoted(name)) SET \(assignments) WHERE \(key.sql)",
                    arguments: updatable.map { value(of: $0, in: table, row: row + 1, variant: 0) } + key.arguments)
                guard try perform(write, on: table, in: db) || !failedTables.contains(SQLIdentifier(name)) else {
                    return
                }
            }
            // The second row again: INSERT OR REPLACE, then an upsert. Not INSERT OR REPLACE beside a
            // search index kept by GRDB's triggers: it corrupts them, which the validation warns of.
            guard let second = rows[SQLIdentifier(name)]?.dropFirst().first else { return }
            let values = columns.map { second.values[$0.name.identifier] ?? .null }
            if schema.folded.table(named: name)?.search?.synchronization != .grdb {
                let replace = Write(
                    what:
                        "the insert of a row into `\(name)` that replaces the row of the same key (INSERT OR REPLACE)",
                    sql: insert("INSERT OR REPLACE", into: name, columns),
                    arguments: values)
                guard try perform(replace, on: table, in: db) || !failedTables.contains(SQLIdentifier(name)) else {
                    return
                }
            }
            let keyNames = keyColumns(of: table)
            if !updatable.isEmpty, !keyNames.isEmpty {
                let assignments = updatable.map {
                    "\(SQLName.quoted($0.name.value)) = excluded.\(SQLName.quoted($0.name.value))"
                }
                let target = keyNames.map(SQLName.quoted).joined(separator: ", ")
                let upsert = Write(
                    what: "the upsert of a row of `\(name)` (INSERT … ON CONFLICT DO UPDATE)",
                    sql: insert("INSERT", into: name, columns) + " "
                        + "ON CONFLICT (\(target)) DO UPDATE SET \(assignments.joined(separator: ", "))",
                    arguments: values)
                _ = try perform(upsert, on: table, in: db)
            }
        }

        mutating func deleteFirstRow(of table: TableDefinition, in db: RehearsalConnection) throws {
            let name = table.name.value
            guard !failedTables.contains(SQLIdentifier(name)), let first = rows[SQLIdentifier(name)]?.first,
                let key = keyCondition(of: table, row: first)
            else { return }
            let write = Write(
                what: "the delete of a row of `\(name)`", sql: "DELETE FROM \(SQLName.quoted(name)) WHERE \(key.sql)",
                arguments: key.arguments)
            _ = try perform(write, on: table, in: db)
        }

        /// Runs a write: `true` when it ran, `false` when a constraint refused it or it failed
        /// (then reported, once per table).
        mutating func perform(_ write: Write, on table: TableDefinition, in db: RehearsalConnection) throws -> Bool {
            do {
                try db.execute(write.sql, write.arguments)
                return true
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                return false  // refused on purpose: a CHECK, a foreign key, a RAISE, a UNIQUE value
            } catch let error as DatabaseError where error.message?.hasPrefix("no such function: ") == true {
                // A function the app registers on its connections: SQLite cannot run it here.
                let function = error.message!.dropFirst("no such function: ".count)
                failedTables.insert(table.name.identifier)
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "writes of table `\(table.name.value)` are not rehearsed: \(write.what) calls SQL function "
                            + "`\(function)`, which schema.yaml does not declare: declare it in `functions:` so that "
                            + "GRDBGen knows its types and the store registers the app's implementation",
                        at: table.name.location))
                appendTriggerNotes(of: table.name.value)
                return false
            } catch let error as DatabaseError {
                report(error, of: write, on: table)
                return false
            }
        }

        // MARK: - Checks

        mutating func check(_ db: RehearsalConnection) throws {
            let integrity = try db.execute("PRAGMA integrity_check")
            if integrity != ["ok"] {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "after writing rows as the app does, SQLite finds the database corrupt "
                            + "(PRAGMA integrity_check: "
                            + "\(integrity.prefix(3).joined(separator: "; ")))",
                        at: schema.schema.tables.first?.name.location))
            }
            for row in try db.execute("SELECT \"table\" || ' ' || parent FROM pragma_foreign_key_check") {
                let words = row.split(separator: " ", maxSplits: 1).map(String.init)
                let (tableName, parent) = (words[0], words.count > 1 ? words[1] : "?")
                guard let table = schema.schema.tables.first(where: { $0.name.value.isSameSQLName(as: tableName) })
                else { continue }
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "after writing rows as the app does, a row of `\(tableName)` references a row of `\(parent)` "
                            + "that does not exist (PRAGMA foreign_key_check)",
                        at: table.name.location))
            }
            for table in schema.schema.tables where !failedTables.contains(table.name.identifier) {
                guard let search = schema.folded.table(named: table.name.value)?.search else { continue }
                try checkSearchIndex(search, of: table, in: db)
            }
        }

        mutating func checkSearchIndex(
            _ search: SearchIndexDefinition, of table: TableDefinition, in db: RehearsalConnection
        ) throws {
            let index = SQLName.quoted(search.name.value)
            let content = SQLName.quoted(table.name.value)
            do {
                switch search.synchronization {
                case .grdb:
                    // With rank 1, FTS5 also compares the index with its content table.
                    try db.execute("INSERT INTO \(index)(\(index), rank) VALUES('integrity-check', 1)")
                case .grdbgen:
                    try db.execute("INSERT INTO \(index)(\(index)) VALUES('integrity-check')")
                    let columns = search.columns.map { SQLName.quoted($0.value) }.joined(separator: ", ")
                    // Every row of the table, indexed as it is. The index may also keep entries of
                    // rowids the table no longer has: an INSERT OR REPLACE that replaces a row of
                    // another rowid (a key that is not the rowid) fires no delete trigger. Searches
                    // join the table and never return them, and the rowid's next insert replaces
                    // them.
                    let missing =
                        try db.execute(
                            """
                            SELECT count(*) FROM (SELECT rowid, \(columns) FROM \(content)
                                                  EXCEPT SELECT rowid, \(columns) FROM \(index))
                            """
                        ).first.flatMap { Int($0) } ?? 0
                    if missing > 0 {
                        reportSearch(
                            search, of: table,
                            "after writing rows as the app does, search index `\(search.name.value)` misses "
                                + "\(missing) row\(missing == 1 ? "" : "s") of table `\(table.name.value)` "
                                + "as the table holds \(missing == 1 ? "it" : "them")")
                    }
                }
            } catch let error as DatabaseError {
                reportSearch(
                    search, of: table,
                    "after writing rows as the app does, search index `\(search.name.value)` "
                        + "of table `\(table.name.value)` "
                        + "is corrupt (its integrity-check: \(Self.describe(error)))")
            }
        }

        // MARK: - Reports

        /// A write that failed for another reason than a constraint, once per table. Corruption
        /// is an error at the search index of the table (else at the table), and so is a name
        /// that no longer exists (a trigger that writes a dropped table or column): the schema
        /// is wrong whatever the app writes. Other failures depend on the values (a trigger that
        /// reads a text column as JSON, say), which the rehearsal makes up: a warning.
        mutating func report(_ error: DatabaseError, of write: Write, on table: TableDefinition) {
            let name = table.name.value
            failedTables.insert(SQLIdentifier(name))
            let message = "\(write.what) fails with \(Self.describe(error)) (\(Self.spelled(write)))"
            if error.resultCode == .SQLITE_CORRUPT {
                if let search = schema.folded.table(named: name)?.search {
                    let text =
                        "search index `\(search.name.value)` of table `\(name)` becomes corrupt "
                        + "when the app writes `\(name)`: "
                    reportSearch(search, of: table, text + message)
                    return
                }
                diagnostics.append(
                    Diagnostic(
                        .error, "writing table `\(name)` as the app does corrupts the database: \(message)",
                        at: table.name.location))
            } else if let text = error.message, Self.missingNames.contains(where: text.hasPrefix) {
                diagnostics.append(
                    Diagnostic(
                        .error, "writing table `\(name)` as the app does fails: \(message)", at: table.name.location))
            } else {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "writes of table `\(name)` are not rehearsed further: \(message); "
                            + "the values are the rehearsal's, check "
                            + "that the app's would pass",
                        at: table.name.location))
            }
            appendTriggerNotes(of: name)
        }

        /// SQLite's words for a name that does not exist.
        static let missingNames = [
            "no such table", "no such column", "no such view", "no such index", "no such trigger",
        ]

        mutating func reportSearch(_ search: SearchIndexDefinition, of table: TableDefinition, _ message: String) {
            var text = message
            if search.synchronization == .grdb {
                text +=
                    "; GRDB's triggers keep it in sync: run `grdbgen migrate NAME` to make it again with GRDBGen's, "
                    + "which other triggers do not corrupt"
            }
            diagnostics.append(Diagnostic(.error, text, at: search.location))
            appendTriggerNotes(of: table.name.value)
        }

        /// A note at each trigger that runs on the writes of the table: its own, and those of
        /// the tables its foreign key actions change.
        mutating func appendTriggerNotes(of table: String) {
            for name in [table] + Self.tablesChanged(byWritesOf: table, in: schema.schema.tables) {
                for trigger in schema.folded.table(named: name)?.triggers ?? [] {
                    diagnostics.append(
                        Diagnostic(
                            .note, "trigger `\(trigger.name.value)` runs on the writes of `\(table)` too",
                            at: trigger.name.location))
                }
            }
        }

        /// The tables whose rows the foreign key actions of a write of `table` change, transitively.
        static func tablesChanged(byWritesOf table: String, in tables: [TableDefinition]) -> [String] {
            let start = SQLIdentifier(table)
            var result: [String] = []
            var pending = [start]
            while let parent = pending.popLast() {
                for child in tables where !result.contains(child.name.value) && child.name.identifier != start {
                    let changed = child.allForeignKeys.contains { key in
                        key.reference.table.identifier == parent && key.reference.changesReferencingRows
                    }
                    if changed {
                        result.append(child.name.value)
                        pending.append(child.name.identifier)
                    }
                }
            }
            return result
        }

        static func describe(_ error: DatabaseError) -> String {
            "SQLite error \(error.resultCode.rawValue): \(error.message ?? "\(error.resultCode)")"
        }

        static func spelled(_ write: Write) -> String {
            let values = write.arguments.map { value -> String in
                switch value.storage {
                case .null: "NULL"
                case .int64(let number): String(number)
                case .double(let number): String(number)
                case .string(let text): SQLName.literal(text)
                case .blob(let data): "x'" + data.map { String(format: "%02x", $0) }.joined() + "'"
                }
            }
            return "\(write.sql), with \(values.joined(separator: ", "))"
        }

    }
}

extension ForeignKeyReference {
    /// Whether a write of the referenced row changes the rows that reference it: an action other
    /// than `restrict` (cascade, set null, set default).
    fileprivate var changesReferencingRows: Bool {
        [onDelete, onUpdate].contains { $0 != nil && $0 != .restrict }
    }
}
