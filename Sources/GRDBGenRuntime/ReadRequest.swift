import GRDB

/// A request that the store reads as one value: the rows of a ``ReadRowsRequest`` (`[Item]`: a query,
/// GRDB's `QueryInterfaceRequest` of a record), or the one row of a ``SingleRowRequest``
/// (`ItemStats?`; a single value, `Int?`). The store's `fetch`, `observe`, `publisher` and `live`,
/// and a live value's `load`, take any, once. A ``WriteRequest`` is not one: a read cannot write.
///
/// ```swift
/// let items = try store.fetch(Item.lowStock(below: 3))   // [Item]
/// let stats = try store.fetch(ItemStats.stats())          // ItemStats?
/// ```
public protocol ReadRequest: Sendable {
    /// What a read of the request gives.
    associatedtype Value

    /// Reads the request: its rows, or its one row.
    func read(_ db: Database) throws -> Value
}
