import GRDB

/// A request of `queries:` that reads rows: a ``QueryRequest``, or a ``GroupedRequest`` (a query
/// with `group:`). The store's `fetch`, `fetchOne`, `observe`, `publisher` and `live` take any,
/// and give its rows.
///
/// ```swift
/// let items = try store.fetch(Item.lowStock(below: 3))          // [Item]
/// for try await lists in store.observe(ListsWithRemindersRow.listsWithReminders()) { … }
/// ```
public protocol RowsRequest: Hashable, Sendable {
    /// The type of the request's elements.
    associatedtype RowDecoder

    /// Every element.
    func fetchAll(_ db: Database) throws -> [RowDecoder]

    /// The first element, if any.
    func fetchOne(_ db: Database) throws -> RowDecoder?
}
