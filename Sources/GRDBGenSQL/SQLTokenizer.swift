/// One token of SQL text: a word, a quoted name, a string literal, a number, a parameter or
/// punctuation (one character, or a two-character operator), with where it is.
public struct SQLToken: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case word, quotedName, string, number, parameter, punctuation }
    public var kind: Kind
    /// The text as written (a parameter with its `:`, `@`, `$` or `?`).
    public var text: String
    /// The UTF-8 offset of the token in the SQL.
    public var offset: Int
    /// The parenthesis depth of the token (an opening parenthesis has the depth outside it).
    public var depth: Int

    /// A word, uppercased; other tokens as written.
    public var keyword: String { kind == .word ? text.uppercased() : "" }

    /// A name: a word or a quoted name, unquoted.
    public var name: String? {
        switch kind {
        case .word: text
        case .quotedName: SQLTokenizer.unquoted(text)
        default: nil
        }
    }
}

/// Reads SQL text into tokens: the one SQL tokenizer, for the generator (the queries of `queries:`,
/// the schema SQL that `grdbgen import` reads) and the runtime (the SQL of views and triggers, which
/// a file's schema is compared by).
///
/// It follows SQLite's rules: white space, `--` and `/* */` comments, `'strings'`, names quoted
/// with `"`, `` ` `` or `[ ]` (a doubled quote is one quote inside), any byte of a non-ASCII
/// character as part of a word, `?`, `:name`, `@name` and `$name` parameters.
public enum SQLTokenizer {
    /// The tokens of the SQL, in order.
    public static func tokens(_ sql: String) -> [SQLToken] {
        var tokens: [SQLToken] = []
        let bytes = Array(sql.utf8)
        var i = 0
        var depth = 0
        func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
                || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        func text(_ from: Int, _ to: Int) -> String { String(decoding: bytes[from..<to], as: UTF8.self) }
        while i < bytes.count {
            let byte = bytes[i]
            let start = i
            switch byte {
            // SQLite's white space.
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0C:
                i += 1
                continue
            case UInt8(ascii: "-") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "-"):
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "*"):
                i += 2
                while i + 1 < bytes.count, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) {
                    i += 1
                }
                i = min(i + 2, bytes.count)
                continue
            case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"), UInt8(ascii: "["):
                let close = byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : byte
                i += 1
                while i < bytes.count {
                    if bytes[i] == close {
                        // A doubled quote is one quote inside the text.
                        if close != UInt8(ascii: "]"), i + 1 < bytes.count, bytes[i + 1] == close { i += 2; continue }
                        break
                    }
                    i += 1
                }
                i = min(i + 1, bytes.count)
                tokens.append(
                    SQLToken(
                        kind: byte == UInt8(ascii: "'") ? .string : .quotedName, text: text(start, i), offset: start,
                        depth: depth))
            case UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "?"), UInt8(ascii: "$"):
                i += 1
                while i < bytes.count, isWordByte(bytes[i]) || bytes[i] == UInt8(ascii: ":") { i += 1 }
                tokens.append(SQLToken(kind: .parameter, text: text(start, i), offset: start, depth: depth))
            case UInt8(ascii: "("):
                tokens.append(SQLToken(kind: .punctuation, text: "(", offset: start, depth: depth))
                depth += 1
                i += 1
            case UInt8(ascii: ")"):
                depth = max(depth - 1, 0)
                tokens.append(SQLToken(kind: .punctuation, text: ")", offset: start, depth: depth))
                i += 1
            default:
                if isWordByte(byte) {
                    let isNumber = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                    while i < bytes.count, isWordByte(bytes[i]) || (isNumber && bytes[i] == UInt8(ascii: ".")) {
                        i += 1
                    }
                    tokens.append(
                        SQLToken(kind: isNumber ? .number : .word, text: text(start, i), offset: start, depth: depth))
                } else {
                    // Two-character operators: <= >= <> != == ||.
                    let pair = i + 1 < bytes.count ? text(i, i + 2) : ""
                    let length = ["<=", ">=", "<>", "!=", "==", "||", "->"].contains(pair) ? 2 : 1
                    i += length
                    tokens.append(SQLToken(kind: .punctuation, text: text(start, i), offset: start, depth: depth))
                }
            }
        }
        return tokens
    }

    /// `"a ""b"""` → `a "b"`; `[a]` → `a`.
    public static func unquoted(_ text: String) -> String {
        guard let first = text.first, text.count >= 2 else { return text }
        let inner = String(text.dropFirst().dropLast())
        switch first {
        case "\"": return inner.replacing("\"\"", with: "\"")
        case "`": return inner.replacing("``", with: "`")
        case "'": return inner.replacing("''", with: "'")
        default: return inner
        }
    }

    /// The SQL of an expression or statement in one spelling, to compare two texts SQLite keeps:
    /// names unquoted, words lowercased (SQLite ignores the case of both), tokens one space apart;
    /// string literals as written.
    public static func canonical(_ sql: String) -> String {
        SQLTokenizer.tokens(sql).map { token in
            switch token.kind {
            case .quotedName: SQLTokenizer.unquoted(token.text).lowercased()
            case .word, .number, .parameter: token.text.lowercased()
            case .string, .punctuation: token.text
            }
        }.joined(separator: " ")
    }

    /// Whether two SQL texts SQLite keeps say the same: the same text, or the same
    /// ``canonical(_:)`` spelling (tokenized only when the texts differ).
    public static func same(_ a: String?, _ b: String?) -> Bool {
        guard a != b else { return true }
        guard let a, let b else { return false }
        return canonical(a) == canonical(b)
    }
}
