import GRDB

// The write of a record's async twins (`save`, `insert` of DatabaseStore+Tables): a value changed in
// a write transaction without blocking, and taken back when it commits.

extension DatabaseStore {
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
