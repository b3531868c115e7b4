import GRDB
import GRDBGenAdoption

/// What the app's functions need when the store opens and when a migration runs: the SQL
/// functions of schema.yaml's `functions:`, the closure of a Swift step
/// (`swift: { function: rewriteCards }`), and an SQL function of `migrations: only`.
///
/// The generated migrator calls the migration's checks at its steps; a store opened without the
/// app's functions migrates a file that already ran those migrations, and a new file (or any whose
/// tables hold no row when the migration runs: there is nothing to rewrite), and throws
/// ``StoreError/missingMigrationFunction(name:migration:)`` (the migration's transaction rolled
/// back) for one that has rows.
///
/// ```swift
/// migrator.registerMigration("v6") { db in
///     try Self.runMigrationStep(functions?.rewriteCards, named: "rewriteCards", migration: "v6", in: db)
/// }
/// ```
extension DatabaseStore {
    /// Checks that the connection knows each SQL function of schema.yaml's `functions:`, by name
    /// and number of arguments, before anything calls one. Generated initializers call it.
    ///
    /// - throws: ``StoreError/missingFunction(name:argumentCount:)`` for the first one missing,
    ///   in name order.
    @_spi(Generated) public static func checkFunctions(_ functions: [String: Int], in reader: any DatabaseReader) throws
    {
        try reader.read { db in
            for (name, count) in functions.sorted(by: { $0.key < $1.key })
            where !knows(name, argumentCount: count, in: db) {
                throw StoreError.missingFunction(name: name, argumentCount: count)
            }
        }
    }

    /// Runs the app's closure of a Swift migration step with the migration's database; without one,
    /// a database whose tables hold no row has nothing to rewrite, and the step does nothing.
    ///
    /// - throws: ``StoreError/missingMigrationFunction(name:migration:)`` when the app gave none and
    ///   the database has rows.
    @_spi(Generated) public static func runMigrationStep(
        _ step: (@Sendable (Database) throws -> Void)?, named name: String, migration: String, in db: Database
    ) throws {
        guard let step else {
            guard try hasNoRows(db) else { throw StoreError.missingMigrationFunction(name: name, migration: migration) }
            return
        }
        try step(db)
    }

    /// Checks that the connection knows an SQL function of `migrations: only` before the migration
    /// that calls it runs.
    ///
    /// - throws: ``StoreError/missingMigrationFunction(name:migration:)`` when it does not.
    @_spi(Generated) public static func checkMigrationFunction(
        _ name: String, argumentCount: Int, migration: String, in db: Database
    ) throws {
        guard knows(name, argumentCount: argumentCount, in: db) else {
            guard try hasNoRows(db) else { throw StoreError.missingMigrationFunction(name: name, migration: migration) }
            // Nothing to rewrite: a stand-in lets the migration's SQL compile; called, it refuses.
            db.add(
                function: DatabaseFunction(name, argumentCount: argumentCount, pure: false) { _ in
                    throw StoreError.missingMigrationFunction(name: name, migration: migration)
                })
            return
        }
    }

    /// Whether no table of the app holds a row (a new file, as the migrations make it).
    private static func hasNoRows(_ db: Database) throws -> Bool {
        for table in try SchemaReport.tables(db)
        where try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(table.quotedDatabaseIdentifier))") == true {
            return false
        }
        return true
    }

    /// Whether the connection knows the SQL function `name` of `argumentCount` arguments: the store's
    /// check of `functions:` and the migrations' check of their functions ask it.
    private static func knows(_ name: String, argumentCount: Int, in db: Database) -> Bool {
        let arguments = Array(repeating: "NULL", count: argumentCount).joined(separator: ", ")
        // Compiling the call is enough: SQLite looks the function up, and runs nothing.
        return (try? db.makeStatement(sql: "SELECT \(name.quotedDatabaseIdentifier)(\(arguments))")) != nil
    }
}
