@testable import GRDBGenCore
import XCTest

/// The cut of a generated query's pieces, made at generation (``QualifiedPiece``).
final class QualifiedPieceTests: XCTestCase {
    /// A piece of a generated query is cut at its table's qualified columns and its parameters;
    /// string literals, quoted names of other tables, comments and other qualifiers are text.
    func testAPieceIsCutAtItsColumnsAndParameters() {
        typealias S = QualifiedPiece.Segment
        XCTAssertEqual(
            QualifiedPiece.segments(#"item.name LIKE :pattern AND "item".quantity > 0"#, table: "item"),
            [
                .column("name"), .text(" LIKE "), .parameter(":pattern"), .text(" AND "), .column("quantity"),
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
                .column("a"), .text(" = 'item.b :x' -- item.c :y\n AND other.d = "), .parameter("@p"), .text(" AND f("),
                .column("e"), .text(")="), .parameter("$q"),
            ] as [S])
        // A name that ends with the table's name is not it; a quoted column with a doubled quote.
        XCTAssertEqual(
            QualifiedPiece.segments(#"myitem.a + item."b""c" IN (SELECT value FROM json_each(:keys))"#, table: "item"),
            [
                .text("myitem.a + "), .column(#"b"c"#), .text(" IN (SELECT value FROM json_each("), .parameter(":keys"),
                .text("))"),
            ]
                as [S])
        XCTAssertEqual(QualifiedPiece.segments("item.", table: "item"), [.text("item.")] as [S])
        // Tokens as SQLite reads them: a parameter right after a word, a qualified column right after
        // a quoted name.
        XCTAssertEqual(
            QualifiedPiece.segments(#"item.a BETWEEN :lo AND:hi OR "x"item.b"#, table: "item"),
            [
                .column("a"), .text(" BETWEEN "), .parameter(":lo"), .text(" AND"), .parameter(":hi"),
                .text(#" OR "x""#), .column("b"),
            ] as [S])
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
