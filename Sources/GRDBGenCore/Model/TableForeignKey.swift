import GRDBGenSQL

/// A foreign key of several columns, written on the table:
///
/// ```yaml
/// foreignKeys:
///   - columns: [listID, ownerID]
///     references: { table: lists, columns: [id, ownerID], onDelete: cascade }
/// ```
///
/// GRDB's `t.foreignKey(["listID", "ownerID"], references: "lists", columns: ["id", "ownerID"])`:
/// SQLite's `FOREIGN KEY (listID, ownerID) REFERENCES lists (id, ownerID)`. A foreign key of one
/// column is written on its column (`references:`).
public struct TableForeignKey: Sendable {
    /// The columns of this table, in order.
    public var columns: [Located<String>]
    /// The referenced table, the actions and the names of the associations (its `column` is
    /// always `nil`: ``referencedColumns`` names them).
    public var reference: ForeignKeyReference
    /// The referenced columns, in the order of ``columns``; empty for the referenced table's
    /// primary key.
    public var referencedColumns: [Located<String>]
    /// Where the entry is written.
    public var location: SourceLocation

    /// Whether it is a column's `references:` (of one column; `foreignKeys:` entries have two or
    /// more), as ``TableDefinition/allForeignKeys`` gives it.
    var isColumnReference: Bool { columns.count == 1 }

    /// What the foreign key is in the database, without where it was written.
    var shape: ForeignKeyShape {
        ForeignKeyShape(
            columns: columns.map(\.identifier.key), table: reference.table.identifier.key,
            referencedColumns: referencedColumns.map(\.identifier.key), onDelete: reference.onDelete,
            onUpdate: reference.onUpdate)
    }
}

/// A table-level foreign key without locations, names lowercased as SQLite compares them.
public struct ForeignKeyShape: Hashable, Sendable {
    public var columns: [String]
    public var table: String
    public var referencedColumns: [String]
    public var onDelete: ForeignKeyAction?
    public var onUpdate: ForeignKeyAction?
}

extension TableDefinition {
    /// Every foreign key of the table, as ``TableForeignKey`` values: those of the columns
    /// (`references:`, one column each), then those of `foreignKeys:` (two columns or more) —
    /// what associations, the write rehearsal and the checks of references read alike.
    var allForeignKeys: [TableForeignKey] {
        let ofColumns = columns.compactMap { column -> TableForeignKey? in
            guard let reference = column.references else { return nil }
            return TableForeignKey(
                columns: [column.name], reference: reference.value,
                referencedColumns: reference.value.column.map { [$0] } ?? [], location: reference.location)
        }
        return ofColumns + foreignKeys
    }

    /// The columns of the primary key, table-level or of the columns, in order.
    var primaryKeyColumns: [Located<String>] {
        primaryKey?.value ?? columns.filter { $0.primaryKey != nil }.map(\.name)
    }

    /// Whether these columns, together and in any order, are the primary key, a unique group or a
    /// unique index of the whole table: what SQLite takes as the parent key of a foreign key.
    func isUnique(together names: [SQLIdentifier]) -> Bool {
        let wanted = Set(names)
        guard wanted.count == names.count else { return false }
        if names.count == 1 { return isAloneUnique(names[0]) }
        if Set(primaryKeyColumns.map(\.identifier)) == wanted { return true }
        if uniqueGroups.contains(where: { Set($0.value.map(\.identifier)) == wanted }) { return true }
        return indexes.contains {
            $0.unique && $0.condition == nil && $0.keys.allSatisfy { $0.value.collation == nil }
                && $0.keys.count == names.count && Set($0.columns.map(\.identifier)) == wanted
        }
    }
}

extension TableDefinition {
    /// Follows the rename of a table as SQLite does: the foreign keys that reference it (of the
    /// columns and of `foreignKeys:`) name the new name.
    mutating func followRename(ofTable old: SQLIdentifier, to newName: String) {
        for c in columns.indices where columns[c].references?.value.table.identifier == old {
            columns[c].references!.value.table.value = newName
        }
        for k in foreignKeys.indices where foreignKeys[k].reference.table.identifier == old {
            foreignKeys[k].reference.table.value = newName
        }
    }

    /// Follows the rename of a column of table `table` as SQLite does: the foreign keys of this
    /// table list it by its new name when `isOwnTable`, and those that reference it name it so.
    mutating func followRename(
        ofColumn old: SQLIdentifier, in table: SQLIdentifier, to newName: String, isOwnTable: Bool
    ) {
        func renamed(_ names: [Located<String>]) -> [Located<String>] {
            names.map { $0.identifier == old ? Located(newName, at: $0.location) : $0 }
        }
        for c in columns.indices {
            guard let reference = columns[c].references?.value, reference.table.identifier == table,
                reference.column?.identifier == old
            else { continue }
            columns[c].references!.value.column!.value = newName
        }
        for k in foreignKeys.indices {
            if isOwnTable { foreignKeys[k].columns = renamed(foreignKeys[k].columns) }
            if foreignKeys[k].reference.table.identifier == table {
                foreignKeys[k].referencedColumns = renamed(foreignKeys[k].referencedColumns)
            }
        }
    }

    /// Whether a foreign key of this table (of `foreignKeys:`) lists the column.
    func foreignKeysList(_ column: SQLIdentifier) -> Bool {
        foreignKeys.contains { $0.columns.contains { $0.identifier == column } }
    }

    /// Whether a foreign key of this table references the column of table `table` by name.
    func references(_ column: SQLIdentifier, of table: SQLIdentifier) -> Bool {
        columns.contains {
            $0.references?.value.table.identifier == table && $0.references?.value.column?.identifier == column
        }
            || foreignKeys.contains {
                $0.reference.table.identifier == table && $0.referencedColumns.contains { $0.identifier == column }
            }
    }
}
