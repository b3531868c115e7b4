import GRDBGenSyntax
import GRDBGenSQL

/// The validation stage: ``Schema`` → ``ValidatedSchema``.
///
/// Checks names and references, and folds the migrations (``MigrationFold``).
public enum SchemaValidator {
    /// Validates a schema. Returns `nil` when errors were reported.
    ///
    /// Whether `tables:` and the migrations agree is SQLite's to say, in the verify stage
    /// (``SQLiteVerifier``): the fold only reports what needs a step's own place.
    public static func validate(_ schema: Schema, diagnostics: DiagnosticCollector) -> ValidatedSchema? {
        let checkpoint = diagnostics.checkpoint()
        checkStoreName(schema.swift, diagnostics: diagnostics)
        FunctionRules.check(schema.functions, diagnostics: diagnostics)
        var records: [RecordModel] = []
        var tablesByName: [SQLIdentifier: TableDefinition] = [:]
        var recordsByName: [String: RecordModel] = [:]
        // Index and trigger names are unique in a database: the first of each name, by kind.
        var objects: [SchemaObjectKind: [SQLIdentifier: (table: String, name: Located<String>)]] = [:]
        func checkUnique(_ kind: SchemaObjectKind, _ name: Located<String>, of table: String) {
            if let first = objects[kind]?[name.identifier] {
                diagnostics.error(
                    "\(kind) `\(name.value)` has the same name as \(kind.article) \(kind) of table "
                        + "`\(first.table)`; \(kind) names are unique in a database",
                    at: name.location, note: "the \(kind) of table `\(first.table)` is written here",
                    at: first.name.location)
            }
            objects[kind, default: [:]][name.identifier] = (table, name)
        }
        for table in schema.tables {
            let name = table.name.value
            diagnostics.checkName(table.name, kind: .table)
            if let first = tablesByName[table.name.identifier] {
                diagnostics.error(
                    "table `\(name)` has the same name as table `\(first.name.value)`; SQLite names ignore case",
                    at: table.name.location, note: "table `\(first.name.value)` is written here",
                    at: first.name.location)
                continue
            }
            tablesByName[table.name.identifier] = table
            for index in table.indexes { checkUnique(.index, index.name, of: index.table) }
            for trigger in table.triggers { checkUnique(.trigger, trigger.name, of: trigger.table) }
            if let search = table.search {
                diagnostics.checkName(search.name, kind: .searchIndex)
                TableRules(table: name, diagnostics: diagnostics).check(search, in: table)
            }
            guard var record = RecordResolver(table: table, diagnostics: diagnostics).record() else { continue }
            record.features = table.features.applied(to: schema.swift.schemaFeatures)
            let location = table.record?.location ?? table.name.location
            if let other = recordsByName[record.recordName.lowercased()] {
                diagnostics.error(
                    "tables `\(other.tableName)` and `\(name)` both make the record `\(record.recordName)`; set "
                        + "`record:` to tell them apart",
                    at: location)
                continue
            }
            if record.recordName == schema.swift.storeName {
                diagnostics.error(
                    "the record of table `\(name)` has the name of the store, `\(record.recordName)`; set "
                        + "`record:` or `swift.store` to another name",
                    at: location)
            }
            recordsByName[record.recordName.lowercased()] = record
            records.append(record)
        }
        checkEnumsHidingTypes(of: records, in: schema, diagnostics: diagnostics)
        for table in schema.tables {
            guard let search = table.search else { continue }
            if let other = tablesByName[search.name.identifier] {
                diagnostics.error(
                    "search index `\(search.name.value)` of table `\(table.name.value)` has the name of table "
                        + "`\(other.name.value)`; set its `name`",
                    at: search.name.location)
            }
        }
        checkViews(schema.views, tablesByName: tablesByName, diagnostics: diagnostics)
        checkReferences(of: schema.tables, tablesByName: tablesByName, diagnostics: diagnostics)
        let folded = MigrationFold.fold(schema.migrations, diagnostics: diagnostics)
        guard !diagnostics.hasErrors(since: checkpoint) else { return nil }
        records = Associations.resolve(records, tables: schema.tables, diagnostics: diagnostics)
        guard !diagnostics.hasErrors(since: checkpoint) else { return nil }
        records = RecordKeyTypes.assign(records, tables: schema.tables)
        return ValidatedSchema(schema: schema, records: records, folded: folded)
    }

    /// A record's enum named as another record hides that record inside it (`Person.Order` for
    /// `Order` in `Person`'s associations): the generated code would not compile.
    private static func checkEnumsHidingTypes(
        of records: [RecordModel], in schema: Schema, diagnostics: DiagnosticCollector
    ) {
        let typeNames = Set(records.map(\.recordName) + [schema.swift.storeName])
        for table in schema.tables {
            guard let record = records.first(where: { $0.tableName == table.name.value }) else { continue }
            for property in record.properties {
                guard let enumeration = property.enumeration, enumeration.typeName != record.recordName,
                    typeNames.contains(enumeration.typeName)
                else { continue }
                let column = table.columns.first { $0.name.value.isSameSQLName(as: property.columnName) }
                diagnostics.error(
                    "column `\(property.columnName)` of table `\(table.name.value)` would make the enum "
                        + "`\(record.recordName).\(enumeration.typeName)`, which hides the type "
                        + "`\(enumeration.typeName)` of the schema inside `\(record.recordName)`; set "
                        + "`swift: { type: … }` to name the enum apart",
                    at: column?.name.location ?? table.name.location)
            }
        }
    }

    /// The names of the views: SQL names unique among tables and views, record names valid.
    private static func checkViews(
        _ views: [ViewDefinition], tablesByName: [SQLIdentifier: TableDefinition], diagnostics: DiagnosticCollector
    ) {
        var viewsByName: [SQLIdentifier: ViewDefinition] = [:]
        for view in views {
            diagnostics.checkName(view.name, kind: .view)
            if let first = tablesByName[view.name.identifier] {
                diagnostics.error(
                    "view `\(view.name.value)` has the name of table `\(first.name.value)`; SQLite names ignore case",
                    at: view.name.location, note: "table `\(first.name.value)` is written here", at: first.name.location
                )
            } else if let first = viewsByName[view.name.identifier] {
                diagnostics.error(
                    "view `\(view.name.value)` has the same name as view `\(first.name.value)`; SQLite names "
                        + "ignore case",
                    at: view.name.location, note: "view `\(first.name.value)` is written here", at: first.name.location)
            }
            viewsByName[view.name.identifier] = view
            if let record = view.record {
                diagnostics.checkTypeName(record, what: "the record name of view `\(view.name.value)`")
            }
        }
    }

    /// The foreign keys of `tables:`, of a column or of several, against the tables they
    /// reference.
    private static func checkReferences(
        of tables: [TableDefinition], tablesByName: [SQLIdentifier: TableDefinition], diagnostics: DiagnosticCollector
    ) {
        for table in tables {
            TableRules(table: table.name.value, diagnostics: diagnostics).checkReferences(
                of: table, target: { tablesByName[SQLIdentifier($0)] }, knownTables: { tables.map(\.name.value) })
        }
    }

    private static func checkStoreName(_ options: SwiftOptions, diagnostics: DiagnosticCollector) {
        guard let store = options.store else { return }
        diagnostics.checkTypeName(store, what: "the store name")
    }

    /// The record name of a table: `record:`, or the UpperCamelCase singular of the table name
    /// (`todo_items` → `TodoItem`), with `Record` appended when that is a Swift or GRDB type name
    /// (again, when the name with `Record` is one too: `Table` → `TableRecordRecord`, as GRDB's
    /// `Table` and `TableRecord` are taken).
    static func defaultRecordName(forTable table: String, isSearchTable: Bool = false) -> String {
        SwiftName.typeName(plainRecordName(forTable: table, isSearchTable: isSearchTable), appending: "Record") {
            name in
            SwiftName.isReservedType(name) || SwiftName.importedTypeNames[name] != nil
        }
    }

    /// The UpperCamelCase singular of a table name; a search table named for its SQLite module
    /// (`tracks_fts`, `notesFTS5`) is named for what it indexes: `TrackSearch`, `NoteSearch`.
    static func plainRecordName(forTable table: String, isSearchTable: Bool) -> String {
        let words = SwiftName.words(table)
        if isSearchTable, words.count > 1, ["fts", "fts3", "fts4", "fts5"].contains(words.last!.lowercased()) {
            return SwiftName.upperCamelCase(Inflection.singular(words.dropLast().joined(separator: "_")) + "_search")
        }
        return SwiftName.upperCamelCase(Inflection.singular(table))
    }
}

extension DiagnosticCollector {
    /// Reports a name that cannot be a generated Swift type: not an identifier, or a Swift or GRDB
    /// type's.
    func checkTypeName(_ name: Located<String>, what: String) {
        if !SwiftName.isPlainIdentifier(name.value) {
            error(
                "`\(name.value)` is not a valid Swift type name for \(what): use letters, digits and "
                    + "underscores, not starting with a digit",
                at: name.location)
        } else if SwiftName.isReservedType(name.value) {
            error(
                "`\(name.value)` cannot be \(what): generated code uses this name for a Swift or GRDB type",
                at: name.location)
        }
    }
}
