import Foundation
import GRDBGenSQL

/// The rules of one table, reported as errors: of a `tables:` entry, a `createTable` step or a column
/// or search index a step adds to the table.
///
/// ```swift
/// TableRules(table: "item").check(shape)
/// ```
struct TableRules {
    /// The table's name, as the diagnostics write it.
    let table: String
    /// Where errors go.
    let diagnostics: DiagnosticCollector

    /// Reports invalid names, duplicate names, misplaced keys and bad constraints of a table shape.
    func check(_ shape: TableDefinition) {
        if shape.searchTable != nil {
            checkSearchTable(shape)
        }
        var seen: [SQLIdentifier: ColumnDefinition] = [:]
        var primaryKeys: [ColumnDefinition] = []
        for column in shape.columns {
            let name = column.name.value
            diagnostics.checkName(column.name, kind: .column)
            if let first = seen[column.name.identifier] {
                diagnostics.error(
                    "duplicate column `\(name)` in table `\(table)` (SQLite names ignore case)",
                    at: column.name.location, note: "first written here", at: first.name.location)
            } else {
                seen[column.name.identifier] = column
            }
            check(column)
            if column.primaryKey != nil { primaryKeys.append(column) }
        }
        for extra in primaryKeys.dropFirst() {
            diagnostics.error(
                "table `\(table)` has several primary key columns (`\(primaryKeys[0].name.value)` and "
                    + "`\(extra.name.value)`); for a composite key write `primaryKey: "
                    + "[\(primaryKeys[0].name.value), \(extra.name.value)]` at the table level",
                at: extra.name.location)
        }
        let known = shape.columns.map(\.name.value)
        if let key = shape.primaryKey {
            if let column = primaryKeys.first {
                diagnostics.error(
                    "table `\(table)` has both a table-level `primaryKey` and the primary key column "
                        + "`\(column.name.value)`; keep one",
                    at: key.location)
            }
            checkColumns(key.value, known: known, what: "the primary key")
            for name in key.value {
                if let column = shape.columns.first(where: { $0.name.value.isSameSQLName(as: name.value) }),
                    !column.isNotNullInDatabase
                {
                    diagnostics.error(
                        "column `\(column.name.value)` of table `\(table)` is part of the primary key and needs "
                            + "`notNull: true` (SQLite accepts NULL in such columns otherwise)",
                        at: column.name.location)
                }
            }
        }
        for group in shape.uniqueGroups {
            checkColumns(group.value, known: known, what: "a `unique` group")
        }
        for index in shape.indexes {
            diagnostics.checkName(index.name, kind: .index)
            checkColumns(
                index.columns, known: known, what: "index `\(index.name.value)`")
        }
        for trigger in shape.triggers {
            diagnostics.checkName(trigger.name, kind: .trigger)
            checkColumns(
                trigger.columns, known: known, what: "trigger `\(trigger.name.value)`")
        }
        checkOptions(shape)
    }

    /// SQLite's rules for `STRICT` and `WITHOUT ROWID` tables.
    private func checkOptions(_ shape: TableDefinition) {
        if let option = shape.options.first(where: { $0.value == .withoutRowID }) {
            if shape.primaryKey == nil, !shape.columns.contains(where: { $0.primaryKey != nil }) {
                diagnostics.error(
                    "table `\(table)` is `withoutRowID` but has no primary key; SQLite needs one", at: option.location)
            }
            for column in shape.columns where column.primaryKey?.isChosenBySQLite == true {
                diagnostics.error(
                    "column `\(column.name.value)` of table `\(table)`: a `withoutRowID` table has no rowid for "
                        + "SQLite to choose; use `primaryKey: true`",
                    at: column.name.location)
            }
        }
        if shape.has(.strict) {
            for column in shape.columns {
                checkStrict(column)
            }
        }
    }

    /// The affinities a declared type may have for each column type: the ones whose values the
    /// record's Swift type reads.
    static func allowedAffinities(_ type: DatabaseColumnType) -> Set<String> {
        switch type {
        case .integer: ["INTEGER"]
        case .real: ["REAL", "NUMERIC"]
        case .text, .jsonText: ["TEXT"]
        // SQLite stores a blob as it is in a column of any affinity: `grdbgen import` makes a TEXT
        // column whose rows hold bytes a `blob`.
        case .blob: ["BLOB", "TEXT"]
        case .boolean: ["NUMERIC", "INTEGER"]
        case .date, .datetime: ["NUMERIC", "TEXT"]
        }
    }

    /// Reports a `declaredType` whose affinity does not fit the column's type.
    private func checkDeclaredType(_ column: ColumnDefinition) {
        guard let declared = column.declaredType else { return }
        let affinity = SQLAffinity.of(declared: declared.value)
        // Unix time is a number: a legacy `TIMESTAMP` (NUMERIC) or REAL column reads as well.
        let allowed =
            column.unixTime != nil ? ["INTEGER", "NUMERIC", "REAL"] : Self.allowedAffinities(column.databaseType)
        if !allowed.contains(affinity) {
            diagnostics.error(
                "column `\(column.name.value)` of table `\(table)`: `declaredType: \(declared.value)` has "
                    + "\(affinity) affinity, and a `\(column.type.value.rawValue)` "
                    + "column\(column.unixTime != nil ? " stored as Unix time" : "") needs "
                    + allowed.sorted().joined(separator: " or "),
                at: declared.location)
        }
    }

    /// Reports what a `STRICT` table refuses of a column: a `declaredType` (every GRDBGen type is
    /// declared there with the type its values are stored as: ``ColumnDefinition/databaseType``).
    func checkStrict(_ column: ColumnDefinition) {
        if let declared = column.declaredType {
            diagnostics.error(
                "column `\(column.name.value)` of table `\(table)`: a `strict` table declares each column with "
                    + "the type its values are stored as (INTEGER, REAL, TEXT or BLOB); remove `declaredType`",
                at: declared.location)
        }
    }

    /// Reports names of a column list that are not columns of the table, or listed twice.
    private func checkColumns(_ names: [Located<String>], known: [String], what: String) {
        var seen: Set<SQLIdentifier> = []
        for name in names {
            if !known.contains(where: { $0.isSameSQLName(as: name.value) }) {
                diagnostics.error(
                    "\(what) of table `\(table)` names the unknown column `\(name.value)`"
                        + Suggestion.didYouMean(name.value, among: known),
                    at: name.location)
            } else if !seen.insert(name.identifier).inserted {
                diagnostics.error("\(what) of table `\(table)` lists column `\(name.value)` twice", at: name.location)
            }
        }
    }

    /// Reports what is wrong with one column definition on its own.
    func check(_ column: ColumnDefinition) {
        let name = column.name.value
        let type = column.type.value
        let prefix = "column `\(name)` of table `\(table)`"
        if let unindexed = column.unindexed, !column.isInSearchTable {
            diagnostics.error(
                "\(prefix): `unindexed` is for the columns of a search table (`searchTable: true`)",
                at: unindexed.location)
        }
        checkDeclaredType(column)
        // SQLite chooses only the key of a column declared exactly `INTEGER PRIMARY KEY`, the rowid.
        if let key = column.primaryKey, key.isChosenBySQLite {
            if let declared = column.declaredType {
                diagnostics.error(
                    "\(prefix): a `primaryKey: \(key.rawValue)` key is always INTEGER; remove `declaredType`",
                    at: declared.location)
            }
            if type != .integer {
                diagnostics.error(
                    "\(prefix): `primaryKey: \(key.rawValue)` needs `type: integer`, found `\(type.rawValue)`",
                    at: column.type.location)
            }
            if let value = column.defaultValue {
                diagnostics.error(
                    "\(prefix): a `primaryKey: \(key.rawValue)` key cannot have a default: SQLite chooses it",
                    at: value.location)
            }
        }
        if let generated = column.generated {
            if column.primaryKey != nil {
                diagnostics.error("\(prefix): a generated column cannot be a primary key", at: generated.location)
            }
            if column.defaultValue != nil {
                diagnostics.error(
                    "\(prefix): a generated column has no default; SQLite computes its value", at: generated.location)
            }
        }
        if let value = column.defaultValue, case .sql(let sql) = value.value, Self.needsParentheses(sql) {
            diagnostics.error(
                "\(prefix): the SQL default `\(sql)` is an expression, which SQLite takes in parentheses only: "
                    + "write `default: { sql: \"(\(sql))\" }`",
                at: value.location)
        }
        if let value = column.defaultValue, !Self.accepts(column, value.value) {
            diagnostics.error(
                "\(prefix): the default \(value.value) is not a value of type `\(type.rawValue)`"
                    + (type == .enum ? " with these values" : "")
                    + (column.unixTime != nil
                        ? " stored as Unix time: give an integer, or `{ sql: \"(unixepoch())\" }`" : ""),
                at: value.location)
        }
        if type == .enum {
            if let values = column.enumValues {
                checkEnumValues(values, prefix: prefix)
                if let codes = column.enumCodes, Set(codes).count != codes.count {
                    diagnostics.error(
                        "\(prefix): two values are stored as the same integer; each needs its own", at: values.location)
                }
            } else {
                diagnostics.error("\(prefix): an `enum` column needs `values: [a, b, …]`", at: column.type.location)
            }
        } else if let values = column.enumValues {
            diagnostics.error("\(prefix): `values` is only for `type: enum`", at: values.location)
        }
        if type != .enum, let unchecked = column.uncheckedEnum {
            diagnostics.error(
                "\(prefix): `check: false` is only for `type: enum`, whose values it leaves unchecked; a CHECK "
                    + "is written in SQL (`check: \"quantity >= 0\"`)",
                at: unchecked)
        }
        if let representation = column.representation {
            let choices = ColumnRepresentation.choices(for: type)
            if choices.isEmpty {
                diagnostics.error(
                    "\(prefix): `representation` is only for `type: uuid` (text, bytes) and `type: datetime` "
                        + "(unixTime, unixTimeMilliseconds)",
                    at: representation.location)
            } else if !choices.contains(representation.value) {
                diagnostics.error(
                    "\(prefix): a `\(type.rawValue)` column takes `representation: "
                        + choices.dropLast().map(\.rawValue).joined(separator: "`, `")
                        + "` or `\(choices.last!.rawValue)`, not `\(representation.value.rawValue)`",
                    at: representation.location)
            }
        }
        if let check = column.check, check.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            diagnostics.error("\(prefix): `check` is empty", at: check.location)
        }
        if let reference = column.references {
            diagnostics.checkName(reference.value.table, kind: .table)
            if let target = reference.value.column { diagnostics.checkName(target, kind: .column) }
            if reference.value.onDelete == .setNull || reference.value.onUpdate == .setNull, column.isNotNullInDatabase
            {
                diagnostics.error(
                    "\(prefix): `setNull` cannot apply to a NOT NULL column; use `cascade` or `restrict`, or "
                        + "drop `notNull`",
                    at: reference.location)
            }
        }
    }

    private func checkEnumValues(_ values: Located<[String]>, prefix: String) {
        if values.value.isEmpty {
            diagnostics.error("\(prefix): `values` is an empty list", at: values.location)
        }
        var seenValues: Set<String> = []
        var seenCases: [String: String] = [:]
        for value in values.value {
            if !seenValues.insert(value).inserted {
                diagnostics.error("\(prefix): the value `\(value)` is listed twice", at: values.location)
                continue
            }
            let caseName = SwiftName.enumCase(value)
            if !SwiftName.isPlainIdentifier(caseName) {
                diagnostics.error(
                    "\(prefix): the value `\(value)` cannot be a Swift enum case; use letters, digits, spaces, "
                        + "dashes and underscores",
                    at: values.location)
            } else if let other = seenCases[caseName] {
                diagnostics.error(
                    "\(prefix): the values `\(other)` and `\(value)` both make the Swift case `\(caseName)`",
                    at: values.location)
            } else {
                seenCases[caseName] = value
            }
        }
    }

    /// Whether a table or column name is one schema.yaml takes: letters or digits to name its Swift
    /// type or property after, no control character, no space around it, no double quote (GRDB
    /// quotes names without doubling the quotes inside).
    static func isAcceptedName(_ value: String) -> Bool {
        !value.contains("\"")
            && !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            && value.trimmingCharacters(in: .whitespaces) == value && !SwiftName.words(value).isEmpty
    }

    /// Whether an SQL default is an expression SQLite refuses without parentheses (`uuid()`,
    /// `1 + 2`): not a literal (a number, a string, a blob, `NULL`, `TRUE`, `CURRENT_TIMESTAMP`…),
    /// a bare word (SQLite stores it as text: `DEFAULT bubblegum`) nor already in parentheses.
    static func needsParentheses(_ sql: String) -> Bool {
        let text = sql.trimmingCharacters(in: .whitespacesAndNewlines)
        let tokens = SQLTokens(text).tokens
        if tokens.count == 1 { return false }
        // `-1`, `+2.5`: a signed number.
        if tokens.count == 2, ["-", "+"].contains(tokens[0].text), tokens[1].kind == .word { return false }
        // `X'00ff'`: a blob.
        if tokens.count == 2, tokens[0].text.uppercased() == "X", tokens[1].kind == .string { return false }
        return true
    }

    /// Whether a default value fits a column.
    static func accepts(_ column: ColumnDefinition, _ value: DefaultValue) -> Bool {
        switch (column.type.value, value) {
        case (_, .sql), (.integer, .integer), (.real, .integer), (.real, .real), (.text, .text),
            (.boolean, .boolean), (.json, .text):
            true
        case (.date, .text(let text)):
            // A day, `YYYY-MM-DD` (earlier versions stored a time after it: still read as its day).
            text.range(of: #"^[0-9]{4}-[0-9]{2}-[0-9]{2}([ T].*)?$"#, options: .regularExpression) != nil
        case (.datetime, .text):
            column.unixTime == nil
        case (.datetime, .integer):
            column.unixTime != nil
        case (.uuid, .text(let text)):
            UUIDSyntax.isValid(text) && column.uuidRepresentation != .bytes
                && (column.uuidRepresentation != .uppercaseText || text == text.uppercased())
        case (.enum, .text(let text)):
            column.enumCodes == nil && column.enumValues?.value.contains(text) ?? true
        case (.enum, .integer(let code)):
            column.enumCodes?.contains(code) ?? false
        case (.url, .text(let text)):
            URL(string: text) != nil
        case (.decimal, .text(let text)):
            Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) != nil
                && text.range(of: #"^-?[0-9]+(\.[0-9]+)?$"#, options: .regularExpression) != nil
        case (.decimal, .integer), (.decimal, .real):
            true
        default:
            false
        }
    }
}

/// The text form of a UUID: 8-4-4-4-12 hexadecimal digits.
enum UUIDSyntax {
    static func isValid(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12]
            && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }
}

extension TableRules {
    /// What a search index needs of its table: a rowid (the index and the table share it), and
    /// text columns to index.
    func check(_ index: SearchIndexDefinition, in shape: TableDefinition) {
        let what = "search index `\(index.name.value)` of table `\(table)`"
        if shape.has(.withoutRowID) {
            diagnostics.error(
                "\(what): a WITHOUT ROWID table cannot have a search index (FTS5 shares the table's rowid)",
                at: index.name.location)
        }
        if let diacritics = index.diacritics, index.tokenizer?.value == .trigram {
            diagnostics.error(
                "\(what): `diacritics` is an option of the unicode61 tokenizer (and of porter over it); the "
                    + "trigram tokenizer does not take it: remove `diacritics`",
                at: diacritics.location)
        }
        var seen: Set<SQLIdentifier> = []
        for name in index.columns {
            guard let column = shape.columns.first(where: { $0.name.identifier == name.identifier }) else {
                diagnostics.error(
                    "\(what) indexes unknown column `\(name.value)`"
                        + Suggestion.didYouMean(name.value, among: shape.columns.map(\.name.value)),
                    at: name.location)
                continue
            }
            if ![.text, .enum, .json].contains(column.type.value) {
                diagnostics.error(
                    "\(what) indexes column `\(name.value)`, of type \(column.type.value.rawValue): it indexes text",
                    at: name.location)
            }
            if !seen.insert(name.identifier).inserted {
                diagnostics.error("\(what) lists column `\(name.value)` twice", at: name.location)
            }
            if !SwiftName.isPlainIdentifier(name.value) {
                diagnostics.error(Self.unquotedName(name.value, of: what), at: name.location)
            }
            if Self.reservedColumns.contains(name.identifier)
                || name.value.isSameSQLName(as: index.name.value)
            {
                diagnostics.error(
                    "\(what) indexes column `\(name.value)`: FTS5 reserves this name (the rowid, `rank`, the index's "
                        + "own name); rename the column",
                    at: name.location)
            }
        }
    }

    /// GRDB writes the columns of an FTS5 table as they are named, unquoted: SQLite refuses a name
    /// that is not letters, digits and underscores there.
    static func unquotedName(_ name: String, of what: String) -> String {
        "\(what): column `\(name)` cannot be in an FTS5 table, whose columns GRDB declares unquoted; name it "
            + "with letters, digits and underscores"
    }
}

extension DiagnosticCollector {
    /// Reports a table, column or index name that is not a plain identifier.
    func checkName(_ name: Located<SQLIdentifier>, kind: SchemaObjectKind) {
        checkName(name.name, kind: kind)
    }

    /// Reports a name that is not a plain identifier; a table or column name may be any name SQLite
    /// takes (`Order Details`, `first name`) that has a letter or digit to name its Swift type or
    /// property after (`OrderDetail`, `firstName`), and so may an index name, which GRDB's is made
    /// of (`index_order details_on_customerID`).
    func checkName(_ name: Located<String>, kind: SchemaObjectKind) {
        let value = name.value
        if [.table, .column, .index].contains(kind) {
            if value.lowercased().hasPrefix("sqlite_") {
                error(
                    "`\(value)` is not a valid \(kind) name: SQLite reserves names that start with `sqlite_`",
                    at: name.location)
            } else if !TableRules.isAcceptedName(value) {
                error(
                    "`\(value)` is not a valid \(kind) name: use a name with letters or digits, without double "
                        + "quotes, control characters nor spaces around it",
                    at: name.location)
            }
            return
        }
        if !SwiftName.isPlainIdentifier(value) {
            error(
                "`\(value)` is not a valid \(kind) name: use letters, digits and underscores, not starting with "
                    + "a digit",
                at: name.location)
        } else if value.lowercased().hasPrefix("sqlite_") {
            error(
                "`\(value)` is not a valid \(kind) name: SQLite reserves names that start with `sqlite_`",
                at: name.location)
        }
    }
}
