import Foundation
import GRDB

/// A read query of `queries:` as a value: its SQL, its arguments, and the decoder of its rows.
///
/// The generated query functions return one (`Item.lowStock(below: 3)`), and it works with GRDB's
/// own API, as a request of GRDB's query interface does:
///
/// ```swift
/// let request = Item.lowStock(below: 3)
/// let items = try request.fetchAll(db)          // [Item]
/// let first = try request.fetchOne(db)          // Item?
/// let count = try request.fetchCount(db)        // Int
/// let cursor = try request.fetchCursor(db)      // a GRDB cursor of Item
/// let observation = ValueObservation.tracking { db in try request.fetchAll(db) }
/// let items = try store.fetch(request)          // the store reads it in one call
/// ```
///
/// Its `fetchAll(_:)`, `fetchOne(_:)` and `fetchCursor(_:)` run on GRDBGenRuntime's ``FastPath``: a
/// cached statement, the arguments bound by index, each row decoded by index with the record's
/// `init(fastPathRow:)`. It conforms to GRDB's `FetchRequest` too, so that code generic over GRDB's
/// requests takes it (GRDB then decodes rows with `init(row:)`, by column name), and it can be the
/// subquery of another request.
public struct QueryRequest<RowDecoder>: Sendable {
    /// The SQL of the statement, with its parameters numbered in the order of ``arguments``.
    public let sql: String
    /// The values bound to the statement's parameters `?1`, `?2`, … in order.
    public let arguments: [DatabaseValue]
    /// Reads one row, by index.
    @usableFromInline
    let decode: @Sendable (FastPath.RowReader) throws -> RowDecoder

    /// A request of `sql`, whose parameters take `arguments`, whose rows `decode` reads.
    public init(
        sql: String, arguments: [DatabaseValue] = [],
        decode: @escaping @Sendable (FastPath.RowReader) throws -> RowDecoder
    ) {
        self.sql = sql
        self.arguments = arguments
        self.decode = decode
    }

    /// Every row, decoded.
    @inlinable
    public func fetchAll(_ db: Database) throws -> [RowDecoder] {
        try FastPath.fetchAll(db, sql: sql, arguments: arguments, decode)
    }

    /// The first row, if any.
    @inlinable
    public func fetchOne(_ db: Database) throws -> RowDecoder? {
        try FastPath.fetchOne(db, sql: sql, arguments: arguments, decode)
    }

    /// A cursor of the rows, decoded one by one as it is iterated: for results too large to hold
    /// at once. It is valid inside the database access that made it only, as GRDB's cursors are.
    public func fetchCursor(_ db: Database) throws -> QueryCursor<RowDecoder> {
        try QueryCursor(db, sql: sql, arguments: arguments, decode: decode)
    }

    /// The number of rows: `SELECT count(*) FROM (sql)`.
    public func fetchCount(_ db: Database) throws -> Int {
        try Int.fetchOne(
            db, sql: "SELECT count(*) FROM (\(sql))", arguments: StatementArguments(arguments)) ?? 0
    }

    /// The same request, its rows decoded by `transform` after `decode`: a request of values
    /// derived from the rows (`Item.lowStock(below: 3).map(\.name)`).
    public func map<T>(_ transform: @escaping @Sendable (RowDecoder) throws -> T) -> QueryRequest<T> {
        let decode = self.decode
        return QueryRequest<T>(sql: sql, arguments: arguments) { row in try transform(decode(row)) }
    }

    /// GRDB's request of the same SQL and arguments.
    var sqlRequest: SQLRequest<RowDecoder> {
        SQLRequest(sql: sql, arguments: StatementArguments(arguments))
    }
}

extension QueryRequest: FetchRequest {
    /// The statement as a subquery of another request (`Item.filter(sql: "id IN (…)")`).
    public var sqlSubquery: SQLSubquery {
        sqlRequest.sqlSubquery
    }

    /// GRDB's prepared statement: GRDB's generic fetches, and observations, go through it.
    public func makePreparedRequest(_ db: Database, forSingleResult singleResult: Bool) throws -> PreparedRequest {
        try sqlRequest.makePreparedRequest(db, forSingleResult: singleResult)
    }
}

/// The rows of a ``QueryRequest``, decoded one at a time: a GRDB `Cursor`.
public final class QueryCursor<Element>: Cursor {
    @usableFromInline let rows: RowCursor
    @usableFromInline let reader: FastPath.RowReader
    @usableFromInline let decode: (FastPath.RowReader) throws -> Element

    init(
        _ db: Database, sql: String, arguments: [DatabaseValue],
        decode: @escaping (FastPath.RowReader) throws -> Element
    )
        throws
    {
        let statement = try FastPath.statement(db, sql: sql, arguments: arguments)
        rows = try FastPath.manyRowsCursor(statement)
        reader = FastPath.RowReader(statement.sqliteStatement)
        self.decode = decode
    }

    /// The next row, decoded; nil after the last.
    @inlinable
    public func next() throws -> Element? {
        guard try rows.next() != nil else { return nil }
        return try decode(reader)
    }
}

/// A write query of `queries:` (`INSERT`, `UPDATE`, `DELETE` without `RETURNING`) as a value: run
/// it with ``execute(_:)``, inside a write.
///
/// ```swift
/// try store.write { db in
///     try Item.restock(id: id, quantity: 10).execute(db)
///     try Item.rename(id: id, name: "Pears").execute(db)   // the same transaction
/// }
/// ```
public struct StatementRequest: Sendable {
    /// The SQL of the statement.
    public let sql: String
    /// The values bound to its parameters `?1`, `?2`, … in order.
    public let arguments: [DatabaseValue]

    /// A statement of `sql`, whose parameters take `arguments`.
    public init(sql: String, arguments: [DatabaseValue] = []) {
        self.sql = sql
        self.arguments = arguments
    }

    /// Runs the statement through GRDB's `Statement.execute()`, and returns the number of rows it
    /// changed (`Database.changesCount`).
    @discardableResult
    @inlinable
    public func execute(_ db: Database) throws -> Int {
        try FastPath.execute(db, sql: sql, arguments: arguments)
    }
}
