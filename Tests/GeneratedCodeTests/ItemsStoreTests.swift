import Foundation
import GRDB
import ItemsStore
import XCTest

/// The generated code of the demo schema (Generated/), against a real SQLite database.
final class ItemsStoreTests: XCTestCase {
    func testMigratesAnEmptyDatabase() throws {
        let store = try AppDatabase(DatabaseQueue())
        try store.writer.read { db in
            XCTAssertTrue(try db.tableExists("item"))
            let columns = try db.columns(in: "item").map(\.name)
            XCTAssertEqual(columns, ["id", "name", "quantity", "notes"])
            XCTAssertEqual(
                try AppDatabase.migrator.appliedMigrations(db), ["createItem", "addNotes", "addSearch", "resyncSearch"])
        }
    }

    func testInsertFetchOrderUpdateDelete() throws {
        let store = try AppDatabase(DatabaseQueue())
        try store.writer.write { db in
            var banana = Item(name: "Banana", quantity: 2)
            try banana.insert(db)
            XCTAssertNotNil(banana.id, "didInsert sets the id")
            var apple = Item(name: "Apple", quantity: nil, notes: "green")
            try apple.insert(db)
            var cherry = Item(name: "Cherry", quantity: 9)
            try cherry.save(db)
            XCTAssertEqual(try Item.fetchCount(db), 3)

            XCTAssertEqual(
                try Item.all().ordered(by: .name).fetchAll(db).map(\.name), ["Apple", "Banana", "Cherry"])
            XCTAssertEqual(
                try Item.all().ordered(by: .nameDescending).fetchAll(db).map(\.name), ["Cherry", "Banana", "Apple"])

            let fetched = try XCTUnwrap(Item.fetchOne(db, key: apple.id))
            XCTAssertEqual(fetched.value, apple.value)
            XCTAssertNil(fetched.quantity)
            XCTAssertEqual(fetched.notes, "green")

            banana.quantity = 5
            banana.notes = nil
            try banana.update(db)
            XCTAssertEqual(try Item.fetchOne(db, key: banana.id)?.value, banana.value)
            XCTAssertEqual(
                try Item.filter(Item.Columns.quantity > 4).order(Item.Columns.name).fetchAll(db).map(\.name),
                ["Banana", "Cherry"])

            XCTAssertEqual(try Item.deleteAll(db, keys: [apple.id, cherry.id].compactMap { $0 }), 2)
            XCTAssertEqual(try Item.fetchAll(db).map(\.value), [banana.value])
        }
    }

    func testRowsFromSelectStarDecodeByIndex() throws {
        let store = try AppDatabase(DatabaseQueue())
        try store.writer.write { db in
            var item = Item(name: "Pear", quantity: 1, notes: "ripe")
            try item.insert(db)
            // The table's column order is the struct's: raw SQL decodes the same record.
            XCTAssertEqual(try Item.fetchAll(db, sql: "SELECT * FROM item").map(\.value), [item.value])
        }
    }

    func testAddNotesCopiesNameIntoNotesForExistingRows() throws {
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue, upTo: "createItem")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO item (name, quantity) VALUES (?, ?)", arguments: ["Old", 4])
            try db.execute(sql: "INSERT INTO item (name, quantity) VALUES (?, ?)", arguments: ["Older", nil])
        }
        let store = try AppDatabase(queue)
        try store.writer.write { db in
            var fresh = Item(name: "New", quantity: 1)
            try fresh.insert(db)
            let items = try Item.all().ordered(by: .name).fetchAll(db)
            XCTAssertEqual(items.map(\.name), ["New", "Old", "Older"])
            XCTAssertEqual(
                items.map(\.notes), [nil, "Old", "Older"], "rows that existed before addNotes got their name as notes")
            XCTAssertEqual(items.map(\.quantity), [1, 4, nil])
        }
    }

    func testTableNameAndDecodingByName() throws {
        XCTAssertEqual(Item.databaseTableName, "item")
        // GRDB's `init(row:)` (GRDBGenRuntime's, through `init(rowReader:)`) finds columns by
        // name, whatever their order, and ignores the columns it does not know.
        let row: Row = ["extra": 1, "notes": "n", "quantity": nil, "NAME": "Fig", "id": 7]
        XCTAssertEqual(try Item(row: row).value, ItemValue(id: 7, name: "Fig", quantity: nil, notes: "n"))
        // A missing column is GRDB's error.
        XCTAssertThrowsError(try Item(row: ["id": 1]))
    }
}
