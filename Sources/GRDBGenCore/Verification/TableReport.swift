import GRDB

/// What SQLite reports of one table of a database: its columns (`PRAGMA table_xinfo`, without
/// hidden columns, as GRDB's `Database.columns(in:)`), indexes and unique constraints
/// (`index_list`, `index_info`), foreign keys, triggers and options (`table_list`).
///
/// ``all(_:)`` reads every table of a database with one query per pragma (the table-valued
/// pragma functions joined with `sqlite_master`), rather than a few queries per table.
struct TableReport {
    /// The columns, in order.
    var columns: [ColumnInfo] = []
    /// The indexes made by `CREATE INDEX`, by name. An index on an expression or on the rowid
    /// is left out, as GRDB's `Database.indexes(on:)` leaves it out.
    var indexes: [SQLIdentifier: (unique: Bool, columns: [SQLIdentifier])] = [:]
    /// The SQL of each index made by `CREATE INDEX`, by name, expressions, collations and orders
    /// included.
    var indexSQL: [SQLIdentifier: String] = [:]
    /// The columns of each unique constraint.
    var uniqueKeys: Set<[SQLIdentifier]> = []
    /// Each foreign key: from, table, to, on update, on delete.
    var foreignKeys: Set<[SQLIdentifier]> = []
    /// The triggers of the table, with their SQL.
    var triggers: [SQLIdentifier: String] = [:]
    /// `[wr, strict]` of `PRAGMA table_list`; `nil` before SQLite 3.37.
    var options: [Int]?

    /// The report of every table of the main schema, by table name.
    static func all(_ db: Database) throws -> [SQLIdentifier: TableReport] {
        var reports: [SQLIdentifier: TableReport] = [:]
        let columnRows = try Row.fetchAll(
            db,
            sql: """
                SELECT m.name AS grdbgen_table, p.* FROM sqlite_master AS m, pragma_table_xinfo(m.name) AS p
                WHERE m.type = 'table' AND p.hidden <> 1
                ORDER BY m.name, p.cid
                """)
        for row in columnRows {
            reports[SQLIdentifier(row["grdbgen_table"] as String), default: TableReport()].columns.append(
                ColumnInfo(row: row))
        }
        try readIndexes(db, into: &reports)
        let foreignKeyRows = try Row.fetchAll(
            db,
            sql: """
                SELECT m.name AS grdbgen_table, f.* FROM sqlite_master AS m, pragma_foreign_key_list(m.name) AS f
                WHERE m.type = 'table'
                """)
        for row in foreignKeyRows {
            let from: String = row["from"], target: String = row["table"], to: String? = row["to"]
            let onUpdate: String = row["on_update"], onDelete: String = row["on_delete"]
            reports[SQLIdentifier(row["grdbgen_table"] as String), default: TableReport()].foreignKeys.insert(
                [from, target, to ?? "", onUpdate, onDelete].map(SQLIdentifier.init))
        }
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

    /// The indexes and unique constraints of every table.
    private static func readIndexes(_ db: Database, into reports: inout [SQLIdentifier: TableReport]) throws {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT m.name AS grdbgen_table, l.name AS grdbgen_index, l."unique", l.origin, i.seqno, i.name
                FROM sqlite_master AS m, pragma_index_list(m.name) AS l, pragma_index_info(l.name) AS i
                WHERE m.type = 'table'
                ORDER BY m.name, l.name, i.seqno
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
            let columns = rows[start..<end].compactMap { ($0["name"] as String?).map(SQLIdentifier.init) }
            guard columns.count == end - start else { continue }
            let unique: Bool = rows[start]["unique"], origin: String = rows[start]["origin"]
            if origin == "c" {
                reports[SQLIdentifier(table), default: TableReport()].indexes[SQLIdentifier(index)] = (unique, columns)
            } else if unique, origin == "u" {
                reports[SQLIdentifier(table), default: TableReport()].uniqueKeys.insert(columns)
            }
        }
    }
}
