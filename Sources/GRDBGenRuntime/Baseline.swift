import GRDB

/// The first migration of a schema made by `grdbgen import`: how an existing database file joins
/// GRDBGen.
///
/// An empty database runs the baseline like any migration. A database that already has the
/// baseline's tables, made by the app's earlier hand-written migrator (its `grdb_migrations`
/// holds only the identifiers the baseline ``replaces``) or by SQL without any migrator, is
/// compared with the schema the baseline makes; on a match, the baseline is recorded as applied
/// without running, in place of the identifiers it replaces, and later migrations run as usual.
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
        let expected = try DatabaseQueue()
        try migrator.migrate(expected, upTo: migration)
        let wanted = try expected.read(SchemaReport.init)
        let found = try SchemaReport(db)
        var differences: [String] = []
        for table in wanted.tables.keys.sorted() where found.tables[table] == nil {
            differences.append("table `\(table)` is missing")
        }
        for table in found.tables.keys.sorted() where wanted.tables[table] == nil {
            differences.append("table `\(table)` is not in the baseline")
        }
        for (table, want) in wanted.tables.sorted(by: { $0.key < $1.key }) {
            guard let have = found.tables[table] else { continue }
            for line in want.subtracting(have).sorted() {
                differences.append("table `\(table)`: the baseline has \(line), the file does not")
            }
            for line in have.subtracting(want).sorted() {
                differences.append("table `\(table)`: the file has \(line), the baseline does not")
            }
        }
        return differences
    }

    /// Records the baseline as applied, in place of the migrations it replaces.
    func adopt(_ db: Database) throws {
        try db.execute(sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        for identifier in replaces {
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = ?", arguments: [identifier])
        }
        try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [migration])
    }
}

/// What SQLite reports of the tables of a database, as comparable lines.
struct SchemaReport {
    /// Table name (lowercased) → its columns, indexes, unique constraints and foreign keys.
    var tables: [String: Set<String>] = [:]

    init(_ db: Database) throws {
        let virtual = try String.fetchAll(
            db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'")
        let shadows = Set(
            virtual.flatMap { name in
                ["data", "idx", "content", "docsize", "config"].map { "\(name)_\($0)".lowercased() }
            })
        let names = try String.fetchAll(
            db,
            sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations'
                AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'
                """
        ).filter { !shadows.contains($0.lowercased()) }
        for table in names {
            var lines: Set<String> = []
            // NOT NULL as SQLite enforces it, whether it is written or not: the rowid (`INTEGER
            // PRIMARY KEY`) is never NULL, nor a key column of a WITHOUT ROWID table.
            let rowID = try db.primaryKey(table).rowIDColumn
            // As GRDB tells a WITHOUT ROWID table: its rowid cannot be selected.
            let hasRowID = (try? db.makeStatement(sql: "SELECT rowid FROM \(table.quotedDatabaseIdentifier)")) != nil
            for row in try Row.fetchAll(db, sql: "SELECT * FROM pragma_table_info(?)", arguments: [table]) {
                let name: String = row["name"]
                let isKey = (row["pk"] as Int) > 0
                let notNull = (row["notnull"] as Int) != 0 || name == rowID || (isKey && !hasRowID)
                lines.insert(
                    "column `\(name.lowercased())` \(Self.affinity(row["type"])) notNull=\(notNull ? 1 : 0) "
                        + "default=\(row["dflt_value"] as String? ?? "none") primaryKey=\(row["pk"] as Int)")
            }
            for index in try Row.fetchAll(db, sql: "SELECT * FROM pragma_index_list(?)", arguments: [table]) {
                let name: String = index["name"]
                let origin: String = index["origin"]
                let columns = try String.fetchAll(
                    db, sql: "SELECT lower(name) FROM pragma_index_info(?) ORDER BY seqno", arguments: [name])
                let unique = (index["unique"] as Int) != 0 ? "unique " : ""
                switch origin {
                case "c": lines.insert("\(unique)index `\(name.lowercased())` on \(columns.joined(separator: ", "))")
                case "u": lines.insert("unique constraint on \(columns.joined(separator: ", "))")
                default: break
                }
            }
            for key in try Row.fetchAll(db, sql: "SELECT * FROM pragma_foreign_key_list(?)", arguments: [table]) {
                let from: String = key["from"], target: String = key["table"]
                lines.insert(
                    "foreign key `\(from.lowercased())` to "
                        + "`\(target.lowercased())`(\((key["to"] as String?)?.lowercased() ?? "its key")) "
                        + "on delete \(key["on_delete"] as String) on update \(key["on_update"] as String)")
            }
            tables[table.lowercased()] = lines
        }
    }

    /// SQLite's type affinity of a declared type; REAL and NUMERIC read the same numbers.
    static func affinity(_ declared: String) -> String {
        let type = declared.uppercased()
        if type.contains("INT") { return "INTEGER" }
        if type.contains("CHAR") || type.contains("CLOB") || type.contains("TEXT") { return "TEXT" }
        if type.isEmpty || type.contains("BLOB") { return "BLOB" }
        return "REAL/NUMERIC"
    }
}
