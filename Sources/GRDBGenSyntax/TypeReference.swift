/// A reference to a Swift type, as a declaration, parameter, result or metatype names it.
///
/// ```swift
/// TypeReference.named("Item").optional                          // Item?
/// TypeReference.generic("QueryInterfaceRequest", [.named("Item")]) // QueryInterfaceRequest<Item>
/// TypeReference(parsing: "[String: Tag]")                        // .dictionary(.named("String"), .named("Tag"))
/// ```
public indirect enum TypeReference: Sendable, Hashable, CustomStringConvertible {
    /// A type by its name: `Int64`, `Item`, `Database`.
    case named(String)
    /// A type nested in another: `Item.Columns`.
    case member(TypeReference, String)
    /// A generic type and its arguments: `QueryInterfaceRequest<Item>`.
    case generic(TypeReference, [TypeReference])
    /// `Wrapped?`.
    case optional(TypeReference)
    /// `[Element]`.
    case array(TypeReference)
    /// `[Key: Value]`.
    case dictionary(TypeReference, TypeReference)
    /// `any Protocol`.
    case existential(TypeReference)
    /// `@Sendable (Parameters) throws -> Result`: a closure that may run on any thread and throw.
    case sendableFunction(parameters: [TypeReference], result: TypeReference)
    /// `(label: Type, …)`: a tuple of labeled elements.
    case tuple(labels: [String], types: [TypeReference])

    /// The optional of this type: `Item?`.
    public var optional: TypeReference { .optional(self) }

    /// A type nested in this one: `Item.Draft`.
    public func member(_ name: String) -> TypeReference { .member(self, name) }

    /// A generic type of this name: `AsyncValueObservation<[Item]>`.
    public static func generic(_ name: String, _ arguments: [TypeReference]) -> TypeReference {
        .generic(.named(name), arguments)
    }

    /// Whether this is a function type, which its optional wraps in parentheses: `(@Sendable () throws -> Void)?`.
    public var isFunction: Bool {
        if case .sendableFunction = self { true } else { false }
    }

    /// Whether this is a name, or a name nested in others: `Money`, `Money.Currency`.
    public var isNameOrNestedName: Bool {
        switch self {
        case .named: true
        case .member(let base, _): base.isNameOrNestedName
        default: false
        }
    }

    /// The type as Swift writes it (``SwiftPrinter`` prints it).
    public var description: String { SwiftPrinter.text(of: self) }
}

extension TypeReference {
    /// The type written in schema.yaml (`swift.type`), or `nil` when it is not one that GRDBGen
    /// reads: names and nested names (`Tag`, `Item.Kind`), optionals (`Tag?`), arrays (`[Tag]`),
    /// dictionaries (`[String: Tag]`) and generic types (`Set<Tag>`), spaces allowed between them.
    public init?(parsing text: String) {
        var parser = TypeParser(text: Array(text.unicodeScalars))
        guard let type = parser.type(), parser.atEnd else { return nil }
        self = type
    }
}

/// Reads a Swift type from text: what ``TypeReference/init(parsing:)`` accepts.
private struct TypeParser {
    let text: [Unicode.Scalar]
    var position = 0

    var atEnd: Bool {
        mutating get {
            skipSpaces()
            return position == text.count
        }
    }

    mutating func skipSpaces() {
        while position < text.count, text[position] == " " { position += 1 }
    }

    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        skipSpaces()
        guard position < text.count, text[position] == scalar else { return false }
        position += 1
        return true
    }

    mutating func identifier() -> String? {
        skipSpaces()
        let start = position
        while position < text.count,
            text[position] == "_" || text[position].properties.isAlphabetic
                || (position > start && ("0"..."9").contains(text[position]))
        {
            position += 1
        }
        return position > start ? String(String.UnicodeScalarView(text[start..<position])) : nil
    }

    mutating func type() -> TypeReference? {
        var result: TypeReference
        if take("[") {
            guard let element = type() else { return nil }
            if take(":") {
                guard let value = type(), take("]") else { return nil }
                result = .dictionary(element, value)
            } else {
                guard take("]") else { return nil }
                result = .array(element)
            }
        } else {
            guard let name = identifier() else { return nil }
            if name == "any" {
                guard let base = type() else { return nil }
                return .existential(base)
            }
            result = .named(name)
            while true {
                if take("<") {
                    var arguments: [TypeReference] = []
                    repeat {
                        guard let argument = type() else { return nil }
                        arguments.append(argument)
                    } while take(",")
                    guard take(">") else { return nil }
                    result = .generic(result, arguments)
                } else if take(".") {
                    guard let member = identifier() else { return nil }
                    result = .member(result, member)
                } else {
                    break
                }
            }
        }
        while take("?") { result = .optional(result) }
        return result
    }
}
