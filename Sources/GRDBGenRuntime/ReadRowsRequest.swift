import GRDB

/// A ``ReadRequest`` of rows (`[Row]`), which can also give its first row: a query of `queries:`
/// (``RecordsRequest``, ``QueryRequest``, ``GroupedRequest``), or GRDB's `QueryInterfaceRequest` of
/// a `FetchableRecord` (`Item.all().ordered(by: .name)`, `RemindersList.all().withReminders()`).
/// The store's `fetch`, `fetchOne`, `observe`, `publisher` and `live` take any, once, and give its
/// rows; a generated record's are read on the fast path.
///
/// ```swift
/// let items = try store.fetch(Item.lowStock(below: 3))          // [Item]
/// let named = try store.fetch(Item.all().ordered(by: .name))    // [Item], GRDB's request
/// for try await lists in store.observe(ListsWithRemindersRow.listsWithReminders()) { … }
/// ```
///
/// The requests of `queries:` are `Hashable` too (their SQL and arguments); GRDB's are not.
public protocol ReadRowsRequest: ReadRequest where Value == [RowDecoder] {
    /// The type of the request's elements.
    associatedtype RowDecoder

    /// Every element.
    func fetchAll(_ db: Database) throws -> [RowDecoder]

    /// The first element, if any.
    func fetchOne(_ db: Database) throws -> RowDecoder?
}

extension ReadRowsRequest {
    /// Every element: `fetchAll(_:)`.
    @inlinable
    public func read(_ db: Database) throws -> [RowDecoder] { try fetchAll(db) }
}

extension QueryInterfaceRequest: ReadRequest, ReadRowsRequest where RowDecoder: FetchableRecord {}

extension QueryInterfaceRequest where RowDecoder: FetchableRecord {
    /// Every row of the request: GRDB's `fetchAll(_:)`, on the fast path when the rows are a
    /// generated record's (code generic over the request, as the store's, comes here).
    public func fetchAll(_ db: Database) throws -> [RowDecoder] {
        if let record = RowDecoder.self as? any GeneratedRecord.Type {
            return try FastPath.fetchAll(db, self, as: record)
        }
        return try RowDecoder.fetchAll(db, self)
    }

    /// The first row of the request, if any: GRDB's `fetchOne(_:)`, on the fast path when the
    /// rows are a generated record's.
    public func fetchOne(_ db: Database) throws -> RowDecoder? {
        if let record = RowDecoder.self as? any GeneratedRecord.Type {
            return try FastPath.fetchOne(db, self, as: record)
        }
        return try RowDecoder.fetchOne(db, self)
    }
}

extension FastPath {
    /// ``fetchAll(_:_:)`` of a request whose rows are, at run time, the generated record `record`.
    static func fetchAll<Decoded>(
        _ db: Database, _ request: QueryInterfaceRequest<Decoded>, as record: any GeneratedRecord.Type
    ) throws -> [Decoded] {
        func fetch<Record: GeneratedRecord>(_: Record.Type) throws -> [Decoded] {
            precondition(Record.self == Decoded.self)
            // The same type: the array as it is, not cast element by element.
            return unsafeBitCast(try fetchAll(db, request.asRequest(of: Record.self)), to: [Decoded].self)
        }
        return try fetch(record)
    }

    /// ``fetchOne(_:_:)`` of a request whose rows are, at run time, the generated record `record`.
    static func fetchOne<Decoded>(
        _ db: Database, _ request: QueryInterfaceRequest<Decoded>, as record: any GeneratedRecord.Type
    ) throws -> Decoded? {
        func fetch<Record: GeneratedRecord>(_: Record.Type) throws -> Decoded? {
            precondition(Record.self == Decoded.self)
            return try fetchOne(db, request.asRequest(of: Record.self)).map { $0 as! Decoded }
        }
        return try fetch(record)
    }
}
