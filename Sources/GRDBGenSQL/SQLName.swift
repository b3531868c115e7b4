/// SQL text: the one place that quotes a name or a text for SQL, for the generator and the
/// runtime alike.
public enum SQLName {
    /// The identifier in double quotes, inner quotes doubled, as SQLite expects.
    ///
    /// ```swift
    /// SQLName.quoted("order") // "\"order\""
    /// ```
    public static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacing("\"", with: "\"\"") + "\""
    }

    /// The text as an SQL string literal, in single quotes, inner quotes doubled: for SQL shown to
    /// people (values are bound as arguments, never written into statements).
    ///
    /// ```swift
    /// SQLName.literal("it's") // "'it''s'"
    /// ```
    public static func literal(_ text: String) -> String {
        "'" + text.replacing("'", with: "''") + "'"
    }
}
