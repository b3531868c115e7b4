/// A table as the migrations leave it, after folding every step in order.
public struct FoldedTable: Sendable {
    /// The table name, as the creating (or last renaming) step wrote it.
    public var name: String
    /// The columns and constraints, columns in the order SQLite keeps them.
    public var shape: TableShapeDefinition
    /// The migration that created the table.
    public var createdBy: String
    /// For each column (lowercased name), the migration that brought it.
    public var columnOrigins: [String: String]
    /// Where the creating step names the table.
    public var location: SourceLocation

    /// The columns, in table order.
    public var columns: [ColumnDefinition] { shape.columns }

    /// The column with this name, compared as SQLite compares names (ignoring ASCII case).
    public func column(named name: String) -> ColumnDefinition? {
        columns.first { $0.name.value.lowercased() == name.lowercased() }
    }

    /// The index of the column with this name.
    func columnIndex(named name: String) -> Int? {
        columns.firstIndex { $0.name.value.lowercased() == name.lowercased() }
    }
}

/// The database the migrations leave: its tables, in creation order, and its indexes.
public struct FoldedSchema: Sendable {
    /// The tables.
    public var tables: [FoldedTable] = []

    /// The table with this name.
    public func table(named name: String) -> FoldedTable? {
        tables.first { $0.name.lowercased() == name.lowercased() }
    }

    func tableIndex(named name: String) -> Int? {
        tables.firstIndex { $0.name.lowercased() == name.lowercased() }
    }

    /// Every index, with the table it belongs to.
    var indexes: [IndexDefinition] {
        tables.flatMap(\.shape.indexes)
    }

    func index(named name: String) -> IndexDefinition? {
        indexes.first { $0.name.value.lowercased() == name.lowercased() }
    }
}
