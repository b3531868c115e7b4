import GRDBGenSQL

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
    public internal(set) var tables: [TableDefinition] = []
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
    public func table(named name: String) -> TableDefinition? {
        table(named: SQLIdentifier(name))
    }

    /// Renames a table, for a plan that renames it (``renameTable(at:to:)``).
    mutating func rename(table name: String, to newName: String) {
        guard let index = tableIndex(named: SQLIdentifier(name)) else { return }
        renameTable(at: index, to: newName)
    }

    /// Forgets a table's search index, for a plan that drops it.
    mutating func dropSearch(of table: String) {
        guard let index = tableIndex(named: SQLIdentifier(table)) else { return }
        tables[index].search = nil
    }

    /// Renames a column, for a plan that renames it (``renameColumn(at:ofTableAt:to:)``).
    mutating func rename(column name: String, of table: String, to newName: String) {
        guard let index = tableIndex(named: SQLIdentifier(table)),
            let column = tables[index].columnIndex(named: SQLIdentifier(name))
        else { return }
        renameColumn(at: column, ofTableAt: index, to: newName)
    }

    /// The table with this name.
    func table(named name: SQLIdentifier) -> TableDefinition? {
        tableIndex(named: name).map { tables[$0] }
    }

    func tableIndex(named name: SQLIdentifier) -> Int? {
        positions[name]
    }

    /// Every index, with the table it belongs to.
    var indexes: [IndexDefinition] {
        tables.flatMap(\.indexes)
    }

    /// The trigger with this name.
    func trigger(named name: SQLIdentifier) -> TriggerDefinition? {
        tables.lazy.flatMap(\.triggers).first { $0.name.identifier == name }
    }

    /// Whether an index has this name.
    func hasIndex(named name: SQLIdentifier) -> Bool {
        indexNames.contains(name)
    }

    mutating func append(_ table: TableDefinition) {
        positions[table.name.identifier] = tables.count
        tables.append(table)
        for index in table.indexes { indexNames.insert(index.name.identifier) }
    }

    mutating func remove(at position: Int) {
        for index in tables[position].indexes { indexNames.remove(index.name.identifier) }
        tables.remove(at: position)
        positions = Dictionary(uniqueKeysWithValues: tables.enumerated().map { ($1.name.identifier, $0) })
    }

    /// Renames a table as SQLite does: its indexes and triggers are on the new name, and the
    /// foreign keys of every table that reference it follow. The one rename of the fold of the
    /// migrations (`renameTable`) and of the planner.
    mutating func renameTable(at position: Int, to name: String) {
        let old = tables[position].name.identifier
        positions[old] = nil
        tables[position].name.value = name
        positions[SQLIdentifier(name)] = position
        for i in tables[position].indexes.indices { tables[position].indexes[i].table = name }
        for i in tables[position].triggers.indices { tables[position].triggers[i].table = name }
        for t in tables.indices { tables[t].followRename(ofTable: old, to: name) }
    }

    /// Renames a column as SQLite does: the primary key, unique groups, indexes and triggers of
    /// its table name the new name, and so do the foreign keys of every table that reference it.
    /// The one rename of the fold of the migrations (`renameColumn`) and of the planner.
    mutating func renameColumn(at column: Int, ofTableAt t: Int, to name: String) {
        let old = tables[t].columns[column].name.identifier
        func renamed(_ names: [Located<String>]) -> [Located<String>] {
            names.map { $0.identifier == old ? Located(name, at: $0.location) : $0 }
        }
        tables[t].columns[column].name.value = name
        if let key = tables[t].primaryKey {
            tables[t].primaryKey = Located(renamed(key.value), at: key.location)
        }
        tables[t].uniqueGroups = tables[t].uniqueGroups.map { Located(renamed($0.value), at: $0.location) }
        for i in tables[t].indexes.indices {
            tables[t].indexes[i].columns = renamed(tables[t].indexes[i].columns)
        }
        for i in tables[t].triggers.indices {
            tables[t].triggers[i].columns = renamed(tables[t].triggers[i].columns)
        }
        let tableName = tables[t].name.identifier
        for other in tables.indices {
            tables[other].followRename(ofColumn: old, in: tableName, to: name, isOwnTable: other == t)
        }
    }

    mutating func addIndex(_ index: IndexDefinition, at position: Int) {
        tables[position].indexes.append(index)
        indexNames.insert(index.name.identifier)
    }

    /// Removes the index with this name; false when there is none.
    mutating func removeIndex(named name: SQLIdentifier) -> Bool {
        guard indexNames.remove(name) != nil else { return false }
        for t in tables.indices {
            if let i = tables[t].indexes.firstIndex(where: { $0.name.identifier == name }) {
                tables[t].indexes.remove(at: i)
                return true
            }
        }
        return false
    }
}
