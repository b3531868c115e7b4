/// A named SQL statement of `queries:`, checked by SQLite at generation time and generated as a
/// typed Swift function.
///
/// ```yaml
/// queries:
///   itemsNamed:
///     sql: SELECT * FROM item WHERE name LIKE :pattern ORDER BY name
///   topCustomers:
///     sql: |
///       SELECT c.id, c.name, SUM(o.total) AS total FROM customer c JOIN "order" o ON o.customer_id = c.id
///       WHERE o.placed >= :since GROUP BY c.id ORDER BY total DESC LIMIT :limit
///     columns:
///       total: { type: real, notNull: true }
/// ```
///
/// Queries are not history: they are not folded nor locked, and are checked again against the
/// schema on every generation.
public struct QueryDefinition: Sendable {
    /// The query name: the Swift name of its functions (`itemsNamed` → `Item.itemsNamed(_:pattern:)`
    /// and the store's `fetchItemsNamed(pattern:)`).
    public var name: Located<String>
    /// The SQL statement, as written (trailing whitespace removed).
    public var sql: Located<String>
    /// Where each character of `sql` is in schema.yaml, for SQLite's errors.
    public var positions: SQLTextPositions
    /// `parameters:`: the types of parameters that nothing in the SQL tells.
    public var parameters: [QueryParameterOverride] = []
    /// `columns:`: what SQLite cannot tell of a result column, or another Swift name.
    public var columns: [ViewColumnOverride] = []
    /// `single: true`: the query returns at most one row (an optional value).
    public var single: Located<Bool>?
    /// `record:`: the name of the generated row type of a query that returns no table's record.
    public var record: Located<String>?
    /// `filters:`: conditions chosen at run time, each added to the `WHERE` clause when its
    /// parameters are given (or, without parameters, when its flag is on).
    public var filters: [QueryPart] = []
    /// `orderings:`: the `ORDER BY` clauses to choose from at run time (a Swift enum).
    public var orderings: [QueryPart] = []
    /// `choices:`: groups of conditions of which one is chosen at run time (a Swift enum per
    /// group), each added to the `WHERE` clause as a filter that is on.
    public var choices: [QueryChoiceGroup] = []
    /// `group: t`: the rows grouped by the record of `t.*` (its key), each with arrays of the
    /// other records of the select list (its children).
    public var group: Located<String>?
    /// `warnings: ignore`: no warning of the query's plan (a table read whole that an index
    /// would serve), for a table known to stay small.
    public var ignoresWarnings = false
    /// Where the query is written.
    public var location: SourceLocation

    /// The override of a result column, if `columns:` has one.
    func override(forColumn name: String) -> ViewColumnOverride? {
        columns.first { $0.name.value.isSameSQLName(as: name) }
    }
}

/// A named piece of SQL of a query: an entry of `filters:` (`dueBefore: "dueDate < :dueBefore"`)
/// or of `orderings:` (`title: "title COLLATE NOCASE"`).
public struct QueryPart: Sendable {
    /// The name: a filter's flag or an ordering's case in Swift.
    public var name: Located<String>
    /// The SQL: a condition, or what follows `ORDER BY`.
    public var sql: Located<String>

}

/// A group of `choices:`: one of its conditions is chosen at run time, a case of a Swift enum
/// (`scope: { all: ~, flagged: "isFlagged", inList: "remindersListID = :listID" }` →
/// `enum RemindersDetailScope { case all, flagged, inList(listID: UUID) }`).
public struct QueryChoiceGroup: Sendable {
    /// The group's name: the Swift parameter (`scope`) and the end of its enum's name.
    public var name: Located<String>
    /// The conditions, in order: the first is the default. A `nil` condition (`all: ~`) adds
    /// nothing to the `WHERE` clause.
    public var options: [(name: Located<String>, sql: Located<String>?)]

}

/// An entry of a query's `parameters:`: `since: datetime`, or `{ type: enum, swift: { type: Item.Status } }`.
public struct QueryParameterOverride: Sendable {
    /// The parameter, without its `:`, `@` or `$` (`since`), or its position for `?` (`1`).
    public var name: Located<String>
    /// The type, as a column of that type stores it.
    public var type: Located<ColumnType>
    /// `swift.type`: another Swift type for the value (the Codable type of a `json` value, an enum).
    public var swiftType: Located<String>?
    /// `swift.convertible: true`: `swiftType` is the app's own `DatabaseValueConvertible` type,
    /// bound as it stores itself (as a column's).
    public var swiftConvertible: Located<Bool>?
    /// `notNull: false`: the value may be nil (bound as NULL). Default: not optional.
    public var optional = false

}

/// Where the characters of an SQL text written in schema.yaml are: SQLite reports errors at a
/// byte offset of the SQL; they are reported at that place of the file.
///
/// Each line of the text knows where it starts in the file when the scalar is a block (`|`) or a
/// one-line scalar written as is; other scalars (folded, or with escapes) map every offset to
/// the start of the scalar.
public struct SQLTextPositions: Sendable, Hashable {
    /// The start of each line of the text, in the file; `nil` when unknown.
    var lineStarts: [SourceLocation?]
    /// Where the scalar is written.
    var scalar: SourceLocation

    /// Positions that all map to the scalar's start.
    public init(scalar: SourceLocation) {
        self.scalar = scalar
        lineStarts = []
    }

    init(lineStarts: [SourceLocation?], scalar: SourceLocation) {
        self.lineStarts = lineStarts
        self.scalar = scalar
    }

    /// The place in the file of the character at a UTF-8 byte offset of `text`.
    public func location(ofByteOffset offset: Int, in text: String) -> SourceLocation {
        let utf8 = text.utf8
        guard offset >= 0, offset <= utf8.count else { return scalar }
        // An offset inside a character (never SQLite's, whose offsets start tokens) maps to the scalar.
        guard let index = utf8.index(utf8.startIndex, offsetBy: offset).samePosition(in: text.unicodeScalars) else {
            return scalar
        }
        let before = text.unicodeScalars[..<index]
        let line = before.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
        guard line < lineStarts.count, let start = lineStarts[line] else { return scalar }
        let lineStart = before.lastIndex(of: "\n").map { text.unicodeScalars.index(after: $0) } ?? text.startIndex
        let column = text.unicodeScalars[lineStart..<index].count
        return SourceLocation(file: start.file, line: start.line, column: start.column + column)
    }
}
