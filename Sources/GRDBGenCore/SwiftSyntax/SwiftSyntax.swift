/// A small Swift syntax tree: what the generated code is made of. Renderers build trees;
/// ``SwiftPrinter`` alone turns them into text, and so alone decides identifier escaping,
/// literal quoting, commas, blank lines and line wrapping.

/// A Swift source file: a header comment, imports, declarations (in sections, each after its
/// `// MARK: -` line, when a file gathers several).
struct SwiftFile: Sendable, Equatable {
    /// The lines of the `//` comment at the top, without `// `.
    var header: [String] = []
    /// The modules to import, in order.
    var imports: [String] = []
    /// The top-level declarations, in sections, separated by blank lines.
    var sections: [Section] = []

    /// Top-level declarations, after a `// MARK: - title` line when the title is set.
    struct Section: Sendable, Equatable {
        var mark: String?
        var declarations: [Declaration]
    }

    /// A file of one section without a mark.
    init(header: [String] = [], imports: [String] = [], declarations: [Declaration] = []) {
        self.header = header
        self.imports = imports
        self.sections = declarations.isEmpty ? [] : [Section(declarations: declarations)]
    }

    /// A file of sections.
    init(header: [String], imports: [String], sections: [Section]) {
        self.header = header
        self.imports = imports
        self.sections = sections
    }
}

/// A declaration, with its doc comment and modifiers.
struct Declaration: Sendable, Equatable {
    /// The doc comment, printed as `///` lines; nil for none.
    var doc: String?
    /// `public`, `static`, `mutating`…, in order.
    var modifiers: [Modifier] = []
    /// Attributes printed on their own line above the declaration: `@discardableResult`.
    var attributes: [Attribute] = []
    /// What is declared.
    var kind: Kind
    /// Whether a function is `async` (printed before `throws`).
    var isAsync = false

    indirect enum Kind: Sendable, Equatable {
        /// `struct Name: A, B { members }`.
        case structure(name: String, inherits: [TypeReference], members: [Declaration])
        /// `enum Name: A { members }`.
        case enumeration(name: String, inherits: [TypeReference], members: [Declaration])
        /// `extension Type: A { members }`.
        case extensionOf(type: TypeReference, inherits: [TypeReference], members: [Declaration])
        /// `func name(parameters) throws -> Result { body }`.
        case function(
            name: String, parameters: [Parameter], throwing: Bool, result: TypeReference?, body: [Statement])
        /// `init(parameters) throws { body }`.
        case initializer(parameters: [Parameter], throwing: Bool, body: [Statement])
        /// `let name: Type = value`, or `var name: Type { getter }` when `getter` is set.
        case variable(isLet: Bool, name: String, type: TypeReference?, value: Expression?, getter: [Statement]?)
        /// `case name`, `case name = "raw"`, `case name(A, B)`.
        case enumCase(name: String, rawValue: Expression?, associatedTypes: [TypeReference])
        /// `#if condition` … `#endif`.
        case conditional(condition: CompilationCondition, declarations: [Declaration])
        /// `typealias Name = Type`.
        case typeAlias(name: String, type: TypeReference)
        /// `case name(label: Type, …)`: a case with labeled associated values.
        case labeledEnumCase(name: String, values: [EnumCaseValue])
    }

    init(
        doc: String? = nil, modifiers: [Modifier] = [], attributes: [Attribute] = [], _ kind: Kind
    ) {
        self.doc = doc
        self.modifiers = modifiers
        self.attributes = attributes
        self.kind = kind
    }
}

/// A parameter of a function or initializer: `label name: Type = default`, `_ name: inout Type`.
struct Parameter: Sendable, Equatable {
    /// The argument label when it differs from the name; `_` for none.
    var label: String?
    var name: String
    var type: TypeReference
    /// Whether the argument is passed `inout`.
    var isInout: Bool
    /// Whether a closure argument is `@escaping`.
    var isEscaping = false
    var defaultValue: Expression?

    init(
        _ label: String? = nil, _ name: String, _ type: TypeReference, isInout: Bool = false,
        default defaultValue: Expression? = nil
    ) {
        self.label = label
        self.name = name
        self.type = type
        self.isInout = isInout
        self.defaultValue = defaultValue
    }
}

/// An expression.
indirect enum Expression: Sendable, Equatable {
    /// A name, escaped with backticks when it is a keyword: `item`, `` `default` ``.
    case identifier(String)
    /// `base.name`; the name is escaped when needed.
    case member(Expression, String)
    /// `.name`.
    case implicitMember(String)
    /// A string literal; the printer picks the form: `"…"`, `#"…"#` or `"""` lines.
    case string(String)
    /// An integer literal.
    case integer(Int)
    /// A floating-point literal, as Swift prints the `Double`: `0.0`, `2.5`.
    case real(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// `nil`.
    case nilLiteral
    /// `function(label: value, …)`, with an optional trailing closure.
    case call(Expression, [Argument], trailing: Closure?)
    /// `try expression`.
    case tryExpression(Expression)
    /// `try await expression`.
    case tryAwait(Expression)
    /// `[a, b]`.
    case array([Expression])
    /// `lhs op rhs`.
    case binary(Expression, String, Expression)
    /// `{ a, b in … }`.
    case closure(Closure)
    /// `\.name`.
    case keyPath(String)
    /// `&name`.
    case inOut(Expression)
    /// `base[arguments]`.
    case subscriptOf(Expression, [Argument])
    /// `base?`, for optional chaining: `.member(.optionalChain(x), "uuidString")` is `x?.uuidString`.
    case optionalChain(Expression)
    /// `switch subject { case …: value }` as an expression.
    case switchExpression(Expression, [SwitchCase])
    /// `Type.self`: the metatype of a type, as an argument (`Item.self`, `Int64.self`).
    case metatype(TypeReference)
    /// `let name`: the condition of an `if let` that unwraps `name` under the same name.
    case optionalBinding(String)
    /// `[key: value, …]`.
    case dictionary([DictionaryEntry])
    /// `$0`, `$1`: an anonymous argument of a closure.
    case closureArgument(Int)
    /// `(expression)`: an optional chain ended before a member of its result
    /// (`(uuid?.uuidString.lowercased()).databaseValue`).
    case parenthesized(Expression)
}

/// One entry of a dictionary literal: `key: value`.
struct DictionaryEntry: Sendable, Equatable {
    var key: Expression
    var value: Expression
}

/// An argument of a call: `label: value`.
struct Argument: Sendable, Equatable {
    var label: String?
    var value: Expression

    init(_ label: String? = nil, _ value: Expression) {
        self.label = label
        self.value = value
    }
}

/// A closure: `{ parameters in statements }`.
struct Closure: Sendable, Equatable {
    var parameters: [String] = []
    var body: [Statement]
    /// Whether the body goes on lines of its own even when it would fit on one: the body of
    /// `db.create(table:)`, of a migration.
    var isBlock = false
}

/// One case of a `switch`: `case pattern: body`.
struct SwitchCase: Sendable, Equatable {
    /// The pattern; nil for `default`.
    var pattern: Pattern?
    var body: [Statement]
}

/// A statement.
indirect enum Statement: Sendable, Equatable {
    /// An expression on its own line.
    case expression(Expression)
    /// A local declaration: `let x = …`.
    case declaration(Declaration)
    /// `target = value`.
    case assignment(Expression, Expression)
    /// `return value`.
    case returnStatement(Expression?)
    /// `throw value`.
    case throwStatement(Expression)
    /// `if condition { then } else { otherwise }`.
    case ifStatement(condition: Expression, then: [Statement], otherwise: [Statement]?)
    /// A blank line between two groups of statements.
    case blankLine
    /// A `//` comment line.
    case comment(String)
    /// `#if condition` … `#endif` around statements.
    case conditional(condition: CompilationCondition, statements: [Statement])
}

extension Expression {
    /// Whether evaluating the expression may throw: it has a `try` outside the closures it holds
    /// (`[try JSONColumn.encode(tags).databaseValue]`), so that its function must be `throws`.
    var containsTry: Bool {
        switch self {
        case .tryExpression, .tryAwait: true
        case .member(let base, _), .optionalChain(let base), .parenthesized(let base), .inOut(let base):
            base.containsTry
        case .call(let function, let arguments, _): function.containsTry || arguments.contains { $0.value.containsTry }
        case .subscriptOf(let base, let arguments): base.containsTry || arguments.contains { $0.value.containsTry }
        case .array(let elements): elements.contains { $0.containsTry }
        case .binary(let lhs, _, let rhs): lhs.containsTry || rhs.containsTry
        case .dictionary(let entries): entries.contains { $0.key.containsTry || $0.value.containsTry }
        case .identifier, .implicitMember, .string, .integer, .real, .boolean, .nilLiteral, .closure, .keyPath,
            .switchExpression, .metatype, .optionalBinding, .closureArgument:
            false
        }
    }

    /// `self.name(arguments)`, with an optional trailing closure: the call of a method or of a
    /// static function.
    func invoking(_ name: String, _ arguments: [Argument] = [], trailing: Closure? = nil) -> Expression {
        .call(.member(self, name), arguments, trailing: trailing)
    }
}

extension Expression {
    /// The Swift literal of a column default (its SQL text for an SQL default).
    static func literal(_ value: DefaultValue) -> Expression {
        switch value {
        case .integer(let number): .integer(Int(number))
        case .real(let number): .real(number)
        case .text(let text), .sql(let text): .string(text)
        case .boolean(let flag): .boolean(flag)
        }
    }

    /// The Swift literal of a seed value, bound as a statement argument.
    static func literal(_ value: InsertValue) -> Expression {
        switch value {
        case .null: .nilLiteral
        case .integer(let number): .integer(Int(number))
        case .real(let number): .real(number)
        case .text(let text): .string(text)
        case .boolean(let flag): .boolean(flag)
        }
    }
}

extension Declaration.Kind {
    /// Whether the declaration is an enum case, with or without associated values.
    var isEnumCase: Bool {
        switch self {
        case .enumCase, .labeledEnumCase: true
        default: false
        }
    }
}

/// A labeled associated value of an enum case: `listID: UUID`.
struct EnumCaseValue: Sendable, Equatable {
    var label: String
    var type: TypeReference
}
