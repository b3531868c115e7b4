import GRDB

/// The store's verbs for requests of any `FetchableRecord`, decoded by GRDB: a record with its
/// children (`including(all:)`), a record of the app's own. The requests of generated records
/// take the fast path instead (`DatabaseStore+Tables`).
///
/// ```swift
/// let lists = try store.fetch(RemindersList.all().withReminders())
/// let list = try store.fetchOne(RemindersList.filter(id: id).withReminders())
/// for try await lists in store.observe(RemindersList.all().withReminders()) { … }
/// ```
extension DatabaseStore {
    /// Every row of a request.
    public func fetch<Record: FetchableRecord>(_ request: QueryInterfaceRequest<Record>) throws -> [Record] {
        try writer.read { db in try request.fetchAll(db) }
    }

    /// Every row of a request, without blocking the caller.
    public func fetch<Record: FetchableRecord & Sendable>(
        _ request: QueryInterfaceRequest<Record>
    ) async throws -> [Record] {
        try await writer.read { db in try request.fetchAll(db) }
    }

    /// The first row of a request, if any.
    public func fetchOne<Record: FetchableRecord>(_ request: QueryInterfaceRequest<Record>) throws -> Record? {
        try writer.read { db in try request.fetchOne(db) }
    }

    /// The first row of a request, if any, without blocking the caller.
    public func fetchOne<Record: FetchableRecord & Sendable>(
        _ request: QueryInterfaceRequest<Record>
    ) async throws -> Record? {
        try await writer.read { db in try request.fetchOne(db) }
    }

    /// Observes the rows of a request: now, then after each transaction that changes them.
    public func observe<Record: FetchableRecord & Sendable>(
        _ request: QueryInterfaceRequest<Record>
    ) -> AsyncValueObservation<[Record]> {
        observe { db in try request.fetchAll(db) }
    }

    /// Deletes the rows of a request in a write transaction, and returns how many were:
    /// `store.deleteAll(Enrollment.filter(student: "ada", course: 7))`.
    @discardableResult
    public func deleteAll<Record: MutablePersistableRecord>(_ request: QueryInterfaceRequest<Record>) throws -> Int {
        try writer.write { db in try request.deleteAll(db) }
    }

    /// Deletes the rows of a request without blocking the caller, and returns how many were.
    @discardableResult
    public func deleteAll<Record: MutablePersistableRecord>(
        _ request: QueryInterfaceRequest<Record>
    ) async throws -> Int {
        try await writer.write { db in try request.deleteAll(db) }
    }
}
