/// String literals, one-line and multi-line, with interpolations: how the printer writes text.
extension SwiftPrinter {
    /// A one-line string literal: `"…"`, or `#"…"#` when the text has double quotes or
    /// backslashes and no `"#`.
    static func stringLiteral(_ text: String) -> String {
        let needsEscapes = text.utf8.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        let isPlain = !text.unicodeScalars.contains(where: SwiftLiteral.isControlOrFormat)
        if needsEscapes, isPlain, !text.contains("\"#") {
            return "#\"" + text + "\"#"
        }
        return SwiftLiteral.string(text)
    }

    /// A multi-line string literal, its lines at `indent`. One long line of text is cut at spaces
    /// into lines that end with `\`, which joins them without a line break. Double quotes need
    /// no escape there; backslashes, `"""` and control characters get one.
    func multilineLiteral(_ text: String, indent: String) -> [String] {
        let room = max(width - indent.count - 2, 40)
        // Each line of the text; one too long for the width is cut at spaces into lines that end
        // with `\`, each keeping the space it was cut at.
        var lines: [(text: String, continued: Bool)] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard indent.count + Self.escapedForMultiline(String(line)).count > width, line.contains(" ") else {
                lines.append((String(line), false))
                continue
            }
            let pieces = Self.wrapped(line.split(separator: " ", omittingEmptySubsequences: false), room: room) {
                Self.escapedForMultiline($0).count
            }
            for (index, piece) in pieces.enumerated() {
                let isLast = index == pieces.count - 1
                lines.append((isLast ? piece : piece + " ", !isLast))
            }
        }
        let delimiter = String(repeating: "\"", count: 3)
        var result = [delimiter]
        for line in lines {
            var escaped = Self.escapedForMultiline(line.text)
            if line.continued {
                escaped += "\\"
            } else if escaped.hasSuffix(" ") {
                // A trailing space would be invisible in the source.
                escaped = String(escaped.dropLast()) + "\\u{20}"
            }
            result.append(escaped.isEmpty ? "" : indent + escaped)
        }
        result.append(indent + delimiter)
        return result
    }

    /// Text escaped for a line of a multi-line literal.
    static func escapedForMultiline(_ text: String) -> String {
        let escaped = SwiftLiteral.escaped(text, inMultilineLiteral: true)
        // Three double quotes would end the literal.
        let delimiter = String(repeating: "\"", count: 3)
        return escaped.replacingOccurrences(of: delimiter, with: "\\" + delimiter)
    }

    /// A one-line interpolated literal: `"…\(…)…"`, or `#"…\#(…)…"#` when its text has double
    /// quotes or backslashes (and no `"#`, control character or line break); nil when its text has
    /// a line break or an interpolation does not fit on one line.
    func interpolatedLiteral(_ parts: [StringPart]) -> String? {
        let text = parts.map { if case .text(let text) = $0 { text } else { "" } }.joined()
        guard !text.contains("\n") else { return nil }
        let raw =
            text.utf8.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") } && !text.contains("\"#")
            && !text.unicodeScalars.contains(where: SwiftLiteral.isControlOrFormat)
        var printed = raw ? "#\"" : "\""
        for part in parts {
            switch part {
            case .text(let text): printed += raw ? text : SwiftLiteral.escaped(text, inMultilineLiteral: false)
            case .interpolation(let arguments):
                guard let inner = singles(arguments) else { return nil }
                printed += (raw ? "\\#(" : "\\(") + inner + ")"
            }
        }
        return printed + (raw ? "\"#" : "\"")
    }

    /// An interpolated literal over several lines, as ``multilineLiteral(_:indent:)`` prints text:
    /// its line breaks kept, a line too long cut at spaces with `\` (an interpolation is never cut).
    func multilineInterpolatedLiteral(_ parts: [StringPart], indent: String) -> [String] {
        // The lines of the literal, each as words: escaped text and interpolations, cut at spaces.
        // Text is escaped a run at a time, so that three quotes in a row are seen.
        var lines: [[String]] = [[""]]
        var pending = ""
        func flush() {
            lines[lines.count - 1][lines[lines.count - 1].count - 1] += Self.escapedForMultiline(pending)
            pending = ""
        }
        for part in parts {
            switch part {
            case .text(let text):
                for character in text {
                    if character == "\n" || character == " " {
                        flush()
                        if character == "\n" { lines.append([""]) } else { lines[lines.count - 1].append("") }
                    } else {
                        pending.append(character)
                    }
                }
            case .interpolation(let arguments):
                flush()
                lines[lines.count - 1][lines[lines.count - 1].count - 1] += "\\(" + (singles(arguments) ?? "") + ")"
            }
        }
        flush()
        let room = max(width - indent.count - 2, 40)
        let delimiter = String(repeating: "\"", count: 3)
        var result = [delimiter]
        for words in lines {
            let pieces = Self.wrapped(words.map { Substring($0) }, room: room)
            for (index, piece) in pieces.enumerated() {
                var line = index < pieces.count - 1 ? piece + " \\" : piece
                if line.hasSuffix(" ") { line = String(line.dropLast()) + "\\u{20}" }
                result.append(line.isEmpty ? "" : indent + line)
            }
        }
        result.append(indent + delimiter)
        return result
    }
}
