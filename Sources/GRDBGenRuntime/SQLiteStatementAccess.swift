import Foundation
import GRDB

#if canImport(GRDBSQLite)
import GRDBSQLite
#elseif canImport(SQLCipher)  // GRDB built with SQLCipher
import SQLCipher
#else
import SQLite3
#endif

// Every call of the SQLite C API that the runtime makes, in one file: the statements and bindings
// of the fast paths, and the typed column reads of `RowReader` (GRDB's `Statement` and
// `DatabaseValue(sqliteStatement:index:)` serve everything else).

extension FastPath {
    /// A statement for `sql`, ready for arguments bound by index: the cached one, or a new one
    /// when the cached one is in use (a fetch nested in the iteration of the same fetch).
    ///
    /// `setUncheckedArguments` resets the statement, clears its bindings and tells GRDB that
    /// its arguments are bound, so that `execute()` and cursors run it with the values bound
    /// after it.
    @inlinable
    static func statement(_ db: Database, sql: String) throws -> Statement {
        var statement = try db.cachedStatement(sql: sql)
        if sqlite3_stmt_busy(statement.sqliteStatement) != 0 {
            statement = try db.makeStatement(sql: sql)
        }
        statement.setUncheckedArguments(StatementArguments())
        return statement
    }

    /// Binds a value to the parameter `?index` (1-based, as in SQLite).
    @inlinable
    static func bind(_ value: DatabaseValue, at index: CInt, to statement: SQLiteStatement) {
        switch value.storage {
        case .null: sqlite3_bind_null(statement, index)
        case .int64(let number): sqlite3_bind_int64(statement, index, number)
        case .double(let number): sqlite3_bind_double(statement, index, number)
        case .string(let text): sqlite3_bind_text(statement, index, strdup(text), -1, free)
        case .blob(let data):
            data.withUnsafeBytes { buffer in
                _ = sqlite3_bind_blob(statement, index, copy(buffer), CInt(buffer.count), free)
            }
        }
    }

    /// A copy of the bytes in memory that SQLite frees (`free`, as for the text `strdup` copies)
    /// when it no longer needs them: the copy SQLite would make itself for `SQLITE_TRANSIENT`, a C
    /// macro Swift does not import, without casting an integer to a function. Nil for no bytes at
    /// all, as GRDB binds such data.
    @inlinable
    static func copy(_ buffer: UnsafeRawBufferPointer) -> UnsafeMutableRawPointer? {
        guard let base = buffer.baseAddress, let copy = malloc(max(buffer.count, 1)) else { return nil }
        copy.copyMemory(from: base, byteCount: buffer.count)
        return copy
    }
}

extension RowReader {
    /// Whether the column is NULL.
    @inlinable @inline(__always)
    func isNull(_ index: CInt) -> Bool {
        if let row { return (row[name(index)] as DatabaseValue?)?.isNull ?? true }
        return sqlite3_column_type(statement, index + base) == SQLITE_NULL
    }

    /// The column at `index` as a GRDB row of its own: its name and its value.
    @usableFromInline
    func grdbRow(at index: CInt) -> (row: Row, column: String) {
        let value = DatabaseValue(sqliteStatement: statement, index: index + base)
        let column = String(cString: sqlite3_column_name(statement, index + base))
        return (Row([column: value]), column)
    }

    /// An integer that is not NULL. NULL reads as 0 in SQLite: only a 0 needs a look at the type.
    @inlinable @inline(__always)
    @_spi(Generated) public func decode(_ type: Int64.Type, at index: CInt) throws -> Int64 {
        if let row { return try row.decode(Int64.self, forColumn: name(index)) }
        let value = sqlite3_column_int64(statement, index + base)
        if value == 0, isNull(index) { return try grdbDecode(Int64.self, at: index) }
        return value
    }

    @inlinable @inline(__always)
    @_spi(Generated) public func decodeIfPresent(_ type: Int64.Type, at index: CInt) throws -> Int64? {
        if let row { return try row.decode(Int64?.self, forColumn: name(index)) }
        let value = sqlite3_column_int64(statement, index + base)
        if value == 0, isNull(index) { return nil }
        return value
    }

    @inlinable @inline(__always)
    @_spi(Generated) public func decode(_ type: Int.Type, at index: CInt) throws -> Int {
        if let row { return try row.decode(Int.self, forColumn: name(index)) }
        return Int(try decode(Int64.self, at: index))
    }

    @inlinable @inline(__always)
    @_spi(Generated) public func decodeIfPresent(_ type: Int.Type, at index: CInt) throws -> Int? {
        if let row { return try row.decode(Int?.self, forColumn: name(index)) }
        return try decodeIfPresent(Int64.self, at: index).map { Int($0) }
    }

    @inlinable @inline(__always)
    @_spi(Generated) public func decode(_ type: Bool.Type, at index: CInt) throws -> Bool {
        if let row { return try row.decode(Bool.self, forColumn: name(index)) }
        return try decode(Int64.self, at: index) != 0
    }

    @inlinable @inline(__always)
    @_spi(Generated) public func decodeIfPresent(_ type: Bool.Type, at index: CInt) throws -> Bool? {
        if let row { return try row.decode(Bool?.self, forColumn: name(index)) }
        return try decodeIfPresent(Int64.self, at: index).map { $0 != 0 }
    }

    @inlinable @inline(__always)
    @_spi(Generated) public func decode(_ type: Double.Type, at index: CInt) throws -> Double {
        if let row { return try row.decode(Double.self, forColumn: name(index)) }
        let value = sqlite3_column_double(statement, index + base)
        if value == 0, isNull(index) { return try grdbDecode(Double.self, at: index) }
        return value
    }

    @inlinable @inline(__always)
    @_spi(Generated) public func decodeIfPresent(_ type: Double.Type, at index: CInt) throws -> Double? {
        if let row { return try row.decode(Double?.self, forColumn: name(index)) }
        let value = sqlite3_column_double(statement, index + base)
        if value == 0, isNull(index) { return nil }
        return value
    }

    /// Text that is not NULL. SQLite returns a null pointer for NULL.
    @inlinable @inline(__always)
    @_spi(Generated) public func decode(_ type: String.Type, at index: CInt) throws -> String {
        if let row { return try row.decode(String.self, forColumn: name(index)) }
        guard let text = sqlite3_column_text(statement, index + base) else {
            return try grdbDecode(String.self, at: index)
        }
        return String(cString: text)
    }

    @inlinable @inline(__always)
    @_spi(Generated) public func decodeIfPresent(_ type: String.Type, at index: CInt) throws -> String? {
        if let row { return try row.decode(String?.self, forColumn: name(index)) }
        return sqlite3_column_text(statement, index + base).map { String(cString: $0) }
    }

    /// The error of NULL at `index`: the row's columns and values, as the reader sees them.
    @usableFromInline
    func nullValueError(at index: CInt, table: String) -> StoreError {
        if let row {
            let values = columns.map { (row[$0] as DatabaseValue?) ?? .null }
            return .nullValue(table: table, column: name(index), columns: columns, values: values)
        }
        let count = sqlite3_column_count(statement)
        let positions = Array(0..<count)
        return .nullValue(
            table: table,
            column: String(cString: sqlite3_column_name(statement, index + base)),
            columns: positions.map { String(cString: sqlite3_column_name(statement, $0)) },
            values: positions.map { DatabaseValue(sqliteStatement: statement, index: $0) })
    }
}
