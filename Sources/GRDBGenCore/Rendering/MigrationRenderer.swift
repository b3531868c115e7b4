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
                if schema.schema.debug.eraseDatabaseOnSchemaChange {
                    body.line("#if DEBUG")
                    body.line("// debug.eraseDatabaseOnSchemaChange: an edited migration erases the database (debug builds only).")
                    body.line("migrator.eraseDatabaseOnSchemaChange = true")
                    body.line("#endif")
                }
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

    private static func string(_ name: Located<String>) -> String {
        SwiftLiteral.string(name.value)
    }

    private static func render(_ steps: [MigrationStep], into writer: inout SwiftWriter) {
        var index = 0
        while index < steps.count {
            switch steps[index] {
            case let .createTable(table, shape, _):
                renderCreateTable(table, shape: shape, into: &writer)
            case let .addColumn(table, _, _):
                // Consecutive columns added to one table share one `alter(table:)`, as by hand.
                var columns: [ColumnDefinition] = []
                while index < steps.count, case let .addColumn(next, column, _) = steps[index], next.value == table.value {
                    columns.append(column)
                    index += 1
                }
                index -= 1
                writer.block("try db.alter(table: \(string(table))) { t in") { t in
                    for column in columns {
                        t.line(definition(of: column, adding: true))
                    }
                }
            case let .dropTable(table, _):
                writer.line("try db.drop(table: \(string(table)))")
            case let .renameTable(from, to, _):
                writer.line("try db.rename(table: \(string(from)), to: \(string(to)))")
            case let .renameColumn(table, from, to, _):
                writer.block("try db.alter(table: \(string(table))) { t in") { t in
                    t.line("t.rename(column: \(string(from)), to: \(string(to)))")
                }
            case let .dropColumn(table, column, _):
                writer.block("try db.alter(table: \(string(table))) { t in") { t in
                    t.line("t.drop(column: \(string(column)))")
                }
            case let .createIndex(definition, table, _):
                writer.line(createIndex(definition, table: table.value))
            case let .dropIndex(name, _):
                writer.line("try db.drop(index: \(string(name)))")
            case let .insert(table, rows, _):
                renderInsert(table.value, rows: rows, into: &writer)
            case .sql(let sql):
                let literal = SwiftLiteral.multilineString(sql.value, indent: writer.indentation + "    ")
                writer.line("try db.execute(sql: \(literal))")
            }
            index += 1
        }
    }

    private static func createIndex(_ index: IndexDefinition, table: String) -> String {
        let columns = index.columns.map { SwiftLiteral.string($0.value) }.joined(separator: ", ")
        let options = index.unique ? ", options: .unique" : ""
        return "try db.create(index: \(string(index.name)), on: \(SwiftLiteral.string(table)), columns: [\(columns)]\(options))"
    }

    private static func renderCreateTable(_ table: Located<String>, shape: TableShapeDefinition, into writer: inout SwiftWriter) {
        writer.block("try db.create(table: \(string(table))) { t in") { t in
            for column in shape.columns {
                t.line(definition(of: column, adding: false))
            }
            if let key = shape.primaryKey {
                t.line("t.primaryKey([\(key.value.map(string).joined(separator: ", "))])")
            }
            for group in shape.uniqueGroups {
                t.line("t.uniqueKey([\(group.value.map(string).joined(separator: ", "))])")
            }
        }
        for index in shape.indexes {
            writer.line(createIndex(index, table: table.value))
        }
    }

    /// Seed rows, inserted by one prepared statement per set of columns, with bound arguments.
    private static func renderInsert(
        _ table: String, rows: [[(column: Located<String>, value: Located<InsertValue>)]], into writer: inout SwiftWriter
    ) {
        for row in rows {
            let columns = row.map { SQLName.quoted($0.column.value) }.joined(separator: ", ")
            let placeholders = Array(repeating: "?", count: row.count).joined(separator: ", ")
            let sql = "INSERT INTO \(SQLName.quoted(table)) (\(columns)) VALUES (\(placeholders))"
            let arguments = row.map { SwiftLiteral.value($0.value.value) }.joined(separator: ", ")
            writer.line("try db.execute(")
            writer.indented { w in
                w.line("sql: \(SwiftLiteral.string(sql)),")
                w.line("arguments: [\(arguments)])")
            }
        }
    }

    /// `t.column("name", .text).notNull()` and its variants.
    static func definition(of column: ColumnDefinition, adding: Bool) -> String {
        let name = SwiftLiteral.string(column.name.value)
        let type = column.grdbColumnType
        var code: String
        switch column.start {
        case .autoIncrementedPrimaryKey:
            code = "t.autoIncrementedPrimaryKey(\(name))"
        case .primaryKey:
            code = "t.primaryKey(\(name), \(type))"
        case .column:
            code = adding ? "t.add(column: \(name), \(type))" : "t.column(\(name), \(type))"
        }
        for modifier in column.modifiers {
            code += swift(modifier)
        }
        return code
    }

    /// The Swift source of one modifier: `.notNull()`.
    static func swift(_ modifier: ColumnModifier) -> String {
        switch modifier {
        case .notNull:
            return ".notNull()"
        case .unique:
            return ".unique()"
        case .checkValues(let values):
            return ".check { [\(values.map(SwiftLiteral.string).joined(separator: ", "))].contains($0) }"
        case .checkSQL(let sql):
            return ".check(sql: \(SwiftLiteral.string(sql)))"
        case .collate(let collation):
            return ".collate(.\(collation.rawValue))"
        case .defaultValue(.sql(let sql)):
            return ".defaults(sql: \(SwiftLiteral.string(sql)))"
        case .defaultValue(let value):
            return ".defaults(to: \(SwiftLiteral.value(value)))"
        case let .references(table, column, onDelete, onUpdate):
            var arguments = [SwiftLiteral.string(table)]
            if let column { arguments.append("column: \(SwiftLiteral.string(column))") }
            if let onDelete { arguments.append("onDelete: .\(onDelete.rawValue)") }
            if let onUpdate { arguments.append("onUpdate: .\(onUpdate.rawValue)") }
            return ".references(\(arguments.joined(separator: ", ")))"
        }
    }
}
