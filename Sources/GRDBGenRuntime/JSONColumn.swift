import Foundation
import GRDB

/// Reads and writes the values of `json` columns: Codable values stored as JSON text.
///
/// Generated records call it from `init(row:)` and `encode(to:)`:
///
/// ```swift
/// tags = try JSONColumn.decode([String].self, row: row, forColumn: "tags")
/// container[Columns.tags] = try JSONColumn.encode(tags)
/// ```
@_spi(Generated) public enum JSONColumn {
    private static func decodeIfPresent<Value: Decodable>(
        _ type: Value.Type, from value: DatabaseValue?
    ) throws -> Value? {
        let data: Data?
        switch value {
        case .none: data = nil
        case .some(let value):
            switch value.storage {
            case .null: data = nil
            case .string(let text): data = Data(text.utf8)
            case .blob(let bytes): data = bytes
            case .int64, .double: data = Data(value.description.utf8)
            }
        }
        guard let data else { return nil }
        return try JSONDecoder().decode(Value.self, from: data)
    }

    /// Decodes the JSON text (or blob) of a column, found by name.
    @usableFromInline static func decode<Value: Decodable>(
        _ type: Value.Type, row: Row, forColumn column: String
    ) throws -> Value {
        guard let value = try decodeIfPresent(type, row: row, forColumn: column) else {
            throw DecodingError.valueNotFound(
                Value.self,
                DecodingError.Context(codingPath: [], debugDescription: "NULL in the JSON column `\(column)`"))
        }
        return value
    }

    /// Decodes the JSON text (or blob) of a column, found by name; `nil` for NULL or a missing column.
    @usableFromInline static func decodeIfPresent<Value: Decodable>(
        _ type: Value.Type, row: Row, forColumn column: String
    ) throws
        -> Value?
    {
        try decodeIfPresent(type, from: row[column] as DatabaseValue?)
    }

    /// The JSON text of a value, keys and sets sorted so that equal values give equal text
    /// (``StableJSON``).
    @_spi(Generated) public static func encode<Value: Encodable>(_ value: Value) throws -> String {
        try StableJSONText.of(value)
    }

    /// The JSON text of a value, or `nil` (NULL) for `nil`.
    @_spi(Generated) public static func encode<Value: Encodable>(_ value: Value?) throws -> String? {
        try value.map { try encode($0) }
    }
}

/// The JSON columns of a row, read on the fast path (and by name on GRDB's).
extension RowReader {
    /// A JSON column.
    @inlinable @inline(__always)
    @_spi(Generated) public func decodeJSON<Value: Decodable>(_ type: Value.Type, at index: CInt) throws -> Value {
        if let row { return try JSONColumn.decode(Value.self, row: row, forColumn: name(index)) }
        guard let value = try decodeJSONIfPresent(Value.self, at: index) else {
            // NULL: the error of GRDB's path.
            let (row, column) = grdbRow(at: index)
            return try JSONColumn.decode(Value.self, row: row, forColumn: column)
        }
        return value
    }

    /// A JSON column, or nil for NULL.
    @inlinable @inline(__always)
    @_spi(Generated) public func decodeJSONIfPresent<Value: Decodable>(
        _ type: Value.Type, at index: CInt
    ) throws -> Value? {
        if let row { return try JSONColumn.decodeIfPresent(Value.self, row: row, forColumn: name(index)) }
        switch DatabaseValue(sqliteStatement: statement, index: index + base).storage {
        case .null: return nil
        case .string(let text): return try JSONDecoder().decode(Value.self, from: Data(text.utf8))
        case .blob(let data): return try JSONDecoder().decode(Value.self, from: data)
        case .int64(let number): return try JSONDecoder().decode(Value.self, from: Data(String(number).utf8))
        case .double(let number): return try JSONDecoder().decode(Value.self, from: Data("\(number)".utf8))
        }
    }
}
