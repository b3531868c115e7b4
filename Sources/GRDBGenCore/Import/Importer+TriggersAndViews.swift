#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif
import Foundation
import GRDB
import GRDBGenSQL

/// Triggers and views, with what they depend on.
extension Importer {
    mutating func importTrigger(_ name: String, table: String, sql: String) {
        let statement = SQLTokens(sql)
        let tokens = statement.tokens
        func skip(_ reason: String) { warn("trigger `\(name)` of table `\(table)` is not imported: \(reason)") }
        guard let t = tables.firstIndex(where: { $0.name.value.isSameSQLName(as: table) }) else {
            return skip("its table is not imported")
        }
        if let other = firstNameNotImported(in: tokens) {
            return skip("it uses `\(other)`, which is not imported")
        }
        guard SwiftName.isPlainIdentifier(name) else { return skip("its name is not letters, digits and underscores") }
        guard var i = statement.index(ofKeyword: "TRIGGER") else { return skip("its SQL was not understood") }
        i += 1
        if i + 2 < tokens.count, tokens[i].isKeyword("IF") { i += 3 }
        i += 1  // the name
        var timing: TriggerTiming = .before
        if i < tokens.count, tokens[i].isKeyword("BEFORE") {
            timing = .before; i += 1
        } else if i < tokens.count, tokens[i].isKeyword("AFTER") {
            timing = .after; i += 1
        } else if i < tokens.count, tokens[i].isKeyword("INSTEAD") {
            return skip("INSTEAD OF triggers are not in schema.yaml")
        }
        guard i < tokens.count else { return skip("its SQL was not understood") }
        let event: TriggerEvent
        var columns: [String] = []
        switch tokens[i].value {
        case "INSERT": event = .insert
        case "DELETE": event = .delete
        case "UPDATE":
            event = .update
            if i + 1 < tokens.count, tokens[i + 1].isKeyword("OF") {
                i += 2
                while i < tokens.count, !tokens[i].isKeyword("ON") {
                    if let column = tokens[i].name { columns.append(column) }
                    i += 1
                }
                i -= 1
            }
        default: return skip("its SQL was not understood")
        }
        guard let on = statement.index(ofKeyword: "ON", from: i),
            let begin = statement.index(ofKeyword: "BEGIN", from: on),
            let end = tokens.lastIndex(where: { $0.isKeyword("END") }), end > begin
        else { return skip("its SQL was not understood") }
        var when: String?
        if let w = statement.index(ofKeyword: "WHEN", from: on), w < begin {
            when = statement.text(w + 1, begin)
        }
        let body = statement.text(begin + 1, end)
        var trigger = TriggerDefinition(
            name: located(name), table: tables[t].name.value, timing: located(timing), event: located(event),
            columns: columns.map(located), when: when.map(located), body: located(body), location: Self.nowhere)
        trigger.table = tables[t].name.value
        tables[t].triggers.append(trigger)
    }

    mutating func importView(_ name: String, sql: String) throws {
        guard SwiftName.isPlainIdentifier(name) else {
            warn("view `\(name)` is not imported: its name is not letters, digits and underscores")
            return
        }
        let statement = SQLTokens(sql)
        guard var i = statement.index(ofKeyword: "VIEW") else {
            warn("view `\(name)` is not imported: its SQL was not understood")
            return
        }
        // Past IF NOT EXISTS and the name.
        i += statement.tokens.count > i + 1 && statement.tokens[i + 1].isKeyword("IF") ? 5 : 2
        if i < statement.tokens.count, statement.tokens[i].kind == .group {
            warn("view `\(name)` is not imported: it names its columns before AS, which schema.yaml cannot write")
            return
        }
        guard i < statement.tokens.count, statement.tokens[i].isKeyword("AS") else {
            warn("view `\(name)` is not imported: its SQL was not understood")
            return
        }
        let asIndex = i
        if let other = firstNameNotImported(in: Array(statement.tokens[(asIndex + 1)...]), views: true) {
            warn("view `\(name)` is not imported: it uses `\(other)`, which is not imported")
            return
        }
        var definition = ViewDefinition(
            name: located(name), sql: located(statement.text(from: asIndex + 1)), location: Self.nowhere)
        // Columns SQLite computes need a type: the one their function gives, else their values'.
        let functions = Self.selectedFunctions(statement, from: asIndex + 1)
        let statementOfView = try db.makeStatement(sql: "SELECT * FROM \(SQLName.quoted(name))")
        for (index, column) in statementOfView.columnNames.enumerated() {
            guard sqlite3_column_table_name(statementOfView.sqliteStatement, CInt(index)) == nil else { continue }
            let types = try String.fetchAll(
                db, sql: "SELECT DISTINCT typeof(\(SQLName.quoted(column))) FROM \(SQLName.quoted(name)) LIMIT 10"
            )
            .filter { $0 != "null" }
            var override = ViewColumnOverride(name: located(column))
            switch (functions[SQLIdentifier(column)], types) {
            case ("COUNT", _), ("LENGTH", _): override.type = located(ColumnType.integer)
            case ("AVG", _), ("TOTAL", _): override.type = located(ColumnType.real)
            default: break
            }
            if override.type != nil {
                definition.columns.append(override)
                continue
            }
            switch types {
            case ["integer"]: override.type = located(ColumnType.integer)
            case ["real"], ["integer", "real"], ["real", "integer"]: override.type = located(ColumnType.real)
            case ["blob"]: override.type = located(ColumnType.blob)
            case ["text"]: override.type = located(ColumnType.text)
            default:
                override.type = located(ColumnType.text)
                warn(
                    "column `\(column)` of view `\(name)`: SQLite computes it and its values do not tell its "
                        + "type; imported as text, check it"
                )
            }
            definition.columns.append(override)
        }
        nameApartTakenProperties(of: name, columns: statementOfView.columnNames, in: &definition)
        views.append(definition)
    }

    /// The columns of a view whose property a record cannot have, named apart as a table's are
    /// (``nameApartTakenProperties(of:in:)``).
    mutating func nameApartTakenProperties(of view: String, columns: [String], in definition: inout ViewDefinition) {
        for (position, name, apart) in Self.propertiesApart(columns.map(SwiftName.propertyName), taken: []) {
            let column = columns[position]
            if let index = definition.columns.firstIndex(where: { $0.name.value == column }) {
                definition.columns[index].swiftName = located(apart)
            } else {
                var override = ViewColumnOverride(name: located(column))
                override.swiftName = located(apart)
                definition.columns.append(override)
            }
            note(
                "column `\(column)` of view `\(view)` would make the property `\(name)`, which a record cannot "
                    + "have: its property is named `\(apart)` (`swift: { name: \(apart) }`)")
        }
    }

    /// For each column of a `SELECT` that calls a function (`count(*) AS n`), the function's name,
    /// uppercased, by the column's name.
    static func selectedFunctions(_ statement: SQLTokens, from start: Int) -> [SQLIdentifier: String] {
        let tokens = statement.tokens
        guard let select = statement.index(ofKeyword: "SELECT", from: start) else { return [:] }
        let end = statement.index(ofKeyword: "FROM", from: select) ?? tokens.count
        var result: [SQLIdentifier: String] = [:]
        var item: [SQLTokens.Token] = []
        func flush() {
            defer { item = [] }
            guard item.count >= 2, item[0].kind == .word, item[1].kind == .group, let name = item.last?.name else {
                return
            }
            result[SQLIdentifier(name)] = item[0].value
        }
        for token in tokens[(select + 1)..<end] {
            if token.kind == .punctuation, token.text == "," { flush() } else { item.append(token) }
        }
        flush()
        return result
    }
}
