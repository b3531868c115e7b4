import GRDBGenSQL

/// A piece of a generated query of one table's records (a condition, a filter, a case of a choice,
/// an ordering), cut at generation where the table's columns and the query's parameters are
/// (``QueryPieces`` makes the runtime's segments of it), so that GRDB qualifies each column for
/// the alias the request has (`employee1` in a self-join, the app's `TableAlias`) and binds each
/// value in place, by position, never by a name that could clash with the app's own arguments.
///
/// ```swift
/// QualifiedPiece.segments(#"item.name LIKE :pattern AND "item".quantity > 0"#, table: "item")
/// // [.column("name"), .text(" LIKE "), .parameter(":pattern"), .text(" AND "), .column("quantity"), .text(" > 0")]
/// ```
///
/// A column is a name qualified by the table's name (bare or quoted, in any case), as the generator
/// writes the pieces; a parameter is `:name`, `@name` or `$name`. String literals, quoted names
/// and comments are text.
enum QualifiedPiece {
    /// A part of a piece: SQL as written, a column of the table (unquoted), a named parameter
    /// (with its sigil, as SQLite names it).
    enum Segment: Equatable, Sendable {
        case text(String), column(String), parameter(String)
    }

    /// The segments of `sql`, whose columns are qualified by `table`: read on ``SQLTokenizer``'s
    /// tokens, the text between them (white space, comments) kept as written.
    static func segments(_ sql: String, table: String) -> [Segment] {
        let bytes = Array(sql.utf8), tokens = SQLTokenizer.tokens(sql)
        func end(_ token: SQLToken) -> Int { token.offset + token.text.utf8.count }
        var result: [Segment] = []
        var textStart = 0, i = 0
        func append(_ segment: Segment, from start: Int, to next: Int) {
            if textStart < start { result.append(.text(String(decoding: bytes[textStart..<start], as: UTF8.self))) }
            result.append(segment)
            textStart = next
        }
        while i < tokens.count {
            let token = tokens[i]
            // Not after a qualifier's dot (`main.item.name`); the name, its dot and the column touch.
            let afterDot = i > 0 && tokens[i - 1].text == "." && end(tokens[i - 1]) == token.offset
            if !afterDot, i + 2 < tokens.count, token.name?.lowercased() == table.lowercased(),
                tokens[i + 1].text == ".", tokens[i + 1].offset == end(token),
                tokens[i + 2].offset == end(tokens[i + 1]),
                let column = tokens[i + 2].name
            {
                append(.column(column), from: token.offset, to: end(tokens[i + 2]))
                i += 3
                continue
            }
            if !afterDot, token.kind == .parameter, token.text.utf8.count > 1, token.text.first != "?" {
                append(.parameter(token.text), from: token.offset, to: end(token))
            }
            i += 1
        }
        if textStart < bytes.count { result.append(.text(String(decoding: bytes[textStart...], as: UTF8.self))) }
        return result
    }

    /// The terms of an ordering (the SQL after `ORDER BY`), each its expression and direction, so
    /// that GRDB can reverse them: `item.name DESC, item.id NULLS LAST` gives `("item.name",
    /// .descending)` and `("item.id", .ascendingNullsLast)`. Commas in parentheses, string literals
    /// and quoted names do not cut a term (``SQLTokenizer``'s tokens); `--` comments are left out,
    /// a space each.
    static func orderingTerms(_ sql: String) -> [(expression: String, direction: QueryPieceSQL.Direction)] {
        let bytes = Array(sql.utf8)
        var terms = [""], last = 0
        func gap(to offset: Int) -> String {
            String(decoding: bytes[last..<offset], as: UTF8.self).replacing(/--[^\n]*/, with: " ")
        }
        for token in SQLTokenizer.tokens(sql) {
            terms[terms.count - 1] += gap(to: token.offset)
            last = token.offset + token.text.utf8.count
            if token.text == ",", token.depth == 0 { terms.append("") } else { terms[terms.count - 1] += token.text }
        }
        terms[terms.count - 1] += gap(to: bytes.count)
        return terms.map(direction)
    }

    /// A term's expression and direction: its last bare words `ASC`/`DESC` and `NULLS FIRST/LAST`.
    static func direction(of term: String) -> (expression: String, direction: QueryPieceSQL.Direction) {
        var rest = Substring(term).trimmingWhitespace
        /// Takes the bare word `word` off the end of `rest`, if it ends with it.
        func take(_ word: String) -> Bool {
            guard rest.count > word.count, rest.suffix(word.count).uppercased() == word,
                rest.dropLast(word.count).last?.isWhitespace == true
            else { return false }
            rest = rest.dropLast(word.count).trimmingWhitespace
            return true
        }
        var nullsFirst: Bool?
        let beforeNulls = rest
        if take("FIRST") { nullsFirst = true } else if take("LAST") { nullsFirst = false }
        if nullsFirst != nil, !take("NULLS") {
            rest = beforeNulls
            nullsFirst = nil
        }
        let descending = take("DESC")
        if !descending { _ = take("ASC") }
        let expression = String(rest)
        switch (descending, nullsFirst) {
        case (false, false?): return (expression, .ascendingNullsLast)
        case (true, true?): return (expression, .descendingNullsFirst)
        case (true, _): return (expression, .descending)
        case (false, _): return (expression, .ascending)
        }
    }
}

extension Substring {
    /// The text without the whitespace it starts and ends with.
    var trimmingWhitespace: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
