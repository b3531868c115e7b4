/// A table as the migrations leave it, after folding every step in order.
public struct FoldedTable: Sendable {
    /// The table name, as the creating step wrote it.
    public var name: String
    /// The columns, in the order SQLite keeps them.
    public var columns: [ColumnDefinition]
    /// The migration that created the table.
    public var createdBy: String
    /// For each column (lowercased name), the migration that brought it.
    public var columnOrigins: [String: String]
    /// Where the creating step names the table.
    public var location: SourceLocation

    /// The column with this name, compared as SQLite compares names (ignoring ASCII case).
    public func column(named name: String) -> ColumnDefinition? {
        columns.first { $0.name.value.lowercased() == name.lowercased() }
    }
}

