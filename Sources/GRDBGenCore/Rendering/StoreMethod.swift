/// The store's methods that read or write, as every renderer of store methods writes them: the
/// method, its `async` twin, and the body that reads or writes in a transaction.
enum StoreMethod {
    /// A store method, and with `twin` its `async` twin: the same name, parameters and result,
    /// which suspends instead of blocking the caller (GRDB's async `read` and `write`). Swift calls
    /// the twin from `async` code, and the method from other code. `body` is the expression the
    /// method returns, without `try`, and the twin's too.
    static func make(
        modifiers: [Modifier], doc: String, _ name: String, _ parameters: [Parameter], result: TypeReference? = nil,
        discardable: Bool = false, twin: Bool, _ body: Expression
    ) -> [Declaration] {
        let attributes = discardable ? [Attribute.discardableResult] : []
        let sync = Declaration(
            doc: doc, modifiers: modifiers, attributes: attributes,
            .function(
                name: name, parameters: parameters, throwing: true, result: result,
                body: [.expression(.tryExpression(body))]))
        guard twin else { return [sync] }
        var asynchronous = Declaration(
            doc: doc, modifiers: modifiers, attributes: attributes,
            .function(
                name: name, parameters: parameters, throwing: true, result: result,
                body: [.expression(.tryAwait(body))]))
        asynchronous.isAsync = true
        return [sync, asynchronous]
    }

    /// `#if condition` / `extension Store { members }` / `#endif`: the store's methods that need a
    /// framework (Combine's publishers, Observation's live values).
    static func storeExtension(
        _ store: String, where condition: CompilationCondition, _ members: [Declaration]
    ) -> Declaration {
        Declaration(
            .conditional(
                condition: condition,
                declarations: [Declaration(.extensionOf(type: .named(store), inherits: [], members: members))]))
    }

    /// `writer.read { db in try body }` (or `write`).
    static func access(_ access: String, _ body: Expression) -> Expression {
        .identifier("writer").invoking(
            access, [], trailing: Closure(parameters: ["db"], body: [.expression(.tryExpression(body))]))
    }
}
