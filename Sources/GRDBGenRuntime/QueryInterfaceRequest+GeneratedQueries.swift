import GRDB

/// GRDB's `QueryInterfaceRequest` of a generated record, read on the fast path: `fetchAll(_:)`
/// and `fetchOne(_:)` decode the record's columns by index when the request selects them in order.
///
/// ```swift
/// let reminders = try Reminder.remindersOfList(listID: id, orderedBy: .dueDate).limit(50).fetchAll(db)
/// ```
extension QueryInterfaceRequest where RowDecoder: GeneratedRecord {
    /// Every row of the request: GRDB's `fetchAll(_:)`, through `FastPath.fetchAll(_:_:)`
    /// (the record's columns read by index when the request selects them in order).
    @inlinable
    public func fetchAll(_ db: Database) throws -> [RowDecoder] {
        try FastPath.fetchAll(db, self)
    }

    /// The first row of the request, if any: GRDB's `fetchOne(_:)`, through
    /// `FastPath.fetchOne(_:_:)`.
    @inlinable
    public func fetchOne(_ db: Database) throws -> RowDecoder? {
        try FastPath.fetchOne(db, self)
    }
}
