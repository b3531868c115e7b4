import GRDB
import GRDBGenSQL

/// Applies schema.yaml's definitions to a real SQLite database with the same GRDB calls the
/// generated migrations make.
///
/// One difference: a reference without `column` names the primary key column of the
/// referenced table explicitly (the same foreign key), because GRDB would otherwise read the
/// whole schema again after each statement, and verification would grow with the square of the
/// number of tables.
struct SchemaApplier {
    /// Table name → its one-column primary key.
    var primaryKeys: [SQLIdentifier: String] = [:]
    /// Table name → the columns of its primary key (for the foreign keys of `foreignKeys:`).
    var keyColumns: [SQLIdentifier: [String]] = [:]

    /// An applier for the migrations of a schema: it knows the keys of the tables the migrations
    /// leave and of `tables:`.
    init(schema: ValidatedSchema) {
        for table in schema.folded.tables + schema.schema.tables {
            keyColumns[table.name.identifier] = table.primaryKeyColumns.map(\.value)
            if let key = table.columns.first(where: { $0.primaryKey != nil }) {
                primaryKeys[table.name.identifier] = key.name.value
            } else if let key = table.primaryKey?.value, key.count == 1 {
                primaryKeys[table.name.identifier] = key[0].value
            }
        }
    }

    /// GRDB's conflict resolution: the same clause.
    static func grdbResolution(_ resolution: ConflictResolution) -> Database.ConflictResolution {
        Database.ConflictResolution(rawValue: resolution.rawValue.uppercased())!
    }

    /// The GRDB column type of a column: its `declaredType`, or GRDB's for its type.
    static func columnType(of column: ColumnDefinition) -> Database.ColumnType {
        Database.ColumnType(rawValue: column.declaredType?.value ?? column.databaseType.sql)
    }

    /// GRDB's foreign key action: the same clause (`SET NULL`).
    static func foreignKeyAction(_ action: ForeignKeyAction?) -> Database.ForeignKeyAction? {
        action.map { Database.ForeignKeyAction(rawValue: $0.sql)! }
    }

    static func value(_ value: InsertValue) -> (any DatabaseValueConvertible)? {
        switch value {
        case .null: nil
        case .integer(let number): number
        case .real(let number): number
        case .text(let text): text
        case .boolean(let flag): flag
        }
    }

    /// Applies the modifiers of a column to a GRDB column definition.
    func apply(_ modifiers: [ColumnModifier], to definition: GRDB.ColumnDefinition) {
        for modifier in modifiers {
            switch modifier {
            case .notNull(let resolution): definition.notNull(onConflict: resolution.map(Self.grdbResolution))
            case .unique(let resolution): definition.unique(onConflict: resolution.map(Self.grdbResolution))
            case .checkValues(let values): definition.check { values.contains($0) }
            case .checkIntegers(let codes): definition.check { codes.contains($0) }
            case .checkSQL(let sql): definition.check(sql: sql)
            case .collate(let collation):
                definition.collate(Database.CollationName(rawValue: collation.rawValue.uppercased()))
            case .defaultValue(.sql(let sql)): definition.defaults(sql: sql)
            case .defaultValue(.integer(let number)): definition.defaults(to: number)
            case .defaultValue(.real(let number)): definition.defaults(to: number)
            case .defaultValue(.text(let text)): definition.defaults(to: text)
            case .defaultValue(.boolean(let flag)): definition.defaults(to: flag)
            case .generated(let generated):
                definition.generatedAs(sql: generated.sql, generated.stored ? .stored : .virtual)
            case let .references(table, column, onDelete, onUpdate):
                definition.references(
                    table, column: column ?? primaryKeys[SQLIdentifier(table)],
                    onDelete: Self.foreignKeyAction(onDelete), onUpdate: Self.foreignKeyAction(onUpdate))
            }
        }
    }

    func define(_ column: ColumnDefinition, in t: GRDB.TableDefinition) {
        let definition: GRDB.ColumnDefinition
        switch column.start {
        case .autoIncrementedPrimaryKey: definition = t.autoIncrementedPrimaryKey(column.name.value)
        case .primaryKey: definition = t.primaryKey(column.name.value, Self.columnType(of: column))
        case .primaryKeyAcceptingNull:
            definition = t.column(column.name.value, Self.columnType(of: column)).primaryKey()
        case .column: definition = t.column(column.name.value, Self.columnType(of: column))
        }
        apply(column.modifiers, to: definition)
    }

    /// `db.create(table:)` and the table's indexes.
    func createTable(_ name: String, shape: TableDefinition, in db: Database) throws {
        if let searchTable = shape.searchTable {
            return try Self.createSearchTable(name, columns: shape.columns, tokenization: searchTable.value, in: db)
        }
        var options: TableOptions = []
        if shape.has(.strict) { options.insert(.strict) }
        if shape.has(.withoutRowID) { options.insert(.withoutRowID) }
        try db.create(table: name, options: options) { t in
            for column in shape.columns {
                define(column, in: t)
            }
            if let key = shape.primaryKey {
                t.primaryKey(key.value.map(\.value))
            }
            for group in shape.uniqueGroups {
                t.uniqueKey(group.value.map(\.value))
            }
            for check in shape.checks {
                t.check(sql: check.value)
            }
            for key in shape.foreignKeys {
                t.foreignKey(
                    key.columns.map(\.value), references: key.reference.table.value,
                    columns: key.referencedColumns.isEmpty
                        ? keyColumns[key.reference.table.identifier] : key.referencedColumns.map(\.value),
                    onDelete: Self.foreignKeyAction(key.reference.onDelete),
                    onUpdate: Self.foreignKeyAction(key.reference.onUpdate))
            }
        }
        for index in shape.indexes {
            try Self.createIndex(index, on: name, in: db)
        }
    }

    static func createIndex(_ index: IndexDefinition, on table: String, in db: Database) throws {
        let options: IndexOptions = index.unique ? .unique : []
        let condition = index.condition.map { SQL(sql: $0.value) }
        if index.hasPlainKeys {
            try db.create(
                index: index.name.value, on: table, columns: index.columns.map(\.value), options: options,
                condition: condition)
        } else {
            try db.create(
                index: index.name.value, on: table, expressions: index.keys.map { SQL(sql: $0.value.sql) },
                options: options, condition: condition)
        }
    }

    /// `CREATE TRIGGER …`, as the migrations write it.
    static func createTrigger(_ trigger: TriggerDefinition, in db: Database) throws {
        try db.execute(sql: SQLStatement.createTrigger(trigger).sql)
    }

    /// Makes the GRDB call of a migration step.
    /// `try db.create(virtualTable:using: FTS5())` and the synchronization, as the generated
    /// migration writes them.
    private static func createSearchIndex(_ index: SearchIndexDefinition, on table: String, in db: Database) throws {
        try db.create(virtualTable: index.name.value, using: FTS5()) { t in
            if index.synchronization == .grdb { t.synchronize(withTable: table) }
            tokenize(t, as: index.tokenization)
            for column in index.columns { t.column(column.value) }
        }
        if index.synchronization == .grdbgen {
            try db.execute(sql: SQLStatement.synchronizeSearchIndex(index, on: table).sql)
        }
    }

    /// The tokenizer, prefix indexes and options of an FTS5 table.
    private static func tokenize(_ t: FTS5TableDefinition, as tokenization: SearchTokenization) {
        let options = tokenization.options
        let separators = Set(options.separators ?? ""), tokenCharacters = Set(options.tokenCharacters ?? "")
        var unicode61: FTS5TokenizerDescriptor?
        if tokenization.diacritics != nil || !separators.isEmpty || !tokenCharacters.isEmpty {
            let diacritics: FTS5.Diacritics =
                switch tokenization.diacritics ?? .removeLegacy {
                case .removeLegacy: .removeLegacy
                case .remove: .remove
                case .keep: .keep
                }
            unicode61 = .unicode61(diacritics: diacritics, separators: separators, tokenCharacters: tokenCharacters)
        }
        switch tokenization.tokenizer {
        case nil: if let unicode61 { t.tokenizer = unicode61 }
        case .unicode61: t.tokenizer = unicode61 ?? .unicode61()
        case .porter: t.tokenizer = .porter(wrapping: unicode61)
        case .ascii: t.tokenizer = .ascii(separators: separators, tokenCharacters: tokenCharacters)
        case .trigram:
            t.tokenizer = FTS5TokenizerDescriptor(
                components: ["trigram"] + (options.caseSensitive == true ? ["case_sensitive", "1"] : []))
        }
        if let prefixes = tokenization.prefixes { t.prefixes = Set(prefixes) }
        if let detail = options.detail { t.detail = detail.rawValue }
    }

    /// `try db.create(virtualTable:using: FTS5())` of a search table, as the generated migration
    /// writes it: its columns, without types, `UNINDEXED` where they are not indexed.
    static func createSearchTable(
        _ name: String, columns: [ColumnDefinition], tokenization: SearchTokenization, in db: Database
    ) throws {
        try db.create(virtualTable: name, using: FTS5()) { t in
            tokenize(t, as: tokenization)
            for column in columns {
                let definition = t.column(column.name.value)
                if column.unindexed?.value == true { definition.notIndexed() }
            }
        }
    }

    /// `try db.create(view:as:)`, as the generated migration writes it.
    static func createView(_ view: ViewDefinition, in db: Database) throws {
        try db.create(view: view.name.value, as: SQLRequest(sql: view.sql.value))
    }

    func apply(_ call: MigrationCall, in db: Database) throws {
        switch call {
        case let .createTable(table, shape):
            try createTable(table.value.name, shape: shape, in: db)
        case let .alterTable(table, .add(column)):
            try db.alter(table: table.value.name) { t in
                let definition = t.add(column: column.name.value, Self.columnType(of: column))
                apply(column.modifiers, to: definition)
            }
        case let .alterTable(table, .rename(from, to)):
            try db.alter(table: table.value.name) { t in t.rename(column: from.value.name, to: to.value.name) }
        case let .alterTable(table, .drop(column)):
            try db.alter(table: table.value.name) { t in t.drop(column: column.value.name) }
        case let .dropTable(table):
            try db.drop(table: table.value.name)
        case let .renameTable(from, to):
            try db.rename(table: from.value.name, to: to.value.name)
        case let .createIndex(index, table):
            try Self.createIndex(index, on: table.value.name, in: db)
        case let .createTrigger(trigger, _):
            try Self.createTrigger(trigger, in: db)
        case let .createSearchIndex(index, table):
            try Self.createSearchIndex(index, on: table.value.name, in: db)
        case let .dropSearchIndex(name):
            try db.drop(table: name.value.name)
            try db.dropFTS5SynchronizationTriggers(forTable: name.value.name)
        case let .createView(view):
            try Self.createView(view, in: db)
        case let .dropView(name):
            try db.drop(view: name.value.name)
        case let .dropTrigger(name):
            try db.execute(sql: SQLStatement.dropTrigger(name.value).sql)
        case let .dropIndex(name):
            try db.drop(index: name.value.name)
        case let .insert(seed):
            for statement in seed.statements {
                try db.execute(sql: statement.sql, arguments: StatementArguments(statement.arguments.map(Self.value)))
            }
        case .execute(let sql):
            try db.execute(sql: sql.value)
        case .swift:
            // The app's Swift code is not here: a stand-in that changes nothing (the rehearsal of
            // `grdbgen migrate` says so).
            break
        }
    }
}
