import Foundation
import GRDB
import GRDBGenSQL

/// What a database's schema means, as SQLite reports it, in lines that compare by meaning and
/// print with the names as the database spells them.
///
/// Two databases whose CREATE statements differ only in form (line breaks, quoting, `VARCHAR(80)`
/// for `TEXT`, `DEFAULT bubblegum` for `DEFAULT 'bubblegum'`) give equal reports. Compared:
/// tables; each column's name, type affinity, NOT NULL as SQLite enforces it, default (by the value
/// SQLite evaluates for a literal) and place in the primary key; the order of the columns (records
/// and queries read them by place); indexes; unique constraints;
/// foreign keys; virtual tables (search indexes) by name. With `includingViewsAndTriggers`, also
/// the views, triggers and virtual tables by their SQL read as tokens (spaces, quotes and the case
/// of words do not count).
///
/// The generator reads files with it too (`package` access): one reader of a file's schema.
package struct SchemaReport {
    /// One fact of a table, equal to another by ``key`` (names without case, as SQLite compares
    /// them), printed as ``text``.
    struct Line: Hashable, Comparable {
        var key: String
        var text: String

        static func == (lhs: Line, rhs: Line) -> Bool { lhs.key == rhs.key }
        func hash(into hasher: inout Hasher) { hasher.combine(key) }
        static func < (lhs: Line, rhs: Line) -> Bool { lhs.key < rhs.key }
    }

    /// A table (or, with views and triggers, a view or trigger): what it is and its name as
    /// spelled (table `teamMembers`), its facts.
    struct Entry {
        var title: String
        var lines: Set<Line>
    }

    /// By name, ASCII letters lowercased (SQLite's comparison of names).
    var entries: [String: Entry] = [:]

    package init(_ db: Database, includingViewsAndTriggers: Bool = false) throws {
        let reports = try TableReport.all(db)
        for table in try Self.tables(db) {
            let report = reports[SQLIdentifier(table)] ?? TableReport()
            entries[Self.key(table)] = Entry(title: "table `\(table)`", lines: try Self.lines(of: table, report, db))
        }
        // A virtual table (a search table) by its presence alone; with views and triggers, by its SQL.
        for row in try Row.fetchAll(
            db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'")
        {
            let name: String = row["name"]
            let lines = includingViewsAndTriggers ? [Self.sqlLine(row["sql"])] : []
            entries[Self.key(name)] = Entry(title: "virtual table `\(name)`", lines: Set(lines))
        }
        guard includingViewsAndTriggers else { return }
        for row in try Row.fetchAll(
            db, sql: "SELECT type, name, sql FROM sqlite_master WHERE type IN ('view', 'trigger') AND sql IS NOT NULL")
        {
            let type: String = row["type"], name: String = row["name"]
            entries["\(type) " + Self.key(name)] = Entry(title: "\(type) `\(name)`", lines: [Self.sqlLine(row["sql"])])
        }
    }

    /// The keys (``key(_:)``) of the shadow tables of the file's virtual tables (an FTS5 index's
    /// `_data`, `_idx`, `_content`, `_docsize`, `_config`): they go with their virtual table.
    package static func shadowTables(_ db: Database) throws -> Set<String> {
        Set(
            try virtualTables(db).flatMap { name in
                ["data", "idx", "content", "docsize", "config"].map { Self.key("\(name)_\($0)") }
            })
    }

    /// Runs `change` with the file's objects of `types` (`view`, `trigger`, `index`) set aside:
    /// dropped, then made again from their SQL in their order (but those `remade` refuses, asked
    /// before `change`), for a change they may name (a table rebuilt, a column dropped).
    package static func settingAside(
        _ types: [String], in db: Database, remade: (Row) throws -> Bool = { _ in true },
        during change: () throws -> Void
    ) throws {
        let objects = try Row.fetchAll(
            db,
            sql: """
                SELECT type, name, tbl_name, sql FROM sqlite_master
                WHERE type IN (\(databaseQuestionMarks(count: types.count))) AND sql NOT NULL ORDER BY rowid
                """,
            arguments: StatementArguments(types))
        let kept = try objects.filter(remade)
        for object in objects {
            let type: String = object["type"], name: String = object["name"]
            try db.execute(sql: "DROP \(type.uppercased()) \(name.quotedDatabaseIdentifier)")
        }
        try change()
        for object in kept {
            try db.execute(sql: object["sql"])
        }
    }

    /// The virtual tables of the file (search indexes).
    package static func virtualTables(_ db: Database) throws -> [String] {
        try String.fetchAll(
            db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'")
    }

    /// The tables of the app: not SQLite's, GRDB's, virtual tables or their shadow tables.
    package static func tables(_ db: Database) throws -> [String] {
        let shadows = try shadowTables(db)
        return try String.fetchAll(
            db,
            sql: """
                SELECT name FROM sqlite_master
                WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations'
                AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'
                """
        ).filter { !shadows.contains(Self.key($0)) }
    }

    /// The columns of a table in order (``TableReport``): each name as spelled, and its facts —
    /// type affinity, NOT NULL as SQLite enforces it, default by value, place in the primary key.
    package static func columns(
        of table: String, _ report: TableReport, _ db: Database
    ) throws -> [(name: String, facts: String)] {
        // NOT NULL as SQLite enforces it, whether it is written or not: the rowid (`INTEGER
        // PRIMARY KEY`) is never NULL, nor a key column of a WITHOUT ROWID table.
        let rowID = try db.primaryKey(table).rowIDColumn
        // As GRDB tells a WITHOUT ROWID table: its rowid cannot be selected.
        let hasRowID = (try? db.makeStatement(sql: "SELECT rowid FROM \(table.quotedDatabaseIdentifier)")) != nil
        return try report.columns.map { column in
            let isKey = column.primaryKeyIndex > 0
            let notNull = column.isNotNull || column.name == rowID || (isKey && !hasRowID)
            let affinity = affinity(column.type)
            let facts =
                "\(affinity) notNull=\(notNull ? 1 : 0) "
                + "default=\(try defaultValue(column.defaultValueSQL, affinity: affinity, db)) "
                + "primaryKey=\(column.primaryKeyIndex)"
            return (column.name, facts)
        }
    }

    /// The facts of one table.
    private static func lines(of table: String, _ report: TableReport, _ db: Database) throws -> Set<Line> {
        var lines: Set<Line> = []
        let columns = try columns(of: table, report, db)
        // Records and queries read columns by their place: the order is part of the meaning.
        let order = columns.map(\.name).joined(separator: ", ")
        lines.insert(Line(key: "column order \(key(order))", text: "columns in the order \(order)"))
        for (name, facts) in columns {
            lines.insert(Line(key: "column \(key(name)) " + facts, text: "column `\(name)` " + facts))
        }
        // An index on an expression (`lower(title)`) has no columns to list: it compares by its
        // SQL's tokens.
        let listed = Set(report.indexes.filter { $0.columns != nil }.map { SQLIdentifier($0.name) })
        for (name, sql) in report.indexSQL where !listed.contains(name) {
            let tokens = tokens(sql)
            lines.insert(Line(key: "index " + tokens, text: "index `\(tokens)`"))
        }
        for index in report.indexes {
            guard let list = index.columns?.joined(separator: ", ") else { continue }
            let unique = index.isUnique ? "unique " : ""
            switch index.origin {
            case "c":
                lines.insert(
                    Line(
                        key: "\(unique)index \(key(index.name)) on \(key(list))",
                        text: "\(unique)index `\(index.name)` on \(list)"))
            case "u":
                lines.insert(Line(key: "unique constraint on \(key(list))", text: "unique constraint on \(list)"))
            default: break
            }
        }
        // `REFERENCES t` without columns is `t`'s primary key, as SQLite reads it and as GRDB
        // writes it out: the same foreign key, one line a column.
        for foreignKey in report.foreignKeys {
            let actions = "on delete \(foreignKey.onDelete) on update \(foreignKey.onUpdate)"
            for (i, from) in foreignKey.columns.enumerated() {
                let to = i < foreignKey.referencedColumns.count ? foreignKey.referencedColumns[i] : "its key"
                lines.insert(
                    Line(
                        key: "foreign key \(key(from)) to \(key(foreignKey.table))(\(key(to))) \(actions)",
                        text: "foreign key `\(from)` to `\(foreignKey.table)`(\(to)) \(actions)"))
            }
        }
        return lines
    }

    /// The differences from another report, in words: `expected` names this report's side
    /// (`the baseline`, `the migrations`), `found` the other's (`the file`).
    package func differences(from other: SchemaReport, expected: String, found: String) -> [String] {
        var differences: [String] = []
        for (key, entry) in entries.sorted(by: { $0.key < $1.key }) where other.entries[key] == nil {
            differences.append("\(entry.title) is missing")
        }
        for (key, entry) in other.entries.sorted(by: { $0.key < $1.key }) where entries[key] == nil {
            differences.append("\(entry.title) is not in \(expected)")
        }
        for (key, want) in entries.sorted(by: { $0.key < $1.key }) {
            guard var have = other.entries[key] else { continue }
            var want = want
            // The order of columns that differ otherwise says nothing more.
            let isOrder = { (line: Line) in line.key.hasPrefix("column order ") }
            if want.lines.subtracting(have.lines).contains(where: { !isOrder($0) && $0.key.hasPrefix("column ") })
                || have.lines.subtracting(want.lines).contains(where: { !isOrder($0) && $0.key.hasPrefix("column ") })
            {
                want.lines = want.lines.filter { !isOrder($0) }
                have.lines = have.lines.filter { !isOrder($0) }
            }
            for line in want.lines.subtracting(have.lines).sorted() {
                differences.append("\(want.title): \(expected) has \(line.text), \(found) does not")
            }
            for line in have.lines.subtracting(want.lines).sorted() {
                differences.append("\(want.title): \(found) has \(line.text), \(expected) does not")
            }
        }
        return differences
    }

    /// The configuration of a scratch in-memory database that migrations run in, to be compared
    /// with a file: the file's (its functions and collations), writable, on no queue of its own.
    package static func scratchConfiguration(_ configuration: Configuration) -> Configuration {
        var scratch = configuration
        scratch.readonly = false
        scratch.targetQueue = nil
        scratch.writeTargetQueue = nil
        scratch.journalMode = .default
        scratch.label = "GRDBGen.SchemaReport.scratch"
        return scratch
    }

    /// A name as SQLite compares it: ASCII letters lowercased.
    package static func key(_ name: String) -> String {
        SQLIdentifier(name).key
    }

    /// SQLite's type affinity of a declared type; REAL and NUMERIC read the same numbers.
    static func affinity(_ declared: String) -> String {
        let affinity = SQLAffinity.of(declared: declared)
        return affinity == "REAL" || affinity == "NUMERIC" ? "REAL/NUMERIC" : affinity
    }

    /// A column default as the value SQLite stores for it in a column of this affinity: a literal
    /// evaluated and converted as the column converts it (`0.00`, `0` and `FALSE` are `0.0` in a
    /// numeric column, `'x'` and the bare word `x` are `'x'`); an expression as its tokens (the
    /// form of its text left out); `none` without one.
    static func defaultValue(_ sql: String?, affinity: String, _ db: Database) throws -> String {
        guard let sql else { return "none" }
        var text = sql.trimmingCharacters(in: .whitespacesAndNewlines)
        let keywords: Set<String> = ["NULL", "TRUE", "FALSE", "CURRENT_TIME", "CURRENT_DATE", "CURRENT_TIMESTAMP"]
        // A bare word that is no keyword: SQLite stores it as text (`DEFAULT bubblegum`).
        if text.range(of: #"^[A-Za-z_][A-Za-z0-9_]*$"#, options: .regularExpression) != nil,
            !keywords.contains(text.uppercased())
        {
            text = "'\(text)'"
        }
        let number = #"[-+]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][-+]?[0-9]+)?"#
        let literal = "^(\(number)|'([^']|'')*'|[xX]'[0-9A-Fa-f]*'|NULL|TRUE|FALSE)$"
        guard text.range(of: literal, options: [.regularExpression, .caseInsensitive]) != nil else {
            return tokens(text)
        }
        // Literals only (never a function SQLite would run), converted by the column's affinity.
        let value = try DatabaseValue.fetchOne(db, sql: "SELECT \(text)") ?? .null
        switch (value.storage, affinity) {
        case (.int64(let integer), "INTEGER"), (.int64(let integer), "REAL/NUMERIC"):
            return "\(Double(integer))"
        case (.double(let real), "INTEGER"), (.double(let real), "REAL/NUMERIC"):
            return "\(real)"
        case (.string(let string), "INTEGER"), (.string(let string), "REAL/NUMERIC"):
            let trimmed = string.trimmingCharacters(in: .whitespaces)
            if trimmed.range(of: "^\(number)$", options: .regularExpression) != nil, let real = Double(trimmed) {
                return "\(real)"
            }
        case (.int64(let integer), "TEXT"):
            return "'\(integer)'"
        case (.double, "TEXT"):
            return try String.fetchOne(db, sql: "SELECT quote(CAST(\(text) AS TEXT))") ?? text
        default:
            break
        }
        return try String.fetchOne(db, sql: "SELECT quote(\(text))") ?? text
    }

    /// SQL as its tokens (`SQLTokenizer`'s), one space apart: without white space or comments,
    /// quoted names unquoted and words uppercased (SQLite's names are case-insensitive), strings
    /// and the rest as written.
    static func tokens(_ sql: String) -> String {
        SQLTokenizer.tokens(sql).map { token in
            switch token.kind {
            case .word, .number: token.text.uppercased()
            case .quotedName: SQLTokenizer.unquoted(token.text).uppercased()
            case .string, .parameter, .punctuation: token.text
            }
        }.joined(separator: " ")
    }

    /// The line of a view, trigger or virtual table: its SQL as tokens.
    private static func sqlLine(_ sql: String) -> Line {
        let tokens = tokens(sql)
        return Line(key: tokens, text: "`\(tokens)`")
    }
}
