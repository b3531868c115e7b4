import GRDB

/// What the queries of one table's records need of GRDB's `QueryInterfaceRequest`: the condition
/// of a group of choices, the record's orderings, and the fast path for `fetchAll(_:)` and
/// `fetchOne(_:)`. Each piece is given to GRDB as an SQL literal (`QualifiedPieces`): its columns
/// qualified by GRDB for the request's alias, its values bound in place.
///
/// ```swift
/// let reminders = try Reminder.remindersOfList(listID: id, orderedBy: .dueDate).limit(50).fetchAll(db)
/// ```
extension QueryInterfaceRequest where RowDecoder: TableRecord {
    /// Adds the condition of the case a call picked in a group of `choices:` of a generated query,
    /// its values bound in place (the group's parameters, by name, in the piece); a case without
    /// condition leaves the request as it is.
    ///
    /// ```swift
    /// request = request.filter(scope.queryChoice, among: ["isFlagged", nil], parameters: [])
    /// ```
    public func filter(_ choice: QueryVariants.Choice, among conditions: [String?], parameters: [String]) -> Self {
        guard let sql = conditions[choice.index] else { return self }
        var values: [String: DatabaseValue] = [:]
        for (name, value) in zip(parameters, choice.values) { values[name] = value }
        return filter(piece: sql, values)
    }
}

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
