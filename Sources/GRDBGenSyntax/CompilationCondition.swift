/// The condition of an `#if` block.
public indirect enum CompilationCondition: Sendable, Equatable {
    /// A flag set by the build: `DEBUG`.
    case flag(String)
    /// `canImport(Module)`.
    case canImport(String)
    /// `a || b`.
    case or(CompilationCondition, CompilationCondition)

    /// The condition as Swift writes it.
    public var text: String {
        switch self {
        case .flag(let name): name
        case .canImport(let module): "canImport(\(module))"
        case .or(let lhs, let rhs): lhs.text + " || " + rhs.text
        }
    }
}
