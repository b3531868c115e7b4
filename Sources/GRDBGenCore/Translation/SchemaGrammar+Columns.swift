import Yams

/// The grammar of schema.yaml: each mapping's keys, declared once (``SchemaKey``), read by the
/// translator, written back by ``SchemaYAML``, described by ``SchemaJSONSchema``.
enum SchemaGrammar {}

/// The keys of a column, of its `swift:`, `references:` and `generated:`.
extension SchemaGrammar {
    /// A column under `columns:` of a table: every key.
    static let column = SchemaMapping<ColumnDefinition>(
        keys: [
            .columnType("the column type", \.type),
            SchemaKey(
                "declaredType", "the SQL type written in CREATE TABLE instead of GRDB's (`VARCHAR(120)`)",
                value: { .text },
                read: { column, node, at in column.declaredType = at.translator.declaredType(node, what: at.mapping) },
                write: { $0.declaredType.map { YAMLText.scalar($0.value) } }),
            SchemaKey(
                "values",
                "the values of an `enum` column: a list of texts, stored as text, or `{ name: integer }`, stored as "
                    + "integers",
                value: {
                    .anyOf([
                        JSONValueSchema.names.json,
                        ["type": "object", "additionalProperties": ["type": ["integer", "string"]]],
                    ])
                }, read: { column, node, at in at.translator.readEnumValues(node, into: &column, at) },
                write: { column in
                    guard let values = column.enumValues?.value else { return nil }
                    guard let codes = column.enumCodes else { return YAMLText.list(values) }
                    return YAMLText.flowMapping(zip(values, codes).map { (YAMLText.scalar($0), String($1)) })
                }),
            SchemaKey(
                "primaryKey",
                "`autoincrement`: SQLite chooses an integer key (AUTOINCREMENT); `rowid`: SQLite chooses it (INTEGER "
                    + "PRIMARY KEY); `true`: the app chooses it",
                value: { .anyOf([["const": "autoincrement"], ["const": "rowid"], ["type": "boolean"]]) },
                read: { column, node, at in
                    column.primaryKey =
                        at.reader.choice(
                            node, what: at.what,
                            [("autoincrement", .autoincrement), ("rowid", .rowid), ("true", .plain), ("false", nil)])
                        ?? nil
                }, write: { $0.primaryKey.map { $0 == .plain ? "true" : $0.rawValue } }),
            SchemaKey(
                "notNull",
                "NOT NULL; the Swift property is not optional; `{ onConflict: replace }` adds its conflict "
                    + "clause",
                value: { constraint },
                read: { column, node, at in
                    (column.notNull, column.notNullOnConflict) = at.translator.constraint(node, what: at.what)
                },
                write: { column in
                    column.keyAcceptsNull ? "false" : column.notNull ? constraint(column.notNullOnConflict) : nil
                }),
            SchemaKey(
                "default", "the column default: a literal, or `{ sql: CURRENT_TIMESTAMP }`",
                value: {
                    .anyOf([
                        ["type": ["string", "number", "boolean"]],
                        [
                            "type": "object",
                            "properties": ["sql": ["type": "string", "description": "an SQL expression"]],
                            "additionalProperties": false, "required": ["sql"],
                        ],
                    ])
                }, read: { column, node, at in at.translator.readDefault(node, into: &column, at) },
                write: { $0.defaultValue.map { YAMLText.value($0.value) } }),
            SchemaKey(
                "unique", "UNIQUE; `{ onConflict: replace }` adds its conflict clause", value: { constraint },
                read: { column, node, at in
                    (column.unique, column.uniqueOnConflict) = at.translator.constraint(node, what: at.what)
                }, write: { $0.unique ? constraint($0.uniqueOnConflict) : nil }),
            SchemaKey(
                "check", "a CHECK constraint, in SQL; false on an enum column: no CHECK of its values",
                value: { .anyOf([["type": "string"], ["const": false]]) },
                read: { column, node, at in at.translator.readCheck(node, into: &column, what: at.mapping) },
                write: { column in
                    column.check.map { YAMLText.scalar($0.value) } ?? (column.uncheckedEnum == nil ? nil : "false")
                }),
            .choice("collate", "the collation of the column", \.collate),
            SchemaKey(
                "generated", "a generated column", value: { generated.jsonSchema() },
                read: { column, node, at in
                    var value = GeneratedColumn(sql: "", stored: false)
                    if at.read(node, as: generated, into: &value) {
                        column.generated = Located(value, at: at.reader.location(node))
                    }
                }, write: { $0.generated.map { generated.flow($0.value) } }),
            .choice(
                "representation",
                "how the values are stored: a `uuid` as `text` or `bytes`; a `datetime` as `unixTime` (seconds) or "
                    + "`unixTimeMilliseconds` (integers)", \.representation),
            SchemaKey(
                "references", "a foreign key: a table, or `{ table, column, onDelete, … }`",
                value: { .anyOf([["type": "string"], reference.jsonSchema().json]) },
                read: { column, node, at in column.references = at.translator.reference(node, at) },
                write: { $0.references.map { reference.flow($0.value) } }),
            .flag(
                "unindexed",
                "in a search table: stored with the row, not indexed (FTS5's UNINDEXED): a key or a date beside the "
                    + "text", \.unindexed),
            .flag(
                "index",
                "a one-column index named as GRDB names it (`index_todo_on_list_id`); a foreign key has one unless "
                    + "`false`", \.index),
            SchemaKey(
                "swift", "the Swift property: its type and name", value: { columnSwift.jsonSchema() },
                read: { column, node, at in _ = at.read(node, as: columnSwift, into: &column) },
                write: { columnSwift.entries($0).isEmpty ? nil : columnSwift.flow($0) }),
        ], required: ["type"])

    /// A column of a `createTable` step: what SQLite stores (no `swift`, `index`).
    static let stepColumn = column.without(["swift", "index"])

    /// A column of an `addColumn` step: a search table's columns cannot be added (no `unindexed`).
    static let addedColumn = stepColumn.without(["unindexed"])

    /// `swift:` of a column: its Swift type and name.
    static let columnSwift = SchemaMapping<ColumnDefinition>(
        keys: swiftProperty(
            type: \ColumnDefinition.swiftType, name: \ColumnDefinition.swiftName,
            convertible: \ColumnDefinition.swiftConvertible)
            + [
                .flag(
                    "optional",
                    "`false`: the property is not optional though the column accepts NULL (reading NULL throws)",
                    \.swiftOptional)
            ], required: [], keyPrefix: "swift.")

    /// The keys of `swift:` of a column, of a view's or a query's column, of a query's parameter:
    /// the Swift type (and whether it is the app's own convertible type) and the name.
    static func swiftProperty<Model>(
        type: WritableKeyPath<Model, Located<String>?> & Sendable,
        name: (WritableKeyPath<Model, Located<String>?> & Sendable)?,
        convertible: WritableKeyPath<Model, Located<Bool>?> & Sendable
    ) -> [SchemaKey<Model>] {
        [.text("type", "another Swift type for the property", type)]
            + (name.map { [.text("name", "another Swift property name", $0)] } ?? [])
            + [.flag("convertible", "`type` is the app's own DatabaseValueConvertible type", convertible)]
    }

    /// `references:` of a column, `{ table, column, onDelete, … }`: a table-level foreign key's
    /// has `columns` rather than `column` (``foreignKeyReference``).
    static let reference = SchemaMapping<ForeignKeyReference>(
        keys: [
            .text("table", "the referenced table", \.table),
            .text("column", "the referenced column (default: the table's primary key)", \.column),
            SchemaKey(
                "onDelete", "ON DELETE", value: { action },
                read: { reference, node, at in reference.onDelete = at.action(node) },
                write: { $0.onDelete?.rawValue }),
            SchemaKey(
                "onUpdate", "ON UPDATE", value: { action },
                read: { reference, node, at in reference.onUpdate = at.action(node) },
                write: { $0.onUpdate?.rawValue }),
            .text("belongsTo", "the name of the child record's association", \.belongsTo),
            .text("hasMany", "the name of the parent record's association", \.hasMany),
            .text(
                "hasOne", "the name of the parent record's association to its one child (a unique foreign key)",
                \.hasOne),
        ], required: ["table"])

    /// `references:` of a table-level foreign key: `columns` (read by the translator into the
    /// foreign key) rather than `column`.
    static let foreignKeyReference = reference.without(["column"])

    /// `generated:` of a column: `{ sql, stored }`.
    static let generated = SchemaMapping<GeneratedColumn>(
        keys: [
            .text("sql", "the expression SQLite computes", \.sql),
            .flag("stored", "STORED rather than VIRTUAL", \.stored),
        ], required: ["sql"])

    /// `true`, or `{ onConflict: replace }`: a constraint and its conflict clause.
    static var constraint: JSONValueSchema {
        .anyOf([
            ["type": "boolean"],
            [
                "type": "object", "additionalProperties": false, "required": ["onConflict"],
                "properties": [
                    "onConflict": JSONValueSchema.choice(ConflictResolution.self).described(
                        "the conflict clause: ON CONFLICT …"
                    ).json
                ],
            ],
        ])
    }

    /// A constraint as schema.yaml writes it: `true`, or `{ onConflict: replace }`.
    static func constraint(_ resolution: ConflictResolution?) -> String {
        resolution.map { "{ onConflict: \($0.rawValue) }" } ?? "true"
    }

    /// A foreign key action: `noAction`, SQLite's default, is accepted and written as no clause.
    static var action: JSONValueSchema {
        JSONValueSchema(["enum": ForeignKeyAction.allCases.map(\.rawValue) + ["noAction"]])
    }
}

extension SchemaKeyPlace {
    /// Reads a mapping nested in this key's value with its own grammar; false when it is not a
    /// mapping or lacks a required key (reported).
    func read<Inner>(_ node: Node, as grammar: SchemaMapping<Inner>, into model: inout Inner) -> Bool {
        guard let mapping = reader.mapping(node, what: what, allowedKeys: grammar.names) else { return false }
        return grammar.read(
            mapping, into: &model, by: translator, what: grammar.keyPrefix.isEmpty ? what : self.mapping)
    }

    /// The entries of a mapping of names the file chooses (`columns:` of a view, `filters:`), in
    /// the file's order; none when the value is not a mapping (reported).
    func named(_ node: Node) -> [(key: Located<String>, value: Node)] {
        reader.mapping(node, what: what, allowedKeys: nil)?.entries.map { ($0.key, $0.value) } ?? []
    }

    /// `true` or `false`, with where it is written.
    func locatedBool(_ node: Node) -> Located<Bool>? {
        reader.bool(node, what: what).map { Located($0, at: reader.location(node)) }
    }

    /// A foreign key action; `noAction`, SQLite's default, is no clause: GRDB writes none for it,
    /// and SQLite reports the same foreign key either way.
    func action(_ node: Node) -> ForeignKeyAction? {
        reader.choice(node, what: what, ForeignKeyAction.allCases.map { ($0.rawValue, $0) } + [("noAction", nil)])
            ?? nil
    }
}
