import GRDB

/// A generated record that is `Equatable` and `Hashable` by the values it stores: two records are
/// equal when they would store the same row (GRDB's `databaseEquals(_:)`), whatever their Swift
/// values (two dates within the precision of their column are equal).
///
/// Records conform by default (`hashable:` unset in schema.yaml), so that `store.live(…)` and
/// `store.observe(…)` skip values equal to the last, `.task(id:)` and `onChange(of:)` compare,
/// and records go in sets; `hashable: true` makes Swift write a conformance that compares each
/// property instead, `hashable: false` gives none. The conformance is written here once, not in
/// every record, which keeps the generated code fast to compile.
///
/// ```swift
/// let a = Item(id: 1, name: "Apple"), b = Item(id: 1, name: "Apple")
/// a == b                  // true
/// Set([a, b]).count       // 1
/// ```
public protocol DatabaseHashable: Hashable, EncodableRecord {}

extension DatabaseHashable {
    /// Whether the two records store the same values: GRDB's `databaseEquals(_:)` (false when
    /// one cannot be encoded).
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.databaseEquals(rhs)
    }

    /// Hashes the values the record stores, as ``==(_:_:)`` compares them.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(try? databaseDictionary)
    }
}
