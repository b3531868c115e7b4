import GRDB

/// What a migration of the app's Swift code needs when it runs: the closure of a Swift step
/// (`swift: { function: rewriteCards }`), or an SQL function of `migrations: only`. The generated
/// migrator calls these at the migration's steps; a store opened without them migrates a file
/// that already ran those migrations, and throws ``StoreError/missingMigrationFunction(name:migration:)``
/// (the migration's transaction rolled back) for one that did not.
///
/// ```swift
/// migrator.registerMigration("v6") { db in
///     try MigrationFunctions.run(functions?.rewriteCards, named: "rewriteCards", migration: "v6", in: db)
/// }
/// ```
public enum MigrationFunctions {
    /// Runs the app's closure of a Swift migration step with the migration's database.
    ///
    /// - throws: ``StoreError/missingMigrationFunction(name:migration:)`` when the app gave none.
    public static func run(
        _ step: (@Sendable (Database) throws -> Void)?, named name: String, migration: String, in db: Database
    ) throws {
        guard let step else { throw StoreError.missingMigrationFunction(name: name, migration: migration) }
        try step(db)
    }

    /// Checks that the connection knows an SQL function of `migrations: only` before the migration
    /// that calls it runs.
    ///
    /// - throws: ``StoreError/missingMigrationFunction(name:migration:)`` when it does not.
    public static func check(_ name: String, argumentCount: Int, migration: String, in db: Database) throws {
        guard knows(name, argumentCount: argumentCount, in: db) else {
            throw StoreError.missingMigrationFunction(name: name, migration: migration)
        }
    }

    /// Whether the connection knows the SQL function `name` of `argumentCount` arguments: the store's
    /// check of `functions:` and the migrations' check of their functions ask it.
    static func knows(_ name: String, argumentCount: Int, in db: Database) -> Bool {
        let arguments = Array(repeating: "NULL", count: argumentCount).joined(separator: ", ")
        // Compiling the call is enough: SQLite looks the function up, and runs nothing.
        return (try? db.makeStatement(sql: "SELECT \(name.quotedDatabaseIdentifier)(\(arguments))")) != nil
    }
}
