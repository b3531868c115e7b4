import GRDB
@testable import GRDBGenAdoption
import XCTest

/// A file's views and triggers compare by the tokens of their SQL, read by GRDBGenSQL's one SQL
/// tokenizer (the generator's): SQL that SQLite keeps as written but runs the same (white space,
/// comments, the case and quotes of a name) is the same view; another string is another view.
final class SchemaReportTests: XCTestCase {
    func report(_ sql: String) throws -> SchemaReport {
        let db = try DatabaseQueue()
        try db.write { db in try db.execute(sql: "CREATE TABLE t(a INTEGER); " + sql) }
        return try db.read { db in try SchemaReport(db, includingViewsAndTriggers: true) }
    }

    func testAViewComparesByTheTokensOfItsSQL() throws {
        let view = try report("CREATE VIEW v AS SELECT a FROM t WHERE a > 'x'")
        let same = try report(
            """
            CREATE VIEW v AS
              select "A" -- the column
              FROM [t] /* the table */ WHERE a>'x'
            """)
        XCTAssertEqual(view.differences(from: same, expected: "the schema", found: "the file"), [])
        let other = try report("CREATE VIEW v AS SELECT a FROM t WHERE a > 'X'")
        let differences = view.differences(from: other, expected: "the schema", found: "the file")
        XCTAssertEqual(differences.count, 2, "\(differences)")
        XCTAssertTrue(differences.allSatisfy { $0.hasPrefix("view `v`: ") }, "\(differences)")
    }

    /// An index on an expression, which GRDB's `indexes(on:)` leaves out, compares by its SQL's tokens: a
    /// file without it, or with another expression, differs.
    func testAnIndexOnAnExpressionComparesByItsSQL() throws {
        let index = try report("CREATE INDEX byLower ON t(lower(a))")
        let same = try report("create index \"byLower\" on [t] ( LOWER(a) )")
        XCTAssertEqual(index.differences(from: same, expected: "the schema", found: "the file"), [])
        XCTAssertEqual(
            index.differences(from: try report(""), expected: "the schema", found: "the file"),
            ["table `t`: the schema has index `CREATE INDEX BYLOWER ON T ( LOWER ( A ) )`, the file does not"])
        let other = try report("CREATE INDEX byLower ON t(upper(a))")
        XCTAssertEqual(index.differences(from: other, expected: "the schema", found: "the file").count, 2)
    }
}
