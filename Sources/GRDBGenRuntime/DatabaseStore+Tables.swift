import GRDB

/// The store's verbs for the records of tables, once for every record: count GRDB's requests, look
/// a record up by id, and write records, each in its own transaction, with `async` twins. GRDB's
/// requests are fetched and observed as any ``ReadRowsRequest`` (`DatabaseStore+Requests`), on the
/// fast path.
///
/// ```swift
/// let items = try store.fetch(Item.all().ordered(by: .name))
/// let low = try store.fetch(Item.filter(Item.Columns.quantity < 3))
/// let item = try store.fetchOne(Item.self, id: 42)
/// try store.save(&item)                     // insert or update; a new item gets its id
/// try store.delete(Item.self, ids: [1, 2])
/// for try await items in store.observe(Item.all()) { … }
/// ```
extension DatabaseStore {
    /// The record with this id, if any: GRDB's lookup by key, then, for a UUID key stored as text,
    /// a lookup of the key's text in the other case (a row a server or SQL by hand wrote so).
    @inlinable
    public func fetchOne<Record: GeneratedRecord & Identifiable>(
        _ type: Record.Type, id: Record.ID
    ) throws -> Record? where Record.ID: DatabaseValueConvertible {
        try writer.read { db in try Record.fetchOne(db, storedID: id) }
    }

    /// The number of records of a request.
    @inlinable
    public func fetchCount<Record>(_ request: QueryInterfaceRequest<Record>) throws -> Int {
        try writer.read { db in try request.fetchCount(db) }
    }

    /// Inserts or updates a record in a write transaction (a new one gets its key).
    @inlinable
    public func save<Record: GeneratedRecord & MutablePersistableRecord>(_ record: inout Record) throws {
        try writer.write { db in try record.save(db) }
    }

    /// Inserts a record in a write transaction, and sets its key.
    @inlinable
    public func insert<Record: GeneratedRecord & MutablePersistableRecord>(_ record: inout Record) throws {
        try writer.write { db in try record.insert(db) }
    }

    /// Inserts or updates a record whose key the app chooses, in a write transaction.
    @inlinable
    public func save<Record: GeneratedRecord & PersistableRecord>(_ record: Record) throws {
        try writer.write { db in try record.save(db) }
    }

    /// Inserts a record whose key the app chooses, in a write transaction.
    @inlinable
    public func insert<Record: GeneratedRecord & PersistableRecord>(_ record: Record) throws {
        try writer.write { db in try record.insert(db) }
    }

    /// Inserts or updates a record whose key the app chooses, without blocking the caller.
    @inlinable
    public func save<Record: GeneratedRecord & PersistableRecord & Sendable>(_ record: Record) async throws {
        try await writer.write { db in try record.save(db) }
    }

    /// Inserts a record whose key the app chooses, without blocking the caller.
    @inlinable
    public func insert<Record: GeneratedRecord & PersistableRecord & Sendable>(_ record: Record) async throws {
        try await writer.write { db in try record.insert(db) }
    }

    /// Updates a record in a write transaction; throws `RecordError.recordNotFound` when no row
    /// has its key.
    @inlinable
    public func update<Record: GeneratedRecord & MutablePersistableRecord>(_ record: Record) throws {
        try writer.write { db in try record.update(db) }
    }

    /// Deletes the records with these ids in a write transaction, and returns how many were.
    @discardableResult
    @inlinable
    public func delete<Record: TableRecord & Identifiable>(
        _ type: Record.Type, ids: [Record.ID]
    ) throws -> Int where Record.ID: DatabaseValueConvertible {
        try writer.write { db in try Record.deleteAll(db, ids: ids) }
    }

    /// The record with this id, if any (as the synchronous `fetchOne(_:id:)`), without blocking the caller.
    @inlinable
    public func fetchOne<Record: GeneratedRecord & Identifiable & Sendable>(
        _ type: Record.Type, id: Record.ID
    ) async throws -> Record? where Record.ID: DatabaseValueConvertible & Sendable {
        try await writer.read { db in try Record.fetchOne(db, storedID: id) }
    }

    /// The number of records of a request, without blocking the caller.
    @inlinable
    public func fetchCount<Record>(_ request: QueryInterfaceRequest<Record>) async throws -> Int {
        try await writer.read { db in try request.fetchCount(db) }
    }

    /// Inserts or updates a record without blocking the caller (a new one gets its key).
    @inlinable
    public func save<Record: GeneratedRecord & MutablePersistableRecord & Sendable>(
        _ record: inout Record
    ) async throws {
        try await write(&record) { record, db in try record.save(db) }
    }

    /// Inserts a record without blocking the caller, and sets its key.
    @inlinable
    public func insert<Record: GeneratedRecord & MutablePersistableRecord & Sendable>(
        _ record: inout Record
    ) async throws {
        try await write(&record) { record, db in try record.insert(db) }
    }

    /// Updates a record without blocking the caller.
    @inlinable
    public func update<Record: GeneratedRecord & MutablePersistableRecord & Sendable>(_ record: Record) async throws {
        try await writer.write { db in try record.update(db) }
    }

    /// Deletes the records with these ids without blocking the caller, and returns how many were.
    @discardableResult
    @inlinable
    public func delete<Record: TableRecord & Identifiable>(
        _ type: Record.Type, ids: [Record.ID]
    ) async throws -> Int where Record.ID: DatabaseValueConvertible & Sendable {
        try await writer.write { db in try Record.deleteAll(db, ids: ids) }
    }
}

extension GeneratedRecord where Self: Identifiable & FetchableRecord, ID: DatabaseValueConvertible {
    /// The record with this id; for a UUID key stored as text, also a row that holds it in the
    /// other case (a second lookup, made only when the first finds nothing).
    @usableFromInline
    static func fetchOne(_ db: Database, storedID id: ID) throws -> Self? {
        if let record = try fetchOne(db, id: id) { return record }
        guard let other = (id as? any OtherCaseKey)?.otherCaseText else { return nil }
        return try filter(key: other).fetchOne(db)
    }
}

/// A key whose stored text may be found in the other case (a `uuid` key stored as text:
/// ``RecordID``): its text in the other case, or nil.
protocol OtherCaseKey {
    var otherCaseText: String? { get }
}
