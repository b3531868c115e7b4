import Foundation
import GRDB
import GRDBGenRuntime
import ItemsStore
import XCTest

/// A store for a widget or an app extension (issue 63): `connection: .readOnly` opens the app's
/// file without migrating, writing or taking the write lock, reads it and observes the app's
/// writes from another process (`store-stress`, the demo store), and refuses a file the code has
/// not migrated yet, or a newer one, leaving it as it is.
@MainActor
final class ReadOnlyStoreTests: XCTestCase {
    var directory: URL!
    var path: String { directory.appendingPathComponent("db.sqlite").path }

    override func setUp() async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("read-only-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs `store-stress` (the app, in a process of its own) on the file.
    func app(_ arguments: String...) throws -> Process {
        let process = Process()
        process.executableURL = try LiveValueTests.executable("store-stress")
        process.arguments = [arguments[0], path] + arguments.dropFirst()
        try process.run()
        return process
    }

    func wait(_ process: Process) async throws {
        while process.isRunning { try await Task.sleep(for: .milliseconds(5)) }
        XCTAssertEqual(process.terminationStatus, 0, "the app's process")
    }

    func testTheExtensionWaitsForTheAppsMigrationThenReadsAndObservesItsWrites() async throws {
        // The app creates and migrates the file while the extension tries to open it: refused
        // (no file yet, or not migrated yet), until the app's migration is committed.
        let creating = try app("add", "1", "first")
        var store: AppDatabase?
        let deadline = Date().addingTimeInterval(30)
        while store == nil, Date() < deadline {
            do {
                store = try AppDatabase.openFile(atPath: path, connection: .readOnly, watchingOtherProcesses: true)
            } catch StoreError.cannotOpen, StoreError.olderSchema {
                try await Task.sleep(for: .milliseconds(5))
            }
        }
        try await wait(creating)
        let reader = try XCTUnwrap(store)
        let migrated = try await reader.read { db in try AppDatabase.migrator.hasCompletedMigrations(db) }
        XCTAssertTrue(migrated)
        let items = reader.live(Item.all().ordered(by: .name))
        try await waitUntil { items.value.map(\.name) == ["first-0"] }
        // The app writes 30 transactions while the extension observes: never blocked by it.
        let writing = try app("add", "30", "other")
        try await wait(writing)
        try await waitUntil { items.value.count == 31 }
        // And its observation across processes, of the next write.
        var counts = reader.observeAcrossProcesses { db in try Item.fetchCount(db) }.makeAsyncIterator()
        let first = try await counts.next()
        XCTAssertEqual(first, 31)
        try await wait(try app("add", "1", "last"))
        let next = try await counts.next()
        XCTAssertEqual(next, 32)
        try checkNeitherLocksNorWrites(reader)
    }

    /// The extension holds no write lock, even while it reads: another connection takes it at
    /// once. It cannot write.
    nonisolated func checkNeitherLocksNorWrites(_ reader: AppDatabase) throws {
        let path = reader.writer.path
        try reader.read { _ in
            var configuration = Configuration()
            configuration.busyMode = .immediateError
            let other = try DatabaseQueue(path: path, configuration: configuration)
            try other.inDatabase { db in
                try db.execute(sql: "BEGIN IMMEDIATE")
                try db.execute(sql: "ROLLBACK")
            }
        }
        var item = Item(name: "from the widget", quantity: 1)
        XCTAssertThrowsError(try reader.save(&item))
        XCTAssertEqual(try reader.fetch(Item.all()).count, 32)
    }

    func testAFileTheCodeHasNotMigratedYetOrANewerOneIsRefusedUnchanged() async throws {
        try refusals(path: path, directory: directory)
    }

    nonisolated func refusals(path: String, directory: URL) throws {
        // Made by the app's two first migrations.
        let queue = try DatabaseQueue(path: path)
        try AppDatabase.migrator.migrate(queue, upTo: AppDatabase.migrator.migrations[1])
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try AppDatabase.openFile(atPath: path, connection: .readOnly)) { error in
            XCTAssertEqual(
                error as? StoreError,
                .olderSchema(pendingMigrations: Array(AppDatabase.migrator.migrations.dropFirst(2))))
            XCTAssertTrue("\(error)".contains("a read-only store does not migrate"), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
        // Migrated by a newer version of the app.
        let app = try AppDatabase.openFile(atPath: path, connection: .queue)
        try app.writer.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('fromTheFuture')") }
        try app.writer.close()
        XCTAssertThrowsError(try AppDatabase.openFile(atPath: path, connection: .readOnly)) { error in
            XCTAssertEqual(error as? StoreError, .newerSchema(unknownMigrations: ["fromTheFuture"]))
        }
        // No file: nothing is made.
        let missing = directory.appendingPathComponent("missing/db.sqlite").path
        XCTAssertThrowsError(try AppDatabase.openFile(atPath: missing, connection: .readOnly)) { error in
            guard case StoreError.cannotOpen = error else { return XCTFail("\(error)") }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("missing").path))
    }

    /// The app's file, read by the extension: its bytes do not change, though its mode refuses writes.
    func testReadingLeavesTheFileAsItIs() async throws {
        try readingLeavesTheFile(path: path)
    }

    nonisolated func readingLeavesTheFile(path: String) throws {
        let app = try AppDatabase.openFile(atPath: path, connection: .queue)
        var item = Item(name: "kept", quantity: 2)
        try app.save(&item)
        try app.writer.close()
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let reader = try AppDatabase.openFile(atPath: path, connection: .readOnly)
        XCTAssertEqual(try reader.fetch(Item.all()).map(\.name), ["kept"])
        try reader.writer.close()
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
    }

    func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(10)
        while !condition() {
            guard Date() < deadline else { return XCTFail("timed out") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}
