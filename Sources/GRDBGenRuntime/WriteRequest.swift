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
public struct WriteRequest<RowDecoder>: Hashable, Sendable {
    /// The statement and the decoder of the rows it returns.
    public let request: QueryRequest<RowDecoder>

    /// A write of `sql`, whose parameters take `arguments`, whose returned rows `decode` reads.
    public init(
        sql: String, arguments: [DatabaseValue] = [],
        decode: @escaping @Sendable (FastPath.RowReader) throws -> RowDecoder
    ) {
        request = QueryRequest(sql: sql, arguments: arguments, decode: decode)
    }

    /// The SQL of the statement.
    public var sql: String { request.sql }

    /// The values bound to the statement's parameters, in order.
    public var arguments: [DatabaseValue] { request.arguments }

    /// Runs the statement, inside a write, and returns the rows it returns.
    @discardableResult
    @inlinable
    public func execute(_ db: Database) throws -> [RowDecoder] {
        try request.fetchAll(db)
    }

    /// Whether the two requests run the same SQL with the same arguments.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.request == rhs.request }

    /// Hashes the SQL and the arguments.
    public func hash(into hasher: inout Hasher) { hasher.combine(request) }
}
