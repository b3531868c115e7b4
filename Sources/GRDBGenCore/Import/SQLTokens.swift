/// A small reader of the SQL that SQLite keeps in `sqlite_master`: enough to find the clauses
/// that no `PRAGMA` reports (a column's `COLLATE`, `CHECK`, `GENERATED ALWAYS AS`, the
/// `AUTOINCREMENT` keyword, a view's `SELECT`, the parts of a trigger).
struct SQLTokens {
    /// One token: a word, a quoted name, a string literal, a parenthesized group (with its
    /// parentheses, as written) or one punctuation character.
    struct Token {
        enum Kind { case word, quotedName, string, group, punctuation }
        var kind: Kind
        /// The text as written.
        var text: String
        /// Where the token starts and ends in the SQL.
        var range: Range<String.Index>

        /// A word, uppercased; a quoted name, unquoted; other tokens as written.
        var value: String {
            switch kind {
            case .word: text.uppercased()
            case .quotedName: SQLTokens.unquoted(text)
            default: text
            }
        }

        /// Whether the token is this keyword.
        func isKeyword(_ keyword: String) -> Bool {
            kind == .word && text.uppercased() == keyword
        }

        /// A name: a word or a quoted name, unquoted.
        var name: String? {
            kind == .word || kind == .quotedName ? (kind == .word ? text : SQLTokens.unquoted(text)) : nil
        }
    }

    let sql: String
    let tokens: [Token]

    init(_ sql: String) {
        self.sql = sql
        var tokens: [Token] = []
        var i = sql.startIndex
        func advance(_ index: inout String.Index) { index = sql.index(after: index) }
        while i < sql.endIndex {
            let c = sql[i]
            let start = i
            if c.isWhitespace {
                advance(&i)
                continue
            }
            if c == "-", sql[sql.index(after: i)...].first == "-" {
                while i < sql.endIndex, sql[i] != "\n" { advance(&i) }
                continue
            }
            if c == "/", sql[sql.index(after: i)...].first == "*" {
                advance(&i); advance(&i)
                while i < sql.endIndex, !(sql[i] == "*" && sql[sql.index(after: i)...].first == "/") { advance(&i) }
                if i < sql.endIndex { advance(&i); advance(&i) }
                continue
            }
            switch c {
            case "'", "\"", "`", "[":
                let close: Character = c == "[" ? "]" : c
                advance(&i)
                while i < sql.endIndex {
                    if sql[i] == close {
                        advance(&i)
                        // A doubled quote is a quote inside.
                        if close != "]", i < sql.endIndex, sql[i] == close { advance(&i); continue }
                        break
                    }
                    advance(&i)
                }
                tokens.append(
                    Token(kind: c == "'" ? .string : .quotedName, text: String(sql[start..<i]), range: start..<i))
            case "(":
                var depth = 0
                while i < sql.endIndex {
                    let d = sql[i]
                    if d == "'" || d == "\"" || d == "`" {
                        advance(&i)
                        while i < sql.endIndex, sql[i] != d { advance(&i) }
                    } else if d == "(" {
                        depth += 1
                    } else if d == ")" {
                        depth -= 1
                        if depth == 0 { advance(&i); break }
                    }
                    if i < sql.endIndex { advance(&i) }
                }
                tokens.append(Token(kind: .group, text: String(sql[start..<i]), range: start..<i))
            default:
                if c.isLetter || c.isNumber || c == "_" || c == "$" {
                    while i < sql.endIndex, sql[i].isLetter || sql[i].isNumber || sql[i] == "_" || sql[i] == "$" {
                        advance(&i)
                    }
                    tokens.append(Token(kind: .word, text: String(sql[start..<i]), range: start..<i))
                } else {
                    advance(&i)
                    tokens.append(Token(kind: .punctuation, text: String(c), range: start..<i))
                }
            }
        }
        self.tokens = tokens
    }

    /// `"a ""b"""` → `a "b"`; `[a]` → `a`.
    static func unquoted(_ text: String) -> String {
        guard let first = text.first, text.count >= 2 else { return text }
        let inner = String(text.dropFirst().dropLast())
        switch first {
        case "\"": return inner.replacingOccurrences(of: "\"\"", with: "\"")
        case "`": return inner.replacingOccurrences(of: "``", with: "`")
        case "'": return inner.replacingOccurrences(of: "''", with: "'")
        default: return inner
        }
    }

    /// The tokens of a parenthesized group, split at its top-level commas.
    static func items(ofGroup group: String) -> [SQLTokens] {
        let inner = String(group.dropFirst().dropLast())
        let tokens = SQLTokens(inner)
        var items: [SQLTokens] = []
        var start = inner.startIndex
        for token in tokens.tokens where token.kind == .punctuation && token.text == "," {
            items.append(SQLTokens(String(inner[start..<token.range.lowerBound])))
            start = token.range.upperBound
        }
        items.append(SQLTokens(String(inner[start...])))
        return items.filter { !$0.tokens.isEmpty }
    }

    /// The SQL from the start of token `index` to the end.
    func text(from index: Int) -> String {
        index < tokens.count ? String(sql[tokens[index].range.lowerBound...]) : ""
    }

    /// The SQL from the start of token `start` to the end of token `end - 1`.
    func text(_ start: Int, _ end: Int) -> String {
        guard start < end, end <= tokens.count else { return "" }
        return String(sql[tokens[start].range.lowerBound..<tokens[end - 1].range.upperBound])
    }

    /// The index of the first token, from `start`, that is this keyword.
    func index(ofKeyword keyword: String, from start: Int = 0) -> Int? {
        (start..<tokens.count).first { tokens[$0].isKeyword(keyword) }
    }
}
