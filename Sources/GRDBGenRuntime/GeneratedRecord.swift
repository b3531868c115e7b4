import Foundation
import GRDB

/// A generated record: GRDB's `fetchAll(_:)`, `fetchOne(_:key:)`, `fetchOne(_:id:)`,
/// `insert(_:onConflict:)`, `update(_:onConflict:)` and `save(_:onConflict:)`, through the
/// fast paths of GRDBGenRuntime: SQL built once per record type (``RecordLayout``), rows read
/// by index (``RowReader``).
///
/// A generated record gives its layout and a decoder that reads a row by index; the methods are
/// written once, here, generic and `@inlinable`, so that Swift specializes them for each record
/// where they are called:
///
/// ```swift
/// extension Item: GeneratedRecord {
///     static let recordLayout = RecordLayout(
///         table: databaseTableName, columns: ["id", "name"], primaryKey: ["id"], rowIDColumn: "id")
///
///     init(rowReader row: RowReader) throws {
///         id = try row.decodeIfPresent(Int64.self, at: 0)
///         name = try row.decode(String.self, at: 1)
///     }
/// }
/// ```
///
/// Swift picks these methods over GRDB's protocol extensions when it knows the record type
/// (`Item.fetchAll(db)`, `item.insert(db)`); generic code written for any GRDB record calls
/// GRDB's, with the same results. Nothing of GRDB is stepped around: the callbacks, conflict
/// policies, transaction observers and errors are GRDB's (see `FastPath.swift`), and the
/// conformance suite runs every one of them against GRDB's own methods.
public protocol GeneratedRecord: GeneratedRow, TableRecord {
    /// The table, columns and SQL of the fast paths, built once per record type.
    static var recordLayout: RecordLayout { get }
}

/// A generated type whose rows are decoded by index, in one decoder: a record, or the row type
/// of a query. GRDB's `init(row:)` reads the same columns by name, with GRDB's own `decode`.
public protocol GeneratedRow: FetchableRecord {
    /// The columns that ``init(rowReader:)`` reads, in the order of their indexes.
    static var rowColumns: [String] { get }

    /// Decodes a row: the columns of ``rowColumns``, by index.
    init(rowReader row: RowReader) throws
}

extension GeneratedRow {
    /// Decodes a row by column name, whatever the order of its columns: GRDB's `FetchableRecord`
    /// requirement, through ``init(rowReader:)``, each value read by GRDB's
    /// `row.decode(_:forColumn:)`.
    @inlinable
    public init(row: Row) throws {
        try self.init(rowReader: RowReader(row: row, columns: Self.rowColumns))
    }
}

extension GeneratedRecord {
    /// The columns of ``recordLayout``, in the order of the record's properties.
    @inlinable
    public static var rowColumns: [String] { recordLayout.selectedColumns }

    /// All rows, in the order SQLite returns them: GRDB's `fetchAll(_:)`, through the fast path
    /// when the record's `databaseSelection` selects its columns in the order of its layout, else
    /// GRDB's (a selection the app declares).
    @inlinable
    public static func fetchAll(_ db: Database) throws -> [Self] {
        let layout = recordLayout
        guard try layout.selectsItsColumns(db, Self.self) else { return try FastPath.fetchAll(db, all()) }
        return try FastPath.fetchAll(db, sql: layout.selectSQL, as: Self.self)
    }

    /// The row with this primary key, if any: GRDB's `fetchOne(_:key:)`, through the fast path.
    ///
    /// As GRDB: a NULL key finds nothing without reading the database. Keys GRDB encodes with the
    /// record's strategies (`UUID`, `Date`, `Data`) and composite keys take GRDB's own method.
    @inlinable
    public static func fetchOne(_ db: Database, key: some DatabaseValueConvertible) throws -> Self? {
        let layout = recordLayout  // a class: one reference
        guard layout.primaryKey.count == 1, try layout.selectsItsColumns(db, Self.self),
            let value = FastPath.keyValue(key)
        else {
            return try FastPath.grdbFetchOne(Self.self, db, key: key)
        }
        if value.isNull { return nil }
        return try FastPath.fetchOne(db, sql: layout.selectByKeySQL, key: value, as: Self.self)
    }
}

extension GeneratedRecord where Self: Identifiable, ID: DatabaseValueConvertible {
    /// The row with this id, if any: GRDB's `fetchOne(_:id:)`, through the fast path.
    @inlinable
    public static func fetchOne(_ db: Database, id: ID) throws -> Self? {
        try fetchOne(db, key: id)
    }
}

extension GeneratedRecord where Self: MutablePersistableRecord {
    /// Inserts the record: GRDB's `insert(_:onConflict:)`, callbacks and all, through the fast path.
    @inlinable
    public mutating func insert(
        _ db: Database, onConflict conflictResolution: Database.ConflictResolution? = nil
    ) throws {
        try FastPath.insert(&self, db, onConflict: conflictResolution, layout: Self.recordLayout)
    }

    /// Updates every column of the row with the record's primary key: GRDB's
    /// `update(_:onConflict:)`. Throws `RecordError.recordNotFound` when there is no such row.
    @inlinable
    public func update(_ db: Database, onConflict conflictResolution: Database.ConflictResolution? = nil) throws {
        try FastPath.update(self, db, onConflict: conflictResolution, layout: Self.recordLayout)
    }

    /// Updates the row with the record's key, or inserts the record: GRDB's `save(_:onConflict:)`.
    @inlinable
    public mutating func save(
        _ db: Database, onConflict conflictResolution: Database.ConflictResolution? = nil
    ) throws {
        try FastPath.save(&self, db, onConflict: conflictResolution, layout: Self.recordLayout)
    }
}

extension GeneratedRecord where Self: PersistableRecord {
    /// Inserts the record: GRDB's `insert(_:onConflict:)`, callbacks and all, through the fast path.
    @inlinable
    public func insert(_ db: Database, onConflict conflictResolution: Database.ConflictResolution? = nil) throws {
        var record = self
        try FastPath.insert(&record, db, onConflict: conflictResolution, layout: Self.recordLayout)
    }

    /// Updates the row with the record's key, or inserts the record: GRDB's `save(_:onConflict:)`.
    @inlinable
    public func save(_ db: Database, onConflict conflictResolution: Database.ConflictResolution? = nil) throws {
        var record = self
        try FastPath.save(&record, db, onConflict: conflictResolution, layout: Self.recordLayout)
    }
}

extension FastPath {
    /// GRDB's `fetchOne(_:key:)`: in this function, `Record` is only a GRDB record, so Swift
    /// calls GRDB's method, not the fast path's.
    @inlinable
    static func grdbFetchOne<Record: FetchableRecord & TableRecord>(
        _ type: Record.Type, _ db: Database, key: some DatabaseValueConvertible
    ) throws -> Record? {
        try Record.fetchOne(db, key: key)
    }

    /// The database value GRDB looks a primary key up with, or nil when the fast path leaves the
    /// key to GRDB: keys that GRDB encodes with a strategy of the record (`UUID`, `Date`, `Data`)
    /// are left to GRDB; every other key, a generated record's typed ones included (`Reminder.ID`,
    /// ``UnixSeconds``), binds itself.
    @inlinable
    static func keyValue(_ key: some DatabaseValueConvertible) -> DatabaseValue? {
        switch key {
        case is UUID, is UUID?, is Date, is Date?, is Data, is Data?:
            return nil
        default:
            // Once specialized for the key's type, the casts above are gone.
            return key.databaseValue
        }
    }
}
