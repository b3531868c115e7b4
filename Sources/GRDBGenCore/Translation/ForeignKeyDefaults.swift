import GRDBGenSQL

/// What a foreign key of `tables:` gets without asking, as GRDB's `belongsTo(_:)` gives it: an
/// index, and the Swift type of the key it references.
///
/// The indexes a `tables:` entry has without listing them in `indexes:`, as GRDB's
/// `belongsTo(_:)` column definition makes them: one per foreign key column (unless
/// `index: false`), and one per column with `index: true`, named `index_<table>_on_<column>`.
///
/// Without an index on `todo.list_id`, each fetch of one list's todos and each cascade delete of a
/// list scans the whole `todo` table. A column that an index, a unique constraint or the primary
/// key already starts with needs none.
enum ForeignKeyDefaults {
    /// GRDB's name of the index of some columns of a table.
    static func name(table: String, columns: [String]) -> String {
        "index_\(table)_on_\(columns.joined(separator: "_"))"
    }

    /// The implicit indexes of a table of `tables:`.
    static func implicit(for table: TableDefinition) -> [IndexDefinition] {
        let shape = table
        // Columns that already lead an index: the primary key, unique constraints, listed indexes.
        var leading: Set<SQLIdentifier> = []
        if let key = shape.primaryKey?.value.first { leading.insert(key.identifier) }
        for column in shape.columns where column.primaryKey != nil || column.unique {
            leading.insert(column.name.identifier)
        }
        for group in shape.uniqueGroups {
            if let first = group.value.first { leading.insert(first.identifier) }
        }
        // A partial index serves only the lookups that say its condition: not a foreign key's.
        for index in shape.indexes where index.condition == nil {
            // A first key of another collation, or an expression, does not serve it either.
            if let first = index.keys.first?.value, first.collation == nil, let column = first.column {
                leading.insert(SQLIdentifier(column))
            }
        }
        let names = Set(shape.indexes.map(\.name.identifier))
        var indexes: [IndexDefinition] = []
        for column in shape.columns {
            let wanted = column.index?.value ?? (column.references != nil)
            guard wanted, !leading.contains(column.name.identifier) else { continue }
            let name = self.name(table: table.name.value, columns: [column.name.value])
            guard !names.contains(SQLIdentifier(name)) else { continue }
            let location = column.index?.location ?? column.references?.location ?? column.location
            var index = IndexDefinition(
                name: Located(name, at: location), table: table.name.value,
                columns: [Located(column.name.value, at: location)], unique: false, location: location)
            index.isImplicit = true
            indexes.append(index)
        }
        return indexes
    }

    /// An `integer` column that references an autoincrement key (`Int64`) gets `Int64` too, unless
    /// `swift.type` says otherwise: a todo's `listId` is a list's `id`, with no conversion.
    static func followReferencedKeys(_ tables: inout [TableDefinition]) {
        // The first table of each name, as a search from the start finds it: one lookup per
        // foreign key rather than a scan of every table.
        var positions: [SQLIdentifier: Int] = [:]
        for (position, table) in tables.enumerated() where positions[table.name.identifier] == nil {
            positions[table.name.identifier] = position
        }
        for tableIndex in tables.indices {
            for columnIndex in tables[tableIndex].columns.indices {
                let column = tables[tableIndex].columns[columnIndex]
                // A key SQLite chooses is `Int64` already (a one-to-one extension table's
                // `id INTEGER PRIMARY KEY REFERENCES parent`).
                guard column.type.value == .integer, column.swiftType == nil, let reference = column.references,
                    column.primaryKey?.isChosenBySQLite != true,
                    let position = positions[reference.value.table.identifier]
                else { continue }
                let target = tables[position]
                let key =
                    reference.value.column.flatMap { name in
                        target.columns.first { $0.name.identifier == name.identifier }
                    }
                    ?? target.columns.first { $0.primaryKey != nil }
                guard key?.primaryKey?.isChosenBySQLite == true else { continue }
                tables[tableIndex].columns[columnIndex].swiftType = Located("Int64", at: reference.location)
            }
        }
        // A column of a foreign key of several columns takes `Int64` from the column it references
        // (a key SQLite chooses, or a column that took `Int64` so): until no column changes, for
        // chains of such keys.
        var changed = true
        while changed {
            changed = false
            for tableIndex in tables.indices {
                for key in tables[tableIndex].foreignKeys {
                    guard let position = positions[key.reference.table.identifier] else { continue }
                    let target = tables[position]
                    let referenced = key.referencedColumns.isEmpty ? target.primaryKeyColumns : key.referencedColumns
                    for (name, targetName) in zip(key.columns, referenced) {
                        guard
                            let columnIndex = tables[tableIndex].columns.firstIndex(where: {
                                $0.name.identifier == name.identifier
                            }),
                            let targetColumn = target.columns.first(where: {
                                $0.name.identifier == targetName.identifier
                            })
                        else { continue }
                        let column = tables[tableIndex].columns[columnIndex]
                        guard column.type.value == .integer, column.swiftType == nil,
                            targetColumn.primaryKey?.isChosenBySQLite == true
                                || targetColumn.swiftType?.value == "Int64"
                        else { continue }
                        tables[tableIndex].columns[columnIndex].swiftType = Located("Int64", at: key.location)
                        changed = true
                    }
                }
            }
        }
    }
}
