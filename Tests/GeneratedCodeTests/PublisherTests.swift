#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import ItemsStore
import XCTest

/// The Combine publishers of generated stores (OpenCombine on Linux): seed 000's
/// `itemsPublisher()` (`publishers: true`, on in the todos and queries fixtures), and seed 004's
/// read, write and consistent observation publishers (GRDBGenRuntime, every store).
final class PublisherTests: XCTestCase {
    func testTableRowsPublisherSeesEachChange() throws {
        let store = try TodoStore.inMemory()
        var received: [[String]] = []
        let initial = expectation(description: "initial list")
        let afterInsert = expectation(description: "list after insert")
        let cancellable = store.publisher(ListRecord.all().ordered(by: .titleDescending)).sink(
            receiveCompletion: { completion in XCTFail("unexpected completion \(completion)") },
            receiveValue: { lists in
                received.append(lists.map(\.title))
                if received.count == 1 { initial.fulfill() }
                if received.count == 2 { afterInsert.fulfill() }
            })
        wait(for: [initial], timeout: 5)
        var apple = ListRecord(title: "Apple")
        var banana = ListRecord(title: "Banana")
        try store.writer.write { db in
            try apple.insert(db)
            try banana.insert(db)
        }
        wait(for: [afterInsert], timeout: 5)
        XCTAssertEqual(received, [[], ["Banana", "Apple"]])
        cancellable.cancel()
    }

    func testAQueryPublisherSeesEachChange() throws {
        let store = try GymDatabase.inMemory()
        var received: [[String]] = []
        let initial = expectation(description: "initial list")
        let afterInsert = expectation(description: "list after insert")
        let cancellable = store.publisher(Member.membersNamed(pattern: "F%")).sink(
            receiveCompletion: { completion in XCTFail("unexpected completion \(completion)") },
            receiveValue: { members in
                received.append(members.map(\.name))
                if received.count == 1 { initial.fulfill() }
                if received.count == 2 { afterInsert.fulfill() }
            })
        wait(for: [initial], timeout: 5)
        try store.writer.write { db in
            var few = Member(name: "Few")
            var many = Member(name: "Many")
            try few.insert(db)
            try many.insert(db)
        }
        wait(for: [afterInsert], timeout: 5)
        XCTAssertEqual(received, [[], ["Few"]])
        cancellable.cancel()
    }

    func testReadAndWritePublishers() throws {
        let store = try ItemsStore.AppDatabase.inMemory()
        let written = expectation(description: "write")
        var count: Int?
        let write = store.writePublisher { db -> Int in
            var item = ItemsStore.Item(name: "Pear", quantity: 2)
            try item.insert(db)
            return try ItemsStore.Item.fetchCount(db)
        }
        .sink(
            receiveCompletion: { if case .failure(let error) = $0 { XCTFail("\(error)") } },
            receiveValue: {
                count = $0; written.fulfill()
            })
        wait(for: [written], timeout: 5)
        XCTAssertEqual(count, 1)

        let read = expectation(description: "read")
        var names: [String] = []
        let reading = store.readPublisher { db in try ItemsStore.Item.fetchAll(db).map(\.name) }
            .sink(
                receiveCompletion: { _ in },
                receiveValue: {
                    names = $0; read.fulfill()
                })
        wait(for: [read], timeout: 5)
        XCTAssertEqual(names, ["Pear"])

        let failed = expectation(description: "failed write")
        let failing = store.writePublisher { db in try db.execute(sql: "INSERT INTO item (name) VALUES (NULL)") }
            .sink(
                receiveCompletion: { completion in
                    if case .failure(let error) = completion {
                        XCTAssertEqual((error as? DatabaseError)?.resultCode, .SQLITE_CONSTRAINT)
                        failed.fulfill()
                    }
                }, receiveValue: { XCTFail("no value expected") })
        wait(for: [failed], timeout: 5)
        XCTAssertEqual(try store.fetchCount(ItemsStore.Item.all()), 1)
        _ = (write, reading, failing)
    }
}
