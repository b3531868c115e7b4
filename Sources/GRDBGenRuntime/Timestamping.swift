import Foundation
import GRDB

/// A value with creation and modification dates (`timestamps:` of a table): a generated record,
/// or its `Draft`. The dates are optional, nil until the row is inserted, as GRDB's documentation
/// of record timestamps has them.
public protocol Timestamping {
    /// The type of the creation date: `Date`, or ``UnixSeconds`` and ``UnixMilliseconds`` for a
    /// column of Unix time.
    associatedtype CreatedTimestamp: TimestampValue = Date
    /// The type of the modification date.
    associatedtype UpdatedTimestamp: TimestampValue = Date
    /// The creation date, set on insert when nil: `\.createdAt`; nil when the table has none.
    static var createdTimestamp: WritableKeyPath<Self, CreatedTimestamp?>? { get }
    /// The modification date, set on insert when nil and by every update of the store:
    /// `\.updatedAt`; nil when the table has none.
    static var updatedTimestamp: WritableKeyPath<Self, UpdatedTimestamp?>? { get }
}

/// The value of a timestamp, made from the transaction date: a `Date`, or a date stored as Unix
/// time (``UnixSeconds``, ``UnixMilliseconds``).
public protocol TimestampValue {
    /// The value of a date (rounded down to the unit of Unix time).
    init(timestamp date: Date)
}

extension Date: TimestampValue {
    /// The date itself.
    public init(timestamp date: Date) { self = date }
}

extension Timestamping {
    /// Sets the creation and modification dates that are nil to the transaction date
    /// (`db.transactionDate`, the same for every write of a transaction, and the date of
    /// `Configuration.transactionClock` in tests).
    @inlinable
    public mutating func initializeTimestamps(_ db: Database) throws {
        let date = try db.transactionDate
        if let created = Self.createdTimestamp, self[keyPath: created] == nil {
            self[keyPath: created] = CreatedTimestamp(timestamp: date)
        }
        if let updated = Self.updatedTimestamp, self[keyPath: updated] == nil {
            self[keyPath: updated] = UpdatedTimestamp(timestamp: date)
        }
    }
}

/// A generated record of a table with `timestamps:`, a `Timestamping` record: the `TimestampedRecord` of GRDB's
/// article /// "Record Timestamps and Transaction Date", written once here (named apart from it, as apps copy
/// GRDB's sample into their own code).
///
/// - An insert sets the dates that are nil to the transaction date (``willInsert(_:)``), by every
///   path: `insert`, `save`, `insertAndFetch`, a `Draft`, GRDB's generic methods.
/// - ``updateWithTimestamp(_:onConflict:)``, ``saveWithTimestamp(_:onConflict:)``,
///   ``updateChangesWithTimestamp(_:modify:)`` and ``touch(_:)`` move the modification date to
///   the transaction date; the store's `update(&record)` and `save(&record)` call them.
/// - GRDB's own `update(_:)` writes the record as it is, as GRDB's documentation explains (it is
///   not mutating; an app may want to write without moving the date).
///
/// ```swift
/// var login = Login(title: "Mail")
/// try store.insert(&login)          // login.createdAt == login.updatedAt == the transaction date
/// login.title = "Email"
/// try store.update(&login)          // login.updatedAt moves
/// ```
///
/// A record that declares its own `willInsert(_:)` calls ``Timestamping/initializeTimestamps(_:)``
/// from it.
extension Timestamping where Self: MutablePersistableRecord {
    /// Sets the creation and modification dates that are nil to the transaction date.
    @inlinable
    public mutating func willInsert(_ db: Database) throws {
        try initializeTimestamps(db)
    }

    /// Sets the modification date to the transaction date, then updates every column (GRDB's
    /// `update(_:onConflict:)`, callbacks and all).
    @inlinable
    public mutating func updateWithTimestamp(
        _ db: Database, onConflict conflictResolution: Database.ConflictResolution? = nil
    ) throws {
        if let updated = Self.updatedTimestamp {
            self[keyPath: updated] = UpdatedTimestamp(timestamp: try db.transactionDate)
        }
        try update(db, onConflict: conflictResolution)
    }

    /// Updates the row with the record's key, its modification date moved to the transaction
    /// date; inserts the record when its key is nil or no row has it.
    @inlinable
    public mutating func saveWithTimestamp(
        _ db: Database, onConflict conflictResolution: Database.ConflictResolution? = nil
    ) throws {
        do {
            try updateWithTimestamp(db, onConflict: conflictResolution)
        } catch RecordError.recordNotFound {
            // A nil key, or no row has it: an insert, with the same transaction date.
            try insert(db, onConflict: conflictResolution)
        }
    }

    /// Modifies the record, and when that changes a column, moves the modification date and
    /// updates the changed columns. Returns whether the record changed.
    @discardableResult
    @inlinable
    public mutating func updateChangesWithTimestamp(_ db: Database, modify: (inout Self) throws -> Void) throws -> Bool
    {
        let changes = try databaseChanges(modify: modify)
        if changes.isEmpty { return false }
        var columns = Set(changes.keys)
        if let updated = Self.updatedTimestamp {
            let date = UpdatedTimestamp(timestamp: try db.transactionDate)
            columns.formUnion(try databaseChanges { $0[keyPath: updated] = date }.keys)
        }
        try update(db, columns: columns)
        return true
    }

    /// Moves the modification date to the transaction date and writes that column only.
    @inlinable
    public mutating func touch(_ db: Database) throws {
        guard let updated = Self.updatedTimestamp else { return }
        let date = UpdatedTimestamp(timestamp: try db.transactionDate)
        try updateChanges(db) { $0[keyPath: updated] = date }
    }
}

extension DatabaseStore {
    /// Updates a record with timestamps in a write transaction, its modification date moved to the
    /// transaction date (``Timestamping/updateWithTimestamp(_:onConflict:)``).
    @inlinable
    public func update<Record: GeneratedRecord & Timestamping & MutablePersistableRecord>(_ record: inout Record) throws
    {
        try writer.write { db in try record.updateWithTimestamp(db) }
    }

    /// Updates the row of a record with timestamps, its modification date moved to the
    /// transaction date; pass the record `inout` (`update(&record)`) for the record to hold the
    /// new date too.
    @inlinable
    public func update<Record: GeneratedRecord & Timestamping & MutablePersistableRecord>(_ record: Record) throws {
        var record = record
        try update(&record)
    }

    /// Inserts or updates a record with timestamps in a write transaction: an insert sets the dates
    /// that are nil, an update moves the modification date
    /// (``Timestamping/saveWithTimestamp(_:onConflict:)``).
    @inlinable
    public func save<Record: GeneratedRecord & Timestamping & MutablePersistableRecord>(_ record: inout Record) throws {
        try writer.write { db in try record.saveWithTimestamp(db) }
    }

    /// Updates a record with timestamps without blocking the caller, its modification date moved.
    @inlinable
    public func update<Record: GeneratedRecord & Timestamping & MutablePersistableRecord & Sendable>(
        _ record: inout Record
    ) async throws {
        try await write(&record) { record, db in try record.updateWithTimestamp(db) }
    }

    /// Updates the row of a record with timestamps without blocking the caller, its modification
    /// date moved (pass it `inout` for the record to hold the new date too).
    @inlinable
    public func update<Record: GeneratedRecord & Timestamping & MutablePersistableRecord & Sendable>(
        _ record: Record
    ) async throws {
        var record = record
        try await update(&record)
    }

    /// Inserts or updates a record with timestamps without blocking the caller.
    @inlinable
    public func save<Record: GeneratedRecord & Timestamping & MutablePersistableRecord & Sendable>(
        _ record: inout Record
    ) async throws {
        try await write(&record) { record, db in try record.saveWithTimestamp(db) }
    }
}

extension RecordDraft where Self: Timestamping {
    /// Sets the draft's timestamps from the transaction date, as the record's insert does.
    public mutating func willInsertDraft(_ db: Database) throws {
        try initializeTimestamps(db)
    }
}
