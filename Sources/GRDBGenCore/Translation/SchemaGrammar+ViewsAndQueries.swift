import Yams

/// The keys of a view, of a query, and of their columns and parameters.
extension SchemaGrammar {
    /// An entry of `views:`.
    static let view = SchemaMapping<ViewDefinition>(
        keys: [
            .text("record", "the Swift struct name", \.record),
            SchemaKey(
                "sql", "the SELECT statement", value: { .text },
                read: { view, node, at in view.sql = at.translator.viewSQL(node, at) ?? view.sql },
                write: { YAMLText.scalar($0.sql.value) }),
            SchemaKey(
                "columns", "what SQLite cannot tell of a column", value: { .map(of: viewColumn.jsonSchema()) },
                read: { view, node, at in view.columns = at.translator.viewColumns(node, at) },
                write: { view in view.columns.isEmpty ? nil : viewColumns(view.columns) }),
            .texts("orderings", "the cases of the record's `Ordering`", \.orderings, each: "an ordering"),
        ], required: ["sql"])

    /// A `createView` step: the view's name and its `sql` (a view of `views:` says more).
    static let viewStep = SchemaMapping<ViewDefinition>(
        keys: [.text("view", "the view", \.name)] + view.keys.filter { $0.name == "sql" }, required: ["view", "sql"])

    /// A column of a view or of a query's result: what SQLite cannot tell.
    static let viewColumn = SchemaMapping<ViewColumnOverride>(
        keys: [
            .choice("type", "the column type", \.type, schema: .columnType),
            SchemaKey(
                "notNull", "NOT NULL (wins over what GRDBGen concluded)", value: { .flag },
                read: { column, node, at in column.notNull = at.reader.bool(node, what: at.what) },
                write: { $0.notNull.map { $0 ? "true" : "false" } }),
            SchemaKey(
                "values", "the values of an `enum` type", value: { .names },
                read: { column, node, at in column.enumValues = at.translator.enumValues(node, at) },
                write: { $0.enumValues.map { YAMLText.list($0.value) } }),
            .choice("representation", "a `uuid` or `datetime` storage", \.representation),
            SchemaKey(
                "swift", "the Swift property: its type and name", value: { viewColumnSwift.jsonSchema() },
                read: { column, node, at in _ = at.read(node, as: viewColumnSwift, into: &column) },
                write: { viewColumnSwift.entries($0).isEmpty ? nil : viewColumnSwift.flow($0) }),
        ], required: [])

    /// `swift:` of a view's or a query's column (its `notNull:` says whether it is optional).
    static let viewColumnSwift = SchemaMapping<ViewColumnOverride>(
        keys: swiftProperty(
            type: \ViewColumnOverride.swiftType, name: \ViewColumnOverride.swiftName,
            convertible: \ViewColumnOverride.swiftConvertible), required: [],
        keyPrefix: "swift.")

    /// An entry of `queries:`.
    static let query = SchemaMapping<QueryDefinition>(
        keys: [
            SchemaKey(
                "sql", "one SQL statement; parameters `:name`, `?`", value: { .text },
                read: { query, node, at in at.translator.readQuerySQL(node, into: &query, at) },
                write: { YAMLText.scalar($0.sql.value) }),
            SchemaKey(
                "filters", "conditions chosen at run time",
                value: {
                    .map(
                        of: JSONValueSchema.text.described(
                            "a condition, added to WHERE when its parameters are given (or its flag is on)"))
                }, read: { query, node, at in query.filters = at.parts(node) },
                write: { $0.filters.isEmpty ? nil : parts($0.filters) }),
            SchemaKey(
                "orderings", "the orderings to choose from at run time",
                value: { .map(of: JSONValueSchema.text.described("what follows ORDER BY")) },
                read: { query, node, at in query.orderings = at.parts(node) },
                write: { $0.orderings.isEmpty ? nil : parts($0.orderings) }),
            SchemaKey(
                "choices", "groups of conditions, one of each chosen at run time",
                value: {
                    .map(
                        of: JSONValueSchema.map(of: .anyOf([["type": "string"], ["type": "null"]])).described(
                            "a Swift enum: its cases, each a condition added to WHERE (null: none)"))
                }, read: { query, node, at in query.choices = at.translator.choiceGroups(node, at) },
                write: { $0.choices.isEmpty ? nil : choices($0.choices) }),
            SchemaKey(
                "parameters", "the types of parameters the SQL does not tell",
                value: { .map(of: .anyOf([JSONValueSchema.columnType.json, queryParameter.jsonSchema().json])) },
                read: { query, node, at in
                    query.parameters = at.named(node).compactMap { name, value in
                        at.translator.queryParameter(name: name, node: value, of: at.mapping)
                    }
                },
                write: { query in
                    query.parameters.isEmpty
                        ? nil
                        : named(query.parameters.map { ($0.name.value, queryParameter.flow($0)) })
                }),
            SchemaKey(
                "columns", "what SQLite cannot tell of a result column",
                value: { .map(of: .anyOf([JSONValueSchema.columnType.json, viewColumn.jsonSchema().json])) },
                read: { query, node, at in query.columns = at.translator.viewColumns(node, at, typeAlone: true) },
                write: { query in query.columns.isEmpty ? nil : viewColumns(query.columns) }),
            .flag("single", "at most one row: an optional value", \.single),
            .text("record", "the name of the generated row type", \.record),
            .text(
                "group", "a table of the select list's `t.*`: its rows, each with arrays of the other records", \.group),
            SchemaKey(
                "warnings", "ignore: no warning of the query's plan",
                value: { JSONValueSchema(["enum": ["ignore", "report"]]) },
                read: { query, node, at in
                    query.ignoresWarnings =
                        at.reader.choice(node, what: at.what, [("ignore", true), ("report", false)]) ?? false
                }, write: { $0.ignoresWarnings ? "ignore" : nil }),
        ], required: ["sql"])

    /// A parameter of a query written as a mapping: `{ type, notNull, swift: { type } }`.
    static let queryParameter = SchemaMapping<QueryParameterOverride>(
        keys: [
            .columnType("the parameter's type", \.type),
            SchemaKey(
                "notNull", "false: the value may be nil", value: { .flag },
                read: { parameter, node, at in
                    if let notNull = at.reader.bool(node, what: at.what) { parameter.optional = !notNull }
                }, write: { $0.optional ? "false" : nil }),
            SchemaKey(
                "swift", "the Swift type of the parameter", value: { queryParameterSwift.jsonSchema() },
                read: { parameter, node, at in _ = at.read(node, as: queryParameterSwift, into: &parameter) },
                write: { queryParameterSwift.entries($0).isEmpty ? nil : queryParameterSwift.flow($0) }),
        ], required: ["type"])

    /// `swift:` of a query's parameter: its Swift type.
    static let queryParameterSwift = SchemaMapping<QueryParameterOverride>(
        keys: swiftProperty(
            type: \QueryParameterOverride.swiftType, name: nil, convertible: \QueryParameterOverride.swiftConvertible),
        required: [],
        keyPrefix: "swift.")

    /// `{ name: value, … }`, the names quoted as schema.yaml needs them.
    static func named(_ entries: [(String, String)]) -> String {
        YAMLText.flowMapping(entries.map { (YAMLText.scalar($0), $1) })
    }

    /// `columns:` of a view or a query: each column's mapping.
    static func viewColumns(_ columns: [ViewColumnOverride]) -> String {
        named(columns.map { ($0.name.value, viewColumn.flow($0)) })
    }

    /// `filters:` or `orderings:` of a query: each part's SQL by its name.
    static func parts(_ parts: [QueryPart]) -> String {
        named(parts.map { ($0.name.value, YAMLText.scalar($0.sql.value)) })
    }

    /// `choices:` of a query: each group's cases, `~` for the one that adds no condition.
    static func choices(_ groups: [QueryChoiceGroup]) -> String {
        named(
            groups.map { group in
                let options = group.options.map { option -> (String, String) in
                    (option.name.value, option.sql.map { YAMLText.scalar($0.value) } ?? "~")
                }
                return (group.name.value, named(options))
            })
    }
}

extension SchemaKeyPlace {
    /// `filters:` or `orderings:` of a query: a mapping of names to SQL.
    func parts(_ node: Node) -> [QueryPart] {
        named(node).compactMap { name, value in
            reader.string(value, what: "`\(name.value)` of \(what)").map { QueryPart(name: name, sql: $0) }
        }
    }
}
