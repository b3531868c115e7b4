extension Expression {
    /// `uuid.uuidString.lowercased()` (`uuid?.uuidString.lowercased()` for an optional): the
    /// text a `uuid` column stored as text holds, in `encode(to:)` and in key lookups alike.
    static func uuidText(_ uuid: Expression, optional: Bool = false) -> Expression {
        Expression.member(optional ? .optionalChain(uuid) : uuid, "uuidString").invoking("lowercased")
    }
}
