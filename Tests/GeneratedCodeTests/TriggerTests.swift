import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The triggers fixture (Tests/Fixtures/Schemas/triggers.yaml): what SQLite does on its own.
final class TriggerTests: XCTestCase {
    func testTriggersRunInSQLite() throws {
        let store = try MemosStore(DatabaseQueue())
        var memo = Memo(title: "Draft")
        try store.insertMemo(&memo)
        let id = try XCTUnwrap(memo.id)

        memo.title = "Final"
        try store.updateMemo(memo)
        memo = try XCTUnwrap(store.fetchMemo(id: id))
        XCTAssertEqual(memo.revision, 1)
        try store.updateMemo(memo)  // same title: the WHEN clause skips it
        XCTAssertEqual(try store.fetchMemo(id: id)?.revision, 1)

        XCTAssertEqual(try store.deleteMemos(ids: [id]), 1)
        XCTAssertEqual(try store.fetchDeletedMemos().map { [String($0.memoId), $0.title] }, [[String(id), "Final"]])
        let triggers = try store.writer.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name")
        }
        XCTAssertEqual(triggers, ["memo_bump_revision", "memo_log_delete"])
    }
}
