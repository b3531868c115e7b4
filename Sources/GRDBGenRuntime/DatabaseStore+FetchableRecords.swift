import GRDB

/// The store's deletion of the rows of GRDB's request, each in a write transaction. Its reads take
/// GRDB's requests as any other (`DatabaseStore+Requests`: a `QueryInterfaceRequest` of a
/// `FetchableRecord` is a ``ReadRowsRequest``).
///
/// ```swift
/// try store.deleteAll(Enrollment.filter(student: "ada", course: 7))
/// ```
extension DatabaseStore {
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
