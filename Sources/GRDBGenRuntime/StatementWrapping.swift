import GRDB

/// A request that runs the statement of a ``QueryRequest`` its own way: one row at most
/// (``SingleRowRequest``), its rows merged by parent (``GroupedRequest``), in a write
/// (``WriteRequest``). Its SQL and arguments are the statement's, and it is equal to another when
/// they are.
public protocol StatementWrapping: Hashable, Sendable {
    /// The type of the statement's rows.
    associatedtype RowDecoder

    /// The statement and the decoder of its rows.
    var statement: QueryRequest<RowDecoder> { get }
}

extension StatementWrapping {
    /// The SQL of the statement.
    public var sql: String { statement.sql }

    /// The values bound to the statement's parameters, in order.
    public var arguments: [DatabaseValue] { statement.arguments }

    /// Whether the two requests run the same SQL with the same arguments.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.statement == rhs.statement }

    /// Hashes the SQL and the arguments.
    public func hash(into hasher: inout Hasher) { hasher.combine(statement) }
}
