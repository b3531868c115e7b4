import GRDB

/// A write query of `queries:` with `RETURNING` as a value: it changes rows and gives the rows it
/// returns. Run it in a write, with ``execute(_:)`` or the store's `execute(_:)`; the store's reads
/// (`fetch`, `observe`) do not take it, since a read transaction cannot write.
///
/// ```swift
/// let ids = try store.execute(Deck.retitleDecks(title: "Spanish"))   // [UUID], in a write
/// try store.write { db in
///     let ids = try Deck.retitleDecks(title: "Spanish").execute(db)
/// }
/// ```
public struct WriteRequest<RowDecoder>: StatementWrapping {
    /// The statement and the decoder of the rows it returns.
    public let statement: QueryRequest<RowDecoder>

    /// A write of `sql`, whose parameters take `arguments`, whose returned rows `decode` reads.
    @_spi(Generated) public init(
        sql: String, arguments: [DatabaseValue] = [],
        decode: @escaping @Sendable (FastPath.RowReader) throws -> RowDecoder
    ) {
        statement = QueryRequest(sql: sql, arguments: arguments, decode: decode)
    }

    /// Runs the statement, inside a write, and returns the rows it returns.
    @discardableResult
    @inlinable
    public func execute(_ db: Database) throws -> [RowDecoder] {
        try statement.fetchAll(db)
    }
}
