import GRDB

/// A record without the key SQLite chooses (`drafts: true` in schema.yaml): what the app fills
/// in before the row exists. Inserting it returns the full record, with its key and the defaults
/// SQLite filled in.
///
/// ```swift
/// let item = try store.insert(Item.Draft(name: "Apples"))      // an Item with its id
/// let other = try Item.Draft(name: "Pears").insertAndFetch(db)  // in a transaction of the app's
/// ```
public protocol RecordDraft: PersistableRecord {
    /// The record of the row the draft inserts.
    associatedtype Record: FetchableRecord & TableRecord
}

extension RecordDraft {
    /// The table of the record.
    public static var databaseTableName: String { Record.databaseTableName }

    /// Inserts the draft and returns the full record: its key and the defaults SQLite filled in.
    public func insertAndFetch(_ db: Database) throws -> Record {
        try insertAndFetch(db, as: Record.self)
    }
}

extension DatabaseStore {
    /// Inserts a draft in a write transaction, and returns the full record: its key and the
    /// defaults SQLite filled in.
    @discardableResult
    public func insert<Draft: RecordDraft>(_ draft: Draft) throws -> Draft.Record {
        try writer.write { db in try draft.insertAndFetch(db) }
    }

    /// Inserts a draft without blocking the caller, and returns the full record.
    @discardableResult
    public func insert<Draft: RecordDraft & Sendable>(
        _ draft: Draft
    ) async throws -> Draft.Record where Draft.Record: Sendable {
        try await writer.write { db in try draft.insertAndFetch(db) }
    }
}
