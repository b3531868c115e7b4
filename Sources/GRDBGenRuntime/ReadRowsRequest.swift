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

    /// The first element, if any, as the store reads it: ``fetchOne(_:)``, or the fast path of a
    /// generated record's request.
    func readFirst(_ db: Database) throws -> RowDecoder?
}

extension ReadRowsRequest {
    /// Every element: `fetchAll(_:)`.
    @inlinable
    public func read(_ db: Database) throws -> [RowDecoder] { try fetchAll(db) }

    /// The first element: `fetchOne(_:)`.
    @inlinable
    public func readFirst(_ db: Database) throws -> RowDecoder? { try fetchOne(db) }
}

/// GRDB's request of records is one too, with GRDB's own `fetchAll(_:)` and `fetchOne(_:)`: the
/// store reads a generated record's on the fast path (``read(_:)``, ``readFirst(_:)``), and
/// leaves GRDB's methods as they are for every other caller.
extension QueryInterfaceRequest: ReadRequest, ReadRowsRequest where RowDecoder: FetchableRecord {}

extension QueryInterfaceRequest where RowDecoder: FetchableRecord {
    /// Every row of the request, as the store reads it: GRDB's `fetchAll(_:)`, on the fast path
    /// when the rows are a generated record's.
    public func read(_ db: Database) throws -> [RowDecoder] {
        if let record = RowDecoder.self as? any GeneratedRecord.Type {
            return try FastPath.fetchAll(db, self, as: record)
        }
        return try fetchAll(db)
    }

    /// The first row of the request, as the store reads it: GRDB's `fetchOne(_:)`, on the fast
    /// path when the rows are a generated record's.
    public func readFirst(_ db: Database) throws -> RowDecoder? {
        if let record = RowDecoder.self as? any GeneratedRecord.Type {
            return try FastPath.fetchOne(db, self, as: record)
        }
        return try fetchOne(db)
    }
}

extension FastPath {
    /// ``fetchAll(_:_:)`` of a request whose rows are, at run time, the generated record `record`.
    static func fetchAll<Decoded>(
        _ db: Database, _ request: QueryInterfaceRequest<Decoded>, as record: any GeneratedRecord.Type
    ) throws -> [Decoded] {
        func fetch<Record: GeneratedRecord>(_: Record.Type) throws -> [Decoded] {
            // The same type: the cast of the array is the array itself.
            try fetchAll(db, request.asRequest(of: Record.self)) as! [Decoded]
        }
        return try fetch(record)
    }

    /// ``fetchOne(_:_:)`` of a request whose rows are, at run time, the generated record `record`.
    static func fetchOne<Decoded>(
        _ db: Database, _ request: QueryInterfaceRequest<Decoded>, as record: any GeneratedRecord.Type
    ) throws -> Decoded? {
        func fetch<Record: GeneratedRecord>(_: Record.Type) throws -> Decoded? {
            try fetchOne(db, request.asRequest(of: Record.self)).map { $0 as! Decoded }
        }
        return try fetch(record)
    }
}
