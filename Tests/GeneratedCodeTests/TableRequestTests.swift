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

/// The store's verbs for tables (issue 36): GRDB's query-interface requests of generated records
/// fetched on the fast path (decoded by index when the statement selects the record's columns in
/// order, by GRDB otherwise), lookups by id, and writes, with their `async` twins.
final class TableRequestTests: XCTestCase {
    func makeStore() throws -> AppDatabase {
        let store = try AppDatabase.inMemory()
        for (name, quantity) in [("pear", 1), ("apple", 2), ("fig", 9)] {
            var item = Item(name: name, quantity: quantity)
            try store.insert(&item)
        }
        return store
    }

    func testRequestsOfTablesAreFetchedAsGRDBFetchesThem() throws {
        let store = try makeStore()
        let requests: [QueryInterfaceRequest<Item>] = [
            Item.all(), Item.all().ordered(by: .name), Item.filter(Item.Columns.quantity < 3),
            Item.filter(Item.Columns.name.like("%p%")).order(Item.Columns.quantity.desc), Item.none(),
            // Another selection: GRDB decodes it, by column name.
            Item.select(Item.Columns.notes, Item.Columns.quantity, Item.Columns.name, Column("id")),
        ]
        for request in requests {
            let grdb = try store.writer.read { db in try request.fetchAll(db) }
            XCTAssertEqual(try store.fetch(request), grdb)
            XCTAssertEqual(try store.fetchOne(request), grdb.first)
            XCTAssertEqual(try store.fetchCount(request), grdb.count)
        }
        XCTAssertEqual(
            try store.fetch(Item.all().ordered(by: .name)).map(\.name), ["apple", "fig", "pear"])
        // The default selection is read by index: the statement selects the record's columns.
        try store.writer.read { db in
            let statement = try Item.all().makePreparedRequest(db, forSingleResult: false).statement
            XCTAssertEqual(statement.columnNames, Item.rowColumns)
        }
    }

    func testLookupsAndWrites() throws {
        let store = try makeStore()
        var kiwi = Item(name: "kiwi", quantity: 4)
        try store.save(&kiwi)
        let id = try XCTUnwrap(kiwi.id)
        XCTAssertEqual(try store.fetchOne(Item.self, id: id)?.name, "kiwi")
        kiwi.quantity = 5
        try store.update(kiwi)
        XCTAssertEqual(try store.fetchOne(Item.filter(id: id))?.quantity, 5)
        XCTAssertEqual(try store.delete(Item.self, ids: [id, 999]), 1)
        XCTAssertNil(try store.fetchOne(Item.self, id: id))
        XCTAssertThrowsError(try store.update(kiwi)) { error in
            XCTAssertTrue(error is RecordError, "\(error)")
        }
    }

    func testAsyncTwinsAndObservation() async throws {
        let store = try makeStore()
        var lime = Item(name: "lime", quantity: 0)
        try await store.insert(&lime)
        XCTAssertNotNil(lime.id)
        let all: [Item] = try await store.fetch(Item.all().ordered(by: .name))
        XCTAssertEqual(all.map(\.name), ["apple", "fig", "lime", "pear"])
        let found: Item? = try await store.fetchOne(Item.self, id: try XCTUnwrap(lime.id))
        XCTAssertEqual(found?.name, "lime")
        var iterator = store.observe(Item.filter(Item.Columns.quantity < 3).ordered(by: .name))
            .makeAsyncIterator()
        let first = try await iterator.next()
        XCTAssertEqual(first?.map(\.name), ["apple", "lime", "pear"])
        lime.quantity = 7
        try await store.update(lime)
        let next = try await iterator.next()
        XCTAssertEqual(next?.map(\.name), ["apple", "pear"])
        let deleted = try await store.delete(Item.self, ids: [try XCTUnwrap(lime.id)])
        XCTAssertEqual(deleted, 1)
        let count = try await store.fetchCount(Item.all())
        XCTAssertEqual(count, 3)
    }

    /// A subscriber that asks for values only some time after it subscribed, as a subscriber on
    /// another thread may: the store's current value must still reach it (a value the observation
    /// found before the demand came was lost).
    final class LateSubscriber: Subscriber, @unchecked Sendable {
        typealias Input = [Item]
        typealias Failure = any Error
        let received: XCTestExpectation
        private let lock = NSLock()
        private var values: [[String]] = []
        init(_ received: XCTestExpectation) { self.received = received }
        var names: [[String]] { lock.withLock { values } }
        func receive(subscription: any Subscription) {
            nonisolated(unsafe) let subscription = subscription
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { subscription.request(.unlimited) }
        }
        func receive(_ input: [Item]) -> Subscribers.Demand {
            lock.withLock { values.append(input.map(\.name)) }
            received.fulfill()
            return .none
        }
        func receive(completion: Subscribers.Completion<any Error>) {}
    }

    func testAPublisherGivesItsCurrentValueToASubscriberThatAsksLate() async throws {
        let store = try makeStore()
        let received = expectation(description: "the current value")
        let subscriber = LateSubscriber(received)
        store.publisher(Item.filter(Item.Columns.quantity < 3).ordered(by: .name)).subscribe(subscriber)
        await fulfillment(of: [received], timeout: 10)
        XCTAssertEqual(subscriber.names, [["apple", "pear"]])
    }

    func testPublisherAndLiveValueOfATableRequest() async throws {
        let store = try makeStore()
        let request = Item.filter(Item.Columns.quantity < 3).ordered(by: .name)
        let received = LockedNames()
        let first = expectation(description: "first value")
        let second = expectation(description: "after the write")
        let cancellable = store.publisher(request).sink(
            receiveCompletion: { completion in XCTFail("unexpected completion \(completion)") },
            receiveValue: { items in
                let count = received.append(items.map(\.name))
                if count == 1 { first.fulfill() }
                if count == 2 { second.fulfill() }
            })
        await fulfillment(of: [first], timeout: 5)
        var plum = Item(name: "plum", quantity: 0)
        try await store.insert(&plum)
        await fulfillment(of: [second], timeout: 5)
        XCTAssertEqual(received.values, [["apple", "pear"], ["apple", "pear", "plum"]])
        cancellable.cancel()
        let live = await MainActor.run { store.live(request) }
        let deadline = Date().addingTimeInterval(5)
        while await MainActor.run(body: { live.value.count }) != 3, Date() < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        let names = await MainActor.run { live.value.map(\.name) }
        XCTAssertEqual(names, ["apple", "pear", "plum"])
    }
}

/// Values received on another thread.
private final class LockedNames: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [[String]] = []

    /// Appends a value unless it is the last one again: GRDB's observations may notify consecutive
    /// identical values (one did, under load, before the write).
    /// - returns: the number of values, or nil for the last one again.
    func append(_ names: [String]) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard received.last != names else { return nil }
        received.append(names)
        return received.count
    }

    var values: [[String]] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }
}
