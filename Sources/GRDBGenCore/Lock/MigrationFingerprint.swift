/// The checksum of a migration's steps: what `schema.lock` records.
///
/// It is computed from a canonical text of the steps (names, types, constraints, SQL, seed
/// values), not from the YAML: reformatting schema.yaml, reordering keys or adding comments does
/// not change it; changing what the migration does does.
public enum MigrationFingerprint {
    /// `sha256:` and the digest of the canonical text of the steps.
    public static func checksum(of migration: Migration) -> String {
        "sha256:" + SHA256.hex(Array(canonicalText(of: migration.steps).utf8))
    }

    /// One line per step and column, with every attribute spelled out.
    static func canonicalText(of steps: [MigrationStep]) -> String {
        var lines: [String] = []
        func q(_ text: String) -> String { SwiftLiteral.string(text) }
        func names(_ list: [Located<String>]) -> String { "[" + list.map { q($0.value) }.joined(separator: ",") + "]" }
        func column(_ column: ColumnDefinition) -> String {
            var parts = ["column", q(column.name.value), column.grdbColumnType, "\(column.start)"]
            parts += column.modifiers.map(modifier)
            return parts.joined(separator: " ")
        }
        func shape(_ shape: TableShapeDefinition) {
            for definition in shape.columns { lines.append("  " + column(definition)) }
            if let key = shape.primaryKey { lines.append("  primaryKey " + names(key.value)) }
            for group in shape.uniqueGroups { lines.append("  unique " + names(group.value)) }
            for index in shape.indexes { lines.append("  index \(q(index.name.value)) \(names(index.columns)) unique=\(index.unique)") }
        }
        for step in steps {
            switch step {
            case let .createTable(table, definition, _):
                lines.append("createTable \(q(table.value))")
                shape(definition)
            case let .addColumn(table, definition, _):
                lines.append("addColumn \(q(table.value)) " + column(definition))
            case let .dropTable(table, _):
                lines.append("dropTable \(q(table.value))")
            case let .renameTable(from, to, _):
                lines.append("renameTable \(q(from.value)) \(q(to.value))")
            case let .renameColumn(table, from, to, _):
                lines.append("renameColumn \(q(table.value)) \(q(from.value)) \(q(to.value))")
            case let .dropColumn(table, name, _):
                lines.append("dropColumn \(q(table.value)) \(q(name.value))")
            case let .createIndex(index, table, _):
                lines.append("createIndex \(q(index.name.value)) \(q(table.value)) \(names(index.columns)) unique=\(index.unique)")
            case let .dropIndex(name, _):
                lines.append("dropIndex \(q(name.value))")
            case let .insert(table, rows, _):
                lines.append("insert \(q(table.value))")
                for row in rows {
                    lines.append("  row " + row.map { "\(q($0.column.value))=\(SwiftLiteral.value($0.value.value))" }.joined(separator: " "))
                }
            case .sql(let sql):
                lines.append("sql \(q(sql.value))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A modifier, spelled out independently of Swift's printing of enums.
    private static func modifier(_ modifier: ColumnModifier) -> String {
        switch modifier {
        case .notNull: "notNull"
        case .unique: "unique"
        case .checkValues(let values): "values[" + values.map(SwiftLiteral.string).joined(separator: ",") + "]"
        case .checkSQL(let sql): "check(\(SwiftLiteral.string(sql)))"
        case .collate(let collation): "collate(\(collation.rawValue))"
        case .defaultValue(.sql(let sql)): "defaultSQL(\(SwiftLiteral.string(sql)))"
        case .defaultValue(let value): "default(\(SwiftLiteral.value(value)))"
        case let .references(table, column, onDelete, onUpdate):
            "references(\(SwiftLiteral.string(table)),\(column.map(SwiftLiteral.string) ?? "-"),\(onDelete?.rawValue ?? "-"),\(onUpdate?.rawValue ?? "-"))"
        }
    }
}
