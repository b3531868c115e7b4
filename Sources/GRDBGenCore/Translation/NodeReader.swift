import Yams

/// Reads typed values out of YAML nodes, reporting each mistake with its location.
///
/// Every accessor returns `nil` after reporting an error, so that the translator can go on and
/// report further mistakes in the same run.
struct NodeReader {
    let document: ParsedDocument
    let diagnostics: DiagnosticCollector

    func location(_ node: Node) -> SourceLocation {
        document.location(of: node)
    }

    func error(_ message: String, at node: Node) {
        diagnostics.error(message, at: location(node))
    }

    static func describe(_ node: Node) -> String {
        switch node {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        case .scalar(let scalar):
            switch ScalarKind(scalar) {
            case .null: "nothing"
            case .bool: "the boolean `\(scalar.string)`"
            case .int, .float: "the number `\(scalar.string)`"
            case .string: "the text `\(scalar.string)`"
            }
        }
    }

    static func isNull(_ node: Node) -> Bool {
        if case .scalar(let scalar) = node, ScalarKind(scalar) == .null { return true }
        return false
    }

    /// A mapping whose keys are checked against `allowedKeys`. Unknown keys are reported with a
    /// suggestion; keys that are not text are reported.
    func mapping(_ node: Node, what: String, allowedKeys: [String]?) -> Mapping? {
        guard case .mapping(let mapping) = node else {
            error("expected a mapping for \(what), found \(Self.describe(node))", at: node)
            return nil
        }
        var entries: [(key: Located<String>, keyNode: Node, value: Node)] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode else {
                error("expected a name as key in \(what), found \(Self.describe(keyNode))", at: keyNode)
                continue
            }
            let key = scalar.string
            if let allowedKeys, !allowedKeys.contains(key) {
                let suggestion = Suggestion.didYouMean(key, among: allowedKeys)
                let expected =
                    suggestion.isEmpty
                    ? "; expected one of: " + allowedKeys.joined(separator: ", ") : suggestion
                error("unknown key `\(key)` in \(what)\(expected)", at: keyNode)
                continue
            }
            entries.append((Located(key, at: location(keyNode)), keyNode, value))
        }
        return Mapping(reader: self, node: node, what: what, entries: entries)
    }

    /// A list.
    func sequence(_ node: Node, what: String) -> [Node]? {
        if case .sequence(let sequence) = node { return Array(sequence) }
        error("expected a list for \(what), found \(Self.describe(node))", at: node)
        return nil
    }

    /// A text scalar (names, SQL). Numbers and booleans are refused: names are text.
    func string(_ node: Node, what: String) -> Located<String>? {
        guard case .scalar(let scalar) = node, ScalarKind(scalar) == .string else {
            error("expected text for \(what), found \(Self.describe(node))", at: node)
            return nil
        }
        return Located(scalar.string, at: location(node))
    }

    /// `true` or `false`.
    func bool(_ node: Node, what: String) -> Bool? {
        if case .scalar(let scalar) = node, ScalarKind(scalar) == .bool {
            return scalar.string.lowercased() == "true"
        }
        error("expected `true` or `false` for \(what), found \(Self.describe(node))", at: node)
        return nil
    }

    /// One of the cases of a string enum, written as its raw value.
    func choice<Value: CaseIterable & RawRepresentable<String>>(
        _ node: Node, what: String, of type: Value.Type
    ) -> Value? {
        choice(node, what: what, type.allCases.map { ($0.rawValue, $0) })
    }

    /// One of the cases of a string enum, with where it is written.
    func locatedChoice<Value: CaseIterable & RawRepresentable<String>>(
        _ node: Node, what: String, of type: Value.Type
    ) -> Located<Value>? {
        choice(node, what: what, of: type).map { Located($0, at: location(node)) }
    }

    /// One of a fixed set of words.
    func choice<Value>(_ node: Node, what: String, _ choices: [(String, Value)]) -> Value? {
        let names = choices.map(\.0)
        if case .scalar(let scalar) = node, let match = choices.first(where: { $0.0 == scalar.string }) {
            return match.1
        }
        var message =
            "expected one of \(names.map { "`\($0)`" }.joined(separator: ", ")) for \(what), found "
            + "\(Self.describe(node))"
        if case .scalar(let scalar) = node, !Self.isNull(node) {
            message += Suggestion.didYouMean(scalar.string, among: names)
        }
        error(message, at: node)
        return nil
    }

    /// A mapping read with checked keys.
    struct Mapping {
        let reader: NodeReader
        let node: Node
        let what: String
        let entries: [(key: Located<String>, keyNode: Node, value: Node)]

        var location: SourceLocation { reader.location(node) }

        func value(_ key: String) -> Node? {
            entries.first { $0.key.value == key }?.value
        }

        /// The text of a key's scalar value, unchecked: what names the mapping in diagnostics
        /// before its keys are read (`` trigger `name` ``).
        func text(_ key: String) -> String? {
            if case .scalar(let scalar)? = value(key) { scalar.string } else { nil }
        }

        /// The value of a required key, or an error at the mapping.
        func required(_ key: String) -> Node? {
            if let value = value(key) { return value }
            reader.diagnostics.error("missing key `\(key)` in \(what)", at: location)
            return nil
        }
    }
}

/// What a scalar is, by the YAML 1.2 core schema: only `true`/`false` are booleans, so that a
/// `yes` or `on` is read as text and reported rather than guessed.
enum ScalarKind: Equatable {
    case null, bool, int, float, string

    init(_ scalar: Node.Scalar) {
        guard scalar.style == .plain || scalar.style == .any else {
            self = .string
            return
        }
        let text = scalar.string
        switch text {
        case "", "~", "null", "Null", "NULL":
            self = .null
        case "true", "True", "TRUE", "false", "False", "FALSE":
            self = .bool
        default:
            if Int64(text) != nil {
                self = .int
            } else if Double(text) != nil, text.contains(where: \.isNumber),
                !text.contains(where: { $0.isLetter && $0 != "e" && $0 != "E" })
            {
                self = .float
            } else {
                self = .string
            }
        }
    }
}

extension NodeReader {
    /// Where the characters of a text scalar are in the file (``SQLTextPositions``): for a block
    /// scalar (`|`), each line of the text at its line of the file; for a one-line scalar that
    /// is written as its value reads (plain, or quoted without escapes), each character.
    /// Positions are checked against the file's text; anything else maps to the scalar's start.
    func textPositions(_ node: Node, text: String) -> SQLTextPositions {
        let start = location(node)
        guard case .scalar(let scalar) = node else { return SQLTextPositions(scalar: start) }
        let fileLines = document.text.split(separator: "\n", omittingEmptySubsequences: false)
        func fileLine(_ line: Int) -> Substring? { line >= 1 && line <= fileLines.count ? fileLines[line - 1] : nil }
        /// Whether the file has `piece` at this line and column (columns count Unicode scalars).
        func written(_ piece: Substring, line: Int, column: Int) -> Bool {
            guard let source = fileLine(line) else { return false }
            let scalars = source.unicodeScalars
            guard column >= 1, column - 1 + piece.unicodeScalars.count <= scalars.count else { return false }
            let from = scalars.index(scalars.startIndex, offsetBy: column - 1)
            return scalars[from...].starts(with: piece.unicodeScalars)
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        switch scalar.style {
        case .literal:
            // The text starts on the line after the `|` indicator, indented alike.
            var starts: [SourceLocation?] = []
            var line = start.line + 1
            for piece in lines {
                guard let source = fileLine(line) else { break }
                let indent = source.prefix { $0 == " " }.count
                if piece.isEmpty || written(piece, line: line, column: indent + 1) {
                    starts.append(SourceLocation(file: start.file, line: line, column: indent + 1))
                } else {
                    starts.append(nil)
                }
                line += 1
            }
            return SQLTextPositions(lineStarts: starts, scalar: start)
        case .plain, .singleQuoted, .doubleQuoted:
            guard lines.count == 1 else { return SQLTextPositions(scalar: start) }
            let column = scalar.style == .plain ? start.column : start.column + 1
            guard written(lines[0], line: start.line, column: column) else { return SQLTextPositions(scalar: start) }
            return SQLTextPositions(
                lineStarts: [SourceLocation(file: start.file, line: start.line, column: column)], scalar: start)
        default:
            return SQLTextPositions(scalar: start)
        }
    }
}
