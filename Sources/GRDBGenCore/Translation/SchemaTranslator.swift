import Foundation

import Yams

/// The translate stage: YAML nodes → ``Schema``.
///
/// Checks the shape of the file: known keys, value types, required keys. Every mistake is
/// reported with its location; the translator goes on after a mistake, so that one run shows
/// them all.
public enum SchemaTranslator {
    static let topLevelKeys = ["swift", "tables", "migrations"]
    static let swiftKeys = ["access", "store"]
    static let tableKeys = ["record", "columns", "orderings"]
    static let columnKeys = ["type", "notNull", "primaryKey", "default"]
    static let tableColumnKeys = columnKeys + ["swift"]
    static let columnSwiftKeys = ["type", "name"]
    static let migrationKeys = ["id", "steps"]
    static let stepKinds = ["createTable", "addColumn", "sql"]
    static let createTableKeys = ["table", "columns"]
    static let addColumnKeys = ["table", "column"] + columnKeys

    /// Translates a parsed document. Returns `nil` when errors were reported.
    public static func translate(_ document: ParsedDocument, diagnostics: DiagnosticCollector) -> Schema? {
        let reader = NodeReader(document: document, diagnostics: diagnostics)
        guard let root = document.root, !NodeReader.isNull(root) else {
            diagnostics.error(
                "the schema file is empty; it needs at least `tables:` and `migrations:`",
                at: document.source.location(line: 1, column: 1))
            return nil
        }
        let errorsBefore = diagnostics.diagnostics.count
        guard let top = reader.mapping(root, what: "the schema file", allowedKeys: topLevelKeys) else {
            return nil
        }
        var swift = SwiftOptions()
        if let node = top.value("swift") {
            swift = swiftOptions(node, reader: reader)
        }
        var tables: [TableDefinition] = []
        if let node = top.required("tables"), !NodeReader.isNull(node),
           let mapping = reader.mapping(node, what: "`tables`", allowedKeys: nil)
        {
            for entry in mapping.entries {
                if let table = table(name: entry.key, node: entry.value, reader: reader) {
                    tables.append(table)
                }
            }
        }
        var migrations: [Migration] = []
        if let node = top.value("migrations"), !NodeReader.isNull(node),
           let list = reader.sequence(node, what: "`migrations`")
        {
            for (index, item) in list.enumerated() {
                if let migration = migration(item, index: index, reader: reader) {
                    migrations.append(migration)
                }
            }
        }
        let hasNewErrors = diagnostics.diagnostics[errorsBefore...].contains { $0.severity == .error }
        return hasNewErrors ? nil : Schema(swift: swift, tables: tables, migrations: migrations)
    }

    private static func swiftOptions(_ node: Node, reader: NodeReader) -> SwiftOptions {
        var options = SwiftOptions()
        guard let mapping = reader.mapping(node, what: "`swift`", allowedKeys: swiftKeys) else {
            return options
        }
        if let access = mapping.value("access") {
            let choices = SwiftOptions.AccessLevel.allCases.map { ($0.rawValue, $0) }
            options.access = reader.choice(access, what: "`access`", choices) ?? .internal
        }
        if let store = mapping.value("store") {
            options.store = reader.string(store, what: "`store`")
        }
        return options
    }

    private static func table(name: Located<String>, node: Node, reader: NodeReader) -> TableDefinition? {
        let what = "table `\(name.value)`"
        guard let mapping = reader.mapping(node, what: what, allowedKeys: tableKeys) else { return nil }
        var record: Located<String>?
        if let node = mapping.value("record") {
            record = reader.string(node, what: "`record` of \(what)")
        }
        var columns: [ColumnDefinition] = []
        if let node = mapping.required("columns") {
            columns = columnDefinitions(node, what: "`columns` of \(what)", allowedKeys: tableColumnKeys, reader: reader)
        }
        var orderings: [Located<String>] = []
        if let node = mapping.value("orderings"), let list = reader.sequence(node, what: "`orderings` of \(what)") {
            orderings = list.compactMap { reader.string($0, what: "an ordering of \(what)") }
        }
        return TableDefinition(
            name: name, record: record, columns: columns, orderings: orderings,
            location: name.location)
    }

    private static func columnDefinitions(
        _ node: Node, what: String, allowedKeys: [String] = columnKeys, reader: NodeReader
    ) -> [ColumnDefinition] {
        guard let mapping = reader.mapping(node, what: what, allowedKeys: nil) else { return [] }
        return mapping.entries.compactMap { entry in
            guard let columnMapping = reader.mapping(
                entry.value, what: "column `\(entry.key.value)`", allowedKeys: allowedKeys)
            else { return nil }
            return columnDefinition(name: entry.key, mapping: columnMapping, reader: reader)
        }
    }

    /// Reads `type`, `notNull`, `primaryKey` and `default` from a mapping: a column under
    /// `columns:`, or an `addColumn` step.
    private static func columnDefinition(
        name: Located<String>, mapping: NodeReader.Mapping, reader: NodeReader
    ) -> ColumnDefinition? {
        // Swift names and types belong to tables:, not to migrations, which only say what SQLite
        // stores.
        let what = "column `\(name.value)`"
        var type: Located<ColumnType>?
        if let node = mapping.required("type") {
            let choices = ColumnType.allCases.map { ($0.rawValue, $0) }
            if let value = reader.choice(node, what: "the type of \(what)", choices) {
                type = Located(value, at: reader.location(node))
            }
        }
        var notNull = false
        if let node = mapping.value("notNull") {
            notNull = reader.bool(node, what: "`notNull` of \(what)") ?? false
        }
        var primaryKey: ColumnDefinition.PrimaryKey?
        if let node = mapping.value("primaryKey") {
            primaryKey = reader.choice(
                node, what: "`primaryKey` of \(what)",
                [("autoincrement", .autoincrement), ("true", .plain), ("false", nil)]) ?? nil
        }
        var defaultValue: Located<DefaultValue>?
        if let node = mapping.value("default") {
            defaultValue = self.defaultValue(node, what: "`default` of \(what)", reader: reader)
        }
        var swiftType: Located<String>?
        var swiftName: Located<String>?
        if let node = mapping.value("swift"),
           let swift = reader.mapping(node, what: "`swift` of \(what)", allowedKeys: columnSwiftKeys)
        {
            swiftType = swift.value("type").flatMap { reader.string($0, what: "`swift.type` of \(what)") }
            swiftName = swift.value("name").flatMap { reader.string($0, what: "`swift.name` of \(what)") }
        }
        guard let type else { return nil }
        return ColumnDefinition(
            name: name, type: type, notNull: notNull, primaryKey: primaryKey,
            defaultValue: defaultValue, swiftType: swiftType, swiftName: swiftName, location: name.location)
    }

    private static func defaultValue(_ node: Node, what: String, reader: NodeReader) -> Located<DefaultValue>? {
        guard case .scalar(let scalar) = node else {
            reader.error("expected a text, number or boolean for \(what), found \(NodeReader.describe(node))", at: node)
            return nil
        }
        let value: DefaultValue
        switch ScalarKind(scalar) {
        case .null:
            reader.error("\(what) is empty; remove it for no default", at: node)
            return nil
        case .bool: value = .boolean(scalar.string.lowercased() == "true")
        case .int: value = .integer(Int64(scalar.string)!)
        case .float: value = .real(Double(scalar.string)!)
        case .string: value = .text(scalar.string)
        }
        return Located(value, at: reader.location(node))
    }

    private static func migration(_ node: Node, index: Int, reader: NodeReader) -> Migration? {
        let what = "migration #\(index + 1)"
        guard let mapping = reader.mapping(node, what: what, allowedKeys: migrationKeys) else { return nil }
        let id = mapping.required("id").flatMap { reader.string($0, what: "the `id` of \(what)") }
        var steps: [MigrationStep] = []
        if let node = mapping.required("steps") {
            let stepsWhat = "the steps of " + (id.map { "migration `\($0.value)`" } ?? what)
            if let list = reader.sequence(node, what: stepsWhat) {
                if list.isEmpty {
                    reader.error("\(stepsWhat): the list is empty", at: node)
                }
                steps = list.compactMap { step($0, reader: reader) }
            }
        }
        guard let id else { return nil }
        return Migration(id: id, steps: steps, location: reader.location(node))
    }

    private static func step(_ node: Node, reader: NodeReader) -> MigrationStep? {
        guard let mapping = reader.mapping(node, what: "a migration step", allowedKeys: stepKinds) else {
            return nil
        }
        guard mapping.entries.count == 1, let entry = mapping.entries.first else {
            if mapping.entries.isEmpty {
                reader.error("a migration step needs one of: \(stepKinds.joined(separator: ", "))", at: node)
            } else {
                let kinds = mapping.entries.map { "`\($0.key.value)`" }.joined(separator: " and ")
                reader.error("a migration step has one kind, found \(kinds); write them as separate steps", at: node)
            }
            return nil
        }
        let location = entry.key.location
        switch entry.key.value {
        case "createTable":
            guard let body = reader.mapping(entry.value, what: "`createTable`", allowedKeys: createTableKeys) else {
                return nil
            }
            let table = body.required("table").flatMap { reader.string($0, what: "`table` of `createTable`") }
            let columns = body.required("columns").map {
                columnDefinitions($0, what: "`columns` of `createTable`", reader: reader)
            }
            guard let table, let columns else { return nil }
            return .createTable(table: table, columns: columns, location: location)
        case "addColumn":
            guard let body = reader.mapping(entry.value, what: "`addColumn`", allowedKeys: addColumnKeys) else {
                return nil
            }
            let table = body.required("table").flatMap { reader.string($0, what: "`table` of `addColumn`") }
            let name = body.required("column").flatMap { reader.string($0, what: "`column` of `addColumn`") }
            guard let name else { return nil }
            let column = columnDefinition(name: name, mapping: body, reader: reader)
            guard let table, let column else { return nil }
            return .addColumn(table: table, column: column, location: location)
        default:
            guard var sql = reader.string(entry.value, what: "`sql`") else { return nil }
            // A block scalar (`sql: |`) ends with a newline; trailing whitespace means nothing to SQLite.
            while let last = sql.value.unicodeScalars.last, CharacterSet.whitespacesAndNewlines.contains(last) {
                sql.value.unicodeScalars.removeLast()
            }
            if sql.value.isEmpty {
                reader.error("`sql` is empty", at: entry.value)
                return nil
            }
            return .sql(sql)
        }
    }
}
