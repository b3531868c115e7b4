import GRDB

/// A record without the key SQLite fills in (a `Draft`, generated for every table whose key
/// SQLite chooses or fills from an SQL default; `drafts: false` turns them off): what the app
/// fills in before the row exists. Inserting it returns the full record, with its key and the
/// defaults SQLite filled in.
///
/// ```swift
/// let item = try store.insert(Item.Draft(name: "Apples"))      // an Item with its id
/// let other = try Item.Draft(name: "Pears").insertAndFetch(db)  // in a transaction of the app's
/// ```
///
/// A draft gives its table's columns (`encode(to:)`); GRDB inserts it through one generic record,
/// `DraftInsertion`, written once here rather than a GRDB conformance in every draft: its
/// insert is GRDB's `insertAndFetch(_:onConflict:as:)`, transaction observers and errors included.
public protocol RecordDraft {
    /// The record of the row the draft inserts: the draft itself, unless it says otherwise.
    associatedtype Record: FetchableRecord & TableRecord = Self

    /// Encodes the draft into the columns of its table; a nil value with a database default is
    /// left out, so that SQLite fills it in.
    func encode(to container: inout PersistenceContainer) throws

    /// Called before the draft is inserted: a draft of a table with `timestamps:` sets its dates
    /// (``Timestamping``), as the record's insert does. Nothing by default.
    mutating func willInsertDraft(_ db: Database) throws
}

extension RecordDraft {
    /// Nothing: a draft without timestamps.
    public mutating func willInsertDraft(_ db: Database) throws {}

    /// Inserts the draft and returns the full record: its key and the defaults SQLite filled in.
    ///
    /// A record that is its own draft (`Item.Draft` is `Item`, its key nil) is inserted by GRDB's
    /// `insertAndFetch(_:onConflict:)` of the record, callbacks included; that method is also the
    /// one `item.insertAndFetch(db)` calls.
    @_disfavoredOverload
    public func insertAndFetch(
        _ db: Database, onConflict conflictResolution: Database.ConflictResolution? = nil
    ) throws -> Record {
        if let record = self as? any (MutablePersistableRecord & FetchableRecord) {
            return try Self.insertRecord(record, db, conflictResolution) as! Record
        }
        var draft = self
        try draft.willInsertDraft(db)
        return try DraftInsertion(draft).insertAndFetch(db, onConflict: conflictResolution, as: Record.self)
    }

    /// The draft with the dates of its `timestamps:` that are nil set to the transaction date.
    private static func insertRecord<Inserted: MutablePersistableRecord & FetchableRecord>(
        _ record: Inserted, _ db: Database, _ conflictResolution: Database.ConflictResolution?
    ) throws -> Inserted {
        try record.insertAndFetch(db, onConflict: conflictResolution)
    }
}

/// The GRDB record of a draft's insert: the draft's table and columns. ``RecordDraft`` inserts
/// through it.
struct DraftInsertion<Draft: RecordDraft>: PersistableRecord {
    /// The draft.
    var draft: Draft

    /// The record of a draft.
    init(_ draft: Draft) {
        self.draft = draft
    }

    /// The table of the draft's record.
    static var databaseTableName: String { Draft.Record.databaseTableName }

    /// The draft's columns.
    func encode(to container: inout PersistenceContainer) throws {
        try draft.encode(to: &container)
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
