/// The SQL of one variant of a query with run-time choices (`filters:`, `choices:`,
/// `orderings:`): the generator composes it to have SQLite check each variant, the runtime's
/// `QueryVariants` to run it, with this one function.
///
/// ```swift
/// VariantSQL.compose(
///     prefix: "SELECT * FROM reminders", condition: "isFlagged OR priority = 3", conditions: ["listID = :listID"],
///     middle: "", ordering: "title", suffix: "LIMIT 10")
/// // SELECT * FROM reminders WHERE (isFlagged OR priority = 3) AND (listID = :listID) ORDER BY title LIMIT 10
/// ```
///
/// The statement's own condition and each added one join as wholes, each in parentheses: an
/// `OR` in one never takes in its neighbour (`a OR b AND c` is `a OR (b AND c)` to SQLite).
public enum VariantSQL {
    /// `prefix`, then `WHERE` and the statement's own `condition` (as written when nothing joins
    /// it, in parentheses when something does) and the added `conditions`, each in parentheses,
    /// joined by `AND`; then `middle`, `ORDER BY ordering` and `suffix`, each when not empty.
    public static func compose(
        prefix: String, condition: String?, conditions: [String], middle: String, ordering: String?, suffix: String
    ) -> String {
        var text = prefix
        var parts = conditions.map { "(" + $0 + ")" }
        if let condition { parts.insert(parts.isEmpty ? condition : "(" + condition + ")", at: 0) }
        if !parts.isEmpty { text += " WHERE " + parts.joined(separator: " AND ") }
        if !middle.isEmpty { text += " " + middle }
        if let ordering { text += " ORDER BY " + ordering }
        if !suffix.isEmpty { text += " " + suffix }
        return text
    }

    /// Every combination of a query's run-time choices, in the one order the generator checks
    /// them and GRDBGenRuntime's `QueryVariants` stores them: each subset of the filters (as flags,
    /// the first filter the lowest bit of the subset's number), with each combination of cases of
    /// the groups of choices (the first group varying slowest), with each ordering (0 without).
    public static func combinations(
        filterCount: Int, choiceSizes: [Int], orderingCount: Int
    ) -> [(filters: [Bool], choices: [Int], ordering: Int)] {
        var choices: [[Int]] = [[]]
        for size in choiceSizes {
            choices = choices.flatMap { combination in (0..<size).map { combination + [$0] } }
        }
        var result: [(filters: [Bool], choices: [Int], ordering: Int)] = []
        for mask in 0..<(1 << filterCount) {
            let filters = (0..<filterCount).map { mask & (1 << $0) != 0 }
            for combination in choices {
                for ordering in 0..<max(orderingCount, 1) { result.append((filters, combination, ordering)) }
            }
        }
        return result
    }

    /// The conditions of one variant: the filters that are `on`, then the condition of the case
    /// `picked` in each group of choices (a case without one adds none), in order. The generator
    /// checks and the runtime runs the variants with this one choice.
    public static func conditions<Piece>(
        filters: [Piece], choices: [[Piece?]], on: [Bool], picked: [Int]
    ) -> [Piece] {
        zip(filters, on).filter(\.1).map(\.0) + zip(choices, picked).compactMap { group, pick in group[pick] }
    }
}
