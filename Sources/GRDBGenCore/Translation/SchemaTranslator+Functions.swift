import Foundation
import Yams

/// Reads `functions:`: the SQL functions the app registers.
extension SchemaTranslator {
    /// An entry of `functions:`: `{ arguments: [text], result: text, deterministic: true }`
    /// (``SchemaGrammar/function``).
    func function(name: Located<String>, node: Node) -> FunctionDefinition? {
        var function = FunctionDefinition(name: name, location: name.location)
        return SchemaGrammar.function.read(node, into: &function, by: self, what: "function `\(name.value)`")
            ? function : nil
    }
}
