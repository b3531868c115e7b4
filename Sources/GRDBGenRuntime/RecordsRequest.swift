import GRDB

/// The request of a query of one table's records (`SELECT * FROM reminders WHERE …` with its
/// filters, choices and orderings): its statement, run on the fast path, and its pieces (the
/// conditions that are on, the ordering), from which GRDB's `QueryInterfaceRequest` of the same
/// query is built when the caller extends it with GRDB's query interface.
///
/// ```swift
/// let request = Reminder.remindersOfList(remindersListID: id, orderedBy: .dueDate)
/// let reminders = try store.fetch(request)                  // its statement, on the fast path
/// let firstPage = try store.fetch(request.limit(50))       // GRDB's request, extended
/// let withLists = request.including(required: Reminder.remindersList)
/// ```
///
/// Both were compiled by SQLite when the code was generated: every variant of the statement, and
/// every variant of its pieces. GRDB's request takes each piece as an SQL literal
/// (`filter(piece:_:)`): its columns qualified by GRDB for the request's alias, its values bound in
/// place. As a statement, the request is `Hashable` (SQL and arguments): a view's `.task(id:)`
/// compares it; once extended, it is GRDB's request, which is not.
public struct RecordsRequest<RowDecoder: FastPathRecord>: StatementWrapping, RowsRequest {
    /// The statement: the variant of the call, its arguments, the record's fast decoder.
    public let statement: QueryRequest<RowDecoder>
    /// The conditions that are on (the statement's own, each filter and picked case), and the
    /// query's values, one per Swift parameter, which their parameters name by position.
    let conditions: [QueryVariants.Piece]
    let values: [DatabaseValue]
    /// What the rows are sorted by: the SQL after `ORDER BY`, if any.
    let ordering: String?

    /// The request of a query without run-time choices: its statement (`sql`, bound to
    /// `arguments`), its condition and its ordering as pieces, and the query's `values`.
    @_spi(Generated) public init(
        sql: String, arguments: [DatabaseValue] = [], condition: QueryVariants.Piece? = nil, ordering: String? = nil,
        values: [DatabaseValue] = []
    ) {
        statement = QueryRequest(sql: sql, arguments: arguments, decode: RowDecoder.init(fastPathRow:))
        conditions = condition.map { [$0] } ?? []
        self.values = values
        self.ordering = ordering
    }

    /// The request of a query with run-time choices: the variant with `filters` on, the cases
    /// `choices` picked and `ordering` (a case's `orderingSQL`; nil for the query's own), bound to
    /// `values`, one per Swift parameter (a choice's: the picked case's).
    @_spi(Generated) public init(
        _ variants: QueryVariants, filters: [Bool] = [], choices: [Int] = [], ordering: String? = nil,
        values: [DatabaseValue] = []
    ) {
        let variant =
            ordering.map { variants.variant(filters: filters, choices: choices, ordering: $0) }
            ?? variants.variant(filters: filters, choices: choices)
        statement = QueryRequest(
            sql: variant.sql, arguments: variant.arguments(values), decode: RowDecoder.init(fastPathRow:))
        conditions = variants.conditions(filters: filters, choices: choices)
        self.values = values
        self.ordering = ordering ?? variants.ownOrdering
    }

    /// The query as GRDB's `QueryInterfaceRequest`: the table's records, each condition that is
    /// on, its ordering.
    public var queryInterfaceRequest: QueryInterfaceRequest<RowDecoder> {
        var request = RowDecoder.all()
        for condition in conditions {
            request = request.filter(piece: condition.sql, values: condition.parameters.map { values[$0] })
        }
        return ordering.map { request.order(piece: $0) } ?? request
    }

    /// Every row, through the fast path.
    @inlinable
    public func fetchAll(_ db: Database) throws -> [RowDecoder] { try statement.fetchAll(db) }

    /// The first row, if any, through the fast path.
    @inlinable
    public func fetchOne(_ db: Database) throws -> RowDecoder? { try statement.fetchOne(db) }

    /// A cursor of the rows.
    public func fetchCursor(_ db: Database) throws -> QueryCursor<RowDecoder> { try statement.fetchCursor(db) }

    /// The number of rows.
    public func fetchCount(_ db: Database) throws -> Int { try statement.fetchCount(db) }
}

extension RecordsRequest: FetchRequest {
    /// The statement as a subquery.
    public var sqlSubquery: SQLSubquery { statement.sqlSubquery }

    /// The statement, prepared by GRDB (its generic fetches, observations).
    public func makePreparedRequest(_ db: Database, forSingleResult singleResult: Bool) throws -> PreparedRequest {
        try statement.makePreparedRequest(db, forSingleResult: singleResult)
    }
}

/// GRDB's query interface: each method gives GRDB's `QueryInterfaceRequest` of the query, extended.
extension RecordsRequest {
    /// The first `limit` rows, after `offset` of them: GRDB's `limit(_:offset:)`.
    public func limit(_ limit: Int, offset: Int? = nil) -> QueryInterfaceRequest<RowDecoder> {
        queryInterfaceRequest.limit(limit, offset: offset)
    }

    /// The rows for which the predicate holds too: GRDB's `filter(_:)`.
    public func filter(_ predicate: some SQLSpecificExpressible) -> QueryInterfaceRequest<RowDecoder> {
        queryInterfaceRequest.filter(predicate)
    }

    /// The rows for which the SQL condition holds too: GRDB's `filter(sql:arguments:)`.
    public func filter(
        sql: String, arguments: StatementArguments = StatementArguments()
    )
        -> QueryInterfaceRequest<RowDecoder>
    {
        queryInterfaceRequest.filter(sql: sql, arguments: arguments)
    }

    /// Sorted by these terms, instead of the query's ordering: GRDB's `order(_:)`.
    public func order(_ orderings: any SQLOrderingTerm...) -> QueryInterfaceRequest<RowDecoder> {
        queryInterfaceRequest.order(orderings)
    }

    /// Sorted by this SQL, instead of the query's ordering: GRDB's `order(sql:arguments:)`.
    public func order(
        sql: String, arguments: StatementArguments = StatementArguments()
    )
        -> QueryInterfaceRequest<RowDecoder>
    {
        queryInterfaceRequest.order(sql: sql, arguments: arguments)
    }

    /// Each record with the record of a to-one association, which must exist: GRDB's
    /// `including(required:)`.
    public func including<A: Association>(required association: A) -> QueryInterfaceRequest<RowDecoder>
    where A.OriginRowDecoder == RowDecoder {
        queryInterfaceRequest.including(required: association)
    }

    /// Each record with the record of a to-one association, if any: GRDB's `including(optional:)`.
    public func including<A: Association>(optional association: A) -> QueryInterfaceRequest<RowDecoder>
    where A.OriginRowDecoder == RowDecoder {
        queryInterfaceRequest.including(optional: association)
    }

    /// Each record with the records of a to-many association: GRDB's `including(all:)`.
    public func including<A: AssociationToMany>(all association: A) -> QueryInterfaceRequest<RowDecoder>
    where A.OriginRowDecoder == RowDecoder {
        queryInterfaceRequest.including(all: association)
    }

    /// The records that have a row of the association: GRDB's `joining(required:)`.
    public func joining<A: Association>(required association: A) -> QueryInterfaceRequest<RowDecoder>
    where A.OriginRowDecoder == RowDecoder {
        queryInterfaceRequest.joining(required: association)
    }

    /// The records with an association joined, if any: GRDB's `joining(optional:)`.
    public func joining<A: Association>(optional association: A) -> QueryInterfaceRequest<RowDecoder>
    where A.OriginRowDecoder == RowDecoder {
        queryInterfaceRequest.joining(optional: association)
    }
}

/// More of GRDB's query interface, each giving GRDB's request of the query, extended (issue 51).
extension RecordsRequest {
    /// The query under the given alias (a self-join, a condition on another table): GRDB's `aliased(_:)`.
    public func aliased(_ alias: TableAlias<RowDecoder>) -> QueryInterfaceRequest<RowDecoder> {
        queryInterfaceRequest.aliased(alias)
    }

    /// Selects these columns or expressions instead of the record's: GRDB's `select(_:)`.
    public func select(_ selection: any SQLSelectable...) -> QueryInterfaceRequest<RowDecoder> {
        queryInterfaceRequest.select(selection)
    }

    /// Selects these columns or expressions, fetched as `type`: GRDB's `select(_:as:)`.
    public func select<Value>(_ selection: any SQLSelectable..., as type: Value.Type) -> QueryInterfaceRequest<Value> {
        queryInterfaceRequest.select(selection, as: type)
    }

    /// Selects these beside the record's columns: GRDB's `annotated(with:)`.
    public func annotated(with selection: any SQLSelectable...) -> QueryInterfaceRequest<RowDecoder> {
        queryInterfaceRequest.annotated(with: selection)
    }

    /// Groups the rows by these expressions: GRDB's `group(_:)`.
    public func group(_ expressions: any SQLExpressible...) -> QueryInterfaceRequest<RowDecoder> {
        queryInterfaceRequest.group(expressions)
    }

    /// Keeps the groups for which the predicate holds: GRDB's `having(_:)`.
    public func having(_ predicate: some SQLExpressible) -> QueryInterfaceRequest<RowDecoder> {
        queryInterfaceRequest.having(predicate)
    }
}

extension RecordsRequest where RowDecoder: Identifiable, RowDecoder.ID: DatabaseValueConvertible {
    /// The row of this id among the query's: GRDB's `filter(id:)`.
    public func filter(id: RowDecoder.ID) -> QueryInterfaceRequest<RowDecoder> {
        queryInterfaceRequest.filter(id: id)
    }
}

extension RecordsRequest where RowDecoder: OrderedRecord {
    /// Sorted by a case of the record's `Ordering`, instead of the query's: GRDB's request.
    public func ordered(by ordering: RowDecoder.Ordering?) -> QueryInterfaceRequest<RowDecoder> {
        queryInterfaceRequest.ordered(by: ordering)
    }
}
