/// Compares `tables:` with the tables the migrations produce, and says what differs.
public enum SchemaComparison {
    /// Reports every difference between the declared tables and the folded migrations.
    public static func compare(tables: [TableDefinition], folded: FoldedSchema, diagnostics: DiagnosticCollector) {
        for table in tables {
            let name = table.name.value
            guard let result = folded.table(named: name) else {
                diagnostics.error(
                    "table `\(name)` is in tables: but no migration creates it; add a migration with a "
                        + "`createTable` step",
                    at: table.name.location)
                continue
            }
            compareColumns(of: table, with: result, diagnostics: diagnostics)
            compareConstraints(of: table, with: result, diagnostics: diagnostics)
        }
        let declared = Set(tables.map(\.name.identifier))
        for result in folded.tables where !declared.contains(SQLIdentifier(result.name)) {
            diagnostics.error(
                "table `\(result.name)` is created by migration `\(result.createdBy)` but is not in tables:",
                at: result.location)
        }
    }

    /// Reports every difference between `views:` and the views the migrations leave: a view
    /// missing on either side, or another SQL text.
    public static func compare(views: [ViewDefinition], folded: FoldedSchema, diagnostics: DiagnosticCollector) {
        for view in views {
            let name = view.name.value
            guard let result = folded.view(named: view.name.identifier) else {
                diagnostics.error(
                    "view `\(name)` is in views: but no migration creates it; add a migration with a `createView` step",
                    at: view.name.location)
                continue
            }
            if result.definition.sql.value != view.sql.value {
                diagnostics.error(
                    "view `\(name)`: the `sql` of views: and of migration `\(result.createdBy)` differ; "
                        + "to change a view, drop it and create it again in a new migration",
                    at: view.sql.location,
                    note: "migration `\(result.createdBy)` writes it here", at: result.definition.sql.location)
            }
        }
        let declared = Set(views.map(\.name.identifier))
        for result in folded.views where !declared.contains(result.definition.name.identifier) {
            diagnostics.error(
                "view `\(result.definition.name.value)` is created by migration `\(result.createdBy)` but is "
                    + "not in views:",
                at: result.definition.name.location)
        }
    }

    private static func compareColumns(
        of table: TableDefinition, with result: FoldedTable, diagnostics: DiagnosticCollector
    ) {
        let tableName = table.name.value
        for column in table.columns {
            let name = column.name.value
            guard let migrated = result.column(named: name) else {
                diagnostics.error(
                    "column `\(name)` of table `\(tableName)` is in tables: but no migration adds it; add a "
                        + "migration with an `addColumn` step",
                    at: column.name.location)
                continue
            }
            let origin = result.columnOrigins[column.name.identifier] ?? result.createdBy
            for difference in differences(declared: column.shape, migrated: migrated.shape) {
                diagnostics.error(
                    "column `\(name)` of table `\(tableName)`: \(difference)",
                    at: column.name.location,
                    note: "migration `\(origin)` defines the column here", at: migrated.name.location)
            }
        }
        for migrated in result.columns
        where !table.columns.contains(where: { $0.name.identifier == migrated.name.identifier }) {
            let origin = result.columnOrigins[migrated.name.identifier] ?? result.createdBy
            diagnostics.error(
                "column `\(migrated.name.value)` of table `\(tableName)` is added by migration `\(origin)` but "
                    + "is not in tables:",
                at: migrated.name.location)
        }
        // Same columns, different order: `SELECT *` and the struct would disagree.
        let declaredOrder = table.columns.map(\.name.identifier)
        let migratedOrder = result.columns.map(\.name.identifier)
        if Set(declaredOrder) == Set(migratedOrder), declaredOrder.count == migratedOrder.count,
            declaredOrder != migratedOrder,
            let index = zip(declaredOrder, migratedOrder).enumerated().first(where: { $0.element.0 != $0.element.1 })?
                .offset
        {
            let column = table.columns[index]
            diagnostics.error(
                "column `\(column.name.value)` of table `\(tableName)` is column \(index + 1) in tables: but "
                    + "the migrations make `\(result.columns[index].name.value)` column \(index + 1); list the "
                    + "columns in the order the migrations add them",
                at: column.name.location)
        }
    }

    /// Reports what one side lists and the other does not (a table's checks, its foreign keys of
    /// several columns): at the entry of `tables:`, or at the table with a note at the migration's.
    private static func compareLists<Item: Hashable>(
        _ declared: [(Item, SourceLocation?)], _ migrated: [(Item, SourceLocation?)], of tableName: String,
        at tableLocation: SourceLocation?, what: (Item) -> String, diagnostics: DiagnosticCollector
    ) {
        let migratedItems = Set(migrated.map(\.0))
        let declaredItems = Set(declared.map(\.0))
        for (item, location) in declared where !migratedItems.contains(item) {
            diagnostics.error(
                "table `\(tableName)`: \(what(item)) is in tables: but not in the migrations", at: location)
        }
        for (item, location) in migrated where !declaredItems.contains(item) {
            diagnostics.error(
                "table `\(tableName)`: \(what(item)) of the migrations is not in tables:",
                at: tableLocation, note: "the migrations define it here", at: location)
        }
    }

    private static func names(_ list: [Located<String>]?) -> [SQLIdentifier]? {
        list?.map(\.identifier)
    }

    /// `[a, b]`, or the SQL of each key when one has a collation, an order or is an expression.
    private static func showKeys(_ index: IndexDefinition) -> String {
        index.hasPlainKeys
            ? show(index.shape.columns) : "[" + index.keys.map(\.value.sql).joined(separator: ", ") + "]"
    }

    private static func show(_ list: [SQLIdentifier]?) -> String {
        list.map { "[" + $0.map(\.name).joined(separator: ", ") + "]" } ?? "none"
    }

    private static func compareConstraints(
        of table: TableDefinition, with result: FoldedTable, diagnostics: DiagnosticCollector
    ) {
        let tableName = table.name.value
        let declaredKey = names(table.shape.primaryKey?.value)
        let migratedKey = names(result.shape.primaryKey?.value)
        if declaredKey != migratedKey {
            diagnostics.error(
                "table `\(tableName)`: tables: say primary key \(show(declaredKey)), the migrations say "
                    + "\(show(migratedKey))",
                at: table.shape.primaryKey?.location ?? table.name.location)
        }
        let declaredOptions = Set(table.shape.options.map(\.value)),
            migratedOptions = Set(result.shape.options.map(\.value))
        if declaredOptions != migratedOptions {
            func show(_ options: Set<TableOption>) -> String {
                options.isEmpty ? "none" : "[" + options.map(\.rawValue).sorted().joined(separator: ", ") + "]"
            }
            diagnostics.error(
                "table `\(tableName)`: tables: say options \(show(declaredOptions)), the migrations say "
                    + "\(show(migratedOptions))",
                at: table.shape.options.first?.location ?? table.name.location)
        }
        switch (table.shape.searchTable, result.shape.searchTable) {
        case (nil, nil):
            break
        case let (declared?, nil):
            diagnostics.error(
                "table `\(tableName)` is a search table in tables: (`searchTable`), but the migrations create it as "
                    + "a plain table",
                at: declared.location)
        case let (nil, migrated?):
            diagnostics.error(
                "table `\(tableName)` is a search table in the migrations (`searchTable`), but not in tables:",
                at: table.name.location, note: "the migrations create it here", at: migrated.location)
        case let (declared?, migrated?) where declared.value != migrated.value:
            diagnostics.error(
                "search table `\(tableName)`: tables: and the migrations give it different `tokenizer`, "
                    + "`diacritics` or `prefixes`",
                at: declared.location, note: "the migrations define it here", at: migrated.location)
        default:
            break
        }
        compareLists(
            table.shape.checks.map { ($0.value, $0.location) }, result.shape.checks.map { ($0.value, $0.location) },
            of: tableName, at: table.location, what: { "the check `\($0)`" }, diagnostics: diagnostics)
        compareLists(
            table.shape.foreignKeys.map { ($0.shape, $0.location) },
            result.shape.foreignKeys.map { ($0.shape, $0.location) }, of: tableName, at: table.location,
            what: { "the foreign key \($0)" }, diagnostics: diagnostics)
        let declaredGroups = Set(table.shape.uniqueGroups.map { names($0.value)! })
        let migratedGroups = Set(result.shape.uniqueGroups.map { names($0.value)! })
        for group in table.shape.uniqueGroups where !migratedGroups.contains(names(group.value)!) {
            diagnostics.error(
                "table `\(tableName)`: the unique group \(show(names(group.value))) is in tables: but not in "
                    + "the migrations",
                at: group.location)
        }
        for group in result.shape.uniqueGroups where !declaredGroups.contains(names(group.value)!) {
            diagnostics.error(
                "table `\(tableName)`: the unique group \(show(names(group.value))) of the migrations is not in "
                    + "tables:",
                at: group.location)
        }
        compareIndexesAndTriggers(of: table, with: result, diagnostics: diagnostics)
    }

    /// The indexes and triggers of a table, by name, in `tables:` and after the migrations.
    private static func compareIndexesAndTriggers(
        of table: TableDefinition, with result: FoldedTable, diagnostics: DiagnosticCollector
    ) {
        let tableName = table.name.value
        for index in table.shape.indexes {
            guard let migrated = result.shape.indexes.first(where: { $0.name.identifier == index.name.identifier })
            else {
                let column = table.columns.first { $0.name.identifier == index.columns.first?.identifier }
                if index.isImplicit, let column, column.index == nil {
                    // The index a foreign key gets by default: existing schemas keep working until migrated.
                    diagnostics.warning(
                        "foreign key column `\(column.name.value)` of table `\(tableName)` has no index: each "
                            + "fetch of one parent's rows and each cascade scans the table; run `grdbgen "
                            + "migrate NAME` to add `\(index.name.value)`, or write `index: false` to keep "
                            + "it without",
                        at: index.name.location)
                    continue
                }
                if index.isImplicit {
                    diagnostics.error(
                        "column `\(index.columns.first?.value ?? "")` of table `\(tableName)` has `index: "
                            + "true`, and no migration creates `\(index.name.value)`; run `grdbgen migrate "
                            + "NAME`, or add a `createIndex` step",
                        at: index.name.location)
                    continue
                }
                diagnostics.error(
                    "index `\(index.name.value)` of table `\(tableName)` is in tables: but no migration creates "
                        + "it; add a `createIndex` step",
                    at: index.name.location)
                continue
            }
            if migrated.shape != index.shape {
                diagnostics.error(
                    "index `\(index.name.value)` of table `\(tableName)`: tables: say "
                        + "\(index.unique ? "unique " : "")\(showKeys(index)), the migrations say "
                        + "\(migrated.unique ? "unique " : "")\(showKeys(migrated))",
                    at: index.name.location)
            }
        }
        for trigger in table.shape.triggers {
            guard let migrated = result.shape.triggers.first(where: { $0.name.identifier == trigger.name.identifier })
            else {
                diagnostics.error(
                    "trigger `\(trigger.name.value)` of table `\(tableName)` is in tables: but no migration "
                        + "creates it; add a `createTrigger` step",
                    at: trigger.name.location)
                continue
            }
            if migrated.shape != trigger.shape {
                diagnostics.error(
                    "trigger `\(trigger.name.value)` of table `\(tableName)`: tables: and the migrations define "
                        + "it differently",
                    at: trigger.name.location, note: "the migrations define it here", at: migrated.name.location)
            }
        }
        for migrated in result.shape.triggers
        where !table.shape.triggers.contains(where: { $0.name.identifier == migrated.name.identifier }) {
            diagnostics.error(
                "trigger `\(migrated.name.value)` of table `\(tableName)` is created by the migrations but is "
                    + "not in tables:",
                at: migrated.name.location)
        }
        for migrated in result.shape.indexes
        where !table.shape.indexes.contains(where: { $0.name.identifier == migrated.name.identifier }) {
            diagnostics.error(
                "index `\(migrated.name.value)` of table `\(tableName)` is created by the migrations but is not "
                    + "in tables:",
                at: migrated.name.location)
        }
        compareSearchIndexes(of: table, with: result, diagnostics: diagnostics)
    }

    /// The search index of a table in `tables:` and after the migrations; one kept by GRDB's
    /// triggers is said.
    private static func compareSearchIndexes(
        of table: TableDefinition, with result: FoldedTable, diagnostics: DiagnosticCollector
    ) {
        let tableName = table.name.value
        switch (table.shape.search, result.shape.search) {
        case (nil, nil):
            break
        case let (search?, nil):
            diagnostics.error(
                "search index `\(search.name.value)` of table `\(tableName)` is in tables: but no migration "
                    + "creates it; add a `createSearchIndex` step",
                at: search.location)
        case let (nil, migrated?):
            diagnostics.error(
                "search index `\(migrated.name.value)` of table `\(tableName)` is created by the migrations but "
                    + "is not in tables:",
                at: migrated.name.location)
        case let (search?, migrated?):
            if search.shape != migrated.shape {
                diagnostics.error(
                    "search index `\(search.name.value)` of table `\(tableName)`: tables: and the migrations "
                        + "define it differently",
                    at: search.location, note: "the migrations define it here", at: migrated.location)
            } else if migrated.synchronization == .grdb {
                diagnostics.report(
                    Diagnostic(
                        .warning,
                        "search index `\(search.name.value)` of table `\(tableName)` is kept in sync by GRDB's "
                            + "triggers, which a trigger that writes `\(tableName)` or an INSERT OR REPLACE can "
                            + "leave corrupt (SQLite error 11); run `grdbgen migrate NAME` to make it again "
                            + "with GRDBGen's triggers, which keep it whole",
                        at: search.location))
                diagnostics.report(
                    Diagnostic(
                        .note, "made with GRDB's triggers here (a locked step, or `synchronization: grdb`)",
                        at: migrated.location))
            }
        }
    }

    /// The differences between a declared column and a migrated one, in words.
    static func differences(declared: ColumnShape, migrated: ColumnShape) -> [String] {
        var result: [String] = []
        func differ<T: Equatable>(_ a: T?, _ b: T?, _ what: String, _ show: (T) -> String) {
            if a != b {
                result.append(
                    "tables: say \(a.map(show) ?? "no \(what)"), the migrations say \(b.map(show) ?? "no \(what)")")
            }
        }
        if declared.type != migrated.type {
            result.append(
                "tables: say type `\(declared.type.rawValue)`, the migrations give type `\(migrated.type.rawValue)`")
        }
        differ(declared.declaredType, migrated.declaredType, "declaredType") { "declaredType `\($0)`" }
        if declared.primaryKey?.inTheTable != migrated.primaryKey?.inTheTable {
            result.append(
                "tables: say \(describe(declared.primaryKey)), the migrations say \(describe(migrated.primaryKey))")
        } else if declared.notNull != migrated.notNull {
            result.append(
                declared.notNull
                    ? "tables: say NOT NULL, the migrations leave it nullable"
                    : "tables: say nullable, the migrations make it NOT NULL")
        }
        differ(declared.notNullOnConflict, migrated.notNullOnConflict, "NOT NULL conflict clause") {
            "NOT NULL ON CONFLICT \($0.rawValue.uppercased())"
        }
        differ(declared.uniqueOnConflict, migrated.uniqueOnConflict, "UNIQUE conflict clause") {
            "UNIQUE ON CONFLICT \($0.rawValue.uppercased())"
        }
        differ(declared.defaultValue, migrated.defaultValue, "default") { "default \($0)" }
        if declared.unique != migrated.unique {
            result.append(
                declared.unique
                    ? "tables: say unique, the migrations do not" : "tables: do not say unique, the migrations do")
        }
        differ(declared.check, migrated.check, "check") { "check `\($0)`" }
        differ(declared.collate, migrated.collate, "collation") { "collate \($0.rawValue)" }
        differ(declared.references, migrated.references, "reference") { "references \($0)" }
        differ(declared.enumValues, migrated.enumValues, "values") { "values [\($0.joined(separator: ", "))]" }
        if declared.checksEnumValues != migrated.checksEnumValues {
            result.append(
                declared.checksEnumValues
                    ? "tables: check the enum's values, the migrations do not (`check: false`)"
                    : "tables: do not check the enum's values (`check: false`), the migrations do")
        }
        differ(declared.enumCodes, migrated.enumCodes, "stored integers") {
            "integers [\($0.map(String.init).joined(separator: ", "))]"
        }
        differ(declared.generated, migrated.generated, "generated expression") {
            "generated `\($0.sql)`" + ($0.stored ? " (stored)" : "")
        }
        differ(declared.representation, migrated.representation, "representation") { "representation \($0.rawValue)" }
        if declared.unindexed != migrated.unindexed {
            result.append(
                declared.unindexed
                    ? "tables: say unindexed, the migrations index it"
                    : "tables: index it, the migrations say unindexed")
        }
        return result
    }

    private static func describe(_ key: ColumnDefinition.PrimaryKey?) -> String {
        switch key {
        case .autoincrement: "`primaryKey: autoincrement`"
        case .rowid: "`primaryKey: rowid`"
        case .plain: "`primaryKey: true`"
        case nil: "no primary key"
        }
    }
}
