import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The table-options fixture (Tests/Fixtures/Schemas/table-options.yaml): STRICT and WITHOUT
/// ROWID tables, against SQLite.
final class TableOptionsTests: XCTestCase {
    var store: OptionsStore!

    override func setUpWithError() throws {
        store = try OptionsStore(DatabaseQueue())
    }

    func testTheMigrationsCreateTheOptionsSQLiteReports() throws {
        let options = try store.writer.read { db in
            try Row.fetchAll(
                db, sql: "SELECT name, wr, strict FROM pragma_table_list WHERE schema = 'main' ORDER BY name"
            )
            .map { [$0["name"], String($0["wr"] as Int), String($0["strict"] as Int)] as [String] }
        }
        XCTAssertEqual(
            options.filter { $0[0] != "grdb_migrations" && !$0[0].hasPrefix("sqlite_") },
            [
                ["counter", "1", "0"], ["reading", "0", "1"], ["tag_link", "1", "1"],
            ])
    }

    func testAStrictTableRefusesAWronglyTypedValue() throws {
        var reading = Reading(sensor: "kitchen", value: 21.5, takenAt: "2026-11-23T10:00:00Z")
        try store.insert(&reading)
        XCTAssertEqual(try store.fetchOne(Reading.self, id: XCTUnwrap(reading.id))?.value, 21.5)
        XCTAssertThrowsError(
            try store.writer.write { db in
                try db.execute(sql: "INSERT INTO reading (sensor, value, taken_at) VALUES ('hall', 'warm', 'now')")
            }
        ) { error in
            XCTAssertEqual((error as? DatabaseError)?.extendedResultCode, .SQLITE_CONSTRAINT_DATATYPE)
        }
        // A non-strict table would have stored the text.
        try store.writer.write { db in
            try db.execute(sql: "CREATE TABLE loose (value REAL)")
            try db.execute(sql: "INSERT INTO loose (value) VALUES ('warm')")
        }
    }

    func testAWithoutRowIDTableKeepsTheRecordContracts() throws {
        try store.save(Counter(id: 7, hits: 1))
        try store.save(Counter(id: 7, hits: 2))  // an update: same key
        try store.insert(Counter(id: 9))
        XCTAssertEqual(try store.fetch(Counter.all()).map { [$0.id, $0.hits] }, [[7, 2], [9, 0]])
        XCTAssertThrowsError(try store.insert(Counter(id: 9)))
        XCTAssertThrowsError(try store.update(Counter(id: 1))) { error in
            guard case RecordError.recordNotFound = error else { return XCTFail("\(error)") }
        }
        // GRDB's own insertAndFetch (RETURNING) on the same table agrees with the fast path.
        try store.writer.write { db in
            XCTAssertEqual(try Counter(id: 11).insertAndFetch(db).id, 11)
            XCTAssertEqual(try Counter.fetchOne(db, key: 11), Counter(id: 11))
        }
        try store.insert(TagLink(tag: 1, item: 2))
        XCTAssertEqual(try store.fetch(TagLink.all()).map(\.item), [2])
        XCTAssertEqual(try store.delete(Counter.self, ids: [7, 9, 11]), 3)
    }
}
