#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif
import Foundation
import GRDB

/// `grdbgen import`: the schema.yaml of an existing SQLite database.
///
/// What SQLite reports (`PRAGMA table_xinfo`, `index_list`, `index_info`, `foreign_key_list`,
/// `table_list`) and the SQL it keeps (`sqlite_master`: collations, checks, generated columns,
/// `AUTOINCREMENT`, views, triggers, FTS5 tables) become `tables:` and `views:`, and one
/// baseline migration that creates exactly that schema. What schema.yaml cannot express is
/// left out with a warning naming it, never in silence.
///
/// ```swift
/// let imported = try DatabaseQueue(path: path).read { db in try SchemaImporter.importSchema(from: db, source: path) }
/// print(imported.text)
/// ```
public enum SchemaImporter {
    /// What an import made.
    public struct Result: Sendable {
        /// The schema.yaml text.
        public var text: String
        /// What schema.yaml cannot express, by object, in database order.
        public var warnings: [String]
    }

    /// The id of the migration that creates the imported schema.
    public static let baselineID = "baseline"

    /// Why an import could not read its source.
    public struct ImportError: Error, CustomStringConvertible, Sendable {
        /// The message, without `error:`.
        public var description: String
    }

    /// Imports the schema of an SQLite database file, opened read-only: the file is never
    /// changed.
    public static func importSchema(
        databaseAt path: String, store: String = "AppDatabase", access: SwiftOptions.AccessLevel = .internal
    ) throws(ImportError) -> Result {
        guard FileManager.default.fileExists(atPath: path) else { throw ImportError(description: "no file at \(path)") }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            return try queue.read { db in
                _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
                return try importSchema(from: db, source: path, store: store, access: access)
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw ImportError(description: "\(path) is not an SQLite database")
        } catch {
            throw ImportError(description: "cannot read \(path): \(error)")
        }
    }

    /// Imports the schema that a script of SQL statements (`CREATE TABLE …`) makes in an empty
    /// in-memory database.
    public static func importSchema(
        sqlScriptAt path: String, store: String = "AppDatabase", access: SwiftOptions.AccessLevel = .internal
    ) throws(ImportError) -> Result {
        let script: String
        do {
            script = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ImportError(description: "cannot read \(path): \(error.localizedDescription)")
        }
        do {
            let queue = try scriptDatabase(script)
            return try queue.read { db in try importSchema(from: db, source: path, store: store, access: access) }
        } catch let error as DatabaseError {
            throw ImportError(
                description: "\(path): SQLite refuses the script: \(error.message ?? "\(error.resultCode)")")
        } catch {
            throw ImportError(description: "\(path): \(error)")
        }
    }

    /// An in-memory database that ran the script. A script of an app that registers its own SQL
    /// functions (`DEFAULT (uuid())`) runs with a stub of each, which returns NULL: SQLite checks
    /// that a default's function exists when the table is created. The importer then declares
    /// them in `functions:`.
    private static func scriptDatabase(_ script: String) throws -> DatabaseQueue {
        var stubs: [String] = []
        while true {
            var configuration = Configuration()
            let names = stubs
            configuration.prepareDatabase { db in
                for name in names {
                    db.add(function: DatabaseFunction(name, argumentCount: nil, pure: false) { _ in nil })
                }
            }
            let queue = try DatabaseQueue(configuration: configuration)
            do {
                try queue.write { db in try db.execute(sql: script) }
                return queue
            } catch let error as DatabaseError {
                let message = error.message ?? ""
                guard stubs.count < 20,
                    let match = message.firstMatch(of: /(?:unknown|no such) function: ([A-Za-z_][A-Za-z0-9_]*)/),
                    !stubs.contains(String(match.1))
                else { throw error }
                stubs.append(String(match.1))
            }
        }
    }

    /// Imports the schema of a database.
    ///
    /// - parameter source: the file the database comes from, written in the header comment.
    public static func importSchema(
        from db: Database, source: String, store: String = "AppDatabase", access: SwiftOptions.AccessLevel = .internal
    ) throws -> Result {
        var importer = Importer(db: db)
        try importer.run()
        return Result(text: importer.render(source: source, store: store, access: access), warnings: importer.warnings)
    }
}

private struct Importer {
    let db: Database
    var warnings: [String] = []
    var tables: [TableDefinition] = []
    var views: [ViewDefinition] = []
    /// The migrations the database's own migrator applied: the baseline replaces them.
    var replaces: [String] = []
    /// SQL functions that the schema calls and SQLite does not have: the app's (`uuid()`).
    var functions: [(name: String, arguments: Int)] = []
    /// The names of the database's tables and views (not SQLite's own), read with its schema.
    var tableNames: Set<SQLIdentifier> = []
    var viewNames: Set<SQLIdentifier> = []

    init(db: Database) {
        self.db = db
    }

    /// A location for definitions that come from a database, not from a file.
    static let nowhere = SourceLocation(file: "", line: 1, column: 1)

    func located<T>(_ value: T) -> Located<T> {
        Located(value, at: Self.nowhere)
    }

    mutating func warn(_ message: String) {
        warnings.append(message)
    }

    mutating func run() throws {
        if try db.tableExists("grdb_migrations") {
            replaces = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
        }
        let objects = try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY rowid")
        func names(of type: String) -> Set<SQLIdentifier> {
            Set(
                objects.filter { ($0["type"] as String) == type }.map { $0["name"] as String }
                    .filter { !$0.lowercased().hasPrefix("sqlite_") }.map(SQLIdentifier.init))
        }
        tableNames = names(of: "table")
        viewNames = names(of: "view")
        let virtual = objects.filter {
            ($0["type"] as String) == "table"
                && (($0["sql"] as String?) ?? "").uppercased().hasPrefix("CREATE VIRTUAL TABLE")
        }
        let virtualNames = Set(virtual.map { SQLIdentifier($0["name"] as String) })
        let shadows = ShadowTables.names(of: virtualNames)
        for object in objects where (object["type"] as String) == "table" {
            let name: String = object["name"]
            let identifier = SQLIdentifier(name)
            if name.lowercased().hasPrefix("sqlite_") || name == "grdb_migrations" || virtualNames.contains(identifier)
                || shadows.contains(identifier)
            {
                continue
            }
            if let table = try importTable(name, sql: object["sql"] ?? "") {
                tables.append(table)
            }
        }
        dropForeignKeysToTablesNotImported()
        var synchronizationTriggers: Set<SQLIdentifier> = []
        var searchTables: [(index: String, content: SQLIdentifier)] = []
        for object in virtual {
            let name: String = object["name"]
            if let search = try importSearchIndex(name, sql: object["sql"] ?? "") {
                searchTables.append((name, SQLIdentifier(search.table)))
                for suffix in ["ai", "ad", "au"] {
                    synchronizationTriggers.insert(SQLIdentifier("__\(name)_\(suffix)"))
                }
                if let t = tables.firstIndex(where: { $0.name.value.isSameSQLName(as: search.table) }) {
                    tables[t].shape.search = search
                }
            }
        }
        for object in objects where (object["type"] as String) == "trigger" {
            let name: String = object["name"]
            guard !synchronizationTriggers.contains(SQLIdentifier(name)) else { continue }
            let sql: String = object["sql"] ?? ""
            // Hand-written triggers that fill a search index: GRDB's take their place.
            let words = Set(SQLTokens(sql).tokens.compactMap(\.name).map(SQLIdentifier.init))
            if let search = searchTables.first(where: {
                SQLIdentifier(object["tbl_name"] as String) == $0.content && words.contains(SQLIdentifier($0.index))
            }) {
                warn(
                    "trigger `\(name)` is not imported: it updates search index `\(search.index)`, which GRDB's "
                        + "triggers keep in sync"
                )
                continue
            }
            importTrigger(name, table: object["tbl_name"], sql: object["sql"] ?? "")
        }
        for object in objects where (object["type"] as String) == "view" {
            try importView(object["name"], sql: object["sql"] ?? "")
        }
        try importFunctions(objects)
    }

    /// The functions that the schema's SQL calls (defaults, checks, triggers, views) and that
    /// SQLite does not know: the app registers them, so they are declared in `functions:`, each
    /// argument and the result as text (what a file cannot tell), and said.
    mutating func importFunctions(_ objects: [Row]) throws {
        // SQLite's own functions, as a new connection has them (a script's ran with stubs of the app's).
        let known = Set(
            try DatabaseQueue().read { try String.fetchAll($0, sql: "SELECT name FROM pragma_function_list") }
                .map(SQLIdentifier.init))
        let objectNames = Set(objects.map { SQLIdentifier($0["name"] as String) })
        // The names of declared types with a size (`VARCHAR(120)`, `NUMERIC(10,2)`) are no calls.
        let typeNames = Set(
            try String.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT p.type FROM sqlite_master m, pragma_table_xinfo(m.name) p
                    WHERE m.type = 'table' AND p.type LIKE '%(%'
                    """
            ).compactMap {
                $0.split(separator: "(").first.map { SQLIdentifier(String($0).trimmingCharacters(in: .whitespaces)) }
            })
        let keywords: Set<String> = [
            "IN", "VALUES", "CHECK", "KEY", "EXISTS", "AS", "USING", "OVER", "FILTER", "CAST", "TABLE", "INTO", "ON",
            "REFERENCES", "AND", "OR", "NOT", "WHERE", "SELECT", "FROM", "JOIN", "WHEN", "THEN", "ELSE", "BY",
            "DEFAULT", "CONSTRAINT", "UNIQUE", "PRIMARY", "FOREIGN", "IS", "CASE", "END", "BEGIN", "SET", "WITH",
            "RECURSIVE", "OF", "INDEX", "TRIGGER", "VIEW", "RETURNING", "WINDOW", "PARTITION", "ALWAYS", "STORED",
            "VIRTUAL", "GENERATED", "LIKE", "GLOB", "MATCH", "REGEXP", "RAISE", "STRICT", "ROWID", "UPDATE", "INSERT",
        ]
        var found: [SQLIdentifier: Int] = [:]
        var order: [String] = []
        // The tokens of each statement, and of the groups within, at every depth.
        var texts = objects.map { (($0["sql"] as String?) ?? "")[...] }
        while let text = texts.popLast() {
            let tokens = SQLTokens(String(text)).tokens
            texts += tokens.filter { $0.kind == .group }.map { $0.text.dropFirst().dropLast() }
            for (index, token) in tokens.enumerated().dropLast() {
                // A name after these keywords is a table's, as `REFERENCES archive (id)`, not a call.
                let before = index == 0 ? nil : tokens[index - 1]
                let namesATable = ["USING", "REFERENCES", "INTO", "ON", "TABLE", "EXISTS"].contains(where: {
                    before?.isKeyword($0) == true
                })
                guard token.kind == .word, tokens[index + 1].kind == .group,
                    !keywords.contains(token.text.uppercased()), before?.text != ".", !namesATable
                else { continue }
                let name = SQLIdentifier(token.text)
                guard !known.contains(name), !objectNames.contains(name), !typeNames.contains(name), found[name] == nil
                else { continue }
                let group = tokens[index + 1].text.dropFirst().dropLast()
                found[name] =
                    group.trimmingCharacters(in: .whitespaces).isEmpty
                    ? 0 : SQLTokens.items(ofGroup: tokens[index + 1].text).count
                order.append(token.text)
            }
        }
        for name in order {
            let arguments = found[SQLIdentifier(name)] ?? 0
            functions.append((name, arguments))
            warn(
                "function `\(name)` is not SQLite's: declared in `functions:` with \(arguments) text argument"
                    + (arguments == 1 ? "" : "s") + " and a text result, for the app to implement; check its types")
        }
    }

    // MARK: - What is not imported

    /// Leaves out the foreign keys that reference a table that is not imported (or that the
    /// database does not have), as schema.yaml could not create them; their tables are imported.
    mutating func dropForeignKeysToTablesNotImported() {
        let names = Set(tables.map { SQLIdentifier($0.name.value) })
        for t in tables.indices {
            for c in tables[t].shape.columns.indices {
                guard let target = tables[t].shape.columns[c].references?.value.table.value,
                    !names.contains(SQLIdentifier(target))
                else { continue }
                let exists = tableNames.contains(SQLIdentifier(target))
                warn(
                    "the foreign key (\(tables[t].shape.columns[c].name.value)) of table `\(tables[t].name.value)` to "
                        + "`\(target)` is not imported: "
                        + (exists ? "table `\(target)` is not imported" : "the database has no table `\(target)`"))
                tables[t].shape.columns[c].references = nil
            }
            var keys = tables[t].shape.foreignKeys
            keys.removeAll { key in
                let target = key.reference.table.value
                guard !names.contains(SQLIdentifier(target)) else { return false }
                let exists = tableNames.contains(SQLIdentifier(target))
                warn(
                    "the foreign key (\(key.columns.map(\.value).joined(separator: ", "))) of table "
                        + "`\(tables[t].name.value)` to `\(target)` is not imported: "
                        + (exists ? "table `\(target)` is not imported" : "the database has no table `\(target)`"))
                return true
            }
            tables[t].shape.foreignKeys = keys
        }
    }

    /// The first name among `tokens` of a table (and with `views`, of a view) of the database that
    /// is not imported, if any: a trigger or a view that uses it could not be created by schema.yaml.
    /// (Triggers are imported before views, so they ask about tables only.)
    func firstNameNotImported(in tokens: [SQLTokens.Token], views includingViews: Bool = false) -> String? {
        let imported = Set(
            tables.map { SQLIdentifier($0.name.value) }
                + tables.compactMap { $0.shape.search?.name.value }
                .map(SQLIdentifier.init) + views.map { SQLIdentifier($0.name.value) })
        let names = (includingViews ? tableNames.union(viewNames) : tableNames).subtracting(imported)
        var groups = [tokens]
        while let group = groups.popLast() {
            for token in group {
                if token.kind == .group {
                    groups.append(SQLTokens(String(token.text.dropFirst().dropLast())).tokens)
                } else if let name = token.name, names.contains(SQLIdentifier(name)) {
                    return name
                }
            }
        }
        return nil
    }

    // MARK: - Tables

    mutating func importTable(_ name: String, sql: String) throws -> TableDefinition? {
        guard ColumnRules.isAcceptedName(name) else {
            warn(
                "table `\(name)` is not imported: schema.yaml names need letters or digits, without double "
                    + "quotes, control characters nor spaces around them")
            return nil
        }
        let definitions = Self.columnDefinitions(sql)
        let columns = try Row.fetchAll(db, sql: "SELECT * FROM pragma_table_xinfo(?) ORDER BY cid", arguments: [name])
        let primaryKeyCount = columns.filter { ($0["pk"] as Int) > 0 }.count
        let list = try? Row.fetchOne(db, sql: "SELECT wr, strict FROM pragma_table_list(?)", arguments: [name])
        let isStrict = list.map { ($0["strict"] as Int) != 0 } ?? false
        var shape = TableShapeDefinition()
        for row in columns {
            let columnName: String = row["name"]
            guard ColumnRules.isAcceptedName(columnName) else {
                warn(
                    "table `\(name)` is not imported: its column `\(columnName)` is not a name schema.yaml can "
                        + "write (letters or digits, without double quotes, control characters nor spaces around them)"
                )
                return nil
            }
            let declared: String = row["type"]
            let (type, note) = Self.columnType(declared: declared)
            if let note { warn("column `\(columnName)` of table `\(name)`: \(note)") }
            var column = ColumnDefinition(name: located(columnName), type: located(type), location: Self.nowhere)
            column.notNull = (row["notnull"] as Int) != 0
            // The declared type as written, where GRDB would write another one for the type.
            let trimmed = declared.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty, trimmed.uppercased() != column.databaseType.sql {
                column.declaredType = located(trimmed)
            }
            if type == .date || type == .datetime {
                try adaptDates(&column, of: name)
            }
            try adaptToStoredValues(&column, declared: trimmed, default: row["dflt_value"], of: name)
            let clauses = definitions[SQLIdentifier(columnName)]
            if isStrict {
                try readStrictValues(&column, check: clauses?.check, of: name)
            }
            if primaryKeyCount == 1, (row["pk"] as Int) == 1 {
                let isRowID = declared.uppercased() == "INTEGER"
                // The rowid of a table that has one: SQLite chooses it when an insert gives none.
                let choosesKey = isRowID && !(list.map { ($0["wr"] as Int) != 0 } ?? false)
                if choosesKey, clauses?.autoincrement == true {
                    column.primaryKey = .autoincrement
                } else if choosesKey, (row["dflt_value"] as String?) == nil {
                    column.primaryKey = .rowid
                } else {
                    column.primaryKey = .plain
                }
                // The integer rowid is never NULL; another key is NOT NULL only if the file says so
                // (GRDB's `t.primaryKey` adds it to keys other than the rowid: `notNull: false` says not).
                column.keyAcceptsNull = !column.notNull && !isRowID
                column.notNull = column.notNull && !isRowID
            }
            if let value: String = row["dflt_value"] {
                let literal = Self.defaultValue(value, type: column.type.value)
                let kept = try Self.keepingItsText(literal, reported: value)
                if let literal, kept != literal {
                    warn(
                        "column `\(columnName)` of table `\(name)`: default \(value) is kept as SQL, as the file "
                            + "writes it (`default: \(literal)` would write it otherwise, and the file could not be "
                            + "adopted), so the record's initializer has no default for it")
                }
                column.defaultValue = kept.map(located)
            }
            if let clauses {
                column.check = clauses.check.map(located)
                if column.notNull || column.primaryKey == .plain {
                    column.notNullOnConflict = clauses.notNullOnConflict
                }
                column.uniqueOnConflict = clauses.uniqueOnConflict
                readEnumeration(&column, of: name)
                if let collation = clauses.collate {
                    if let known = Collation(rawValue: collation.lowercased()) {
                        column.collate = located(known)
                    } else {
                        warn(
                            "column `\(columnName)` of table `\(name)`: collation \(collation) is not imported "
                                + "(schema.yaml knows binary, nocase, rtrim)"
                        )
                    }
                }
                if let generated = clauses.generated {
                    column.generated = located(GeneratedColumn(sql: generated.sql, stored: generated.stored))
                }
            } else if (row["hidden"] as Int) >= 2 {
                warn(
                    "generated column `\(columnName)` of table `\(name)` is not imported: its expression was "
                        + "not found in the table's SQL"
                )
                continue
            }
            shape.columns.append(column)
        }
        if primaryKeyCount > 1 {
            let key = columns.filter { ($0["pk"] as Int) > 0 }.sorted { ($0["pk"] as Int) < ($1["pk"] as Int) }.map {
                $0["name"] as String
            }
            shape.primaryKey = located(key.map(located))
            for (i, column) in shape.columns.enumerated() where key.contains(column.name.value) && !column.notNull {
                shape.columns[i].notNull = true
                warn(
                    "column `\(column.name.value)` of table `\(name)` is part of the primary key: imported as "
                        + "NOT NULL, as schema.yaml requires"
                )
            }
        }
        if let list {
            if (list["strict"] as Int) != 0 { shape.options.append(located(TableOption.strict)) }
            if (list["wr"] as Int) != 0 { shape.options.append(located(TableOption.withoutRowID)) }
        }
        // Table-level CHECK constraints, as written (a constraint's name is not kept: GRDB names none).
        shape.checks = Self.tableChecks(sql).map(located)
        try importIndexes(of: name, into: &shape)
        try importForeignKeys(of: name, into: &shape)
        return TableDefinition(name: located(name), shape: shape, location: Self.nowhere)
    }

    mutating func importIndexes(of table: String, into shape: inout TableShapeDefinition) throws {
        let list = try Row.fetchAll(db, sql: "SELECT * FROM pragma_index_list(?) ORDER BY seq DESC", arguments: [table])
        for index in list {
            let name: String = index["name"]
            let origin: String = index["origin"]
            guard origin != "pk" else { continue }
            let info = try Row.fetchAll(
                db, sql: "SELECT * FROM pragma_index_xinfo(?) WHERE key = 1 ORDER BY seqno", arguments: [name])
            let columns = info.compactMap { $0["name"] as String? }
            let unique = (index["unique"] as Int) != 0
            let sql = try String.fetchOne(
                db, sql: "SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?", arguments: [name])
            if origin == "c" {
                guard let keys = indexKeys(info, sql: sql ?? "", of: shape) else {
                    warn("index `\(name)` of table `\(table)` is not imported: its keys cannot be read")
                    continue
                }
                guard let condition = try indexCondition(index, sql: sql, name: name, table: table) else { continue }
                guard SwiftName.isPlainIdentifier(name) else {
                    warn(
                        "index `\(name)` of table `\(table)` is not imported: its name is not letters, digits and "
                            + "underscores"
                    )
                    continue
                }
                var imported = IndexDefinition(
                    name: located(name), table: table, columns: [], unique: unique, location: Self.nowhere)
                imported.keys = keys.map(located)
                imported.condition = condition.map(located)
                shape.indexes.append(imported)
                continue
            }
            guard columns.count == info.count else { continue }
            let collations = info.map { $0["coll"] as String }
            if let collation = collations.first(where: { $0.uppercased() != "BINARY" }),
                !shape.columns.contains(where: { column in
                    columns.contains { column.name.value.isSameSQLName(as: $0) }
                        && column.collate?.value.rawValue.uppercased() == collation.uppercased()
                })
            {
                warn(
                    "index `\(name)` of table `\(table)` is not imported: it compares with collation "
                        + "\(collation), which schema.yaml indexes cannot write"
                )
                continue
            }
            if origin == "u" {
                if columns.count == 1,
                    let c = shape.columns.firstIndex(where: { $0.name.value.isSameSQLName(as: columns[0]) })
                {
                    shape.columns[c].unique = true
                } else {
                    shape.uniqueGroups.append(located(columns.map(located)))
                }
                continue
            }
        }
    }

    /// The condition of a partial index: the SQL after the WHERE of its CREATE INDEX; `nil` (and a
    /// warning) when it cannot be read, `.some(nil)` for an index that is not partial.
    mutating func indexCondition(_ index: Row, sql: String?, name: String, table: String) throws -> String?? {
        guard (index["partial"] as Int) != 0 else { return .some(nil) }
        let tokens = SQLTokens(sql ?? "")
        guard let position = tokens.index(ofKeyword: "WHERE"), position + 1 < tokens.tokens.count else {
            warn("index `\(name)` of table `\(table)` is not imported: its WHERE clause cannot be read")
            return nil
        }
        return .some(tokens.text(from: position + 1).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The keys of an index, from `PRAGMA index_xinfo` (columns, orders, collations) and its
    /// `CREATE INDEX` (the text of an expression). A key's collation is written only where it is
    /// not its column's.
    func indexKeys(_ info: [Row], sql: String, of shape: TableShapeDefinition) -> [IndexKey]? {
        let tokens = SQLTokens(sql).tokens
        guard let on = tokens.firstIndex(where: { $0.isKeyword("ON") }),
            let group = tokens[on...].first(where: { $0.kind == .group })
        else { return nil }
        let items = SQLTokens.items(ofGroup: group.text)
        guard items.count == info.count else { return nil }
        var keys: [IndexKey] = []
        for (row, item) in zip(info, items) {
            var key: IndexKey
            let collation = (row["coll"] as String? ?? "BINARY").lowercased()
            if let column = row["name"] as String? {
                key = IndexKey(column: column)
                let own = shape.columns.first { $0.name.value.isSameSQLName(as: column) }?.collate?.value ?? .binary
                if collation != own.rawValue {
                    guard let known = Collation(rawValue: collation) else { return nil }
                    key.collation = known
                }
            } else {
                // The expression: the item's text without its COLLATE and ASC/DESC.
                var end = item.tokens.count
                if end > 0, item.tokens[end - 1].isKeyword("ASC") || item.tokens[end - 1].isKeyword("DESC") { end -= 1 }
                if end >= 2, item.tokens[end - 2].isKeyword("COLLATE") { end -= 2 }
                let text = item.text(0, end)
                guard !text.isEmpty else { return nil }
                key = IndexKey(.expression(text))
                if collation != "binary" {
                    guard let known = Collation(rawValue: collation) else { return nil }
                    key.collation = known
                }
            }
            key.descending = (row["desc"] as Int) != 0
            keys.append(key)
        }
        return keys
    }

    mutating func importForeignKeys(of table: String, into shape: inout TableShapeDefinition) throws {
        let rows = try Row.fetchAll(
            db, sql: "SELECT * FROM pragma_foreign_key_list(?) ORDER BY id, seq", arguments: [table])
        for (_, keys) in Dictionary(grouping: rows, by: { $0["id"] as Int }).sorted(by: { $0.key > $1.key }) {
            let target: String = keys[0]["table"]
            guard keys.count == 1 else {
                // A foreign key of several columns: `foreignKeys:`, its columns in order.
                var reference = ForeignKeyReference(table: located(target))
                reference.onDelete = Self.action(keys[0]["on_delete"])
                reference.onUpdate = Self.action(keys[0]["on_update"])
                let referenced = keys.compactMap { $0["to"] as String? }
                // SQLite numbers the foreign keys from the last written: this loop, from the first.
                shape.foreignKeys.append(
                    TableForeignKey(
                        columns: keys.map { located($0["from"] as String) }, reference: reference,
                        referencedColumns: referenced.count == keys.count ? referenced.map(located) : [],
                        location: Self.nowhere))
                continue
            }
            let from: String = keys[0]["from"]
            guard let c = shape.columns.firstIndex(where: { $0.name.value.isSameSQLName(as: from) }) else { continue }
            var reference = ForeignKeyReference(table: located(target))
            reference.column = (keys[0]["to"] as String?).map(located)
            reference.onDelete = Self.action(keys[0]["on_delete"])
            reference.onUpdate = Self.action(keys[0]["on_update"])
            shape.columns[c].references = located(reference)
        }
    }

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
                           sum(typeof(\(name)) IN ('integer', 'real')), max(CASE WHEN typeof(\(name)) IN ('integer', 'real') THEN abs(\(name)) END)
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
                           sum(typeof(\(name)) = 'text' AND length(\(name)) = 36 AND upper(\(name)) GLOB ?)
                    FROM \(SQLName.quoted(table))
                    """, arguments: [uuidPattern, uuidPattern.uppercased()])
        else { return }
        let values = row[0] as Int, blobs = row[1] as Int? ?? 0, texts = row[2] as Int? ?? 0
        let uuids = row[3] as Int? ?? 0, anyCaseUUIDs = row[4] as Int? ?? 0
        let what = "column `\(column.name.value)` of table `\(table)`"
        let type = column.type.value
        let isPlainText = type == .text && column.check == nil && column.primaryKey?.isChosenBySQLite != true
        if blobs > 0, [.text, .json, .date, .datetime].contains(type), column.representation == nil {
            column.type = located(.blob)
            column.declaredType = located(declared.isEmpty ? "TEXT" : declared)
            warn(
                "\(what) is declared \(declared) but holds blobs in \(blobs) of its \(values) rows: imported as `blob` (`Data`, "
                    + "which reads text too); a `String` would read the bytes as text, and saving it would "
                    + "overwrite them")
        } else if blobs > 0 || (type == .text ? false : texts > 0 && [.integer, .real, .boolean].contains(type)) {
            warn(
                "\(what) holds \(blobs > 0 ? "blobs" : "text") in \(blobs + texts) of its \(values) rows, which its "
                    + "`\(type.rawValue)` property cannot read: reading such a row throws")
        } else if isPlainText, values > 0, uuids == values {
            column.type = located(.uuid)
            warn("\(what) holds a lowercase UUID in every row: imported as `uuid` (a `UUID`, stored as this text)")
        } else if isPlainText, uuids == values, let sql,
            sql.filter({ !$0.isWhitespace }).uppercased().trimmingCharacters(in: CharacterSet(charactersIn: "()"))
                == "UUID"
        {
            column.type = located(.uuid)
            warn("\(what): its default calls `uuid()`: imported as `uuid` (a `UUID`, stored as lowercase text)")
        } else if isPlainText, values > 0, anyCaseUUIDs == values {
            warn(
                "\(what) holds UUIDs with capital letters: imported as `text`; a `uuid` column stores them "
                    + "lowercase, so SQL comparing them with stored text would miss these rows")
        } else if type == .date, values == 0 {
            warn(
                "\(what) is declared \(declared) and has no rows to tell days from instants: imported as `date` (a "
                    + "day); if the app stores times of day there, write `type: datetime`, as a `date` keeps the day "
                    + "only")
        }
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

    static func action(_ text: String) -> ForeignKeyAction? {
        switch text.uppercased() {
        case "CASCADE": .cascade
        case "SET NULL": .setNull
        case "SET DEFAULT": .setDefault
        case "RESTRICT": .restrict
        default: nil
        }
    }

    /// The schema.yaml type of a declared type, by SQLite's affinity rules and GRDB's names.
    static func columnType(declared: String) -> (ColumnType, note: String?) {
        let upper = declared.uppercased().trimmingCharacters(in: .whitespaces)
        switch upper {
        case "BOOLEAN", "BOOL": return (.boolean, nil)
        case "DATE": return (.date, nil)
        case "DATETIME", "TIMESTAMP": return (.datetime, nil)
        default: break
        }
        switch DatabaseColumnType.affinity(ofDeclared: upper) {
        case "INTEGER": return (.integer, nil)
        case "TEXT": return (.text, nil)
        case "BLOB":
            return (
                .blob,
                upper.isEmpty ? "no declared type: imported as blob (a column without type keeps any value)" : nil
            )
        default: return (.real, nil)  // REAL, and NUMERIC (its `declaredType` keeps the affinity)
        }
    }

    /// A column default as SQLite reports it (`0`, `'text'`, `CURRENT_TIMESTAMP`, `(1 + 2)`).
    static func defaultValue(_ text: String, type: ColumnType) -> DefaultValue? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.uppercased() == "NULL" { return nil }
        if let number = Int64(trimmed) {
            if type == .boolean, number == 0 || number == 1 { return .boolean(number == 1) }
            return .integer(number)
        }
        if let number = Double(trimmed), number.isFinite, trimmed.first?.isNumber == true || trimmed.first == "-" {
            return .real(number)
        }
        if trimmed.uppercased() == "TRUE" || trimmed.uppercased() == "FALSE", type == .boolean {
            return .boolean(trimmed.uppercased() == "TRUE")
        }
        let tokens = SQLTokens(trimmed).tokens
        if tokens.count == 1, tokens[0].kind == .string { return .text(SQLTokenizer.unquoted(tokens[0].text)) }
        // SQLite reports `DEFAULT (uuid())` as `uuid()`: an expression other than a keyword
        // (`CURRENT_TIMESTAMP`) or a literal needs its parentheses back to be a default again.
        if tokens.count == 1 { return .sql(trimmed) }
        return .sql("(" + trimmed + ")")
    }

    /// A literal default whose text GRDB would write otherwise than the file has it (`0.00`, which
    /// GRDB writes `0.0`; `TRUE`, which it writes `1`) is kept as SQL, as written: a baseline must
    /// make the file's very column, or the file could not be adopted.
    static func keepingItsText(_ value: DefaultValue?, reported: String) throws -> DefaultValue? {
        let text = reported.trimmingCharacters(in: .whitespaces)
        let literal: DatabaseValue
        switch value {
        case .integer(let number): literal = number.databaseValue
        case .real(let number): literal = number.databaseValue
        case .text(let string): literal = string.databaseValue
        case .boolean(let flag): literal = flag.databaseValue
        case .sql, nil: return value
        }
        // What SQLite reports of GRDB's `defaults(to:)`, which the migrations call.
        let written = try DatabaseQueue().write { db in
            try db.create(table: "t") { t in t.column("c").defaults(to: literal) }
            return try String.fetchOne(db, sql: "SELECT dflt_value FROM pragma_table_info('t')")
        }
        return written == text ? value : .sql(text)
    }

    /// The clauses of a column definition that no PRAGMA reports.
    struct ColumnClauses {
        var collate: String?
        var check: String?
        var generated: (sql: String, stored: Bool)?
        var autoincrement = false
        var notNullOnConflict: ConflictResolution?
        var uniqueOnConflict: ConflictResolution?
    }

    /// The column definitions of a `CREATE TABLE` statement, by column name.
    static func columnDefinitions(_ sql: String) -> [SQLIdentifier: ColumnClauses] {
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
                    clauses.generated = (
                        String(tokens[i + 1].text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces), stored
                    )
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

    // MARK: - Full-text search

    /// An FTS5 table: the search index of a table (returned), or a search table of its own
    /// columns (added to `tables`, as `searchTable:`).
    mutating func importSearchIndex(_ name: String, sql: String) throws -> SearchIndexDefinition? {
        let tokens = SQLTokens(sql).tokens
        guard let using = tokens.firstIndex(where: { $0.isKeyword("USING") }), using + 2 < tokens.count,
            tokens[using + 1].isKeyword("FTS5"), tokens[using + 2].kind == .group
        else {
            warn("virtual table `\(name)` is not imported: schema.yaml knows FTS5 tables only")
            return nil
        }
        var columns: [(name: String, unindexed: Bool)] = []
        var options: [String: String] = [:]
        for item in SQLTokens.items(ofGroup: tokens[using + 2].text) {
            if item.tokens.count >= 3, item.tokens[1].text == "=", let key = item.tokens[0].name {
                options[key.lowercased()] =
                    item.tokens[2].kind == .word ? item.tokens[2].text : SQLTokenizer.unquoted(item.tokens[2].text)
            } else if let column = item.tokens.first?.name {
                columns.append((column, item.tokens.dropFirst().contains { $0.isKeyword("UNINDEXED") }))
            }
        }
        // An index of GRDBGen's keeps its own content, and its triggers name the table.
        let synchronizedTable = try String.fetchOne(
            db, sql: "SELECT tbl_name FROM sqlite_master WHERE type = 'trigger' AND name = ?",
            arguments: ["__\(name)_ai"])
        if let column = columns.first(where: { !SwiftName.isPlainIdentifier($0.name) }) {
            warn(
                "virtual table `\(name)` is not imported: its column `\(column.name)` is not letters, digits and "
                    + "underscores, which GRDB declares FTS5 columns with")
            return nil
        }
        let content: String
        let synchronization: SearchSynchronization
        if let table = options["content"], !table.isEmpty {
            (content, synchronization) = (table, .grdb)
        } else if let table = synchronizedTable {
            (content, synchronization) = (table, .grdbgen)
        } else {
            importSearchTable(name, columns: columns, options: options)
            return nil
        }
        guard let table = tables.first(where: { $0.name.value.isSameSQLName(as: content) }) else {
            warn("search index `\(name)` of table `\(content)` is not imported: its table is not imported")
            return nil
        }
        guard !table.shape.options.contains(where: { $0.value == .withoutRowID }) else {
            warn(
                "search index `\(name)` of table `\(content)` is not imported: the table is WITHOUT ROWID, and an FTS5 "
                    + "index finds its rows by rowid (SQLite fails at its first search)")
            return nil
        }
        var index = SearchIndexDefinition(
            name: located(name), table: content, columns: columns.map { located($0.name) }, location: Self.nowhere)
        index.synchronization = synchronization
        let tokenization = importTokenization(
            options, of: "search index `\(name)`", kept: ["content", "content_rowid"])
        index.tokenizer = tokenization.tokenizer.map(located)
        index.diacritics = tokenization.diacritics.map(located)
        index.prefixes = tokenization.prefixes.map(located)
        index.options = tokenization.options
        if synchronization == .grdb {
            warn(
                "search index `\(name)` of table `\(content)`: imported as `search:`, kept in sync by GRDB's triggers "
                    + "(`__\(name)_ai`, `_ad`, `_au`, `synchronization: grdb`); other triggers that updated it must be "
                    + "dropped. `grdbgen generate` then suggests making it again with GRDBGen's triggers, which "
                    + "no other trigger corrupts")
        }
        return index
    }

    /// An FTS5 table that keeps its own content and that no table's triggers of GRDBGen fill: a
    /// search table (`searchTable:`), its columns text that may be NULL (FTS5 has no NOT NULL),
    /// `unindexed` where they are `UNINDEXED`.
    mutating func importSearchTable(
        _ name: String, columns: [(name: String, unindexed: Bool)], options: [String: String]
    ) {
        var shape = TableShapeDefinition()
        shape.searchTable = located(importTokenization(options, of: "search table `\(name)`", kept: []))
        shape.columns = columns.map { column in
            var definition = ColumnDefinition(
                name: located(column.name), type: located(.text), location: Self.nowhere)
            definition.isInSearchTable = true
            if column.unindexed { definition.unindexed = located(true) }
            return definition
        }
        tables.append(TableDefinition(name: located(name), shape: shape, location: Self.nowhere))
    }

    /// The `tokenize` and `prefix` options of an FTS5 table; what schema.yaml cannot write is said,
    /// never dropped in silence: the table made again from schema.yaml would split words otherwise.
    mutating func importTokenization(
        _ options: [String: String], of what: String, kept: [String]
    ) -> SearchTokenization {
        var tokenization = SearchTokenization()
        var kept = kept + ["tokenize"]
        if let tokenize = options["tokenize"] {
            let read = SchemaImporter.tokenization(tokenize)
            tokenization = read.tokenization
            if !read.isExact {
                warn(
                    "\(what): tokenizer `\(tokenize)` is imported as "
                        + (tokenization.tokenizer.map { "`\($0.rawValue)`" } ?? "SQLite's default")
                        + (tokenization.diacritics.map { " with `diacritics: \($0.rawValue)`" } ?? "")
                        + "; schema.yaml cannot write the rest, and an index made again from it would tokenize "
                        + "differently")
            }
        }
        if let detail = options["detail"].flatMap({ SearchDetail(rawValue: $0.lowercased()) }) {
            tokenization.options.detail = detail == .full ? nil : detail
            kept.append("detail")
        }
        // Prefix indexes: `prefix='2 3'`.
        if let prefix = options["prefix"] {
            let lengths = prefix.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Int($0) }
            if !lengths.isEmpty, lengths.allSatisfy({ (1...999).contains($0) }) {
                tokenization.prefixes = lengths
                kept.append("prefix")
            }
        }
        for (option, value) in options.sorted(by: { $0.key < $1.key }) where !kept.contains(option) {
            warn("\(what): option `\(option) = \(value)` is not imported: schema.yaml cannot write it")
        }
        return tokenization
    }

    // MARK: - Triggers

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
        tables[t].shape.triggers.append(trigger)
    }

    // MARK: - Views

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
        views.append(definition)
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

    // MARK: - Rendering

    func render(source: String, store: String, access: SwiftOptions.AccessLevel) -> String {
        var lines = [
            "# Imported by `grdbgen import` from \(URL(fileURLWithPath: source).lastPathComponent).",
            "#",
            "# Next: `grdbgen generate` writes the records and the store. To change the schema, edit tables:",
            "# (or views:), then run `grdbgen migrate NAME`: it appends the migration that makes the change.",
            "# Migration `\(SchemaImporter.baselineID)` creates this schema in a new, empty database; a file "
                + "that already has it",
            "# (made by the app's earlier migrations, or by SQL) is adopted as it is when the app opens it.",
            "swift:",
        ]
        if access == .public { lines.append("  access: public") }
        lines += ["  store: \(store)", ""]
        if !functions.isEmpty {
            lines.append("functions:")
            for function in functions {
                let arguments = Array(repeating: "text", count: function.arguments)
                lines.append(
                    "  \(YAMLText.scalar(function.name)): "
                        + (arguments.isEmpty
                            ? "{ result: text }" : "{ arguments: \(YAMLText.list(arguments)), result: text }"))
            }
            lines.append("")
        }
        lines.append("tables:")
        if tables.isEmpty { lines[lines.count - 1] = "tables: {}" }
        for table in tables {
            lines += SchemaYAML.table(table)
        }
        if !views.isEmpty {
            lines += ["", "views:"]
            for view in views {
                lines += SchemaYAML.view(view)
            }
        }
        lines += ["", "migrations:"]
        let diagnostics = DiagnosticCollector()
        let steps =
            MigrationPlanner.plan(tables: tables, views: views, folded: FoldedSchema(), diagnostics: diagnostics) ?? []
        if steps.isEmpty {
            lines[lines.count - 1] = "migrations: []"
            return lines.joined(separator: "\n") + "\n"
        }
        let replaced = replaces.isEmpty ? "true" : "{ replaces: \(YAMLText.list(replaces)) }"
        let migration = SchemaEditor.migrationText(id: SchemaImporter.baselineID, steps: steps, indent: 2)
            .replacingOccurrences(
                of: "  - id: \(SchemaImporter.baselineID)\n",
                with:
                    "  - id: \(SchemaImporter.baselineID)\n    baseline: \(replaced)   # adopts files made "
                    + "before GRDBGen\n"
            )
        return lines.joined(separator: "\n") + "\n" + migration
    }
}

extension SchemaImporter {
    /// The values of a CHECK that is exactly `column IN (v1, v2, …)`: integers as written, texts
    /// unquoted; `nil` for any other CHECK.
    static func checkedValues(_ check: String, column: String) -> [String]? {
        let tokens = SQLTokens(check).tokens
        guard tokens.count == 3, tokens[0].name.map({ $0.isSameSQLName(as: column) }) == true,
            tokens[1].isKeyword("IN"), tokens[2].kind == .group
        else { return nil }
        var values: [String] = []
        for item in SQLTokens.items(ofGroup: tokens[2].text) {
            let parts = item.tokens
            if parts.count == 1, parts[0].kind == .string {
                values.append(SQLTokenizer.unquoted(parts[0].text))
            } else if parts.count == 1, Int64(parts[0].text) != nil {
                values.append(parts[0].text)
            } else if parts.count == 2, parts[0].text == "-", Int64(parts[1].text) != nil {
                values.append("-" + parts[1].text)
            } else {
                return nil
            }
        }
        return values
    }

    /// An FTS5 `tokenize` option read as schema.yaml writes it (`unicode61 remove_diacritics 2
    /// tokenchars '-_'`, `porter unicode61`, `ascii separators '.'`, `trigram case_sensitive 1`),
    /// and whether that says all of it: `categories`, porter over ascii or another tokenizer are
    /// not written by schema.yaml.
    static func tokenization(_ tokenize: String) -> (tokenization: SearchTokenization, isExact: Bool) {
        var result = SearchTokenization()
        var words = Self.tokenizeWords(tokenize)[...]
        guard let first = words.popFirst()?.lowercased() else { return (result, true) }
        switch first {
        case "porter":
            result.tokenizer = .porter
            // porter wraps unicode61 unless it names another tokenizer.
            if words.first?.lowercased() == "unicode61" {
                words.removeFirst()
            } else if !words.isEmpty {
                return (result, false)
            }
        case "unicode61": result.tokenizer = .unicode61
        case "ascii": result.tokenizer = .ascii
        case "trigram": result.tokenizer = .trigram
        default: return (result, false)
        }
        while let option = words.popFirst()?.lowercased() {
            guard let value = words.popFirst() else { return (result, false) }
            switch (result.tokenizer, option) {
            case (.trigram, "case_sensitive") where value == "0" || value == "1":
                // `case_sensitive 0` is the trigram tokenizer's default.
                result.options.caseSensitive = value == "1" ? true : nil
            case (.unicode61, "remove_diacritics"), (.porter, "remove_diacritics"):
                switch value {
                case "0": result.diacritics = .keep
                case "1": result.diacritics = .removeLegacy
                case "2": result.diacritics = .remove
                default: return (result, false)
                }
            case (.unicode61, "tokenchars"), (.porter, "tokenchars"), (.ascii, "tokenchars"):
                result.options.tokenCharacters = value
            case (.unicode61, "separators"), (.porter, "separators"), (.ascii, "separators"):
                result.options.separators = value
            default:
                return (result, false)
            }
        }
        return (result, true)
    }

    /// The words of a `tokenize` option, a quoted one unquoted (`tokenchars '-_'`).
    static func tokenizeWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = "", quoted = false, inWord = false
        var characters = text.makeIterator()
        var pending: Character? = nil
        while let character = pending ?? characters.next() {
            pending = nil
            if quoted {
                if character == "'" {
                    let next = characters.next()
                    if next == "'" {
                        current.append("'")
                    } else {
                        quoted = false
                        pending = next
                    }
                } else {
                    current.append(character)
                }
            } else if character == "'" {
                quoted = true
                inWord = true
            } else if character == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
