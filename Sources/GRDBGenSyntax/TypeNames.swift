/// Whether a syntax tree names a type anywhere: in declarations, parameters, results,
/// conformances, metatypes (`Item.self`), identifiers (`UUID()`), and the closures and statements
/// inside. Imports are decided from it (`Imports`). The walk stops at the first name it finds.
extension Declaration {
    /// Whether the declaration names one of these types (a nested name by its first component:
    /// `Item.Columns` names `Item`).
    public func mentions(_ names: Set<String>) -> Bool {
        switch kind {
        case .structure(_, let inherits, let members), .enumeration(_, let inherits, let members):
            return inherits.contains { $0.mentions(names) } || members.contains { $0.mentions(names) }
        case .extensionOf(let type, let inherits, let members):
            return type.mentions(names) || inherits.contains { $0.mentions(names) }
                || members.contains { $0.mentions(names) }
        case .function(_, let parameters, _, let result, let body):
            return parameters.contains { $0.mentions(names) } || result?.mentions(names) == true
                || body.contains { $0.mentions(names) }
        case .initializer(let parameters, _, let body):
            return parameters.contains { $0.mentions(names) } || body.contains { $0.mentions(names) }
        case .variable(_, _, let type, let value, let getter):
            return type?.mentions(names) == true || value?.mentions(names) == true
                || getter?.contains { $0.mentions(names) } == true
        case .enumCase(_, let rawValue, let associatedTypes):
            return rawValue?.mentions(names) == true || associatedTypes.contains { $0.mentions(names) }
        case .conditional(_, let declarations):
            return declarations.contains { $0.mentions(names) }
        case .typeAlias(_, let type):
            return type.mentions(names)
        case .labeledEnumCase(_, let values):
            return values.contains { $0.type.mentions(names) }
        }
    }
}

extension Parameter {
    fileprivate func mentions(_ names: Set<String>) -> Bool {
        type.mentions(names) || defaultValue?.mentions(names) == true
    }
}

extension TypeReference {
    fileprivate func mentions(_ names: Set<String>) -> Bool {
        switch self {
        case .named(let name): names.contains(name)
        case .member(let base, _): base.mentions(names)
        case .generic(let base, let arguments): base.mentions(names) || arguments.contains { $0.mentions(names) }
        case .optional(let wrapped), .array(let wrapped), .existential(let wrapped): wrapped.mentions(names)
        case .dictionary(let key, let value): key.mentions(names) || value.mentions(names)
        case .sendableFunction(let parameters, let result):
            parameters.contains { $0.mentions(names) } || result.mentions(names)
        case .tuple(_, let types): types.contains { $0.mentions(names) }
        }
    }
}

extension Statement {
    fileprivate func mentions(_ names: Set<String>) -> Bool {
        switch self {
        case .expression(let expression), .throwStatement(let expression): expression.mentions(names)
        case .declaration(let declaration): declaration.mentions(names)
        case .assignment(let target, let value): target.mentions(names) || value.mentions(names)
        case .returnStatement(let value): value?.mentions(names) == true
        case .ifStatement(let condition, let then, let otherwise):
            condition.mentions(names) || then.contains { $0.mentions(names) }
                || otherwise?.contains { $0.mentions(names) } == true
        case .conditional(_, let statements): statements.contains { $0.mentions(names) }
        case .blankLine, .comment: false
        }
    }
}

extension Expression {
    fileprivate func mentions(_ names: Set<String>) -> Bool {
        switch self {
        case .metatype(let type): type.mentions(names)
        // A type's initializer or static member: `UUID()`, `Date.now`.
        case .identifier(let name): names.contains(name)
        case .member(let base, _), .tryExpression(let base), .tryAwait(let base), .inOut(let base),
            .optionalChain(let base), .parenthesized(let base):
            base.mentions(names)
        case .call(let function, let arguments, let trailing):
            function.mentions(names) || arguments.contains { $0.value.mentions(names) }
                || trailing?.body.contains { $0.mentions(names) } == true
        case .array(let elements), .tuple(let elements): elements.contains { $0.mentions(names) }
        case .binary(let lhs, _, let rhs): lhs.mentions(names) || rhs.mentions(names)
        case .closure(let closure): closure.body.contains { $0.mentions(names) }
        case .subscriptOf(let base, let arguments):
            base.mentions(names) || arguments.contains { $0.value.mentions(names) }
        case .switchExpression(let subject, let cases):
            subject.mentions(names) || cases.contains { $0.body.contains { $0.mentions(names) } }
        case .dictionary(let entries): entries.contains { $0.key.mentions(names) || $0.value.mentions(names) }
        case .interpolatedString(let parts):
            parts.contains {
                if case .interpolation(let arguments) = $0 {
                    arguments.contains { $0.value.mentions(names) }
                } else {
                    false
                }
            }
        case .implicitMember, .string, .integer, .real, .boolean, .nilLiteral, .keyPath, .optionalBinding,
            .closureArgument:
            false
        }
    }
}
