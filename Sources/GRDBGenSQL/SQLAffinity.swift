/// SQLite's type affinity of a declared column type (sqlite.org/datatype3.html, 3.1): the one rule,
/// for the generator and the runtime alike.
public enum SQLAffinity {
    /// The affinity of a type as CREATE TABLE declares it, in any case: `INTEGER`, `TEXT`, `BLOB`
    /// (no type too), `REAL` or `NUMERIC`.
    ///
    /// ```swift
    /// SQLAffinity.of(declared: "VARCHAR(120)") // "TEXT"
    /// SQLAffinity.of(declared: "")             // "BLOB"
    /// ```
    public static func of(declared: String) -> String {
        let type = declared.uppercased()
        if type.contains("INT") { return "INTEGER" }
        if type.contains("CHAR") || type.contains("CLOB") || type.contains("TEXT") { return "TEXT" }
        if type.isEmpty || type.contains("BLOB") { return "BLOB" }
        if type.contains("REAL") || type.contains("FLOA") || type.contains("DOUB") { return "REAL" }
        return "NUMERIC"
    }
}
