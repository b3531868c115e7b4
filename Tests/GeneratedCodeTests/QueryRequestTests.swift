#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation
import GRDB
@_spi(Generated) import GRDBGenRuntime
import ItemsStore
import Observation
import XCTest

/// GRDBGenRuntime's `QueryRequest` and `WriteRequest` (issue 36): one request through each
/// verb — GRDB's `fetchAll`, `fetchOne`, `fetchCount`, `fetchCursor`, `ValueObservation`, GRDB's
/// generic `FetchRequest` fetches — and the store's `fetch`, `observe`, `publisher`, `live`,
/// `execute`, `read`, `write`, with their `async` twins.
final class QueryRequestTests: XCTestCase {
    /// The demo's items whose quantity is below `below`, by name, read by the record's fast path.
    static func lowStock(below: Int) -> QueryRequest<Item> {
        QueryRequest(
            sql: "SELECT * FROM item WHERE quantity < ? ORDER BY name", arguments: [below.databaseValue],
            decode: Item.init(rowReader:))
    }

    static func restock(name: String, quantity: Int) -> WriteRequest<Int> {
        WriteRequest<Int>(
            sql: "UPDATE item SET quantity = ? WHERE name = ?", arguments: [quantity.databaseValue, name.databaseValue])
    }

    func makeStore() throws -> AppDatabase {
        let store = try AppDatabase.inMemory()
        try store.write { db in
            for (name, quantity) in [("pear", 1), ("apple", 2), ("fig", 9)] {
                var item = Item(name: name, quantity: quantity)
                try item.insert(db)
            }
        }
        return store
    }

    /// Requests are values (issue 44): equal when their SQL and arguments are, so that a request
    /// can be a SwiftUI task's identity or a dictionary key.
    func testRequestsAreEqualWhenTheirSQLAndArgumentsAre() {
        XCTAssertEqual(Self.lowStock(below: 3), Self.lowStock(below: 3))
        XCTAssertNotEqual(Self.lowStock(below: 3), Self.lowStock(below: 4))
        XCTAssertNotEqual(
            Self.lowStock(below: 3),
            QueryRequest(
                sql: "SELECT * FROM item WHERE quantity <= ? ORDER BY name", arguments: [3.databaseValue],
                decode: Item.init(rowReader:)))
        // The same value of another storage class is another argument.
        XCTAssertNotEqual(
            QueryRequest(sql: "SELECT ?", arguments: [1.databaseValue], decode: { try $0.decode(Int.self, at: 0) }),
            QueryRequest(sql: "SELECT ?", arguments: ["1".databaseValue], decode: { try $0.decode(Int.self, at: 0) }))
        var seen: [QueryRequest<Item>: String] = [:]
        seen[Self.lowStock(below: 3)] = "three"
        seen[Self.lowStock(below: 4)] = "four"
        seen[Self.lowStock(below: 3)] = "three again"
        XCTAssertEqual(seen.count, 2)
        XCTAssertEqual(seen[Self.lowStock(below: 3)], "three again")
        XCTAssertEqual(Set([Self.restock(name: "fig", quantity: 1), Self.restock(name: "fig", quantity: 1)]).count, 1)
        XCTAssertNotEqual(Self.restock(name: "fig", quantity: 1), Self.restock(name: "fig", quantity: 2))
    }

    func testGRDBsVerbs() throws {
        let store = try makeStore()
        try store.read { db in
            let request = Self.lowStock(below: 3)
            XCTAssertEqual(try request.fetchAll(db).map(\.name), ["apple", "pear"])
            XCTAssertEqual(try request.fetchOne(db)?.name, "apple")
            XCTAssertEqual(try request.fetchCount(db), 2)
            XCTAssertEqual(try Self.lowStock(below: 0).fetchOne(db), nil)
            var names: [String] = []
            let cursor = try request.fetchCursor(db)
            while let item = try cursor.next() { names.append(item.name) }
            XCTAssertEqual(names, ["apple", "pear"])
            // GRDB's generic fetches of a FetchRequest: the record's init(row:), by column name.
            XCTAssertEqual(try Item.fetchAll(db, request).map(\.name), ["apple", "pear"])
            XCTAssertEqual(try Row.fetchAll(db, request).map { $0["name"] as String }, ["apple", "pear"])
            // A subquery of GRDB's query interface.
            let ids = QueryRequest(sql: "SELECT id FROM item WHERE quantity > 5") { row in
                try row.decode(Int64.self, at: 0)
            }
            XCTAssertEqual(try Item.filter(ids.contains(Item.Columns.id)).fetchAll(db).map(\.name), ["fig"])
            XCTAssertEqual(try request.databaseRegion(db).description, "item(id,name,notes,quantity)")
        }
    }

    func testTheStoresVerbs() throws {
        let store = try makeStore()
        XCTAssertEqual(try store.fetch(Self.lowStock(below: 3)).map(\.name), ["apple", "pear"])
        XCTAssertEqual(try store.fetchOne(Self.lowStock(below: 3))?.name, "apple")
        XCTAssertEqual(try store.execute(Self.restock(name: "pear", quantity: 5)), 1)
        XCTAssertEqual(try store.read { db in try Self.lowStock(below: 3).fetchCount(db) }, 1)
    }

    func testTheStoresAsyncVerbsAndTwoWritesInOneTransaction() async throws {
        let store = try makeStore()
        let fetched: [Item] = try await store.fetch(Self.lowStock(below: 3))
        XCTAssertEqual(fetched.map(\.name), ["apple", "pear"])
        let one: Item? = try await store.fetchOne(Self.lowStock(below: 3))
        XCTAssertEqual(one?.name, "apple")
        let changed: Int = try await store.execute(Self.restock(name: "nothing", quantity: 5))
        XCTAssertEqual(changed, 0)
        // Two writes in one transaction: the second throws, and the first is rolled back with it.
        do {
            try await store.write { db in
                try Self.restock(name: "apple", quantity: 7).execute(db)
                try WriteRequest<Int>(sql: "UPDATE item SET name = NULL").execute(db)
            }
            XCTFail("the second write violates NOT NULL")
        } catch {}
        let kept: [Item] = try await store.fetch(Self.lowStock(below: 3))
        XCTAssertEqual(kept.map(\.name), ["apple", "pear"], "apple keeps its quantity")
        try await store.write { db in
            try Self.restock(name: "apple", quantity: 7).execute(db)
            try Self.restock(name: "fig", quantity: 0).execute(db)
        }
        let count = try await store.read { db in try Self.lowStock(below: 3).fetchCount(db) }
        XCTAssertEqual(count, 2)
    }

    func testTwoSynchronousWritesInOneTransaction() throws {
        let store = try makeStore()
        XCTAssertThrowsError(
            try store.write { db in
                try Self.restock(name: "apple", quantity: 7).execute(db)
                try WriteRequest<Int>(sql: "UPDATE item SET name = NULL").execute(db)
            })
        XCTAssertEqual(try store.fetch(Self.lowStock(below: 3)).map(\.name), ["apple", "pear"])
        try store.write { db in
            try Self.restock(name: "apple", quantity: 7).execute(db)
            try Self.restock(name: "pear", quantity: 8).execute(db)
        }
        XCTAssertEqual(try store.fetch(Self.lowStock(below: 3)).map(\.name), [])
    }

    func testObservationsOfARequest() async throws {
        let store = try makeStore()
        // GRDB's ValueObservation, and the store's async sequence.
        let request = Self.lowStock(below: 3)
        let observation = ValueObservation.tracking { db in try request.fetchAll(db) }
        let first = try await observation.values(in: store.writer).first { _ in true }
        XCTAssertEqual(first?.map(\.name), ["apple", "pear"])
        var iterator = store.observe(request).makeAsyncIterator()
        let now = try await iterator.next()
        XCTAssertEqual(now?.map(\.name), ["apple", "pear"])
        try await store.execute(Self.restock(name: "fig", quantity: 0))
        let next = try await iterator.next()
        XCTAssertEqual(next?.map(\.name), ["apple", "fig", "pear"])
    }

    /// A write that changes the table a request reads but not its rows gives no new value: the
    /// store's observation and publisher skip equal consecutive values (issue 45; GRDB's
    /// `ValueObservation` notified the same rows again: `[apple, pear]` twice).
    func testAnObservationSkipsAnEqualValue() async throws {
        let store = try makeStore()
        var iterator = store.observe(Self.lowStock(below: 3)).makeAsyncIterator()
        let now = try await iterator.next()
        XCTAssertEqual(now?.map(\.name), ["apple", "pear"])
        try await store.execute(Self.restock(name: "fig", quantity: 8))  // not low: the same rows
        try await store.execute(Self.restock(name: "fig", quantity: 1))
        let next = try await iterator.next()
        XCTAssertEqual(next?.map(\.name), ["apple", "fig", "pear"])
    }

    func testAPublisherSkipsAnEqualValue() throws {
        let store = try makeStore()
        var received: [[String]] = []
        let first = expectation(description: "first value")
        let changed = expectation(description: "the changed rows")
        let cancellable = store.publisher(Self.lowStock(below: 3)).sink(
            receiveCompletion: { completion in XCTFail("unexpected completion \(completion)") },
            receiveValue: { items in
                received.append(items.map(\.name))
                if received.count == 1 { first.fulfill() }
                if items.count == 3 { changed.fulfill() }
            })
        wait(for: [first], timeout: 5)
        try store.execute(Self.restock(name: "fig", quantity: 8))
        try store.execute(Self.restock(name: "fig", quantity: 1))
        wait(for: [changed], timeout: 5)
        XCTAssertEqual(received, [["apple", "pear"], ["apple", "fig", "pear"]])
        cancellable.cancel()
    }

    func testThePublisherOfARequest() throws {
        let store = try makeStore()
        var received: [[String]] = []
        let first = expectation(description: "first value")
        let second = expectation(description: "after the write")
        let cancellable = store.publisher(Self.lowStock(below: 3)).sink(
            receiveCompletion: { completion in XCTFail("unexpected completion \(completion)") },
            receiveValue: { items in
                received.append(items.map(\.name))
                if received.count == 1 { first.fulfill() }
                if received.count == 2 { second.fulfill() }
            })
        wait(for: [first], timeout: 5)
        try store.execute(Self.restock(name: "fig", quantity: 1))
        wait(for: [second], timeout: 5)
        XCTAssertEqual(received, [["apple", "pear"], ["apple", "fig", "pear"]])
        cancellable.cancel()
    }

    @MainActor
    func testALiveValueOfARequestAndAParameterChange() async throws {
        let store = try makeStore()
        let live = store.live(Self.lowStock(below: 3))
        try await waitUntil { live.isLoaded }
        XCTAssertEqual(live.value.map(\.name), ["apple", "pear"])
        try await store.execute(Self.restock(name: "fig", quantity: 2))
        try await waitUntil { live.value.count == 3 }
        // Another parameter: the live value fetches the other request.
        live.load(Self.lowStock(below: 2))
        try await waitUntil { live.value.map(\.name) == ["pear"] }
    }

    /// A single-row query (the demo's `stats`, whose SQL returns one row) is a `SingleRowRequest`:
    /// every verb of the store gives one optional row, not an array (issue 44).
    func testASingleRowRequestGivesOneOptionalRow() throws {
        let store = try makeStore()
        let request = ItemStats.stats()
        let fetched: ItemStats? = try store.fetch(request)
        XCTAssertEqual(fetched?.items, 3)
        let publisher: AnyPublisher<ItemStats?, any Error> = store.publisher(request)
        _ = publisher
        try store.writer.read { db in
            XCTAssertEqual(try request.fetchOne(db)?.quantity, 12)
            // GRDB's generic fetch of the same SQL.
            XCTAssertEqual(try ItemStats.fetchOne(db, request)?.items, 3)
        }
    }

    @MainActor
    func testASingleRowRequestIsObservedAsOneOptionalRow() async throws {
        let store = try makeStore()
        let request = ItemStats.stats()
        let awaited: ItemStats? = try await store.fetch(request)
        XCTAssertEqual(awaited?.quantity, 12)
        for try await value in store.observe(request) {
            let observed: ItemStats? = value
            XCTAssertEqual(observed?.items, 3)
            break
        }
        let live: LiveValue<ItemStats?> = store.live(request)
        try await waitUntil { live.isLoaded }
        XCTAssertEqual(live.value?.items, 3)
    }

    /// The largest quantity of the items named `name`: a single value, which may be NULL.
    static func largestQuantity(named name: String) -> SingleRowRequest<Int> {
        SingleRowRequest(
            sql: "SELECT max(quantity) FROM item WHERE name = ?", arguments: [name.databaseValue],
            decodeOne: { try $0.decodeIfPresent(Int.self, at: 0) })
    }

    /// A single value is a `SingleRowRequest` of its type (`SingleRowRequest<Int>`, before
    /// `SingleRowRequest<Int?>` and an overload of each verb for it): every verb gives one optional,
    /// nil for NULL as for no row, and GRDB's generic fetch of the same SQL agrees.
    func testASingleValueIsOneOptionalNilForNULL() throws {
        let store = try makeStore()
        let fig = Self.largestQuantity(named: "fig"), kiwi = Self.largestQuantity(named: "kiwi")
        XCTAssertEqual(try store.fetch(fig), 9)
        XCTAssertNil(try store.fetch(kiwi), "max() of no row is NULL")
        try store.writer.read { db in
            XCTAssertEqual(try fig.fetchOne(db), 9)
            XCTAssertNil(try kiwi.fetchOne(db))
            XCTAssertEqual(try Int.fetchOne(db, fig), 9)
            XCTAssertNil(try Int.fetchOne(db, kiwi))
        }
        let publisher: AnyPublisher<Int?, any Error> = store.publisher(kiwi)
        _ = publisher
    }

    /// A single value, awaited, observed and live: one optional, nil for NULL.
    @MainActor
    func testASingleValueIsObservedAsOneOptional() async throws {
        let store = try makeStore()
        let kiwi = Self.largestQuantity(named: "kiwi")
        let awaited: Int? = try await store.fetch(kiwi)
        XCTAssertNil(awaited)
        for try await value in store.observe(kiwi) {
            let observed: Int? = value
            XCTAssertNil(observed)
            break
        }
        try await store.write { db in
            var kiwiItem = Item(name: "kiwi", quantity: 4)
            try kiwiItem.insert(db)
        }
        let live: LiveValue<Int?> = store.live(kiwi)
        try await waitUntil { live.isLoaded }
        XCTAssertEqual(live.value, 4)
    }

    /// The requests of a write with `RETURNING`, adding 1 to the quantities below 3.
    static let increment = WriteRequest(
        sql: "UPDATE item SET quantity = quantity + 1 WHERE quantity < ? RETURNING name",
        arguments: [3.databaseValue], decode: { try $0.decode(String.self, at: 0) })

    /// A write with `RETURNING` is a `WriteRequest`: the store's `execute` runs it in a write and
    /// gives its rows (its reads do not take it: Tests/CompileFail/ReadOfAWrite.swift).
    func testAWriteWithReturningIsRunByExecute() throws {
        let store = try makeStore()
        XCTAssertEqual(Set(try store.execute(Self.increment)), ["apple", "pear"])
        XCTAssertEqual(Set(try store.write { db in try Self.increment.execute(db) }), ["pear"])
        // apple, fig, pear.
        XCTAssertEqual(try store.fetch(Self.lowStock(below: 99)).map(\.quantity), [3, 9, 3])
    }

    func testAWriteWithReturningIsRunByExecuteAsync() async throws {
        let store = try makeStore()
        let names = try await store.execute(Self.increment)
        XCTAssertEqual(Set(names), ["apple", "pear"])
    }

    /// Waits until `condition` holds, or fails after 5 seconds.
    @MainActor
    func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(5)
        while !condition() {
            guard Date() < deadline else { return XCTFail("timed out") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}
