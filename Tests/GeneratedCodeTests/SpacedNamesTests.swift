import FixtureRecords
import Foundation
import GRDB
import XCTest

/// Tables and columns named as SQLite takes them (`Ship Orders`, `Order ID`, `unit-price`, the
/// spaced-names fixture), against SQLite: every statement the store, the fast paths, GRDB's
/// associations, the search index, the view and the queries run quotes them.
final class SpacedNamesTests: XCTestCase {
    func testEveryPathQuotesTheNames() throws {
        let store = try SpacedNamesDatabase.inMemory()
        var order = ShipOrder(shipName: "Blue Whale", remarks: "fragile crates")
        try store.insert(&order)
        var other = ShipOrder(shipName: "Albatross")
        try store.save(&other)
        let id = try XCTUnwrap(order.orderID)
        var cheap = ShipOrderLine(
            orderID: id, unitPrice: 2.5, firstName: "Ann", itemNote: "n", itS: "s", _1stLeg: 1, myValue: 0.5)
        var dear = ShipOrderLine(orderID: id, unitPrice: 9, firstName: "Bob")
        try store.insert(&cheap)
        try store.insert(&dear)
        dear.unitPrice = 10
        try store.update(dear)

        XCTAssertEqual(
            try store.fetch(ShipOrder.all().ordered(by: .shipName)).map(\.shipName),
            ["Albatross", "Blue Whale"])
        XCTAssertEqual(
            try store.fetch(ShipOrderLine.filter(orderID: id).ordered(by: .unitPriceDescending)).map(\.unitPrice),
            [10, 2.5])
        XCTAssertEqual(try store.fetchOne(ShipOrder.self, id: id)?.remarks, "fragile crates")
        let read = try XCTUnwrap(try store.fetchOne(ShipOrderLine.self, id: try XCTUnwrap(cheap.id)))
        XCTAssertEqual(
            [read.itemNote, read.itS, read._1stLeg.map(String.init), read.myValue.map { "\($0)" }],
            ["n", "s", "1", "0.5"])
        XCTAssertEqual(try store.fetch(ShipOrder.searching("crate")).map(\.orderID), [id])
        XCTAssertEqual(try store.fetchOne(ShipOrder.filter(id: id).withShipOrderLines())?.shipOrderLines.count, 2)
        XCTAssertEqual(try store.fetch(ShipOrderLine.linesOfOrder(orderID: id)).map(\.firstName), ["Bob", "Ann"])
        XCTAssertEqual(try store.fetch(OrderTotalsRow.orderTotals()).map(\.totalPrice), [12.5])
        XCTAssertEqual(
            try store.fetch(ShipOrderSummary.all()).map { "\($0.shipName) \($0.lineCount)" },
            ["Blue Whale 2", "Albatross 0"])
        // The unique constraint of `first name`, and the cascade through `Order ID`.
        var twin = ShipOrderLine(orderID: id, firstName: "Ann")
        XCTAssertThrowsError(try store.insert(&twin))
        XCTAssertEqual(try store.delete(ShipOrder.self, ids: [id]), 1)
        XCTAssertEqual(try store.fetchCount(ShipOrderLine.all()), 0)

        try store.writer.read { db in
            // GRDB's own methods and the record's init(row:) read the same rows.
            XCTAssertEqual(
                try ShipOrder.fetchAll(db, sql: #"SELECT * FROM "Ship Orders""#).map(\.shipName), ["Albatross"])
            XCTAssertEqual(try ShipOrder.filter(ShipOrder.Columns.shipName == "Albatross").fetchCount(db), 1)
            XCTAssertEqual(
                try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'Ship Order Lines'"),
                """
                CREATE TABLE "Ship Order Lines" ("id" INTEGER PRIMARY KEY, "Order ID" INTEGER NOT NULL REFERENCES \
                "Ship Orders"("Order ID") ON DELETE CASCADE, "unit-price" REAL NOT NULL DEFAULT 0, "first name" TEXT \
                UNIQUE, "ítem note" TEXT, "it's" TEXT, "1st leg" INTEGER, "my.value" REAL)
                """)
        }
    }
}
