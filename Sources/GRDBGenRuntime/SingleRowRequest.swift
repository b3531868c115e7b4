import GRDB

/// A query of `queries:` that gives one row at most (`single: true`, or SQL that ends with
/// `LIMIT 1`) as a value: its fetches, and the store's, give that row or nil, not an array.
///
/// ```swift
/// let stats = try ItemStats.stats().fetchOne(db)            // ItemStats?
/// let stats = try store.fetch(ItemStats.stats())            // ItemStats?
/// let live = store.live(ItemStats.stats())                  // LiveValue<ItemStats?>
/// let largest = try store.fetch(Item.largestQuantity())     // Int? (a single value: nil for no row or NULL)
/// ```
///
/// It is a GRDB `FetchRequest` too (GRDB's `fetchOne(db, request)`), of the same SQL.
public struct SingleRowRequest<RowDecoder>: Hashable, Sendable {
    /// The statement and the decoder of its row: nil for a single value's NULL. Two requests are
    /// equal when their statements' SQL and arguments are.
    public let statement: QueryRequest<RowDecoder?>

    /// A request of `sql`, whose parameters take `arguments`, whose row `decodeOne` reads: a
    /// record or a row (`Self.init(rowReader:)`), or a single value, nil for NULL.
    @_spi(Generated) public init(
        sql: String, arguments: [DatabaseValue] = [],
        decodeOne: @escaping @Sendable (RowReader) throws -> RowDecoder?
    ) {
        statement = QueryRequest(sql: sql, arguments: arguments, decode: decodeOne)
    }

    /// The row, if any; for a single value, nil when there is no row or the value is NULL.
    @inlinable
    public func fetchOne(_ db: Database) throws -> RowDecoder? {
        try statement.fetchOne(db) ?? nil
    }
}

extension SingleRowRequest: ReadRequest {
    /// The row, if any: ``fetchOne(_:)``.
    @inlinable
    public func read(_ db: Database) throws -> RowDecoder? { try fetchOne(db) }
}

extension SingleRowRequest: FetchRequest {
    /// The statement as a subquery of another request.
    public var sqlSubquery: SQLSubquery { statement.sqlSubquery }

    /// The number of rows: 0 or 1.
    public func fetchCount(_ db: Database) throws -> Int {
        try statement.fetchCount(db)
    }

    /// GRDB's prepared statement: GRDB's generic fetches, and observations, go through it.
    public func makePreparedRequest(_ db: Database, forSingleResult singleResult: Bool) throws -> PreparedRequest {
        try statement.makePreparedRequest(db, forSingleResult: singleResult)
    }
}
