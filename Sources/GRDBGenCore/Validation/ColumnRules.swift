/// Checks shared by every list of column definitions: `tables:` entries and `createTable` steps.
enum ColumnRules {
    /// Reports invalid names, duplicate names and misplaced primary keys in a list of columns.
    static func check(_ columns: [ColumnDefinition], of table: String, diagnostics: DiagnosticCollector) {
        var seen: [String: ColumnDefinition] = [:]
        var primaryKeys: [ColumnDefinition] = []
        for column in columns {
            let name = column.name.value
            checkName(column.name, kind: "column", diagnostics: diagnostics)
            if let first = seen[name.lowercased()] {
                diagnostics.error(
                    "duplicate column `\(name)` in table `\(table)` (first written at line \(first.name.location.line); SQLite names ignore case)",
                    at: column.name.location)
            } else {
                seen[name.lowercased()] = column
            }
            check(column, of: table, diagnostics: diagnostics)
            if column.primaryKey != nil { primaryKeys.append(column) }
        }
        for extra in primaryKeys.dropFirst() {
            diagnostics.error(
                "table `\(table)` has several primary key columns (`\(primaryKeys[0].name.value)` and `\(extra.name.value)`); only one column may have `primaryKey`",
                at: extra.name.location)
        }
    }

    /// Reports what is wrong with one column definition on its own.
    static func check(_ column: ColumnDefinition, of table: String, diagnostics: DiagnosticCollector) {
        let name = column.name.value
        if column.primaryKey == .autoincrement, column.type.value != .integer {
            diagnostics.error(
                "column `\(name)` of table `\(table)`: `primaryKey: autoincrement` needs `type: integer`, found `\(column.type.value.rawValue)`",
                at: column.type.location)
        }
        if column.primaryKey == .autoincrement, let value = column.defaultValue {
            diagnostics.error(
                "column `\(name)` of table `\(table)`: an autoincrement primary key cannot have a default",
                at: value.location)
        }
        if let value = column.defaultValue, !accepts(column.type.value, value.value) {
            diagnostics.error(
                "column `\(name)` of table `\(table)`: the default \(value.value) is not a value of type `\(column.type.value.rawValue)`",
                at: value.location)
        }
    }

    /// Whether a default value fits a column type.
    static func accepts(_ type: ColumnType, _ value: DefaultValue) -> Bool {
        switch (type, value) {
        case (.integer, .integer), (.real, .integer), (.real, .real), (.text, .text),
             (.boolean, .boolean), (.date, .text), (.datetime, .text):
            true
        default:
            false
        }
    }

    /// Reports a table or column name that is not a plain identifier.
    static func checkName(_ name: Located<String>, kind: String, diagnostics: DiagnosticCollector) {
        let value = name.value
        if !SwiftName.isPlainIdentifier(value) {
            diagnostics.error(
                "`\(value)` is not a valid \(kind) name: use letters, digits and underscores, not starting with a digit",
                at: name.location)
        } else if value.lowercased().hasPrefix("sqlite_") {
            diagnostics.error("`\(value)` is not a valid \(kind) name: SQLite reserves names that start with `sqlite_`", at: name.location)
        }
    }
}
