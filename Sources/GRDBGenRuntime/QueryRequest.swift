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
/// Its `fetchAll(_:)`, `fetchOne(_:)` and `fetchCursor(_:)` run on GRDBGenRuntime's fast paths: a
/// cached statement, the arguments bound by index, each row decoded by index with the record's
/// `init(rowReader:)`. It conforms to GRDB's `FetchRequest` too, so that code generic over GRDB's
/// requests takes it (GRDB then decodes rows with `init(row:)`, by column name), and it can be the
/// subquery of another request.
///
/// A request is a value: two requests of the same row type are equal when their SQL and their
/// arguments are equal, so that a request can be the identity of a SwiftUI task
/// (`.task(id: request)`), the property of an `Equatable` request type, or a dictionary key.
public struct QueryRequest<RowDecoder>: Sendable {
    /// The SQL of the statement, with its parameters numbered in the order of ``arguments``.
    public let sql: String
    /// The values bound to the statement's parameters `?1`, `?2`, … in order.
    public let arguments: [DatabaseValue]
    /// Reads one row, by index.
    @usableFromInline
    let decode: @Sendable (RowReader) throws -> RowDecoder

    /// A request of `sql`, whose parameters take `arguments`, whose rows `decode` reads.
    @_spi(Generated) public init(
        sql: String, arguments: [DatabaseValue] = [],
        decode: @escaping @Sendable (RowReader) throws -> RowDecoder
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

    /// A cursor of the rows, each decoded as it is iterated: for results too large to hold at
    /// once. It is valid inside the database access that made it only, as GRDB's cursors are.
    public func fetchCursor(_ db: Database) throws -> AnyCursor<RowDecoder> {
        try QueryCursor.of(db, sql: sql, arguments: arguments, decode: decode)
    }

    /// The number of rows: `SELECT count(*) FROM (sql)`.
    public func fetchCount(_ db: Database) throws -> Int {
        try Int.fetchOne(
            db, sql: "SELECT count(*) FROM (\(sql))", arguments: StatementArguments(arguments)) ?? 0
    }

    /// GRDB's request of the same SQL and arguments.
    var sqlRequest: SQLRequest<RowDecoder> {
        SQLRequest(sql: sql, arguments: StatementArguments(arguments))
    }
}

extension QueryRequest: ReadRowsRequest {}

extension QueryRequest: Hashable {
    /// Whether the two requests run the same SQL with the same arguments (their decoders are those
    /// of `RowDecoder`, the same for both).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sql == rhs.sql && lhs.arguments == rhs.arguments
    }

    /// Hashes the SQL and the arguments.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(sql)
        hasher.combine(arguments)
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

/// The rows of a statement on the fast path, decoded one at a time: the `Cursor` of GRDB's
/// `AnyCursor` that a request's `fetchCursor(_:)` gives.
final class QueryCursor<Element>: Cursor {
    /// The statement's rows and their decoder.
    let rows: (cursor: RowCursor, reader: RowReader, decode: (RowReader) throws -> Element)

    /// The rows of `sql`, each decoded by `decode`.
    static func of(
        _ db: Database, sql: String, arguments: [DatabaseValue], decode: @escaping (RowReader) throws -> Element
    ) throws -> AnyCursor<Element> {
        let statement = try FastPath.statement(db, sql: sql, arguments: arguments)
        return AnyCursor(try QueryCursor(statement, decode: decode))
    }

    /// The rows of GRDB's request of a generated record, decoded by index when it selects the
    /// record's columns, and by GRDB otherwise (another selection, an adapter).
    static func of(_ db: Database, _ request: QueryInterfaceRequest<Element>) throws -> AnyCursor<Element>
    where Element: GeneratedRecord {
        guard let statement = try FastPath.fastStatement(db, request, singleResult: false) else {
            return AnyCursor(try request.fetchCursor(db))
        }
        return AnyCursor(try QueryCursor(statement, decode: Element.init(rowReader:)))
    }

    init(_ statement: Statement, decode: @escaping (RowReader) throws -> Element) throws {
        rows = (try FastPath.manyRowsCursor(statement), RowReader(statement.sqliteStatement), decode)
    }

    func next() throws -> Element? {
        guard try rows.cursor.next() != nil else { return nil }
        return try rows.decode(rows.reader)
    }
}
