import Yams

/// One key of a mapping of schema.yaml, declared once: its name, what it means, the JSON Schema of
/// its value, how the translator reads it into the model and how ``SchemaYAML`` writes it back.
///
/// The keys of a mapping (``SchemaMapping``) are at once the keys the translator accepts, the
/// properties of the JSON Schema (``SchemaJSONSchema``) and the order in which ``SchemaYAML``
/// writes them. Adding a key is one entry, then what it means (validation, rendering):
///
/// ```swift
/// SchemaKey(
///     "collate", "the collation of the column", value: { .choice(Collation.self) },
///     read: { column, node, at in column.collate = at.reader.locatedChoice(node, what: at.what, of: Collation.self) },
///     write: { $0.collate?.value.rawValue })
/// ```
struct SchemaKey<Model>: Sendable {
    /// The key, as schema.yaml spells it.
    let name: String
    /// What the key means, in a line: the JSON Schema's description, which editors show on hover.
    let doc: String
    /// The JSON Schema of the value, without its description; made when the JSON Schema is.
    let value: @Sendable () -> JSONValueSchema
    /// Reads the value into the model, each mistake reported at its place (``SchemaKeyPlace``).
    let read: @Sendable (inout Model, Node, SchemaKeyPlace) -> Void
    /// The value as schema.yaml writes it, in flow style; nil when the model has none.
    let write: @Sendable (Model) -> String?

    init(
        _ name: String, _ doc: String, value: @escaping @Sendable () -> JSONValueSchema,
        read: @escaping @Sendable (inout Model, Node, SchemaKeyPlace) -> Void,
        write: @escaping @Sendable (Model) -> String?
    ) {
        self.name = name
        self.doc = doc
        self.value = value
        self.read = read
        self.write = write
    }
}

extension SchemaKey {
    /// A key whose value is text, stored with where it is written.
    static func text(
        _ name: String, _ doc: String, _ property: WritableKeyPath<Model, Located<String>?> & Sendable
    ) -> Self {
        SchemaKey(
            name, doc, value: { .text }, read: { $0[keyPath: property] = $2.reader.string($1, what: $2.what) },
            write: { $0[keyPath: property].map { YAMLText.scalar($0.value) } })
    }

    /// A key whose value is text the model cannot be without (a name, SQL).
    static func text(
        _ name: String, _ doc: String, _ property: WritableKeyPath<Model, Located<String>> & Sendable
    )
        -> Self
    {
        SchemaKey(
            name, doc, value: { .text },
            read: { model, node, at in
                if let text = at.reader.string(node, what: at.what) { model[keyPath: property] = text }
            }, write: { YAMLText.scalar($0[keyPath: property].value) })
    }

    /// A key whose value is text the model keeps without its place (an expression, a step's table).
    static func text(_ name: String, _ doc: String, _ property: WritableKeyPath<Model, String> & Sendable) -> Self {
        SchemaKey(
            name, doc, value: { .text },
            read: { model, node, at in
                if let text = at.reader.string(node, what: at.what) { model[keyPath: property] = text.value }
            }, write: { YAMLText.scalar($0[keyPath: property]) })
    }

    /// A key whose value is a column type the model cannot be without (`type:` of a column, of a
    /// query's parameter); a wrong one is reported as `the type of column `name``.
    static func columnType(_ doc: String, _ property: WritableKeyPath<Model, Located<ColumnType>> & Sendable) -> Self {
        SchemaKey(
            "type", doc, value: { .columnType },
            read: { model, node, at in
                let type = at.reader.locatedChoice(node, what: "the type of \(at.mapping)", of: ColumnType.self)
                if let type { model[keyPath: property] = type }
            }, write: { $0[keyPath: property].value.rawValue })
    }

    /// A key whose value is `true` or `false`, stored with where it is written.
    static func flag(
        _ name: String, _ doc: String, _ property: WritableKeyPath<Model, Located<Bool>?> & Sendable
    ) -> Self {
        SchemaKey(
            name, doc, value: { .flag }, read: { $0[keyPath: property] = $2.locatedBool($1) },
            write: { $0[keyPath: property].map { $0.value ? "true" : "false" } })
    }

    /// A key whose value is a case of a string enum, stored without its place.
    static func choice<Value: CaseIterable & RawRepresentable<String> & Sendable>(
        _ name: String, _ doc: String, _ property: WritableKeyPath<Model, Value?> & Sendable
    ) -> Self {
        SchemaKey(
            name, doc, value: { .choice(Value.self) },
            read: { $0[keyPath: property] = $2.reader.choice($1, what: $2.what, of: Value.self) },
            write: { $0[keyPath: property]?.rawValue })
    }

    /// A key whose value is a case of a string enum the model cannot be without.
    static func choice<Value: CaseIterable & RawRepresentable<String> & Sendable>(
        _ name: String, _ doc: String, _ property: WritableKeyPath<Model, Located<Value>> & Sendable
    ) -> Self {
        SchemaKey(
            name, doc, value: { .choice(Value.self) },
            read: { model, node, at in
                if let value = at.reader.locatedChoice(node, what: at.what, of: Value.self) {
                    model[keyPath: property] = value
                }
            }, write: { $0[keyPath: property].value.rawValue })
    }

    /// The key of a mapping nested in the model's value at `path`: a table's shape in a table.
    func lifted<Outer>(_ path: WritableKeyPath<Outer, Model> & Sendable) -> SchemaKey<Outer> {
        SchemaKey<Outer>(
            name, doc, value: value, read: { outer, node, at in read(&outer[keyPath: path], node, at) },
            write: { write($0[keyPath: path]) })
    }

    /// A key whose value is `true` or `false`, off unless written: written only when on.
    static func flag(_ name: String, _ doc: String, _ property: WritableKeyPath<Model, Bool> & Sendable) -> Self {
        SchemaKey(
            name, doc, value: { .flag },
            read: { $0[keyPath: property] = $2.reader.bool($1, what: $2.what) ?? false },
            write: { $0[keyPath: property] ? "true" : nil })
    }

    /// A key whose value is a list of texts, each stored with where it is written.
    static func texts(
        _ name: String, _ doc: String, _ property: WritableKeyPath<Model, [Located<String>]> & Sendable,
        each item: String
    ) -> Self {
        SchemaKey(
            name, doc, value: { .names },
            read: { model, node, at in
                guard let list = at.reader.sequence(node, what: at.what) else { return }
                model[keyPath: property] = list.compactMap { at.reader.string($0, what: "\(item) of \(at.mapping)") }
            }, write: { $0[keyPath: property].isEmpty ? nil : YAMLText.list($0[keyPath: property].map(\.value)) })
    }

    /// A key whose value is a case of a string enum, stored with where it is written.
    static func choice<Value: CaseIterable & RawRepresentable<String> & Sendable>(
        _ name: String, _ doc: String, _ property: WritableKeyPath<Model, Located<Value>?> & Sendable,
        schema: JSONValueSchema? = nil
    ) -> Self {
        SchemaKey(
            name, doc, value: { schema ?? .choice(Value.self) },
            read: { $0[keyPath: property] = $2.reader.locatedChoice($1, what: $2.what, of: Value.self) },
            write: { $0[keyPath: property]?.value.rawValue })
    }
}

/// Where a key's value is read: the translator (its reader, where diagnostics go) and the words
/// that name the value in a diagnostic (`` `notNull` of column `name` ``).
struct SchemaKeyPlace {
    let translator: SchemaTranslator
    /// The mapping the key is in, as diagnostics name it: `` column `name` ``.
    let mapping: String
    /// The key, as diagnostics name it: `notNull`, or `swift.type` in a nested mapping.
    let key: String

    var reader: NodeReader { translator.reader }
    /// The value, as diagnostics name it: `` `notNull` of column `name` ``; a key of the schema
    /// file, whose mapping has no name, by itself: `` `tables` ``.
    var what: String { mapping.isEmpty ? "`\(key)`" : "`\(key)` of \(mapping)" }
}

/// The keys of one mapping of schema.yaml, in the order ``SchemaYAML`` writes them, and those it
/// must have.
struct SchemaMapping<Model>: Sendable {
    let keys: [SchemaKey<Model>]
    /// The keys the mapping must have.
    let required: [String]
    /// How diagnostics name a key of a mapping nested in another's value: `swift.` for
    /// `` `swift.type` of column `name` ``.
    var keyPrefix = ""

    /// The names of the keys, in order: the keys the translator accepts.
    var names: [String] { keys.map(\.name) }

    /// The mapping without these keys: a column of a migration step has no `swift` or `index`.
    func without(_ names: Set<String>) -> Self {
        SchemaMapping(keys: keys.filter { !names.contains($0.name) }, required: required, keyPrefix: keyPrefix)
    }

    /// Reads the value, a mapping, into `model`: false when it is not a mapping or lacks a
    /// required key (reported). The mapping is named `what` in diagnostics.
    func read(_ node: Node, into model: inout Model, by translator: SchemaTranslator, what: String) -> Bool {
        guard let mapping = translator.reader.mapping(node, what: what, allowedKeys: names) else { return false }
        return read(mapping, into: &model, by: translator, what: what)
    }

    /// Reads each key the mapping has into `model`, in the order of ``keys``; false when a
    /// required key is missing (reported).
    func read(
        _ mapping: NodeReader.Mapping, into model: inout Model, by translator: SchemaTranslator, what: String
    ) -> Bool {
        let present = required.allSatisfy { mapping.required($0) != nil }
        for key in keys {
            guard let node = mapping.value(key.name) else { continue }
            key.read(&model, node, SchemaKeyPlace(translator: translator, mapping: what, key: keyPrefix + key.name))
        }
        return present
    }

    /// The model as a flow mapping, `{ key: value, … }`: the keys it has a value for, in order.
    func flow(_ model: Model) -> String { YAMLText.flowMapping(entries(model)) }

    /// The keys the model has a value for, with their values as schema.yaml writes them, in order.
    func entries(_ model: Model) -> [(key: String, value: String)] {
        keys.compactMap { key in key.write(model).map { (key.name, $0) } }
    }

    /// The JSON Schema of the mapping: an object of exactly these keys, each described.
    func jsonSchema(_ doc: String? = nil) -> JSONValueSchema {
        var properties: [String: Any] = [:]
        for key in keys { properties[key.name] = key.value().described(key.doc).json }
        var object: [String: Any] = ["type": "object", "properties": properties, "additionalProperties": false]
        if !required.isEmpty { object["required"] = required }
        if let doc { object["description"] = doc }
        return JSONValueSchema(object)
    }
}

/// The JSON Schema of a value of schema.yaml (a JSON object), and the forms the grammar uses.
/// Immutable, and made only of texts, numbers, booleans, arrays and dictionaries: `Sendable`.
struct JSONValueSchema: @unchecked Sendable {
    let json: [String: Any]

    init(_ json: [String: Any]) { self.json = json }

    /// The schema with a description.
    func described(_ doc: String) -> Self {
        var json = json
        json["description"] = doc
        return Self(json)
    }

    static var text: Self { Self(["type": "string"]) }
    static var flag: Self { Self(["type": "boolean"]) }
    static var names: Self { Self(["type": "array", "items": ["type": "string"]]) }
    static var columnType: Self { Self(["$ref": "#/$defs/columnType"]) }

    /// One of the raw values of `type`.
    static func choice<Value: CaseIterable & RawRepresentable<String>>(_ type: Value.Type) -> Self {
        Self(["enum": type.allCases.map(\.rawValue)])
    }

    /// A mapping of names the file chooses (columns, parameters), each value of this schema.
    static func map(of value: JSONValueSchema) -> Self { Self(["type": "object", "additionalProperties": value.json]) }

    /// A list, each item of this schema.
    static func list(of item: JSONValueSchema) -> Self { Self(["type": "array", "items": item.json]) }

    /// Any of these schemas.
    static func anyOf(_ schemas: [[String: Any]]) -> Self { Self(["anyOf": schemas]) }
}
