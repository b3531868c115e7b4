#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// Observation of several values at once, on the rich fixture's store.
final class ConsistentObservationTests: XCTestCase {
    /// Seed 004's hall of fame: a count and a list observed together are always consistent,
    /// because they come from one observation.
    func testSeveralValuesFromOneObservationAreConsistent() throws {
        let store = try RichDatabase.inMemory()
        let inbox = try XCTUnwrap(store.fetch(TodoList.all()).first)
        var snapshots: [(count: Int, titles: [String])] = []
        let done = expectation(description: "ten changes")
        let cancellable = store.publisher { db in
            (try TodoItem.fetchCount(db), try TodoItem.all().ordered(by: .title).fetchAll(db).map(\.title))
        }
        .sink(
            receiveCompletion: { _ in },
            receiveValue: { value in
                snapshots.append(value)
                if value.0 == 10 { done.fulfill() }
            })
        let writer = store.writer
        let listID = inbox.id!
        DispatchQueue.global().async {
            for index in 0..<10 {
                try? writer.write { db in
                    var item = TodoItem(listId: listID, title: String(format: "%02d", index))
                    try item.insert(db)
                }
            }
        }
        wait(for: [done], timeout: 10)
        cancellable.cancel()
        XCTAssertGreaterThanOrEqual(snapshots.count, 2)
        for snapshot in snapshots {
            XCTAssertEqual(snapshot.count, snapshot.titles.count, "count and list agree in every value")
        }
    }
}
