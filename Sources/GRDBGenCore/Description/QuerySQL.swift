import GRDBGenSQL

/// The tokens of a query's SQL, and what they tell that SQLite does not report: the tables a
/// query reads and their aliases, the tables an outer join can make NULL, the select list, and
/// the column each parameter is compared with, assigned to or inserted into.
///
/// SQLite has compiled the query before it is read here: the text is valid SQL. The reading is
/// deliberately small; what it cannot decide is left to `parameters:` and `columns:`.
struct QuerySQL {
    /// One token.
    typealias Token = SQLToken

    let sql: String
    let tokens: [Token]

    init(_ sql: String) {
        self.sql = sql
        self.tokens = SQLTokenizer.tokens(sql)
    }

    // MARK: - Array parameters

    /// The indices in `tokens` of the parameters written right after `IN` (`id IN :ids`): each
    /// takes an array, bound as one JSON value, so that the statement is the same whatever the
    /// number of values.
    var arrayParameterIndices: Set<Int> {
        Set(tokens.indices.filter { tokens[$0].kind == .parameter && $0 > 0 && tokens[$0 - 1].keyword == "IN" })
    }

    /// The SQL SQLite compiles: each array parameter `:ids` written as
    /// `(SELECT value FROM json_each(:ids))`, and the column compared with one that `hexes` says
    /// holds bytes written `hex(column)` (JSON holds no bytes: such an array is bound as the hex
    /// text of its values, which `hex()` gives of the column); and a function from an offset of
    /// that SQL back to the offset of the text as written (inside what was added: where it was
    /// added).
    func expandingArrays(
        hexing hexes: (Token) -> Bool = { _ in false }
    ) -> (sql: String, originalOffset: @Sendable (Int) -> Int) {
        var insertions: [(offset: Int, text: String)] = []
        for index in arrayParameterIndices {
            let token = tokens[index]
            insertions.append((token.offset, "(SELECT value FROM json_each("))
            insertions.append((token.offset + token.text.utf8.count, "))"))
            guard hexes(token) else { continue }
            var end = index - 2
            if end >= 0, tokens[end].keyword == "NOT" { end -= 1 }
            guard end >= 0 else { continue }
            let start = end >= 2 && tokens[end - 1].text == "." ? end - 2 : end
            insertions.append((tokens[start].offset, "hex("))
            insertions.append((tokens[end].offset + tokens[end].text.utf8.count, ")"))
        }
        guard !insertions.isEmpty else { return (sql, { $0 }) }
        var bytes = Array(sql.utf8)
        // From the end, so that each offset is still the text's.
        for insertion in insertions.sorted(by: { $0.offset > $1.offset }) {
            bytes.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset)
        }
        // Where each insertion landed in the new text, its length, and the offset it came in at.
        var added: [(start: Int, length: Int, original: Int)] = []
        var shift = 0
        for insertion in insertions.sorted(by: { $0.offset < $1.offset }) {
            let length = insertion.text.utf8.count
            added.append((insertion.offset + shift, length, insertion.offset))
            shift += length
        }
        let made = added
        let map: @Sendable (Int) -> Int = { offset in
            var shift = 0
            for insertion in made {
                if offset < insertion.start { break }
                if offset < insertion.start + insertion.length { return insertion.original }
                shift += insertion.length
            }
            return offset - shift
        }
        return (String(decoding: bytes, as: UTF8.self), map)
    }

    // MARK: - Tables

    /// A table (or view) the query names, with its alias and whether an outer join can make its
    /// columns NULL.
    struct Source: Sendable {
        var table: String
        var alias: String?
        var nullable = false
    }

    /// The words that end a table reference in `FROM`, `JOIN`, `UPDATE` or `INTO`.
    private static let clauseWords: Set<String> = [
        "WHERE", "GROUP", "ORDER", "LIMIT", "ON", "USING", "JOIN", "LEFT", "RIGHT", "FULL", "INNER", "CROSS", "NATURAL",
        "OUTER", "SET", "VALUES", "UNION", "EXCEPT", "INTERSECT", "HAVING", "WINDOW", "RETURNING", "DEFAULT", "SELECT",
        "INDEXED", "NOT", "AS", "FROM", "DO", "WITH",
    ]

    /// The tables named after `FROM`, `JOIN`, `UPDATE`, `INTO` and in comma lists of `FROM`,
    /// which are among `known` (tables and views; a CTE or a subquery is not).
    func sources(known: (String) -> Bool) -> [Source] {
        var sources: [Source] = []
        var fromDepth: Int?
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            let keyword = token.keyword
            let isListComma = token.text == "," && token.kind == .punctuation && token.depth == fromDepth
            guard ["FROM", "JOIN", "UPDATE", "INTO"].contains(keyword) || isListComma else {
                if token.kind == .word, Self.clauseWords.contains(keyword), token.depth == fromDepth, keyword != "AS" {
                    fromDepth = nil
                }
                i += 1
                continue
            }
            var nullable = false
            if keyword == "JOIN" {
                // The kind of join is in the words before `JOIN`.
                let kinds = tokens[max(0, i - 3)..<i].map(\.keyword)
                if kinds.contains("RIGHT") || kinds.contains("FULL") {
                    for index in sources.indices { sources[index].nullable = true }
                }
                nullable = kinds.contains("LEFT") || kinds.contains("FULL")
            }
            fromDepth = keyword == "UPDATE" || keyword == "INTO" ? nil : token.depth
            if let (found, next) = reference(after: i, known: known) {
                var source = found
                source.nullable = nullable
                sources.append(source)
                i = next
                continue
            }
            i += 1
        }
        return sources
    }

    /// `name`, `name alias`, `name AS alias`, `OR REPLACE name`… after the token at `index`.
    private func reference(after index: Int, known: (String) -> Bool) -> (Source, Int)? {
        var i = index + 1
        // `UPDATE OR REPLACE t`, `INSERT OR IGNORE INTO t`.
        if i + 1 < tokens.count, tokens[i].keyword == "OR" { i += 2 }
        guard i < tokens.count, var table = tokens[i].name,
            tokens[i].kind != .word || !Self.clauseWords.contains(tokens[i].keyword)
        else { return nil }
        // `main.item`: the schema name is dropped.
        if i + 2 < tokens.count, tokens[i + 1].text == ".", let name = tokens[i + 2].name {
            table = name
            i += 2
        }
        guard known(table) else { return nil }
        i += 1
        var alias: String?
        if i < tokens.count, tokens[i].keyword == "AS" { i += 1 }
        if i < tokens.count, let name = tokens[i].name,
            !(tokens[i].kind == .word && Self.clauseWords.contains(tokens[i].keyword))
        {
            alias = name
            i += 1
        }
        return (Source(table: table, alias: alias), i)
    }

    // MARK: - Select list

    /// The expressions of the first select list at depth 0, each as its tokens without its alias;
    /// `nil` when the list has a `*`.
    func selectList() -> [[Token]]? {
        guard let expressions = selectItems() else { return nil }
        if expressions.contains(where: Self.isStar) { return nil }
        return expressions.map(Self.withoutAlias)
    }

    /// The expression of each of the `columnCount` result columns, without its alias; `nil` for
    /// the columns a `*` or `t.*` expands to. One star's width is what the other items leave;
    /// several stars need `width` of each `t.*` (the columns of `t`). `nil` when they do not add up.
    func selectList(columnCount: Int, width: (String) -> Int?) -> [[Token]?]? {
        guard let items = selectItems() else { return nil }
        let stars = items.filter(Self.isStar)
        let plain = items.count - stars.count
        var widths: [Int] = []
        if stars.count == 1 {
            widths = [columnCount - plain]
        } else {
            for star in stars {
                guard star.count == 3, let qualifier = star[0].name, let count = width(qualifier) else { return nil }
                widths.append(count)
            }
        }
        guard widths.allSatisfy({ $0 >= 0 }), widths.reduce(plain, +) == columnCount else { return nil }
        var result: [[Token]?] = []
        var star = 0
        for item in items {
            if Self.isStar(item) {
                result += Array(repeating: nil, count: widths[star])
                star += 1
            } else {
                result.append(Self.withoutAlias(item))
            }
        }
        return result
    }

    /// `*` or `t.*` as a select-list item.
    private static func isStar(_ item: [Token]) -> Bool {
        item.last?.text == "*" && (item.count == 1 || item.dropLast().last?.text == ".")
    }

    /// The items of the main select list as written, `*` and `t.*` included.
    func selectItems() -> [[Token]]? {
        guard let select = tokens.firstIndex(where: { $0.depth == 0 && $0.keyword == "SELECT" }) else { return nil }
        var i = select + 1
        if i < tokens.count, ["DISTINCT", "ALL"].contains(tokens[i].keyword) { i += 1 }
        var expressions: [[Token]] = []
        var current: [Token] = []
        let ends: Set<String> = [
            "FROM", "WHERE", "GROUP", "ORDER", "LIMIT", "UNION", "EXCEPT", "INTERSECT", "WINDOW", "HAVING",
        ]
        while i < tokens.count {
            let token = tokens[i]
            if token.depth == 0, ends.contains(token.keyword) { break }
            if token.depth == 0, token.kind == .punctuation, token.text == "," {
                expressions.append(current)
                current = []
            } else if token.depth == 0, token.kind == .punctuation, token.text == ";" {
                break
            } else {
                current.append(token)
            }
            i += 1
        }
        expressions.append(current)
        return expressions
    }

    /// An expression without its trailing `AS name` or `name`.
    private static func withoutAlias(_ expression: [Token]) -> [Token] {
        guard expression.count >= 2 else { return expression }
        let last = expression[expression.count - 1], before = expression[expression.count - 2]
        if before.keyword == "AS" { return Array(expression.dropLast(2)) }
        // `count(*) n`, `a.b c`: a name after something that ends an expression.
        if last.kind == .word || last.kind == .quotedName,
            before.kind != .punctuation || before.text == ")", before.text != ".", before.keyword != "CASE"
        {
            return Array(expression.dropLast())
        }
        return expression
    }

    /// Whether the query has a `GROUP BY` at depth 0.
    var hasGroupBy: Bool { tokens.contains { $0.depth == 0 && $0.keyword == "GROUP" } }

    /// Whether the query ends with `LIMIT 1` at depth 0.
    var limitsToOneRow: Bool {
        guard let limit = tokens.lastIndex(where: { $0.depth == 0 && $0.keyword == "LIMIT" }), limit + 1 < tokens.count
        else { return false }
        let rest = tokens[(limit + 1)...].filter { $0.text != ";" }
        return rest.count == 1 && rest.first?.text == "1"
    }

    /// The first keyword at depth 0 that writes: `INSERT`, `REPLACE`, `UPDATE` or `DELETE`, and
    /// the table it writes.
    func writtenTable(known: (String) -> Bool) -> String? {
        for (index, token) in tokens.enumerated() where token.depth == 0 {
            switch token.keyword {
            case "UPDATE": return reference(after: index, known: known)?.0.table
            case "INSERT", "REPLACE":
                guard let into = tokens[index...].firstIndex(where: { $0.keyword == "INTO" }) else { return nil }
                return reference(after: into, known: known)?.0.table
            case "DELETE":
                guard let from = tokens[index...].firstIndex(where: { $0.keyword == "FROM" }) else { return nil }
                return reference(after: from, known: known)?.0.table
            default: continue
            }
        }
        return nil
    }

    // MARK: - Parameters

    /// What the SQL around one occurrence of a parameter tells of its value.
    enum ParameterUse: Sendable, Equatable {
        /// Compared with a column (`=`, `<`, `LIKE`, `IN (…)`, `BETWEEN`): `qualifier.column`.
        case compared(qualifier: String?, column: String, pattern: Bool)
        /// Assigned to a column (`SET column = ?`) or inserted into it (`INSERT … VALUES`).
        case assigned(qualifier: String?, column: String)
        /// A row count: `LIMIT`, `OFFSET`.
        case count
        /// The query of a full-text `MATCH`.
        case match
        /// An operand of arithmetic (`+ - * / %`) with a column: a number of the column's type.
        case arithmetic(qualifier: String?, column: String)
        /// Compared with a function call whose type its form tells (`coalesce(tags.title, '') IN
        /// :titles`): the tokens of the call.
        case comparedWithCall([Token])
    }

    /// The type an expression's form suggests, for the suggestion of an error that asks for one:
    /// `a || b` text, a comparison or `AND`/`OR`/`NOT` boolean, a division or a decimal number
    /// real; `nil` when the form tells nothing.
    static func suggestedType(_ expression: [Token]) -> String? {
        guard let depth = expression.map(\.depth).min() else { return nil }
        let top = expression.filter { $0.depth == depth }
        if top.contains(where: { $0.text == "||" }) { return "text" }
        if top.contains(where: {
            comparisons.contains($0.text.uppercased())
                || ["AND", "OR", "NOT", "IN", "BETWEEN", "EXISTS"].contains($0.text.uppercased())
        }) {
            return "boolean"
        }
        if top.contains(where: { $0.text == "/" || ($0.kind == .number && $0.text.contains(".")) }) { return "real" }
        return nil
    }

    /// For each parameter token (by index in `tokens`), what it is used for, when the SQL says.
    func parameterUses() -> [(token: Token, use: ParameterUse?)] {
        tokens.indices.filter { tokens[$0].kind == .parameter }.map { index in
            (tokens[index], use(ofParameterAt: index))
        }
    }

    private static let comparisons: Set<String> = ["=", "==", "!=", "<>", "<", "<=", ">", ">=", "IS", "LIKE", "GLOB"]

    /// A column reference that ends at `end` (inclusive): `column` or `qualifier.column`.
    func columnReference(endingAt end: Int) -> (qualifier: String?, column: String)? {
        guard end >= 0, end < tokens.count, let column = tokens[end].name, !isKeywordToken(tokens[end]) else {
            return nil
        }
        if end >= 2, tokens[end - 1].text == ".", let qualifier = tokens[end - 2].name { return (qualifier, column) }
        return (nil, column)
    }

    /// A function call that ends at `end` (its closing parenthesis): `coalesce(tags.title, '')`.
    private func call(endingAt end: Int) -> [Token]? {
        guard end >= 0, end < tokens.count, tokens[end].text == ")" else { return nil }
        let depth = tokens[end].depth
        guard let open = tokens[..<end].lastIndex(where: { $0.text == "(" && $0.depth == depth }), open >= 1,
            tokens[open - 1].kind == .word, !isKeywordToken(tokens[open - 1])
        else { return nil }
        return Array(tokens[(open - 1)...end])
    }

    /// A column reference that starts at `start`.
    private func columnReference(startingAt start: Int) -> (qualifier: String?, column: String)? {
        guard start >= 0, start < tokens.count, let first = tokens[start].name, !isKeywordToken(tokens[start]) else {
            return nil
        }
        if start + 2 < tokens.count, tokens[start + 1].text == ".", let column = tokens[start + 2].name {
            // Not followed by `(`: a function call is not a column.
            if start + 3 < tokens.count, tokens[start + 3].text == "(" { return nil }
            return (first, column)
        }
        if start + 1 < tokens.count, tokens[start + 1].text == "(" { return nil }
        return (nil, first)
    }

    private func isKeywordToken(_ token: Token) -> Bool {
        token.kind == .word && Self.reserved.contains(token.keyword)
    }

    private static let reserved: Set<String> = [
        "SELECT", "FROM", "WHERE", "AND", "OR", "NOT", "IS", "NULL", "LIKE", "GLOB", "IN", "BETWEEN", "LIMIT", "OFFSET",
        "SET", "VALUES", "ON", "AS", "CASE", "WHEN", "THEN", "ELSE", "END", "EXISTS", "MATCH", "ESCAPE", "BY", "DESC",
        "ASC",
    ]

    /// Whether the parameter at `index` is tested for NULL, compared NULL-safely, or replaced when
    /// NULL: `? IS NULL`, `? IS NOT NULL`, `? ISNULL`, `? NOTNULL`, `column IS ?`, `column IS NOT ?`,
    /// `? IS column`, `column IS [NOT] DISTINCT FROM ?`, `coalesce(?, …)`, `ifnull(?, …)`. Such a
    /// parameter is optional in Swift: the SQL gives nil a meaning.
    func isTestedForNull(parameterAt index: Int) -> Bool {
        let next = tokens.dropFirst(index + 1).prefix(3).map(\.keyword)
        if next.first == "ISNULL" || next.first == "NOTNULL" || next.first == "IS" { return true }
        // `IS ?`, `IS NOT ?`, `IS DISTINCT FROM ?`, `IS NOT DISTINCT FROM ?`.
        let previous = tokens[..<index].suffix(4).map(\.keyword)
        if previous.last == "IS" || previous.suffix(2) == ["IS", "NOT"] { return true }
        if previous.suffix(3) == ["IS", "DISTINCT", "FROM"] || previous.suffix(4) == ["IS", "NOT", "DISTINCT", "FROM"] {
            return true
        }
        if index >= 2, tokens[index - 1].text == "(", ["COALESCE", "IFNULL"].contains(tokens[index - 2].keyword) {
            return true
        }
        return false
    }

    private func use(ofParameterAt index: Int) -> ParameterUse? {
        let previous = index > 0 ? tokens[index - 1] : nil
        let keyword = previous?.keyword ?? ""
        if keyword == "LIMIT" || keyword == "OFFSET" { return .count }
        // `LIMIT 10, ?`.
        if previous?.text == ",", index >= 3, tokens[index - 3].keyword == "LIMIT" { return .count }
        if keyword == "MATCH" { return .match }
        // `column <op> ?`, `column NOT LIKE ?`, `column IS NOT ?`.
        if let previous, Self.comparisons.contains(previous.kind == .word ? keyword : previous.text) {
            var end = index - 2
            if end >= 0, tokens[end].keyword == "NOT" { end -= 1 }
            if let reference = columnReference(endingAt: end) {
                let isPattern = keyword == "LIKE" || keyword == "GLOB"
                if previous.text == "=", isAssignment(at: index - 1) {
                    return .assigned(qualifier: reference.qualifier, column: reference.column)
                }
                return .compared(qualifier: reference.qualifier, column: reference.column, pattern: isPattern)
            }
            if let call = call(endingAt: end) { return .comparedWithCall(call) }
        }
        // `column IS NOT ?`.
        if keyword == "NOT", index >= 3, tokens[index - 2].keyword == "IS",
            let reference = columnReference(endingAt: index - 3)
        {
            return .compared(qualifier: reference.qualifier, column: reference.column, pattern: false)
        }
        // `column IS [NOT] DISTINCT FROM ?`.
        if keyword == "FROM", index >= 4, tokens[index - 2].keyword == "DISTINCT" {
            var end = index - 3
            if tokens[end].keyword == "NOT" { end -= 1 }
            if end >= 1, tokens[end].keyword == "IS", let reference = columnReference(endingAt: end - 1) {
                return .compared(qualifier: reference.qualifier, column: reference.column, pattern: false)
            }
        }
        // `column BETWEEN ? AND ?`.
        if keyword == "BETWEEN", let reference = columnReference(endingAt: index - 2) {
            return .compared(qualifier: reference.qualifier, column: reference.column, pattern: false)
        }
        if keyword == "AND", index >= 4, tokens[index - 3].keyword == "BETWEEN",
            let reference = columnReference(endingAt: index - 4)
        {
            return .compared(qualifier: reference.qualifier, column: reference.column, pattern: false)
        }
        // `? <op> column`.
        if index + 1 < tokens.count {
            let next = tokens[index + 1]
            let isIS = next.keyword == "IS"
            if ["=", "==", "!=", "<>", "<", "<=", ">", ">="].contains(next.text) || isIS,
                let reference = columnReference(startingAt: isIS ? isOperand(after: index + 1) : index + 2)
            {
                return .compared(qualifier: reference.qualifier, column: reference.column, pattern: false)
            }
        }
        // `column * ?`, `? * column`.
        let arithmetic: Set<String> = ["+", "-", "*", "/", "%"]
        if let previous, previous.kind == .punctuation, arithmetic.contains(previous.text),
            let reference = columnReference(endingAt: index - 2)
        {
            return .arithmetic(qualifier: reference.qualifier, column: reference.column)
        }
        if index + 1 < tokens.count, tokens[index + 1].kind == .punctuation,
            arithmetic.contains(tokens[index + 1].text),
            let reference = columnReference(startingAt: index + 2)
        {
            return .arithmetic(qualifier: reference.qualifier, column: reference.column)
        }
        // `column IN :values`: an array parameter (``arrayParameterIndices``).
        if keyword == "IN" {
            var end = index - 2
            if end >= 0, tokens[end].keyword == "NOT" { end -= 1 }
            if let reference = columnReference(endingAt: end) {
                return .compared(qualifier: reference.qualifier, column: reference.column, pattern: false)
            }
            if let call = call(endingAt: end) { return .comparedWithCall(call) }
        }
        // `column IN (?, ?)`.
        let depth = tokens[index].depth
        if depth > 0, let open = tokens[..<index].lastIndex(where: { $0.depth == depth - 1 && $0.text == "(" }),
            tokens[(open + 1)..<index].allSatisfy({
                $0.kind == .parameter || $0.text == "," || $0.kind == .number || $0.kind == .string
                    || ["NULL", "TRUE", "FALSE", "DEFAULT"].contains($0.keyword)
            })
        {
            if open >= 2, tokens[open - 1].keyword == "IN" {
                var end = open - 2
                if end >= 0, tokens[end].keyword == "NOT" { end -= 1 }
                if let reference = columnReference(endingAt: end) {
                    return .compared(qualifier: reference.qualifier, column: reference.column, pattern: false)
                }
            }
            if open >= 1, tokens[open - 1].keyword == "VALUES",
                let column = insertedColumn(valuesOpen: open, index: index)
            {
                return .assigned(qualifier: nil, column: column)
            }
        }
        return nil
    }

    /// The start of the operand after the `IS` at `index`: past its `NOT` and `DISTINCT FROM`.
    private func isOperand(after index: Int) -> Int {
        var start = index + 1
        if start < tokens.count, tokens[start].keyword == "NOT" { start += 1 }
        if start + 1 < tokens.count, tokens[start].keyword == "DISTINCT", tokens[start + 1].keyword == "FROM" {
            start += 2
        }
        return start
    }

    /// Whether the `=` at `index` is an assignment of `UPDATE … SET` (not a comparison of its
    /// `WHERE`): the last clause word before it at its depth is `SET`.
    private func isAssignment(at index: Int) -> Bool {
        let depth = tokens[index].depth
        let clause = tokens[..<index].last { token in
            token.depth == depth
                && ["SET", "WHERE", "FROM", "ON", "SELECT", "HAVING", "RETURNING", "WHEN"].contains(token.keyword)
        }
        return clause?.keyword == "SET"
    }

    /// The column of `INSERT INTO t (a, b) VALUES (?, ?)` that the value at `index` goes into.
    private func insertedColumn(valuesOpen open: Int, index: Int) -> String? {
        let depth = tokens[open].depth + 1
        let position = tokens[(open + 1)..<index].filter { $0.depth == depth && $0.text == "," }.count
        // The column list: the parenthesized names before `VALUES`.
        guard open >= 2, tokens[open - 2].text == ")" else { return nil }
        guard let listOpen = tokens[..<(open - 2)].lastIndex(where: { $0.depth == depth - 1 && $0.text == "(" }) else {
            return nil
        }
        let names = tokens[(listOpen + 1)..<(open - 2)].filter { $0.text != "," }.compactMap(\.name)
        return position < names.count ? names[position] : nil
    }
}
