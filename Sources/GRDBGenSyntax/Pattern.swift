/// The pattern of a `case` of a `switch`.
public enum Pattern: Sendable, Equatable {
    /// Values the subject is compared with: `case "a", "b":`.
    case values([Expression])
    /// An enum case whose associated values are bound to names: `case .name(let direction):`.
    case enumCase(String, binding: [String])
}
