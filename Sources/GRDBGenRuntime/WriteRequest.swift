import GRDB

/// A write query of `queries:` (`INSERT`, `UPDATE`, `DELETE`) as a value: it changes rows and
/// gives its `Result` — the number of rows it changed (`Int`, without `RETURNING`), the rows it
/// returns (`[UUID]`), or for a query of `single: true` its one row, or nil (`UUID?`). Run it in a
/// write, with ``execute(_:)`` or the store's `execute(_:)`; the store's reads (`fetch`,
/// `observe`) do not take it, since a read transaction cannot write.
///
/// ```swift
/// let ids = try store.execute(Deck.retitleDecks(title: "Spanish"))   // [UUID], in a write
/// try store.write { db in
///     let id = try Deck.upsertDeck(title: "Spanish").execute(db)   // UUID?: single: true
///     try Item.restock(id: id, quantity: 10).execute(db)           // Int: the rows changed
/// }
/// ```
///
/// A request is a value: equal to another when their SQL and arguments are equal.
public struct WriteRequest<Result>: Hashable, Sendable {
    /// The SQL of the statement.
    public let sql: String
    /// The values bound to its parameters `?1`, `?2`, … in order.
    public let arguments: [DatabaseValue]
    /// Runs the statement and gives what it returns.
    let run: @Sendable (Database, String, [DatabaseValue]) throws -> Result

    /// A write without `RETURNING`: ``execute(_:)`` gives the number of rows it changed
    /// (`Database.changesCount`).
    @_spi(Generated) public init(sql: String, arguments: [DatabaseValue] = []) where Result == Int {
        self.sql = sql
        self.arguments = arguments
        run = { db, sql, arguments in try FastPath.execute(db, sql: sql, arguments: arguments) }
    }

    /// A write of `sql`, whose parameters take `arguments`, whose returned rows `decode` reads:
    /// ``execute(_:)`` gives them all.
    @_spi(Generated) public init<Row>(
        sql: String, arguments: [DatabaseValue] = [], decode: @escaping @Sendable (RowReader) throws -> Row
    ) where Result == [Row] {
        self.sql = sql
        self.arguments = arguments
        run = { db, sql, arguments in try FastPath.fetchAll(db, sql: sql, arguments: arguments, decode) }
    }

    /// A write of one row at most (`single: true`), whose returned row `decode` reads (nil for a
    /// NULL value): ``execute(_:)`` gives it, or nil when the write returned none.
    @_spi(Generated) public init<Row>(
        sql: String, arguments: [DatabaseValue] = [], decodeOne: @escaping @Sendable (RowReader) throws -> Row?
    ) where Result == Row? {
        self.sql = sql
        self.arguments = arguments
        // Every row stepped, so that the write is whole whatever it returns.
        run = { db, sql, arguments in try FastPath.fetchAll(db, sql: sql, arguments: arguments, decodeOne).first ?? nil
        }
    }

    /// Runs the statement, inside a write, and returns what it returns.
    @discardableResult
    public func execute(_ db: Database) throws -> Result {
        try run(db, sql, arguments)
    }

    /// Whether the two requests run the same SQL with the same arguments.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.sql == rhs.sql && lhs.arguments == rhs.arguments }

    /// Hashes the SQL and the arguments.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(sql)
        hasher.combine(arguments)
    }
}
