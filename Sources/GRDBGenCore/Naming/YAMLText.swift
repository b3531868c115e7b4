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
    static func list(_ items: [String]) -> String { flowList(items.map(scalar)) }

    /// A list in flow style of values already written as YAML: `[a, { b: c }]`.
    static func flowList(_ values: [String]) -> String { "[" + values.joined(separator: ", ") + "]" }

    /// A mapping in flow style of values already written as YAML: `{ key: value, … }`.
    static func flowMapping(_ entries: [(key: String, value: String)]) -> String {
        "{ " + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + " }"
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
}

private extension String {
    func leftPadded(_ count: Int) -> String {
        String(repeating: "0", count: max(0, count - self.count)) + self
    }
}
