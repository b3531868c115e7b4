import Foundation
import GRDB
@_spi(Generated) @testable import GRDBGenRuntime
import ItemsStore
import XCTest

/// The generated store methods and the runtime, against real SQLite databases.
final class StoreTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("grdbgen-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testSaveInsertUpdateDeleteFetchCount() throws {
        let store = try AppDatabase.inMemory()
        XCTAssertTrue(store.writer is DatabaseQueue)
        var apple = Item(name: "Apple", quantity: 3)
        try store.save(&apple)
        let appleID = try XCTUnwrap(apple.id, "save sets the id")
        var banana = Item(name: "Banana")
        try store.insert(&banana)
        XCTAssertNotNil(banana.id)
        var cherry = Item(name: "Cherry", quantity: 1, notes: "red")
        try store.save(&cherry)
        XCTAssertEqual(try store.fetchCount(Item.all()), 3)

        XCTAssertEqual(try store.fetch(Item.all()).map(\.name), ["Apple", "Banana", "Cherry"])
        XCTAssertEqual(
            try store.fetch(Item.all().ordered(by: .nameDescending)).map(\.name), ["Cherry", "Banana", "Apple"])
        XCTAssertEqual(
            try store.fetch(Item.all().ordered(by: .name)).map(\.name), ["Apple", "Banana", "Cherry"])
        XCTAssertEqual(try store.fetchOne(Item.self, id: appleID)?.value, apple.value)
        XCTAssertNil(try store.fetchOne(Item.self, id: 999))

        apple.name = "Zucchini"
        try store.save(&apple)
        XCTAssertEqual(apple.id, appleID, "saving an existing item keeps its id")
        banana.quantity = 7
        try store.update(banana)
        XCTAssertEqual(try store.fetchOne(Item.self, id: banana.id!)?.quantity, 7)
        XCTAssertEqual(
            try store.fetch(Item.all().ordered(by: .name)).map(\.name), ["Banana", "Cherry", "Zucchini"])

        var ghost = Item(id: 12345, name: "Ghost")
        XCTAssertThrowsError(try store.update(ghost)) { error in
            guard case RecordError.recordNotFound = error else { return XCTFail("\(error)") }
        }
        ghost.id = nil

        XCTAssertEqual(try store.delete(Item.self, ids: [appleID, 999]), 1)
        XCTAssertEqual(try store.fetchCount(Item.all()), 2)
        XCTAssertEqual(try store.delete(Item.self, ids: [banana.id!, cherry.id!]), 2)
        XCTAssertEqual(try store.fetch(Item.all()).map(\.value), [])
    }

    /// `items watch`: the observation yields the list again after a change, in the asked order.
    func testObservationSeesEachChangeInOrder() async throws {
        let store = try AppDatabase.inMemory()
        var first = Item(name: "Banana")
        try await store.save(&first)
        var iterator = store.observe(Item.all().ordered(by: .nameDescending)).makeAsyncIterator()
        let initial = try await iterator.next()
        XCTAssertEqual(initial?.map(\.name), ["Banana"])

        var second = Item(name: "Apple", quantity: 2)
        try await store.save(&second)
        let afterInsert = try await iterator.next()
        XCTAssertEqual(afterInsert?.map(\.name), ["Banana", "Apple"])

        var third = Item(name: "Cherry")
        try await store.save(&third)
        let afterSecondInsert = try await iterator.next()
        XCTAssertEqual(afterSecondInsert?.map(\.name), ["Cherry", "Banana", "Apple"])

        try await store.delete(Item.self, ids: [first.id!])
        let afterDelete = try await iterator.next()
        XCTAssertEqual(afterDelete?.map(\.name), ["Cherry", "Apple"])
    }

    func testFileStoreIsAWALPoolThatKeepsItsData() throws {
        let path = directory.appendingPathComponent("nested/dir/db.sqlite").path
        do {
            let store = try AppDatabase.openFile(atPath: path)
            XCTAssertTrue(store.writer is DatabasePool)
            var item = Item(name: "Kept", quantity: 1)
            try store.save(&item)
            let journalMode = try store.writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
            XCTAssertEqual(journalMode, "wal")
            let foreignKeys = try store.writer.read { db in try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") }
            XCTAssertEqual(foreignKeys, true)
        }
        let reopened = try AppDatabase.openFile(atPath: path)
        XCTAssertEqual(try reopened.fetch(Item.all()).map(\.name), ["Kept"])
        XCTAssertEqual(
            try reopened.read(AppDatabase.migrator.completedMigrations),
            ["createItem", "addNotes", "addSearch", "resyncSearch"])
    }

    func testMigrationStatusWithoutMigrating() throws {
        let path = directory.appendingPathComponent("old.sqlite").path
        let pool = try DatabasePool(path: path)
        try AppDatabase.migrator.migrate(pool, upTo: "createItem")
        XCTAssertEqual(try pool.read(AppDatabase.migrator.appliedIdentifiers), ["createItem"])
        XCTAssertEqual(try DatabaseQueue().read(AppDatabase.migrator.appliedIdentifiers), [])
    }

    func testFileThatIsNotADatabaseIsRefusedAndUnchanged() throws {
        let path = directory.appendingPathComponent("notes.txt").path
        let bytes = Data("just some text, not SQLite\n".utf8)
        try bytes.write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try AppDatabase.openFile(atPath: path)) { error in
            XCTAssertEqual(error as? StoreError, .notADatabase(path: path))
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), bytes)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["notes.txt"])
    }

    func testDatabaseOfANewerSchemaIsRefusedAndUnchanged() throws {
        let path = directory.appendingPathComponent("newer.sqlite").path
        do {
            let pool = try DatabasePool(path: path)
            var migrator = AppDatabase.migrator
            migrator.registerMigration("fromTheFuture") { db in
                try db.execute(sql: "CREATE TABLE future(x)")
            }
            try migrator.migrate(pool)
            try pool.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try AppDatabase.openFile(atPath: path)) { error in
            XCTAssertEqual(error as? StoreError, .newerSchema(unknownMigrations: ["fromTheFuture"]))
            XCTAssertEqual(
                "\(error)",
                "the database was migrated by a newer version of this app (unknown migrations: fromTheFuture); "
                    + "it was not changed"
            )
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
    }

    /// Opening a file another process is creating may fail at once with SQLITE_BUSY: the store
    /// tries again (ReliabilityTests' eight processes met it on a loaded machine); other errors
    /// are thrown at once.
    func testOpeningRetriesWhileTheFileIsBusy() throws {
        var attempts = 0
        let value = try StoreFile.retryingWhileBusy { () throws -> Int in
            attempts += 1
            if attempts < 3 { throw DatabaseError(resultCode: .SQLITE_BUSY, message: "database is locked") }
            return 42
        }
        XCTAssertEqual(value, 42)
        XCTAssertEqual(attempts, 3)
        attempts = 0
        XCTAssertThrowsError(
            try StoreFile.retryingWhileBusy { () throws -> Int in
                attempts += 1
                throw DatabaseError(resultCode: .SQLITE_CANTOPEN, message: "unable to open")
            })
        XCTAssertEqual(attempts, 1)
    }

    func testDefaultPathFollowsXDG() {
        XCTAssertEqual(
            AppDatabase.defaultPath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"]),
            "/data/items/db.sqlite")
        XCTAssertEqual(
            AppDatabase.defaultPath(environment: ["HOME": "/home/u"]),
            "/home/u/.local/share/items/db.sqlite")
        XCTAssertEqual(
            AppDatabase.defaultPath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"]),
            "/home/u/.local/share/items/db.sqlite")
    }

    func testRandomItemIsTheSeedsNewButton() {
        for _ in 0..<50 {
            let item = Item.random()
            XCTAssertEqual(item.name.count, 7)
            XCTAssertTrue(item.name.first!.isUppercase)
            XCTAssertTrue(item.name.dropFirst().allSatisfy { $0.isLowercase })
            XCTAssertTrue((1...9).contains(item.quantity ?? 0))
            XCTAssertNil(item.id)
        }
        XCTAssertTrue(Item(name: "").isEmpty)
        XCTAssertFalse(Item(name: "", quantity: 0).isEmpty)
        XCTAssertFalse(Item(name: "", notes: "n").isEmpty)
    }
}
