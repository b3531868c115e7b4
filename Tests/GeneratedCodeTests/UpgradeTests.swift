import Foundation
import GRDB
import GRDBGenRuntime
import ItemsStore
import XCTest

/// Real database files made at earlier points of the demo schema's history, opened by today's
/// store: pending migrations run and every row is kept.
///
/// The files are committed in Tests/GeneratedCodeTests/Databases. They were made by
/// `GRDBGEN_MAKE_UPGRADE_DATABASES=1 swift test --filter UpgradeTests/testMakeDatabases`, with the
/// migrations as they stood then (`migrate(_:upTo:)`); the tests only ever open copies.
final class UpgradeTests: XCTestCase {
    static let databases = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Databases")

    /// The rows of the files, inserted right after `createItem`.
    static let rows: [(name: String, quantity: Int?)] = [
        ("Apple", 3), ("Banana", nil), ("Ünïcode 'quoted' \"name\"", 7),
    ]

    var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("grdbgen-upgrade-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    /// A copy of a committed database file.
    func copy(_ name: String) throws -> String {
        let source = Self.databases.appendingPathComponent(name)
        XCTAssertTrue(FileManager.default.fileExists(atPath: source.path), "missing \(name)")
        let target = work.appendingPathComponent(name)
        try FileManager.default.copyItem(at: source, to: target)
        return target.path
    }

    func testFileMadeAfterCreateItemIsMigratedAndKeepsEveryRow() throws {
        let path = try copy("after-createItem.sqlite")
        // Before: only createItem, and no notes column.
        try DatabaseQueue(path: path).read { db in
            XCTAssertEqual(try AppDatabase.migrator.appliedMigrations(db), ["createItem"])
            XCTAssertFalse(try db.columns(in: "item").map(\.name).contains("notes"))
        }
        let store = try AppDatabase.openFile(atPath: path)
        XCTAssertEqual(try store.pendingMigrations(), [])
        // The search index, created by `addSearch`, holds the rows written before it existed.
        for row in Self.rows {
            XCTAssertTrue(try store.fetch(Item.searching(row.name)).contains { $0.name == row.name }, row.name)
        }
        let items = try store.fetch(Item.all())
        XCTAssertEqual(items.map(\.name), Self.rows.map(\.name))
        XCTAssertEqual(items.map(\.quantity), Self.rows.map(\.quantity))
        XCTAssertEqual(items.map(\.notes), Self.rows.map(\.name), "seed 000's last step: notes filled from name")
        XCTAssertEqual(items.compactMap(\.id), [1, 2, 3])
        // And the store keeps working on it.
        var pear = Item(name: "Pear")
        try store.save(&pear)
        XCTAssertEqual(pear.id, 4)
        XCTAssertEqual(try store.writer.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") }, "ok")
    }

    /// A file whose search index was made by `addSearch`, locked when it meant GRDB's triggers:
    /// `resyncSearch` makes it again with GRDBGen's, filled with the rows the table has, and it
    /// then stays whole beside a trigger of the app that updates each new row.
    func testAnIndexKeptByGRDBTriggersIsMadeAgainWithItsRows() throws {
        let path = work.appendingPathComponent("after-addSearch.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try AppDatabase.migrator.migrate(queue, upTo: "addSearch")
        try queue.write { db in
            for row in Self.rows {
                try db.execute(
                    sql: "INSERT INTO item (name, quantity) VALUES (?, ?)", arguments: [row.name, row.quantity])
            }
            let index = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'item_ft'")
            XCTAssertTrue(index?.contains("content") == true, "GRDB's external content index: \(index ?? "none")")
        }
        try queue.close()

        let store = try AppDatabase.openFile(atPath: path)
        XCTAssertEqual(try store.pendingMigrations(), [])
        try store.writer.write { db in
            let index = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'item_ft'")
            XCTAssertFalse(index?.contains("content") == true, "GRDBGen's index keeps its own copy: \(index ?? "none")")
            try db.execute(
                sql: """
                    CREATE TRIGGER item_stamp AFTER INSERT ON item BEGIN
                      UPDATE item SET notes = 'stamped ' || NEW.name WHERE id = NEW.id;
                    END
                    """)
        }
        for row in Self.rows {
            XCTAssertTrue(try store.fetch(Item.searching(row.name)).contains { $0.name == row.name }, row.name)
        }
        for i in 1...50 {
            var item = Item(name: "Fig \(i)")
            try store.save(&item)
        }
        XCTAssertEqual(try store.fetch(Item.searching("stamped")).count, 50)
        try store.writer.write { db in
            try db.execute(sql: "INSERT INTO item_ft(item_ft, rank) VALUES('integrity-check', 1)")
            XCTAssertEqual(try String.fetchOne(db, sql: "PRAGMA integrity_check"), "ok")
        }
    }

    func testFileMadeAfterAddNotesNeedsNoMigration() throws {
        let path = try copy("after-addNotes.sqlite")
        let store = try AppDatabase.openFile(atPath: path)
        let items = try store.fetch(Item.all().ordered(by: .name))
        XCTAssertEqual(items.map(\.name), ["Apple", "Banana", "Cherry", "Ünïcode 'quoted' \"name\""])
        XCTAssertEqual(items.first { $0.name == "Cherry" }?.notes, "added after addNotes")
        XCTAssertEqual(items.first { $0.name == "Apple" }?.notes, "Apple")
    }

    func testFileOfANewerSchemaIsRefusedAndUnchanged() throws {
        let path = try copy("newer-schema.sqlite")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try AppDatabase.openFile(atPath: path)) { error in
            XCTAssertEqual(error as? StoreError, .newerSchema(unknownMigrations: ["addPriority"]))
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: work.path), ["newer-schema.sqlite"],
            "no -wal or -shm file either")
    }

    func testCommittedFilesAreUntouchedByTheTests() throws {
        for name in ["after-createItem.sqlite", "after-addNotes.sqlite", "newer-schema.sqlite"] {
            let queue = try DatabaseQueue(
                path: Self.databases.appendingPathComponent(name).path,
                configuration: {
                    var configuration = Configuration()
                    configuration.readonly = true
                    return configuration
                }())
            XCTAssertEqual(try queue.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") }, "ok", name)
        }
    }

    /// Makes the committed files; runs only with GRDBGEN_MAKE_UPGRADE_DATABASES=1.
    /// The seed's hand-written migrator (seed 000, `AppDatabase.migrator`), in plain GRDB.
    static var seedMigrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("createItem") { database in
            try database.create(table: "item") { tableDefinition in
                tableDefinition.autoIncrementedPrimaryKey("id")
                tableDefinition.column("name", .text).notNull()
                tableDefinition.column("quantity", .integer)
            }
        }
        migrator.registerMigration("addNotes") { database in
            try database.alter(table: "item") { table in
                table.add(column: "notes", .text)
            }
            try database.execute(sql: "UPDATE item SET notes = name")
        }
        return migrator
    }

    func testFilesOfTheSeedsHandWrittenAppOpenWithTheGeneratedStore() throws {
        // `items` opens its file with AppDatabase.openFile, as here.
        for upTo in ["addNotes", "createItem"] {
            let path = work.appendingPathComponent("seed-\(upTo).sqlite").path
            let queue = try DatabaseQueue(path: path)
            try Self.seedMigrator.migrate(queue, upTo: upTo)
            try queue.write { db in
                for row in Self.rows {
                    try db.execute(
                        sql: "INSERT INTO item (name, quantity) VALUES (?, ?)", arguments: [row.name, row.quantity])
                }
            }
            try queue.close()
            let store = try AppDatabase.openFile(atPath: path)
            XCTAssertEqual(try store.pendingMigrations(), [], upTo)
            let items = try store.fetch(Item.all())
            XCTAssertEqual(items.map(\.name), Self.rows.map(\.name), upTo)
            // Made before addNotes: the generated addNotes ran (notes = name); after: the seed's did
            // nothing to new rows.
            XCTAssertEqual(items.map(\.notes), upTo == "createItem" ? Self.rows.map(\.name) : [nil, nil, nil], upTo)
            XCTAssertEqual(try store.fetch(Item.searching("banana")).map(\.name), ["Banana"], upTo)
        }
    }

    func testMakeDatabases() throws {
        guard ProcessInfo.processInfo.environment["GRDBGEN_MAKE_UPGRADE_DATABASES"] == "1" else {
            throw XCTSkip("set GRDBGEN_MAKE_UPGRADE_DATABASES=1 to remake the upgrade databases")
        }
        try FileManager.default.createDirectory(at: Self.databases, withIntermediateDirectories: true)
        func make(_ name: String, _ body: (DatabaseQueue) throws -> Void) throws {
            let url = Self.databases.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: url)
            try body(DatabaseQueue(path: url.path))
        }
        func insertRows(_ db: Database) throws {
            for row in Self.rows {
                try db.execute(
                    sql: "INSERT INTO item (name, quantity) VALUES (?, ?)", arguments: [row.name, row.quantity])
            }
        }
        try make("after-createItem.sqlite") { queue in
            try AppDatabase.migrator.migrate(queue, upTo: "createItem")
            try queue.write(insertRows)
        }
        try make("after-addNotes.sqlite") { queue in
            try AppDatabase.migrator.migrate(queue, upTo: "createItem")
            try queue.write(insertRows)
            try AppDatabase.migrator.migrate(queue, upTo: "addNotes")
            try queue.write { db in
                try db.execute(
                    sql: "INSERT INTO item (name, quantity, notes) VALUES (?, ?, ?)",
                    arguments: ["Cherry", 1, "added after addNotes"])
            }
        }
        try make("newer-schema.sqlite") { queue in
            var migrator = AppDatabase.migrator
            migrator.registerMigration("addPriority") { db in
                try db.alter(table: "item") { t in t.add(column: "priority", .integer) }
            }
            try migrator.migrate(queue)
            try queue.write(insertRows)
        }
    }
}
