import GRDBGenAdoption
import GRDBGenSQL

/// What only the SQL text SQLite keeps of a table (`sqlite_master.sql`) tells: the clauses of its
/// columns and its checks, which no `PRAGMA` reports. The importer reads a file's tables with it;
/// the verifier compares `tables:` and the migrations with it.
extension TableReport {
    /// The clauses of a column definition that no PRAGMA reports.
    struct ColumnClauses: Equatable {
        var collate: String?
        var check: String?
        var generated: GeneratedColumn?
        var autoincrement = false
        var notNullOnConflict: ConflictResolution?
        var uniqueOnConflict: ConflictResolution?
    }

    /// The column definitions of a `CREATE TABLE` statement, by column name.
    static func columnClauses(_ sql: String) -> [SQLIdentifier: ColumnClauses] {
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
                    clauses.generated = GeneratedColumn(
                        sql: String(tokens[i + 1].text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces),
                        stored: stored)
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

extension TableReport.ForeignKey {
    /// `(a, b) references `t` (x, y) onDelete: cascade`: the key as schema.yaml says it.
    var text: String {
        var text = "(\(columns.joined(separator: ", "))) references `\(table)` "
        text += "(\(referencedColumns.joined(separator: ", ")))"
        if let onDelete = ForeignKeyAction(reported: onDelete) { text += " onDelete: \(onDelete.rawValue)" }
        if let onUpdate = ForeignKeyAction(reported: onUpdate) { text += " onUpdate: \(onUpdate.rawValue)" }
        return text
    }
}
