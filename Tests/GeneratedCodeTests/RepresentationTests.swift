import FixtureRecords
import Foundation
import GRDB
@_spi(Generated) import GRDBGenRuntime
import XCTest

/// The representations fixture (Tests/Fixtures/Schemas/representations.yaml): `url`, `decimal`
/// and an app's own `DatabaseValueConvertible` type round-trip through the fast paths and through
/// GRDB's decoding by name.
final class RepresentationTests: XCTestCase {
    func testURLsAndDecimalsRoundTrip() throws {
        let store = try LinkStore(DatabaseQueue())
        // More digits than a Double keeps: a decimal stored as text keeps them all.
        let price = try XCTUnwrap(Decimal(string: "12345678901234567.89", locale: Locale(identifier: "en_US_POSIX")))
        var link = LinkRecord(
            url: try XCTUnwrap(URL(string: "https://example.com/a?b=c#d")), price: price, tip: nil, home: nil)
        try store.save(&link)
        var other = LinkRecord(
            url: try XCTUnwrap(URL(string: "file:///tmp/x")), price: 0.1, tip: Decimal(string: "0.30"),
            home: URL(string: "https://example.org"))
        try store.insert(&other)

        let fetched = try store.fetch(LinkRecord.all())
        XCTAssertEqual(fetched, [link, other])
        XCTAssertEqual(fetched[0].price, price)
        XCTAssertEqual("\(fetched[0].price)", "12345678901234567.89")
        XCTAssertEqual(fetched[1].tip, Decimal(string: "0.3"))
        XCTAssertEqual(try store.fetchOne(LinkRecord.self, id: try XCTUnwrap(link.id)), link)
        // GRDB's decoding by name reads the same values.
        let byName = try store.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM link ORDER BY id").map(LinkRecord.init(row:))
        }
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
        var funded = LinkRecord(
            url: try XCTUnwrap(URL(string: "https://example.com/f")), price: 1, budget: Money(cents: 1_250))
        try store.insert(&funded)
        XCTAssertEqual(try store.fetchOne(LinkRecord.self, id: try XCTUnwrap(funded.id))?.budget, Money(cents: 1_250))
        let cents = try store.writer.read { db in
            try Row.fetchOne(db, sql: "SELECT typeof(budget), budget FROM link WHERE id = ?", arguments: [funded.id])
        }
        XCTAssertEqual(cents?[0] as String?, "integer")
        XCTAssertEqual(cents?[1] as Int?, 1_250)
        XCTAssertEqual(
            try store.writer.read { db in
                try LinkRecord.fetchOne(db, sql: "SELECT * FROM link WHERE id = ?", arguments: [funded.id])
            }?.budget,
            Money(cents: 1_250))
        // The literal default of the app's own type is the initializer's, read as the column is.
        XCTAssertEqual(funded.deposit, Money(cents: 500))
        XCTAssertEqual(try store.fetchOne(LinkRecord.self, id: try XCTUnwrap(funded.id))?.deposit, Money(cents: 500))
        // The default of `price`.
        let draft = try store.insert(LinkRecord.Draft(url: try XCTUnwrap(URL(string: "https://example.net"))))
        XCTAssertEqual(draft.price, 0)
    }

    /// `representation: unixTime` (whole seconds) and `unixTimeMilliseconds`: stored as integers, read
    /// back through the fast paths, GRDB's decoding by name, a view, a query and GRDB's id APIs.
    /// A query parameter of the app's own `DatabaseValueConvertible` type (issue 37):
    /// `parameters: { minimum: { type: integer, swift: { type: Money, convertible: true } } }`.
    func testAParameterOfTheAppsOwnType() throws {
        let store = try LinkStore(DatabaseQueue())
        let url = try XCTUnwrap(URL(string: "https://example.com"))
        var cheap = LinkRecord(url: url, price: 0, tip: nil, home: nil, budget: nil, deposit: Money(cents: 100))
        var dear = LinkRecord(
            url: url, price: 0, tip: nil, home: nil, budget: Money(cents: 900), deposit: Money(cents: 500))
        try store.insert(&cheap)
        try store.insert(&dear)
        XCTAssertEqual(try store.fetch(LinkRecord.linksCosting(minimum: Money(cents: 1_000))).map(\.id), [dear.id])
        XCTAssertEqual(
            try store.fetch(LinkRecord.linksCosting(minimum: Money(cents: 100))).map(\.id), [cheap.id, dear.id])
        XCTAssertEqual(try store.fetch(LinkRecord.linksCosting(minimum: Money(cents: 1_401))), [])
    }

    func testUnixTimeRoundTrips() throws {
        let store = try LinkStore(DatabaseQueue())
        let at = Date(timeIntervalSince1970: 1_700_000_000)
        let logged = Date(timeIntervalSince1970: 1_700_000_000.125)
        let seen = Date(timeIntervalSince1970: 1_700_000_001.5)
        let event = Event(
            at: UnixSeconds(at), loggedAt: UnixMilliseconds(logged), endedAt: UnixSeconds(at.addingTimeInterval(90)),
            seenAt: seen)
        try store.insert(event)
        let later = Event(
            at: UnixSeconds(at.addingTimeInterval(3_600)), loggedAt: UnixMilliseconds(at), endedAt: nil, seenAt: nil)
        try store.save(later)

        // Stored as integers, exactly as GRDB's own strategies store them.
        let stored = try XCTUnwrap(
            try store.writer.read { db in
                try Row.fetchOne(
                    db,
                    sql:
                        "SELECT typeof(at), at, typeof(loggedAt), loggedAt, endedAt, typeof(seenAt), seenAt "
                        + "FROM event ORDER BY at"
                )
            })
        XCTAssertEqual(stored[0] as String, "integer")
        XCTAssertEqual(stored[1] as Int64, 1_700_000_000)
        XCTAssertEqual(stored[2] as String, "integer")
        XCTAssertEqual(stored[3] as Int64, 1_700_000_000_125)
        XCTAssertEqual(stored[4] as Int64, 1_700_000_090)
        XCTAssertEqual(stored[5] as String, "text")
        XCTAssertEqual(stored[6] as String, "2023-11-14 22:13:21.500")
        for date in [logged, Date(timeIntervalSince1970: -1.5), Date(timeIntervalSince1970: 0.000_1)] {
            let grdb = try GRDBStamp(seconds: date, milliseconds: date).databaseDictionary
            XCTAssertEqual(UnixSeconds(date).databaseValue, grdb["seconds"])
            XCTAssertEqual(UnixMilliseconds(date).databaseValue, grdb["milliseconds"])
        }
        let before1970 = Date(timeIntervalSince1970: -1.5)
        XCTAssertEqual(UnixSeconds(before1970).databaseValue, (-2 as Int64).databaseValue)

        // Fast paths, GRDB's decoding by name, and GRDB's own Codable-free fetch agree.
        let fetched = try store.fetch(Event.all().ordered(by: .loggedAtDescending))
        XCTAssertEqual(fetched, [event, later])
        XCTAssertEqual(fetched[0].loggedAt.date, logged)
        let byName = try store.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM event ORDER BY at").map(Event.init(row:))
        }
        XCTAssertEqual(byName, [event, later])
        XCTAssertEqual(
            try store.writer.read { db in try Event.all().order(Event.Columns.at).fetchAll(db) }, [event, later])

        // Key lookups: the store, the fast path, and GRDB's id APIs through the date strategy.
        XCTAssertEqual(try store.fetchOne(Event.self, id: UnixSeconds(at)), event)
        XCTAssertNil(try store.fetchOne(Event.self, id: UnixSeconds(at.addingTimeInterval(1))))
        try store.writer.read { db in
            XCTAssertEqual(try Event.find(db, id: later.at), later)
            XCTAssertEqual(try Event.filter(id: UnixSeconds(at)).fetchOne(db), event)
            XCTAssertEqual(try Event.filter(ids: [UnixSeconds(at), later.at]).fetchCount(db), 2)
            XCTAssertTrue(try event.exists(db))
        }
        var edited = event
        edited.endedAt = nil
        try store.update(edited)
        XCTAssertNil(try store.fetchOne(Event.self, id: UnixSeconds(at))?.endedAt)

        // A view and a query read Unix time too; the query binds its date parameter as stored.
        XCTAssertEqual(try store.fetch(EventTime.all()).map(\.at), [UnixSeconds(at), later.at])
        try store.writer.read { db in
            XCTAssertEqual(try Event.eventsSince(start: UnixSeconds(at.addingTimeInterval(1))).fetchAll(db), [later])
            XCTAssertEqual(try Event.eventsSince(start: UnixSeconds(at)).fetchAll(db), [edited, later])
        }
        // Computed columns told in schema.yaml: an enum of its values, a Unix time; a parameter that may be nil.
        let states = try store.fetch(EventState.all().order(EventState.Columns.at))
        XCTAssertEqual(states.map(\.state), [.open, .open])
        try store.writer.write { db in
            try db.execute(sql: "UPDATE event SET endedAt = at + 30 WHERE at = ?", arguments: [UnixSeconds(at)])
        }
        let closing = try XCTUnwrap(store.fetch(EventState.all().order(EventState.Columns.at)).first)
        XCTAssertEqual(closing.state, .closed)
        XCTAssertEqual(closing.closesAt, UnixSeconds(at.addingTimeInterval(90)))
        let byHand = try store.writer.read { db in try Int64.fetchOne(db, sql: "SELECT max(at) FROM event") }
        XCTAssertEqual(try store.fetch(Event.latestEvent(limit: nil))?.units, byHand.map(Double.init))
        XCTAssertEqual(try store.fetch(Event.latestEvent(limit: nil)), later.at)
        XCTAssertNil(try store.fetch(Event.latestEvent(limit: 0)))

        // The column default (0) is 1970-01-01, and text in a Unix-time column is an error, not a guess.
        try store.writer.write { db in try db.execute(sql: "INSERT INTO event (at) VALUES (5)") }
        XCTAssertEqual(
            try store.fetchOne(Event.self, id: UnixSeconds(units: 5))?.loggedAt, UnixMilliseconds(units: 0))
        try store.writer.write { db in
            try db.execute(sql: "INSERT INTO event (at, loggedAt) VALUES (6, '2023-11-14 22:13:21')")
        }
        XCTAssertThrowsError(try store.fetchOne(Event.self, id: UnixSeconds(units: 6)))
        XCTAssertThrowsError(
            try store.writer.read { db in try Row.fetchAll(db, sql: "SELECT * FROM event").map(Event.init(row:)) })

        // GRDB's id API deletes through the strategy too.
        XCTAssertEqual(try store.delete(Event.self, ids: [UnixSeconds(at), later.at]), 2)
        XCTAssertNil(try store.fetchOne(Event.self, id: UnixSeconds(at)))
    }
}

/// A record that stores dates with GRDB's own Unix-time strategies, to compare with `UnixSeconds` and `UnixMilliseconds`.
private struct GRDBStamp: Encodable, EncodableRecord {
    var seconds: Date
    var milliseconds: Date

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        column == "seconds" ? .secondsSince1970 : .millisecondsSince1970
    }
}
