/// The SQL of one variant of a query with run-time choices (`filters:`, `choices:`,
/// `orderings:`): the generator composes it to have SQLite check each variant, the runtime's
/// `QueryVariants` to run it, with this one function.
///
/// ```swift
/// VariantSQL.compose(
///     prefix: "SELECT * FROM reminders", hasWhere: false, conditions: ["isFlagged"], middle: "",
///     ordering: "title", suffix: "LIMIT 10")
/// // SELECT * FROM reminders WHERE (isFlagged) ORDER BY title LIMIT 10
/// ```
public enum VariantSQL {
    /// `prefix`, the conditions joining its `WHERE` (or making one), each in parentheses, then
    /// `middle`, `ORDER BY ordering` and `suffix`, each when not empty.
    public static func compose(
        prefix: String, hasWhere: Bool, conditions: [String], middle: String, ordering: String?, suffix: String
    ) -> String {
        var text = prefix
        var first = !hasWhere
        for condition in conditions {
            text += (first ? " WHERE (" : " AND (") + condition + ")"
            first = false
        }
        if !middle.isEmpty { text += " " + middle }
        if let ordering { text += " ORDER BY " + ordering }
        if !suffix.isEmpty { text += " " + suffix }
        return text
    }
}
