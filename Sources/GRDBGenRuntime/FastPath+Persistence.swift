import GRDB

// The persistence methods of generated records, written after GRDB 7.10's
// `MutablePersistableRecord+Insert.swift`, `+Update.swift` and `+Save.swift`: the same callbacks,
// called in the same order through the record's protocol witnesses (so that a callback declared
// in an extension of the generated record takes effect), the same conflict policies, the same
// errors. Only the statement differs: its SQL is built once per record type, and its arguments
// are bound by index from the record's persistence container.

extension FastPath {
    /// The conflict resolution of a write: the one asked for, or else the record's policy's.
    @usableFromInline
    typealias Resolution = Database.ConflictResolution?

    // MARK: - Callbacks

    /// `willSave`, `aroundSave` around `save`, `didSave`: the frame of every insert, update and
    /// save, as in GRDB. (Each `around…` callback is called in place, not through a generic helper:
    /// the closures of a helper cost the insert benchmarks 2–5 %.)
    @inlinable
    static func withSaveCallbacks<Record: MutablePersistableRecord>(
        _ record: inout Record, _ db: Database, _ save: (inout Record) throws -> PersistenceSuccess
    ) throws {
        try record.willSave(db)
        var saved: PersistenceSuccess?
        let current = record
        try current.aroundSave(db) {
            saved = try save(&record)
            return saved!
        }
        guard let saved else { throw GRDBValues.callbackMisuse(Record.self, "aroundSave") }
        record.didSave(saved)
    }

    // MARK: - Insert

    /// GRDB's `insert(_:onConflict:)`: `willSave`, `aroundSave`, `willInsert`, `aroundInsert`,
    /// the `INSERT`, `didInsert`, `didSave`.
    ///
    /// The conflict resolution is `conflictResolution`, or else the record's
    /// `persistenceConflictPolicy.conflictResolutionForInsert`.
    @inlinable
    static func insert<Record: MutablePersistableRecord>(
        _ record: inout Record, _ db: Database, onConflict resolution: Resolution, layout: RecordLayout
    ) throws {
        try withSaveCallbacks(&record, db) { record in
            let inserted = try insertWithCallbacks(&record, db, resolution, layout)
            return try GRDBValues.persistenceSuccess(inserted.persistenceContainer)
        }
    }

    @inlinable
    static func insertWithCallbacks<Record: MutablePersistableRecord>(
        _ record: inout Record, _ db: Database, _ resolution: Resolution, _ layout: RecordLayout
    ) throws -> InsertionSuccess {
        try record.willInsert(db)
        var inserted: InsertionSuccess?
        let current = record
        try current.aroundInsert(db) {
            inserted = try insertWithoutCallbacks(current, db, resolution, layout)
            return inserted!
        }
        guard let inserted else { throw GRDBValues.callbackMisuse(Record.self, "aroundInsert") }
        record.didInsert(inserted)
        return inserted
    }

    @inlinable
    static func insertWithoutCallbacks<Record: MutablePersistableRecord>(
        _ record: Record, _ db: Database, _ resolution: Resolution, _ layout: RecordLayout
    ) throws -> InsertionSuccess {
        let resolution = resolution ?? Record.persistenceConflictPolicy.conflictResolutionForInsert
        var container = try layout.container(of: record)
        try execute(db, sql: layout.insertSQL(resolution), container)
        let rowID = db.lastInsertedRowID
        // As GRDB: the container of the success holds the row id.
        if let column = layout.rowIDColumn {
            container[column] = rowID
        }
        return try GRDBValues.insertionSuccess(rowID: rowID, rowIDColumn: layout.rowIDColumn, container: container)
    }

    // MARK: - Update

    /// GRDB's `update(_:onConflict:)`, all columns: `willSave`, `aroundSave`, `willUpdate`,
    /// `aroundUpdate`, the `UPDATE`, `didUpdate`, `didSave`.
    ///
    /// - throws: `RecordError.recordNotFound` when the primary key is NULL or no row has it.
    @inlinable
    static func update<Record: MutablePersistableRecord>(
        _ record: Record, _ db: Database, onConflict resolution: Resolution, layout: RecordLayout
    ) throws {
        var record = record
        try withSaveCallbacks(&record, db) { record in try updateWithCallbacks(record, db, resolution, layout) }
    }

    @inlinable
    static func updateWithCallbacks<Record: MutablePersistableRecord>(
        _ record: Record, _ db: Database, _ resolution: Resolution, _ layout: RecordLayout
    ) throws -> PersistenceSuccess {
        try record.willUpdate(db, columns: layout.columnSet)
        var updated: PersistenceSuccess?
        try record.aroundUpdate(db, columns: layout.columnSet) {
            updated = try updateWithoutCallbacks(record, db, resolution, layout)
            return updated!
        }
        guard let updated else { throw GRDBValues.callbackMisuse(Record.self, "aroundUpdate") }
        record.didUpdate(updated)
        return updated
    }

    @inlinable
    static func updateWithoutCallbacks<Record: MutablePersistableRecord>(
        _ record: Record, _ db: Database, _ resolution: Resolution, _ layout: RecordLayout
    ) throws -> PersistenceSuccess {
        let resolution = resolution ?? Record.persistenceConflictPolicy.conflictResolutionForUpdate
        let container = try layout.container(of: record)
        let key = layout.primaryKey(in: container)
        if key.values.allSatisfy(\.isNull) {
            throw RecordError.recordNotFound(databaseTableName: layout.table, key: key)
        }
        try execute(db, sql: layout.updateSQL(resolution), container)
        if db.changesCount == 0 {
            throw RecordError.recordNotFound(databaseTableName: layout.table, key: key)
        }
        return try GRDBValues.persistenceSuccess(container)
    }

    // MARK: - Save

    /// GRDB's `save(_:onConflict:)`: `willSave`, `aroundSave`, then an update with its callbacks
    /// when the primary key is not NULL, and an insert with its callbacks when it is NULL or
    /// no row has it, then `didSave`.
    @inlinable
    static func save<Record: MutablePersistableRecord>(
        _ record: inout Record, _ db: Database, onConflict resolution: Resolution, layout: RecordLayout
    ) throws {
        try withSaveCallbacks(&record, db) { record in
            let key = try layout.primaryKey(in: layout.container(of: record))
            if !key.values.allSatisfy(\.isNull) {
                do {
                    return try updateWithCallbacks(record, db, resolution, layout)
                } catch RecordError.recordNotFound(databaseTableName: layout.table, key: key) {
                    // No row was updated: fall back on insert.
                }
            }
            let inserted = try insertWithCallbacks(&record, db, resolution, layout)
            return try GRDBValues.persistenceSuccess(inserted.persistenceContainer)
        }
    }
}
