import Foundation
import GRDB

// The persistence callbacks of the conformance records, two ways a user writes them.

// MARK: - In an extension of the generated record

/// `Player` (a key SQLite chooses) declares every callback itself. Its `didInsert(_:)` replaces
/// the default of `AutoIncrementedRecord`, so it sets the id, as GRDB's documentation does.
extension Player {
    public func willSave(_ db: Database) throws { try CallbackLog.shared.will("player.willSave") }

    public func aroundSave(_ db: Database, save: () throws -> PersistenceSuccess) throws {
        try CallbackLog.shared.around("player.aroundSave", save)
    }

    public func didSave(_ saved: PersistenceSuccess) { CallbackLog.shared.didSave("player", saved) }

    public mutating func willInsert(_ db: Database) throws {
        try CallbackLog.shared.will("player.willInsert")
        // A callback may change the record before it is inserted.
        if name.hasSuffix("!") { name = name.uppercased() }
    }

    public func aroundInsert(_ db: Database, insert: () throws -> InsertionSuccess) throws {
        try CallbackLog.shared.around("player.aroundInsert", insert)
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
        CallbackLog.shared.didInsert("player", inserted)
    }

    public func willUpdate(_ db: Database, columns: Set<String>) throws {
        try CallbackLog.shared.will("player.willUpdate\(describe(columns))")
    }

    public func aroundUpdate(_ db: Database, columns: Set<String>, update: () throws -> PersistenceSuccess) throws {
        try CallbackLog.shared.around("player.aroundUpdate", update)
    }

    public func didUpdate(_ updated: PersistenceSuccess) { CallbackLog.shared.log("player.didUpdate") }

    public func willDelete(_ db: Database) throws { try CallbackLog.shared.will("player.willDelete") }

    public func aroundDelete(_ db: Database, delete: () throws -> Bool) throws {
        try CallbackLog.shared.around("player.aroundDelete", delete)
    }

    public func didDelete(deleted: Bool) { CallbackLog.shared.log("player.didDelete(\(deleted))") }
}

// MARK: - Through a protocol of the app

/// A protocol of the app that gives its records logged callbacks, as GRDB's
/// `TimestampedRecord` sample gives `willInsert(_:)`.
public protocol LoggedRecord: PersistableRecord {}

extension LoggedRecord {
    static var name: String { databaseTableName }

    public func willSave(_ db: Database) throws { try CallbackLog.shared.will("\(Self.name).willSave") }

    public func aroundSave(_ db: Database, save: () throws -> PersistenceSuccess) throws {
        try CallbackLog.shared.around("\(Self.name).aroundSave", save)
    }

    public func didSave(_ saved: PersistenceSuccess) { CallbackLog.shared.didSave(Self.name, saved) }

    public func willInsert(_ db: Database) throws { try CallbackLog.shared.will("\(Self.name).willInsert") }

    public func aroundInsert(_ db: Database, insert: () throws -> InsertionSuccess) throws {
        try CallbackLog.shared.around("\(Self.name).aroundInsert", insert)
    }

    public func didInsert(_ inserted: InsertionSuccess) { CallbackLog.shared.didInsert(Self.name, inserted) }

    public func willUpdate(_ db: Database, columns: Set<String>) throws {
        try CallbackLog.shared.will("\(Self.name).willUpdate\(describe(columns))")
    }

    public func aroundUpdate(_ db: Database, columns: Set<String>, update: () throws -> PersistenceSuccess) throws {
        try CallbackLog.shared.around("\(Self.name).aroundUpdate", update)
    }

    public func didUpdate(_ updated: PersistenceSuccess) { CallbackLog.shared.log("\(Self.name).didUpdate") }

    public func willDelete(_ db: Database) throws { try CallbackLog.shared.will("\(Self.name).willDelete") }

    public func aroundDelete(_ db: Database, delete: () throws -> Bool) throws {
        try CallbackLog.shared.around("\(Self.name).aroundDelete", delete)
    }

    public func didDelete(deleted: Bool) { CallbackLog.shared.log("\(Self.name).didDelete(\(deleted))") }
}

extension Country: LoggedRecord {}
extension Word: LoggedRecord {}
extension Device: LoggedRecord {}
extension Token: LoggedRecord {}
extension Enrollment: LoggedRecord {}

extension Country {
    /// A user's conflict policy: inserting a country whose code or name exists replaces the old
    /// row; an update that would duplicate a name is ignored.
    public static let persistenceConflictPolicy = PersistenceConflictPolicy(insert: .replace, update: .ignore)
}

// MARK: - GRDB's timestamps pattern

/// GRDB's `TimestampedRecord` sample (RecordTimestamps.md), as an app copies it.
public protocol TimestampedRecord: MutablePersistableRecord {
    var creationDate: Date? { get set }
    var modificationDate: Date? { get set }
}

extension TimestampedRecord {
    /// Sets both dates to the transaction date, if they are not set yet.
    public mutating func willInsert(_ db: Database) throws {
        try initializeTimestamps(db)
    }

    /// Sets `creationDate` and `modificationDate` to the transaction date, if they are nil.
    public mutating func initializeTimestamps(_ db: Database) throws {
        if creationDate == nil {
            creationDate = try db.transactionDate
        }
        if modificationDate == nil {
            modificationDate = try db.transactionDate
        }
    }

    /// Sets `modificationDate`, and updates all columns.
    public mutating func updateWithTimestamp(_ db: Database, modificationDate: Date? = nil) throws {
        self.modificationDate = try modificationDate ?? db.transactionDate
        try update(db)
    }

    /// Modifies the record, and if it changed, sets `modificationDate` and updates the changed
    /// columns.
    @discardableResult
    public mutating func updateChangesWithTimestamp(
        _ db: Database, modificationDate: Date? = nil, modify: (inout Self) -> Void
    ) throws -> Bool {
        // Grab the changes performed by `modify`
        let initialChanges = try databaseChanges(modify: modify)
        if initialChanges.isEmpty {
            return false
        }

        // Update modification date and grab its column name
        let dateChanges = try databaseChanges(modify: {
            $0.modificationDate = try modificationDate ?? db.transactionDate
        })

        // Update the modified columns
        let modifiedColumns = Set(initialChanges.keys).union(dateChanges.keys)
        try update(db, columns: modifiedColumns)
        return true
    }

    /// Sets `modificationDate`, and updates it in the database if the record was modified.
    public mutating func touch(_ db: Database, modificationDate: Date? = nil) throws {
        try updateChanges(db) {
            $0.modificationDate = try modificationDate ?? db.transactionDate
        }
    }
}

/// `Article` (a key SQLite chooses) takes its `willInsert(_:)` from the app's protocol and its
/// `didInsert(_:)` from `AutoIncrementedRecord`.
extension Article: TimestampedRecord {}
