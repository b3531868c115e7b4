#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif
import Foundation
import GRDB

/// The fast paths of generated records: a cached statement, columns read and arguments bound
/// by index with the SQLite C API, no per-row dictionaries or name lookups.
///
/// Generated records call it from their concrete `fetchAll(_:)`, `fetchOne(_:key:)`,
/// `insert(_:)` and `update(_:)`, which Swift picks over GRDB's protocol extensions. GRDB stays
/// informed: reads register the table they select (`Database.registerAccess(to:)`), so that
/// `ValueObservation` tracks it, and writes notify their table (`Database.notifyChanges(in:)`),
/// so that observations see every change.
public enum FastPath {
    /// A statement for `sql`: the cached one, or a new one when the cached one is in use (a fetch
    /// nested in the iteration of the same fetch).
    @inlinable
    static func statement(_ db: Database, sql: String) throws -> Statement {
        let statement = try db.cachedStatement(sql: sql)
        if sqlite3_stmt_busy(statement.sqliteStatement) != 0 {
            return try db.makeStatement(sql: sql)
        }
        return statement
    }

    @usableFromInline
    static func error(_ db: Database, code: CInt, sql: String) -> DatabaseError {
        DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage, sql: sql)
    }

    /// Every row of a `SELECT`, decoded by `decode`.
    @inlinable
    public static func fetchAll<Record>(
        _ db: Database, sql: String, table: String,
        bind: (inout SQLiteArguments) throws -> Void = { _ in },
        _ decode: (SQLiteRow) throws -> Record
    ) throws -> [Record] {
        try db.registerAccess(to: Table(table))
        let statement = try statement(db, sql: sql)
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        var arguments = SQLiteArguments(handle)
        try bind(&arguments)
        defer { sqlite3_reset(handle) }
        var records: [Record] = []
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_ROW {
                records.append(try decode(SQLiteRow(handle)))
            } else if code == SQLITE_DONE {
                return records
            } else {
                throw error(db, code: code, sql: sql)
            }
        }
    }

    /// The first row of a `SELECT`, if any.
    @inlinable
    public static func fetchOne<Record>(
        _ db: Database, sql: String, table: String,
        bind: (inout SQLiteArguments) throws -> Void,
        _ decode: (SQLiteRow) throws -> Record
    ) throws -> Record? {
        try db.registerAccess(to: Table(table))
        let statement = try statement(db, sql: sql)
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        var arguments = SQLiteArguments(handle)
        try bind(&arguments)
        defer { sqlite3_reset(handle) }
        let code = sqlite3_step(handle)
        if code == SQLITE_ROW { return try decode(SQLiteRow(handle)) }
        if code == SQLITE_DONE { return nil }
        throw error(db, code: code, sql: sql)
    }

    /// Runs an `INSERT`, `UPDATE` or `DELETE` on `table`, and returns how many rows it changed.
    ///
    /// Observers are told once per transaction and table (`Database.notifyChanges(in:)`): what
    /// GRDB's observations need to fetch fresh values after the commit. Outside of a transaction,
    /// the statement runs in one, so that the notification precedes the commit.
    @inlinable
    @discardableResult
    public static func execute(
        _ db: Database, sql: String, table: String, bind: (inout SQLiteArguments) throws -> Void
    ) throws -> Int {
        guard sqlite3_get_autocommit(db.sqliteConnection) == 0 else {
            var changes = 0
            try db.inTransaction {
                changes = try execute(db, sql: sql, table: table, bind: bind)
                return .commit
            }
            return changes
        }
        let statement = try statement(db, sql: sql)
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        var arguments = SQLiteArguments(handle)
        try bind(&arguments)
        let code = sqlite3_step(handle)
        sqlite3_reset(handle)
        guard code == SQLITE_DONE else { throw error(db, code: code, sql: sql) }
        let changes = Int(sqlite3_changes(db.sqliteConnection))
        if Notifications.firstChange(of: table, in: db) {
            try db.notifyChanges(in: Table(table))
        }
        return changes
    }
}

extension FastPath {
    /// Runs an `INSERT` on `table`, and returns the row id SQLite chose.
    @inlinable
    public static func insert(
        _ db: Database, sql: String, table: String, bind: (inout SQLiteArguments) throws -> Void
    ) throws -> Int64 {
        try execute(db, sql: sql, table: table, bind: bind)
        return sqlite3_last_insert_rowid(db.sqliteConnection)
    }
}

/// The tables whose changes were notified in the current transaction of each connection, so
/// that a transaction of 200,000 inserts notifies once, not 200,000 times.
///
/// Each thread keeps the state of the last connection it wrote to. A state is only touched by
/// the block of the connection's serial queue that runs the transaction (the writes, and the
/// end-of-transaction callback that empties it), so it needs no lock. A state is known by the
/// identity of the `Database` and of its SQLite connection; it is empty between transactions
/// (GRDB calls the end-of-transaction callbacks on commit and on rollback, closing included), so
/// a new connection that happens to reuse both addresses starts from an empty state.
@usableFromInline
enum Notifications {
    final class ConnectionState: @unchecked Sendable {
        let database: ObjectIdentifier
        let connection: OpaquePointer?
        var tables: Set<String> = []

        init(_ database: Database) {
            self.database = ObjectIdentifier(database)
            self.connection = database.sqliteConnection
        }

        func belongs(to db: Database) -> Bool {
            database == ObjectIdentifier(db) && connection == db.sqliteConnection
        }
    }

    final class ThreadMemory {
        var state: ConnectionState?
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        #if canImport(Darwin)
        pthread_key_create(&key) { Unmanaged<ThreadMemory>.fromOpaque($0).release() }
        #else
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<ThreadMemory>.fromOpaque(pointer).release() }
        }
        #endif
        return key
    }()

    private static func threadMemory() -> ThreadMemory {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<ThreadMemory>.fromOpaque(pointer).takeUnretainedValue()
        }
        let memory = ThreadMemory()
        pthread_setspecific(key, Unmanaged.passRetained(memory).toOpaque())
        return memory
    }

    /// Whether this is the first change of `table` in the current transaction of `db`.
    @usableFromInline
    static func firstChange(of table: String, in db: Database) -> Bool {
        let memory = threadMemory()
        let state: ConnectionState
        if let known = memory.state, known.belongs(to: db) {
            if known.tables.contains(table) { return false }
            state = known
        } else {
            state = ConnectionState(db)
            memory.state = state
        }
        if state.tables.isEmpty {
            db.afterNextTransaction(onCommit: { _ in state.tables.removeAll() }, onRollback: { _ in state.tables.removeAll() })
        }
        state.tables.insert(table)
        return true
    }
}

/// The columns of the current row of a statement, read by index.
public struct SQLiteRow {
    @usableFromInline let handle: SQLiteStatement

    @inlinable init(_ handle: SQLiteStatement) {
        self.handle = handle
    }

    /// Whether the column is NULL.
    @inlinable
    public func isNull(_ index: CInt) -> Bool {
        sqlite3_column_type(handle, index) == SQLITE_NULL
    }

    @usableFromInline
    func conversionError<Value>(_ type: Value.Type, at index: CInt) -> RowConversionError {
        let value = DatabaseValue(sqliteStatement: handle, index: index)
        let column = String(cString: sqlite3_column_name(handle, index))
        return RowConversionError(column: column, index: Int(index), value: value, type: "\(Value.self)")
    }

    /// An integer that is not NULL. NULL reads as 0 in SQLite: only a 0 needs a look at the type.
    @inlinable
    public func decode(_ type: Int64.Type, at index: CInt) throws -> Int64 {
        let value = sqlite3_column_int64(handle, index)
        if value == 0, isNull(index) { throw conversionError(Int64.self, at: index) }
        return value
    }

    @inlinable
    public func decodeIfPresent(_ type: Int64.Type, at index: CInt) throws -> Int64? {
        let value = sqlite3_column_int64(handle, index)
        if value == 0, isNull(index) { return nil }
        return value
    }

    @inlinable
    public func decode(_ type: Int.Type, at index: CInt) throws -> Int {
        Int(try decode(Int64.self, at: index))
    }

    @inlinable
    public func decodeIfPresent(_ type: Int.Type, at index: CInt) throws -> Int? {
        try decodeIfPresent(Int64.self, at: index).map { Int($0) }
    }

    @inlinable
    public func decode(_ type: Bool.Type, at index: CInt) throws -> Bool {
        try decode(Int64.self, at: index) != 0
    }

    @inlinable
    public func decodeIfPresent(_ type: Bool.Type, at index: CInt) throws -> Bool? {
        try decodeIfPresent(Int64.self, at: index).map { $0 != 0 }
    }

    @inlinable
    public func decode(_ type: Double.Type, at index: CInt) throws -> Double {
        let value = sqlite3_column_double(handle, index)
        if value == 0, isNull(index) { throw conversionError(Double.self, at: index) }
        return value
    }

    @inlinable
    public func decodeIfPresent(_ type: Double.Type, at index: CInt) throws -> Double? {
        let value = sqlite3_column_double(handle, index)
        if value == 0, isNull(index) { return nil }
        return value
    }

    /// Text that is not NULL. SQLite returns a null pointer for NULL.
    @inlinable
    public func decode(_ type: String.Type, at index: CInt) throws -> String {
        guard let text = sqlite3_column_text(handle, index) else { throw conversionError(String.self, at: index) }
        return String(cString: text)
    }

    @inlinable
    public func decodeIfPresent(_ type: String.Type, at index: CInt) throws -> String? {
        sqlite3_column_text(handle, index).map { String(cString: $0) }
    }

    /// A value that is not NULL, read with GRDB's fast column conversion.
    @inlinable
    public func decode<Value: DatabaseValueConvertible & StatementColumnConvertible>(_ type: Value.Type, at index: CInt) throws -> Value {
        guard !isNull(index), let value = Value(sqliteStatement: handle, index: index) else {
            throw conversionError(Value.self, at: index)
        }
        return value
    }

    /// A value, or nil for NULL.
    @inlinable
    public func decodeIfPresent<Value: DatabaseValueConvertible & StatementColumnConvertible>(_ type: Value.Type, at index: CInt) throws -> Value? {
        if isNull(index) { return nil }
        guard let value = Value(sqliteStatement: handle, index: index) else { throw conversionError(Value.self, at: index) }
        return value
    }

    /// A value that is not NULL, of any `DatabaseValueConvertible` type (an enum, say).
    @inlinable
    public func decode<Value: DatabaseValueConvertible>(_ type: Value.Type, at index: CInt) throws -> Value {
        guard let value = Value.fromDatabaseValue(DatabaseValue(sqliteStatement: handle, index: index)) else {
            throw conversionError(Value.self, at: index)
        }
        return value
    }

    /// A value of any `DatabaseValueConvertible` type, or nil for NULL.
    @inlinable
    public func decodeIfPresent<Value: DatabaseValueConvertible>(_ type: Value.Type, at index: CInt) throws -> Value? {
        if isNull(index) { return nil }
        return try decode(Value.self, at: index)
    }

    /// A JSON column.
    @inlinable
    public func decodeJSON<Value: Decodable>(_ type: Value.Type, at index: CInt) throws -> Value {
        guard let value = try decodeJSONIfPresent(Value.self, at: index) else { throw conversionError(Value.self, at: index) }
        return value
    }

    /// A JSON column, or nil for NULL.
    @inlinable
    public func decodeJSONIfPresent<Value: Decodable>(_ type: Value.Type, at index: CInt) throws -> Value? {
        switch DatabaseValue(sqliteStatement: handle, index: index).storage {
        case .null: return nil
        case .string(let text): return try JSONDecoder().decode(Value.self, from: Data(text.utf8))
        case .blob(let data): return try JSONDecoder().decode(Value.self, from: data)
        case .int64(let number): return try JSONDecoder().decode(Value.self, from: Data(String(number).utf8))
        case .double(let number): return try JSONDecoder().decode(Value.self, from: Data("\(number)".utf8))
        }
    }
}

/// A column that does not hold a value of the expected type.
public struct RowConversionError: Error, CustomStringConvertible, Sendable {
    /// The column name.
    public var column: String
    /// The column index.
    public var index: Int
    /// The value found.
    public var value: DatabaseValue
    /// The expected Swift type.
    public var type: String

    public var description: String {
        "could not decode \(type) from \(value) in column `\(column)` (index \(index))"
    }
}

/// The arguments of a statement, bound by index (1-based, as in SQLite).
public struct SQLiteArguments {
    @usableFromInline let handle: SQLiteStatement

    @inlinable init(_ handle: SQLiteStatement) {
        self.handle = handle
    }

    /// SQLite copies text and blobs that are bound with it.
    @usableFromInline static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    @inlinable public func bind(_ value: Int64?, at index: CInt) {
        if let value { sqlite3_bind_int64(handle, index, value) } else { sqlite3_bind_null(handle, index) }
    }

    @inlinable public func bind(_ value: Int?, at index: CInt) {
        bind(value.map(Int64.init), at: index)
    }

    @inlinable public func bind(_ value: Double?, at index: CInt) {
        if let value { sqlite3_bind_double(handle, index, value) } else { sqlite3_bind_null(handle, index) }
    }

    @inlinable public func bind(_ value: Bool?, at index: CInt) {
        bind(value.map { $0 ? Int64(1) : 0 }, at: index)
    }

    @inlinable public func bind(_ value: String?, at index: CInt) {
        if let value { sqlite3_bind_text(handle, index, value, -1, Self.transient) } else { sqlite3_bind_null(handle, index) }
    }

    /// A date, in GRDB's text format, formatted without a `DateFormatter`.
    @inlinable public func bind(_ value: Date?, at index: CInt) {
        guard let value else {
            sqlite3_bind_null(handle, index)
            return
        }
        if let text = DateText.string(from: value) {
            sqlite3_bind_text(handle, index, text, -1, Self.transient)
        } else {
            bind(value.databaseValue, at: index)
        }
    }

    @inlinable public func bind(_ value: Int64, at index: CInt) {
        sqlite3_bind_int64(handle, index, value)
    }

    @inlinable public func bind(_ value: Int, at index: CInt) {
        sqlite3_bind_int64(handle, index, Int64(value))
    }

    @inlinable public func bind(_ value: Double, at index: CInt) {
        sqlite3_bind_double(handle, index, value)
    }

    @inlinable public func bind(_ value: Bool, at index: CInt) {
        sqlite3_bind_int64(handle, index, value ? 1 : 0)
    }

    /// Any value, through its `DatabaseValue` (dates, UUIDs, enums, data…).
    @inlinable public func bind(_ value: (some DatabaseValueConvertible)?, at index: CInt) {
        bind(value?.databaseValue ?? .null, at: index)
    }

    @inlinable public func bind(_ value: DatabaseValue, at index: CInt) {
        switch value.storage {
        case .null: sqlite3_bind_null(handle, index)
        case .int64(let number): sqlite3_bind_int64(handle, index, number)
        case .double(let number): sqlite3_bind_double(handle, index, number)
        case .string(let text): sqlite3_bind_text(handle, index, text, -1, Self.transient)
        case .blob(let data):
            data.withUnsafeBytes { buffer in
                _ = sqlite3_bind_blob(handle, index, buffer.baseAddress, CInt(buffer.count), Self.transient)
            }
        }
    }
}
