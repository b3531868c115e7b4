import GRDBGenSQL

/// What a search table (`searchTable:`) may say: an FTS5 table has columns, without types or
/// constraints, and nothing else. Each refused key says what to write instead.
extension TableRules {
    /// FTS5's own column names: a column cannot take them.
    static let reservedColumns: Set<SQLIdentifier> = [SQLIdentifier("rowid"), SQLIdentifier("rank")]

    func checkSearchTable(_ shape: TableDefinition) {
        guard let searchTable = shape.searchTable else { return }
        let what = "search table `\(table)`"
        func refuse(_ key: String, at location: SourceLocation, _ advice: String) {
            diagnostics.error("\(what) has no `\(key)`: an FTS5 table has none; \(advice)", at: location)
        }
        if let key = shape.primaryKey {
            refuse("primaryKey", at: key.location, "its key is the rowid")
        }
        if let group = shape.uniqueGroups.first {
            refuse("unique", at: group.location, "remove it")
        }
        if let index = shape.indexes.first(where: { !$0.isImplicit }) {
            refuse("indexes", at: index.location, "FTS5 indexes its columns itself")
        }
        if let option = shape.options.first {
            refuse("options", at: option.location, "remove `\(option.value.rawValue)`")
        }
        if let search = shape.search {
            refuse("search", at: search.location, "its columns are searched directly")
        }
        if let trigger = shape.triggers.first {
            diagnostics.error(
                "\(what) cannot have trigger `\(trigger.name.value)`: SQLite runs no trigger on a virtual table; "
                    + "write the trigger on the table whose changes fill it",
                at: trigger.name.location)
        }
        for column in shape.columns {
            checkSearchTable(column)
        }
        if !shape.columns.isEmpty, shape.columns.allSatisfy({ $0.unindexed?.value == true }) {
            diagnostics.error("\(what) indexes no column: every column is `unindexed`", at: searchTable.location)
        }
    }

    private func checkSearchTable(_ column: ColumnDefinition) {
        let prefix = "column `\(column.name.value)` of search table `\(table)`"
        if !SwiftName.isPlainIdentifier(column.name.value) {
            diagnostics.error(
                Self.unquotedName(column.name.value, of: "search table `\(table)`"),
                at: column.name.location)
        }
        if Self.reservedColumns.contains(column.name.identifier) || column.name.value.isSameSQLName(as: table) {
            diagnostics.error(
                "\(prefix): FTS5 reserves this name (the rowid, `rank`, the table's own name); rename the column",
                at: column.name.location)
        }
        let refused: [(String, SourceLocation?)] = [
            ("primaryKey", column.primaryKey == nil ? nil : column.name.location),
            ("default", column.defaultValue?.location),
            ("unique", column.unique ? column.name.location : nil),
            ("check", column.check?.location),
            ("collate", column.collate?.location),
            ("generated", column.generated?.location),
            ("references", column.references?.location),
            ("declaredType", column.declaredType?.location),
            ("index", column.index?.value == true ? column.index?.location : nil),
        ]
        for case let (key, location?) in refused {
            diagnostics.error(
                "\(prefix) has no `\(key)`: an FTS5 column has no type or constraint; remove it", at: location)
        }
        if column.notNullOnConflict != nil || column.uniqueOnConflict != nil {
            diagnostics.error(
                "\(prefix) has no conflict clause: an FTS5 column has no constraint", at: column.name.location)
        }
        if column.unindexed?.value != true, ![.text, .enum, .json].contains(column.type.value) {
            diagnostics.error(
                "\(prefix), of type \(column.type.value.rawValue), is indexed: FTS5 indexes text; write "
                    + "`unindexed: true` to keep it beside the text",
                at: column.type.location)
        }
    }
}
