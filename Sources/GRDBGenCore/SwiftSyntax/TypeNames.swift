/// The names of the types a syntax tree names anywhere: in declarations, parameters, results,
/// conformances, metatypes (`Item.self`), identifiers (`UUID()`), and the closures and statements
/// inside. Imports are
/// decided from them (`Imports`).
extension Declaration {
    /// The name of every type the declaration names, nested names by their first component
    /// (`Item.Columns` → `Item`).
    var typeNames: Set<String> {
        var names = Set<String>()
        collectTypeNames(into: &names)
        return names
    }

    fileprivate func collectTypeNames(into names: inout Set<String>) {
        switch kind {
        case .structure(_, let inherits, let members), .enumeration(_, let inherits, let members):
            inherits.forEach { $0.collectNames(into: &names) }
            members.forEach { $0.collectTypeNames(into: &names) }
        case .extensionOf(let type, let inherits, let members):
            type.collectNames(into: &names)
            inherits.forEach { $0.collectNames(into: &names) }
            members.forEach { $0.collectTypeNames(into: &names) }
        case .function(_, let parameters, _, let result, let body):
            parameters.forEach { $0.collectTypeNames(into: &names) }
            result?.collectNames(into: &names)
            body.forEach { $0.collectTypeNames(into: &names) }
        case .initializer(let parameters, _, let body):
            parameters.forEach { $0.collectTypeNames(into: &names) }
            body.forEach { $0.collectTypeNames(into: &names) }
        case .variable(_, _, let type, let value, let getter):
            type?.collectNames(into: &names)
            value?.collectTypeNames(into: &names)
            getter?.forEach { $0.collectTypeNames(into: &names) }
        case .enumCase(_, let rawValue, let associatedTypes):
            rawValue?.collectTypeNames(into: &names)
            associatedTypes.forEach { $0.collectNames(into: &names) }
        case .conditional(_, let declarations):
            declarations.forEach { $0.collectTypeNames(into: &names) }
        }
    }
}

extension Parameter {
    fileprivate func collectTypeNames(into names: inout Set<String>) {
        type.collectNames(into: &names)
        defaultValue?.collectTypeNames(into: &names)
    }
}

extension TypeReference {
    fileprivate func collectNames(into names: inout Set<String>) {
        switch self {
        case .named(let name): names.insert(name)
        case .member(let base, _): base.collectNames(into: &names)
        case .generic(let base, let arguments):
            base.collectNames(into: &names)
            arguments.forEach { $0.collectNames(into: &names) }
        case .optional(let wrapped), .array(let wrapped), .existential(let wrapped): wrapped.collectNames(into: &names)
        case .dictionary(let key, let value):
            key.collectNames(into: &names)
            value.collectNames(into: &names)
        }
    }
}

extension Statement {
    fileprivate func collectTypeNames(into names: inout Set<String>) {
        switch self {
        case .expression(let expression), .throwStatement(let expression): expression.collectTypeNames(into: &names)
        case .declaration(let declaration): declaration.collectTypeNames(into: &names)
        case .assignment(let target, let value):
            target.collectTypeNames(into: &names)
            value.collectTypeNames(into: &names)
        case .returnStatement(let value): value?.collectTypeNames(into: &names)
        case .ifStatement(let condition, let then, let otherwise):
            condition.collectTypeNames(into: &names)
            then.forEach { $0.collectTypeNames(into: &names) }
            otherwise?.forEach { $0.collectTypeNames(into: &names) }
        case .conditional(_, let statements): statements.forEach { $0.collectTypeNames(into: &names) }
        case .blankLine, .comment: break
        }
    }
}

extension Expression {
    fileprivate func collectTypeNames(into names: inout Set<String>) {
        switch self {
        case .metatype(let type): type.collectNames(into: &names)
        case .member(let base, _), .tryExpression(let base), .tryAwait(let base), .inOut(let base),
            .optionalChain(let base):
            base.collectTypeNames(into: &names)
        case .call(let function, let arguments, let trailing):
            function.collectTypeNames(into: &names)
            arguments.forEach { $0.value.collectTypeNames(into: &names) }
            trailing?.body.forEach { $0.collectTypeNames(into: &names) }
        case .array(let elements): elements.forEach { $0.collectTypeNames(into: &names) }
        case .binary(let lhs, _, let rhs):
            lhs.collectTypeNames(into: &names)
            rhs.collectTypeNames(into: &names)
        case .closure(let closure): closure.body.forEach { $0.collectTypeNames(into: &names) }
        case .subscriptOf(let base, let arguments):
            base.collectTypeNames(into: &names)
            arguments.forEach { $0.value.collectTypeNames(into: &names) }
        case .switchExpression(let subject, let cases):
            subject.collectTypeNames(into: &names)
            cases.forEach { $0.body.forEach { $0.collectTypeNames(into: &names) } }
        case .dictionary(let entries):
            entries.forEach {
                $0.key.collectTypeNames(into: &names)
                $0.value.collectTypeNames(into: &names)
            }
        // A type's initializer or static member: `UUID()`, `Date.now`.
        case .identifier(let name): names.insert(name)
        case .implicitMember, .string, .integer, .real, .boolean, .nilLiteral, .keyPath,
            .optionalBinding, .closureArgument:
            break
        }
    }
}
