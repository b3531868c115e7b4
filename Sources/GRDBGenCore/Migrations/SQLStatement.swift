import Foundation
import GRDBGenSQL

/// An SQL statement and the values bound to its `?` parameters: the one place that builds the
/// statements GRDBGen writes into migrations or runs itself. Values are always bound, never
/// spliced into the SQL; names are quoted by ``SQLName``.
struct SQLStatement: Hashable, Sendable {
    /// The SQL text.
    var sql: String
    /// The values of the `?` parameters, in order.
    var arguments: [InsertValue]

    /// `INSERT INTO "table" ("a", "b") VALUES (?, ?)`, binding `values`.
    static func insert(into table: SQLIdentifier, columns: [SQLIdentifier], values: [InsertValue]) -> SQLStatement {
        let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        return SQLStatement(
            sql: "INSERT INTO \(table.quoted) (\(list(columns))) VALUES (\(placeholders))", arguments: values)
    }

    /// `INSERT INTO "target" ("a", "b") SELECT "a", "b" FROM "source"`: the copy of GRDB's
    /// recreate-table sequence.
    /// A column may be read through an expression of it (``DateConversion``) instead of as it is.
    static func copy(
        _ columns: [SQLIdentifier], from source: SQLIdentifier, into target: SQLIdentifier,
        reading: [SQLIdentifier: String] = [:]
    ) -> SQLStatement {
        let selected = columns.map { reading[$0] ?? $0.quoted }.joined(separator: ", ")
        return SQLStatement(
            sql: "INSERT INTO \(target.quoted) (\(list(columns))) SELECT \(selected) FROM \(source.quoted)",
            arguments: [])
    }

    /// `CREATE TRIGGER "name" AFTER UPDATE OF "a" ON "table" FOR EACH ROW WHEN … BEGIN … END`.
    static func createTrigger(_ trigger: TriggerDefinition) -> SQLStatement {
        var sql = "CREATE TRIGGER \(trigger.name.identifier.quoted) "
        sql += trigger.timing.value == .before ? "BEFORE " : "AFTER "
        switch trigger.event.value {
        case .insert: sql += "INSERT"
        case .delete: sql += "DELETE"
        case .update:
            sql += "UPDATE"
            if !trigger.columns.isEmpty { sql += " OF " + list(trigger.columns.map(\.identifier)) }
        }
        sql += " ON \(SQLIdentifier(trigger.table).quoted) FOR EACH ROW"
        if let when = trigger.when { sql += " WHEN \(when.value)" }
        var body = trigger.body.value.trimmingCharacters(in: .whitespacesAndNewlines)
        if !body.hasSuffix(";") { body += ";" }
        return SQLStatement(sql: sql + " BEGIN \(body) END", arguments: [])
    }

    /// `DROP TRIGGER "name"`.
    static func dropTrigger(_ name: SQLIdentifier) -> SQLStatement {
        SQLStatement(sql: "DROP TRIGGER \(name.quoted)", arguments: [])
    }

    /// The triggers that keep a search index in sync with its table (``SearchSynchronization/grdbgen``),
    /// named as GRDB names its own (`__item_ft_ai`, `_au`, `_ad`: GRDB's
    /// `dropFTS5SynchronizationTriggers(forTable:)` drops both kinds), then the index filled with the
    /// rows the table has.
    ///
    /// After each insert, update or delete, a trigger removes what the index has for the rowids
    /// involved and indexes those rows again as the table holds them at that moment. Each
    /// trigger is idempotent and reads no `NEW` or `OLD` value but the rowid, so the index ends
    /// right whatever other triggers did to the row before it ran, and in whatever order SQLite
    /// fires them (it fires the newest first). The FTS5 table keeps its own copy of the text:
    /// removing a rowid needs no values, and removing one it does not have changes nothing.
    ///
    /// This text is frozen: migrations carry it as it is written here, and a change would be a
    /// new kind of synchronization.
    static func synchronizeSearchIndex(_ index: SearchIndexDefinition, on table: String) -> SQLStatement {
        let fts = index.name.identifier.quoted, table = SQLIdentifier(table).quoted
        let columns = list(index.columns.map(\.identifier))
        func trigger(_ suffix: String, _ event: String, _ rowids: String) -> String {
            let name = SQLIdentifier("__\(index.name.value)_\(suffix)").quoted
            let match = rowids.contains(",") ? "IN (\(rowids))" : "= \(rowids)"
            return """
                CREATE TRIGGER \(name) AFTER \(event) ON \(table) BEGIN
                  DELETE FROM \(fts) WHERE rowid \(match);
                  INSERT INTO \(fts)(rowid, \(columns))
                  SELECT rowid, \(columns) FROM \(table) WHERE rowid \(match);
                END;
                """
        }
        let sql = [
            trigger("ai", "INSERT", "NEW.rowid"),
            trigger("au", "UPDATE", "OLD.rowid, NEW.rowid"),
            trigger("ad", "DELETE", "OLD.rowid"),
            "INSERT INTO \(fts)(rowid, \(columns))\nSELECT rowid, \(columns) FROM \(table);",
        ]
        return SQLStatement(sql: sql.joined(separator: "\n"), arguments: [])
    }

    private static func list(_ names: [SQLIdentifier]) -> String {
        names.map(\.quoted).joined(separator: ", ")
    }
}
