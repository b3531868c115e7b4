import GRDB
import GRDBGenSQL
import GRDBGenAdoption

/// The rehearsal of a baseline's `olderFiles:` at generation: a file of the shape they declare is
/// made from the baseline (each `untyped` column dropped and added again without a type, as
/// `ALTER TABLE … ADD COLUMN` leaves it, at the end of its table; each `addedLater` column dropped;
/// each `dropped` name a table), then adopted by the store's own adoption (GRDBGenAdoption's `Adoption`), which
/// must bring it to the baseline's shape. An error at `olderFiles:` says what SQLite or the
/// adoption refused.
enum OlderFilesRehearsal {
    static func rehearse(_ schema: ValidatedSchema) -> [Diagnostic] {
        guard let baseline = schema.schema.migrations.first, let older = baseline.olderFiles else { return [] }
        let diagnostics = DiagnosticCollector()
        let migrator = Rehearsal.migrator(for: schema)
        do {
            let file = try DatabaseQueue(
                configuration: SchemaDatabase.configuration(functions: schema.schema.functions))
            try migrator.migrate(file, upTo: baseline.id.value)
            try file.writeWithoutTransaction { db in
                try makeOlderShape(older, db)
                try Adoption(
                    migration: baseline.id.value, replaces: [], untyped: older.untyped.map(\.value),
                    addedLater: older.addedLater.map(\.value), dropped: older.dropped.map(\.value)
                ).adopt(db, migrator: migrator)
            }
        } catch {
            diagnostics.error(
                "a file of the older shape that `olderFiles` declares is not adopted (rehearsed at generation): "
                    + "\(error)",
                at: older.location)
        }
        return diagnostics.diagnostics
    }

    /// Makes the declared older shape from the baseline's, with foreign keys off.
    private static func makeOlderShape(_ older: OlderFiles, _ db: Database) throws {
        try db.execute(sql: "PRAGMA foreign_keys = OFF")
        try db.execute(sql: "DROP TABLE grdb_migrations")
        let addedLater = Set(older.addedLater.map { SQLIdentifier($0.value) })
        let addedTables = try older.addedLater.filter { entry in
            try !entry.value.contains(".")
                && String.fetchOne(db, sql: "SELECT type FROM sqlite_master WHERE name = ?", arguments: [entry.value])
                    == "table"
        }.map(\.value)
        /// Whether an object is in an older file: not added later, nor on or naming a table added
        /// later, nor an index on a column added later.
        func isOlder(_ object: Row) throws -> Bool {
            let table: String = object["tbl_name"]
            let names = Set(SQLTokenizer.tokens(object["sql"]).map { SQLIdentifier(SQLTokenizer.unquoted($0.text)) })
            if addedLater.contains(SQLIdentifier(object["name"] as String))
                || addedTables.contains(where: { names.contains(SQLIdentifier($0)) })
            {
                return false
            }
            guard object["type"] == "index" else { return true }
            let columns = try String.fetchAll(
                db, sql: "SELECT name FROM pragma_index_info(?)", arguments: [object["name"] as String])
            return !columns.contains { addedLater.contains(SQLIdentifier("\(table).\($0)")) }
        }
        func split(_ entry: Located<String>) -> (table: String, column: String) {
            let parts = entry.value.split(separator: ".", maxSplits: 1).map(String.init)
            return (SQLName.quoted(parts[0]), SQLName.quoted(parts[1]))
        }
        // Views, triggers and indexes may name the columns.
        try SchemaReport.settingAside(["index", "view", "trigger"], in: db, remade: isOlder) {
            for table in addedTables {
                try db.execute(sql: "DROP TABLE \(SQLName.quoted(table))")
            }
            for entry in older.untyped + older.addedLater where entry.value.contains(".") {
                let (table, column) = split(entry)
                try db.execute(sql: "ALTER TABLE \(table) DROP COLUMN \(column)")
            }
            for entry in older.untyped {
                let (table, column) = split(entry)
                try db.execute(sql: "ALTER TABLE \(table) ADD COLUMN \(column)")
            }
        }
        for entry in older.dropped {
            try db.execute(sql: "CREATE TABLE \(SQLName.quoted(entry.value)) (stand_in)")
        }
        try db.execute(sql: "PRAGMA foreign_keys = ON")
    }
}
