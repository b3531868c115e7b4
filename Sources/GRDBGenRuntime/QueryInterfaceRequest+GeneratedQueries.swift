import GRDB

/// What the queries of one table's records need of GRDB's `QueryInterfaceRequest`: the condition
/// of a group of choices, and the fast path for `fetchAll(_:)` and `fetchOne(_:)`.
///
/// ```swift
/// let reminders = try Reminder.remindersOfList(listID: id, orderedBy: .dueDate).limit(50).fetchAll(db)
/// ```
extension QueryInterfaceRequest {
    /// Adds the condition of the case a call picked in a group of `choices:` of a generated query,
    /// its values bound by the names of the group's parameters; a case without condition leaves
    /// the request as it is.
    ///
    /// ```swift
    /// request = request.filter(scope.queryChoice, among: ["isFlagged", nil], parameters: [])
    /// ```
    @inlinable
    public func filter(_ choice: QueryVariants.Choice, among conditions: [String?], parameters: [String]) -> Self {
        guard let sql = conditions[choice.index] else { return self }
        guard !parameters.isEmpty else { return filter(sql: sql) }
        var values: [String: (any DatabaseValueConvertible)?] = [:]
        for (name, value) in zip(parameters, choice.values) { values[name] = value }
        return filter(sql: sql, arguments: StatementArguments(values))
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
