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
///
/// Lookups by name are dictionary lookups, so that folding grows linearly with the schema.
public struct FoldedSchema: Sendable {
    /// The tables.
    public internal(set) var tables: [FoldedTable] = []
    /// Lowercased table name → position in `tables`.
    private var positions: [String: Int] = [:]
    /// Lowercased index names.
    private var indexNames: Set<String> = []

    /// The table with this name.
    public func table(named name: String) -> FoldedTable? {
        tableIndex(named: name).map { tables[$0] }
    }

    func tableIndex(named name: String) -> Int? {
        positions[name.lowercased()]
    }

    /// Every index, with the table it belongs to.
    var indexes: [IndexDefinition] {
        tables.flatMap(\.shape.indexes)
    }

    /// Whether an index has this name.
    func hasIndex(named name: String) -> Bool {
        indexNames.contains(name.lowercased())
    }

    mutating func append(_ table: FoldedTable) {
        positions[table.name.lowercased()] = tables.count
        tables.append(table)
        for index in table.shape.indexes { indexNames.insert(index.name.value.lowercased()) }
    }

    mutating func remove(at position: Int) {
        for index in tables[position].shape.indexes { indexNames.remove(index.name.value.lowercased()) }
        tables.remove(at: position)
        positions = Dictionary(uniqueKeysWithValues: tables.enumerated().map { ($1.name.lowercased(), $0) })
    }

    mutating func rename(at position: Int, to name: String) {
        positions[tables[position].name.lowercased()] = nil
        tables[position].name = name
        positions[name.lowercased()] = position
    }

    mutating func addIndex(_ index: IndexDefinition, at position: Int) {
        tables[position].shape.indexes.append(index)
        indexNames.insert(index.name.value.lowercased())
    }

    /// Removes the index with this name; false when there is none.
    mutating func removeIndex(named name: String) -> Bool {
        guard indexNames.remove(name.lowercased()) != nil else { return false }
        for t in tables.indices {
            if let i = tables[t].shape.indexes.firstIndex(where: { $0.name.value.lowercased() == name.lowercased() }) {
                tables[t].shape.indexes.remove(at: i)
                return true
            }
        }
        return false
    }
}
