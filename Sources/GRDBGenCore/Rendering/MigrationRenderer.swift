import GRDBGenSyntax
import GRDBGenSQL

/// Renders the `DatabaseMigrator` of the schema: one `registerMigration` per migration, each step
/// as the GRDB call a developer would write.
///
/// Migrations use string literals for names, not `Columns`, so that a registered migration
/// never changes when `tables:` changes later.
enum MigrationRenderer {
    static func render(_ schema: DescribedSchema, schemaFileName: String) -> RenderedFile {
        let store = schema.storeName
        var body: [Statement] = [
            .declaration(Declaration(.variable(name: "migrator", value: .call(.identifier("DatabaseMigrator"), []))))
        ]
        for migration in schema.schema.migrations {
            // The functions of the migrations only that it calls: checked before its first step.
            let checks = MigrationAppCode.functionsCalled(by: migration, among: schema.schema.functions).map {
                Statement.expression(
                    .tryExpression(
                        Expression.identifier("Self").invoking(
                            "checkMigrationFunction",
                            [
                                text(nil, $0.name.value), Argument("argumentCount", .integer($0.arguments.count)),
                                text("migration", migration.id.value), Argument("in", .identifier("db")),
                            ])))
            }
            body.append(
                .expression(
                    .call(
                        .member(.identifier("migrator"), "registerMigration"),
                        [text(nil, migration.id.value)],
                        trailing: Closure(
                            parameters: ["db"],
                            body: checks + statements(migration.steps, migration: migration.id.value),
                            isBlock: true))))
        }
        body.append(.returnStatement(.identifier("migrator")))
        let doc = "The migrations of \(schemaFileName), in order: append-only, never change one that shipped."
        var members: [Declaration]
        let needsFunctions = MigrationAppCode.needsFunctions(schema.schema)
        if needsFunctions {
            // Swift steps and functions of the migrations only: the app gives them at opening.
            members = [
                Declaration(
                    doc: doc + """
                        \n\nWithout the app's `Functions`: a pending migration that needs one throws \
                        `StoreError.missingMigrationFunction` (see `migrator(functions:)`).
                        """,
                    modifiers: schema.accessModifiers + [.static],
                    .variable(
                        name: "migrator", type: .named("DatabaseMigrator"),
                        getter: [.expression(.call(.identifier("migrator"), [Argument("functions", .nilLiteral)]))])),
                Declaration(
                    doc: doc + "\n\nIts Swift steps run the app's closures of `functions`.",
                    modifiers: schema.accessModifiers + [.static],
                    .function(
                        name: "migrator",
                        parameters: [Parameter(nil, "functions", TypeReference.named("Functions").optional)],
                        result: .named("DatabaseMigrator"), body: body)),
            ]
        } else {
            members = [
                Declaration(
                    doc: doc, modifiers: schema.accessModifiers + [.static],
                    .variable(name: "migrator", type: .named("DatabaseMigrator"), getter: body))
            ]
        }
        if schema.schema.debug.eraseDatabaseOnSchemaChange {
            let erases = Declaration(
                doc: """
                    debug.eraseDatabaseOnSchemaChange: in debug builds, a database whose schema no longer means \
                    what its migrations make (an edited migration) is erased and migrated again; one that \
                    differs in form only is kept.
                    """,
                modifiers: schema.accessModifiers + [.static],
                .variable(
                    name: "erasesDatabaseOnSchemaChange", type: .named("Bool"), getter: [.expression(.boolean(true))]))
            members.append(Declaration(.conditional(condition: .flag("DEBUG"), declarations: [erases])))
        }
        return RenderedFile(
            name: "\(store)+Migrations.swift",
            // The runtime's `DatabaseStore.runMigrationStep`, for the app's functions of the migrations.
            imports: needsFunctions ? ["GRDB", "GRDBGenRuntime"] : ["GRDB"],
            declarations: [Declaration(.extensionOf(type: .named(store), members: members))])
    }

    /// `try db.name(arguments)`, with an optional trailing closure `{ t in … }`.
    private static func db(_ name: String, _ arguments: [Argument], table body: [Statement]? = nil) -> Statement {
        .expression(
            .tryExpression(
                .call(
                    .member(.identifier("db"), name), arguments,
                    trailing: body.map { Closure(parameters: ["t"], body: $0, isBlock: true) })))
    }

    /// `try db.alter(table:) { t in … }`.
    private static func alter(_ table: SQLIdentifier, _ body: [Statement]) -> Statement {
        db("alter", [text("table", table.name)], table: body)
    }

    /// `try db.execute(sql:)`.
    private static func execute(_ sql: String) -> Statement { db("execute", [text("sql", sql)]) }

    /// An argument whose value is a string literal: `table: "player"`.
    private static func text(_ label: String?, _ value: String) -> Argument { Argument(label, .string(value)) }

    /// `t.name(arguments)`.
    private static func t(_ name: String, _ arguments: [Argument]) -> Statement {
        .expression(.identifier("t").invoking(name, arguments))
    }

    private static func names(_ list: [Located<String>]) -> Expression {
        .array(list.map { .string($0.value) })
    }

    private static func statements(_ steps: [MigrationStep], migration: String) -> [Statement] {
        let calls = steps.map(\.call)
        var statements: [Statement] = []
        var index = 0
        while index < calls.count {
            switch calls[index] {
            case let .createTable(table, shape) where shape.searchTable != nil:
                statements.append(createSearchTable(table.value.name, shape))
            case let .createTable(table, shape):
                statements += createTable(table.value, shape)
            case let .alterTable(table, .add):
                // Consecutive columns added to one table share one `alter(table:)`, as by hand.
                var columns: [ColumnDefinition] = []
                while index < calls.count, case let .alterTable(next, .add(column)) = calls[index],
                    next.value.name == table.value.name
                {
                    columns.append(column)
                    index += 1
                }
                index -= 1
                statements.append(
                    alter(table.value, columns.map { .expression(definition(of: $0, adding: true)) }))
            case let .alterTable(table, .rename(from, to)):
                statements.append(
                    alter(table.value, [t("rename", [text("column", from.value.name), text("to", to.value.name)])]))
            case let .alterTable(table, .drop(column)):
                statements.append(alter(table.value, [t("drop", [text("column", column.value.name)])]))
            case let .dropTable(table):
                statements.append(db("drop", [text("table", table.value.name)]))
            case let .renameTable(from, to):
                statements.append(db("rename", [text("table", from.value.name), text("to", to.value.name)]))
            case let .createIndex(definition, table):
                statements.append(createIndex(definition, table: table.value))
            case let .createTrigger(trigger, _):
                statements.append(execute(SQLStatement.createTrigger(trigger).sql))
            case let .dropTrigger(name):
                statements.append(execute(SQLStatement.dropTrigger(name.value).sql))
            case let .dropIndex(name):
                statements.append(db("drop", [text("index", name.value.name)]))
            case let .createSearchIndex(index, table):
                statements += createSearchIndex(index, on: table.value.name)
            case let .dropSearchIndex(name):
                statements.append(db("drop", [text("table", name.value.name)]))
                statements.append(db("dropFTS5SynchronizationTriggers", [text("forTable", name.value.name)]))
            case let .createView(view):
                statements.append(
                    db(
                        "create",
                        [
                            text("view", view.name.value),
                            Argument("as", .call(.identifier("SQLRequest"), [text("sql", view.sql.value)])),
                        ]))
            case let .dropView(name):
                statements.append(db("drop", [text("view", name.value.name)]))
            case let .insert(seed):
                // Seed rows: one prepared statement per set of columns, with bound arguments.
                statements += seed.statements.map { statement in
                    db(
                        "execute",
                        [
                            text("sql", statement.sql),
                            Argument("arguments", .array(statement.arguments.map { Expression.literal($0) })),
                        ])
                }
            case .execute(let sql):
                statements.append(execute(sql.value))
            case .swift(let function):
                statements.append(swiftStep(function.value, migration: migration))
            }
            index += 1
        }
        return statements
    }

    /// A Swift step: `Self.runMigrationStep(functions?.rewriteCards, named:migration:in:)`.
    private static func swiftStep(_ function: String, migration: String) -> Statement {
        .expression(
            .tryExpression(
                Expression.identifier("Self").invoking(
                    "runMigrationStep",
                    [
                        Argument(nil, .member(.optionalChain(.identifier("functions")), function)),
                        text("named", function), text("migration", migration), Argument("in", .identifier("db")),
                    ])))
    }

    /// `db.create(virtualTable:using: FTS5())` of a search table, with its tokenization and columns.
    private static func createSearchTable(_ table: String, _ shape: TableDefinition) -> Statement {
        var body = tokenization(shape.searchTable!.value)
        for column in shape.columns {
            let definition = Expression.identifier("t").invoking("column", [text(nil, column.name.value)])
            body.append(.expression(column.unindexed?.value == true ? definition.invoking("notIndexed") : definition))
        }
        return createFTS5(table, body)
    }

    /// `db.create(table:)` with its columns and table constraints, then its indexes.
    private static func createTable(_ table: SQLIdentifier, _ shape: TableDefinition) -> [Statement] {
        var body = shape.columns.map { Statement.expression(definition(of: $0, adding: false)) }
        if let key = shape.primaryKey {
            body.append(t("primaryKey", [Argument(nil, names(key.value))]))
        }
        for group in shape.uniqueGroups {
            body.append(t("uniqueKey", [Argument(nil, names(group.value))]))
        }
        for check in shape.checks {
            body.append(t("check", [text("sql", check.value)]))
        }
        for key in shape.foreignKeys {
            var arguments = [Argument(nil, names(key.columns)), text("references", key.reference.table.value)]
            if !key.referencedColumns.isEmpty {
                arguments.append(Argument("columns", names(key.referencedColumns)))
            }
            arguments += actions(onDelete: key.reference.onDelete, onUpdate: key.reference.onUpdate)
            body.append(t("foreignKey", arguments))
        }
        var arguments = [text("table", table.name)]
        if !shape.options.isEmpty {
            arguments.append(Argument("options", .array(shape.options.map { .implicitMember($0.value.rawValue) })))
        }
        return [db("create", arguments, table: body)] + shape.indexes.map { createIndex($0, table: table) }
    }

    /// `db.create(virtualTable:using: FTS5())` of a table's search index, and GRDBGen's triggers
    /// that keep it in sync.
    private static func createSearchIndex(_ index: SearchIndexDefinition, on table: String) -> [Statement] {
        var body: [Statement] = []
        if index.synchronization == .grdb {
            body.append(t("synchronize", [text("withTable", table)]))
        }
        body += tokenization(index.tokenization)
        body += index.columns.map { t("column", [text(nil, $0.value)]) }
        let create = createFTS5(index.name.value, body)
        guard index.synchronization == .grdbgen else { return [create] }
        return [create, execute(SQLStatement.synchronizeSearchIndex(index, on: table).sql)]
    }

    /// `try db.create(virtualTable:using: FTS5()) { t in … }`.
    private static func createFTS5(_ name: String, _ body: [Statement]) -> Statement {
        db("create", [text("virtualTable", name), Argument("using", .call(.identifier("FTS5"), []))], table: body)
    }

    /// `onDelete: .cascade, onUpdate: …` of a foreign key, of a column's or of several columns'.
    private static func actions(onDelete: ForeignKeyAction?, onUpdate: ForeignKeyAction?) -> [Argument] {
        [("onDelete", onDelete), ("onUpdate", onUpdate)].compactMap { label, action in
            action.map { Argument(label, .implicitMember($0.rawValue)) }
        }
    }

    /// `t.tokenizer = …` and `t.prefixes = […]` of an FTS5 table, when they are not SQLite's
    /// defaults.
    private static func tokenization(_ tokenization: SearchTokenization) -> [Statement] {
        var body: [Statement] = []
        if let tokenizer = tokenizer(tokenization) {
            body.append(.assignment(.member(.identifier("t"), "tokenizer"), tokenizer))
        }
        if let prefixes = tokenization.prefixes {
            body.append(.assignment(.member(.identifier("t"), "prefixes"), .array(prefixes.map { .integer($0) })))
        }
        if let detail = tokenization.options.detail {
            body.append(.assignment(.member(.identifier("t"), "detail"), .string(detail.rawValue)))
        }
        return body
    }

    /// `.porter(wrapping: .unicode61(diacritics: .remove))` and the like; `nil` for SQLite's
    /// default tokenizer.
    private static func tokenizer(_ tokenization: SearchTokenization) -> Expression? {
        let options = tokenization.options
        // `separators:` and `tokenCharacters:` of unicode61 and ascii: sets of characters.
        var characters: [Argument] = []
        for (label, text) in [("separators", options.separators), ("tokenCharacters", options.tokenCharacters)] {
            guard let text else { continue }
            let sorted = Set(text).sorted().map { Expression.string(String($0)) }
            characters.append(Argument(label, .array(sorted)))
        }
        var unicode61: Expression?
        if tokenization.diacritics != nil || !characters.isEmpty {
            let diacritics = tokenization.diacritics.map { [Argument("diacritics", .implicitMember($0.rawValue))] }
            unicode61 = .call(.implicitMember("unicode61"), (diacritics ?? []) + characters)
        }
        switch tokenization.tokenizer {
        case nil, .unicode61:
            return unicode61
                ?? (tokenization.tokenizer == nil ? nil : .call(.implicitMember("unicode61"), []))
        case .porter:
            return .call(.implicitMember("porter"), unicode61.map { [Argument("wrapping", $0)] } ?? [])
        case .ascii:
            return .call(.implicitMember("ascii"), characters)
        case .trigram:
            // GRDB has no shorthand for it: the tokenizer's words, as FTS5 reads them.
            let words = ["trigram"] + (options.caseSensitive == true ? ["case_sensitive", "1"] : [])
            return .call(
                .identifier("FTS5TokenizerDescriptor"), [Argument("components", .array(words.map { .string($0) }))])
        }
    }

    private static func createIndex(_ index: IndexDefinition, table: SQLIdentifier) -> Statement {
        var arguments = [text("index", index.name.value), text("on", table.name)]
        if index.hasPlainKeys {
            arguments.append(Argument("columns", names(index.columns)))
        } else {
            // A column in another collation: GRDB's `collating(_:)`; an expression or a descending
            // key: its SQL.
            arguments.append(
                Argument(
                    "expressions",
                    .array(
                        index.keys.map { key in
                            if let column = key.value.column, !key.value.descending {
                                let expression = Expression.call(.identifier("Column"), [text(nil, column)])
                                guard let collation = key.value.collation else { return expression }
                                return expression.invoking(
                                    "collating", [Argument(nil, .implicitMember(collation.rawValue))])
                            }
                            return .call(.identifier("SQL"), [text("sql", key.value.sql)])
                        })))
        }
        if index.unique { arguments.append(Argument("options", .implicitMember("unique"))) }
        if let condition = index.condition {
            arguments.append(Argument("condition", .call(.identifier("SQL"), [text("sql", condition.value)])))
        }
        return db("create", arguments)
    }

    /// `t.column("name", .text).notNull()` and its variants.
    static func definition(of column: ColumnDefinition, adding: Bool) -> Expression {
        let name = Expression.string(column.name.value)
        let type =
            column.declaredType.map { declared in
                Expression.call(.member(.identifier("Database"), "ColumnType"), [text("rawValue", declared.value)])
            } ?? Expression.implicitMember(column.databaseType.rawValue)
        var code: Expression
        switch column.start {
        case .autoIncrementedPrimaryKey:
            code = .identifier("t").invoking("autoIncrementedPrimaryKey", [Argument(nil, name)])
        case .primaryKey:
            code = .identifier("t").invoking("primaryKey", [Argument(nil, name), Argument(nil, type)])
        case .primaryKeyAcceptingNull:
            code = .identifier("t").invoking("column", [Argument(nil, name), Argument(nil, type)])
                .invoking("primaryKey", [])
        case .column:
            code =
                adding
                ? .identifier("t").invoking("add", [Argument("column", name), Argument(nil, type)])
                : .identifier("t").invoking("column", [Argument(nil, name), Argument(nil, type)])
        }
        for modifier in column.modifiers {
            code = swift(modifier, on: code)
        }
        return code
    }

    /// One modifier applied to a column definition: `.notNull()`.
    static func swift(_ modifier: ColumnModifier, on base: Expression) -> Expression {
        func call(_ name: String, _ arguments: [Argument] = [], trailing: Closure? = nil) -> Expression {
            base.invoking(name, arguments, trailing: trailing)
        }
        switch modifier {
        case .notNull(let resolution):
            return call("notNull", resolution.map { [Argument("onConflict", .implicitMember($0.rawValue))] } ?? [])
        case .unique(let resolution):
            return call("unique", resolution.map { [Argument("onConflict", .implicitMember($0.rawValue))] } ?? [])
        case .checkValues(let values):
            let contains = Expression.array(values.map { .string($0) }).invoking(
                "contains", [Argument(nil, .closureArgument(0))])
            return call("check", trailing: Closure(body: [.expression(contains)]))
        case .checkIntegers(let codes):
            let contains = Expression.array(codes.map { .integer(Int($0)) }).invoking(
                "contains", [Argument(nil, .closureArgument(0))])
            return call("check", trailing: Closure(body: [.expression(contains)]))
        case .checkSQL(let sql):
            return call("check", [text("sql", sql)])
        case .collate(let collation):
            return call("collate", [Argument(nil, .implicitMember(collation.rawValue))])
        case .defaultValue(.sql(let sql)):
            return call("defaults", [text("sql", sql)])
        case .defaultValue(let value):
            return call("defaults", [Argument("to", .literal(value))])
        case let .references(table, column, onDelete, onUpdate):
            var arguments = [text(nil, table)]
            if let column { arguments.append(text("column", column)) }
            arguments += actions(onDelete: onDelete, onUpdate: onUpdate)
            return call("references", arguments)
        case .generated(let generated):
            return call(
                "generatedAs",
                [text("sql", generated.sql), Argument(nil, .implicitMember(generated.stored ? "stored" : "virtual"))])
        }
    }
}
