import GRDB

/// The request of a query of one table's records (`SELECT * FROM reminders WHERE …` with its
/// filters, choices and orderings): a GRDB `DerivableRequest`, so that GRDB's whole query
/// interface extends it (`filter`, `order`, `limit`, `including`, `joining`, `aliased`, `select`,
/// `annotated`, `group`, `having`, `filter(id:)`, `with`, and the app's own
/// `extension DerivableRequest<Reminder>` methods), each giving a `RecordsRequest` again.
///
/// ```swift
/// let request = Reminder.remindersOfList(remindersListID: id, orderedBy: .dueDate)
/// let reminders = try store.fetch(request)                  // its statement, on the fast path
/// let firstPage = try store.fetch(request.limit(50))       // GRDB's request, extended
/// let withLists = request.including(required: Reminder.remindersList)
/// ```
///
/// Until it is extended, it runs its statement, compiled by SQLite when the code was generated,
/// on the fast path. Extended, it is GRDB's `QueryInterfaceRequest` of the same query: the table's
/// records, each piece of the query (its condition, each filter that is on, each picked case, its
/// ordering) taken as an SQL literal, its columns qualified by GRDB for the request's alias, its
/// values bound in place. Its rows are still decoded by index when it selects the record's
/// columns. As a statement, the request is equal to another of the same SQL and arguments (a
/// view's `.task(id:)` compares it); extended, it is equal to itself only, as GRDB's requests
/// cannot be compared.
public struct RecordsRequest<RowDecoder: GeneratedRecord>: ReadRowsRequest {
    /// The query's statement, as generated: what runs until the request is extended.
    public let statement: QueryRequest<RowDecoder>
    /// The conditions that are on (the statement's own, each filter and picked case), composed
    /// only when the request is extended (a fetch of its statement needs none of them); and the
    /// query's values, one per Swift parameter, which their parameters name by position.
    let conditions: @Sendable () -> [QueryPiece]
    let values: [DatabaseValue]
    /// The terms the rows are sorted by, if any.
    let ordering: [QueryPiece]?
    /// The rows kept by `limit(_:offset:)` of the statement, if any.
    let limited: (limit: Int, offset: Int?)?
    /// GRDB's request, once the query is extended by GRDB's query interface; nil before.
    @usableFromInline let extended: Extended?

    /// GRDB's request of an extended query, held by reference: its identity is the request's.
    @usableFromInline final class Extended: Sendable {
        @usableFromInline let request: QueryInterfaceRequest<RowDecoder>
        init(_ request: QueryInterfaceRequest<RowDecoder>) { self.request = request }
    }

    /// The request of a query without run-time choices: its statement (`sql`, bound to
    /// `arguments`, by default the values), its condition and its ordering's terms as pieces, and
    /// the query's `values`.
    @_spi(Generated) public init(
        sql: String, arguments: [DatabaseValue]? = nil, condition: QueryPiece? = nil, ordering: [QueryPiece]? = nil,
        values: [DatabaseValue] = []
    ) {
        statement = QueryRequest(sql: sql, arguments: arguments ?? values, decode: RowDecoder.init(rowReader:))
        conditions = { condition.map { [$0] } ?? [] }
        self.values = values
        self.ordering = ordering
        limited = nil
        extended = nil
    }

    /// The request of a query with run-time choices: the variant with `filters` on, the cases
    /// `choices` picked and `ordering` (a case's `orderingTerms`; nil for the query's first), bound
    /// to `values`, one per Swift parameter (a choice's: the picked case's).
    @_spi(Generated) public init(
        _ variants: QueryVariants, filters: [Bool] = [], choices: [Int] = [], ordering: [QueryPiece]? = nil,
        values: [DatabaseValue] = []
    ) {
        let variant =
            ordering.map { variants.variant(filters: filters, choices: choices, ordering: $0) }
            ?? variants.variant(filters: filters, choices: choices)
        statement = QueryRequest(
            sql: variant.sql, arguments: variant.arguments(values), decode: RowDecoder.init(rowReader:))
        conditions = { variants.conditions(filters: filters, choices: choices) }
        self.values = values
        self.ordering = ordering ?? variants.orderings.first
        limited = nil
        extended = nil
    }

    /// The query extended by GRDB's query interface.
    init(_ request: Self, extendedBy change: (QueryInterfaceRequest<RowDecoder>) -> QueryInterfaceRequest<RowDecoder>) {
        statement = request.statement
        conditions = request.conditions
        values = request.values
        ordering = request.ordering
        limited = request.limited
        extended = Extended(change(request.queryInterfaceRequest))
    }

    /// The statement of `request`, its rows limited: `… LIMIT ?n OFFSET ?m`, its own parameters
    /// first (a one-table query has no `LIMIT` of its own). The statement stays the same SQL for
    /// every limit, prepared once.
    init(_ request: Self, limit: Int, offset: Int?) {
        let next = request.statement.arguments.count + 1
        statement = QueryRequest(
            sql: request.statement.sql + "\nLIMIT ?\(next)" + (offset == nil ? "" : " OFFSET ?\(next + 1)"),
            arguments: request.statement.arguments + [limit.databaseValue] + (offset.map { [$0.databaseValue] } ?? []),
            decode: request.statement.decode)
        conditions = request.conditions
        values = request.values
        ordering = request.ordering
        limited = (limit, offset)
        extended = nil
    }

    /// The query as GRDB's `QueryInterfaceRequest`: the table's records, each condition that is
    /// on, its ordering, and what extended it.
    public var queryInterfaceRequest: QueryInterfaceRequest<RowDecoder> {
        if let extended { return extended.request }
        var request = RowDecoder.all()
        for condition in conditions() { request = request.filtered(by: condition, values: values) }
        request = ordering.map { request.ordered(byTerms: $0) } ?? request
        return limited.map { request.limit($0.limit, offset: $0.offset) } ?? request
    }

    /// Every row, through the fast path.
    @inlinable
    public func fetchAll(_ db: Database) throws -> [RowDecoder] {
        if let extended { return try FastPath.fetchAll(db, extended.request) }
        return try statement.fetchAll(db)
    }

    /// The first row, if any, through the fast path.
    @inlinable
    public func fetchOne(_ db: Database) throws -> RowDecoder? {
        if let extended { return try FastPath.fetchOne(db, extended.request) }
        return try statement.fetchOne(db)
    }

    /// A cursor of the rows.
    public func fetchCursor(_ db: Database) throws -> AnyCursor<RowDecoder> {
        if let extended { return try QueryCursor.of(db, extended.request) }
        return try statement.fetchCursor(db)
    }

    /// The number of rows.
    public func fetchCount(_ db: Database) throws -> Int {
        if let extended { return try extended.request.fetchCount(db) }
        return try statement.fetchCount(db)
    }
}

extension RecordsRequest: Hashable {
    /// Whether the two requests are the same: two statements of the same SQL and arguments, or
    /// one extended request.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs.extended, rhs.extended) {
        case (nil, nil): lhs.statement == rhs.statement
        case let (left?, right?): left === right
        default: false
        }
    }

    /// Hashes the statement, or the extended request's identity.
    public func hash(into hasher: inout Hasher) {
        if let extended { hasher.combine(ObjectIdentifier(extended)) } else { hasher.combine(statement) }
    }
}

extension RecordsRequest: FetchRequest {
    /// The query as a subquery.
    public var sqlSubquery: SQLSubquery {
        extended?.request.sqlSubquery ?? statement.sqlSubquery
    }

    /// The query, prepared by GRDB (its generic fetches, observations).
    public func makePreparedRequest(_ db: Database, forSingleResult singleResult: Bool) throws -> PreparedRequest {
        if let extended { return try extended.request.makePreparedRequest(db, forSingleResult: singleResult) }
        return try statement.makePreparedRequest(db, forSingleResult: singleResult)
    }
}

/// GRDB's query interface: each requirement of `DerivableRequest` extends GRDB's request of the
/// query; GRDB's own extensions of the protocols (`filter(_:)`, `order(_:)`, `including(…)`,
/// `aliased(_:)`, `filter(id:)`, …) are built on them.
extension RecordsRequest: DerivableRequest {
    /// The query extended by `change`.
    func extending(_ change: (QueryInterfaceRequest<RowDecoder>) -> QueryInterfaceRequest<RowDecoder>) -> Self {
        RecordsRequest(self, extendedBy: change)
    }

    /// The name of the table of the records.
    public var databaseTableName: String { RowDecoder.databaseTableName }

    /// The query under the given alias: GRDB's `aliased(_:)` builds on it.
    public func _aliased(_ alias: TableAliasBase) -> Self { extending { $0._aliased(alias) } }

    /// Selects these instead of the record's columns: GRDB's `select(_:)` builds on it.
    public func selectWhenConnected(_ selection: @escaping @Sendable (Database) throws -> [any SQLSelectable]) -> Self {
        extending { $0.selectWhenConnected(selection) }
    }

    /// Selects these beside the record's columns: GRDB's `annotated(with:)` builds on it.
    public func annotatedWhenConnected(
        with selection: @escaping @Sendable (Database) throws -> [any SQLSelectable]
    ) -> Self {
        extending { $0.annotatedWhenConnected(with: selection) }
    }

    /// The rows for which the predicate holds too: GRDB's `filter(_:)` builds on it.
    public func filterWhenConnected(_ predicate: @escaping @Sendable (Database) throws -> any SQLExpressible) -> Self {
        extending { $0.filterWhenConnected(predicate) }
    }

    /// Sorted by these terms, instead of the query's ordering: GRDB's `order(_:)` builds on it.
    public func orderWhenConnected(_ orderings: @escaping @Sendable (Database) throws -> [any SQLOrderingTerm]) -> Self
    {
        extending { $0.orderWhenConnected(orderings) }
    }

    /// Sorted in the reverse order.
    public func reversed() -> Self { extending { $0.reversed() } }

    /// Not sorted.
    public func unordered() -> Self { extending { $0.unordered() } }

    /// Sorted by the primary key after the query's ordering, so that the order is stable.
    public func withStableOrder() -> Self { extending { $0.withStableOrder() } }

    /// Groups the rows: GRDB's `group(_:)` builds on it.
    public func groupWhenConnected(_ expressions: @escaping @Sendable (Database) throws -> [any SQLExpressible]) -> Self
    {
        extending { $0.groupWhenConnected(expressions) }
    }

    /// Keeps the groups for which the predicate holds: GRDB's `having(_:)` builds on it.
    public func havingWhenConnected(_ predicate: @escaping @Sendable (Database) throws -> any SQLExpressible) -> Self {
        extending { $0.havingWhenConnected(predicate) }
    }

    /// Each record with the records of a to-many association: GRDB's `including(all:)`.
    public func _including(all association: _SQLAssociation) -> Self { extending { $0._including(all: association) } }

    /// Each record with the record of a to-one association, if any: GRDB's `including(optional:)`.
    public func _including(optional association: _SQLAssociation) -> Self {
        extending { $0._including(optional: association) }
    }

    /// Each record with the record of a to-one association: GRDB's `including(required:)`.
    public func _including(required association: _SQLAssociation) -> Self {
        extending { $0._including(required: association) }
    }

    /// The records with an association joined, if any: GRDB's `joining(optional:)`.
    public func _joining(optional association: _SQLAssociation) -> Self {
        extending { $0._joining(optional: association) }
    }

    /// The records that have a row of the association: GRDB's `joining(required:)`.
    public func _joining(required association: _SQLAssociation) -> Self {
        extending { $0._joining(required: association) }
    }

    /// Without duplicate rows: `SELECT DISTINCT`.
    public func distinct() -> Self { extending { $0.distinct() } }

    /// With a common table expression: `WITH … SELECT`.
    public func with<T>(_ cte: CommonTableExpression<T>) -> Self { extending { $0.with(cte) } }
}

/// What GRDB's `QueryInterfaceRequest` has beyond `DerivableRequest`.
extension RecordsRequest {
    /// The first `limit` rows, after `offset` of them: GRDB's `limit(_:offset:)`. A query not
    /// extended otherwise keeps its statement, limited, on the fast path (a page of a list).
    public func limit(_ limit: Int, offset: Int? = nil) -> Self {
        guard extended == nil, limited == nil else { return extending { $0.limit(limit, offset: offset) } }
        return RecordsRequest(self, limit: limit, offset: offset)
    }

    /// Selects these columns or expressions, fetched as `type`: GRDB's `select(_:as:)`.
    public func select<Value>(_ selection: any SQLSelectable..., as type: Value.Type) -> QueryInterfaceRequest<Value> {
        queryInterfaceRequest.select(selection, as: type)
    }

    /// The rows fetched as `type` (a record with its associated records, `Row`): GRDB's
    /// `asRequest(of:)`.
    public func asRequest<Value>(of type: Value.Type) -> QueryInterfaceRequest<Value> {
        queryInterfaceRequest.asRequest(of: type)
    }
}
