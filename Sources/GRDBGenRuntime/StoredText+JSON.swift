import Foundation
import GRDB

/// The values of `json` columns: Codable values stored as JSON text.
extension StoredText {
    private static func decodeJSONIfPresent<Value: Decodable>(
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
    @usableFromInline static func decodeJSON<Value: Decodable>(
        _ type: Value.Type, row: Row, forColumn column: String
    ) throws -> Value {
        guard let value = try decodeJSONIfPresent(type, row: row, forColumn: column) else {
            throw DecodingError.valueNotFound(
                Value.self,
                DecodingError.Context(codingPath: [], debugDescription: "NULL in the JSON column `\(column)`"))
        }
        return value
    }

    /// Decodes the JSON text (or blob) of a column, found by name; `nil` for NULL or a missing column.
    @usableFromInline static func decodeJSONIfPresent<Value: Decodable>(
        _ type: Value.Type, row: Row, forColumn column: String
    ) throws
        -> Value?
    {
        try decodeJSONIfPresent(type, from: row[column] as DatabaseValue?)
    }

    /// The JSON text of a value, keys and sets sorted so that equal values give equal text
    /// (``StableJSON``), or NULL for nil.
    ///
    /// ```swift
    /// container[Columns.tags] = try StoredText.json(tags)
    /// ```
    @_spi(Generated) public static func json<Value: Encodable>(_ value: Value?) throws -> DatabaseValue {
        guard let value else { return .null }
        return try StableJSONText.of(value).databaseValue
    }
}

extension RowReader {
    /// A JSON column.
    @inlinable @inline(__always)
    @_spi(Generated) public func decodeJSON<Value: Decodable>(_ type: Value.Type, at index: CInt) throws -> Value {
        if let row { return try StoredText.decodeJSON(Value.self, row: row, forColumn: name(index)) }
        guard let value = try decodeJSONIfPresent(Value.self, at: index) else {
            // NULL: the error of GRDB's path.
            let (row, column) = grdbRow(at: index)
            return try StoredText.decodeJSON(Value.self, row: row, forColumn: column)
        }
        return value
    }

    /// A JSON column, or nil for NULL.
    @inlinable @inline(__always)
    @_spi(Generated) public func decodeJSONIfPresent<Value: Decodable>(
        _ type: Value.Type, at index: CInt
    ) throws -> Value? {
        if let row { return try StoredText.decodeJSONIfPresent(Value.self, row: row, forColumn: name(index)) }
        switch DatabaseValue(sqliteStatement: statement, index: index + base).storage {
        case .null: return nil
        case .string(let text): return try JSONDecoder().decode(Value.self, from: Data(text.utf8))
        case .blob(let data): return try JSONDecoder().decode(Value.self, from: data)
        case .int64(let number): return try JSONDecoder().decode(Value.self, from: Data(String(number).utf8))
        case .double(let number): return try JSONDecoder().decode(Value.self, from: Data("\(number)".utf8))
        }
    }
}
