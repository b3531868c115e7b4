import GRDBGenSQL

/// `fragments:`: pieces of SQL declared once and used by several queries as `{name}` (in `sql`,
/// `filters:` and `orderings:`), written into each query before SQLite compiles it, so that each
/// use is checked where it is.
///
/// ```yaml
/// fragments:
///   isPastDue: "status <> 2 AND coalesce(date(dueDate) < date('now'), 0)"
/// queries:
///   pastDue:
///     sql: SELECT * FROM reminders WHERE {isPastDue}
/// ```
///
/// An expression is written in parentheses, so that it keeps its meaning beside `OR`; a common
/// table expression (`recent AS (SELECT …)`, after `WITH`) as it is.
enum QueryFragments {
    /// The text with each `{name}` replaced, or the byte offset and name of the first unknown one.
    /// `{` inside a string literal or a quoted name is text.
    static func expand(_ text: String, _ fragments: [String: String]) -> Result<String, UnknownFragment> {
        var result = ""
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
                result.append(character)
                index = text.index(after: index)
                continue
            }
            switch character {
            case "'", "\"", "`": quote = character
            case "[": quote = "]"
            default: break
            }
            if character == "{", let close = text[index...].firstIndex(of: "}") {
                let name = String(text[text.index(after: index)..<close])
                if SwiftName.isPlainIdentifier(name) {
                    guard let fragment = fragments[name] else {
                        return .failure(
                            UnknownFragment(name: name, offset: text.utf8.distance(from: text.startIndex, to: index)))
                    }
                    result += isCommonTableExpression(fragment) ? fragment : "(" + fragment + ")"
                    index = text.index(after: close)
                    continue
                }
            }
            result.append(character)
            index = text.index(after: index)
        }
        return .success(result)
    }

    /// `name AS (…)`, or `name(a, b) AS (…)`: a common table expression.
    static func isCommonTableExpression(_ sql: String) -> Bool {
        let tokens = SQLTokenizer.tokens(sql)
        guard let first = tokens.first, first.name != nil else { return false }
        let afterName =
            tokens.dropFirst().first?.text == "("
            ? tokens.firstIndex { $0.depth == 0 && $0.text == ")" }
                .map { $0 + 1 } ?? 1 : 1
        return afterName + 1 < tokens.count && tokens[afterName].keyword == "AS" && tokens[afterName + 1].text == "("
    }

    /// A `{name}` that `fragments:` do not have.
    struct UnknownFragment: Error {
        var name: String
        var offset: Int
    }
}
