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

    /// The segments of `sql`, whose columns are qualified by `table`.
    static func segments(_ sql: String, table: String) -> [Segment] {
        let scalars = Array(sql.unicodeScalars)
        var result: [Segment] = []
        var text = String.UnicodeScalarView()
        func append(_ segment: Segment) {
            if !text.isEmpty { result.append(.text(String(text))) }
            text = String.UnicodeScalarView()
            result.append(segment)
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            // Not inside a name, nor after a qualifier's dot.
            let startsName = index == 0 || !isNamePart(scalars[index - 1]) && scalars[index - 1] != "."
            if startsName, let (name, dot) = self.name(in: scalars, at: index), name.lowercased() == table.lowercased(),
                dot < scalars.count, scalars[dot] == ".", let (column, end) = self.name(in: scalars, at: dot + 1)
            {
                append(.column(column))
                index = end
            } else if startsName, ":@$".unicodeScalars.contains(scalar),
                let end = scalars[(index + 1)...].firstIndex(where: { !isNamePart($0) }) ?? Optional(scalars.count),
                end > index + 1
            {
                append(.parameter(String(String.UnicodeScalarView(scalars[index..<end]))))
                index = end
            } else {
                // A string literal, a quoted name or a comment is text to its end.
                let close: Unicode.Scalar? =
                    switch scalar {
                    case "'", "\"", "`": scalar
                    case "[": "]"
                    case "-" where index + 1 < scalars.count && scalars[index + 1] == "-": "\n"
                    default: nil
                    }
                var end = index + 1
                if let close {
                    while end < scalars.count,
                        scalars[end] != close
                            || close != "]" && close != "\n"
                                && end + 1 < scalars.count && scalars[end + 1] == close
                    {
                        end += scalars[end] == close ? 2 : 1
                    }
                    end = min(end + (close == "\n" ? 0 : 1), scalars.count)
                }
                text.append(contentsOf: scalars[index..<end])
                index = end
            }
        }
        if !text.isEmpty { result.append(.text(String(text))) }
        return result
    }

    /// The terms of an ordering (the SQL after `ORDER BY`), each its expression and direction, so
    /// that GRDB can reverse them: `item.name DESC, item.id NULLS LAST` gives `("item.name",
    /// .descending)` and `("item.id", .ascendingNullsLast)`. Commas in parentheses, string literals
    /// and quoted names do not cut a term; comments are left out.
    static func orderingTerms(_ sql: String) -> [(expression: String, direction: QueryPieceSQL.Direction)] {
        let characters = Array(sql)
        var terms: [String] = []
        var term = ""
        var depth = 0
        var close: Character?
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            if let end = close {
                if character == end { close = nil }
                term.append(character)
                continue
            }
            switch character {
            case "'", "\"", "`": close = character
            case "[": close = "]"
            case "-" where index < characters.count && characters[index] == "-":
                // A comment is left out: GRDB writes after the term.
                index = characters[index...].firstIndex(of: "\n") ?? characters.count
                term.append(" ")
                continue
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0:
                terms.append(term)
                term = ""
                continue
            default: break
            }
            term.append(character)
        }
        terms.append(term)
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

    /// The name that starts at `index` (bare, or in double quotes, backticks or brackets), unquoted,
    /// and where it ends.
    static func name(in scalars: [Unicode.Scalar], at index: Int) -> (String, Int)? {
        guard index < scalars.count else { return nil }
        let first = scalars[index]
        guard let close: Unicode.Scalar = first == "[" ? "]" : first == "\"" || first == "`" ? first : nil else {
            guard isNamePart(first), !("0"..."9").contains(first) else { return nil }
            let end = scalars[index...].firstIndex { !isNamePart($0) } ?? scalars.count
            return (String(String.UnicodeScalarView(scalars[index..<end])), end)
        }
        var name = String.UnicodeScalarView()
        var end = index + 1
        while end < scalars.count {
            if scalars[end] == close {
                guard close != "]", end + 1 < scalars.count, scalars[end + 1] == close else {
                    return (String(name), end + 1)
                }
                end += 1
            }
            name.append(scalars[end])
            end += 1
        }
        return nil
    }

    /// Whether the scalar can be part of a bare SQL name, as SQLite reads them: a letter, a digit,
    /// `_`, `$`, or any scalar beyond ASCII.
    static func isNamePart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x7F || scalar.properties.isASCIIHexDigit || ("a"..."z").contains(scalar)
            || ("A"..."Z").contains(scalar) || scalar == "_" || scalar == "$"
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
