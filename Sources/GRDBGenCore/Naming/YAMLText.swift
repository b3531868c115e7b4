/// YAML text: the one place that quotes values written into schema.yaml.
enum YAMLText {
    private static let reserved: Set<String> = [
        "true", "false", "yes", "no", "on", "off", "null", "y", "n", "~",
    ]

    /// A scalar as YAML text: plain when it reads back as the same text, double-quoted otherwise.
    ///
    /// ```swift
    /// YAMLText.scalar("name")     // name
    /// YAMLText.scalar("true")     // "true"
    /// YAMLText.scalar("a: b")     // "a: b"
    /// ```
    static func scalar(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
                    || $0 == "." || $0 == "-"
            }
            && !(text.first == "-" || text.first == ".")
            && !reserved.contains(text.lowercased())
            && Double(text) == nil && Int64(text) == nil
        if plain { return text }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 {
                    result += "\\x" + String(scalar.value, radix: 16).leftPadded(2)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A list of scalars in flow style: `[a, b]`.
    static func list(_ items: [String]) -> String {
        "[" + items.map(scalar).joined(separator: ", ") + "]"
    }

    /// A default value as YAML.
    static func value(_ value: DefaultValue) -> String {
        switch value {
        case .integer(let number): String(number)
        case .real(let number): "\(number)"
        case .boolean(let flag): flag ? "true" : "false"
        case .text(let text): scalar(text)
        case .sql(let sql): "{ sql: \(scalar(sql)) }"
        }
    }

    /// The keys of a search index, in flow style: `name: item_ft, columns: [name], tokenizer: porter`.
    static func searchIndexKeys(_ index: SearchIndexDefinition) -> [String] {
        var parts = ["name: \(scalar(index.name.value))", "columns: \(list(index.columns.map(\.value)))"]
        if let tokenizer = index.tokenizer { parts.append("tokenizer: \(tokenizer.value.rawValue)") }
        if let diacritics = index.diacritics { parts.append("diacritics: \(diacritics.value.rawValue)") }
        return parts
    }

    /// A column definition as a flow mapping: `{ type: text, notNull: true }`.
    static func column(_ column: ColumnDefinition) -> String {
        var parts = ["type: \(column.type.value.rawValue)"]
        if let declared = column.declaredType { parts.append("declaredType: \(scalar(declared.value))") }
        if let values = column.enumValues { parts.append("values: \(list(values.value))") }
        switch column.primaryKey {
        case .autoincrement: parts.append("primaryKey: autoincrement")
        case .plain: parts.append("primaryKey: true")
        case nil: break
        }
        if column.notNull { parts.append("notNull: true") }
        if column.keyAcceptsNull { parts.append("notNull: false") }
        if let value = column.defaultValue { parts.append("default: \(YAMLText.value(value.value))") }
        if column.unique { parts.append("unique: true") }
        if let check = column.check { parts.append("check: \(scalar(check.value))") }
        if let collate = column.collate { parts.append("collate: \(collate.value.rawValue)") }
        if let generated = column.generated?.value {
            parts.append("generated: { sql: \(scalar(generated.sql))" + (generated.stored ? ", stored: true }" : " }"))
        }
        if let representation = column.representation {
            parts.append("representation: \(representation.value.rawValue)")
        }
        if let reference = column.references?.value {
            var inner = ["table: \(scalar(reference.table.value))"]
            if let target = reference.column { inner.append("column: \(scalar(target.value))") }
            if let action = reference.onDelete { inner.append("onDelete: \(action.rawValue)") }
            if let action = reference.onUpdate { inner.append("onUpdate: \(action.rawValue)") }
            parts.append("references: { \(inner.joined(separator: ", ")) }")
        }
        return "{ " + parts.joined(separator: ", ") + " }"
    }
}

private extension String {
    func leftPadded(_ count: Int) -> String {
        String(repeating: "0", count: max(0, count - self.count)) + self
    }
}
