import GRDBGenSQL

/// A small reader of the SQL that SQLite keeps in `sqlite_master`, on the tokens of
/// ``SQLTokenizer``: enough to find the clauses that no `PRAGMA` reports (a column's `COLLATE`, `CHECK`,
/// `GENERATED ALWAYS AS`, the `AUTOINCREMENT` keyword, a view's `SELECT`, the parts of a trigger).
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
            case .quotedName: SQLTokenizer.unquoted(text)
            default: text
            }
        }

        /// Whether the token is this keyword.
        func isKeyword(_ keyword: String) -> Bool {
            kind == .word && text.uppercased() == keyword
        }

        /// A name: a word or a quoted name, unquoted.
        var name: String? {
            kind == .word || kind == .quotedName ? (kind == .word ? text : SQLTokenizer.unquoted(text)) : nil
        }
    }

    let sql: String
    let tokens: [Token]

    /// The tokens of ``SQLTokenizer``, a parenthesized group made one token.
    init(_ sql: String) {
        self.sql = sql
        let read = SQLTokenizer.tokens(sql)
        let utf8 = sql.utf8
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        var tokens: [Token] = []
        var position = 0
        while position < read.count {
            let token = read[position]
            let start = index(token.offset)
            if token.kind == .punctuation, token.text == "(" {
                // The group ends at the `)` of the same depth, or at the end of the SQL.
                var close = position + 1
                while close < read.count, !(read[close].text == ")" && read[close].depth == token.depth) { close += 1 }
                let end = close < read.count ? index(read[close].offset + 1) : sql.endIndex
                tokens.append(Token(kind: .group, text: String(sql[start..<end]), range: start..<end))
                position = close + 1
                continue
            }
            let end = index(token.offset + token.text.utf8.count)
            let kind: Token.Kind =
                switch token.kind {
                case .word, .number, .parameter: .word
                case .quotedName: .quotedName
                case .string: .string
                case .punctuation: .punctuation
                }
            tokens.append(Token(kind: kind, text: token.text, range: start..<end))
            position += 1
        }
        self.tokens = tokens
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
