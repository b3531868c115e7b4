/// The checksum of a migration's steps: what `schema.lock` records.
///
/// It is computed from a canonical text of the steps (names, types, constraints, SQL, seed
/// values), not from the YAML: reformatting schema.yaml, reordering keys or adding comments does
/// not change it; changing what the migration does does.
///
/// The canonical text is lock format 1 (`sha256:` entries). It is spelled here and only here —
/// its quoting, type names and keywords are frozen copies, independent of how the generated Swift
/// is written or how Swift prints an enum — so that no change to the renderers ever changes a
/// locked checksum. `CommittedLockTests` checks lock files written before this was frozen, and
/// `MigrationFingerprintTests` pins the text itself. A new format would get a new prefix, with
/// format 1 still read.
enum MigrationFingerprint {
    /// The format of the canonical text: the checksums of `sha256:` entries.
    static let formatVersion = 1

    /// `sha256:` and the digest of the canonical text of the steps.
    static func checksum(of migration: Migration) -> String {
        var text = canonicalText(of: migration.steps)
        // Added after format 1 was frozen: only a baseline has this line.
        if let baseline = migration.baseline {
            text = "baseline replaces [" + baseline.value.map { quoted($0.value) }.joined(separator: ",") + "]\n" + text
        }
        return "sha256:" + SHA256.hex(Array(text.utf8))
    }

    /// One line per step and column, with every attribute spelled out, read from the GRDB call
    /// of each step.
    static func canonicalText(of steps: [MigrationStep]) -> String {
        var lines: [String] = []
        for step in steps {
            switch step.call {
            case let .createTable(table, shape):
                lines += tableLines(table.value.name, shape)
            case let .alterTable(table, .add(definition)):
                lines.append("addColumn \(q(table.value.name)) " + column(definition))
            case let .alterTable(table, .rename(from, to)):
                lines.append("renameColumn \(q(table.value.name)) \(q(from.value.name)) \(q(to.value.name))")
            case let .alterTable(table, .drop(name)):
                lines.append("dropColumn \(q(table.value.name)) \(q(name.value.name))")
            case let .dropTable(table):
                lines.append("dropTable \(q(table.value.name))")
            case let .renameTable(from, to):
                lines.append("renameTable \(q(from.value.name)) \(q(to.value.name))")
            case let .createIndex(index, table):
                lines.append(
                    "createIndex \(q(index.name.value)) \(q(table.value.name)) \(names(index.columns)) "
                        + "unique=\(index.unique)" + (index.condition.map { " where=\(q($0.value))" } ?? "")
                        + keys(index))
            case let .dropIndex(name):
                lines.append("dropIndex \(q(name.value.name))")
            // Steps added after format 1 was frozen: new text, no earlier checksum changes.
            case let .createTrigger(trigger, table):
                lines.append(
                    "createTrigger \(q(trigger.name.value)) \(q(table.value.name)) \(trigger.timing.value.rawValue) "
                        + "\(trigger.event.value.rawValue) \(names(trigger.columns)) "
                        + "when=\(trigger.when.map { q($0.value) } ?? "-") "
                        + "body=\(q(trigger.body.value))")
            case let .dropTrigger(name):
                lines.append("dropTrigger \(q(name.value.name))")
            case let .createSearchIndex(index, table):
                lines.append(
                    "createSearchIndex \(q(index.name.value)) \(q(table.value.name)) \(names(index.columns)) "
                        + "tokenizer=\(index.tokenizer?.value.rawValue ?? "-") "
                        + "diacritics=\(index.diacritics?.value.rawValue ?? "-")"
                        // Added after the text above was frozen: GRDB's synchronization, the only one
                        // there was, keeps the earlier text, so that earlier checksums read it
                        // (``LockVerifier/reading(_:as:)``).
                        + (index.synchronization == .grdbgen ? " synchronization=grdbgen" : "")
                        // Added later still: only indexes with prefix indexes get this text.
                        + (index.prefixes.map { " prefixes=" + $0.value.map(String.init).joined(separator: ",") } ?? "")
                        + options(index.options))
            case let .dropSearchIndex(name):
                lines.append("dropSearchIndex \(q(name.value.name))")
            case let .createView(view):
                lines.append("createView \(q(view.name.value)) sql=\(q(view.sql.value))")
            case let .dropView(name):
                lines.append("dropView \(q(name.value.name))")
            case let .insert(seed):
                lines.append("insert \(q(seed.table.value.name))")
                for row in seed.rows {
                    lines.append(
                        "  row "
                            + row.map { "\(q($0.column.value.name))=\(value($0.value.value))" }.joined(separator: " "))
                }
            case .execute(let sql):
                lines.append("sql \(q(sql.value))")
            case .swift(let function):
                lines.append("swift \(q(function.value))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Spellings of format 1 (and of what was added to it later)

    private static func q(_ text: String) -> String { quoted(text) }
    private static func names(_ list: [Located<String>]) -> String {
        "[" + list.map { q($0.value) }.joined(separator: ",") + "]"
    }
    private static func column(_ column: ColumnDefinition) -> String {
        var parts = ["column", q(column.name.value), storage(column.databaseType), start(column.start)]
        parts += column.modifiers.map(modifier)
        // Added after format 1 was frozen: only a column with a declared type has it.
        if let declared = column.declaredType { parts.append("declaredType(\(q(declared.value)))") }
        if column.unindexed?.value == true { parts.append("unindexed") }
        return parts.joined(separator: " ")
    }
    // Added after format 1 was frozen: only indexes with a collation, an order or an
    // expression get this text.
    private static func keys(_ index: IndexDefinition) -> String {
        index.hasPlainKeys ? "" : " keys=[" + index.keys.map { q($0.value.sql) }.joined(separator: ",") + "]"
    }
    // Added later still: only search indexes and tables with these options get this text.
    private static func options(_ options: SearchOptions) -> String {
        var text = ""
        if let characters = options.tokenCharacters { text += " tokenCharacters=\(q(characters))" }
        if let characters = options.separators { text += " separators=\(q(characters))" }
        if let flag = options.caseSensitive { text += " caseSensitive=\(flag)" }
        if let detail = options.detail { text += " detail=\(detail.rawValue)" }
        return text
    }

    /// The lines of a `createTable` step: the table, then each column and constraint.
    private static func tableLines(_ name: String, _ shape: TableDefinition) -> [String] {
        var lines = ["createTable \(q(name))"]
        for definition in shape.columns { lines.append("  " + column(definition)) }
        if let key = shape.primaryKey { lines.append("  primaryKey " + names(key.value)) }
        for group in shape.uniqueGroups { lines.append("  unique " + names(group.value)) }
        // Added after format 1 was frozen: only tables with checks get these lines.
        for check in shape.checks { lines.append("  check \(q(check.value))") }
        // Added later still: only tables with foreign keys of several columns get these lines.
        for key in shape.foreignKeys {
            lines.append(
                "  foreignKey \(names(key.columns)) references=\(q(key.reference.table.value)) "
                    + "columns=\(key.referencedColumns.isEmpty ? "-" : names(key.referencedColumns)) "
                    + "onDelete=\(key.reference.onDelete?.rawValue ?? "-") "
                    + "onUpdate=\(key.reference.onUpdate?.rawValue ?? "-")")
        }
        for index in shape.indexes {
            lines.append(
                "  index \(q(index.name.value)) \(names(index.columns)) unique=\(index.unique)"
                    // Added after format 1 was frozen: only partial indexes get this text.
                    + (index.condition.map { " where=\(q($0.value))" } ?? "") + keys(index))
        }
        // Added after format 1 was frozen: a line only when options are written, so
        // that no earlier checksum changes.
        if !shape.options.isEmpty {
            lines.append("  options [" + shape.options.map { option($0.value) }.joined(separator: ",") + "]")
        }
        // Added later still: only search tables get this text (and `unindexed` on their columns).
        if let searchTable = shape.searchTable?.value {
            lines.append(
                "  searchTable tokenizer=\(searchTable.tokenizer?.rawValue ?? "-") "
                    + "diacritics=\(searchTable.diacritics?.rawValue ?? "-") "
                    + "prefixes=\(searchTable.prefixes.map { $0.map(String.init).joined(separator: ",") } ?? "-")"
                    + options(searchTable.options))
        }
        return lines
    }

    /// A modifier, spelled out independently of Swift's printing of enums.
    private static func modifier(_ modifier: ColumnModifier) -> String {
        switch modifier {
        case .notNull(nil): "notNull"
        case .unique(nil): "unique"
        // Added after format 1 was frozen: only columns that have a conflict clause get this text.
        case .notNull(let resolution?): "notNull(onConflict:\(resolution.rawValue))"
        case .unique(let resolution?): "unique(onConflict:\(resolution.rawValue))"
        case .checkValues(let values): "values[" + values.map(quoted).joined(separator: ",") + "]"
        case .checkSQL(let sql): "check(\(quoted(sql)))"
        case .collate(let collation): "collate(\(collation.rawValue))"
        case .defaultValue(.sql(let sql)): "defaultSQL(\(quoted(sql)))"
        case .defaultValue(let value): "default(\(Self.value(value)))"
        case let .references(table, column, onDelete, onUpdate):
            "references(\(quoted(table)),\(column.map(quoted) ?? "-"),"
                + "\(onDelete?.rawValue ?? "-"),\(onUpdate?.rawValue ?? "-"))"
        // Added after format 1 was frozen: only columns that have it get this text.
        case .generated(let generated): "generated(\(quoted(generated.sql)),\(generated.stored ? "stored" : "virtual"))"
        case .checkIntegers(let codes): "integers[" + codes.map(String.init).joined(separator: ",") + "]"
        }
    }

    // MARK: - Frozen spellings of lock format 1

    /// A table option, as the lock spells it.
    private static func option(_ option: TableOption) -> String {
        switch option {
        case .strict: "strict"
        case .withoutRowID: "withoutRowID"
        }
    }

    /// How a column starts, as format 1 spells it.
    private static func start(_ start: ColumnStart) -> String {
        switch start {
        case .autoIncrementedPrimaryKey: "autoIncrementedPrimaryKey"
        case .primaryKey: "primaryKey"
        // Added after format 1 was frozen: only such keys have this text.
        case .primaryKeyAcceptingNull: "primaryKeyAcceptingNull"
        case .column: "column"
        }
    }

    /// The storage of a column, as format 1 spells it (the GRDB column type of the time).
    private static func storage(_ type: DatabaseColumnType) -> String {
        switch type {
        case .integer: ".integer"
        case .text: ".text"
        case .real: ".real"
        case .blob: ".blob"
        case .boolean: ".boolean"
        case .date: ".date"
        case .datetime: ".datetime"
        case .jsonText: ".jsonText"
        }
    }

    /// A default value, as format 1 spells it.
    private static func value(_ value: DefaultValue) -> String {
        switch value {
        case .integer(let number): String(number)
        case .real(let number): String(number)
        case .text(let text), .sql(let text): quoted(text)
        case .boolean(let flag): flag ? "true" : "false"
        }
    }

    /// A seed value, as format 1 spells it.
    private static func value(_ value: InsertValue) -> String {
        switch value {
        case .null: "nil"
        case .integer(let number): String(number)
        case .real(let number): String(number)
        case .text(let text): quoted(text)
        case .boolean(let flag): flag ? "true" : "false"
        }
    }

    /// Text between double quotes, as format 1 quotes it: `"`, `\`, newline, carriage return, tab
    /// and NUL escaped with a backslash, other control and format characters as `\u{hex}`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

extension Migration {
    /// The migration as GRDBGen read it before search indexes had GRDBGen's synchronization and
    /// keys could accept NULL: each `createSearchIndex` kept in sync by GRDB's triggers, and
    /// `notNull: false` on a key ignored (GRDB's `t.primaryKey` made it NOT NULL). What a
    /// checksum locked then stands for (``LockVerifier/reading(_:as:)``).
    var asReadBefore: Migration {
        func earlier(_ column: ColumnDefinition) -> ColumnDefinition {
            var column = column
            column.keyAcceptsNull = false
            return column
        }
        var migration = self
        migration.steps = steps.map { step in
            var step = step
            switch step.call {
            case .createSearchIndex(var index, let table):
                index.synchronization = .grdb
                step.call = .createSearchIndex(index, on: table)
            case .createTable(let table, var shape):
                shape.columns = shape.columns.map(earlier)
                step.call = .createTable(table, shape)
            case .alterTable(let table, .add(let column)):
                step.call = .alterTable(table, .add(earlier(column)))
            default:
                break
            }
            return step
        }
        return migration
    }
}
