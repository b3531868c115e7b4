import Yams

/// The keys of what a table has besides its columns: its triggers, indexes, foreign keys of
/// several columns and timestamps.
extension SchemaGrammar {
    /// `timestamps:` of a table: the columns set to the transaction date.
    static let timestamps = SchemaMapping<TableTimestamps>(
        keys: [
            .text("created", "the `datetime` column set to the transaction date on insert", \.created),
            .text("updated", "the `datetime` column set on insert and by the store's updates and saves", \.updated),
        ], required: [], keyPrefix: "timestamps.")

    /// A trigger of `triggers:` or of a `createTrigger` step.
    static let trigger = SchemaMapping<TriggerDefinition>(
        keys: [
            .text("name", "the trigger name", \.name),
            .choice("timing", "when it fires", \.timing),
            .choice("event", "what fires it", \.event),
            SchemaKey(
                "columns", "the columns of an `update` trigger", value: { .names },
                read: { trigger, node, at in
                    guard let columns = at.translator.nameList(node, what: at.what) else { return }
                    trigger.columns = columns.value
                    if trigger.event.value != .update {
                        at.reader.diagnostics.error(
                            "\(at.what) only apply to `event: update`", at: columns.location)
                    }
                }, write: { $0.columns.isEmpty ? nil : YAMLText.list($0.columns.map(\.value)) }),
            .text("when", "a WHEN condition, in SQL", \.when),
            SchemaKey(
                "body", "the statements, in SQL", value: { .text },
                read: { trigger, node, at in
                    guard let body = at.reader.string(node, what: at.what) else { return }
                    if body.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                        at.reader.diagnostics.error("\(at.what) is empty", at: body.location)
                    }
                    trigger.body = body
                }, write: { YAMLText.scalar($0.body.value) }),
        ], required: ["name", "timing", "event", "body"])

    /// An index of `indexes:`; a `createIndex` step's has its `table` too (``indexStep``).
    static let index = SchemaMapping<IndexDefinition>(
        keys: [
            .text("name", "the index name", \.name),
            SchemaKey(
                "columns", "the indexed columns, or keys with a collation, an order or an expression",
                value: {
                    JSONValueSchema([
                        "type": "array", "items": ["anyOf": [["type": "string"], indexKey.jsonSchema().json]],
                    ])
                },
                read: { index, node, at in index.keys = at.translator.sortKeys(node, what: at.what) ?? [] },
                write: { index in
                    guard !index.hasPlainKeys else { return YAMLText.list(index.columns.map(\.value)) }
                    let keys = index.keys.map { key in
                        key.value.isPlainColumn ? YAMLText.scalar(key.value.column ?? "") : indexKey.flow(key.value)
                    }
                    return YAMLText.flowList(keys)
                }),
            .flag("unique", "a UNIQUE index", \.unique),
            .text(
                "where", "the condition of a partial index, in SQL: only the rows that meet it are indexed", \.condition
            ),
        ], required: ["name", "columns"])

    /// A `createIndex` step: an index, and its table after its name.
    static let indexStep = SchemaMapping<IndexDefinition>(
        keys: [
            index.keys[0],
            .text("table", "the table", \.table),
        ] + index.keys.dropFirst(),
        required: ["name", "table", "columns"])

    /// A key of an index written as a mapping: `{ column: name | sql: EXPR, collate, order }`.
    static let indexKey = SchemaMapping<IndexKey>(
        keys: [
            SchemaKey(
                "column", "a column", value: { .text },
                read: { key, node, at in
                    if let column = at.reader.string(node, what: at.what) { key.target = .column(column.value) }
                }, write: { $0.column.map(YAMLText.scalar) }),
            SchemaKey(
                "sql", "an SQL expression of the table's columns", value: { .text },
                read: { key, node, at in
                    if let sql = at.reader.string(node, what: at.what) { key.target = .expression(sql.value) }
                },
                write: { key in
                    if case .expression(let sql) = key.target { YAMLText.scalar(sql) } else { nil }
                }),
            .choice("collate", "the collation that compares the key", \.collation),
            SchemaKey(
                "order", "the order the index keeps", value: { JSONValueSchema(["enum": ["asc", "desc"]]) },
                read: { key, node, at in
                    key.descending = at.reader.choice(node, what: at.what, [("asc", false), ("desc", true)]) ?? false
                }, write: { $0.descending ? "desc" : nil }),
        ], required: [])

    /// A foreign key of `foreignKeys:`, of two columns or more.
    static let foreignKey = SchemaMapping<TableForeignKey>(
        keys: [
            .names("columns", "the columns of this table, in order (two or more)", \.columns),
            SchemaKey(
                "references", "the referenced table, or `{ table, columns, onDelete, … }`",
                value: { .anyOf([["type": "string"], foreignKeyReferenceSchema]) },
                read: { key, node, at in at.translator.readForeignKeyReference(node, into: &key, at) },
                write: { key in
                    var inner = foreignKeyReference.entries(key.reference)
                    if !key.referencedColumns.isEmpty {
                        inner.insert(("columns", YAMLText.list(key.referencedColumns.map(\.value))), at: 1)
                    }
                    return YAMLText.flowMapping(inner)
                }),
        ], required: ["columns", "references"])

    /// The JSON Schema of a table-level foreign key's `references:`: a column's, with `columns`
    /// rather than `column`.
    static var foreignKeyReferenceSchema: [String: Any] {
        var schema = foreignKeyReference.jsonSchema().json
        var properties = schema["properties"] as? [String: Any] ?? [:]
        properties["columns"] =
            JSONValueSchema.names.described(
                "the referenced columns (default: the table's primary key)"
            ).json
        schema["properties"] = properties
        return schema
    }
}

extension SchemaKey {
    /// A key whose value is a non-empty list of names (`[a, b]`), each stored with where it is
    /// written.
    static func names(
        _ name: String, _ doc: String, _ property: WritableKeyPath<Model, [Located<String>]> & Sendable
    ) -> Self {
        SchemaKey(
            name, doc, value: { .names },
            read: { model, node, at in
                if let names = at.translator.nameList(node, what: at.what) { model[keyPath: property] = names.value }
            }, write: { $0[keyPath: property].isEmpty ? nil : YAMLText.list($0[keyPath: property].map(\.value)) })
    }
}

/// The keys of a table: its shape (also a `createTable` step's), then what only `tables:` says.
extension SchemaGrammar {
    /// An entry of `tables:`: its record name, its shape, its orderings, triggers, search index,
    /// timestamps and Swift options.
    static let table = SchemaMapping<TableDefinition>(
        keys: [.text("record", "the Swift struct name", \.record)]
            + tableShape.keys
            + [
                .texts("orderings", "the cases of the record's `Ordering`", \.orderings, each: "an ordering"),
                SchemaKey(
                    "triggers", "the triggers", value: { .list(of: trigger.jsonSchema()) },
                    read: { table, node, at in
                        table.triggers = at.list(node).compactMap { item in
                            at.reader.mapping(item, what: "a trigger of \(at.mapping)", allowedKeys: trigger.names)
                                .flatMap {
                                    at.translator.trigger(
                                        $0, table: table.name.value, location: at.reader.location(item))
                                }
                        }
                    },
                    write: { $0.triggers.isEmpty ? nil : YAMLText.flowList($0.triggers.map(trigger.flow)) }),
                SchemaKey(
                    "search", "a full-text search index of the table's text columns",
                    value: { search.jsonSchema() },
                    read: { table, node, at in
                        guard let mapping = at.reader.mapping(node, what: at.what, allowedKeys: search.names)
                        else { return }
                        table.search = at.translator.searchIndex(
                            mapping, table: table.name.value, location: at.reader.location(node))
                    }, write: { $0.search.map(search.flow) }),
                SchemaKey(
                    "timestamps", "the columns set to the transaction date", value: { timestamps.jsonSchema() },
                    read: { table, node, at in
                        var value = TableTimestamps(location: at.reader.location(node))
                        if at.read(node, as: timestamps, into: &value) { table.timestamps = value }
                    }, write: { $0.timestamps.map(timestamps.flow) }),
                SchemaKey(
                    "swift", "the table's generated Swift: its features",
                    value: { features.jsonSchema() },
                    read: { table, node, at in
                        guard
                            let mapping = at.reader.mapping(
                                node, what: at.what, allowedKeys: GeneratedFeatures.acceptedKeys)
                        else { return }
                        table.features = at.translator.features(mapping)
                    },
                    write: { features.entries($0.features).isEmpty ? nil : features.flow($0.features) }),
            ], required: ["columns"])

    /// What a table of `tables:` and a `createTable` step both say: its columns (every key of
    /// ``column``), keys, constraints, options and indexes.
    static let tableShape = shape(columns: column)

    /// A `createTable` step's shape: its columns say what SQLite stores (``stepColumn``).
    static let stepTableShape = shape(columns: stepColumn)

    /// The keys of a table's shape, its columns read with `columns`.
    static func shape(columns: SchemaMapping<ColumnDefinition>) -> SchemaMapping<TableDefinition> {
        SchemaMapping(
            keys: [
                SchemaKey(
                    "searchTable",
                    "the table is an FTS5 table of its own columns, filled by the app (its writes or triggers)",
                    value: { .anyOf([["const": true], tokenization.jsonSchema().json]) },
                    read: { shape, node, at in shape.searchTable = at.translator.searchTable(node, what: at.what) },
                    write: { shape in
                        guard let searchTable = shape.searchTable?.value else { return nil }
                        var index = SearchIndexDefinition(
                            name: Located("", at: .planned), table: "", columns: [], location: .planned)
                        index.tokenization = searchTable
                        return tokenization.entries(index).isEmpty ? "true" : tokenization.flow(index)
                    }),
                SchemaKey(
                    "columns", "the columns, in order", value: { .map(of: columns.jsonSchema()) },
                    read: { shape, node, at in
                        shape.columns = at.translator.columnDefinitions(node, what: at.what, grammar: columns)
                        if shape.searchTable != nil {
                            for index in shape.columns.indices { shape.columns[index].isInSearchTable = true }
                        }
                    }, write: { named($0.columns.map { ($0.name.value, columns.flow($0)) }) }),
                SchemaKey(
                    "primaryKey", "a composite primary key", value: { .names },
                    read: { shape, node, at in shape.primaryKey = at.translator.nameList(node, what: at.what) },
                    write: { $0.primaryKey.map { YAMLText.list($0.value.map(\.value)) } }),
                SchemaKey(
                    "unique", "unique groups", value: { .list(of: .names) },
                    read: { shape, node, at in
                        shape.uniqueGroups = at.list(node).compactMap {
                            at.translator.nameList($0, what: "a `unique` group of \(at.mapping)")
                        }
                    },
                    write: { shape in
                        shape.uniqueGroups.isEmpty
                            ? nil : YAMLText.flowList(shape.uniqueGroups.map { YAMLText.list($0.value.map(\.value)) })
                    }),
                SchemaKey(
                    "checks", "table-level CHECK constraints, each an SQL condition", value: { .names },
                    read: { shape, node, at in
                        shape.checks = at.list(node).compactMap {
                            at.reader.string($0, what: "a check of \(at.mapping)")
                        }
                    }, write: { $0.checks.isEmpty ? nil : YAMLText.list($0.checks.map(\.value)) }),
                SchemaKey(
                    "foreignKeys", "foreign keys of several columns (one column: `references:` on the column)",
                    value: { .list(of: foreignKey.jsonSchema()) },
                    read: { shape, node, at in
                        shape.foreignKeys = at.list(node).compactMap {
                            at.translator.foreignKey($0, what: "a foreign key of \(at.mapping)")
                        }
                    }, write: { $0.foreignKeys.isEmpty ? nil : YAMLText.flowList($0.foreignKeys.map(foreignKey.flow)) }),
                SchemaKey(
                    "options", "table options", value: { .list(of: .choice(TableOption.self)) },
                    read: { shape, node, at in
                        for item in at.list(node) {
                            guard
                                let option = at.reader.choice(
                                    item, what: "an option of \(at.mapping)", of: TableOption.self)
                            else { continue }
                            if shape.has(option) {
                                at.reader.error(
                                    "option `\(option.rawValue)` of \(at.mapping) is listed twice", at: item)
                            } else {
                                shape.options.append(Located(option, at: at.reader.location(item)))
                            }
                        }
                    }, write: { $0.options.isEmpty ? nil : YAMLText.list($0.options.map(\.value.rawValue)) }),
                SchemaKey(
                    "indexes", "the indexes", value: { .list(of: index.jsonSchema()) },
                    read: { shape, node, at in
                        shape.indexes = at.list(node).compactMap { at.translator.index($0, table: "", tableKey: nil) }
                    },
                    write: { shape in
                        let written = shape.indexes.filter { !$0.isImplicit }
                        return written.isEmpty ? nil : YAMLText.flowList(written.map(index.flow))
                    }),
            ], required: ["columns"])
    }

    /// The generated features of a table's `swift:` (`hashable`, `drafts`, `children`).
    static let features = SchemaMapping<GeneratedFeatures.Choices>(
        keys: [
            feature("hashable", "records conform to Hashable"),
            feature("drafts", "a Draft type for a key SQLite chooses: store.insert(Item.Draft(…)) returns the Item"),
            feature(
                "children", "requests of one parent's rows (Todo.filter(listId:)) and of parents with their children"),
        ], required: [])

    /// A feature of `swift:`: `true` or `false`, or unset (the schema's choice, or the default).
    static func feature(_ key: String, _ doc: String) -> SchemaKey<GeneratedFeatures.Choices> {
        SchemaKey(
            key, doc, value: { .flag },
            read: { choices, node, at in
                if let value = at.reader.bool(node, what: "`\(key)`") { choices.values[key] = value }
            }, write: { $0.values[key].map { $0 ? "true" : "false" } })
    }
}

extension SchemaKeyPlace {
    /// The items of a list; none when the value is not a list (reported).
    func list(_ node: Node) -> [Node] { reader.sequence(node, what: what) ?? [] }
}
