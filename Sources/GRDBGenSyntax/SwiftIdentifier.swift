/// Swift identifiers in source: the one place that decides which names need backticks.
public enum SwiftIdentifier {
    /// Swift keywords that need backticks where an identifier is expected.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated",
        "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false",
        "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// The identifier as it must be written in Swift source: with backticks when it is a keyword.
    ///
    /// ```swift
    /// SwiftIdentifier.escaped("default") // "`default`"
    /// SwiftIdentifier.escaped("name")    // "name"
    /// ```
    public static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// The identifier as an argument label at a call site: keywords need no backticks there,
    /// except `inout`, `var` and `let`.
    public static func argumentLabel(_ identifier: String) -> String {
        ["inout", "var", "let"].contains(identifier) ? "`\(identifier)`" : identifier
    }
}
