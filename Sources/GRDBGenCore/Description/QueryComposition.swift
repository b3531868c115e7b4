/// A query with run-time choices (`filters:`, `orderings:`): its SQL cut where the chosen filters
/// join the `WHERE` clause and where the chosen ordering goes, and the SQL of each variant.
///
/// ```
/// SELECT * FROM reminders WHERE remindersListID = :listID   ← prefix (the filters go after it)
///                                                           ← middle (GROUP BY …, HAVING …)
///                                                           ← the ordering goes here
///                                                           ← suffix (LIMIT …)
/// ```
struct QueryComposition: Sendable {
    var prefix: String
    var middle: String
    var suffix: String
    /// Whether the statement has a `WHERE` clause the filters join with `AND`.
    var hasWhere: Bool
    /// The filters' and orderings' SQL, in order.
    var filters: [String]
    var orderings: [String]

    /// The most variants a query may have: filters double them, orderings multiply them.
    static let maximumVariants = 64

    /// Cuts a statement; `nil` with the reason when it cannot take filters or orderings.
    static func cutting(
        _ sql: String, filters: [String], orderings: [String]
    ) -> Result<QueryComposition, QueryCompositionError> {
        let tokens = SQLTokenizer.tokens(sql)
        guard let first = tokens.first, ["SELECT", "WITH"].contains(first.keyword) else {
            return .failure(.notASelect)
        }
        let top = tokens.filter { $0.depth == 0 }
        if top.contains(where: { ["UNION", "INTERSECT", "EXCEPT"].contains($0.keyword) }) {
            return .failure(.compound)
        }
        // The main SELECT's clauses: after the last depth-0 SELECT (a CTE's are in parentheses).
        guard let select = top.lastIndex(where: { $0.keyword == "SELECT" }) else { return .failure(.notASelect) }
        let clauses = top[select...]
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
        let filterPoint = offset(of: ["GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT"]) ?? end
        let orderPoint = offset(of: ["ORDER", "LIMIT"]) ?? end
        func text(_ range: Range<Int>) -> String {
            String(decoding: utf8[range], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return .success(
            QueryComposition(
                prefix: text(0..<filterPoint), middle: text(filterPoint..<orderPoint), suffix: text(orderPoint..<end),
                hasWhere: clauses.contains { $0.keyword == "WHERE" }, filters: filters, orderings: orderings))
    }

    /// The SQL of one variant: the filters that are on, and an ordering.
    func sql(filters chosen: [Bool], ordering: Int?) -> String {
        var text = prefix
        var first = !hasWhere
        for (filter, on) in zip(filters, chosen) where on {
            text += (first ? " WHERE (" : " AND (") + filter + ")"
            first = false
        }
        if !middle.isEmpty { text += " " + middle }
        if let ordering { text += " ORDER BY " + orderings[ordering] }
        if !suffix.isEmpty { text += " " + suffix }
        return text
    }

    /// Every variant: each subset of the filters (as flags) with each ordering.
    var variants: [(filters: [Bool], ordering: Int?)] {
        let subsets = (0..<(1 << filters.count)).map { mask in filters.indices.map { mask & (1 << $0) != 0 } }
        let choices: [Int?] = orderings.isEmpty ? [nil] : orderings.indices.map { $0 }
        return subsets.flatMap { subset in choices.map { (subset, $0) } }
    }
}

/// Why a query cannot take filters or orderings.
enum QueryCompositionError: Error {
    case notASelect, compound, ordered

    var reason: String {
        switch self {
        case .notASelect: "filters and orderings are for a SELECT"
        case .compound: "a compound SELECT (UNION, INTERSECT, EXCEPT) takes no filters or orderings"
        case .ordered: "the SQL has its own ORDER BY; `orderings:` replace it: remove it from `sql`"
        }
    }
}
