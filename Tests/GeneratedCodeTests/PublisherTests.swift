#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation
import GRDB
import GRDBGenRuntime
import ItemsStore
import XCTest

/// The Combine publishers of generated stores (OpenCombine on Linux): seed 000's
/// `itemsPublisher()`, and seed 004's read, write and consistent observation publishers.
final class PublisherTests: XCTestCase {
    func testItemsPublisherSeesEachChange() throws {
        let store = try AppDatabase.inMemory()
        var received: [[String]] = []
        let initial = expectation(description: "initial list")
        let afterInsert = expectation(description: "list after insert")
        let cancellable = store.itemsPublisher(orderedBy: .name(.descending)).sink(
            receiveCompletion: { completion in XCTFail("unexpected completion \(completion)") },
            receiveValue: { items in
                received.append(items.map(\.name))
                if received.count == 1 { initial.fulfill() }
                if received.count == 2 { afterInsert.fulfill() }
            })
        wait(for: [initial], timeout: 5)
        var apple = Item(name: "Apple")
        var banana = Item(name: "Banana")
        try store.writer.write { db in
            try apple.insert(db)
            try banana.insert(db)
        }
        wait(for: [afterInsert], timeout: 5)
        XCTAssertEqual(received, [[], ["Banana", "Apple"]])
        cancellable.cancel()
    }

    func testAQueryPublisherSeesEachChange() throws {
        let store = try AppDatabase.inMemory()
        var received: [[String]] = []
        let initial = expectation(description: "initial list")
        let afterInsert = expectation(description: "list after insert")
        let cancellable = store.lowStockPublisher(below: 3).sink(
            receiveCompletion: { completion in XCTFail("unexpected completion \(completion)") },
            receiveValue: { items in
                received.append(items.map(\.name))
                if received.count == 1 { initial.fulfill() }
                if received.count == 2 { afterInsert.fulfill() }
            })
        wait(for: [initial], timeout: 5)
        try store.writer.write { db in
            var few = Item(name: "Few", quantity: 1)
            var many = Item(name: "Many", quantity: 10)
            try few.insert(db)
            try many.insert(db)
        }
        wait(for: [afterInsert], timeout: 5)
        XCTAssertEqual(received, [[], ["Few"]])
        cancellable.cancel()
    }

    func testReadAndWritePublishers() throws {
        let store = try AppDatabase.inMemory()
        let written = expectation(description: "write")
        var count: Int?
        let write = store.writePublisher { db -> Int in
            var item = Item(name: "Pear", quantity: 2)
            try item.insert(db)
            return try Item.fetchCount(db)
        }
        .sink(receiveCompletion: { if case .failure(let error) = $0 { XCTFail("\(error)") } },
              receiveValue: { count = $0; written.fulfill() })
        wait(for: [written], timeout: 5)
        XCTAssertEqual(count, 1)

        let read = expectation(description: "read")
        var names: [String] = []
        let reading = store.readPublisher { db in try Item.fetchAll(db).map(\.name) }
            .sink(receiveCompletion: { _ in }, receiveValue: { names = $0; read.fulfill() })
        wait(for: [read], timeout: 5)
        XCTAssertEqual(names, ["Pear"])

        let failed = expectation(description: "failed write")
        let failing = store.writePublisher { db in try db.execute(sql: "INSERT INTO item (name) VALUES (NULL)") }
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    XCTAssertEqual((error as? DatabaseError)?.resultCode, .SQLITE_CONSTRAINT)
                    failed.fulfill()
                }
            }, receiveValue: { XCTFail("no value expected") })
        wait(for: [failed], timeout: 5)
        XCTAssertEqual(try store.countItems(), 1)
        _ = (write, reading, failing)
    }
}
