import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// GRDBGenRuntime's `fetchOne(_:key:)`, `fetchOne(_:id:)`, `fetchAll(_:)` and `init(row:)` give
/// what GRDB's own give, for every kind of key: found, missing, NULL, UUIDs as text and as bytes.
/// A GRDB upgrade that changes one of these makes a test fail here rather than in an app.
final class LookupConformanceTests: XCTestCase {
    /// GRDB's `fetchOne(_:key:)`: in this generic function Swift only sees GRDB's method.
    func grdbFetchOne<Record: FetchableRecord & TableRecord>(
        _ type: Record.Type, _ db: Database, key: some DatabaseValueConvertible
    ) throws -> Record? {
        try Record.fetchOne(db, key: key)
    }

    func testIntegerTextAndUUIDKeysAsGRDB() throws {
        try withConformanceDatabase { db in
            let country = Country(code: 33, name: "France")
            try country.insert(db)
            XCTAssertEqual(try Country.fetchOne(db, key: 33), try grdbFetchOne(Country.self, db, key: 33))
            XCTAssertEqual(try Country.fetchOne(db, key: 33), country)
            XCTAssertEqual(try Country.fetchOne(db, id: 33), country)
            XCTAssertNil(try Country.fetchOne(db, key: 34))
            XCTAssertNil(try grdbFetchOne(Country.self, db, key: 34))
            XCTAssertNil(try Country.fetchOne(db, key: Int?.none), "a NULL key finds nothing, as GRDB")
            XCTAssertNil(try grdbFetchOne(Country.self, db, key: Int?.none))

            let word = Word(count: 2, text: "hello")
            try word.insert(db)
            XCTAssertEqual(try Word.fetchOne(db, key: "hello"), try grdbFetchOne(Word.self, db, key: "hello"))
            XCTAssertNil(try Word.fetchOne(db, key: "HELLO"))

            // UUIDs stored as text (the record's strategy: lowercase text) and as 16 bytes (GRDB's default).
            let device = Device(id: .init(), name: "phone")
            try device.insert(db)
            XCTAssertEqual(try Device.fetchOne(db, key: device.id), device)
            XCTAssertEqual(try Device.fetchOne(db, key: device.id), try grdbFetchOne(Device.self, db, key: device.id))
            XCTAssertEqual(try Device.fetchOne(db, key: Optional(device.id)), device)
            XCTAssertEqual(try Device.fetchOne(db, id: device.id), device)
            let token = Token(id: .init(), deviceId: device.id)
            try token.insert(db)
            XCTAssertEqual(try Token.fetchOne(db, key: token.id), token)
            XCTAssertEqual(try Token.fetchOne(db, key: token.id), try grdbFetchOne(Token.self, db, key: token.id))
            XCTAssertNil(try Token.fetchOne(db, key: UUID()))
        }
    }

    func testAutoincrementedKeysAndCompositeKeysAsGRDB() throws {
        try withConformanceDatabase { db in
            var player = Player(name: "Arthur", score: 100)
            try player.insert(db)
            let id = try XCTUnwrap(player.id)
            XCTAssertEqual(try Player.fetchOne(db, key: id), player)
            XCTAssertEqual(try Player.fetchOne(db, id: id), player)
            XCTAssertEqual(try Player.fetchOne(db, key: id), try grdbFetchOne(Player.self, db, key: id))
            // A composite key: GRDB's own method (the fast path takes one-column keys only).
            let enrollment = Enrollment(student: "ada", course: 1, grade: 4)
            try enrollment.insert(db)
            XCTAssertEqual(try Enrollment.fetchOne(db, key: ["student": "ada", "course": 1]), enrollment)
        }
    }

    func testInitRowDecodesByNameAsGRDB() throws {
        try withConformanceDatabase { db in
            var inserted = Article(
                title: "Hello", creationDate: Date(timeIntervalSince1970: 1_000), modificationDate: nil)
            try inserted.insert(db)
            // What GRDB's own path reads (the stored dates have millisecond precision).
            let article = try XCTUnwrap(GRDBPath.fetchAll(Article.self, db).first)
            // Columns in another order, and one the record does not know: by name, as GRDB.
            let row = try XCTUnwrap(
                Row.fetchOne(
                    db,
                    sql: """
                        SELECT 'extra' AS extra, modification_date, creation_date, title, id FROM article
                        """))
            XCTAssertEqual(try Article(row: row), article)
            XCTAssertEqual(try Article.fetchAll(db, sql: "SELECT * FROM article"), [article])
            XCTAssertEqual(try Article.fetchAll(db), try GRDBPath.fetchAll(Article.self, db))
            // A missing column and a NULL in a NOT NULL property: GRDB's decoding errors.
            XCTAssertThrowsError(try Article(row: Row.fetchOne(db, sql: "SELECT id FROM article")!))
            XCTAssertThrowsError(try Article(row: Row.fetchOne(db, sql: "SELECT id, NULL AS title FROM article")!))
        }
    }
}
