import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The async twins (`async: true`, on in the todos fixture), driven from the main actor as a
/// SwiftUI view model would: each call has the name and parameters of its synchronous twin, and
/// in `async` code Swift calls the twin, which suspends instead of blocking.
@MainActor
final class AsyncStoreTests: XCTestCase {
    func testTheAsyncTwinsFromTheMainActor() async throws {
        let store = try TodoStore.inMemory()
        var home = ListRecord(title: "Home")
        try await store.save(&home)
        let homeID = try XCTUnwrap(home.id, "the twin sets the key of the record it saved")
        var work = ListRecord(title: "Work")
        try await store.insert(&work)
        XCTAssertNotNil(work.id)
        let errands = try await store.insert(ListRecord.Draft(title: "Errands"))
        XCTAssertNotNil(errands.id)
        work.title = "Office"
        try await store.update(work)

        let lists = try await store.fetch(ListRecord.all().ordered(by: .title))
        XCTAssertEqual(lists.map(\.title), ["Errands", "Home", "Office"])
        let fetched = try await store.fetchOne(ListRecord.self, id: homeID)
        XCTAssertEqual(fetched, home)
        let count = try await store.fetchCount(ListRecord.all())
        XCTAssertEqual(count, 3)

        var todo = Todo(listId: homeID, title: "Water plants")
        try await store.save(&todo)
        let withTodos = try await store.fetchOne(ListRecord.filter(id: homeID).withTodos())
        XCTAssertEqual(withTodos?.todos.map(\.title), ["Water plants"])
        let homeTodos = try await store.fetch(Todo.filter(listId: homeID))
        XCTAssertEqual(homeTodos, [todo])

        let deleted = try await store.delete(ListRecord.self, ids: [try XCTUnwrap(errands.id)])
        XCTAssertEqual(deleted, 1)
        let remaining = try await store.fetchCount(ListRecord.all())
        XCTAssertEqual(remaining, 2)
    }

    func testAFailedWriteLeavesTheRecordAsItWas() async throws {
        let store = try TodoStore.inMemory()
        // No list 999: the foreign key fails, and the todo keeps its nil id.
        var orphan = Todo(listId: 999, title: "Orphan")
        do {
            try await store.save(&orphan)
            XCTFail("a todo of no list was saved")
        } catch let error as DatabaseError {
            XCTAssertEqual(error.resultCode, .SQLITE_CONSTRAINT)
        }
        XCTAssertNil(orphan.id)
        let count = try await store.fetchCount(Todo.all())
        XCTAssertEqual(count, 0)
    }

    func testConcurrentCallsFromTheMainActorAllLand() async throws {
        let store = try TodoStore.inMemory()
        // A hundred saves in child tasks: each suspends on the store's writer, none is lost.
        let saved = try await withThrowingTaskGroup(of: ListRecord.self) { group in
            for index in 0..<100 {
                group.addTask {
                    var list = ListRecord(title: "List \(index)")
                    try await store.save(&list)
                    return list
                }
            }
            var result: [ListRecord] = []
            for try await list in group { result.append(list) }
            return result
        }
        XCTAssertEqual(Set(saved.compactMap(\.id)).count, 100)
        let count = try await store.fetchCount(ListRecord.all())
        XCTAssertEqual(count, 100)
    }
}
