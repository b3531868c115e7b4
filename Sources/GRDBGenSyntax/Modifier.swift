/// A declaration modifier, printed before the declaration's keyword.
public enum Modifier: String, Sendable, Equatable {
    case `public`
    case `private`
    case `static`
    /// `private(set)`: the setter of a property is private.
    case privateSet = "private(set)"
    case mutating
    case nonisolated
}
