import GRDBGenSyntax

/// Renders the store type named by `swift.store`: its connection, its migrations on opening, its
/// baseline and the app's SQL functions. Everything else is GRDBGenRuntime's generic verbs.
enum StoreRenderer {
    /// The store type: it owns the connection and migrates it on creation.
    ///
    /// - parameters:
    ///   - functionCheck: the check of the app's SQL functions, first in the initializer, if any.
    ///   - functionMembers: the app's `Functions` and the ways to open a database with them.
    static func render(
        _ schema: DescribedSchema, schemaFileName: String, functionCheck: Statement? = nil,
        functionMembers: [Declaration] = []
    ) -> RenderedFile {
        let modifiers = schema.accessModifiers
        let store = schema.storeName
        var baseline: [Declaration] = []
        if let first = schema.schema.migrations.first, let replaces = first.baseline?.value {
            baseline.append(
                Declaration(
                    doc: """
                        Migration `\(first.id.value)` is a baseline: a file made before GRDBGen with the same tables \
                        is adopted rather than migrated again (GRDBGenRuntime's `Baseline`).
                        """,
                    modifiers: modifiers + [.static],
                    .variable(
                        name: "baseline", type: RuntimeName.baseline.type.optional,
                        getter: [
                            .expression(
                                .call(
                                    RuntimeName.baseline.identifier,
                                    [
                                        Argument("migration", .string(first.id.value)),
                                        Argument("replaces", .array(replaces.map { .string($0.value) })),
                                    ] + olderFilesArguments(first.olderFiles)))
                        ])))
        }
        let uuidText = uuidTextColumns(schema)
        let declaration = Declaration(
            doc: """
                The database of the app, with the tables of \(schemaFileName).

                ```swift
                let store = try \(store).openFile(atPath: path) // a DatabasePool, WAL
                let preview = try \(store).inMemory()           // a DatabaseQueue
                ```
                """,
            modifiers: modifiers,
            .structure(
                name: store,
                inherits: [RuntimeName.databaseStore.type] + (uuidText.isEmpty ? [] : [RuntimeName.uuidTextStore.type]),
                members: [
                    Declaration(
                        doc: "The connection: a `DatabasePool` for a file, a `DatabaseQueue` in memory.",
                        modifiers: modifiers,
                        .variable(
                            isLet: true, name: "writer", type: .existential(.named("DatabaseWriter")))),
                    Declaration(
                        doc: "Opens the store on a connection and applies the pending migrations "
                            + "(`StoreError.newerSchema` for a newer file).",
                        modifiers: modifiers,
                        .initializer(
                            parameters: [Parameter("_", "writer", .existential(.named("DatabaseWriter")))],
                            throwing: true,
                            body: [functionCheck].compactMap { $0 } + [
                                .expression(
                                    .tryExpression(
                                        .identifier("Self").invoking(
                                            "migrate",
                                            [
                                                Argument(nil, .identifier("writer"))
                                            ]))),
                                .assignment(.member(.identifier("self"), "writer"), .identifier("writer")),
                            ])),
                ] + baseline + uuidText + functionMembers))
        return RenderedFile(
            name: "\(store).swift", imports: Imports.records, declarations: [declaration])
    }

    /// The columns of tables and search tables that store UUIDs as text, by table, each with its
    /// runtime type (`LowercaseUUID.self`): what the store's `uuidsInTheOtherCase()` reads and
    /// `rewriteUUIDsInTheirColumnsCase()` rewrites. None when the schema has no such column.
    private static func uuidTextColumns(_ schema: DescribedSchema) -> [Declaration] {
        let entries: [DictionaryEntry] = schema.records.compactMap { record in
            guard record.kind.tableTraits != nil || record.kind.isSearchTable else { return nil }
            let columns = record.properties.compactMap { property -> DictionaryEntry? in
                guard property.storage.uuidForm != nil, let form = property.storage.runtimeType else { return nil }
                return DictionaryEntry(key: .string(property.columnName), value: .metatype(form.type))
            }
            return columns.isEmpty ? nil : DictionaryEntry(key: .string(record.tableName), value: .dictionary(columns))
        }
        guard !entries.isEmpty else { return [] }
        let form = TypeReference.existential(.member(RuntimeName.storedUUID.type, "Type"))
        return [
            Declaration(
                doc: "The columns that store UUIDs as text: `uuidsInTheOtherCase()` counts the rows in the other case.",
                modifiers: schema.accessModifiers + [.static],
                .variable(
                    isLet: true, name: "uuidTextColumns",
                    type: .dictionary(.named("String"), .dictionary(.named("String"), form)),
                    value: .dictionary(entries)))
        ]
    }

    /// The shapes of older files a baseline adopts, as `Baseline`'s arguments (none when empty).
    private static func olderFilesArguments(_ older: OlderFiles?) -> [Argument] {
        guard let older else { return [] }
        return [("untyped", older.untyped), ("addedLater", older.addedLater), ("dropped", older.dropped)]
            .filter { !$0.1.isEmpty }
            .map { Argument($0.0, .array($0.1.map { .string($0.value) })) }
    }
}
