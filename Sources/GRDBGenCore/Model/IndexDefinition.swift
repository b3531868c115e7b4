/// One index: `{ name, columns, unique, where }`.
public struct IndexDefinition: Sendable {
    /// The index name, unique in the database.
    public var name: Located<String>
    /// The indexed table.
    public var table: String
    /// The indexed columns, in order.
    public var columns: [Located<String>]
    /// Whether the index is unique.
    public var unique: Bool
    /// `where:`: the condition of a partial index, in SQL (`deleted_at IS NULL`): only the rows
    /// that meet it are indexed (and, for a unique index, kept unique).
    public var condition: Located<String>?
    /// Where the index is written.
    public var location: SourceLocation
    /// Not written in `indexes:`: the index of a foreign key column, or of a column with
    /// `index: true` (``ForeignKeyIndexes``).
    public var isImplicit = false

    /// Creates an index definition.
    public init(
        name: Located<String>, table: String, columns: [Located<String>], unique: Bool, location: SourceLocation
    ) {
        self.name = name
        self.table = table
        self.columns = columns
        self.unique = unique
        self.location = location
    }

    /// The index without locations.
    var shape: IndexShape {
        IndexShape(
            table: SQLIdentifier(table), columns: columns.map(\.identifier), unique: unique, condition: condition?.value
        )
    }
}

/// What an index is in the database.
struct IndexShape: Hashable {
    var table: SQLIdentifier
    var columns: [SQLIdentifier]
    var unique: Bool
    var condition: String?
}
