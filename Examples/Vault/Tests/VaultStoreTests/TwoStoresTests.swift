import Foundation
import GRDB
import GRDBGenRuntime
import VaultImport
import VaultStore
import XCTest

/// The app's two stores on its one GRDBGenRuntime module: a file that imports both names the
/// runtime's types unqualified (`StoreError`), and a login goes from the import area to the vault.
final class TwoStoresTests: XCTestCase {
    func testALoginMovesFromTheImportAreaToTheVault() throws {
        let imports = try ImportDatabase.inMemory()
        let vault = try VaultDatabase.inMemory()
        var pending = PendingLogin(source: "export.csv", title: "Mail", username: "me", password: "pw")
        try imports.insert(&pending)
        XCTAssertEqual(try imports.pendingTitles(from: "export.csv"), ["Mail"])
        var safe = Safe(id: .init(), name: "Imported")
        try vault.insert(&safe)
        for entry in try imports.fetch(PendingLogin.pendingFrom(source: "export.csv")) {
            var login = Login(safeID: safe.id, title: entry.title, username: entry.username, password: entry.password)
            try vault.insert(&login)
            _ = try imports.write { db in try entry.delete(db) }
        }
        XCTAssertEqual(try vault.fetch(Login.loginsOfSafe(safe: safe.id)).map(\.title), ["Mail"])
        XCTAssertEqual(try imports.pendingTitles(from: "export.csv"), [])
        XCTAssertEqual(try imports.fetchCount(PendingLogin.all()), 0)
    }

    /// The vault's file is not the import area's: opened as the import area, it is refused with
    /// the runtime's one `StoreError`, unchanged.
    func testTheOtherStoresFileIsRefusedWithTheOneStoreError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vault-\(UUID()).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = try VaultDatabase.openVault(atPath: path)
        XCTAssertThrowsError(try ImportDatabase.openFile(atPath: path)) { error in
            guard case StoreError.newerSchema(let unknown) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(unknown, ["v1", "v2"])
        }
    }
}
