import Foundation
import GRDB

/// What only a table's SQL text tells: declared types, literal defaults, column clauses, checks.
extension Importer {
    static func action(_ text: String) -> ForeignKeyAction? {
        switch text.uppercased() {
        case "CASCADE": .cascade
        case "SET NULL": .setNull
        case "SET DEFAULT": .setDefault
        case "RESTRICT": .restrict
        default: nil
        }
    }

    /// The schema.yaml type of a declared type, by SQLite's affinity rules and GRDB's names.
    static func columnType(declared: String) -> (ColumnType, note: String?) {
        let upper = declared.uppercased().trimmingCharacters(in: .whitespaces)
        switch upper {
        case "BOOLEAN", "BOOL": return (.boolean, nil)
        case "DATE": return (.date, nil)
        case "DATETIME", "TIMESTAMP": return (.datetime, nil)
        default: break
        }
        switch DatabaseColumnType.affinity(ofDeclared: upper) {
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

    /// The clauses of a column definition that no PRAGMA reports.
    struct ColumnClauses {
        var collate: String?
        var check: String?
        var generated: (sql: String, stored: Bool)?
        var autoincrement = false
        var notNullOnConflict: ConflictResolution?
        var uniqueOnConflict: ConflictResolution?
    }

    /// The column definitions of a `CREATE TABLE` statement, by column name.
    static func columnDefinitions(_ sql: String) -> [SQLIdentifier: ColumnClauses] {
        let statement = SQLTokens(sql)
        guard let body = statement.tokens.first(where: { $0.kind == .group }) else { return [:] }
        var result: [SQLIdentifier: ColumnClauses] = [:]
        for item in SQLTokens.items(ofGroup: body.text) {
            guard let first = item.tokens.first, let name = first.name,
                !["CONSTRAINT", "PRIMARY", "UNIQUE", "CHECK", "FOREIGN"].contains(where: { first.isKeyword($0) })
            else { continue }
            var clauses = ColumnClauses()
            let tokens = item.tokens
            for (i, token) in tokens.enumerated() {
                if token.isKeyword("COLLATE"), i + 1 < tokens.count {
                    clauses.collate = tokens[i + 1].name
                } else if token.isKeyword("CHECK"), i + 1 < tokens.count, tokens[i + 1].kind == .group {
                    clauses.check = String(tokens[i + 1].text.dropFirst().dropLast()).trimmingCharacters(
                        in: .whitespaces)
                } else if token.isKeyword("AUTOINCREMENT") {
                    clauses.autoincrement = true
                } else if token.isKeyword("CONFLICT"), i >= 2, tokens[i - 1].isKeyword("ON"), i + 1 < tokens.count,
                    let resolution = ConflictResolution(rawValue: tokens[i + 1].text.lowercased())
                {
                    // The clause of the constraint it follows: NOT NULL, UNIQUE (or the key's).
                    let constraint = tokens[..<(i - 1)].last {
                        $0.isKeyword("NULL") || $0.isKeyword("UNIQUE") || $0.isKeyword("KEY")
                    }
                    if constraint?.isKeyword("NULL") == true { clauses.notNullOnConflict = resolution }
                    if constraint?.isKeyword("UNIQUE") == true { clauses.uniqueOnConflict = resolution }
                } else if token.isKeyword("AS"), i + 1 < tokens.count, tokens[i + 1].kind == .group {
                    let stored = i + 2 < tokens.count && tokens[i + 2].isKeyword("STORED")
                    clauses.generated = (
                        String(tokens[i + 1].text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces), stored
                    )
                }
            }
            result[SQLIdentifier(name)] = clauses
        }
        return result
    }

    /// The conditions of the table-level CHECK constraints of a `CREATE TABLE` statement, in order.
    static func tableChecks(_ sql: String) -> [String] {
        guard let body = SQLTokens(sql).tokens.first(where: { $0.kind == .group }) else { return [] }
        return SQLTokens.items(ofGroup: body.text).compactMap { item in
            let tokens = item.tokens
            guard let first = tokens.first else { return nil }
            let check = first.isKeyword("CONSTRAINT") ? 2 : 0
            guard tokens.count > check + 1, tokens[check].isKeyword("CHECK"), tokens[check + 1].kind == .group else {
                return nil
            }
            return String(tokens[check + 1].text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
    }
}
