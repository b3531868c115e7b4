import Foundation
import GRDB
import GRDBGenRuntime
import ItemsStore
import XCTest

/// The connection the app chooses (issue 46): `openFile(atPath:connection: .queue)` opens a
/// `DatabaseQueue`, the default a `DatabasePool` in WAL mode; both migrate, read and write.
final class StoreConnectionTests: XCTestCase {
    func path() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("connection-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory.appendingPathComponent("app.sqlite").path
    }

    func testAQueueWhenTheAppAsksForOne() throws {
        let path = try path()
        let store = try AppDatabase.openFile(atPath: path, connection: .queue)
        XCTAssertTrue(store.writer is DatabaseQueue, "\(type(of: store.writer))")
        var item = Item(name: "Apple", quantity: 3)
        try store.save(&item)
        XCTAssertEqual(try store.fetch(Item.all()).map(\.name), ["Apple"])
        // The file's journal mode is left as SQLite makes it: not WAL.
        let mode = try store.writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        XCTAssertNotEqual(mode, "wal")
        // The same file, opened again as a pool, keeps its rows.
        let pool = try AppDatabase.openFile(atPath: path)
        XCTAssertTrue(pool.writer is DatabasePool)
        XCTAssertEqual(try pool.fetch(Item.all()).map(\.name), ["Apple"])
    }

    func testAPoolByDefault() throws {
        let store = try AppDatabase.openFile(atPath: try path())
        XCTAssertTrue(store.writer is DatabasePool, "\(type(of: store.writer))")
        let mode = try store.writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        XCTAssertEqual(mode, "wal")
    }

    func testAQueueRefusesAFileThatIsNotADatabaseAsThePoolDoes() throws {
        let path = try path()
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("not a database, but long enough to be read as one".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try AppDatabase.openFile(atPath: path, connection: .queue)) { error in
            XCTAssertTrue(error is StoreError, "\(error)")
        }
    }
}
