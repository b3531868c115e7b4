import GRDB

/// A record whose primary key SQLite chooses on insert (`primaryKey: autoincrement` in
/// schema.yaml).
///
/// Its default `didInsert(_:)` sets the key to the id of the inserted row, as the `didInsert(_:)`
/// of a hand-written GRDB record does. The callback stays yours: a record that declares its own
/// `didInsert(_:)` in an extension sets the key itself, as in GRDB's documentation:
///
/// ```swift
/// extension Item {
///     mutating func didInsert(_ inserted: InsertionSuccess) {
///         id = inserted.rowID
///         print("inserted", id!)
///     }
/// }
/// ```
public protocol AutoIncrementedRecord: MutablePersistableRecord {
    /// The record's primary key, which SQLite chooses on insert: `\.id`.
    static var autoIncrementedKey: WritableKeyPath<Self, Int64?> { get }
}

extension AutoIncrementedRecord {
    /// Sets the primary key to the id of the inserted row.
    @inlinable
    public mutating func didInsert(_ inserted: InsertionSuccess) {
        self[keyPath: Self.autoIncrementedKey] = inserted.rowID
    }
}
