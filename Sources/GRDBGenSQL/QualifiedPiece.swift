/// A piece of a generated query of one table's records (a condition, a filter, a case of a choice,
/// an ordering), as the runtime gives it to GRDB: cut where the table's columns and the query's
/// parameters are, so that GRDB qualifies each column for the alias the request has (`employee1`
/// in a self-join, the app's `TableAlias`) and binds each value in place, by position, never by a
/// name that could clash with the app's own arguments.
///
/// ```swift
/// QualifiedPiece.segments(#"item.name LIKE :pattern AND "item".quantity > 0"#, table: "item")
/// // [.column("name"), .text(" LIKE "), .parameter("pattern"), .text(" AND "), .column("quantity"), .text(" > 0")]
/// ```
///
/// A column is a name qualified by the table's name (bare or quoted, in any case), as the generator
/// writes the pieces; a parameter is `:name`, `@name` or `$name`. String literals, quoted names
/// and comments are text.
public enum QualifiedPiece {
    /// A part of a piece: SQL as written, a column of the table (unquoted), a named parameter
    /// (without its sigil).
    public enum Segment: Equatable, Sendable {
        case text(String), column(String), parameter(String)
    }

    /// The segments of `sql`, whose columns are qualified by `table`.
    public static func segments(_ sql: String, table: String) -> [Segment] {
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
                append(.parameter(String(String.UnicodeScalarView(scalars[(index + 1)..<end]))))
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
