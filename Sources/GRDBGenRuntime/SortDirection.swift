/// The direction of an ordering of generated records: `Item.Ordering.name(.descending)`.
public enum SortDirection: String, Hashable, Sendable, CaseIterable {
    /// Smallest first.
    case ascending
    /// Largest first.
    case descending
}
