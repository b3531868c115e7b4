import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The representations fixture (Tests/Fixtures/Schemas/representations.yaml): `url`, `decimal`
/// and an app's own `DatabaseValueConvertible` type round-trip through the fast paths and through GRDB's decoding by name.
final class RepresentationTests: XCTestCase {
    func testURLsAndDecimalsRoundTrip() throws {
        let store = try LinkStore(DatabaseQueue())
        // More digits than a Double keeps: a decimal stored as text keeps them all.
        let price = try XCTUnwrap(Decimal(string: "12345678901234567.89", locale: Locale(identifier: "en_US_POSIX")))
        var link = Link(url: try XCTUnwrap(URL(string: "https://example.com/a?b=c#d")), price: price, tip: nil, home: nil)
        try store.saveLink(&link)
        var other = Link(url: try XCTUnwrap(URL(string: "file:///tmp/x")), price: 0.1, tip: Decimal(string: "0.30"), home: URL(string: "https://example.org"))
        try store.insertLink(&other)

        let fetched = try store.fetchLinks()
        XCTAssertEqual(fetched, [link, other])
        XCTAssertEqual(fetched[0].price, price)
        XCTAssertEqual("\(fetched[0].price)", "12345678901234567.89")
        XCTAssertEqual(fetched[1].tip, Decimal(string: "0.3"))
        XCTAssertEqual(try store.fetchLink(id: try XCTUnwrap(link.id)), link)
        // GRDB's decoding by name reads the same values.
        let byName = try store.writer.read { db in try Row.fetchAll(db, sql: "SELECT * FROM link ORDER BY id").map(Link.init(row:)) }
        XCTAssertEqual(byName, fetched)
        // Stored as text, exactly.
        let stored = try store.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT typeof(url), url, typeof(price), price FROM link ORDER BY id")
        }
        XCTAssertEqual(stored[0][0] as String, "text")
        XCTAssertEqual(stored[0][1] as String, "https://example.com/a?b=c#d")
        XCTAssertEqual(stored[0][2] as String, "text")
        XCTAssertEqual(stored[0][3] as String, "12345678901234567.89")
        // The app's own DatabaseValueConvertible type, stored as integer cents.
        var funded = Link(url: try XCTUnwrap(URL(string: "https://example.com/f")), price: 1, budget: Money(cents: 1_250))
        try store.insertLink(&funded)
        XCTAssertEqual(try store.fetchLink(id: try XCTUnwrap(funded.id))?.budget, Money(cents: 1_250))
        let cents = try store.writer.read { db in try Row.fetchOne(db, sql: "SELECT typeof(budget), budget FROM link WHERE id = ?", arguments: [funded.id]) }
        XCTAssertEqual(cents?[0] as String?, "integer")
        XCTAssertEqual(cents?[1] as Int?, 1_250)
        XCTAssertEqual(try store.writer.read { db in try Link.fetchOne(db, sql: "SELECT * FROM link WHERE id = ?", arguments: [funded.id]) }?.budget,
                       Money(cents: 1_250))
        // The default of `price`.
        let draft = try store.insertLink(Link.Draft(url: try XCTUnwrap(URL(string: "https://example.net"))))
        XCTAssertEqual(draft.price, 0)
    }
}
