import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The app-functions fixture (Tests/Fixtures/Schemas/app-functions.yaml): SQL functions the app
/// implements, registered by the store on every connection, called by a default, a trigger and
/// a query, against SQLite.
final class AppFunctionsTests: XCTestCase {
    let functions = FunctionsDatabase.Functions(
        uuid: { "id-\(UUID().uuidString.prefix(8).lowercased())" },
        slugify: { title in (title ?? "").lowercased().replacingOccurrences(of: " ", with: "-") })

    func testTheStoreRegistersTheAppsFunctionsOnEveryConnection() throws {
        let store = try FunctionsDatabase.inMemory(functions: functions)
        try store.insert(Jot(id: "n1", title: "Buy Milk"))
        try store.writer.write { db in
            // The default calls `uuid()`, the trigger `slugify(NEW.title)`.
            try db.execute(sql: "INSERT INTO jot (title) VALUES ('Call Mom')")
        }
        let notes = try store.fetch(Jot.all())
        XCTAssertEqual(Set(notes.map(\.slug)), ["buy-milk", "call-mom"])
        XCTAssertTrue(notes.contains { $0.id.hasPrefix("id-") })
        // The query's result is typed by the function's declared result.
        XCTAssertEqual(try store.fetch(Jot.slugs()), ["buy-milk", "call-mom"])

        // A file: every connection of the pool, readers included, knows the functions.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("functions-\(UUID()).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try FunctionsDatabase.openFile(atPath: path, functions: functions)
        try file.insert(Jot(id: "n2", title: "Water Plants"))
        XCTAssertEqual(try file.writer.read { try String.fetchOne($0, sql: "SELECT slugify('A B')") }, "a-b")
    }

    func testAStoreOpenedWithoutTheFunctionsFailsClearly() throws {
        XCTAssertThrowsError(try FunctionsDatabase(DatabaseQueue())) { error in
            XCTAssertEqual(error as? StoreError, .missingFunction(name: "slugify", argumentCount: 1))
            XCTAssertTrue("\(error)".contains("open the store with the app's `Functions`"), "\(error)")
        }
    }
}
