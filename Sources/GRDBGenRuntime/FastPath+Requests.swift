import GRDB

extension FastPath {
    /// Every row of a query-interface request of a generated record (`Item.filter(…)`,
    /// `Item.all().ordered(by: .name)`): GRDB builds and prepares its statement, and
    /// the rows are decoded by index with `init(rowReader:)` when the statement selects the
    /// record's columns in their order (the default selection); otherwise (another selection, an
    /// adapter of joined records) GRDB decodes them, as `request.fetchAll(db)` does.
    @inlinable
    static func fetchAll<Record: GeneratedRecord>(
        _ db: Database, _ request: QueryInterfaceRequest<Record>
    ) throws -> [Record] {
        guard let statement = try fastStatement(db, request, singleResult: false) else {
            return try grdbFetchAll(db, request)
        }
        return try fetchAll(statement, as: Record.self)
    }

    /// The first row of a query-interface request of a generated record, if any, decoded as
    /// ``fetchAll(_:_:)`` decodes them.
    @inlinable
    static func fetchOne<Record: GeneratedRecord>(
        _ db: Database, _ request: QueryInterfaceRequest<Record>
    ) throws -> Record? {
        guard let statement = try fastStatement(db, request, singleResult: true) else {
            return try grdbFetchOne(db, request)
        }
        return try fetchOne(statement) { row in try Record(rowReader: row) }
    }

    /// GRDB's statement of the request, when its rows can be read by index: no adapter, and the
    /// record's columns selected in order.
    @usableFromInline
    static func fastStatement<Record: GeneratedRecord>(
        _ db: Database, _ request: QueryInterfaceRequest<Record>, singleResult: Bool
    ) throws -> Statement? {
        let prepared = try request.makePreparedRequest(db, forSingleResult: singleResult)
        guard prepared.adapter == nil, prepared.statement.columnNames == Record.rowColumns else { return nil }
        return prepared.statement
    }

    /// GRDB's `fetchAll(_:_:)` of a request, which decodes the rows with `init(row:)` (not the
    /// request's `fetchAll(_:)`, which would come back to the fast path).
    @inlinable
    static func grdbFetchAll<Record: FetchableRecord>(
        _ db: Database, _ request: QueryInterfaceRequest<Record>
    ) throws -> [Record] {
        try Record.fetchAll(db, request)
    }

    /// GRDB's `fetchOne(_:)` of a request, as ``grdbFetchAll(_:_:)``.
    @inlinable
    static func grdbFetchOne<Record: FetchableRecord>(
        _ db: Database, _ request: QueryInterfaceRequest<Record>
    ) throws -> Record? {
        try Record.fetchOne(db, request)
    }
}
