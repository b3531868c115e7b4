import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The generated-columns fixture (Tests/Fixtures/Schemas/generated-columns.yaml): values SQLite
/// computes, read by records and never written.
final class GeneratedColumnTests: XCTestCase {
    func testGeneratedColumnsAreReadNeverWritten() throws {
        let store = try ShopStore(DatabaseQueue())
        var line = OrderLine(quantity: 3, unitPrice: 2.5)
        XCTAssertNil(line.total)  // unknown until SQLite computes it
        try store.insert(&line)  // would fail if it wrote `total`
        let id = try XCTUnwrap(line.id)
        var fetched = try XCTUnwrap(store.fetchOne(OrderLine.self, id: id))
        XCTAssertEqual(fetched.total, 7.5)
        XCTAssertEqual(fetched.label, "3 × 2.5")

        fetched.quantity = 4
        try store.update(fetched)  // and so would an update
        try store.save(&fetched)
        XCTAssertEqual(try store.fetchOne(OrderLine.self, id: id)?.total, 10)

        // Every way of reading agrees: the fast path, GRDB's generic fetch and raw SQL by name.
        let viaGRDB = try store.writer.read { db in try OrderLine.all().fetchOne(db) }
        let viaSQL = try store.writer.read { db in
            try OrderLine.fetchOne(db, sql: "SELECT label, total, * FROM order_line")
        }
        XCTAssertEqual(viaGRDB?.total, 10)
        XCTAssertEqual(viaSQL?.label, "4 × 2.5")
        XCTAssertEqual(try store.fetch(OrderLine.all().ordered(by: .totalDescending)).map(\.total), [10])

        // A draft has no generated property; insertAndFetch returns the computed values.
        let drafted = try store.insert(OrderLine.Draft(quantity: 2, unitPrice: 1))
        XCTAssertEqual(drafted.total, 2)
        XCTAssertEqual(drafted.label, "2 × 1.0")
    }
}
