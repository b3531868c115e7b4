/// Whether two values of an observation are equal, when their type is `Equatable` (checked at run
/// time, so that a conditional conformance counts: `[Item]` of `Equatable` items); nil otherwise.
///
/// The store's observations (`observe`, `publisher`) skip a value equal to the one before it, as
/// live values do: GRDB's `ValueObservation` may notify the same value again after a transaction
/// that changed the tables it reads but not its result.
func repeatsValue(_ previous: Any, _ next: Any) -> Bool {
    guard let previous = previous as? any Equatable else { return false }
    return previous.isEqual(to: next)
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}
