import GRDB

/// A query with `group:` as a value: its statement gives a row per parent and child, which
/// ``fetchAll(_:)`` merges into one element per parent with its children.
///
/// ```swift
/// let lists = try ListsWithRemindersRow.listsWithReminders().fetchAll(db)   // a list, its reminders
/// let lists = try store.fetch(ListsWithRemindersRow.listsWithReminders())  // the same
/// ```
///
/// It is not a GRDB `FetchRequest`: GRDB's generic fetches decode each row of the statement as an
/// element, and would give the rows unmerged, another answer than the request's own. Every way to
/// read it merges: its fetches, and the store's `fetch`, `observe`, `publisher` and `live`.
public struct GroupedRequest<RowDecoder>: Hashable, Sendable {
    /// The statement of the rows, before they are merged.
    public let statement: QueryRequest<RowDecoder>
    /// Merges the decoded rows: a parent's rows become one element with its children.
    @usableFromInline
    let merge: @Sendable ([RowDecoder]) -> [RowDecoder]

    /// A request of `sql`, whose parameters take `arguments`, whose rows `decode` reads: the rows
    /// of one `key` become one element, the first, to which `append` adds the children of the
    /// others, in the order the parents first come and their children in the statement's order.
    ///
    /// ```swift
    /// GroupedRequest(
    ///     sql: "SELECT remindersLists.*, reminders.* FROM …", decode: Self.init(rowReader:),
    ///     key: { $0.remindersList.id }, append: { group, row in group.reminders += row.reminders })
    /// ```
    @_spi(Generated) public init<Key: Hashable & Sendable>(
        sql: String, arguments: [DatabaseValue] = [],
        decode: @escaping @Sendable (RowReader) throws -> RowDecoder,
        key: @escaping @Sendable (RowDecoder) -> Key,
        append: @escaping @Sendable (inout RowDecoder, RowDecoder) -> Void
    ) {
        statement = QueryRequest(sql: sql, arguments: arguments, decode: decode)
        merge = { rows in
            var result: [RowDecoder] = []
            var positions: [Key: Int] = [:]
            for row in rows {
                let key = key(row)
                if let position = positions[key] {
                    append(&result[position], row)
                } else {
                    positions[key] = result.count
                    result.append(row)
                }
            }
            return result
        }
    }

    /// Every parent, with its children.
    @inlinable
    public func fetchAll(_ db: Database) throws -> [RowDecoder] {
        merge(try statement.fetchAll(db))
    }

    /// The first parent, with all its children.
    @inlinable
    public func fetchOne(_ db: Database) throws -> RowDecoder? {
        try fetchAll(db).first
    }

    /// A cursor of the parents, merged first.
    public func fetchCursor(_ db: Database) throws -> AnyCursor<RowDecoder> {
        AnyCursor(try fetchAll(db))
    }

    /// The number of parents.
    public func fetchCount(_ db: Database) throws -> Int {
        try fetchAll(db).count
    }
}

extension GroupedRequest: ReadRowsRequest {
    /// Whether the two requests run the same SQL with the same arguments.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.statement == rhs.statement }

    /// Hashes the SQL and the arguments.
    public func hash(into hasher: inout Hasher) { hasher.combine(statement) }
}
