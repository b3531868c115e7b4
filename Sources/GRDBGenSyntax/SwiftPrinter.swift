import Foundation

/// Prints a ``SwiftFile`` as Swift source: the one place that escapes identifiers, quotes
/// literals, places commas and blank lines, and wraps what does not fit in ``width`` columns.
///
/// Layout rules:
/// - four spaces per level; members of a type are separated by a blank line, except runs of
///   stored properties, enum cases and other one-line declarations without a doc comment;
/// - a call, parameter list or array that does not fit on its line gets one element per line;
/// - a string literal with double quotes or backslashes becomes a raw string (`#"…"#`), and one
///   that still does not fit, or spans lines, a multi-line literal (`"""`).
public struct SwiftPrinter {
    /// The longest line the printer aims for.
    public var width = 120

    /// A printer of lines of at most `width` columns, where it can.
    public init(width: Int = 120) {
        self.width = width
    }

    /// The source text of a file, ending with a line break.
    public func print(_ file: SwiftFile) -> String {
        var lines: [String] = file.header.map { $0.isEmpty ? "//" : "// " + $0 }
        if !file.imports.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines += file.imports.map { module in
                (file.spiGroups[module].map { "@_spi(\($0)) " } ?? "") + "import \(module)"
            }
        }
        for section in file.sections {
            if let mark = section.mark {
                if !lines.isEmpty { lines.append("") }
                lines.append("// MARK: - " + mark)
            }
            for declaration in section.declarations {
                if !lines.isEmpty { lines.append("") }
                lines += self.lines(declaration, indent: "")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Declarations

    func lines(_ declaration: Declaration, indent: String) -> [String] {
        var lines: [String] = []
        if let doc = declaration.doc {
            lines += docLines(doc, indent: indent)
        }
        lines += declaration.attributes.map { indent + $0.text }
        let prefix = indent + declaration.modifiers.map { $0.rawValue + " " }.joined()
        switch declaration.kind {
        case .structure(let name, let inherits, let members):
            lines += typeLines(prefix + "struct " + SwiftIdentifier.escaped(name), inherits, members, indent)
        case .enumeration(let name, let inherits, let members):
            lines += typeLines(prefix + "enum " + SwiftIdentifier.escaped(name), inherits, members, indent)
        case .extensionOf(let type, let inherits, let members):
            lines += typeLines(prefix + "extension " + Self.text(of: type), inherits, members, indent)
        case .function(let name, let parameters, let throwing, let result, let body):
            let tail =
                (declaration.isAsync ? " async" : "") + (throwing ? " throws" : "")
                + (result.map { " -> " + Self.text(of: $0) } ?? "")
            lines += signature(
                prefix + "func " + SwiftIdentifier.escaped(name), parameters, tail: tail, indent: indent)
            lines += bodyLines(body, indent)
        case .initializer(let parameters, let throwing, let body):
            lines += signature(
                prefix + "init", parameters, tail: throwing ? " throws" : "", indent: indent)
            lines += bodyLines(body, indent)
        case .variable(let isLet, let name, let type, let value, let getter):
            var head =
                prefix + (isLet ? "let " : "var ") + SwiftIdentifier.escaped(name)
                + (type.map { ": " + Self.text(of: $0) } ?? "")
            if let getter {
                head += " {"
                if getter.count == 1, case .expression(let expression) = getter[0],
                    let inline = single(expression), (head + " " + inline + " }").count <= width
                {
                    lines.append(head + " " + inline + " }")
                } else {
                    lines.append(head)
                    lines += statementLines(getter, indent + "    ")
                    lines.append(indent + "}")
                }
            } else if let value {
                lines += assign(head + " = ", value, indent: indent)
            } else {
                lines.append(head)
            }
        case .enumCase(let name, let rawValue, let associatedTypes):
            var line = prefix + "case " + SwiftIdentifier.escaped(name)
            if !associatedTypes.isEmpty { line += "(" + associatedTypes.map(Self.text).joined(separator: ", ") + ")" }
            if let rawValue { lines += assign(line + " = ", rawValue, indent: indent) } else { lines.append(line) }
        case .conditional(let condition, let declarations):
            lines.append(indent + "#if " + condition.text)
            lines += memberLines(declarations, indent: indent)
            lines.append(indent + "#endif")
        case .labeledEnumCase(let name, let values):
            let list = values.map { SwiftIdentifier.escaped($0.label) + ": " + Self.text(of: $0.type) }
            lines.append(prefix + "case " + SwiftIdentifier.escaped(name) + "(" + list.joined(separator: ", ") + ")")
        case .typeAlias(let name, let type):
            lines.append(prefix + "typealias " + SwiftIdentifier.escaped(name) + " = " + Self.text(of: type))
        }
        return lines
    }

    /// `///` lines; prose longer than the width is wrapped at spaces, code blocks are not.
    func docLines(_ doc: String, indent: String) -> [String] {
        var lines: [String] = []
        var inCode = false
        let room = max(width - indent.count - 4, 40)
        let newline = UInt8(ascii: "\n")
        for text in doc.utf8.split(separator: newline, omittingEmptySubsequences: false) {
            let line = String(Substring(text))
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.count > room else {
                lines.append(line.isEmpty ? indent + "///" : indent + "/// " + line)
                continue
            }
            lines += Self.wrapped(line.split(separator: " "), room: room).map { indent + "/// " + $0 }
        }
        return lines
    }

    private func inheritance(_ inherits: [TypeReference]) -> String {
        inherits.isEmpty ? "" : ": " + inherits.map(Self.text).joined(separator: ", ")
    }

    /// A type or an extension: its head, its inheritance clause (on a line of its own, and the
    /// brace on the next, when one line would be too wide, as swift-format breaks it) and members.
    private func typeLines(
        _ head: String, _ inherits: [TypeReference], _ members: [Declaration], _ indent: String
    ) -> [String] {
        var heads = [head + inheritance(inherits)]
        if heads[0].count + 2 > width {
            heads = [head + ":", indent + "    " + inherits.map(Self.text).joined(separator: ", "), indent]
        }
        if members.isEmpty {
            heads[heads.count - 1] += heads.count == 1 ? " {}" : "{}"
            return heads
        }
        heads[heads.count - 1] += heads.count == 1 ? " {" : "{"
        return heads + memberLines(members, indent: indent + "    ") + [indent + "}"]
    }

    /// Members, with a blank line between them except between one-line declarations without a
    /// doc comment (stored properties, `Columns` constants) and between enum cases.
    private func memberLines(_ members: [Declaration], indent: String) -> [String] {
        var lines: [String] = []
        var previous: Declaration?
        for member in members {
            let printed = self.lines(member, indent: indent)
            if let previous, !Self.staysTogether(previous, member, printed) { lines.append("") }
            lines += printed
            previous = member
        }
        return lines
    }

    private static func staysTogether(_ previous: Declaration, _ next: Declaration, _ printed: [String]) -> Bool {
        if previous.kind.isEnumCase, next.kind.isEnumCase { return true }
        // Stored properties, documented or not, and one-line constants without a doc comment.
        func isSimple(_ declaration: Declaration) -> Bool {
            guard case .variable(_, _, _, let value, nil) = declaration.kind else { return false }
            return value == nil || declaration.doc == nil
        }
        return isSimple(previous) && isSimple(next) && printed.count == (next.doc == nil ? 1 : 2)
    }

    /// `head(parameters)tail {`, on one line or one parameter per line.
    private func signature(
        _ head: String, _ parameters: [Parameter], tail: String, indent: String
    ) -> [String] {
        let printed = parameters.map { parameter -> String in
            var text = ""
            if let label = parameter.label { text += (label == "_" ? "_" : SwiftIdentifier.argumentLabel(label)) + " " }
            text +=
                SwiftIdentifier.escaped(parameter.name) + ": " + (parameter.isInout ? "inout " : "")
                + (parameter.isEscaping ? "@escaping " : "") + Self.text(of: parameter.type)
            if let value = parameter.defaultValue, let inline = single(value) { text += " = " + inline }
            return text
        }
        let line = head + "(" + printed.joined(separator: ", ") + ")" + tail + " {"
        if line.count <= width || parameters.isEmpty { return [line] }
        return [head + "("]
            + printed.enumerated().map { index, text in
                indent + "    " + text + (index == printed.count - 1 ? "" : ",")
            } + [indent + ")" + tail + " {"]
    }

    private func bodyLines(_ body: [Statement], _ indent: String) -> [String] {
        statementLines(body, indent + "    ") + [indent + "}"]
    }

    // MARK: - Statements

    func statementLines(_ statements: [Statement], _ indent: String) -> [String] {
        statements.flatMap { statementLines($0, indent) }
    }

    private func statementLines(_ statement: Statement, _ indent: String) -> [String] {
        switch statement {
        case .expression(let expression):
            return assign(indent, expression, indent: indent)
        case .declaration(let declaration):
            return lines(declaration, indent: indent)
        case .assignment(let target, let value):
            return assign(indent + (single(target) ?? "_") + " = ", value, indent: indent)
        case .returnStatement(let value):
            guard let value else { return [indent + "return"] }
            return assign(indent + "return ", value, indent: indent)
        case .throwStatement(let value):
            return assign(indent + "throw ", value, indent: indent)
        case .ifStatement(let condition, let then, let otherwise):
            let head = indent + "if " + (single(condition) ?? "") + " {"
            // `if let x { … }` on one line when it fits.
            if otherwise == nil, then.count == 1 {
                let body = statementLines(then[0], "")
                if body.count == 1, head.count + body[0].count + 3 <= width { return [head + " " + body[0] + " }"] }
            }
            var lines = [head] + statementLines(then, indent + "    ")
            if let otherwise {
                lines += [indent + "} else {"] + statementLines(otherwise, indent + "    ")
            }
            return lines + [indent + "}"]
        case .blankLine:
            return [""]
        case .comment(let text):
            return [indent + "// " + text]
        case .conditional(let condition, let statements):
            return [indent + "#if " + condition.text] + statementLines(statements, indent) + [indent + "#endif"]
        }
    }

    // MARK: - Expressions

    /// `prefix` followed by the expression: on the same line when it fits, else broken.
    private func assign(_ prefix: String, _ expression: Expression, indent: String) -> [String] {
        if let inline = single(expression), prefix.count + inline.count <= width {
            return [prefix + inline]
        }
        // `a + b + c` after `=`: on the next line, indented, else one operand per line.
        if case .binary(_, let op, _) = expression, prefix.hasSuffix(" = "), let operands = chain(expression, op) {
            let inner = indent + "    "
            let inline = operands.joined(separator: " \(op) ")
            if inner.count + inline.count <= width { return [String(prefix.dropLast()), inner + inline] }
            return [String(prefix.dropLast()), inner + operands[0]] + operands.dropFirst().map { inner + op + " " + $0 }
        }
        var lines = broken(expression, indent: indent)
        lines[0] = prefix + lines[0]
        return lines
    }

    /// The operands of `a op b op c`, each on one line; nil when one cannot be.
    private func chain(_ expression: Expression, _ op: String) -> [String]? {
        guard case .binary(let lhs, op, let rhs) = expression else { return single(expression).map { [$0] } }
        guard let left = chain(lhs, op), let right = single(rhs) else { return nil }
        return left + [right]
    }

    /// The expression on one line, or nil when it cannot be (a switch, a multi-line string, a
    /// closure of several statements).
    func single(_ expression: Expression) -> String? {
        switch expression {
        case .identifier(let name): return name == "self" || name == "Self" ? name : SwiftIdentifier.escaped(name)
        case .member(let base, let name): return single(base).map { $0 + "." + SwiftIdentifier.escaped(name) }
        case .implicitMember(let name): return "." + SwiftIdentifier.escaped(name)
        case .string(let text): return text.contains("\n") ? nil : Self.stringLiteral(text)
        case .interpolatedString(let parts): return interpolatedLiteral(parts)
        case .integer(let number): return String(number)
        case .boolean(let flag): return flag ? "true" : "false"
        case .nilLiteral: return "nil"
        case .real(let number): return "\(number)"
        case .metatype(let type): return Self.text(of: type) + ".self"
        case .optionalBinding(let name): return "let " + SwiftIdentifier.escaped(name)
        case .closureArgument(let index): return "$\(index)"
        case .dictionary(let entries):
            var printed: [String] = []
            for entry in entries {
                guard let key = single(entry.key), let value = single(entry.value) else { return nil }
                printed.append(key + ": " + value)
            }
            return "[" + (printed.isEmpty ? ":" : printed.joined(separator: ", ")) + "]"
        case .keyPath(let name): return "\\." + SwiftIdentifier.escaped(name)
        case .inOut(let target): return single(target).map { "&" + $0 }
        case .optionalChain(let base): return single(base).map { $0 + "?" }
        case .parenthesized(let inner): return single(inner).map { "(" + $0 + ")" }
        case .subscriptOf(let base, let arguments):
            guard let base = single(base), let printed = singles(arguments) else { return nil }
            return base + "[" + printed + "]"
        case .tryExpression(let inner): return single(inner).map { "try " + $0 }
        case .tryAwait(let inner): return single(inner).map { "try await " + $0 }
        case .binary(let lhs, let op, let rhs):
            guard let lhs = single(lhs), let rhs = single(rhs) else { return nil }
            return lhs + " " + op + " " + rhs
        case .array(let elements):
            guard let printed = singles(elements.map { Argument(nil, $0) }) else { return nil }
            return "[" + printed + "]"
        case .tuple(let elements):
            return singles(elements.map { Argument(nil, $0) }).map { "(" + $0 + ")" }
        case .call(let function, let arguments, let trailing):
            guard let function = single(function), let printed = singles(arguments) else { return nil }
            var text = function
            if !arguments.isEmpty || trailing == nil { text += "(" + printed + ")" }
            if let trailing {
                guard let closure = single(trailing) else { return nil }
                text += " " + closure
            }
            return text
        case .closure(let closure):
            return single(closure)
        case .switchExpression:
            return nil
        }
    }

    /// Arguments on one line, separated by commas; nil when one of them cannot be.
    func singles(_ arguments: [Argument]) -> String? {
        let printed = arguments.compactMap(single)
        return printed.count == arguments.count ? printed.joined(separator: ", ") : nil
    }

    private func single(_ argument: Argument) -> String? {
        guard let value = single(argument.value) else { return nil }
        guard let label = argument.label else { return value }
        return SwiftIdentifier.argumentLabel(label) + ": " + value
    }

    private func single(_ closure: Closure) -> String? {
        guard closure.body.count <= 1, !closure.isBlock else { return nil }
        let head = closure.parameters.isEmpty ? "{" : "{ " + closure.parameters.joined(separator: ", ") + " in"
        guard let statement = closure.body.first else { return head + " }" }
        let printed = statementLines(statement, "")
        guard printed.count == 1 else { return nil }
        return head + " " + printed[0] + " }"
    }

    /// The expression over several lines; the first line has no indentation (the caller puts
    /// it after its prefix), the others are indented from `indent`.
    private func broken(_ expression: Expression, indent: String) -> [String] {
        let inner = indent + "    "
        switch expression {
        case .string(let text):
            return multilineLiteral(text, indent: indent)
        case .interpolatedString(let parts):
            return multilineInterpolatedLiteral(parts, indent: indent)
        case .tryExpression(let inner):
            var lines = broken(inner, indent: indent)
            lines[0] = "try " + lines[0]
            return lines
        case .tryAwait(let inner):
            var lines = broken(inner, indent: indent)
            lines[0] = "try await " + lines[0]
            return lines
        case .call(.member(let base, _), _, _) where Self.isCall(base):
            return brokenChain(expression, indent: indent)
        case .call(let function, let arguments, let trailing):
            return brokenCall(function, arguments, trailing: trailing, indent: indent)
        case .array(let elements):
            return ["["]
                + elements.enumerated().flatMap { index, element -> [String] in
                    var printed = assign(inner, element, indent: inner)
                    if index < elements.count - 1 { printed[printed.count - 1] += "," }
                    return printed
                } + [indent + "]"]
        case .dictionary(let entries) where !entries.isEmpty:
            // One entry per line: `key: value,`.
            return ["["]
                + entries.enumerated().flatMap { index, entry -> [String] in
                    var printed = assign(inner + (single(entry.key) ?? "") + ": ", entry.value, indent: inner)
                    if index < entries.count - 1 { printed[printed.count - 1] += "," }
                    return printed
                } + [indent + "]"]
        case .closure(let closure):
            let parameters = closure.parameters.isEmpty ? "" : " " + closure.parameters.joined(separator: ", ") + " in"
            return ["{" + parameters] + statementLines(closure.body, inner) + [indent + "}"]
        case .switchExpression(let subject, let cases):
            var lines = ["switch " + (single(subject) ?? "") + " {"]
            for item in cases {
                let label = item.pattern.map { "case " + patternText($0) + ":" } ?? "default:"
                if item.body.count == 1, case .expression(let value) = item.body[0], let inline = single(value),
                    indent.count + label.count + 1 + inline.count <= width
                {
                    lines.append(indent + label + " " + inline)
                } else {
                    lines.append(indent + label)
                    lines += statementLines(item.body, inner)
                }
            }
            return lines + [indent + "}"]
        case .binary(let lhs, let op, let rhs):
            let left = single(lhs) ?? ""
            var right = broken(rhs, indent: indent)
            right[0] = left + " " + op + " " + right[0]
            return right
        default:
            return [single(expression) ?? ""]
        }
    }

    /// A chain of calls that does not fit: the first call, then one call per line.
    private func brokenChain(_ expression: Expression, indent: String) -> [String] {
        let inner = indent + "    "
        var links: [Expression] = []
        var current = expression
        while case .call(.member(let base, let name), let arguments, let trailing) = current, Self.isCall(base) {
            links.insert(.call(.identifier(name), arguments, trailing: trailing), at: 0)
            current = base
        }
        // The first call on one line when it fits after the caller's prefix (`try `, `return `).
        var lines =
            single(current).flatMap { indent.count + 8 + $0.count <= width ? [$0] : nil }
            ?? broken(current, indent: indent)
        // After a first call over several lines, the calls line up with its closing parenthesis.
        let linkIndent = lines.count > 1 ? indent : inner
        for link in links {
            var printed = assign(linkIndent + ".", link, indent: linkIndent)
            if printed.count == 1, let text = single(link), linkIndent.count + 1 + text.count > width {
                printed = broken(link, indent: linkIndent)
                printed[0] = linkIndent + "." + printed[0]
            }
            lines += printed
        }
        return lines
    }

    /// A call over several lines: one argument per line, its trailing closure after.
    private func brokenCall(
        _ function: Expression, _ arguments: [Argument], trailing: Closure?, indent: String
    ) -> [String] {
        let inner = indent + "    "
        let head = single(function) ?? ""
        var lines: [String]
        let inlineArguments = arguments.compactMap(single)
        let inlineCall = head + "(" + inlineArguments.joined(separator: ", ") + ")"
        if arguments.isEmpty {
            lines = [head + (trailing == nil ? "()" : "")]
        } else if trailing == nil, arguments.count == 1, Self.isMultilineString(arguments[0].value) {
            // One multi-line string: it opens on the call's line and closes it, its lines indented.
            let label = arguments[0].label.map { SwiftIdentifier.argumentLabel($0) + ": " } ?? ""
            var literal = broken(arguments[0].value, indent: inner)
            literal[literal.count - 1] += ")"
            lines = [head + "(" + label + literal[0]] + literal.dropFirst()
        } else if trailing != nil, inlineArguments.count == arguments.count,
            indent.count + inlineCall.count + 10 <= width
        {
            // Only the trailing closure needs lines of its own.
            lines = [inlineCall]
        } else {
            lines = [head + "("]
            for (index, argument) in arguments.enumerated() {
                let label = argument.label.map { SwiftIdentifier.argumentLabel($0) + ": " } ?? ""
                var printed = assign(inner + label, argument.value, indent: inner)
                if index < arguments.count - 1 { printed[printed.count - 1] += "," }
                lines += printed
            }
            lines.append(indent + ")")
        }
        if let trailing {
            let parameters =
                trailing.parameters.isEmpty ? "" : " " + trailing.parameters.joined(separator: ", ") + " in"
            lines[lines.count - 1] += " {" + parameters
            lines += statementLines(trailing.body, inner)
            lines.append(indent + "}")
        }
        return lines
    }

    /// A type as Swift writes it. Names are printed as written: a type name needs no backticks
    /// (`Any` and `Self` are types).
    public static func text(of type: TypeReference) -> String {
        switch type {
        case .named(let name): name
        case .member(let base, let name): text(of: base) + "." + name
        case .generic(let base, let arguments): text(of: base) + "<" + arguments.map(text).joined(separator: ", ") + ">"
        case .optional(.existential(let base)): "(any " + text(of: base) + ")?"
        case .optional(let function) where function.isFunction: "(" + text(of: function) + ")?"
        case .optional(let wrapped): text(of: wrapped) + "?"
        case .array(let element): "[" + text(of: element) + "]"
        case .dictionary(let key, let value): "[" + text(of: key) + ": " + text(of: value) + "]"
        case .existential(let base): "any " + text(of: base)
        case .sendableFunction(let parameters, let result):
            "@Sendable (" + parameters.map(text).joined(separator: ", ") + ") throws -> " + text(of: result)
        case .tuple(let labels, let types):
            "(" + zip(labels, types).map { $0 + ": " + text(of: $1) }.joined(separator: ", ") + ")"
        }
    }

    /// A pattern on one line.
    private func patternText(_ pattern: Pattern) -> String {
        switch pattern {
        case .values(let values):
            return values.map { single($0) ?? "" }.joined(separator: ", ")
        case .enumCase(let name, let binding):
            let bound = binding.isEmpty ? "" : "(" + binding.map { "let " + $0 }.joined(separator: ", ") + ")"
            return "." + SwiftIdentifier.escaped(name) + bound
        }
    }

    /// Words gathered into lines of at most `room` (as `length` measures them) wherever a line
    /// can be cut; the lines joined with spaces give back the words joined with spaces, empty
    /// words (runs of spaces) included.
    static func wrapped(_ words: [Substring], room: Int, length: (String) -> Int = { $0.count }) -> [String] {
        var lines: [String] = []
        var current: String?
        for word in words {
            guard let line = current else {
                current = String(word)
                continue
            }
            let candidate = line + " " + word
            if length(candidate) > room, !line.isEmpty {
                lines.append(line)
                current = String(word)
            } else {
                current = candidate
            }
        }
        if let current { lines.append(current) }
        return lines
    }

    /// Whether the expression prints as a multi-line string literal.
    private static func isMultilineString(_ expression: Expression) -> Bool {
        switch expression {
        case .string(let text): text.contains("\n")
        case .interpolatedString(let parts):
            parts.contains { if case .text(let text) = $0 { text.contains("\n") } else { false } }
        default: false
        }
    }

    private static func isCall(_ expression: Expression) -> Bool {
        if case .call(.member, _, _) = expression { return true }
        return false
    }
}
