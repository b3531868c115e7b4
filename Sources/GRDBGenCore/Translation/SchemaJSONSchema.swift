import Foundation

/// The JSON Schema of schema.yaml, for editors (VS Code's YAML extension, JetBrains IDEs): key
/// completion, documentation on hover, and mistakes underlined while typing.
///
/// It is made from the grammar the translator reads (``SchemaGrammar``: each key with its doc and
/// value schema) and, for the steps without a mapping of their own, from ``StepKind/keys`` with
/// ``stepKeys``: a step's key without a value schema is listed by ``missingValueSchemas`` (a test
/// keeps it empty). `docs/schema.schema.json` is this output (a test keeps it up to date;
/// `grdbgen json-schema` prints it).
public enum SchemaJSONSchema {
    typealias JSON = [String: Any]

    /// The schema, as pretty-printed JSON with sorted keys.
    public static func render() -> String {
        var schema = document
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema["title"] = "GRDBGen schema.yaml"
        schema["$defs"] = ["columnType": JSONValueSchema.choice(ColumnType.self).described("the column type").json]
        let data = try! JSONSerialization.data(
            withJSONObject: schema, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The keys of the steps that have no value schema: empty when the schema is complete.
    public static var missingValueSchemas: [String] {
        StepKind.allCases.filter { SchemaGrammar.step($0).body() == nil }.flatMap { kind in
            kind.keys.filter { stepKeys[$0] == nil }.map { "step \(kind.rawValue).\($0)" }
        }
    }

    /// The keys of the steps that have no grammar of their own, with their value schemas: the
    /// name steps' (``SchemaGrammar/nameSteps``), and the others'.
    static let stepKeys: [String: JSONValueSchema] = Dictionary(
        SchemaGrammar.nameSteps.flatMap(\.keys).map { ($0.name, JSONValueSchema.text.described($0.doc)) },
        uniquingKeysWith: { first, _ in first }
    ).merging([
        "rows": JSONValueSchema(["type": "array", "items": ["type": "object"]]).described(
            "rows to insert, values bound"),
        "function": JSONValueSchema.text.described("the app's Swift closure of `Functions`, run with the Database"),
    ]) { first, _ in first }

    /// A step's mapping with its table: the grammar's keys, `table`, and those `required`.
    static func withTable(_ mapping: JSONValueSchema, required: [String]) -> JSON {
        var body = mapping.json
        let table = JSONValueSchema.text.described("the table").json
        body["properties"] = (body["properties"] as? JSON ?? [:]).merging(["table": table]) { $1 }
        body["required"] = required
        return body
    }

    /// An `addColumn` step's keys: the table, the column, and a column's keys.
    static var addColumnProperties: JSON {
        var properties = SchemaGrammar.addedColumn.jsonSchema().json["properties"] as? JSON ?? [:]
        properties["table"] = stepKeys["table"]?.json
        properties["column"] = stepKeys["column"]?.json
        return properties
    }

    /// The steps of a migration: one key each, the kind.
    static func steps() -> [JSON] {
        StepKind.allCases.map { kind in
            var properties: JSON = [:]
            for key in kind.keys { properties[key] = stepKeys[key]?.json ?? [:] }
            let body =
                SchemaGrammar.step(kind).body() ?? [
                    "type": "object", "properties": properties, "additionalProperties": false,
                ]
            return [
                "type": "object", "properties": [kind.rawValue: body], "required": [kind.rawValue],
                "additionalProperties": false,
            ]
        }
    }

    /// The whole file.
    static var document: JSON { SchemaGrammar.schema.jsonSchema().json }
}
