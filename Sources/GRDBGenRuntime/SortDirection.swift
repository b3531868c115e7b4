import GRDB

/// The direction of an ordering of generated records: `Item.Ordering.name(.descending)`.
public enum SortDirection: String, Hashable, Sendable, CaseIterable {
    /// Smallest first.
    case ascending
    /// Largest first.
    case descending
}

/// The orders in which the rows of a generated record can be fetched and observed: the
/// `Ordering` enum generated for the `orderings:` of a table.
///
/// ```swift
/// let items = try Item.all().ordered(by: .name(.descending)).fetchAll(db)
/// let sorted = try store.fetch(Item.all().ordered(by: .name(.ascending)))
/// ```
public protocol RecordOrdering: Hashable, Sendable {
    /// The column this order sorts by, and in which direction.
    var sortKey: SortKey { get }
}

/// A column and a direction: what one case of a generated `Ordering` sorts by.
public struct SortKey: Hashable, Sendable {
    /// The column name.
    public var column: String
    /// Ascending or descending.
    public var direction: SortDirection

    /// Creates a sort key.
    @inlinable
    public init(_ column: String, _ direction: SortDirection) {
        self.column = column
        self.direction = direction
    }

    /// The ordering term of GRDB's query interface: `Column(column).asc` or `.desc`.
    @inlinable
    public var orderingTerm: any SQLOrderingTerm {
        direction == .ascending ? Column(column).asc : Column(column).desc
    }
}

/// A generated record with orderings: its `Ordering` enum.
public protocol OrderedRecord {
    /// The orders of the record's rows.
    associatedtype Ordering: RecordOrdering
}

extension DerivableRequest where RowDecoder: OrderedRecord {
    /// Sorts in the given order, replacing any order the request had (GRDB's `order(_:)`); nil
    /// leaves the request as it is.
    ///
    /// ```swift
    /// let items = try Item.all().ordered(by: .name(.ascending)).fetchAll(db)
    /// ```
    @inlinable
    public func ordered(by ordering: RowDecoder.Ordering?) -> Self {
        guard let ordering else { return self }
        return order(ordering.sortKey.orderingTerm)
    }
}
