#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif
import Foundation
import GRDB

extension FastPath {
    /// The columns of the current row of a statement, read by index with the SQLite C API.
    ///
    /// Generated records read the rows of their fast paths with it, in a private `decode` function;
    /// `init(row:)` stays the one public way to decode a row, by column name.
    public struct RowReader {
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

