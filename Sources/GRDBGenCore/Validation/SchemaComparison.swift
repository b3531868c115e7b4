/// Compares `tables:` with the tables the migrations produce, and says what differs.
public enum SchemaComparison {
    /// Reports every difference between the declared tables and the folded migrations.
    public static func compare(tables: [TableDefinition], folded: [FoldedTable], diagnostics: DiagnosticCollector) {
        for table in tables {
            let name = table.name.value
            guard let result = folded.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                diagnostics.error(
                    "table `\(name)` is in tables: but no migration creates it; add a migration with a `createTable` step",
                    at: table.name.location)
                continue
            }
            compareColumns(of: table, with: result, diagnostics: diagnostics)
        }
        for result in folded where !tables.contains(where: { $0.name.value.lowercased() == result.name.lowercased() }) {
            diagnostics.error(
                "table `\(result.name)` is created by migration `\(result.createdBy)` but is not in tables:",
                at: result.location)
        }
    }

    private static func compareColumns(of table: TableDefinition, with result: FoldedTable, diagnostics: DiagnosticCollector) {
        let tableName = table.name.value
        for column in table.columns {
            let name = column.name.value
            guard let migrated = result.column(named: name) else {
                diagnostics.error(
                    "column `\(name)` of table `\(tableName)` is in tables: but no migration adds it; add a migration with an `addColumn` step",
                    at: column.name.location)
                continue
            }
            let origin = result.columnOrigins[name.lowercased()] ?? result.createdBy
            for difference in differences(declared: column.shape, migrated: migrated.shape) {
                diagnostics.error(
                    "column `\(name)` of table `\(tableName)`: \(difference) (migration `\(origin)`, line \(migrated.name.location.line))",
                    at: column.name.location)
            }
        }
        for migrated in result.columns where !table.columns.contains(where: { $0.name.value.lowercased() == migrated.name.value.lowercased() }) {
            let origin = result.columnOrigins[migrated.name.value.lowercased()] ?? result.createdBy
            diagnostics.error(
                "column `\(migrated.name.value)` of table `\(tableName)` is added by migration `\(origin)` but is not in tables:",
                at: migrated.name.location)
        }
        // Same columns, different order: `SELECT *` and the struct would disagree.
        let declaredOrder = table.columns.map { $0.name.value.lowercased() }
        let migratedOrder = result.columns.map { $0.name.value.lowercased() }
        if Set(declaredOrder) == Set(migratedOrder), declaredOrder.count == migratedOrder.count, declaredOrder != migratedOrder,
           let index = zip(declaredOrder, migratedOrder).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
        {
            let column = table.columns[index]
            diagnostics.error(
                "column `\(column.name.value)` of table `\(tableName)` is column \(index + 1) in tables: but the migrations make `\(result.columns[index].name.value)` column \(index + 1); list the columns in the order the migrations add them",
                at: column.name.location)
        }
    }

    /// The differences between a declared column and a migrated one, in words.
    static func differences(declared: ColumnShape, migrated: ColumnShape) -> [String] {
        var result: [String] = []
        if declared.type != migrated.type {
            result.append("tables: say type `\(declared.type.rawValue)`, the migrations give type `\(migrated.type.rawValue)`")
        }
        if declared.primaryKey != migrated.primaryKey {
            result.append("tables: say \(describe(declared.primaryKey)), the migrations say \(describe(migrated.primaryKey))")
        } else if declared.notNull != migrated.notNull {
            result.append(declared.notNull
                ? "tables: say NOT NULL, the migrations leave it nullable"
                : "tables: say nullable, the migrations make it NOT NULL")
        }
        if declared.defaultValue != migrated.defaultValue {
            result.append("tables: say \(describe(declared.defaultValue)), the migrations say \(describe(migrated.defaultValue))")
        }
        return result
    }

    private static func describe(_ key: ColumnDefinition.PrimaryKey?) -> String {
        switch key {
        case .autoincrement: "`primaryKey: autoincrement`"
        case .plain: "`primaryKey: true`"
        case nil: "no primary key"
        }
    }

    private static func describe(_ value: DefaultValue?) -> String {
        value.map { "default \($0)" } ?? "no default"
    }
}
