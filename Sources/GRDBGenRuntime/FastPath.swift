import Foundation
import GRDB

/// The fast paths of generated records: GRDB's own statements and persistence methods, with
/// columns read and arguments bound by index.
///
/// ``GeneratedRecord`` calls it from the `fetchAll(_:)`, `fetchOne(_:key:)`,
/// `insert(_:onConflict:)`, `update(_:onConflict:)` and `save(_:onConflict:)` it gives every
/// generated record, which Swift picks over GRDB's protocol extensions; the functions of
/// `queries:` call it too. Nothing of GRDB is stepped around:
///
/// - statements come from GRDB's statement cache and run through GRDB (`Statement.execute()`, a
///   GRDB cursor), so that transaction observers get their per-row events, `ValueObservation` and
///   `DatabaseRegionObservation` track what is read and written, and errors are GRDB's;
/// - writes run GRDB's persistence callbacks in GRDB's order, with GRDB's conflict policies and
///   GRDB's `RecordError.recordNotFound` (see `FastPath+Persistence.swift`).
///
/// What is faster than GRDB's generic code: the SQL is built once per record type
/// (``RecordLayout``), arguments are bound by index from the record's persistence container,
/// and fetched rows are decoded by index with typed column reads (``RowReader``).
@usableFromInline enum FastPath {
    /// Every row of a `SELECT` that takes no argument, decoded by `Record`'s
    /// `init(rowReader:)`, which Swift calls directly (and inlines) once this is specialized.
    @inlinable
    static func fetchAll<Record: GeneratedRow>(
        _ db: Database, sql: String, as type: Record.Type
    ) throws -> [Record] {
        try fetchAll(statement(db, sql: sql), as: type)
    }

    /// Every row of a statement whose arguments are bound, decoded by `Record`'s
    /// `init(rowReader:)`.
    @inlinable
    static func fetchAll<Record: GeneratedRow>(_ statement: Statement, as type: Record.Type) throws -> [Record] {
        let reader = RowReader(statement.sqliteStatement)
        var records: [Record] = []
        try manyRowsCursor(statement).forEach { _ in
            records.append(try Record(rowReader: reader))
        }
        return records
    }

    /// The first row of a `SELECT` whose parameter `?1` takes `key`, if any, decoded by `Record`'s
    /// `init(rowReader:)`.
    @inlinable
    static func fetchOne<Record: GeneratedRow>(
        _ db: Database, sql: String, key: DatabaseValue, as type: Record.Type
    ) throws -> Record? {
        let statement = try statement(db, sql: sql)
        bind(key, at: 1, to: statement.sqliteStatement)
        return try fetchOne(statement) { row in try Record(rowReader: row) }
    }

    @inlinable
    static func fetchOne<Record>(_ statement: Statement, _ decode: (RowReader) throws -> Record) throws -> Record? {
        let cursor = try rowCursor(statement)
        // The cursor resets the statement when it goes: it lives until the row is decoded.
        return try withExtendedLifetime(cursor) {
            guard try cursor.next() != nil else { return nil }
            return try decode(RowReader(statement.sqliteStatement))
        }
    }

    /// A GRDB cursor that steps through the rows of `statement`: GRDB runs the statement (its
    /// checks, the tracking of what is read, its errors), and the fast paths read the columns of
    /// each row by index. Its elements, the first column as an optional integer, are not used:
    /// of GRDB's cursors, it is the one that makes nothing per statement (for `fetchOne`).
    @inlinable
    static func rowCursor(_ statement: Statement) throws -> FastDatabaseValueCursor<Int64?> {
        try Optional<Int64>.fetchCursor(statement)
    }

    /// A GRDB cursor for many rows: it makes one `Row` per statement, and reads no column per
    /// row (its element is that same `Row`, not used), so that each row costs SQLite only the
    /// calls of the decoder (SQLite's C API calls each take the connection's mutex).
    @inlinable
    static func manyRowsCursor(_ statement: Statement) throws -> RowCursor {
        try Row.fetchCursor(statement)
    }

    // MARK: - Queries of `queries:`

    /// A statement for `sql` with `arguments` bound to its parameters `?1`, `?2`, … in order.
    @inlinable
    static func statement(_ db: Database, sql: String, arguments: [DatabaseValue]) throws -> Statement {
        let statement = try statement(db, sql: sql)
        let handle = statement.sqliteStatement
        for (index, value) in arguments.enumerated() {
            bind(value, at: CInt(index + 1), to: handle)
        }
        return statement
    }

    /// Every row of a query of `queries:`, decoded by `decode`: the generated query functions
    /// call it with the values of their parameters, in the order of SQLite's parameter indexes.
    @inlinable
    static func fetchAll<Record>(
        _ db: Database, sql: String, arguments: [DatabaseValue], _ decode: (RowReader) throws -> Record
    ) throws -> [Record] {
        try reportingArguments(arguments, db) {
            let statement = try statement(db, sql: sql, arguments: arguments)
            let reader = RowReader(statement.sqliteStatement)
            var records: [Record] = []
            try manyRowsCursor(statement).forEach { _ in
                records.append(try decode(reader))
            }
            return records
        }
    }

    /// The first row of a query of `queries:`, if any.
    @inlinable
    static func fetchOne<Record>(
        _ db: Database, sql: String, arguments: [DatabaseValue], _ decode: (RowReader) throws -> Record
    ) throws -> Record? {
        try reportingArguments(arguments, db) { try fetchOne(statement(db, sql: sql, arguments: arguments), decode) }
    }

    /// Runs a write query of `queries:` through GRDB's `Statement.execute()`, and returns the
    /// number of rows it changed (`Database.changesCount`).
    @inlinable
    static func execute(_ db: Database, sql: String, arguments: [DatabaseValue]) throws -> Int {
        try reportingArguments(arguments, db) {
            try statement(db, sql: sql, arguments: arguments).execute()
            return db.changesCount
        }
    }

    /// Runs `body`, and gives a `DatabaseError` it throws the statement's arguments, as GRDB's
    /// errors have them: the fast paths bind their values through SQLite's C API, which GRDB's
    /// statement does not see (it has empty arguments). Nothing is done, and `arguments` is not
    /// evaluated, unless an error is thrown.
    @inlinable
    static func reportingArguments<T>(
        _ arguments: @autoclosure () -> [DatabaseValue], _ db: Database, _ body: () throws -> T
    ) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError where error.arguments?.isEmpty ?? true {
            throw DatabaseError(
                resultCode: error.extendedResultCode, message: error.message, sql: error.sql,
                arguments: StatementArguments(arguments()),
                publicStatementArguments: db.configuration.publicStatementArguments)
        }
    }

    /// Runs a write statement whose parameters `?1`, `?2`, … take the values of `container`, in
    /// order, through GRDB's `Statement.execute()`.
    @inlinable
    static func execute(_ db: Database, sql: String, _ container: PersistenceContainer) throws {
        let statement = try statement(db, sql: sql)
        let handle = statement.sqliteStatement
        var index: CInt = 1
        for (_, value) in container {
            bind(value, at: index, to: handle)
            index += 1
        }
        try reportingArguments(container.map(\.1), db) { try statement.execute() }
    }
}
