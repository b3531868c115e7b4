import Foundation
import GRDB
import GRDBGenRuntime
import Observation
import VaultStore
import XCTest

/// The checks of Examples/Bookshelf, on an app whose GRDB is its own build and whose generated code
/// imports GRDBGenRuntime, a module of the app built on that GRDB: records saved and read back, a query with a filter, the app's callback,
/// the migrations' defaults, an observation, a live value in an `@Observable` model; and the app's
/// configuration, whose PRAGMA runs on every connection of its file.
final class VaultStoreTests: XCTestCase {
    func testSafesAndLogins() throws {
        let store = try VaultDatabase.inMemory()
        var work = Safe(id: .init(), name: "Work", position: 2)
        var home = Safe(id: .init(), name: "Home", position: 1)
        try store.save(&work)
        try store.save(&home)
        XCTAssertEqual(try store.fetch(Safe.all().ordered(by: .position)).map(\.name), ["Home", "Work"])
        XCTAssertNotNil(work.createdAt, "timestamps: the insert set it")

        var mail = Login(safeID: work.id, title: "Mail", username: "me", password: "pw", favorite: true)
        var bank = Login(safeID: work.id, title: "Bank", password: "secret")
        var shop = Login(safeID: home.id, title: "Shop", password: "x")
        try store.insert(&mail)
        try store.insert(&bank)
        try store.insert(&shop)
        XCTAssertEqual(try store.fetch(Login.loginsOfSafe(safe: work.id)).map(\.title), ["Bank", "Mail"])
        XCTAssertEqual(try store.favoriteTitles(in: work.id), ["Mail"])
        XCTAssertEqual(try store.fetch(Login.loginCount(safe: work.id)), 2)
        XCTAssertEqual(try store.fetchOne(Login.self, id: try XCTUnwrap(mail.id)), mail)
        // The uuid is stored as text, as GRDBGen stores it, and GRDB's query interface finds it.
        try store.read { db in
            XCTAssertEqual(try String.fetchOne(db, sql: "SELECT typeof(safeID) FROM login LIMIT 1"), "text")
            XCTAssertEqual(try Login.filter(Login.Columns.safeID == home.id).fetchCount(db), 1)
            XCTAssertEqual(try Login.loginsOfSafe(safe: work.id).limit(1).fetchAll(db).map(\.title), ["Bank"])
        }
        // A cascade: the safe's logins go with it.
        _ = try store.write { db in try work.delete(db) }
        XCTAssertEqual(try store.fetchCount(Login.all()), 1)
    }

    func testCallbacksOfTheAppRun() throws {
        let store = try VaultDatabase.inMemory()
        var safe = Safe(id: .init(), name: "  Personal \n")
        try store.insert(&safe)
        XCTAssertEqual(safe.name, "Personal")
        XCTAssertEqual(try store.fetch(Safe.all()).map(\.name), ["Personal"])
    }

    func testDefaultsComeFromTheMigrations() throws {
        let store = try VaultDatabase.inMemory()
        let id = Safe.ID()
        try store.writer.write { db in
            try db.execute(
                sql: "INSERT INTO safe (id, name) VALUES (?, 'Shared')", arguments: [id.uuidString.lowercased()])
            try db.execute(
                sql: "INSERT INTO login (safeID, title, password) VALUES (?, 'Wi-Fi', 'pw')",
                arguments: [id.uuidString.lowercased()])
        }
        XCTAssertEqual(try store.fetch(Safe.all()).first?.position, 0)
        XCTAssertEqual(try store.fetch(Login.all()).first?.favorite, false)
        XCTAssertEqual(try store.fetch(Login.all()).first?.safeID, id)
    }

    func testObservationOfLogins() async throws {
        let store = try VaultDatabase.inMemory()
        var safe = Safe(id: .init(), name: "Work")
        try await store.insert(&safe)
        var iterator = store.observe(Login.loginsOfSafe(safe: safe.id)).makeAsyncIterator()
        let initial = try await iterator.next()
        XCTAssertEqual(initial, [])
        var login = Login(safeID: safe.id, title: "Mail", password: "pw")
        try await store.insert(&login)
        let next = try await iterator.next()
        XCTAssertEqual(next?.map(\.title), ["Mail"])
    }

    /// An app's `@Observable` model holds a live value of the store in one line.
    @MainActor
    func testALiveValueInAnObservableModel() async throws {
        guard #available(macOS 14, iOS 17, *) else { throw XCTSkip("Observation needs macOS 14") }
        let store = try VaultDatabase.inMemory()
        let model = SafesModel(store: store)
        try await waitUntil { model.safes.isLoaded }
        XCTAssertEqual(model.safes.value, [])
        var work = Safe(id: .init(), name: "Work", position: 2)
        var home = Safe(id: .init(), name: "Home", position: 1)
        try await store.insert(&work)
        try await store.insert(&home)
        try await waitUntil { model.safes.value.map(\.name) == ["Home", "Work"] }
    }

    /// The app's file, opened with its configuration: the PRAGMA of `prepareDatabase` runs on
    /// every connection (the writer and the pool's readers), the migrations ran, GRDBGen's own
    /// settings (foreign keys) stay on, and the rows are there when the file opens again.
    func testTheAppsConfigurationRunsOnEveryConnection() throws {
        let path = NSTemporaryDirectory() + "vault-\(UUID().uuidString).sqlite"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let id = Safe.ID()
        do {
            let store = try VaultDatabase.openVault(atPath: path)
            XCTAssertTrue(store.writer is DatabasePool)
            try store.writer.write { db in
                XCTAssertEqual(try Int.fetchOne(db, sql: "PRAGMA cache_size"), -8000)
                XCTAssertEqual(try Int.fetchOne(db, sql: "PRAGMA foreign_keys"), 1)
            }
            try store.writer.read { db in XCTAssertEqual(try Int.fetchOne(db, sql: "PRAGMA cache_size"), -8000) }
            var safe = Safe(id: id, name: "Work")
            try store.insert(&safe)
            var login = Login(safeID: id, title: "Mail", password: "pw")
            try store.insert(&login)
        }
        let reopened = try VaultDatabase.openVault(atPath: path)
        XCTAssertEqual(try reopened.fetch(Login.loginsOfSafe(safe: id)).map(\.title), ["Mail"])
        XCTAssertEqual(
            try reopened.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") },
            ["v1", "v2"])
        // Without the app's configuration, the same file opens without the PRAGMA.
        let plain = try VaultDatabase.openFile(atPath: path)
        try plain.writer.read { db in XCTAssertNotEqual(try Int.fetchOne(db, sql: "PRAGMA cache_size"), -8000) }
    }

    /// Waits until `condition` holds, or fails after 5 seconds.
    @MainActor
    func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(5)
        while !condition() {
            if Date() > deadline { return XCTFail("timed out") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}

/// A view model as an app writes it: the safes, kept current while the model lives.
@available(macOS 14, iOS 17, *)
@MainActor
@Observable
final class SafesModel {
    let safes: LiveValue<[Safe]>

    init(store: VaultDatabase) {
        safes = store.live(Safe.all().ordered(by: .position))
    }
}
