import GRDB
import GRDBGenSQL

/// What SQLite reports of one table of a database: its columns (`PRAGMA table_xinfo`, without
/// hidden columns, as GRDB's `Database.columns(in:)`), what only its SQL tells of them (collation,
/// check, generated expression, conflict clauses: the generator's `columnClauses(_:)`), its checks, indexes and
/// unique constraints (`index_list`, `index_info`), foreign keys, triggers and options
/// (`table_list`).
///
/// ``all(_:)`` reads every table of a database with one query per pragma (the table-valued
/// pragma functions joined with `sqlite_master`), rather than a few queries per table.
///
/// The one reader of a table as SQLite reports it: the generator's verifier and importer, and
/// ``SchemaReport`` (the store's adoption of a file) read it.
package struct TableReport {
    /// The columns, in order.
    package var columns: [ColumnInfo] = []
    /// The generated columns (`GENERATED ALWAYS AS`), which `table_xinfo` reports as hidden.
    package var generatedColumns: Set<SQLIdentifier> = []
    /// The table's SQL, as SQLite keeps it: what it says of the columns that no pragma reports
    /// (the generator's `columnClauses(_:)`) and its checks, read when two tables' SQL differ.
    package var sql: String?
    /// The SQL of each index made by `CREATE INDEX`, by name, expressions, collations, orders and
    /// condition included.
    package var indexSQL: [SQLIdentifier: String] = [:]
    /// The indexes, the primary key's too, as `PRAGMA index_list` and `index_xinfo` report them,
    /// the last made first.
    package var indexes: [Index] = []
    /// The foreign keys, a referenced primary key named by its columns, as SQLite takes it.
    package var foreignKeys: [ForeignKey] = []
    /// The triggers of the table, with their SQL.
    package var triggers: [SQLIdentifier: String] = [:]
    /// `[wr, strict]` of `PRAGMA table_list`; `nil` before SQLite 3.37.
    package var options: [Int]?

    /// A report of no table (a table SQLite does not have).
    package init() {}

    /// The column with this name.
    package func column(_ name: SQLIdentifier) -> ColumnInfo? {
        columns.first { SQLIdentifier($0.name) == name }
    }

    /// The columns of each unique constraint.
    package var uniqueKeys: Set<[SQLIdentifier]> {
        Set(indexes.filter { $0.isUnique && $0.origin == "u" }.compactMap { $0.columns?.map(SQLIdentifier.init) })
    }

    /// The columns of the primary key, in the key's order.
    package var primaryKey: [SQLIdentifier] {
        columns.filter { $0.primaryKeyIndex > 0 }.sorted { $0.primaryKeyIndex < $1.primaryKeyIndex }
            .map { SQLIdentifier($0.name) }
    }

    /// The report of every table of the main schema, by table name.
    package static func all(_ db: Database) throws -> [SQLIdentifier: TableReport] {
        var reports: [SQLIdentifier: TableReport] = [:]
        let columnRows = try Row.fetchAll(
            db,
            sql: """
                SELECT m.name AS grdbgen_table, p.* FROM sqlite_master AS m, pragma_table_xinfo(m.name) AS p
                WHERE m.type = 'table' AND p.hidden <> 1
                ORDER BY m.name, p.cid
                """)
        for row in columnRows {
            let table = SQLIdentifier(row["grdbgen_table"] as String)
            reports[table, default: TableReport()].columns.append(ColumnInfo(row: row))
            if (row["hidden"] as Int) >= 2 { reports[table]?.generatedColumns.insert(SQLIdentifier(row["name"])) }
        }
        for row in try Row.fetchAll(
            db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'")
        {
            reports[SQLIdentifier(row["name"] as String), default: TableReport()].sql = row["sql"]
        }
        try readIndexes(db, into: &reports)
        try readForeignKeys(db, into: &reports)
        for row in try Row.fetchAll(
            db, sql: "SELECT tbl_name, name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
        {
            let table = SQLIdentifier(row["tbl_name"] as String), name = SQLIdentifier(row["name"] as String)
            reports[table, default: TableReport()].indexSQL[name] = row["sql"]
        }
        for row in try Row.fetchAll(db, sql: "SELECT tbl_name, name, sql FROM sqlite_master WHERE type = 'trigger'") {
            let table = SQLIdentifier(row["tbl_name"] as String), name = SQLIdentifier(row["name"] as String)
            if reports[table]?.triggers[name] == nil {
                reports[table, default: TableReport()].triggers[name] = row["sql"]
            }
        }
        // `pragma_table_list` is SQLite 3.37 or later: without it, no options are compared.
        let optionRows = try? Row.fetchAll(
            db, sql: "SELECT name, wr, strict FROM pragma_table_list WHERE schema = 'main'")
        for row in optionRows ?? [] {
            reports[SQLIdentifier(row["name"] as String), default: TableReport()].options = [row["wr"], row["strict"]]
        }
        return reports
    }

    /// A foreign key as SQLite reports it: its names as written, equal to another by what it is
    /// (names compared as SQLite compares them, actions as reported).
    package struct ForeignKey: Equatable {
        package var columns: [String], table: String, referencedColumns: [String]
        /// `ON DELETE` and `ON UPDATE`, as `PRAGMA foreign_key_list` reports them (`NO ACTION`).
        package var onDelete: String, onUpdate: String
        /// Whether the key names no referenced columns (`REFERENCES t`): ``referencedColumns`` are
        /// then the referenced table's primary key, as SQLite reads it.
        package var namesNoColumns = false

        package static func == (lhs: Self, rhs: Self) -> Bool {
            let key = { (names: [String]) in names.map { SQLIdentifier($0).key } }
            return key(lhs.columns) == key(rhs.columns) && key([lhs.table]) == key([rhs.table])
                && key(lhs.referencedColumns) == key(rhs.referencedColumns)
                && lhs.onDelete.uppercased() == rhs.onDelete.uppercased()
                && lhs.onUpdate.uppercased() == rhs.onUpdate.uppercased()
        }
    }

    /// An index as `PRAGMA index_list` reports it, with its keys (`index_xinfo`).
    package struct Index {
        package var name: String, keys: [Key], isUnique: Bool
        /// `c` (`CREATE INDEX`), `u` (a unique constraint) or `pk` (the primary key).
        package var origin: String
        /// Whether the index has a WHERE clause.
        package var isPartial: Bool

        /// One key: a column (nil for an expression), its collation and order.
        package struct Key {
            package var column: String?
            package var collation: String, isDescending: Bool
        }

        /// The columns of an index of columns only; nil for an index on an expression.
        package var columns: [String]? {
            let columns = keys.compactMap(\.column)
            return columns.count == keys.count ? columns : nil
        }
    }

    /// The foreign keys of every table, their columns in order (`seq`); a key that names no
    /// referenced columns (`REFERENCES t`) references t's primary key, as SQLite reads it.
    private static func readForeignKeys(_ db: Database, into reports: inout [SQLIdentifier: TableReport]) throws {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT m.name AS grdbgen_table, f.* FROM sqlite_master AS m, pragma_foreign_key_list(m.name) AS f
                WHERE m.type = 'table'
                ORDER BY m.name, f.id, f.seq
                """)
        var keys: [(table: SQLIdentifier, id: Int, key: ForeignKey)] = []
        for row in rows {
            let table = SQLIdentifier(row["grdbgen_table"] as String), id: Int = row["id"]
            let from: String = row["from"], to: String? = row["to"]
            if let last = keys.last, last.table == table, last.id == id {
                keys[keys.count - 1].key.columns.append(from)
                if let to { keys[keys.count - 1].key.referencedColumns.append(to) }
                continue
            }
            let key = ForeignKey(
                columns: [from], table: row["table"], referencedColumns: to.map { [$0] } ?? [],
                onDelete: row["on_delete"], onUpdate: row["on_update"])
            keys.append((table, id, key))
        }
        for (table, _, var key) in keys {
            if key.referencedColumns.isEmpty {
                key.namesNoColumns = true
                key.referencedColumns = reports[SQLIdentifier(key.table)]?.primaryKey.map(\.name) ?? []
            }
            reports[table, default: TableReport()].foreignKeys.append(key)
        }
    }

    /// The indexes and unique constraints of every table, with their keys.
    private static func readIndexes(_ db: Database, into reports: inout [SQLIdentifier: TableReport]) throws {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT m.name AS grdbgen_table, l.name AS grdbgen_index, l."unique", l.origin, l.partial,
                i.name, i.coll, i."desc"
                FROM sqlite_master AS m, pragma_index_list(m.name) AS l, pragma_index_xinfo(l.name) AS i
                WHERE m.type = 'table' AND i.key = 1
                ORDER BY m.name, l.seq DESC, i.seqno
                """)
        // Rows of one index are adjacent.
        var start = 0
        while start < rows.count {
            let table: String = rows[start]["grdbgen_table"], index: String = rows[start]["grdbgen_index"]
            var end = start
            while end < rows.count, rows[end]["grdbgen_table"] as String == table,
                rows[end]["grdbgen_index"] as String == index
            {
                end += 1
            }
            defer { start = end }
            let keys = rows[start..<end].map {
                Index.Key(column: $0["name"], collation: $0["coll"], isDescending: $0["desc"])
            }
            reports[SQLIdentifier(table), default: TableReport()].indexes.append(
                Index(
                    name: index, keys: keys, isUnique: rows[start]["unique"], origin: rows[start]["origin"],
                    isPartial: rows[start]["partial"]))
        }
    }
}
