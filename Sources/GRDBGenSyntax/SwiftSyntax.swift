/// A small Swift syntax tree: what the generated code is made of. Renderers build trees;
/// ``SwiftPrinter`` alone turns them into text, and so alone decides identifier escaping,
/// literal quoting, commas, blank lines and line wrapping.

/// A Swift source file: a header comment, imports, declarations (in sections, each after its
/// `// MARK: -` line, when a file gathers several).
public struct SwiftFile: Sendable, Equatable {
    /// The lines of the `//` comment at the top, without `// `.
    public var header: [String] = []
    /// The modules to import, in order.
    public var imports: [String] = []
    /// The SPI group a module is imported with, by module: `["GRDBGenRuntime": "Generated"]` prints
    /// `@_spi(Generated) import GRDBGenRuntime`.
    public var spiGroups: [String: String] = [:]
    /// The top-level declarations, in sections, separated by blank lines.
    public var sections: [Section] = []

    /// Top-level declarations, after a `// MARK: - title` line when the title is set.
    public struct Section: Sendable, Equatable {
        /// The title of the `// MARK: -` line; nil for none.
        public var mark: String?
        /// The declarations, in order.
        public var declarations: [Declaration]

        /// A section, after its `// MARK: -` line when `mark` is set.
        public init(mark: String? = nil, declarations: [Declaration]) {
            self.mark = mark
            self.declarations = declarations
        }
    }

    /// A file of one section without a mark.
    public init(header: [String] = [], imports: [String] = [], declarations: [Declaration] = []) {
        self.header = header
        self.imports = imports
        self.sections = declarations.isEmpty ? [] : [Section(declarations: declarations)]
    }

    /// A file of sections.
    public init(header: [String], imports: [String], sections: [Section]) {
        self.header = header
        self.imports = imports
        self.sections = sections
    }
}

/// A declaration, with its doc comment and modifiers.
public struct Declaration: Sendable, Equatable {
    /// The doc comment, printed as `///` lines; nil for none.
    public var doc: String?
    /// `public`, `static`, `mutating`…, in order.
    public var modifiers: [Modifier] = []
    /// Attributes printed on their own line above the declaration: `@discardableResult`.
    public var attributes: [Attribute] = []
    /// What is declared.
    public var kind: Kind
    /// Whether a function is `async` (printed before `throws`).
    public var isAsync = false

    /// What a declaration declares.
    public indirect enum Kind: Sendable, Equatable {
        /// `struct Name: A, B { members }`.
        case structure(name: String, inherits: [TypeReference] = [], members: [Declaration])
        /// `enum Name: A { members }`.
        case enumeration(name: String, inherits: [TypeReference] = [], members: [Declaration])
        /// `extension Type: A { members }`.
        case extensionOf(type: TypeReference, inherits: [TypeReference] = [], members: [Declaration])
        /// `func name(parameters) throws -> Result { body }`.
        case function(
            name: String, parameters: [Parameter], throwing: Bool = false, result: TypeReference? = nil,
            body: [Statement])
        /// `init(parameters) throws { body }`.
        case initializer(parameters: [Parameter], throwing: Bool = false, body: [Statement])
        /// `let name: Type = value`, or `var name: Type { getter }` when `getter` is set.
        case variable(
            isLet: Bool = false, name: String, type: TypeReference? = nil, value: Expression? = nil,
            getter: [Statement]? = nil)
        /// `case name`, `case name = "raw"`, `case name(A, B)`.
        case enumCase(name: String, rawValue: Expression? = nil, associatedTypes: [TypeReference] = [])
        /// `#if condition` … `#endif`.
        case conditional(condition: CompilationCondition, declarations: [Declaration])
        /// `typealias Name = Type`.
        case typeAlias(name: String, type: TypeReference)
        /// `case name(label: Type, …)`: a case with labeled associated values.
        case labeledEnumCase(name: String, values: [EnumCaseValue])
    }

    /// A declaration of `kind`, with its doc comment, modifiers and attributes.
    public init(
        doc: String? = nil, modifiers: [Modifier] = [], attributes: [Attribute] = [], _ kind: Kind
    ) {
        self.doc = doc
        self.modifiers = modifiers
        self.attributes = attributes
        self.kind = kind
    }
}

/// A parameter of a function or initializer: `label name: Type = default`, `_ name: inout Type`.
public struct Parameter: Sendable, Equatable {
    /// The argument label when it differs from the name; `_` for none.
    public var label: String?
    /// The name.
    public var name: String
    /// The type.
    public var type: TypeReference
    /// Whether the argument is passed `inout`.
    public var isInout: Bool
    /// Whether a closure argument is `@escaping`.
    public var isEscaping = false
    /// The default argument; nil for none.
    public var defaultValue: Expression?

    /// A parameter `label name: type = defaultValue`.
    public init(
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
public indirect enum Expression: Sendable, Equatable {
    /// A name, escaped with backticks when it is a keyword: `item`, `` `default` ``.
    case identifier(String)
    /// `base.name`; the name is escaped when needed.
    case member(Expression, String)
    /// `.name`.
    case implicitMember(String)
    /// A string literal; the printer picks the form: `"…"`, `#"…"#` or `"""` lines.
    case string(String)
    /// A string literal with interpolations, `"\(Columns.name) LIKE \(value: 0)"`; the printer
    /// picks the form, as for ``string(_:)``.
    case interpolatedString([StringPart])
    /// An integer literal.
    case integer(Int)
    /// A floating-point literal, as Swift prints the `Double`: `0.0`, `2.5`.
    case real(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// `nil`.
    case nilLiteral
    /// `function(label: value, …)`, with an optional trailing closure.
    case call(Expression, [Argument], trailing: Closure? = nil)
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
    /// `(a, b)`: a tuple.
    case tuple([Expression])
}

/// A part of an interpolated string literal: text, or `\(arguments)`.
public enum StringPart: Sendable, Equatable {
    case text(String)
    case interpolation([Argument])
}

/// One entry of a dictionary literal: `key: value`.
public struct DictionaryEntry: Sendable, Equatable {
    /// The key.
    public var key: Expression
    /// The value.
    public var value: Expression

    /// An entry `key: value`.
    public init(key: Expression, value: Expression) {
        self.key = key
        self.value = value
    }
}

/// An argument of a call: `label: value`.
public struct Argument: Sendable, Equatable {
    /// The argument label; nil for none.
    public var label: String?
    /// The value.
    public var value: Expression

    /// The argument `label: value` (`value` alone without a label).
    public init(_ label: String? = nil, _ value: Expression) {
        self.label = label
        self.value = value
    }
}

/// A closure: `{ parameters in statements }`.
public struct Closure: Sendable, Equatable {
    /// The names of the parameters; none for `$0` or no parameter.
    public var parameters: [String] = []
    /// The statements.
    public var body: [Statement]
    /// Whether the body goes on lines of its own even when it would fit on one: the body of
    /// `db.create(table:)`, of a migration.
    public var isBlock = false

    /// A closure of these parameters and statements; `isBlock` prints it on several lines.
    public init(parameters: [String] = [], body: [Statement], isBlock: Bool = false) {
        self.parameters = parameters
        self.body = body
        self.isBlock = isBlock
    }
}

/// One case of a `switch`: `case pattern: body`.
public struct SwitchCase: Sendable, Equatable {
    /// The pattern; nil for `default`.
    public var pattern: Pattern?
    /// The statements.
    public var body: [Statement]

    /// A `case pattern:` (`default:` when `pattern` is nil) and its statements.
    public init(pattern: Pattern?, body: [Statement]) {
        self.pattern = pattern
        self.body = body
    }
}

/// A statement.
public indirect enum Statement: Sendable, Equatable {
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
    /// (`[try StoredText.json(tags)]`), so that its function must be `throws`.
    public var containsTry: Bool {
        switch self {
        case .tryExpression, .tryAwait: true
        case .member(let base, _), .optionalChain(let base), .parenthesized(let base), .inOut(let base):
            base.containsTry
        case .call(let function, let arguments, _): function.containsTry || arguments.contains { $0.value.containsTry }
        case .subscriptOf(let base, let arguments): base.containsTry || arguments.contains { $0.value.containsTry }
        case .array(let elements), .tuple(let elements): elements.contains { $0.containsTry }
        case .binary(let lhs, _, let rhs): lhs.containsTry || rhs.containsTry
        case .dictionary(let entries): entries.contains { $0.key.containsTry || $0.value.containsTry }
        case .interpolatedString(let parts):
            parts.contains {
                if case .interpolation(let arguments) = $0 {
                    arguments.contains { $0.value.containsTry }
                } else {
                    false
                }
            }
        case .identifier, .implicitMember, .string, .integer, .real, .boolean, .nilLiteral, .closure, .keyPath,
            .switchExpression, .metatype, .optionalBinding, .closureArgument:
            false
        }
    }

    /// `self.name(arguments)`, with an optional trailing closure: the call of a method or of a
    /// static function.
    public func invoking(_ name: String, _ arguments: [Argument] = [], trailing: Closure? = nil) -> Expression {
        .call(.member(self, name), arguments, trailing: trailing)
    }
}

extension Declaration.Kind {
    /// Whether the declaration is an enum case, with or without associated values.
    public var isEnumCase: Bool {
        switch self {
        case .enumCase, .labeledEnumCase: true
        default: false
        }
    }
}

/// A labeled associated value of an enum case: `listID: UUID`.
public struct EnumCaseValue: Sendable, Equatable {
    /// The label.
    public var label: String
    /// The type.
    public var type: TypeReference

    /// An associated value `label: type`.
    public init(label: String, type: TypeReference) {
        self.label = label
        self.type = type
    }
}
