import XCTest

@testable import GRDBGenSQL

/// The SQL text the generator and the runtime share.
final class SQLTextTests: XCTestCase {
    func testNamesAndTextsAreQuotedOnce() {
        XCTAssertEqual(SQLName.quoted("order"), "\"order\"")
        XCTAssertEqual(SQLName.quoted("a\"b"), "\"a\"\"b\"")
        XCTAssertEqual(SQLName.quoted("first name"), "\"first name\"")
        XCTAssertEqual(SQLName.literal("it's"), "'it''s'")
        XCTAssertEqual(SQLName.literal(""), "''")
    }

    /// sqlite.org/datatype3.html, 3.1.1's examples, and its rules' order: `CHARINT` and
    /// `FLOATING POINT` (the `INT` of `POINT`) are INTEGER, as rule 1 comes first.
    func testTheAffinityOfADeclaredTypeIsSQLites() {
        let expected = [
            "INT": "INTEGER", "tinyint": "INTEGER", "UNSIGNED BIG INT": "INTEGER", "INT8": "INTEGER",
            "CHARINT": "INTEGER", "FLOATING POINT": "INTEGER", "VARCHAR(255)": "TEXT", "nchar(55)": "TEXT",
            "CLOB": "TEXT", "BLOB": "BLOB", "": "BLOB", "REAL": "REAL", "DOUBLE PRECISION": "REAL",
            "FLOAT": "REAL", "NUMERIC": "NUMERIC", "DECIMAL(10,5)": "NUMERIC", "BOOLEAN": "NUMERIC",
            "DATETIME": "NUMERIC", "STRING": "NUMERIC",
        ]
        for (declared, affinity) in expected {
            XCTAssertEqual(SQLAffinity.of(declared: declared), affinity, declared)
        }
    }

    func testAVariantJoinsOrMakesTheWhereClause() {
        XCTAssertEqual(
            VariantSQL.compose(
                prefix: "SELECT * FROM t", condition: nil, conditions: [], middle: "", ordering: nil, suffix: ""),
            "SELECT * FROM t")
        XCTAssertEqual(
            VariantSQL.compose(
                prefix: "SELECT * FROM t", condition: nil, conditions: ["a = :a", "b OR c"],
                middle: "GROUP BY a", ordering: "a DESC", suffix: "LIMIT 1"),
            "SELECT * FROM t WHERE (a = :a) AND (b OR c) GROUP BY a ORDER BY a DESC LIMIT 1")
        // The statement's own condition is as written when nothing joins it.
        XCTAssertEqual(
            VariantSQL.compose(
                prefix: "DELETE FROM t", condition: "x OR z", conditions: [], middle: "", ordering: nil,
                suffix: "RETURNING id"),
            "DELETE FROM t WHERE x OR z RETURNING id")
    }

    /// An `OR` of the statement's own condition does not take in what joins it (`x OR z AND (y)` is
    /// `x OR (z AND y)` to SQLite).
    func testTheOwnConditionJoinsAsAWhole() {
        XCTAssertEqual(
            VariantSQL.compose(
                prefix: "DELETE FROM t", condition: "x OR z", conditions: ["y"], middle: "", ordering: nil,
                suffix: "RETURNING id"),
            "DELETE FROM t WHERE (x OR z) AND (y) RETURNING id")
    }
}
