import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// A query's own `WHERE` joined by filters and choices as a whole (issue 44; the or-conditions
/// fixture): every base condition has an `OR` — at its top, inside a `CASE`, inside a subquery —
/// on a SELECT, a grouped SELECT, an UPDATE, a DELETE and an INSERT … SELECT. Each variant's rows
/// are compared with what SQLite gives for the same SQL written by hand, the conditions in
/// parentheses. Joined without them (`archived = 0 OR quantity > 3 AND (quantity > 0)`), the
/// first comparison of each test fails: the rows are chosen so that the two readings differ.
final class OrConditionsTests: XCTestCase {
    var store: OrConditionsDatabase!

    /// Rows on both sides of each term: not archived and out of stock (the row a filter joined
    /// without parentheses keeps), archived with stock, negative quantities, titles of the CASE
    /// and the LIKE.
    static let rows: [(archived: Bool, quantity: Int, title: String)] = [
        (false, 0, "out"), (false, 2, "plain"), (true, 5, "many"), (true, 0, "keep"), (true, 4, "apple"),
        (true, -1, "negative"), (false, -2, "avocado"), (true, 1, "few"), (false, 7, "stocked"), (true, 0, "ash"),
    ]

    override func setUpWithError() throws {
        store = try OrConditionsDatabase.inMemory()
        try store.writer.write { db in
            for row in Self.rows {
                var stock = Stock(archived: row.archived, quantity: row.quantity, title: row.title)
                try stock.insert(db)
            }
        }
    }

    /// The ids SQLite gives for `sql`.
    func ids(_ sql: String, _ arguments: StatementArguments = []) throws -> [Int64] {
        try store.writer.read { db in try Int64.fetchAll(db, sql: sql, arguments: arguments) }
    }

    func testASelectKeepsItsOrWhole() throws {
        let base = "archived = 0 OR quantity > 3"
        for inStock in [false, true] {
            for titled in [Stock.StockToShowTitled.any, .startingWith(prefix: "a")] {
                var conditions = ["(\(base))"]
                var arguments: StatementArguments = []
                if inStock { conditions.append("(quantity > 0)") }
                if case .startingWith(let prefix) = titled {
                    conditions.append("(title LIKE ? || '%')")
                    arguments += [prefix]
                }
                let expected = try ids(
                    "SELECT id FROM stock WHERE \(conditions.joined(separator: " AND ")) ORDER BY id", arguments)
                let found = try store.fetch(Stock.stockToShow(inStock: inStock, titled: titled)).map(\.id)
                XCTAssertEqual(found, expected, "inStock: \(inStock), titled: \(titled)")
            }
        }
        // The rows that tell the readings apart are there: without parentheses, `out` (not archived,
        // none in stock) would be kept.
        XCTAssertNotEqual(
            try ids("SELECT id FROM stock WHERE \(base) AND (quantity > 0) ORDER BY id"),
            try ids("SELECT id FROM stock WHERE (\(base)) AND (quantity > 0) ORDER BY id"))
    }

    func testAnOrInsideACaseOrASubqueryAndBesideIt() throws {
        let byCase = "CASE WHEN archived THEN quantity > 5 OR title = 'keep' ELSE 1 END OR quantity < 0"
        let bySubquery = "id IN (SELECT id FROM stock WHERE archived OR quantity > 2) OR title LIKE 'a%'"
        for inStock in [false, true] {
            let filter = inStock ? " AND (quantity > 0)" : ""
            XCTAssertEqual(
                try store.fetch(Stock.stockByCase(inStock: inStock)).map(\.id),
                try ids("SELECT id FROM stock WHERE (\(byCase))\(filter) ORDER BY id"))
            XCTAssertEqual(
                try store.fetch(Stock.stockBySubquery(inStock: inStock)).map(\.id),
                try ids("SELECT id FROM stock WHERE (\(bySubquery))\(filter) ORDER BY id"))
        }
    }

    func testAGroupedSelectJoinsBeforeItsGroupBy() throws {
        for inStock in [false, true] {
            let filter = inStock ? " AND (quantity > 0)" : ""
            let expected = try store.writer.read { db in
                try Row.fetchAll(
                    db,
                    sql: """
                        SELECT archived, count(*) FROM stock WHERE (archived OR quantity > 3)\(filter)
                        GROUP BY archived HAVING count(*) > 0 ORDER BY archived
                        """
                ).map { [$0[0] as Bool, $0[1] as Int] as [AnyHashable] }
            }
            let found = try store.fetch(StockCountsRow.stockCounts(inStock: inStock)).map {
                [$0.archived, $0.count] as [AnyHashable]
            }
            XCTAssertEqual(found, expected, "inStock: \(inStock)")
        }
    }

    func testAnUpdateChangesTheRowsItsSQLSays() throws {
        let expected = try ids(
            "SELECT id FROM stock WHERE (archived = 0 OR quantity > 3) AND (quantity > 0) ORDER BY id")
        let returned = try store.writer.write { db in try Stock.markStock(inStock: true).execute(db) }
        XCTAssertEqual(returned.sorted(), expected)
        XCTAssertEqual(try ids("SELECT id FROM stock WHERE title LIKE '%!' ORDER BY id"), expected)
    }

    func testADeleteRemovesTheRowsItsSQLSays() throws {
        let kept = try ids(
            "SELECT id FROM stock WHERE NOT ((archived = 0 OR quantity > 3) AND (quantity > 0)) ORDER BY id")
        let changed = try store.execute(Stock.deleteStock(inStock: true))
        XCTAssertEqual(try ids("SELECT id FROM stock ORDER BY id"), kept)
        XCTAssertEqual(changed, Self.rows.count - kept.count)
    }

    func testAnInsertSelectCopiesTheRowsItsSQLSays() throws {
        let copied = try store.writer.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT title || ' copy' FROM stock WHERE (archived = 0 OR quantity > 3) AND (quantity > 0)
                    ORDER BY id
                    """)
        }
        try store.execute(Stock.copyStock(inStock: true))
        XCTAssertEqual(
            try store.writer.read { db in
                try String.fetchAll(db, sql: "SELECT title FROM stock WHERE title LIKE '% copy' ORDER BY id")
            },
            copied)
    }
}
