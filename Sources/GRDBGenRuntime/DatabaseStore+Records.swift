import GRDB

// Generic reads of every table, which earlier generated store methods called: `fetchItems(orderedBy:)` was
// `try fetchAll(orderedBy: ordering)`, with `Item` inferred from its result. Each method has an
// `async` twin of the same name and parameters, which suspends instead of blocking (GRDB's async
// `read` and `write`): Swift calls it from `async` code.

extension DatabaseStore {
    /// All rows of a record's table, in the order SQLite returns them.
    @inlinable
    public func fetchAll<Record: FastPathRecord>() throws -> [Record] {
        try writer.read { db in try Record.fetchAll(db) }
    }

    /// All rows of a record's table, in the order SQLite returns them.
    @inlinable
    public func fetchAll<Record: FastPathRecord & Sendable>() async throws -> [Record] {
        try await writer.read { db in try Record.fetchAll(db) }
    }

    /// All rows of a record's table, in the given order (nil: the order SQLite returns them in).
    @inlinable
    public func fetchAll<Record: FastPathRecord & OrderedRecord>(
        orderedBy ordering: Record.Ordering?
    ) throws -> [Record] {
        try writer.read { db in try FastPath.fetchAll(db, orderedBy: ordering) }
    }

    /// All rows of a record's table, in the given order (nil: the order SQLite returns them in).
    @inlinable
    public func fetchAll<Record: FastPathRecord & OrderedRecord & Sendable>(
        orderedBy ordering: Record.Ordering?
    ) async throws -> [Record] {
        try await writer.read { db in try FastPath.fetchAll(db, orderedBy: ordering) }
    }

    /// The row with this primary key, if any.
    @inlinable
    public func fetchOne<Record: FastPathRecord>(key: some DatabaseValueConvertible & Sendable) throws -> Record? {
        try writer.read { db in try Record.fetchOne(db, key: key) }
    }

    /// The row with this primary key, if any.
    @inlinable
    public func fetchOne<Record: FastPathRecord & Sendable>(
        key: some DatabaseValueConvertible & Sendable
    ) async throws -> Record? {
        try await writer.read { db in try Record.fetchOne(db, key: key) }
    }

    /// The number of rows of a record's table.
    @inlinable
    public func fetchCount<Record: TableRecord>(_ type: Record.Type) throws -> Int {
        try writer.read { db in try Record.fetchCount(db) }
    }

    /// The number of rows of a record's table.
    @inlinable
    public func fetchCount<Record: TableRecord>(_ type: Record.Type) async throws -> Int {
        try await writer.read { db in try Record.fetchCount(db) }
    }

    /// Observes all rows of a record's table: the current list, then a new one after each change.
    @inlinable
    public func observeAll<Record: FastPathRecord & Sendable>() -> AsyncValueObservation<[Record]> {
        observe { db in try Record.fetchAll(db) }
    }

    /// Observes all rows of a record's table in the given order: the current list, then a new one
    /// after each change.
    @inlinable
    public func observeAll<Record: FastPathRecord & OrderedRecord & Sendable>(
        orderedBy ordering: Record.Ordering?
    ) -> AsyncValueObservation<[Record]> {
        observe { db in try FastPath.fetchAll(db, orderedBy: ordering) }
    }

    /// Changes `value` in a write transaction without blocking the caller: `update` changes a
    /// copy, which `value` takes when the transaction commits (an inserted record gets its key).
    /// `value` is unchanged when `update` throws.
    ///
    /// ```swift
    /// try await store.write(&item) { item, db in try item.save(db) }
    /// ```
    @inlinable
    public func write<Value: Sendable>(
        _ value: inout Value, _ update: @escaping @Sendable (inout Value, Database) throws -> Void
    ) async throws {
        let current = value
        value = try await writer.write { db in
            var copy = current
            try update(&copy, db)
            return copy
        }
    }
}
