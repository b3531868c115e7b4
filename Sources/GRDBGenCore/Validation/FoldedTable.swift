/// A table as the migrations leave it, after folding every step in order.
public struct FoldedTable: Sendable {
    /// The table name, as the creating (or last renaming) step wrote it.
    public var name: String
    /// The columns and constraints, columns in the order SQLite keeps them.
    public var shape: TableShapeDefinition
    /// The migration that created the table.
    public var createdBy: String
    /// For each column, the migration that brought it.
    var columnOrigins: [SQLIdentifier: String]
    /// Where the creating step names the table.
    public var location: SourceLocation

    /// The columns, in table order.
    public var columns: [ColumnDefinition] { shape.columns }

    /// The column with this name, compared as SQLite compares names (ignoring ASCII case).
    public func column(named name: String) -> ColumnDefinition? {
        column(named: SQLIdentifier(name))
    }

    /// The column with this name.
    func column(named name: SQLIdentifier) -> ColumnDefinition? {
        columns.first { $0.name.identifier == name }
    }

    /// The index of the column with this name.
    func columnIndex(named name: SQLIdentifier) -> Int? {
        columns.firstIndex { $0.name.identifier == name }
    }
}

/// A view as the migrations leave it.
public struct FoldedView: Sendable {
    /// The view as its `createView` step writes it.
    public var definition: ViewDefinition
    /// The migration that created it.
    public var createdBy: String
}

/// The database the migrations leave: its tables, in creation order, its indexes and views.
///
/// Lookups by name are dictionary lookups, so that folding grows linearly with the schema.
public struct FoldedSchema: Sendable {
    /// The tables.
    public internal(set) var tables: [FoldedTable] = []
    /// Table name → position in `tables`.
    private var positions: [SQLIdentifier: Int] = [:]
    /// The index names.
    private var indexNames: Set<SQLIdentifier> = []
    /// The views, in creation order.
    public internal(set) var views: [FoldedView] = []

    /// The view with this name.
    func view(named name: SQLIdentifier) -> FoldedView? {
        views.first { $0.definition.name.identifier == name }
    }

    /// The table with this name.
    public func table(named name: String) -> FoldedTable? {
        table(named: SQLIdentifier(name))
    }

    /// Renames a table, for a plan that renames it, as SQLite does: the foreign keys that
    /// reference it follow.
    mutating func rename(table name: String, to newName: String) {
        guard let index = tableIndex(named: SQLIdentifier(name)) else { return }
        tables[index].name = newName
        positions[SQLIdentifier(name)] = nil
        positions[SQLIdentifier(newName)] = index
        for t in tables.indices {
            tables[t].shape.followRename(ofTable: SQLIdentifier(name), to: newName)
            for i in tables[t].shape.indexes.indices where tables[t].shape.indexes[i].table.isSameSQLName(as: name) {
                tables[t].shape.indexes[i].table = newName
            }
        }
    }

    /// Forgets a table's search index, for a plan that drops it.
    mutating func dropSearch(of table: String) {
        guard let index = tableIndex(named: SQLIdentifier(table)) else { return }
        tables[index].shape.search = nil
    }

    /// Renames a column, for a plan that renames it, as SQLite does: its indexes, unique groups,
    /// primary key and the foreign keys that reference it follow.
    mutating func rename(column name: String, of table: String, to newName: String) {
        guard let index = tableIndex(named: SQLIdentifier(table)),
            let column = tables[index].columnIndex(named: SQLIdentifier(name))
        else { return }
        func renamed(_ list: [Located<String>]) -> [Located<String>] {
            list.map { $0.value.isSameSQLName(as: name) ? Located(newName, at: $0.location) : $0 }
        }
        let old = tables[index].shape.columns[column].name
        tables[index].shape.columns[column].name = Located(newName, at: old.location)
        for i in tables[index].shape.indexes.indices {
            tables[index].shape.indexes[i].columns = renamed(tables[index].shape.indexes[i].columns)
        }
        for g in tables[index].shape.uniqueGroups.indices {
            tables[index].shape.uniqueGroups[g].value = renamed(tables[index].shape.uniqueGroups[g].value)
        }
        if let key = tables[index].shape.primaryKey {
            tables[index].shape.primaryKey = Located(renamed(key.value), at: key.location)
        }
        let tableName = SQLIdentifier(tables[index].name)
        for t in tables.indices {
            tables[t].shape.followRename(
                ofColumn: SQLIdentifier(name), in: tableName, to: newName, isOwnTable: t == index)
        }
    }

    /// The table with this name.
    func table(named name: SQLIdentifier) -> FoldedTable? {
        tableIndex(named: name).map { tables[$0] }
    }

    func tableIndex(named name: SQLIdentifier) -> Int? {
        positions[name]
    }

    /// Every index, with the table it belongs to.
    var indexes: [IndexDefinition] {
        tables.flatMap(\.shape.indexes)
    }

    /// The trigger with this name.
    func trigger(named name: SQLIdentifier) -> TriggerDefinition? {
        tables.lazy.flatMap(\.shape.triggers).first { $0.name.identifier == name }
    }

    /// Whether an index has this name.
    func hasIndex(named name: SQLIdentifier) -> Bool {
        indexNames.contains(name)
    }

    mutating func append(_ table: FoldedTable) {
        positions[SQLIdentifier(table.name)] = tables.count
        tables.append(table)
        for index in table.shape.indexes { indexNames.insert(index.name.identifier) }
    }

    mutating func remove(at position: Int) {
        for index in tables[position].shape.indexes { indexNames.remove(index.name.identifier) }
        tables.remove(at: position)
        positions = Dictionary(uniqueKeysWithValues: tables.enumerated().map { (SQLIdentifier($1.name), $0) })
    }

    mutating func rename(at position: Int, to name: String) {
        positions[SQLIdentifier(tables[position].name)] = nil
        tables[position].name = name
        positions[SQLIdentifier(name)] = position
    }

    mutating func addIndex(_ index: IndexDefinition, at position: Int) {
        tables[position].shape.indexes.append(index)
        indexNames.insert(index.name.identifier)
    }

    /// Removes the index with this name; false when there is none.
    mutating func removeIndex(named name: SQLIdentifier) -> Bool {
        guard indexNames.remove(name) != nil else { return false }
        for t in tables.indices {
            if let i = tables[t].shape.indexes.firstIndex(where: { $0.name.identifier == name }) {
                tables[t].shape.indexes.remove(at: i)
                return true
            }
        }
        return false
    }
}
