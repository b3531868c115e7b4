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
