import Foundation
import GRDB

/// The store's verbs, once for every request: read, write, fetch, execute and observe a query of
/// `queries:` (a ``QueryRequest`` or ``WriteRequest``), each with its `async` twin.
///
/// ```swift
/// let low = try store.fetch(Item.lowStock(below: 3))           // [Item]
/// try store.execute(Item.restock(id: id, quantity: 10))          // in a write transaction
/// try store.write { db in                                        // two writes, one transaction
///     try Item.restock(id: id, quantity: 10).execute(db)
///     try Item.rename(id: id, name: "Pears").execute(db)
/// }
/// for try await items in store.observe(Item.lowStock(below: 3)) { … }
/// ```
extension DatabaseStore {
    /// Reads in one transaction: GRDB's `read`.
    @inlinable
    public func read<T>(_ value: (Database) throws -> T) throws -> T { try writer.read(value) }

    /// Reads in one transaction, without blocking the caller: GRDB's `read`.
    @inlinable
    public func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await writer.read(value)
    }

    /// Writes in one transaction: GRDB's `write`. Several writes share it, and roll back together
    /// when one throws.
    @inlinable
    public func write<T>(_ updates: (Database) throws -> T) throws -> T { try writer.write(updates) }

    /// Writes in one transaction, without blocking the caller: GRDB's `write`.
    @inlinable
    public func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await writer.write(updates)
    }

    /// What a request reads: the elements of a ``ReadRowsRequest`` (a ``QueryRequest``'s rows, a
    /// ``GroupedRequest``'s parents), the row of a ``SingleRowRequest`` (nil when there is none).
    @inlinable
    public func fetch<Request: ReadRequest>(_ request: Request) throws -> Request.Value {
        try writer.read { db in try request.read(db) }
    }

    /// What a request reads, without blocking the caller.
    @inlinable
    public func fetch<Request: ReadRequest>(_ request: Request) async throws -> Request.Value
    where Request.Value: Sendable {
        try await writer.read { db in try request.read(db) }
    }

    /// The first element of a request, if any.
    @inlinable
    public func fetchOne<Request: ReadRowsRequest>(_ request: Request) throws -> Request.RowDecoder? {
        try writer.read { db in try request.readFirst(db) }
    }

    /// The first element of a request, if any, without blocking the caller.
    @inlinable
    public func fetchOne<Request: ReadRowsRequest>(_ request: Request) async throws -> Request.RowDecoder?
    where Request.RowDecoder: Sendable {
        try await writer.read { db in try request.readFirst(db) }
    }

    /// Runs a write in a write transaction, and returns what it gives: the number of rows it
    /// changed, its rows (`RETURNING`), or the one row of a query of `single: true`.
    @discardableResult
    @inlinable
    public func execute<Result>(_ request: WriteRequest<Result>) throws -> Result {
        try writer.write { db in try request.execute(db) }
    }

    /// Runs a write in a write transaction without blocking the caller, and returns what it gives.
    @discardableResult
    @inlinable
    public func execute<Result: Sendable>(_ request: WriteRequest<Result>) async throws -> Result {
        try await writer.write { db in try request.execute(db) }
    }

    /// Observes what a request reads (its elements, its one row): an async sequence of it now,
    /// then after each transaction that changes the tables the request reads.
    public func observe<Request: ReadRequest>(_ request: Request) -> AsyncValueObservation<Request.Value>
    where Request.Value: Sendable {
        observe { db in try request.read(db) }
    }
}
