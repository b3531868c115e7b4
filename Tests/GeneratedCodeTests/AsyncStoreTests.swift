import Foundation
import GRDB
import GRDBGenRuntime
import ItemsStore
import XCTest

/// The async store API, driven from the main actor as a SwiftUI view model would: each call
/// suspends instead of blocking, and values cross into the store's closures as `Sendable` values.
@MainActor
final class AsyncStoreTests: XCTestCase {
    func testTheAsyncAPIFromTheMainActor() async throws {
        let store = try AppDatabase.inMemory()
        // Save returns the item with its new id: no `inout` across an `await`.
        let apple = try await store.saveItem(Item(name: "Apple", quantity: 3))
        XCTAssertNotNil(apple.id)
        var pear = try await store.insertItem(Item(name: "Pear", quantity: 1))
        let fig = try await store.insertItem(Item.Draft(name: "Fig", quantity: 9))
        XCTAssertEqual(fig.name, "Fig")
        pear.notes = "ripe"
        try await store.updateItem(pear)

        let items = try await store.fetchItems(orderedBy: .name(.ascending))
        XCTAssertEqual(items.map(\.name), ["Apple", "Fig", "Pear"])
        XCTAssertEqual(items.last?.notes, "ripe")
        let fetched = try await store.fetchItem(id: try XCTUnwrap(apple.id))
        XCTAssertEqual(fetched, apple)
        let count = try await store.countItems()
        XCTAssertEqual(count, 3)
        let found = try await store.searchItems(matching: "rip")
        XCTAssertEqual(found.map(\.name), ["Pear"])
        // Queries of `queries:` too.
        let low = try await store.fetchLowStock(below: 5)
        XCTAssertEqual(low.map(\.name), ["Pear", "Apple"])
        let stats = try await store.fetchStats()
        XCTAssertEqual(stats?.quantity, 13)

        let deleted = try await store.deleteItems(ids: [try XCTUnwrap(fig.id)])
        XCTAssertEqual(deleted, 1)
        let remaining = try await store.countItems()
        XCTAssertEqual(remaining, 2)
    }

    func testConcurrentCallsFromTheMainActorAllLand() async throws {
        let store = try AppDatabase.inMemory()
        // A hundred saves in child tasks: each suspends on the store's writer, none is lost.
        let saved = try await withThrowingTaskGroup(of: Item.self) { group in
            for index in 0..<100 {
                group.addTask { try await store.saveItem(Item(name: "Item \(index)", quantity: index)) }
            }
            var result: [Item] = []
            for try await item in group { result.append(item) }
            return result
        }
        XCTAssertEqual(Set(saved.compactMap(\.id)).count, 100)
        let count = try await store.countItems()
        XCTAssertEqual(count, 100)
    }
}
