import GRDB
import GRDBGenSQL

/// A query with run-time choices (`filters:`, `orderings:`): its SQL cut where the chosen filters
/// join the `WHERE` clause and where the chosen ordering goes, and the SQL of each variant. A
/// write (UPDATE, DELETE, INSERT … SELECT) takes filters, before its `RETURNING`.
///
/// ```
/// SELECT * FROM reminders                 ← prefix
/// WHERE remindersListID = :listID         ← condition (the filters join it: `WHERE (…) AND (…)`)
///                                         ← middle (GROUP BY …, HAVING …)
///                                         ← the ordering goes here
///                                         ← suffix (LIMIT …)
/// ```
struct QueryComposition: Sendable {
    var prefix: String
    /// The statement's own `WHERE` condition, without the keyword: the filters join it as a whole.
    var condition: String?
    var middle: String
    var suffix: String
    /// The filters' and orderings' SQL, in order.
    var filters: [String]
    var orderings: [String]
    /// The conditions of each group of `choices:`, in order; `nil` for one that adds none.
    var choices: [[String?]] = []

    /// The most variants a query may have: filters double them, each group of choices multiplies
    /// them by its size, orderings multiply them.
    static let maximumVariants = 64

    /// Cuts a statement; `nil` with the reason when it cannot take filters or orderings. A SELECT
    /// takes both; an UPDATE, a DELETE and an INSERT … SELECT take filters (before `RETURNING`).
    static func cutting(
        _ sql: String, filters: [String], orderings: [String]
    ) -> Result<QueryComposition, QueryCompositionError> {
        let tokens = SQLTokenizer.tokens(sql)
        let top = tokens.filter { $0.depth == 0 }
        let statements: Set<String> = ["SELECT", "UPDATE", "DELETE", "INSERT", "REPLACE"]
        // The main statement's keyword: the first at depth 0 after a `WITH` clause (a CTE's are in
        // parentheses).
        guard let first = tokens.first, statements.union(["WITH"]).contains(first.keyword),
            let main = top.firstIndex(where: { statements.contains($0.keyword) })
        else { return .failure(.notASelect) }
        if top.contains(where: { ["UNION", "INTERSECT", "EXCEPT"].contains($0.keyword) }) {
            return .failure(.compound)
        }
        let isSelect = top[main].keyword == "SELECT"
        if !isSelect, !orderings.isEmpty { return .failure(.orderedWrite) }
        // The clauses the filters join: the main SELECT's (an INSERT's SELECT), or the write's own.
        let clauses: ArraySlice<SQLToken>
        if ["INSERT", "REPLACE"].contains(top[main].keyword) {
            guard let select = top[main...].firstIndex(where: { $0.keyword == "SELECT" }) else {
                return .failure(.insertValues)
            }
            if top[select...].indices.contains(where: {
                top[$0].keyword == "ON" && $0 + 1 < top.endIndex && top[$0 + 1].keyword == "CONFLICT"
            }) {
                return .failure(.upsert)
            }
            clauses = top[select...]
        } else if isSelect {
            guard let select = top.lastIndex(where: { $0.keyword == "SELECT" }) else { return .failure(.notASelect) }
            clauses = top[select...]
        } else {
            clauses = top[main...]
        }
        if !orderings.isEmpty, clauses.contains(where: { $0.keyword == "ORDER" }) { return .failure(.ordered) }
        let utf8 = Array(sql.utf8)
        var end = utf8.count
        while end > 0,
            utf8[end - 1] == UInt8(ascii: ";") || utf8[end - 1] == UInt8(ascii: " ")
                || utf8[end - 1] == UInt8(ascii: "\n")
        {
            end -= 1
        }
        func offset(of keywords: Set<String>) -> Int? {
            clauses.first(where: { keywords.contains($0.keyword) && $0.offset < end })?.offset
        }
        let filterPoint = offset(of: ["GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT", "RETURNING"]) ?? end
        let orderPoint = offset(of: ["ORDER", "LIMIT", "RETURNING"]) ?? end
        func text(_ range: Range<Int>) -> String {
            String(decoding: utf8[range], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        // The statement's own condition: from its `WHERE` to where the filters go.
        let condition = clauses.first { $0.keyword == "WHERE" && $0.offset < filterPoint }.map {
            (start: $0.offset, end: $0.offset + $0.text.utf8.count)
        }
        return .success(
            QueryComposition(
                prefix: text(0..<(condition?.start ?? filterPoint)),
                condition: condition.map { text($0.end..<filterPoint) },
                middle: text(filterPoint..<orderPoint), suffix: text(orderPoint..<end),
                filters: filters, orderings: orderings))
    }

    /// The SQL of one variant: the filters that are on, the condition chosen in each group of
    /// choices (its index; every condition of the group ANDed when `nil`, to describe all the
    /// parameters), and an ordering.
    func sql(filters chosen: [Bool], choices picked: [Int?] = [], ordering: Int?) -> String {
        var conditions = zip(filters, chosen).filter(\.1).map(\.0)
        for (group, pick) in zip(choices, picked) {
            conditions += (pick.map { [group[$0]] } ?? group).compactMap { $0 }
        }
        return VariantSQL.compose(
            prefix: prefix, condition: condition, conditions: conditions, middle: middle,
            ordering: ordering.map { orderings[$0] }, suffix: suffix)
    }

    /// Every variant, in the order of GRDBGenRuntime's `QueryVariants`: both take it from
    /// `VariantSQL.combinations`.
    var variants: [(filters: [Bool], choices: [Int?], ordering: Int?)] {
        VariantSQL.combinations(
            filterCount: filters.count, choiceSizes: choices.map(\.count), orderingCount: orderings.count
        ).map { ($0.filters, $0.choices, orderings.isEmpty ? nil : $0.ordering) }
    }

    /// The number of variants, without listing them.
    var variantCount: Int {
        (1 << filters.count) * choices.reduce(1) { $0 * $1.count } * max(orderings.count, 1)
    }
}

extension QueryComposition {
    /// The table of a query of one table's records: `SELECT * FROM t`, exactly, nothing between
    /// its condition and its ordering.
    var oneTable: String? {
        let tokens = SQLTokens(prefix).tokens
        guard tokens.count == 4, tokens[0].isKeyword("SELECT"), tokens[1].text == "*", tokens[2].isKeyword("FROM"),
            let table = tokens[3].name, middle.isEmpty
        else { return nil }
        return table
    }

    /// The composition of a query of one table's records with the columns of its condition,
    /// filters, choices, orderings and suffix qualified by the table's name
    /// (``QuerySQL/qualifying(_:with:)``); nil for another query.
    func qualified(in db: Database) -> QueryComposition? {
        guard let table = oneTable, let columns = try? db.columns(in: table), !columns.isEmpty else { return nil }
        let names = Set(columns.map { SQLIdentifier($0.name) })
        let qualifier = SQLIdentifier(table).readableSQL
        func qualify(_ text: String) -> String { QuerySQL(text).qualifying(names, with: qualifier) }
        var result = self
        result.condition = condition.map(qualify)
        result.filters = filters.map(qualify)
        result.choices = choices.map { $0.map { $0.map(qualify) } }
        result.orderings = orderings.map(qualify)
        result.suffix = qualify(suffix)
        return result
    }
}

/// Why a query cannot take filters or orderings.
enum QueryCompositionError: Error {
    case notASelect, compound, ordered, orderedWrite, insertValues, upsert

    var reason: String {
        switch self {
        case .notASelect: "filters are for a SELECT, an UPDATE, a DELETE or an INSERT … SELECT"
        case .orderedWrite: "orderings are for a SELECT; a write takes filters"
        case .insertValues: "an INSERT takes filters on its SELECT (`INSERT INTO t (…) SELECT … FROM …`), not on VALUES"
        case .upsert: "an INSERT … SELECT with ON CONFLICT takes no filters: write its WHERE in `sql`"
        case .compound: "a compound SELECT (UNION, INTERSECT, EXCEPT) takes no filters or orderings"
        case .ordered: "the SQL has its own ORDER BY; `orderings:` replace it: remove it from `sql`"
        }
    }
}
