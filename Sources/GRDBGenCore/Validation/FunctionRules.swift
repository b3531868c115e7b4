import GRDBGenSQL

/// What the functions of `functions:` need: names that are SQL names and Swift property names of
/// the store's `Functions`, each once.
enum FunctionRules {
    static func check(_ functions: [FunctionDefinition], diagnostics: DiagnosticCollector) {
        var seen: [SQLIdentifier: FunctionDefinition] = [:]
        for function in functions {
            let name = function.name
            guard SwiftName.isPlainIdentifier(name.value), !SwiftName.keywords.contains(name.value) else {
                diagnostics.error(
                    "`\(name.value)` cannot be the name of an app function: use letters, digits and underscores, "
                        + "not starting with a digit, and no Swift keyword",
                    at: name.location)
                continue
            }
            if let first = seen[SQLIdentifier(name.value)] {
                diagnostics.error(
                    "function `\(name.value)` is declared twice; SQLite names ignore case",
                    at: name.location, note: "function `\(first.name.value)` is declared here",
                    at: first.name.location)
                continue
            }
            seen[SQLIdentifier(name.value)] = function
        }
    }
}
