import GRDB

/// Errors of a ``DatabaseStore`` that are not plain SQLite errors.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The database was migrated by a newer version of the schema: it has migrations this
    /// version does not know. It is left as it is.
    case newerSchema(unknownMigrations: [String])
    /// The file exists but is not an SQLite database. It is left as it is.
    case notADatabase(path: String)
    /// The database cannot be opened (missing directory, permissions, …).
    case cannotOpen(path: String, reason: String)
    /// The file is an SQLite database of another application: it has tables but none of the
    /// migrations of this one. It is left as it is.
    case foreignDatabase(path: String)
    /// The database has tables made before GRDBGen, which differ from what the schema's
    /// baseline migration makes: it cannot be adopted. It is left as it is.
    case baselineMismatch(differences: [String])
    /// The connection has no implementation of an SQL function of `functions:` in schema.yaml
    /// (with this many arguments): open the store with the app's `Functions`.
    case missingFunction(name: String, argumentCount: Int)
    /// A pending migration needs a function of the app that the store was not given: a Swift
    /// step (`swift: { function: … }`) or an SQL function of `migrations: only`. The migration
    /// did not run, and the database is as it was.
    case missingMigrationFunction(name: String, migration: String)
    /// A store opened read-only (``StoreConnection/readOnly``) found a database that this version of
    /// the schema has not migrated yet (pending migrations, or a file to adopt, or none): the app
    /// migrates it when it opens it. It is left as it is.
    case olderSchema(pendingMigrations: [String])

    /// A NULL read into a property that is not optional over a column that accepts NULL
    /// (`swift: { optional: false }`, a key declared without NOT NULL): the table, the column and
    /// the row's columns and values, whichever way the row was read (the fast path, GRDB's
    /// `init(row:)`, a cursor, an observation).
    ///
    /// ```swift
    /// do {
    ///     let accounts = try store.fetch(Account.all())
    /// } catch StoreError.nullValue(let table, let column, _, _) {
    ///     print("NULL in \(table).\(column)")
    /// }
    /// ```
    case nullValue(table: String, column: String, columns: [String], values: [DatabaseValue])

    /// One line, for users.
    public var description: String {
        switch self {
        case .newerSchema(let unknown):
            "the database was migrated by a newer version of this app (unknown migrations: "
                + "\(unknown.joined(separator: ", "))); it was not changed"
        case .notADatabase(let path):
            "\(path) is not an SQLite database; it was not changed"
        case .cannotOpen(let path, let reason):
            "cannot open the database at \(path): \(reason)"
        case .foreignDatabase(let path):
            "\(path) is the database of another application (it has tables but no migrations of this one); it "
                + "was not changed"
        case .baselineMismatch(let differences):
            "the database differs from the schema's baseline, so it cannot be adopted: "
                + differences.joined(separator: "; ") + "; it was not changed"
        case .missingFunction(let name, let count):
            "the connection has no SQL function `\(name)` of \(count) argument\(count == 1 ? "" : "s"), "
                + "which the schema's "
                + "defaults, triggers or queries call; open the store with the app's `Functions` "
                + "(`openFile(atPath:functions:)`, `inMemory(functions:)`, or `Functions.register(in:)` on the "
                + "configuration of the connection)"
        case .olderSchema(let pending):
            "the database has not been migrated to this version of the app yet (pending migrations: "
                + "\(pending.joined(separator: ", "))), and a read-only store does not migrate: the app migrates it "
                + "when it opens it; it was not changed"
        case .nullValue(let table, let column, let columns, let values):
            "NULL in column `\(column)` of table `\(table)`, whose property is not optional: row ["
                + zip(columns, values).map { "\($0):\($1)" }.joined(separator: " ") + "]"
        case .missingMigrationFunction(let name, let migration):
            "migration `\(migration)` needs the app's function `\(name)`, which the store was not given; open it "
                + "with the app's `Functions` (`openFile(atPath:functions:)`, `inMemory(functions:)`) until every "
                + "file has run that migration; the database was not changed"
        }
    }
}
