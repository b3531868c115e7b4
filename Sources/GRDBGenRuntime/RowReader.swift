import Foundation
import GRDB

/// The columns of a row, read by index: the current row of a statement, read with the SQLite C
/// API (the fast paths), or a GRDB `Row`, read by column name with GRDB's own `decode` (the
/// `init(row:)` that GRDBGenRuntime gives every generated record).
///
/// Generated records and query rows decode rows with it, in their one decoder,
/// `init(rowReader:)`.
public struct RowReader {
    /// The statement, or nil when reading ``row``.
    @usableFromInline let handle: SQLiteStatement?
    /// The GRDB row, or nil when reading the statement.
    @usableFromInline let row: Row?
    /// The column names of the indexes, for ``row``.
    @usableFromInline let columns: [String]
    /// The index of the statement's column that is this reader's column 0: a record nested in
    /// the row of a query (``offset(by:count:)``).
    @usableFromInline var base: CInt = 0

    @inlinable init(_ handle: SQLiteStatement) {
        self.handle = handle
        self.row = nil
        self.columns = []
    }

    /// A reader of a GRDB row whose column `index` is the column named `columns[index]`:
    /// GRDB decodes each value by name (`row.decode(_:forColumn:)`), with its conversions and
    /// errors.
    @inlinable
    init(row: Row, columns: [String]) {
        self.handle = nil
        self.row = row
        self.columns = columns
    }

    /// The reader of a record nested in the row of a query, whose `count` columns start at
    /// column `offset` (`reminders.*, remindersLists.*`: the list's start after the
    /// reminder's): its column 0 is the row's column `offset`. A GRDB row is read by position,
    /// as a row of its own, since two records' columns may share a name (`id`).
    @inlinable
    func offset(by offset: Int, count: Int) -> RowReader {
        if let row {
            let names = Array(columns[offset..<(offset + count)])
            var values: [String: DatabaseValue] = [:]
            for (position, name) in names.enumerated() { values[name] = row[offset + position] }
            return RowReader(row: Row(values), columns: names)
        }
        var reader = self
        reader.base += CInt(offset)
        return reader
    }

    /// The statement; only called when there is no ``row``.
    @inlinable var statement: SQLiteStatement { handle.unsafelyUnwrapped }

    /// The name of the column at `index`, for a GRDB row.
    @inlinable func name(_ index: CInt) -> String { columns[Int(index)] }

    /// The record of `count` columns from `offset` (`t.*` of a join), read by its own decoder.
    @inlinable
    @_spi(Generated) public func decode<Record: GeneratedRow>(
        _ type: Record.Type, at offset: Int, count: Int
    ) throws -> Record {
        try Record(rowReader: self.offset(by: offset, count: count))
    }

    /// The record of `count` columns from `offset`, or nil when the column `presence` among them
    /// (a column the table never leaves NULL, its key) is NULL: the missing side of an outer join.
    @inlinable
    @_spi(Generated) public func decodeIfPresent<Record: GeneratedRow>(
        _ type: Record.Type, at offset: Int, count: Int, presence: Int
    ) throws -> Record? {
        let columns = self.offset(by: offset, count: count)
        return columns.isNull(CInt(presence)) ? nil : try Record(rowReader: columns)
    }
    /// The value of the column at `index`.
    @usableFromInline
    func value(at index: CInt) -> DatabaseValue {
        if let row { return row[Int(index)] }
        return DatabaseValue(sqliteStatement: statement, index: index + base)
    }

    /// GRDB's decoding of the column at `index`, where the fast read of the statement failed (a
    /// NULL where a value is expected, a value of another type): GRDB's value, or GRDB's
    /// `RowDecodingError`, as GRDB's path through `init(row:)` gives them.
    @usableFromInline
    func grdbDecode<Value: DatabaseValueConvertible>(_ type: Value.Type, at index: CInt) throws -> Value {
        let (row, column) = grdbRow(at: index)
        return try row.decode(Value.self, forColumn: column)
    }

    /// A value that is not NULL, read with GRDB's fast column conversion.
    @inlinable @inline(__always)
    @_spi(Generated) public func decode<Value: DatabaseValueConvertible & StatementColumnConvertible>(
        _ type: Value.Type, at index: CInt
    ) throws -> Value {
        if let row { return try row.decode(Value.self, forColumn: name(index)) }
        if !isNull(index), let value = Value(sqliteStatement: statement, index: index + base) { return value }
        return try grdbDecode(Value.self, at: index)
    }

    /// A value, or nil for NULL.
    @inlinable @inline(__always)
    @_spi(Generated) public func decodeIfPresent<Value: DatabaseValueConvertible & StatementColumnConvertible>(
        _ type: Value.Type, at index: CInt
    ) throws -> Value? {
        if let row { return try row.decode(Value?.self, forColumn: name(index)) }
        if isNull(index) { return nil }
        if let value = Value(sqliteStatement: statement, index: index + base) { return value }
        return try grdbDecode(Value.self, at: index)
    }

    /// A value that is not NULL, of any `DatabaseValueConvertible` type (an enum, say).
    @inlinable @inline(__always)
    @_spi(Generated) public func decode<Value: DatabaseValueConvertible>(
        _ type: Value.Type, at index: CInt
    ) throws -> Value {
        if let row { return try row.decode(Value.self, forColumn: name(index)) }
        let stored = DatabaseValue(sqliteStatement: statement, index: index + base)
        if let value = Value.fromDatabaseValue(stored) { return value }
        return try grdbDecode(Value.self, at: index)
    }

    /// A value of any `DatabaseValueConvertible` type, or nil for NULL.
    @inlinable @inline(__always)
    @_spi(Generated) public func decodeIfPresent<Value: DatabaseValueConvertible>(
        _ type: Value.Type, at index: CInt
    ) throws -> Value? {
        if let row { return try row.decode(Value?.self, forColumn: name(index)) }
        if isNull(index) { return nil }
        return try decode(Value.self, at: index)
    }

    /// The value of a property that is not optional over a column that accepts NULL, read as an
    /// optional (`row.decodeIfPresent(…)`): the value, or ``StoreError/nullValue(table:column:columns:values:)``
    /// when the column holds NULL.
    @inlinable
    @_spi(Generated) public func required<Value>(_ value: Value?, at index: CInt, table: String) throws -> Value {
        if let value { return value }
        throw nullValueError(at: index, table: table)
    }
}
