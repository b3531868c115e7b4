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

    typealias JSON = [String: Any]

    /// The JSON Schema of each kind of migration step: one key, the kind.
    static func steps() -> [JSON] { Builder().steps() }

    private static func build() -> (schema: JSON, missing: [String]) {
        let builder = Builder()
        var schema = builder.document()
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema["title"] = "GRDBGen schema.yaml"
        schema["$defs"] = ["columnType": builder.choice(ColumnType.self, "the column type")]
        return (schema, builder.missing)
    }
}

/// Builds the JSON Schema, a part of schema.yaml per method, each object from a key list of
/// ``SchemaTranslator``; notes the keys that have no value schema.
private final class Builder {
    typealias JSON = SchemaJSONSchema.JSON
    let T = SchemaTranslator.self
    /// The keys of the translator's lists that got no value schema.
    var missing: [String] = []

    // MARK: - Value schemas

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
    func flag(_ doc: String) -> JSON { ["type": "boolean", "description": doc] }
    func names(_ doc: String) -> JSON { ["type": "array", "items": ["type": "string"], "description": doc] }
    func map(_ value: JSON, _ doc: String) -> JSON {
        ["type": "object", "additionalProperties": value, "description": doc]
    }
    func ref(_ name: String) -> JSON { ["$ref": "#/$defs/\(name)"] }
    // MARK: - Migrations

    /// The steps of a migration: one key each, the kind.
    func steps() -> [JSON] {
        var stepValues: [String: [String: JSON]] = [:]
        for kind in StepKind.allCases {
            var values: [String: JSON] = [
                "table": text("the table"), "from": text("the old name"), "to": text("the new name"),
                "column": text("the column"),
                "name": text("the name"), "view": text("the view"), "sql": text("the SQL"),
                "columns": names("the columns"),
                "rows": ["type": "array", "items": ["type": "object"], "description": "rows to insert, values bound"],
                "function": text("the app's Swift closure of `Functions`, run with the Database"),
            ]
            for (key, value) in SchemaGrammar.addedColumn.jsonSchema().json["properties"] as! JSON
            where kind == .addColumn {
                values[key] = value as? JSON
            }
            stepValues[kind.rawValue] = values
        }
        return StepKind.allCases.map { kind in
            var body: JSON
            switch kind {
            case .sql: body = text("an SQL statement")
            case .createIndex: body = SchemaGrammar.indexStep.jsonSchema().json
            case .createTable:
                body = SchemaGrammar.stepTableShape.jsonSchema().json
                body["properties"] = (body["properties"] as! JSON).merging(["table": text("the table")]) { $1 }
                body["required"] = ["table", "columns"]
            case .createSearchIndex: body = SchemaGrammar.searchStep.jsonSchema().json
            case .createTrigger:
                body = SchemaGrammar.trigger.jsonSchema().json
                body["properties"] = (body["properties"] as! JSON).merging(["table": text("the table")]) { $1 }
                body["required"] = ["table", "name", "timing", "event", "body"]
            default: body = object("step \(kind.rawValue)", kind.keys, stepValues[kind.rawValue] ?? [:])
            }
            return [
                "type": "object", "properties": [kind.rawValue: body], "required": [kind.rawValue],
                "additionalProperties": false,
            ]
        }
    }

    // MARK: - The document

    /// The whole file.
    func document() -> JSON {
        object(
            "schema", T.topLevelKeys,
            [
                "swift": SchemaGrammar.swift.jsonSchema().json,
                "tables": map(
                    SchemaGrammar.table.jsonSchema().json,
                    "the current shape of "
                        + "each table"),
                "views": map(SchemaGrammar.view.jsonSchema().json, "the views: read-only records"),
                "queries": map(SchemaGrammar.query.jsonSchema().json, "named SQL, checked by SQLite, as typed Swift"),
                "fragments": map(
                    text("a piece of SQL: an expression, or a common table expression (`name AS (SELECT …)`)"),
                    "SQL declared once, used by queries as `{name}`"),
                "functions": map(
                    SchemaGrammar.function.jsonSchema().json,
                    "SQL functions the app implements in Swift, registered by the store on every connection"),
                "migrations": [
                    "type": "array", "items": SchemaGrammar.migration.jsonSchema().json,
                    "description": "the append-only history",
                ],
                "debug": SchemaGrammar.debug.jsonSchema().json,
            ], required: ["tables"])
    }
}
