import Foundation
import GRDB

#if canImport(GRDBSQLite)
import GRDBSQLite
#elseif canImport(SQLCipher)  // GRDB built with SQLCipher
import SQLCipher
#else
import SQLite3
#endif

extension RowReader {
    /// A `UUID` stored as text in one case (`text`: GRDB's `.lowercaseString`, the default of a
    /// `uuid` column, or `.uppercaseString`, `representation: uppercaseText`), not NULL. Text in the
    /// other case throws: its row would be found by no lookup of its id, no comparison of its
    /// column (issue 51), where a server or SQL's `upper()` wrote it so.
    @inlinable
    @_spi(Generated) public func decode(
        _ type: UUID.Type, at index: CInt, text: DatabaseUUIDEncodingStrategy
    ) throws -> UUID {
        try checkCase(at: index, text)
        return try decode(UUID.self, at: index)
    }

    /// A `UUID` stored as text in one case, or nil for NULL.
    @inlinable
    @_spi(Generated) public func decodeIfPresent(
        _ type: UUID.Type, at index: CInt, text: DatabaseUUIDEncodingStrategy
    ) throws -> UUID? {
        try checkCase(at: index, text)
        return try decodeIfPresent(UUID.self, at: index)
    }

    /// Throws when the column holds text with a letter of the other case than `text` says.
    @usableFromInline
    func checkCase(at index: CInt, _ text: DatabaseUUIDEncodingStrategy) throws {
        let uppercase = text == .uppercaseString
        // The letters of the other case: a-f for upper-case text, A-F for lowercase.
        let wrong: ClosedRange<UInt8> =
            uppercase ? UInt8(ascii: "a")...UInt8(ascii: "f") : UInt8(ascii: "A")...UInt8(ascii: "F")
        let isWrong: Bool
        if let row {
            guard case .string(let string) = (row[name(index)] as DatabaseValue).storage else { return }
            isWrong = string.utf8.contains(where: wrong.contains)
        } else {
            guard sqlite3_column_type(statement, index + base) == SQLITE_TEXT,
                let bytes = sqlite3_column_text(statement, index + base)
            else { return }
            let count = Int(sqlite3_column_bytes(statement, index + base))
            isWrong = UnsafeBufferPointer(start: bytes, count: count).contains(where: wrong.contains)
        }
        guard isWrong else { return }
        let column = row == nil ? grdbRow(at: index).column : name(index)
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: [],
                debugDescription: "column `\(column)` holds a UUID in \(uppercase ? "lower" : "upper") case, "
                    + "where the schema stores it in \(uppercase ? "upper" : "lower") case: no lookup of the id "
                    + "would find its row; rewrite it "
                    + "(`UPDATE … SET \(column) = \(uppercase ? "upper" : "lower")(\(column))`)"
            ))
    }
}
