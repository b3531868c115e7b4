import Foundation
import Yams

/// Reads `functions:`: the SQL functions the app registers.
extension SchemaTranslator {
    /// An entry of `functions:`: `{ arguments: [text], result: text, deterministic: true }`.
    func function(name: Located<String>, node: Node) -> FunctionDefinition? {
        let what = "function `\(name.value)`"
        guard let mapping = reader.mapping(node, what: what, allowedKeys: Self.functionKeys) else { return nil }
        // No `result`: a function that gives none.
        var result: Located<FunctionValueType>?
        if let node = mapping.value("result") {
            guard let choice = reader.locatedChoice(node, what: "the `result` of \(what)", of: FunctionValueType.self)
            else { return nil }
            result = choice
        }
        var function = FunctionDefinition(name: name, result: result, location: name.location)
        if let node = mapping.value("arguments"), let list = reader.sequence(node, what: "`arguments` of \(what)") {
            function.arguments = list.compactMap {
                reader.locatedChoice($0, what: "an argument of \(what)", of: FunctionValueType.self)
            }
        }
        if let node = mapping.value("deterministic") {
            function.deterministic = reader.bool(node, what: "`deterministic` of \(what)") ?? false
        }
        if let node = mapping.value("migrations") {
            function.migrationsOnly = reader.choice(node, what: "`migrations` of \(what)", [("only", true)]) ?? false
        }
        return function
    }
}
