import Foundation
import GRDB
import GRDBGenSQL

/// What only a table's SQL text tells: declared types, literal defaults, column clauses, checks.
extension Importer {
    /// The schema.yaml type of a declared type, by SQLite's affinity rules and GRDB's names.
    static func columnType(declared: String) -> (ColumnType, note: String?) {
        let upper = declared.uppercased().trimmingCharacters(in: .whitespaces)
        switch upper {
        case "BOOLEAN", "BOOL": return (.boolean, nil)
        case "DATE": return (.date, nil)
        case "DATETIME", "TIMESTAMP": return (.datetime, nil)
        default: break
        }
        switch SQLAffinity.of(declared: upper) {
        case "INTEGER": return (.integer, nil)
        case "TEXT": return (.text, nil)
        case "BLOB":
            return (
                .blob,
                upper.isEmpty ? "no declared type: imported as blob (a column without type keeps any value)" : nil
            )
        default: return (.real, nil)  // REAL, and NUMERIC (its `declaredType` keeps the affinity)
        }
    }

    /// A column default as SQLite reports it (`0`, `'text'`, `CURRENT_TIMESTAMP`, `(1 + 2)`).
    static func defaultValue(_ text: String, type: ColumnType) -> DefaultValue? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.uppercased() == "NULL" { return nil }
        if let number = Int64(trimmed) {
            if type == .boolean, number == 0 || number == 1 { return .boolean(number == 1) }
            return .integer(number)
        }
        if let number = Double(trimmed), number.isFinite, trimmed.first?.isNumber == true || trimmed.first == "-" {
            return .real(number)
        }
        if trimmed.uppercased() == "TRUE" || trimmed.uppercased() == "FALSE", type == .boolean {
            return .boolean(trimmed.uppercased() == "TRUE")
        }
        let tokens = SQLTokens(trimmed).tokens
        if tokens.count == 1, tokens[0].kind == .string { return .text(SQLTokenizer.unquoted(tokens[0].text)) }
        // SQLite reports `DEFAULT (uuid())` as `uuid()`: an expression other than a keyword
        // (`CURRENT_TIMESTAMP`) or a literal needs its parentheses back to be a default again.
        if tokens.count == 1 { return .sql(trimmed) }
        return .sql("(" + trimmed + ")")
    }

    /// A literal default whose text GRDB would write otherwise than the file has it (`0.00`, which
    /// GRDB writes `0.0`; `TRUE`, which it writes `1`) is kept as SQL, as written: a baseline must
    /// make the file's very column, or the file could not be adopted.
    static func keepingItsText(_ value: DefaultValue?, reported: String) throws -> DefaultValue? {
        let text = reported.trimmingCharacters(in: .whitespaces)
        let literal: DatabaseValue
        switch value {
        case .integer(let number): literal = number.databaseValue
        case .real(let number): literal = number.databaseValue
        case .text(let string): literal = string.databaseValue
        case .boolean(let flag): literal = flag.databaseValue
        case .sql, nil: return value
        }
        // What SQLite reports of GRDB's `defaults(to:)`, which the migrations call.
        let written = try DatabaseQueue().write { db in
            try db.create(table: "t") { t in t.column("c").defaults(to: literal) }
            return try String.fetchOne(db, sql: "SELECT dflt_value FROM pragma_table_info('t')")
        }
        return written == text ? value : .sql(text)
    }
}
