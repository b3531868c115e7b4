import Yams

/// The keys of the schema's other mappings: `swift:`, a function of `functions:`, a migration, its
/// baseline and older files, and `debug:`.
extension SchemaGrammar {
    /// `swift:` of the schema: the generated code's access level, the store's name, and the
    /// features of every table (``features``).
    static let swift = SchemaMapping<SwiftOptions>(
        keys: [
            SchemaKey(
                "access", "the access level of generated code", value: { .choice(SwiftOptions.AccessLevel.self) },
                read: { options, node, at in
                    options.access =
                        at.reader.choice(node, what: at.what, of: SwiftOptions.AccessLevel.self) ?? .internal
                }, write: { $0.access == .internal ? nil : $0.access.rawValue }),
            .text("store", "the name of the generated store type", \.store),
        ] + features.keys.map { $0.lifted(\SwiftOptions.features) }, required: [])

    /// An entry of `functions:`: an SQL function the app implements in Swift.
    static let function = SchemaMapping<FunctionDefinition>(
        keys: [
            SchemaKey(
                "arguments", "the type of each argument",
                value: { .list(of: JSONValueSchema.choice(FunctionValueType.self).described("an argument's type")) },
                read: { function, node, at in
                    function.arguments = at.list(node).compactMap {
                        at.reader.locatedChoice($0, what: "an argument of \(at.mapping)", of: FunctionValueType.self)
                    }
                }, write: { $0.arguments.isEmpty ? nil : YAMLText.list($0.arguments.map(\.value.rawValue)) }),
            .choice(
                "result", "the type of the result; left out for a function that gives none (SQL sees NULL)",
                \.result),
            .flag("deterministic", "the same arguments always give the same result", \.deterministic),
            SchemaKey(
                "migrations", "only migrations call it: given while one that does is pending",
                value: { JSONValueSchema(["enum": ["only"]]) },
                read: { function, node, at in
                    function.migrationsOnly = at.reader.choice(node, what: at.what, [("only", true)]) ?? false
                }, write: { $0.migrationsOnly ? "only" : nil }),
        ], required: [])

    /// A migration of `migrations:`: its id, its baseline, its steps.
    static let migration = SchemaMapping<Migration>(
        keys: [
            .text("id", "the migration identifier, never changed once released", \.id),
            SchemaKey(
                "baseline", "the first migration adopts existing files",
                value: { .anyOf([["type": "boolean"], baseline.jsonSchema().json]) },
                read: { migration, node, at in
                    let what = "`baseline` of " + migration.name(at)
                    if case .mapping = node {
                        migration.baseline = Located([], at: at.reader.location(node))
                        _ = baseline.read(node, into: &migration, by: at.translator, what: what)
                    } else if at.reader.bool(node, what: what) == true {
                        migration.baseline = Located([], at: at.reader.location(node))
                    }
                },
                write: { migration in
                    guard migration.baseline != nil else { return nil }
                    return baseline.entries(migration).isEmpty ? "true" : baseline.flow(migration)
                }),
            SchemaKey(
                "steps", "the steps, in order (a baseline may leave them to the lock)",
                value: { .list(of: JSONValueSchema(["oneOf": SchemaJSONSchema.steps()])) },
                read: { migration, node, at in
                    let what = "the steps of " + migration.name(at)
                    guard let list = at.reader.sequence(node, what: what) else { return }
                    if list.isEmpty { at.reader.error("\(what): the list is empty", at: node) }
                    migration.steps = list.compactMap(at.translator.step)
                }, write: { _ in nil }),
        ], required: ["id"])

    /// `baseline: { replaces, olderFiles }` of a migration.
    static let baseline = SchemaMapping<Migration>(
        keys: [
            SchemaKey(
                "replaces", "the migrations it replaces", value: { .names },
                read: { migration, node, at in
                    let names = at.list(node).compactMap { at.reader.string($0, what: "a migration of `replaces`") }
                    migration.baseline = Located(names, at: migration.baseline?.location ?? at.reader.location(node))
                },
                write: { $0.baseline.flatMap { $0.value.isEmpty ? nil : YAMLText.list($0.value.map(\.value)) } }),
            SchemaKey(
                "olderFiles", "what files made by older releases of the app lack or have besides",
                value: { olderFiles.jsonSchema() },
                read: { migration, node, at in
                    var files = OlderFiles(location: at.reader.location(node))
                    let what = "`olderFiles` of " + migration.name(at)
                    if olderFiles.read(node, into: &files, by: at.translator, what: what) {
                        migration.olderFiles = files
                    }
                }, write: { $0.olderFiles.map(olderFiles.flow) }),
        ], required: [])

    /// `olderFiles:` of a baseline: what files made by older releases lack or have besides.
    static let olderFiles = SchemaMapping<OlderFiles>(
        keys: [
            .texts("untyped", "columns older files declare without a type: table.column", \.untyped, each: "a name"),
            .texts("addedLater", "what older files lack: table.column, tables, indexes", \.addedLater, each: "a name"),
            .texts("dropped", "tables, indexes, views, triggers older files have", \.dropped, each: "a name"),
        ], required: [])

    /// `debug:`: what debug builds do.
    static let debug = SchemaMapping<DebugOptions>(
        keys: [
            .flag(
                "eraseDatabaseOnSchemaChange",
                "debug builds erase a database whose schema differs in meaning from its migrations",
                \.eraseDatabaseOnSchemaChange)
        ], required: [])
}

extension Migration {
    /// The migration as diagnostics name it: by its id once read, else by its place.
    fileprivate func name(_ at: SchemaKeyPlace) -> String {
        id.value.isEmpty ? at.mapping : "migration `\(id.value)`"
    }
}

/// The keys of the schema file itself.
extension SchemaGrammar {
    /// schema.yaml: its options, functions, tables, views, fragments, queries, migrations and
    /// debug options; a mapping or a list left empty (`views: ~`) has none.
    static let schema = SchemaMapping<Schema>(
        keys: [
            SchemaKey(
                "swift", "options of the generated Swift code", value: { swift.jsonSchema() },
                read: { schema, node, at in schema.swift = at.translator.swiftOptions(node) },
                write: { swift.entries($0.swift).isEmpty ? nil : swift.flow($0.swift) }),
            entries(
                "functions", "SQL functions the app implements in Swift, registered by the store on every connection",
                function, \.functions, name: \.name, read: { $0.function(name: $1, node: $2) }),
            entries(
                "tables", "the current shape of each table", table, \.tables, name: \.name,
                read: { $0.table(name: $1, node: $2) }),
            entries(
                "views", "the views: read-only records", view, \.views, name: \.name,
                read: { $0.view(name: $1, node: $2) }),
            SchemaKey(
                "fragments", "SQL declared once, used by queries as `{name}`",
                value: {
                    .map(
                        of: JSONValueSchema.text.described(
                            "a piece of SQL: an expression, or a common table expression (`name AS (SELECT …)`)"))
                }, read: { schema, node, at in schema.fragments = at.translator.fragmentList(node) },
                write: { schema in
                    let fragments = schema.fragments.sorted { $0.key < $1.key }
                    return fragments.isEmpty ? nil : named(fragments.map { ($0.key, YAMLText.scalar($0.value)) })
                }),
            entries(
                "queries", "named SQL, checked by SQLite, as typed Swift", query, \.queries, name: \.name,
                read: { $0.query(name: $1, node: $2) }),
            SchemaKey(
                "migrations", "the append-only history", value: { .list(of: migration.jsonSchema()) },
                read: { schema, node, at in
                    guard !NodeReader.isNull(node) else { return }
                    schema.migrations = at.list(node).enumerated().compactMap {
                        at.translator.migration($0.element, index: $0.offset)
                    }
                },
                // A migration's steps are `SchemaYAML.step`'s.
                write: { $0.migrations.isEmpty ? nil : YAMLText.flowList($0.migrations.map(migration.flow)) }),
            SchemaKey(
                "debug", "what debug builds do", value: { debug.jsonSchema() },
                read: { schema, node, at in _ = debug.read(node, into: &schema.debug, by: at.translator, what: at.what)
                },
                write: { debug.entries($0.debug).isEmpty ? nil : debug.flow($0.debug) }),
        ], required: ["tables"])

    /// A key of the schema file whose value maps names to entries of `grammar` (`tables:`),
    /// each read by the translator; left empty (`~`), it has none.
    static func entries<Entry: Sendable>(
        _ key: String, _ doc: String, _ grammar: SchemaMapping<Entry>,
        _ property: WritableKeyPath<Schema, [Entry]> & Sendable, name: KeyPath<Entry, Located<String>> & Sendable,
        read: @escaping @Sendable (SchemaTranslator, Located<String>, Node) -> Entry?
    ) -> SchemaKey<Schema> {
        SchemaKey(
            key, doc, value: { .map(of: grammar.jsonSchema()) },
            read: { schema, node, at in
                guard !NodeReader.isNull(node) else { return }
                schema[keyPath: property] = at.named(node).compactMap { read(at.translator, $0.key, $0.value) }
            },
            write: { schema in
                let entries = schema[keyPath: property]
                return entries.isEmpty ? nil : named(entries.map { ($0[keyPath: name].value, grammar.flow($0)) })
            })
    }
}
