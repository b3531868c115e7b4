/// An attribute, printed on its own line above a declaration.
enum Attribute: Sendable, Equatable {
    /// `@discardableResult`.
    case discardableResult

    /// The attribute as Swift writes it.
    var text: String {
        switch self {
        case .discardableResult: "@discardableResult"
        }
    }
}
