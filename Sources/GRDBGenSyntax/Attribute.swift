/// An attribute, printed on its own line above a declaration.
public enum Attribute: Sendable, Equatable {
    /// `@discardableResult`.
    case discardableResult
    /// `@MainActor`.
    case mainActor
    /// `@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)`: where the Observation framework is.
    case availableWithObservation

    /// The attribute as Swift writes it.
    public var text: String {
        switch self {
        case .discardableResult: "@discardableResult"
        case .mainActor: "@MainActor"
        case .availableWithObservation: "@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)"
        }
    }
}
