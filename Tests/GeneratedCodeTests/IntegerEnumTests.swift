import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The integer-enum fixture (Tests/Fixtures/Schemas/integer-enum.yaml): enums stored as integers,
/// against SQLite.
final class IntegerEnumTests: XCTestCase {
    func testAnIntegerEnumIsStoredAsItsIntegerAndSortsByIt() throws {
        let store = try PriorityDatabase(DatabaseQueue())
        var taxes = Chore(title: "Taxes", priority: .high, status: .started)
        var milk = Chore(title: "Milk", priority: .low)
        var call = Chore(title: "Call")  // the default: medium
        try store.insert(&taxes)
        try store.insert(&milk)
        try store.insert(&call)
        XCTAssertEqual(call.priority, .medium)
        try store.writer.read { db in
            XCTAssertEqual(try Int.fetchAll(db, sql: "SELECT priority FROM chore ORDER BY id"), [3, 1, 2])
            XCTAssertEqual(try Int?.fetchAll(db, sql: "SELECT status FROM chore ORDER BY id"), [1, nil, nil])
            XCTAssertEqual(try String.fetchOne(db, sql: "SELECT typeof(priority) FROM chore"), "integer")
        }
        // The ordering sorts by the stored integer, not by the case name.
        XCTAssertEqual(
            try store.fetch(Chore.all().ordered(by: .priorityDescending)).map(\.title), ["Taxes", "Call", "Milk"])
        // A query binds the case as its integer.
        XCTAssertEqual(try store.fetch(Chore.choresAtLeast(priority: .medium)).map(\.title), ["Taxes", "Call"])
        // SQLite's CHECK keeps other integers out; SQL's default is the case's integer.
        try store.writer.write { db in
            XCTAssertThrowsError(try db.execute(sql: "INSERT INTO chore (title, priority) VALUES ('x', 4)"))
            try db.execute(sql: "INSERT INTO chore (title) VALUES ('from SQL')")
            XCTAssertEqual(
                try Chore.filter(Chore.Columns.title == "from SQL").fetchOne(db)?.priority, .medium)
        }
    }
}
