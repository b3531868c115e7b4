import GRDBGenSQL

/// The foreign keys of a table against the tables they reference.
extension TableRules {
    /// Checks the foreign keys of a table, of a column (`references:`) or of several
    /// (`foreignKeys:`): `target` finds a referenced table by its name, `knownTables` are the names
    /// a suggestion picks from, and `context` starts each error (`after the migrations, `).
    func checkReferences(
        of shape: TableDefinition, target: (String) -> TableDefinition?, knownTables: () -> [String],
        context: String = ""
    ) {
        for column in shape.columns {
            guard let reference = column.references else { continue }
            check(
                reference, of: column, targetShape: target(reference.value.table.value), knownTables: knownTables,
                context: context)
        }
        for key in shape.foreignKeys {
            check(
                key, shape: shape, targetShape: target(key.reference.table.value), knownTables: knownTables,
                context: context)
        }
    }

    /// Checks a foreign key of `foreignKeys:`: its columns are the table's, the columns it
    /// references exist and are unique together (SQLite's parent key), as many as its own.
    private func check(
        _ key: TableForeignKey, shape: TableDefinition, targetShape: TableDefinition?, knownTables: () -> [String],
        context: String
    ) {
        let own = key.columns.map(\.value).joined(separator: ", ")
        let prefix = "\(context)the foreign key (\(own)) of table `\(table)`"
        var seen: Set<SQLIdentifier> = []
        for column in key.columns {
            if !seen.insert(column.identifier).inserted {
                diagnostics.error("\(prefix) lists column `\(column.value)` twice", at: column.location)
            } else if !shape.columns.contains(where: { $0.name.identifier == column.identifier }) {
                diagnostics.error(
                    "\(prefix) names the unknown column `\(column.value)`"
                        + Suggestion.didYouMean(column.value, among: shape.columns.map(\.name.value)),
                    at: column.location)
            }
        }
        let nullable = key.columns.filter { name in
            shape.columns.first { $0.name.identifier == name.identifier }?.isNotNullInDatabase == false
        }
        if key.reference.onDelete == .setNull || key.reference.onUpdate == .setNull, nullable.count < key.columns.count
        {
            diagnostics.error(
                "\(prefix): `setNull` cannot apply to NOT NULL columns; use `cascade` or `restrict`, or drop `notNull`",
                at: key.location)
        }
        let target = key.reference.table
        guard let targetShape else { return reportUnknownTable(target, from: prefix, knownTables: knownTables) }
        var referenced = key.referencedColumns
        if referenced.isEmpty {
            referenced = targetShape.primaryKeyColumns
            guard referenced.count == key.columns.count else {
                diagnostics.error(
                    "\(prefix) references table `\(target.value)`, whose primary key has "
                        + "\(referenced.count) column\(referenced.count == 1 ? "" : "s"), not \(key.columns.count); "
                        + "name the referenced `columns`",
                    at: target.location)
                return
            }
        }
        for name in key.referencedColumns
        where !targetShape.columns.contains(where: { $0.name.identifier == name.identifier }) {
            return reportUnknownColumn(name, of: target, in: targetShape, from: prefix)
        }
        if !targetShape.isUnique(together: referenced.map(\.identifier)) {
            let names = referenced.map(\.value).joined(separator: ", ")
            diagnostics.error(
                "\(prefix) references (\(names)) of table `\(target.value)`, which are neither its primary key "
                    + "nor unique together; SQLite needs one of them (add `unique: [[\(names)]]` to `\(target.value)`)",
                at: key.referencedColumns.first?.location ?? target.location)
        }
    }

    /// Checks a column's `references:`: the column it references exists, is unique, and stores its
    /// values as this one does.
    private func check(
        _ reference: Located<ForeignKeyReference>, of column: ColumnDefinition, targetShape: TableDefinition?,
        knownTables: () -> [String], context: String
    ) {
        let target = reference.value.table
        let subject = "\(context)column `\(column.name.value)` of table `\(table)`", prefix = subject + " references"
        guard let targetShape else { return reportUnknownTable(target, from: subject, knownTables: knownTables) }
        let keyColumns = targetShape.primaryKeyColumns
        let referencedName =
            reference.value.column?.identifier ?? (keyColumns.count == 1 ? keyColumns[0].identifier : nil)
        if let referenced = targetShape.columns.first(where: { $0.name.identifier == referencedName }),
            referenced.type.value == column.type.value, [.uuid, .datetime].contains(column.type.value),
            referenced.representation?.value != column.representation?.value
        {
            // The same values stored in two forms: SQLite compares what is stored, so every child
            // insert would fail its foreign key (issue 51).
            func form(_ column: ColumnDefinition) -> String {
                column.representation.map { "`representation: \($0.value.rawValue)`" } ?? "the default representation"
            }
            diagnostics.error(
                "\(prefix) `\(target.value).\(referenced.name.value)`, which stores its values with \(form(referenced)), "
                    + "this column with \(form(column)): SQLite compares the stored values, so no row would match; "
                    + "give both the same `representation`",
                at: reference.location)
        }
        if let name = reference.value.column {
            guard let referenced = targetShape.columns.first(where: { $0.name.identifier == name.identifier }) else {
                return reportUnknownColumn(name, of: target, in: targetShape, from: subject)
            }
            if !targetShape.isAloneUnique(referenced.name.identifier) {
                diagnostics.error(
                    "\(prefix) `\(target.value).\(name.value)`, which is neither a primary key nor unique; "
                        + "SQLite needs one of them",
                    at: name.location)
            }
        } else if keyColumns.count != 1 {
            diagnostics.error(
                "\(prefix) table `\(target.value)`, which has no one-column primary key; name the referenced `column`",
                at: target.location)
        }
    }

    /// `… references the unknown table `t``, with the known table it may mean, at the name: of a
    /// column's reference and of a foreign key alike.
    private func reportUnknownTable(_ target: Located<String>, from subject: String, knownTables: () -> [String]) {
        diagnostics.error(
            "\(subject) references the unknown table `\(target.value)`"
                + Suggestion.didYouMean(target.value, among: knownTables()),
            at: target.location)
    }

    /// `… references the unknown column `c` of table `t``, with the column it may mean, at the name.
    private func reportUnknownColumn(
        _ name: Located<String>, of target: Located<String>, in shape: TableDefinition, from subject: String
    ) {
        diagnostics.error(
            "\(subject) references the unknown column `\(name.value)` of table `\(target.value)`"
                + Suggestion.didYouMean(name.value, among: shape.columns.map(\.name.value)),
            at: name.location)
    }
}
