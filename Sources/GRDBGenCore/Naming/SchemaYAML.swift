import GRDBGenSQL

/// The one writer of schema.yaml's entries: the migration steps that `grdbgen migrate` appends
/// (and `grdbgen import` writes as its baseline), and the tables and views that `grdbgen import`
/// writes.
///
/// The keys of each mapping are written in the order of the grammar (``SchemaGrammar/column``:
/// each key writes its own value) or of the translator's key lists (``StepKind/keys``, …), the
/// lists that read them back and that the JSON Schema names: a key the translator does not know
/// cannot be written.
/// Scalars are quoted by ``YAMLText``.
///
/// ```swift
/// SchemaYAML.step(MigrationStep(.dropTable(Located(SQLIdentifier("item"), at: location)), at: location))
/// // ["- dropTable: { table: item }"]
/// ```
enum SchemaYAML {
    // MARK: - Migration steps

    /// The YAML of a migration step, its first line starting with `- `, without indentation.
    static func step(_ step: MigrationStep) -> [String] {
        SchemaGrammar.steps.lazy.compactMap { $0.write(step.call) }.first ?? []
    }

    // MARK: - Tables and views

    /// The lines of a table of `tables:`, two spaces in: its name, then its keys
    /// (``SchemaGrammar/table``), its columns, triggers, foreign keys and indexes one a line.
    static func table(_ table: TableDefinition) -> [String] {
        ["  \(YAMLText.scalar(table.name.value)):"]
            + lines(
                SchemaGrammar.table.entries(table), shape: table, columns: SchemaGrammar.column,
                alignsColumns: true, indent: "    ")
    }

    /// The lines of a view of `views:`, two spaces in: its keys (``SchemaGrammar/view``), one a
    /// line, and its columns one a line.
    static func view(_ view: ViewDefinition) -> [String] {
        var lines = ["  \(YAMLText.scalar(view.name.value)):"]
        for (key, value) in SchemaGrammar.view.entries(view) {
            guard key == "columns" else {
                lines.append("    \(key): \(value)")
                continue
            }
            lines.append("    columns:")
            for column in view.columns {
                lines.append("      \(YAMLText.scalar(column.name.value)): \(SchemaGrammar.viewColumn.flow(column))")
            }
        }
        return lines
    }

    // MARK: - Entries

    /// The lines of a table or of a `createTable` step at `indent`, from the `entries` its grammar
    /// writes: the columns one a line (of the `columns` grammar), the foreign keys and indexes
    /// one a list item, the triggers one a block item, each other key a line.
    ///
    /// - parameter alignsColumns: whether the column definitions line up after the longest name.
    static func lines(
        _ entries: [(key: String, value: String)], shape: TableDefinition,
        columns grammar: SchemaMapping<ColumnDefinition>, alignsColumns: Bool, indent: String
    ) -> [String] {
        var lines: [String] = []
        for (key, value) in entries {
            switch key {
            case "columns":
                let width = alignsColumns ? shape.columns.map { YAMLText.scalar($0.name.value).count }.max() ?? 0 : 0
                lines.append("\(indent)columns:")
                for column in shape.columns {
                    let key = YAMLText.scalar(column.name.value) + ":"
                    let name = key.padding(toLength: max(width + 2, key.count + 1), withPad: " ", startingAt: 0)
                    lines.append("\(indent)  \(name)\(grammar.flow(column))")
                }
            case "foreignKeys":
                lines.append("\(indent)foreignKeys:")
                lines += shape.foreignKeys.map { "\(indent)  - \(SchemaGrammar.foreignKey.flow($0))" }
            case "indexes":
                lines.append("\(indent)indexes:")
                lines += shape.indexes.filter { !$0.isImplicit }.map { "\(indent)  - \(SchemaGrammar.index.flow($0))" }
            case "triggers":
                lines.append("\(indent)triggers:")
                for trigger in shape.triggers {
                    lines += SchemaGrammar.trigger.entries(trigger).enumerated().map {
                        indent + "  " + ($0.offset == 0 ? "- " : "  ") + "\($0.element.key): \($0.element.value)"
                    }
                }
            default:
                lines.append("\(indent)\(key): \(value)")
            }
        }
        return lines
    }

    /// A column of a migration step: what SQLite stores, without the Swift names, types and
    /// associations of `tables:`.
    static func storedOnly(_ column: ColumnDefinition) -> ColumnDefinition {
        var stored = column
        (stored.swiftName, stored.swiftType, stored.swiftConvertible, stored.swiftOptional) = (nil, nil, nil, nil)
        stored.references?.value.belongsTo = nil
        stored.references?.value.hasMany = nil
        stored.references?.value.hasOne = nil
        return stored
    }

    /// A seed value.
    static func value(_ value: InsertValue) -> String {
        switch value {
        case .null: "null"
        case .integer(let number): String(number)
        case .real(let number): "\(number)"
        case .text(let text): YAMLText.scalar(text)
        case .boolean(let flag): flag ? "true" : "false"
        }
    }

    // MARK: - Mappings

    /// `- kind: { key: value, … }`, the keys in the order of the step's key list.
    static func flowStep(_ kind: StepKind, _ entries: [String: String]) -> [String] {
        ["- \(kind.rawValue): { " + ordered(entries, kind.keys).joined(separator: ", ") + " }"]
    }

    /// `key: value` for each key of `keys` that has a value, in order. Every entry's key is one
    /// of `keys`: the translator reads back what is written.
    private static func ordered(_ entries: [String: String], _ keys: [String]) -> [String] {
        assert(Set(entries.keys).isSubset(of: keys), "keys the translator does not read: \(entries.keys)")
        return keys.compactMap { key in entries[key].map { "\(key): \($0)" } }
    }
}
