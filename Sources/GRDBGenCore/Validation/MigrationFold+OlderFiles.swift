import GRDBGenSQL

extension MigrationFold {
    /// Checks `olderFiles:` of a baseline against the schema the baseline makes: each column names a
    /// column of one of its tables (`table.column`), a column added later can be filled (it accepts
    /// NULL or has a default, and is no key), anything else added later is the baseline's, and what
    /// is dropped is not the baseline's.
    static func checkOlderFiles(_ older: OlderFiles, in schema: FoldedSchema, diagnostics: DiagnosticCollector) {
        func column(_ entry: Located<String>) -> ColumnDefinition? {
            let parts = entry.value.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, let table = schema.table(named: parts[0]) else {
                diagnostics.error(
                    "`\(entry.value)` names no table of the baseline; write a column as table.column",
                    at: entry.location)
                return nil
            }
            guard let column = table.column(named: parts[1]) else {
                diagnostics.error(
                    "table `\(table.name.value)` of the baseline has no column `\(parts[1])`", at: entry.location)
                return nil
            }
            return column
        }
        for entry in older.untyped { _ = column(entry) }
        for entry in older.addedLater {
            guard entry.value.contains(".") else {
                // A table, index, view, trigger or search table.
                let name = SQLIdentifier(entry.value)
                if schema.table(named: name) == nil, schema.view(named: name) == nil, !schema.hasIndex(named: name),
                    schema.trigger(named: name) == nil,
                    !schema.tables.contains(where: { $0.search?.name.identifier == name })
                {
                    diagnostics.error(
                        "`\(entry.value)` names nothing of the baseline; `addedLater` names its tables, indexes, "
                            + "views, triggers and search tables, and its columns as table.column",
                        at: entry.location)
                }
                continue
            }
            guard let found = column(entry) else { continue }
            if found.primaryKey != nil || (found.isNotNullInDatabase && found.defaultValue == nil) {
                diagnostics.error(
                    "column `\(entry.value)` cannot have been added later: "
                        + (found.primaryKey != nil ? "it is a key" : "it is NOT NULL without a default")
                        + "; adoption gives the rows of an older file the column's default",
                    at: entry.location)
            }
        }
        for entry in older.dropped
        where schema.table(named: entry.value) != nil || schema.view(named: SQLIdentifier(entry.value)) != nil {
            diagnostics.error(
                "`\(entry.value)` is in the baseline; `dropped` names what older files have and the app drops",
                at: entry.location)
        }
    }
}
