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
        try store.insert(&memo)
        let id = try XCTUnwrap(memo.id)

        memo.title = "Final"
        try store.update(memo)
        memo = try XCTUnwrap(store.fetchOne(Memo.self, id: id))
        XCTAssertEqual(memo.revision, 1)
        try store.update(memo)  // same title: the WHEN clause skips it
        XCTAssertEqual(try store.fetchOne(Memo.self, id: id)?.revision, 1)

        XCTAssertEqual(try store.delete(Memo.self, ids: [id]), 1)
        XCTAssertEqual(
            try store.fetch(DeletedMemo.all()).map { [String($0.memoId), $0.title] }, [[String(id), "Final"]])
        let triggers = try store.writer.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name")
        }
        XCTAssertEqual(triggers, ["memo_bump_revision", "memo_log_delete"])
    }
}
