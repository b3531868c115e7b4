/// Renders the `DatabaseMigrator` of the schema: one `registerMigration` per migration, each step
/// as the GRDB call a developer would write.
///
/// Migrations use string literals for names, not `Columns`, so that a registered migration
/// never changes when `tables:` changes later.
enum MigrationRenderer {
    static func render(_ schema: ValidatedSchema, schemaFileName: String) -> RenderedFile {
        let access = schema.accessPrefix
        let store = schema.storeName
        var writer = SwiftWriter()
        writer.block("extension \(store) {") { w in
            w.doc("""
                The migrations of \(schemaFileName), in order.

                Migrations are append-only: once a migration has shipped, never change it; add a new one.
                """)
            w.block("\(access)static var migrator: DatabaseMigrator {") { body in
                body.line("var migrator = DatabaseMigrator()")
                for migration in schema.schema.migrations {
                    body.block("migrator.registerMigration(\(SwiftLiteral.string(migration.id.value))) { db in") { m in
                        render(migration.steps, into: &m)
                    }
                }
                body.line("return migrator")
            }
        }
        return RenderedFile(name: "\(store)+Migrations.swift", imports: ["GRDB"], body: writer.text)
    }

    private static func render(_ steps: [MigrationStep], into writer: inout SwiftWriter) {
        var index = 0
        while index < steps.count {
            switch steps[index] {
            case let .createTable(table, columns, _):
                writer.block("try db.create(table: \(SwiftLiteral.string(table.value))) { t in") { t in
                    for column in columns {
                        t.line(definition(of: column, adding: false))
                    }
                }
            case let .addColumn(table, _, _):
                // Consecutive columns added to one table share one `alter(table:)`, as by hand.
                var columns: [ColumnDefinition] = []
                while index < steps.count, case let .addColumn(next, column, _) = steps[index], next.value == table.value {
                    columns.append(column)
                    index += 1
                }
                index -= 1
                writer.block("try db.alter(table: \(SwiftLiteral.string(table.value))) { t in") { t in
                    for column in columns {
                        t.line(definition(of: column, adding: true))
                    }
                }
            case .sql(let sql):
                let literal = SwiftLiteral.multilineString(sql.value, indent: writer.indentation + "    ")
                writer.line("try db.execute(sql: \(literal))")
            }
            index += 1
        }
    }

    /// `t.column("name", .text).notNull()` and its variants.
    static func definition(of column: ColumnDefinition, adding: Bool) -> String {
        let name = SwiftLiteral.string(column.name.value)
        let type = column.type.value.grdbColumnType
        var code: String
        switch column.primaryKey {
        case .autoincrement:
            code = "t.autoIncrementedPrimaryKey(\(name))"
        case .plain:
            code = "t.primaryKey(\(name), \(type))"
        case nil:
            code = adding ? "t.add(column: \(name), \(type))" : "t.column(\(name), \(type))"
            if column.notNull { code += ".notNull()" }
        }
        if let value = column.defaultValue {
            code += ".defaults(to: \(SwiftLiteral.value(value.value)))"
        }
        return code
    }
}
