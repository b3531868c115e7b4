import GRDB
import GRDBGenSQL

/// What a planned migration step can destroy: `grdbgen migrate` lists these, refuses them
/// without `--allow-data-loss`, and writes a comment above each step that has one.
public enum DataLoss: Sendable, Hashable {
    /// `dropTable`: every row of the table.
    case dropTable(String)
    /// `dropColumn`, or a column a table rebuild leaves out: the column's values.
    case dropColumn(table: String, column: String)
    /// A table rebuild that changes a column's type: SQLite converts the values it can.
    case changeType(table: String, column: String, from: String, to: String)
    /// A table rebuild that makes a column NOT NULL: rows with NULL there fail the copy.
    case makeNotNull(table: String, column: String)
    /// A table rebuild that rewrites dates as whole Unix seconds: fractions of a second are dropped.
    case dropFractions(table: String, column: String)

    /// One line: "drops column `item.notes`", with what a database holds when one is given
    /// ("drops column `item.notes` (3 of 3 rows have a value)").
    public func describe(in db: Database? = nil) -> String {
        switch self {
        case .dropTable(let table):
            let rows =
                db.flatMap { try? Self.count(table: table, column: nil, in: $0) }.map { " (\(Self.rows($0.rows)))" }
                ?? ""
            return "drops table `\(table)`\(rows)"
        case let .dropColumn(table, column):
            return "drops column `\(table).\(column)`" + Self.values(table, column, in: db)
        case let .changeType(table, column, from, to):
            return "changes column `\(table).\(column)` from \(from) to \(to): SQLite converts the values it can"
                + Self.values(table, column, in: db)
        case let .dropFractions(table, column):
            return
                "rewrites column `\(table).\(column)` as Unix time in whole seconds: fractions of a second are dropped"
                + Self.values(table, column, in: db)
        case let .makeNotNull(table, column):
            let measure =
                db.flatMap { try? Self.count(table: table, column: column, in: $0) }
                .map {
                    " (\($0.rows - $0.values) of \(Self.rows($0.rows)) \($0.rows - $0.values == 1 ? "is" : "are") NULL)"
                } ?? ""
            return "makes column `\(table).\(column)` NOT NULL: rows with NULL there fail the copy\(measure)"
        }
    }

    /// " (2 of 3 rows have a value)", or nothing without a database.
    private static func values(_ table: String, _ column: String, in db: Database?) -> String {
        db.flatMap { try? count(table: table, column: column, in: $0) }
            .map { " (\($0.values) of \(rows($0.rows)) \($0.values == 1 ? "has" : "have") a value)" } ?? ""
    }

    private static func rows(_ count: Int) -> String { count == 1 ? "1 row" : "\(count) rows" }

    /// The rows of a table, and how many have a value in a column. Names are quoted in one place
    /// (``SQLName``); no value is built into SQL.
    private static func count(table: String, column: String?, in db: Database) throws -> (rows: Int, values: Int) {
        let values = column.map { "count(\(SQLName.quoted($0)))" } ?? "0"
        let row = try Row.fetchOne(db, sql: "SELECT count(*), \(values) FROM \(SQLName.quoted(table))")
        return (row?[0] ?? 0, row?[1] ?? 0)
    }
}
