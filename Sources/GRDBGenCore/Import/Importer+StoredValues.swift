import Foundation
import GRDB
import GRDBGenSQL

/// Column types as the rows store them: dates, values a STRICT table keeps, enumerations.
extension Importer {
    /// A `date` or `datetime` column as its rows store it, so that the generated record reads them
    /// and writes them back unchanged: a DATE column that holds times is a `datetime` (a `date` would
    /// keep the day only), and one that holds only numbers stores Unix time (seconds, or milliseconds
    /// from 10^11 on, the year 5138 in seconds). Each change is a warning.
    mutating func adaptDates(_ column: inout ColumnDefinition, of table: String) throws {
        let name = SQLName.quoted(column.name.value)
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT count(\(name)), sum(typeof(\(name)) = 'text' AND length(\(name)) > 10),
                           sum(typeof(\(name)) IN ('integer', 'real')),
                           max(CASE WHEN typeof(\(name)) IN ('integer', 'real') THEN abs(\(name)) END)
                    FROM \(SQLName.quoted(table))
                    """)
        else { return }
        let values = row[0] as Int, withTimes = row[1] as Int? ?? 0, numbers = row[2] as Int? ?? 0
        let what = "column `\(column.name.value)` of table `\(table)`"
        let declared = column.declaredType?.value ?? column.databaseType.sql
        if values > 0, numbers == values {
            let milliseconds = (row[3] as Double? ?? 0) >= 1e11
            column.type = located(.datetime)
            column.representation = located(milliseconds ? .unixTimeMilliseconds : .unixTime)
            column.declaredType = located(declared)
            warn(
                "\(what) holds numbers, not date text: imported as Unix time in "
                    + "\(milliseconds ? "milliseconds" : "seconds") "
                    + "(`representation: \(milliseconds ? "unixTimeMilliseconds" : "unixTime")`)")
        } else if numbers > 0 {
            warn("\(what) holds both date text and numbers: imported as date text; the numbers will not read as dates")
        } else if column.type.value == .date, withTimes > 0 {
            column.type = located(.datetime)
            column.declaredType = located(declared)
            warn(
                "\(what) is declared \(declared) but holds times of day: imported as `datetime` (a `Date`), "
                    + "as a `date` keeps the day only")
        }
    }

    /// A column as the storage classes of its rows (`typeof`) and its default tell, so that the
    /// record never reads a stored value as something else, each change said: a TEXT column that
    /// holds blobs is a `blob` (a `String` would read the bytes as text, and saving it would
    /// overwrite them; `Data` reads both); a text column whose every row holds a lowercase UUID, or
    /// whose default calls `uuid()`, is a `uuid`; a DATE column without rows stays a `date`, said (no
    /// row tells days from instants); values no Swift type of the column reads are said.
    mutating func adaptToStoredValues(
        _ column: inout ColumnDefinition, declared: String, default sql: String?, of table: String
    ) throws {
        let name = SQLName.quoted(column.name.value)
        let hex = { (count: Int) in String(repeating: "[0-9a-f]", count: count) }
        let uuidPattern = [hex(8), hex(4), hex(4), hex(4), hex(12)].joined(separator: "-")
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT count(\(name)), sum(typeof(\(name)) = 'blob'), sum(typeof(\(name)) = 'text'),
                           sum(\(name) GLOB ?),
                           sum(typeof(\(name)) = 'text' AND length(\(name)) = 36 AND upper(\(name)) GLOB ?),
                           sum(\(name) GLOB ?), count(*)
                    FROM \(SQLName.quoted(table))
                    """, arguments: [uuidPattern, uuidPattern.uppercased(), uuidPattern.uppercased()])
        else { return }
        let values = row[0] as Int, blobs = row[1] as Int? ?? 0, texts = row[2] as Int? ?? 0
        let uuids = row[3] as Int? ?? 0, anyCaseUUIDs = row[4] as Int? ?? 0, uppercaseUUIDs = row[5] as Int? ?? 0
        let rows = row[6] as Int
        let what = "column `\(column.name.value)` of table `\(table)`"
        let type = column.type.value
        let isPlainText = type == .text && column.check == nil && column.primaryKey?.isChosenBySQLite != true
        if blobs > 0, [.text, .json, .date, .datetime].contains(type), column.representation == nil {
            column.type = located(.blob)
            column.declaredType = located(declared.isEmpty ? "TEXT" : declared)
            warn(
                "\(what) is declared \(declared) but holds blobs in \(blobs) of its \(values) rows: imported as "
                    + "`blob` (`Data`, which reads text too); a `String` would read the bytes as text, and saving "
                    + "it would overwrite them")
        } else if (blobs > 0 && type != .blob)
            || (type == .text ? false : texts > 0 && [.integer, .real, .boolean].contains(type))
        {
            // A `blob` property (`Data`) reads blobs, and text too: nothing to say of it.
            warn(
                "\(what) holds \(blobs > 0 ? "blobs" : "text") in \(blobs + texts) of its \(values) rows, which its "
                    + "`\(type.rawValue)` property cannot read: reading such a row throws")
        } else if isPlainText, values > 0, uuids == values || uppercaseUUIDs == values {
            let upper = uuids != values
            let form = upper ? "an upper-case UUID" : "a lowercase UUID"
            let declaration = upper ? "`uuid` with `representation: uppercaseText`" : "`uuid`"
            let type = upper ? "UppercaseUUID" : "LowercaseUUID"
            let rowsSaid = values == 1 ? "its 1 row" : "every one of its \(values) rows"
            guard values >= Self.rowsToTell else {
                // Too few rows to tell: the app may store other text there (a UUID typed in
                // another case, a name), which a `uuid` column would not read.
                warn(
                    "\(what) holds \(form) in \(rowsSaid), too few to tell (\(Self.rowsToTell) or more decide): "
                        + "imported as `text`; if the app stores only such UUIDs there, declare it \(declaration)")
                return try finish(column, values: values, rows: rows, isPlainText: isPlainText, of: table)
            }
            column.type = located(.uuid)
            if upper { column.representation = located(.uppercaseText) }
            warn(
                "\(what) holds \(form) in \(rowsSaid): imported as \(declaration) (\(upper ? "an" : "a") `\(type)`, or a record's `ID` "
                    + "for a key: stored as this text\(upper ? ", as `uuidString` writes it" : ""))")
        } else if isPlainText, uuids == values, let sql,
            sql.filter({ !$0.isWhitespace }).uppercased().trimmingCharacters(in: CharacterSet(charactersIn: "()"))
                == "UUID"
        {
            column.type = located(.uuid)
            warn(
                "\(what): its default calls `uuid()`: imported as `uuid` (a record's `ID` for a key, a "
                    + "`LowercaseUUID` otherwise: stored as lowercase text)")
        } else if isPlainText, values > 0, anyCaseUUIDs == values {
            warn(
                "\(what) holds UUIDs in lower and upper case: imported as `text`; a `uuid` column stores "
                    + "them in one case, so SQL comparing them with stored text would miss some rows")
        } else if type == .date, values == 0 {
            warn(
                "\(what) is declared \(declared) and has no rows to tell days from instants: imported as `date` (a "
                    + "day); if the app stores times of day there, write `type: datetime`, as a `date` keeps the day "
                    + "only")
        }
        try finish(column, values: values, rows: rows, isPlainText: isPlainText, of: table)
    }

    /// What the rows tell of every column, whatever its type: it holds no NULL (the app may keep it
    /// non-optional; said for the table once its keys are known, ``columnsHoldingNoNull(in:)``, not
    /// decided), it holds JSON (``proposeJSON(_:of:)``).
    private mutating func finish(
        _ column: ColumnDefinition, values: Int, rows: Int, isPlainText: Bool, of table: String
    ) throws {
        if rows > 0, values == rows, !column.isNotNullInDatabase {
            holdingNoNull.append(column.name.value)
        }
        tableRows = rows
        if isPlainText, values > 0 { try proposeJSON(column, of: table) }
    }

    /// The fewest rows that decide a column's type from its values (a UUID in every row): fewer
    /// make a proposal, with their count.
    static let rowsToTell = 10

    /// What a table's columns that accept NULL but hold none say, with the number of rows that
    /// tell it (one row tells little, and the note says so by its count): the columns the app may
    /// keep non-optional. Keys and generated columns, which SQLite fills, are left out. Part of the
    /// table's one note.
    mutating func columnsHoldingNoNull(in shape: TableDefinition) -> String? {
        defer { holdingNoNull = [] }
        let names = shape.columns.filter { column in
            holdingNoNull.contains(column.name.value) && column.primaryKey == nil && column.generated == nil
                && !(shape.primaryKey?.value.contains { $0.value == column.name.value } ?? false)
        }.map { "`\($0.name.value)`" }
        guard tableRows > 0, !names.isEmpty else { return nil }
        let one = names.count == 1
        return "\(names.joined(separator: ", ")) accept\(one ? "s" : "") NULL but hold\(one ? "s" : "") none in its "
            + (tableRows == 1 ? "1 row" : "\(tableRows) rows")
            + ": if the app never stores NULL there, `swift: { optional: false }` keeps "
            + "\(one ? "its property" : "their properties") non-optional (reading a NULL then throws)"
    }

    /// The one note of a table: what its rows tell of its columns (JSON, no NULL), in one line.
    mutating func noteWhatTheRowsTell(of table: String, in shape: TableDefinition) {
        let clauses = [jsonColumnsClause(), columnsHoldingNoNull(in: shape)].compactMap { $0 }
        guard !clauses.isEmpty else { return }
        note("table `\(table)`: " + clauses.joined(separator: "; "))
    }

    /// A text column whose every row holds a JSON array or object: a note proposing `type: json`,
    /// with the line to write and the Swift type to name (`[String]` when every element is text).
    mutating func proposeJSON(_ column: ColumnDefinition, of table: String) throws {
        let name = SQLName.quoted(column.name.value), from = SQLName.quoted(table)
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT count(*), sum(kind = 'array'), sum(kind = 'object') FROM (
                      SELECT CASE WHEN json_valid(\(name)) THEN json_type(\(name)) END AS kind
                      FROM \(from) WHERE \(name) IS NOT NULL)
                    """),
            let values = row[0] as Int?, values > 0,
            (row[1] as Int? ?? 0) + (row[2] as Int? ?? 0) == values
        else { return }
        let arrays = (row[1] as Int? ?? 0) == values
        var swiftType = "YourCodableType"
        if arrays {
            let kinds = try String.fetchAll(
                db,
                sql: "SELECT DISTINCT each.type FROM \(from), json_each(\(from).\(name)) AS each")
            switch Set(kinds) {
            case ["text"]: swiftType = "[String]"
            case ["integer"]: swiftType = "[Int]"
            case ["integer", "real"], ["real"]: swiftType = "[Double]"
            default: break
            }
        }
        jsonColumns.append((column.name.value, arrays ? "an array" : "an object", swiftType))
    }

    /// What a table's text columns that hold JSON in every row (``proposeJSON(_:of:)``) say: the
    /// lines to write. Part of the table's one note.
    mutating func jsonColumnsClause() -> String? {
        defer { jsonColumns = [] }
        guard !jsonColumns.isEmpty else { return nil }
        let kinds = jsonColumns.map { "`\($0.column)` (\($0.holds))" }
        let lines = jsonColumns.map { "`\($0.column): { type: json, swift: { type: \"\($0.swiftType)\" } }`" }
        let many = jsonColumns.count > 1
        return "\(kinds.joined(separator: ", ")) hold\(many ? "" : "s") JSON in every row: to read "
            + "\(many ? "them as Swift values" : "it as a Swift value"), write \(lines.joined(separator: ", "))"
            + (jsonColumns.contains { $0.swiftType == "YourCodableType" } ? ", naming a Codable type of the app" : "")
    }

    /// A STRICT table declares each column with the type its values are stored as: dates as TEXT,
    /// booleans as INTEGER. A TEXT column whose every value is date text is read back as `date`
    /// (days only) or `datetime`; an INTEGER column checked `IN (0, 1)`, or named as a flag
    /// (`isFlagged`, `has_photo`) whose values are all 0 or 1, as `boolean`. Each is said: a
    /// table without rows tells nothing of its dates.
    mutating func readStrictValues(_ column: inout ColumnDefinition, check: String?, of table: String) throws {
        let name = SQLName.quoted(column.name.value)
        let what = "column `\(column.name.value)` of STRICT table `\(table)`"
        switch column.type.value {
        case .text where column.declaredType == nil:
            let pattern = "[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]*"
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT count(\(name)), sum(\(name) GLOB '\(pattern)'), sum(length(\(name)) = 10)
                        FROM \(SQLName.quoted(table))
                        """),
                let values = row[0] as Int?, values > 0, (row[1] as Int? ?? 0) == values
            else { return }
            let days = (row[2] as Int? ?? 0) == values
            column.type = located(days ? .date : .datetime)
            warn(
                "\(what) holds date text: imported as `\(days ? "date" : "datetime")` (stored as TEXT, as before); "
                    + "check it")
        case .integer where column.declaredType == nil && column.primaryKey == nil:
            let flagCheck =
                check.map { SchemaImporter.checkedValues($0, column: column.name.value) == ["0", "1"] } ?? false
            let words = SwiftName.propertyName(forColumn: column.name.value)
            let namedAsFlag = ["is", "has", "should", "can", "was", "did"].contains { prefix in
                words.hasPrefix(prefix) && words.dropFirst(prefix.count).first?.isUppercase == true
            }
            guard flagCheck || namedAsFlag else { return }
            if !flagCheck {
                let row = try Row.fetchOne(
                    db,
                    sql: "SELECT count(*) FROM \(SQLName.quoted(table)) WHERE \(name) NOT IN (0, 1)")
                guard (row?[0] as Int? ?? 1) == 0 else { return }
            }
            column.type = located(.boolean)
            warn(
                "\(what) is imported as `boolean` (stored as INTEGER, as before): "
                    + (flagCheck ? "it is checked IN (0, 1)" : "its name and its values (0 and 1) say so")
                    + "; check it")
        default:
            break
        }
    }

    /// A column checked `x IN ('a', 'b')` or `x IN (1, 2, 3)` is an enum: text values become a
    /// text enum, integers an integer enum whose cases are named `value1`… (to rename), and the
    /// CHECK is the enum's own. A boolean's `IN (0, 1)` stays a boolean.
    mutating func readEnumeration(_ column: inout ColumnDefinition, of table: String) {
        guard let check = column.check?.value, [.text, .integer].contains(column.type.value),
            column.primaryKey == nil, column.declaredType == nil,
            let values = SchemaImporter.checkedValues(check, column: column.name.value), !values.isEmpty
        else { return }
        let what = "column `\(column.name.value)` of table `\(table)`"
        if column.type.value == .integer {
            let codes = values.compactMap { Int64($0) }
            guard codes.count == values.count, Set(codes).count == codes.count else { return }
            let names = codes.map { $0 < 0 ? "minus\(-$0)" : "value\($0)" }
            column.type = located(.enum)
            column.enumValues = located(names)
            column.enumCodes = codes
            column.check = nil
            if case .integer(let code)? = column.defaultValue?.value, !codes.contains(code) {
                column.defaultValue = nil
            }
            warn(
                "\(what) is checked IN (\(values.joined(separator: ", "))): imported as an enum stored as integers, "
                    + "its cases named \(names.map { "`\($0)`" }.joined(separator: ", ")); give them names "
                    + "(`values: { low: 1, … }`)")
        } else {
            guard values.allSatisfy({ !$0.isEmpty && SwiftName.enumCase($0) != "" }) else { return }
            column.type = located(.enum)
            column.enumValues = located(values)
            column.check = nil
        }
    }
}
