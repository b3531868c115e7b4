import Foundation
import GRDB

#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif

/// A private in-memory copy of a database, written through SQLite's C API: the connection of the
/// ``WriteRehearsal``.
///
/// GRDB's connections work out the region each statement reads and writes (its authorizer, set
/// once per connection), for observation. A write with foreign key cascades through many tables
/// makes that region large at every column SQLite reads; on a schema of hundreds of chained
/// tables it took most of the rehearsal's time. The rehearsal needs no observation, so it writes
/// to a copy (SQLite's backup API) made without one.
final class RehearsalConnection {
    private let connection: OpaquePointer
    /// Prepared statements, by SQL: the rehearsal writes each table's rows with the same SQL.
    private var statements: [String: OpaquePointer] = [:]

    /// A copy of the main database of `db`, with foreign keys on, and a stub of each app function.
    init(copying db: Database, functions: [FunctionDefinition] = []) throws {
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(":memory:", &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil)
        guard code == SQLITE_OK, let handle else {
            sqlite3_close_v2(handle)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "cannot open an in-memory database")
        }
        connection = handle
        sqlite3_extended_result_codes(connection, 1)
        guard let backup = sqlite3_backup_init(connection, "main", db.sqliteConnection, "main") else {
            throw error()
        }
        sqlite3_backup_step(backup, -1)
        guard sqlite3_backup_finish(backup) == SQLITE_OK else { throw error() }
        try execute("PRAGMA foreign_keys = ON")
        for function in functions {
            let flags = SQLITE_UTF8 | (function.deterministic ? SQLITE_DETERMINISTIC : 0)
            let code = sqlite3_create_function_v2(
                connection, function.name.value, Int32(function.arguments.count), flags, nil,
                Self.stub(function.result?.value), nil, nil, nil)
            guard code == SQLITE_OK else { throw error() }
        }
    }

    /// A C function that gives ``FunctionValueType/stubValue`` of the type, or NULL for a function
    /// without a result. A C function captures nothing: one per type.
    private static func stub(
        _ type: FunctionValueType?
    ) -> @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void {
        switch type {
        case nil: { context, _, _ in RehearsalConnection.result(context, .null) }
        case .text: { context, _, _ in RehearsalConnection.result(context, FunctionValueType.text.stubValue) }
        case .integer: { context, _, _ in RehearsalConnection.result(context, FunctionValueType.integer.stubValue) }
        case .real: { context, _, _ in RehearsalConnection.result(context, FunctionValueType.real.stubValue) }
        case .blob: { context, _, _ in RehearsalConnection.result(context, FunctionValueType.blob.stubValue) }
        }
    }

    /// Sets the result of a C function call.
    fileprivate static func result(_ context: OpaquePointer?, _ value: DatabaseValue) {
        switch value.storage {
        case .null: sqlite3_result_null(context)
        case .int64(let number): sqlite3_result_int64(context, number)
        case .double(let number): sqlite3_result_double(context, number)
        case .string(let text):
            sqlite3_result_text(context, text, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
        case .blob(let data):
            data.withUnsafeBytes { bytes in
                sqlite3_result_blob(
                    context, bytes.baseAddress, Int32(bytes.count), unsafeBitCast(-1, to: sqlite3_destructor_type.self))
            }
        }
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close_v2(connection)
    }

    /// The rowid of the last row inserted.
    var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(connection) }

    /// Runs one statement with its arguments bound, and returns the text of the first column of
    /// each row it gives.
    @discardableResult
    func execute(_ sql: String, _ arguments: [DatabaseValue] = []) throws -> [String] {
        let statement: OpaquePointer
        if let cached = statements[sql] {
            statement = cached
        } else {
            var prepared: OpaquePointer?
            guard sqlite3_prepare_v2(connection, sql, -1, &prepared, nil) == SQLITE_OK, let prepared else {
                sqlite3_finalize(prepared)
                throw error()
            }
            statement = prepared
            statements[sql] = prepared
        }
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for (index, value) in arguments.enumerated() {
            let position = CInt(index + 1)
            switch value.storage {
            case .null: sqlite3_bind_null(statement, position)
            case .int64(let number): sqlite3_bind_int64(statement, position, number)
            case .double(let number): sqlite3_bind_double(statement, position, number)
            case .string(let text): sqlite3_bind_text(statement, position, text, -1, transient)
            case .blob(let data):
                data.withUnsafeBytes { bytes in
                    _ = sqlite3_bind_blob(statement, position, bytes.baseAddress, CInt(bytes.count), transient)
                }
            }
        }
        var rows: [String] = []
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW: rows.append(sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? "")
            case SQLITE_DONE: return rows
            default: throw error()
            }
        }
    }

    /// The connection's last error.
    private func error() -> DatabaseError {
        DatabaseError(
            resultCode: ResultCode(rawValue: sqlite3_extended_errcode(connection)),
            message: String(cString: sqlite3_errmsg(connection)))
    }
}
