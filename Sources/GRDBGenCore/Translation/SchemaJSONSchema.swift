import Foundation

/// The JSON Schema of schema.yaml, for editors (VS Code's YAML extension, JetBrains IDEs): key
/// completion, documentation on hover, and mistakes underlined while typing.
///
/// It is made from the key lists ``SchemaTranslator`` checks files against, so that a key cannot
/// be added to one and forgotten in the other: a key without a value schema here is listed by
/// ``missingValueSchemas`` (a test keeps it empty), and `docs/schema.schema.json` is this
/// output (a test keeps it up to date; `grdbgen json-schema` prints it).
public enum SchemaJSONSchema {
    /// The schema, as pretty-printed JSON with sorted keys.
    public static func render() -> String {
        let data = try! JSONSerialization.data(
            withJSONObject: build().schema, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The keys of the translator's lists that have no value schema: empty when the schema is
    /// complete.
    public static var missingValueSchemas: [String] { build().missing }

    private typealias JSON = [String: Any]

    private static func build() -> (schema: JSON, missing: [String]) {
        var missing: [String] = []
        /// A mapping with exactly these keys, each with its value schema.
        func object(
            _ what: String, _ keys: [String], _ values: [String: JSON], required: [String] = [], doc: String? = nil
        ) -> JSON {
            var properties: JSON = [:]
            for key in keys {
                if let value = values[key] {
                    properties[key] = value
                } else {
                    missing.append("\(what).\(key)")
                    properties[key] = [:] as JSON
                }
            }
            var result: JSON = ["type": "object", "properties": properties, "additionalProperties": false]
            if !required.isEmpty { result["required"] = required }
            if let doc { result["description"] = doc }
            return result
        }
        func choice<Value: CaseIterable & RawRepresentable<String>>(_ type: Value.Type, _ doc: String) -> JSON {
            ["enum": type.allCases.map(\.rawValue), "description": doc]
        }
        func text(_ doc: String) -> JSON { ["type": "string", "description": doc] }
        // `noAction`, SQLite's default, is accepted and written as no clause.
        func action(_ doc: String) -> JSON {
            ["enum": ForeignKeyAction.allCases.map(\.rawValue) + ["noAction"], "description": doc]
        }
        func flag(_ doc: String) -> JSON { ["type": "boolean", "description": doc] }
        func names(_ doc: String) -> JSON { ["type": "array", "items": ["type": "string"], "description": doc] }
        func map(_ value: JSON, _ doc: String) -> JSON {
            ["type": "object", "additionalProperties": value, "description": doc]
        }
        let ref = { (name: String) -> JSON in ["$ref": "#/$defs/\(name)"] }
        /// `true`, or `{ onConflict: replace }`: a constraint and its conflict clause.
        func constraint(_ doc: String) -> JSON {
            [
                "anyOf": [
                    ["type": "boolean"],
                    object(
                        "constraint", SchemaTranslator.conflictKeys,
                        ["onConflict": choice(ConflictResolution.self, "the conflict clause: ON CONFLICT …")],
                        required: ["onConflict"]),
                ],
                "description": doc + "; `{ onConflict: replace }` adds its conflict clause",
            ]
        }
        let T = SchemaTranslator.self

        let columnValues: [String: JSON] = [
            "type": ref("columnType"),
            "notNull": constraint("NOT NULL; the Swift property is not optional"),
            "primaryKey": [
                "anyOf": [["const": "autoincrement"], ["const": "rowid"], ["type": "boolean"]],
                "description":
                    "`autoincrement`: SQLite chooses an integer key (AUTOINCREMENT); `rowid`: SQLite chooses it "
                    + "(INTEGER PRIMARY KEY); `true`: the app chooses it",
            ],
            "default": [
                "anyOf": [
                    ["type": ["string", "number", "boolean"]],
                    object("default", T.sqlDefaultKeys, ["sql": text("an SQL expression")], required: ["sql"]),
                ],
                "description": "the column default: a literal, or `{ sql: CURRENT_TIMESTAMP }`",
            ],
            "unique": constraint("UNIQUE"),
            "check": [
                "description": "a CHECK constraint, in SQL; false on an enum column: no CHECK of its values",
                "anyOf": [["type": "string"] as JSON, ["const": false] as JSON],
            ],
            "collate": choice(Collation.self, "the collation of the column"),
            "references": [
                "anyOf": [
                    ["type": "string"],
                    object(
                        "references", T.referenceKeys,
                        [
                            "table": text("the referenced table"),
                            "column": text("the referenced column (default: the table's primary key)"),
                            "onDelete": action("ON DELETE"),
                            "onUpdate": action("ON UPDATE"),
                            "belongsTo": text("the name of the child record's association"),
                            "hasMany": text("the name of the parent record's association"),
                            "hasOne": text(
                                "the name of the parent record's association to its one child (a unique foreign key)"),
                        ], required: ["table"]),
                ], "description": "a foreign key: a table, or `{ table, column, onDelete, … }`",
            ],
            "values": [
                "anyOf": [
                    ["type": "array", "items": ["type": "string"]],
                    ["type": "object", "additionalProperties": ["type": ["integer", "string"]]],
                ],
                "description":
                    "the values of an `enum` column: a list of texts, stored as text, or `{ name: integer }`, "
                    + "stored as integers",
            ],
            "representation": choice(
                ColumnRepresentation.self,
                "how the values are stored: a `uuid` as `text` or `bytes`; a `datetime` as `unixTime` (seconds) or "
                    + "`unixTimeMilliseconds` (integers)"),
            "generated": object(
                "generated", T.generatedKeys,
                [
                    "sql": text("the expression SQLite computes"), "stored": flag("STORED rather than VIRTUAL"),
                ], required: ["sql"], doc: "a generated column"),
            "declaredType": text("the SQL type written in CREATE TABLE instead of GRDB's (`VARCHAR(120)`)"),
        ]
        let columnSwift = object(
            "column swift", T.columnSwiftKeys,
            [
                "type": text("another Swift type for the property"), "name": text("another Swift property name"),
                "convertible": flag("`type` is the app's own DatabaseValueConvertible type"),
            ])
        var createdColumnValues = columnValues
        createdColumnValues["unindexed"] = flag(
            "in a search table: stored with the row, not indexed (FTS5's UNINDEXED): a key or a date beside the text")
        var tableColumnValues = createdColumnValues
        tableColumnValues["swift"] = columnSwift
        tableColumnValues["index"] = flag(
            "a one-column index named as GRDB names it (`index_todo_on_list_id`); a foreign key has one unless `false`")
        let viewColumn = object(
            "view column", T.viewColumnKeys,
            [
                "type": ref("columnType"), "notNull": flag("NOT NULL (wins over what GRDBGen concluded)"),
                "values": names("the values of an `enum` type"),
                "representation": choice(ColumnRepresentation.self, "a `uuid` or `datetime` storage"),
                "swift": columnSwift,
            ])
        let indexKeys: JSON = [
            "type": "array",
            "items": [
                "anyOf": [
                    ["type": "string"],
                    object(
                        "index key", T.indexKeyKeys,
                        [
                            "column": text("a column"), "sql": text("an SQL expression of the table's columns"),
                            "collate": choice(Collation.self, "the collation that compares the key"),
                            "order": ["enum": ["asc", "desc"], "description": "the order the index keeps"],
                        ]),
                ]
            ],
            "description": "the indexed columns, or keys with a collation, an order or an expression",
        ]
        let index = object(
            "index", T.indexKeys,
            [
                "name": text("the index name"), "columns": indexKeys,
                "unique": flag("a UNIQUE index"),
                "where": text("the condition of a partial index, in SQL: only the rows that meet it are indexed"),
            ], required: ["name", "columns"])
        let trigger = object(
            "trigger", T.triggerKeys,
            [
                "name": text("the trigger name"), "timing": choice(TriggerTiming.self, "when it fires"),
                "event": choice(TriggerEvent.self, "what fires it"),
                "columns": names("the columns of an `update` trigger"),
                "when": text("a WHEN condition, in SQL"), "body": text("the statements, in SQL"),
            ], required: ["name", "timing", "event", "body"])
        let search = object(
            "search", T.searchKeys,
            [
                "name": text("the FTS5 table"), "columns": names("the indexed text columns"),
                "tokenizer": choice(SearchTokenizer.self, "the FTS5 tokenizer"),
                "diacritics": choice(SearchDiacritics.self, "accents"),
                "prefixes": [
                    "type": "array", "items": ["type": "integer", "minimum": 1, "maximum": 999],
                    "description": "FTS5's prefix indexes: the lengths of word starts to index (`prefix='2 3'`)",
                ],
                "tokenCharacters": text("characters that are part of words (unicode61's and ascii's tokenchars)"),
                "separators": text("characters that separate words (unicode61's and ascii's separators)"),
                "caseSensitive": flag("the trigram tokenizer's case_sensitive 1"),
                "detail": choice(SearchDetail.self, "FTS5's detail option: what the index keeps of each word"),
            ], required: ["columns"])
        let searchTable: JSON = [
            "anyOf": [
                ["const": true],
                object(
                    "searchTable", T.tokenizationKeys,
                    T.tokenizationKeys.reduce(into: [String: JSON]()) { values, key in
                        values[key] = (search["properties"] as! JSON)[key] as? JSON
                    }),
            ],
            "description": "the table is an FTS5 table of its own columns, filled by the app (its writes or triggers)",
        ]
        let tableConstraintValues: [String: JSON] = [
            "searchTable": searchTable,
            "primaryKey": names("a composite primary key"),
            "unique": [
                "type": "array", "items": ["type": "array", "items": ["type": "string"]],
                "description": "unique groups",
            ],
            "checks": [
                "type": "array", "items": ["type": "string"],
                "description": "table-level CHECK constraints, each an SQL condition",
            ],
            "foreignKeys": [
                "type": "array",
                "items": object(
                    "a foreign key", T.foreignKeyKeys,
                    [
                        "columns": names("the columns of this table, in order (two or more)"),
                        "references": [
                            "anyOf": [
                                ["type": "string"],
                                object(
                                    "references", T.foreignKeyReferenceKeys,
                                    [
                                        "table": text("the referenced table"),
                                        "columns": names("the referenced columns (default: the table's primary key)"),
                                        "onDelete": action("ON DELETE"),
                                        "onUpdate": action("ON UPDATE"),
                                        "belongsTo": text("the name of the child record's association"),
                                        "hasMany": text("the name of the parent record's association"),
                                        "hasOne": text("the name of the parent record's association to its one child"),
                                    ], required: ["table"]),
                            ], "description": "the referenced table, or `{ table, columns, onDelete, … }`",
                        ],
                    ], required: ["columns", "references"]),
                "description": "foreign keys of several columns (one column: `references:` on the column)",
            ],
            "indexes": ["type": "array", "items": index, "description": "the indexes"],
            "options": [
                "type": "array", "items": choice(TableOption.self, "a table option"), "description": "table options",
            ],
        ]
        var tableValues = tableConstraintValues
        tableValues["record"] = text("the Swift struct name")
        tableValues["columns"] = map(
            object("column", T.tableColumnKeys, tableColumnValues, required: ["type"]), "the columns, in order")
        tableValues["orderings"] = names("the cases of the record's `Ordering`")
        tableValues["triggers"] = ["type": "array", "items": trigger, "description": "the triggers"]
        tableValues["search"] = search
        let features: [String: JSON] = [
            "hashable": flag("records conform to Hashable"),
            "drafts": flag("a Draft type for a key SQLite chooses: store.insert(Item.Draft(…)) returns the Item"),
            "children": flag("requests of one parent's rows (Todo.filter(listId:)) and of parents with their children"),
        ]
        tableValues["swift"] = object("table swift", GeneratedFeatures.keys, features)
        let view = object(
            "view", T.viewKeys,
            [
                "record": text("the Swift struct name"), "sql": text("the SELECT statement"),
                "columns": map(viewColumn, "what SQLite cannot tell of a column"),
                "orderings": names("the cases of the record's `Ordering`"),
            ], required: ["sql"])
        let query = object(
            "query", T.queryKeys,
            [
                "sql": text("one SQL statement; parameters `:name`, `?`"),
                "parameters": map(
                    [
                        "anyOf": [
                            ref("columnType"),
                            object(
                                "parameter", T.queryParameterKeys,
                                [
                                    "type": ref("columnType"), "notNull": flag("false: the value may be nil"),
                                    "swift": object(
                                        "parameter swift", T.querySwiftKeys,
                                        [
                                            "type": text("the Swift type"),
                                            "convertible": flag("the app's own DatabaseValueConvertible type"),
                                        ]),
                                ], required: ["type"]),
                        ]
                    ], "the types of parameters the SQL does not tell"),
                "columns": map(
                    ["anyOf": [ref("columnType"), viewColumn]], "what SQLite cannot tell of a result column"),
                "filters": map(
                    text("a condition, added to WHERE when its parameters are given (or its flag is on)"),
                    "conditions chosen at run time"),
                "orderings": map(text("what follows ORDER BY"), "the orderings to choose from at run time"),
                "choices": map(
                    map(
                        ["anyOf": [["type": "string"] as JSON, ["type": "null"] as JSON]],
                        "a Swift enum: its cases, each a condition added to WHERE (null: none)"),
                    "groups of conditions, one of each chosen at run time"),
                "single": flag("at most one row: an optional value"),
                "group": text("a table of the select list's `t.*`: its rows, each with arrays of the other records"),
                "warnings": ["enum": ["ignore", "report"], "description": "ignore: no warning of the query's plan"],
                "record": text("the name of the generated row type"),
            ], required: ["sql"])
        // Steps: one key, the kind.
        var stepValues: [String: [String: JSON]] = [:]
        let stepColumn = object("step column", T.createdColumnKeys, createdColumnValues, required: ["type"])
        for kind in T.stepKeys.keys {
            var values: [String: JSON] = [
                "table": text("the table"), "from": text("the old name"), "to": text("the new name"),
                "column": text("the column"),
                "name": text("the name"), "view": text("the view"), "sql": text("the SQL"),
                "columns": kind == "createTable" ? map(stepColumn, "the columns, in order") : names("the columns"),
                "rows": ["type": "array", "items": ["type": "object"], "description": "rows to insert, values bound"],
            ]
            for (key, value) in tableConstraintValues { values[key] = value }
            for (key, value) in columnValues where kind == "addColumn" { values[key] = value }
            for (key, value) in [
                ("unique", flag("a UNIQUE index")), ("where", text("the condition of a partial index, in SQL")),
                ("columns", indexKeys),
            ] where kind == "createIndex" {
                values[key] = value
            }
            if kind == "createTrigger" {
                for key in T.triggerKeys where key != "name" {
                    values[key] = (trigger["properties"] as! JSON)[key] as? JSON
                }
            }
            if kind == "createSearchIndex" {
                for key in T.searchKeys where key != "name" && key != "columns" {
                    values[key] = (search["properties"] as! JSON)[key] as? JSON
                }
                values["synchronization"] = choice(
                    SearchSynchronization.self, "grdb: GRDB's triggers, for an index made with them")
            }
            stepValues[kind] = values
        }
        let steps: [JSON] = T.stepKinds.map { kind in
            let body: JSON =
                kind == "sql"
                ? text("an SQL statement") : object("step \(kind)", T.stepKeys[kind] ?? [], stepValues[kind] ?? [:])
            return ["type": "object", "properties": [kind: body], "required": [kind], "additionalProperties": false]
        }
        let migration = object(
            "migration", T.migrationKeys,
            [
                "id": text("the migration identifier, never changed once released"),
                "baseline": [
                    "anyOf": [
                        ["type": "boolean"],
                        object("baseline", T.baselineKeys, ["replaces": names("the migrations it replaces")]),
                    ],
                    "description": "the first migration adopts existing files",
                ],
                "steps": ["type": "array", "items": ["oneOf": steps], "description": "the steps, in order"],
            ], required: ["id", "steps"])
        let top = object(
            "schema", T.topLevelKeys,
            [
                "swift": object(
                    "swift", ["access", "store"] + GeneratedFeatures.keys,
                    [
                        "access": choice(SwiftOptions.AccessLevel.self, "the access level of generated code"),
                        "store": text("the name of the generated store type"),
                    ].merging(features) { first, _ in first }),
                "tables": map(
                    object("table", T.tableKeys, tableValues, required: ["columns"]),
                    "the current shape of "
                        + "each table"),
                "views": map(view, "the views: read-only records"),
                "queries": map(query, "named SQL, checked by SQLite, as typed Swift"),
                "fragments": map(
                    text("a piece of SQL: an expression, or a common table expression (`name AS (SELECT …)`)"),
                    "SQL declared once, used by queries as `{name}`"),
                "functions": map(
                    object(
                        "function", T.functionKeys,
                        [
                            "arguments": [
                                "type": "array", "items": choice(FunctionValueType.self, "an argument's type"),
                                "description": "the type of each argument",
                            ],
                            "result": choice(
                                FunctionValueType.self,
                                "the type of the result; left out for a function that gives none (SQL sees NULL)"),
                            "deterministic": flag("the same arguments always give the same result"),
                        ]),
                    "SQL functions the app implements in Swift, registered by the store on every connection"),
                "migrations": ["type": "array", "items": migration, "description": "the append-only history"],
                "debug": object(
                    "debug", T.debugKeys,
                    [
                        "eraseDatabaseOnSchemaChange": flag(
                            "debug builds erase a database whose schema differs in meaning from its migrations")
                    ]),
            ], required: ["tables"])
        var schema = top
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema["title"] = "GRDBGen schema.yaml"
        schema["$defs"] = ["columnType": choice(ColumnType.self, "the column type")]
        return (schema, missing)
    }
}
