import Foundation
import GRDB
import GRDBGenAdoption

extension DatabaseStore {
    /// The differences in meaning between a database and the schema its applied migrations
    /// make today: empty when they agree, or when no migration is applied.
    ///
    /// The applied migrations run in a scratch in-memory database, and both schemas are read as
    /// reports that compare by meaning: tables, columns (type affinity, NOT NULL,
    /// defaults as SQLite evaluates them, primary keys), indexes, unique constraints, foreign
    /// keys, and views, triggers and search indexes by their SQL's tokens. So a file whose CREATE
    /// statements differ only in form from GRDB's (line breaks, quoting, `DEFAULT bubblegum`) —
    /// made by the app's own SQL, say — has none; an edited migration that changed a column's
    /// type, or added one, has some.
    ///
    /// ```swift
    /// let changes = try AppDatabase.schemaChanges(dbQueue)
    /// // ["table `item`: the migrations' schema has column `price` REAL/NUMERIC …, the database does not", …]
    /// ```
    ///
    /// `migrator` is the store's with the app's functions (`migrator(functions:)`) when the
    /// migrations have Swift steps: the scratch database runs them.
    public static func schemaChanges(
        _ reader: any DatabaseReader, migrator: DatabaseMigrator = Self.migrator
    ) throws -> [String] {
        try reader.read { db in
            guard let last = try migrator.appliedMigrations(db).last else { return [] }
            let scratch = try DatabaseQueue(configuration: SchemaReport.scratchConfiguration(db.configuration))
            try migrator.migrate(scratch, upTo: last)
            let wanted = try scratch.read { try SchemaReport($0, includingViewsAndTriggers: true) }
            return wanted.differences(
                from: try SchemaReport(db, includingViewsAndTriggers: true), expected: "the migrations' schema",
                found: "the database")
        }
    }

    /// `debug: { eraseDatabaseOnSchemaChange: true }`: erases a database whose schema no longer
    /// means what its applied migrations make (``schemaChanges(_:migrator:)``), after printing what
    /// differs to the standard error, so that the migrations run again from scratch. Unlike
    /// GRDB's `eraseDatabaseOnSchemaChange`, which compares the text of the CREATE statements, a
    /// database that differs in form only is kept.
    static func eraseIfSchemaChanged(_ writer: any DatabaseWriter, migrator: DatabaseMigrator) throws {
        let changes = try schemaChanges(writer, migrator: migrator)
        guard !changes.isEmpty else { return }
        let message =
            "GRDBGen: debug.eraseDatabaseOnSchemaChange: the database differs from its migrations; erasing it:\n"
            + changes.map { "  " + $0 + "\n" }.joined()
        FileHandle.standardError.write(Data(message.utf8))
        try writer.erase()
    }
}
