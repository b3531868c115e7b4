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
                    return "[" + keys.joined(separator: ", ") + "]"
                }),
            SchemaKey(
                "unique", "a UNIQUE index", value: { .flag },
                read: { index, node, at in index.unique = at.reader.bool(node, what: at.what) ?? false },
                write: { $0.unique ? "true" : nil }),
            .text(
                "where", "the condition of a partial index, in SQL: only the rows that meet it are indexed", \.condition
            ),
        ], required: ["name", "columns"])

    /// A `createIndex` step: an index, and its table after its name.
    static let indexStep = SchemaMapping<IndexDefinition>(
        keys: [
            index.keys[0],
            SchemaKey(
                "table", "the table", value: { .text },
                read: { index, node, at in
                    if let table = at.reader.string(node, what: at.what) { index.table = table.value }
                }, write: { YAMLText.scalar($0.table) }),
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
            SchemaKey(
                "collate", "the collation that compares the key", value: { .choice(Collation.self) },
                read: { key, node, at in key.collation = at.reader.choice(node, what: at.what, of: Collation.self) },
                write: { $0.collation?.rawValue }),
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
                    return "{ " + inner.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + " }"
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
