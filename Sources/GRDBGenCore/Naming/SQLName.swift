/// SQL identifiers: the one place that quotes a name for SQL text.
public enum SQLName {
    /// The identifier in double quotes, inner quotes doubled, as SQLite expects.
    ///
    /// ```swift
    /// SQLName.quoted("order") // "\"order\""
    /// ```
    public static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
