import GRDB

/// The orders in which the rows of a generated record can be fetched and observed: the
/// `Ordering` enum of a record (the table's `orderings:` and those of the queries of its records),
/// or of a query's row type. Every ordering is terms of what follows `ORDER BY`, written with the
/// record's `Columns`: several terms, NULLs placed, a tie-breaker (a table's orderings end with
/// its primary key).
///
/// ```swift
/// let items = try Item.all().ordered(by: .nameDescending).fetchAll(db)
/// let listed = try store.fetch(Item.listed(orderedBy: .name))
/// ```
public protocol RecordOrdering: Hashable, Sendable {
    /// What the ordering sorts by, term by term: `["\(Columns.name) DESC", "\(Columns.id)"]` for a
    /// table's `orderings: [name]`, a query's ordering as written, its columns the record's
    /// `Columns` (GRDB qualifies them for a request's alias, so that the ordering keeps its
    /// meaning in a join).
    var orderingTerms: [QueryPiece] { get }
}

/// A generated record with orderings: its `Ordering` enum.
public protocol OrderedRecord {
    /// The orders of the record's rows.
    associatedtype Ordering: RecordOrdering
}

extension DerivableRequest where RowDecoder: OrderedRecord {
    /// Sorts in the given order, replacing any order the request had, its columns qualified by
    /// GRDB for the request's alias (`Item.all().aliased(TableAlias(name: "i")).ordered(by: .name)`
    /// sorts by `"i"."name"`); nil leaves the request as it is.
    ///
    /// ```swift
    /// let items = try Item.all().ordered(by: .name).fetchAll(db)
    /// ```
    public func ordered(by ordering: RowDecoder.Ordering?) -> Self {
        guard let ordering else { return self }
        return ordered(byTerms: ordering.orderingTerms)
    }
}
