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

    /// A piece of a generated query is cut at its table's qualified columns and its parameters;
    /// string literals, quoted names of other tables, comments and other qualifiers are text.
    func testAPieceIsCutAtItsColumnsAndParameters() {
        typealias S = QualifiedPiece.Segment
        XCTAssertEqual(
            QualifiedPiece.segments(#"item.name LIKE :pattern AND "item".quantity > 0"#, table: "item"),
            [
                .column("name"), .text(" LIKE "), .parameter("pattern"), .text(" AND "), .column("quantity"),
                .text(" > 0"),
            ]
                as [S])
        XCTAssertEqual(
            QualifiedPiece.segments(
                #""Ship Order Lines"."unit-price" DESC, "ship order lines".id"#, table: "Ship Order Lines"),
            [.column("unit-price"), .text(" DESC, "), .column("id")] as [S])
        XCTAssertEqual(
            QualifiedPiece.segments(
                "Item.a = 'item.b :x' -- item.c :y\n AND other.d = @p AND f(item.e)=$q", table: "item"),
            [
                .column("a"), .text(" = 'item.b :x' -- item.c :y\n AND other.d = "), .parameter("p"), .text(" AND f("),
                .column("e"), .text(")="), .parameter("q"),
            ] as [S])
        // A name that ends with the table's name is not it; a quoted column with a doubled quote.
        XCTAssertEqual(
            QualifiedPiece.segments(#"myitem.a + item."b""c" IN (SELECT value FROM json_each(:keys))"#, table: "item"),
            [
                .text("myitem.a + "), .column(#"b"c"#), .text(" IN (SELECT value FROM json_each("), .parameter("keys"),
                .text("))"),
            ]
                as [S])
        XCTAssertEqual(QualifiedPiece.segments("item.", table: "item"), [.text("item.")] as [S])
    }

    /// An ordering's terms, each its expression and direction, for GRDB to reverse: commas inside
    /// parentheses, literals and quoted names do not cut, comments are left out; `DESC` must be a bare
    /// word.
    func testOrderingTermsAndTheirDirections() {
        let terms = QualifiedPiece.orderingTerms(
            "item.name COLLATE NOCASE DESC, coalesce(item.a, 'x,y') NULLS LAST,\n item.\"b, DESC\" ASC, "
                + "item.c desc nulls first, item.d -- a, comment\n, item.desc, [item].[e,f] NULLS FIRST")
        XCTAssertEqual(
            terms.map(\.expression),
            [
                "item.name COLLATE NOCASE", "coalesce(item.a, 'x,y')", #"item."b, DESC""#, "item.c", "item.d",
                "item.desc", "[item].[e,f]",
            ])
        XCTAssertEqual(
            terms.map(\.direction),
            [.descending, .ascendingNullsLast, .ascending, .descendingNullsFirst, .ascending, .ascending, .ascending])
        XCTAssertEqual(QualifiedPiece.orderingTerms("x").map(\.expression), ["x"])
    }
}
