import GRDB

/// What the queries of one table's records need of GRDB's `QueryInterfaceRequest`: the record's
/// orderings, given to GRDB as SQL literals (`QualifiedPieces`: their columns qualified by GRDB for
/// the request's alias), and the fast path for `fetchAll(_:)` and `fetchOne(_:)`.
///
/// ```swift
/// let reminders = try Reminder.remindersOfList(listID: id, orderedBy: .dueDate).limit(50).fetchAll(db)
/// ```
extension QueryInterfaceRequest where RowDecoder: OrderedRecord & TableRecord {
    /// Sorts in the given order, replacing any order the request had, its columns qualified by
    /// GRDB for the request's alias (`Item.all().aliased(TableAlias(name: "i")).ordered(by: .name)`
    /// sorts by `"i"."name"`); nil leaves the request as it is.
    public func ordered(by ordering: RowDecoder.Ordering?) -> Self {
        guard let ordering else { return self }
        return order(piece: ordering.orderingSQL)
    }
}

extension QueryInterfaceRequest where RowDecoder: FastPathRecord {
    /// Every row of the request: GRDB's `fetchAll(_:)`, through ``FastPath/fetchAll(_:_:)``
    /// (the record's columns read by index when the request selects them in order).
    @inlinable
    public func fetchAll(_ db: Database) throws -> [RowDecoder] {
        try FastPath.fetchAll(db, self)
    }

    /// The first row of the request, if any: GRDB's `fetchOne(_:)`, through
    /// ``FastPath/fetchOne(_:_:)``.
    @inlinable
    public func fetchOne(_ db: Database) throws -> RowDecoder? {
        try FastPath.fetchOne(db, self)
    }
}
