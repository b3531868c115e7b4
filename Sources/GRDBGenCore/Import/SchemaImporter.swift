import GRDBGenAdoption
import Foundation
import GRDB
import GRDBGenSQL

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
        /// What the app may write in schema.yaml that the database cannot tell (`swift: { optional:
        /// false }` on a column without NULLs), by object, in database order.
        public var notes: [String] = []
        /// The lock that keeps the baseline's steps; ``SchemaImporter/validated(schemaPath:_:)`` locks
        /// the baseline in it.
        public var lock: LockFile?
        /// What the baseline's `olderFiles:` declares of the older files read, by kind, in words
        /// (`2 untyped`, `1 dropped`); empty when they are of today's shape or none was read.
        public var olderFiles: [String] = []
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
    ///
    /// - parameter olderFiles: files of the same app in older shapes (`--database` again): how they
    ///   differ is written as the baseline's `olderFiles:`, so that the store adopts them too.
    public static func importSchema(
        databaseAt path: String, olderFiles: [String] = [], store: String = "AppDatabase",
        access: SwiftOptions.AccessLevel = .internal, leavingOut: Set<String> = []
    ) throws(ImportError) -> Result {
        for file in [path] + olderFiles where !FileManager.default.fileExists(atPath: file) {
            throw ImportError(description: "no file at \(file)")
        }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            let olderQueues = try olderFiles.map { try DatabaseQueue(path: $0, configuration: configuration) }
            return try queue.read { db in
                _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
                var importer = Importer(db: db)
                importer.leavingOut = Set(leavingOut.map(SQLIdentifier.init))
                try importer.run()
                importer.nameApartRecords(store: store)
                for (file, older) in zip(olderFiles, olderQueues) {
                    try older.read { olderDB in
                        try importer.older.compare(
                            imported: db, tables: importer.tables, older: olderDB,
                            name: URL(fileURLWithPath: file).lastPathComponent)
                    }
                }
                importer.warnings += importer.older.warnings
                return importer.result(source: path, store: store, access: access)
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
        sqlScriptAt path: String, store: String = "AppDatabase", access: SwiftOptions.AccessLevel = .internal,
        leavingOut: Set<String> = []
    ) throws(ImportError) -> Result {
        let script: String
        do {
            script = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ImportError(description: "cannot read \(path): \(error.localizedDescription)")
        }
        do {
            let queue = try scriptDatabase(script)
            return try queue.read { db in
                try importSchema(from: db, source: path, store: store, access: access, leavingOut: leavingOut)
            }
        } catch let error as DatabaseError {
            throw ImportError(
                description: "\(path): SQLite refuses the script: \(error.message ?? "\(error.resultCode)")")
        } catch {
            throw ImportError(description: "\(path): \(error)")
        }
    }

    /// An in-memory database that ran the script, as the `sqlite3` shell runs it: outside of a
    /// transaction of GRDB's, so that the script's own `BEGIN`/`COMMIT`/`SAVEPOINT` (the output of
    /// `sqlite3 .dump`) and its `PRAGMA foreign_keys=OFF` run as written; a transaction the script
    /// leaves open is committed. A script of an app that registers its own SQL
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
                try queue.writeWithoutTransaction { db in
                    do {
                        try db.execute(sql: script)
                    } catch {
                        if db.isInsideTransaction { try? db.rollback() }
                        throw error
                    }
                    if db.isInsideTransaction { try db.commit() }
                }
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
    /// - parameter leavingOut: tables not to import (``validated(_:)`` leaves out those the
    ///   generator refuses); what uses them is left out too.
    public static func importSchema(
        from db: Database, source: String, store: String = "AppDatabase", access: SwiftOptions.AccessLevel = .internal,
        leavingOut: Set<String> = []
    ) throws -> Result {
        var importer = Importer(db: db)
        importer.leavingOut = Set(leavingOut.map(SQLIdentifier.init))
        try importer.run()
        importer.nameApartRecords(store: store)
        return importer.result(source: source, store: store, access: access)
    }
}

struct Importer {
    let db: Database
    var warnings: [String] = []
    var notes: [String] = []
    var tables: [TableDefinition] = []
    var views: [ViewDefinition] = []
    /// The migrations the database's own migrator applied: the baseline replaces them.
    var replaces: [String] = []
    /// SQL functions that the schema calls and SQLite does not have: the app's (`uuid()`).
    var functions: [(name: String, arguments: Int)] = []
    /// The names of the database's tables and views (not SQLite's own), read with its schema.
    var tableNames: Set<SQLIdentifier> = []
    var viewNames: Set<SQLIdentifier> = []
    /// The tables not to import.
    var leavingOut: Set<SQLIdentifier> = []
    /// How older files of the app differ (`--database` again): the baseline's `olderFiles:`.
    var older = OlderFileComparison()
    /// The YAML of the baseline's steps, which the lock keeps, once rendered.
    var baselineStepsText: String?
    /// The columns of the table being imported that accept NULL and hold none, and its rows.
    var holdingNoNull: [String] = []
    var tableRows = 0
    /// The text columns of the table being imported that hold JSON in every row.
    var jsonColumns: [(column: String, holds: String, swiftType: String)] = []

    init(db: Database) {
        self.db = db
    }

    /// A location for definitions that come from a database, not from a file.
    static let nowhere = SourceLocation(file: "", line: 1, column: 1)

    func located<T>(_ value: T) -> Located<T> {
        Located(value, at: Self.nowhere)
    }

    /// The schema.yaml text, the warnings and notes, and the lock that keeps the baseline's steps.
    mutating func result(source: String, store: String, access: SwiftOptions.AccessLevel) -> SchemaImporter.Result {
        let text = render(source: source, store: store, access: access)
        var lock = LockFile(path: "schema.lock")
        lock.baselineSteps = baselineStepsText.map { ($0, 0) }
        let declared = [(older.untyped, "untyped"), (older.addedLater, "added later"), (older.dropped, "dropped")]
        return SchemaImporter.Result(
            text: text, warnings: warnings, notes: notes, lock: lock,
            olderFiles: declared.filter { !$0.0.isEmpty }.map { "\($0.0.count) \($0.1)" })
    }

    mutating func warn(_ message: String) {
        warnings.append(message)
    }

    mutating func note(_ message: String) {
        notes.append(message)
    }

    mutating func run() throws {
        if try db.tableExists("grdb_migrations") {
            replaces = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
        }
        let objects = try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY rowid")
        let reports = try TableReport.all(db)
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
                || shadows.contains(identifier) || leavingOut.contains(identifier)
            {
                continue
            }
            if let table = try importTable(name, reports[identifier] ?? TableReport()) {
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
                    tables[t].search = search
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
        /// Whether the foreign key's table is imported; it is said when not.
        func isKept(_ columns: [String], of table: String, to target: String) -> Bool {
            guard !names.contains(SQLIdentifier(target)) else { return true }
            let exists = tableNames.contains(SQLIdentifier(target))
            warn(
                "the foreign key (\(columns.joined(separator: ", "))) of table `\(table)` to `\(target)` is not "
                    + "imported: "
                    + (exists ? "table `\(target)` is not imported" : "the database has no table `\(target)`"))
            return false
        }
        for t in tables.indices {
            let table = tables[t].name.value
            for c in tables[t].columns.indices {
                let column = tables[t].columns[c]
                guard let target = column.references?.value.table.value,
                    !isKept([column.name.value], of: table, to: target)
                else { continue }
                tables[t].columns[c].references = nil
            }
            tables[t].foreignKeys = tables[t].foreignKeys.filter {
                isKept($0.columns.map(\.value), of: table, to: $0.reference.table.value)
            }
        }
    }

    /// The first name among `tokens` of a table (and with `views`, of a view) of the database that
    /// is not imported, if any: a trigger or a view that uses it could not be created by schema.yaml.
    /// (Triggers are imported before views, so they ask about tables only.)
    func firstNameNotImported(in tokens: [SQLTokens.Token], views includingViews: Bool = false) -> String? {
        let imported = Set(
            tables.map { SQLIdentifier($0.name.value) }
                + tables.compactMap { $0.search?.name.value }
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
        // Its words, a quoted one unquoted (`tokenchars '-_'`), as FTS5 reads them.
        var words = SQLTokenizer.tokens(tokenize).map { $0.kind == .string ? SQLTokenizer.unquoted($0.text) : $0.text }[
            ...]
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
}
