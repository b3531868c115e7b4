/// A view: an entry of `views:` (with its Swift options) or a `createView` step (name and SQL).
///
/// ```yaml
/// views:
///   item_overview:
///     sql: SELECT item.id, item.name, count(tag.id) AS tag_count FROM item LEFT JOIN tag … GROUP BY item.id
///     columns:
///       tag_count: { type: integer, notNull: true }
///     orderings: [name]
/// ```
public struct ViewDefinition: Sendable {
    /// The view name, unique among the tables and views of the database.
    public var name: Located<String>
    /// The `SELECT` statement, as written (trailing whitespace removed).
    public var sql: Located<String>
    /// `record:` (in `views:` only).
    public var record: Located<String>?
    /// `columns:` (in `views:` only): what SQLite cannot tell of a column, or a Swift name.
    public var columns: [ViewColumnOverride] = []
    /// `orderings:` (in `views:` only).
    public var orderings: [Located<String>] = []
    /// Where the view is written.
    public var location: SourceLocation

    /// The override of a column, if `columns:` has one.
    func override(forColumn name: String) -> ViewColumnOverride? {
        columns.first { $0.name.value.isSameSQLName(as: name) }
    }
}

/// A column of `views: … columns:`. The view's SQL makes its columns; an override says what
/// SQLite cannot tell (the type of an expression, NOT NULL) or renames the Swift property.
public struct ViewColumnOverride: Sendable {
    /// The column of the view.
    public var name: Located<String>
    /// `type:`, required for a column SQLite computes (an expression).
    public var type: Located<ColumnType>?
    /// `notNull:`; without it, a column is NOT NULL when the column it reads is and no outer join
    /// or compound select can make it NULL.
    public var notNull: Bool?
    /// `values:` of an `enum` type.
    public var enumValues: Located<[String]>?
    /// `representation:` of a `uuid` or `datetime` type.
    public var representation: Located<ColumnRepresentation>?
    /// `swift.type`.
    public var swiftType: Located<String>?
    /// `swift.convertible`: `swift.type` is the app's own `DatabaseValueConvertible` type.
    public var swiftConvertible: Located<Bool>?
    /// `swift.name`.
    public var swiftName: Located<String>?

}
