/// SQL identifiers: the one place that quotes a name for SQL text.
enum SQLName {
    /// The identifier in double quotes, inner quotes doubled, as SQLite expects.
    ///
    /// ```swift
    /// SQLName.quoted("order") // "\"order\""
    /// ```
    static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
