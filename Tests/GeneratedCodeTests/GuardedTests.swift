import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The guarded fixture (Tests/Fixtures/Schemas/guarded.yaml): the CHECKs and RAISE triggers that
/// the write rehearsal meets without an error refuse the app's writes at run time, as written.
final class GuardedTests: XCTestCase {
    func testChecksAndRaisesRefuseWhatTheyGuard() throws {
        let store = try VaultStore(DatabaseQueue())
        var vault = Vault(label: "Savings", balance: 10)
        try store.insert(&vault)
        var deposit = Deposit(vaultId: try XCTUnwrap(vault.id), amount: 5)
        try store.insert(&deposit)

        var badLabel = Vault(label: "lowercase")
        XCTAssertThrowsError(try store.insert(&badLabel)) { error in
            XCTAssertEqual((error as? DatabaseError)?.extendedResultCode, .SQLITE_CONSTRAINT_CHECK, "\(error)")
        }
        var renamed = vault
        renamed.label = "Spending"
        XCTAssertThrowsError(try store.update(renamed)) { error in
            XCTAssertEqual((error as? DatabaseError)?.message, "a label never changes")
        }
        XCTAssertThrowsError(try store.delete(Vault.self, ids: [vault.id!])) { error in
            XCTAssertEqual((error as? DatabaseError)?.message, "a vault with money in it cannot be deleted")
        }
        vault.balance = 0
        try store.update(vault)
        XCTAssertEqual(try store.delete(Vault.self, ids: [vault.id!]), 1)
        XCTAssertEqual(try store.fetchCount(Deposit.all()), 0, "the deposit went with its vault")
    }
}
