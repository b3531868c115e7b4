import Foundation
import Yams

/// The output of the parse stage: the YAML node tree of schema.yaml, every node with its line and
/// column.
public struct ParsedDocument {
    /// The source the document was parsed from.
    public var source: SchemaSource
    /// The text of the source.
    public var text: String
    /// The root node, `nil` for an empty document.
    public var root: Node?

    /// The location of a node, or of the start of the file for a node without a mark.
    public func location(of node: Node) -> SourceLocation {
        location(of: node.mark)
    }

    /// The location of a Yams mark.
    public func location(of mark: Mark?) -> SourceLocation {
        source.location(line: mark?.line ?? 1, column: mark?.column ?? 1)
    }
}

/// The parse stage: bytes → YAML nodes.
public enum YAMLParser {
    /// The largest schema file accepted, in bytes.
    public static let maximumFileSize = 8 * 1024 * 1024

    /// Parses a schema file. Reports YAML syntax errors at their line and column.
    public static func parse(_ source: SchemaSource, diagnostics: DiagnosticCollector) -> ParsedDocument? {
        let start = source.location(line: 1, column: 1)
        guard source.data.count <= maximumFileSize else {
            diagnostics.error(
                "the schema file is \(source.data.count) bytes; the largest accepted is \(maximumFileSize)",
                at: start)
            return nil
        }
        guard let text = String(validating: source.data, as: UTF8.self) else {
            let line = firstInvalidUTF8Line(source.data)
            diagnostics.error("the schema file is not valid UTF-8 text", at: source.location(line: line, column: 1))
            return nil
        }
        if text.unicodeScalars.contains(where: { $0.value == 0 }) {
            diagnostics.error("the schema file contains a NUL character", at: start)
            return nil
        }
        // An alias starts with `*`: without one, nothing can expand.
        if text.utf8.contains(UInt8(ascii: "*")), let count = YAMLAliasGuard.expandedNodeCount(of: text),
            count > YAMLAliasGuard.limit
        {
            diagnostics.error(
                "the schema file expands to more than \(YAMLAliasGuard.limit) YAML nodes through its aliases "
                    + "(`*name`); write the repeated parts out instead",
                at: start)
            return nil
        }
        do {
            // No implicit tag resolution: ScalarKind reads scalars itself, and Yams's regular
            // expressions would cost a fifth of the time of a large schema.
            let root = try Yams.compose(yaml: text, .basic)
            return ParsedDocument(source: source, text: text, root: root)
        } catch let error as YamlError {
            report(error, text: text, source: source, diagnostics: diagnostics)
            return nil
        } catch {
            diagnostics.error("invalid YAML: \(error)", at: start)
            return nil
        }
    }

    private static func report(
        _ error: YamlError, text: String, source: SchemaSource, diagnostics: DiagnosticCollector
    ) {
        func at(_ mark: Mark) -> SourceLocation { source.location(line: mark.line, column: mark.column) }
        switch error {
        case let .scanner(context, problem, mark, _),
            let .parser(context, problem, mark, _),
            let .composer(context, problem, mark, _):
            var message = "invalid YAML: \(problem)"
            if let context {
                message += " (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
            }
            diagnostics.error(message, at: at(mark))
        case let .duplicatedKeysInMapping(duplicates, context):
            let key = duplicates.first ?? ""
            let second = secondOccurrence(ofKey: key, after: context.mark, in: text)
            diagnostics.error(
                "duplicate key `\(key)`",
                at: source.location(
                    line: second?.line ?? context.mark.line, column: second?.column ?? context.mark.column),
                note: "first written here", at: at(context.mark))
        case let .reader(problem, offset, _, _):
            var line = 1
            if let offset {
                line = 1 + text.utf8.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count
            }
            diagnostics.error("invalid YAML: \(problem)", at: source.location(line: line, column: 1))
        default:
            diagnostics.error("invalid YAML: \(error)", at: source.location(line: 1, column: 1))
        }
    }

    /// Yams reports a duplicate key at its first occurrence; the second one is where the mistake
    /// is. Looks for the same key at the same column on a later line.
    private static func secondOccurrence(
        ofKey key: String, after mark: Mark, in text: String
    ) -> (line: Int, column: Int)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard mark.line >= 1, mark.line <= lines.count else { return nil }
        for index in mark.line..<lines.count {
            let scalars = Array(lines[index].unicodeScalars)
            guard scalars.count >= mark.column else { continue }
            let rest = String(String.UnicodeScalarView(scalars[(mark.column - 1)...]))
            let indent = scalars[..<(mark.column - 1)]
            guard indent.allSatisfy({ $0 == " " || $0 == "-" }) else { continue }
            for candidate in [key, "\"\(key)\"", "'\(key)'"] where rest.hasPrefix(candidate) {
                let after = rest.dropFirst(candidate.count).drop { $0 == " " }
                if after.hasPrefix(":") { return (index + 1, mark.column) }
            }
        }
        return nil
    }

    private static func firstInvalidUTF8Line(_ data: Data) -> Int {
        var line = 1
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var lineNumber = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { lineNumber += 1 }
            case .emptyInput:
                return line
            case .error:
                line = lineNumber
                return line
            }
        }
    }
}
