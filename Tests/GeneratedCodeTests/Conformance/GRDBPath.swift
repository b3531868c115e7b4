import FixtureRecords
import GRDB

/// GRDB's own persistence methods, for comparison with the generated fast paths: in a generic
/// context, Swift only sees the protocol extensions of GRDB, never the record's concrete methods.
enum GRDBPath {
    static func insert<Record: MutablePersistableRecord>(
        _ record: inout Record, _ db: Database, onConflict: Database.ConflictResolution? = nil
    ) throws {
        try record.insert(db, onConflict: onConflict)
    }

    static func update<Record: MutablePersistableRecord>(
        _ record: Record, _ db: Database, onConflict: Database.ConflictResolution? = nil
    ) throws {
        try record.update(db, onConflict: onConflict)
    }

    static func save<Record: MutablePersistableRecord>(
        _ record: inout Record, _ db: Database, onConflict: Database.ConflictResolution? = nil
    ) throws {
        try record.save(db, onConflict: onConflict)
    }

    static func fetchAll<Record: FetchableRecord & TableRecord>(_ type: Record.Type, _ db: Database) throws -> [Record]
    {
        try Record.fetchAll(db)
    }
}

/// Runs `body` on a new in-memory database migrated to the conformance schema, with an empty
/// callback log.
func withConformanceDatabase<T>(_ body: (Database) throws -> T) throws -> T {
    CallbackLog.shared.reset()
    let queue = try DatabaseQueue()
    try ConformanceDatabase.migrator.migrate(queue)
    defer { CallbackLog.shared.reset() }
    return try queue.inDatabase(body)
}
