import BookshelfStore
import Foundation
import GRDB
import GRDBGenRuntime
import Observation
import XCTest

final class BookshelfStoreTests: XCTestCase {
    func testShelvesBooksAndSessions() throws {
        let store = try BookshelfDatabase.inMemory()
        var fiction = Shelf(name: "Fiction", position: 2)
        var science = Shelf(name: "Science", position: 1)
        try store.save(&fiction)
        try store.save(&science)
        XCTAssertEqual(
            try store.fetch(Shelf.all().ordered(by: .position)).map(\.name),
            ["Science", "Fiction"])
        XCTAssertEqual(try store.fetch(Shelf.all().ordered(by: .nameDescending)).map(\.name), ["Science", "Fiction"])

        let date = Date(timeIntervalSince1970: 1_700_000_000)
        var dune = Book(shelfId: fiction.id!, title: "Dune", author: "Frank Herbert", pages: 412, isFinished: true, addedAt: date)
        var emma = Book(shelfId: fiction.id!, title: "Emma", isFinished: false, rating: 4.5)
        try store.save(&dune)
        try store.save(&emma)
        XCTAssertEqual(try store.books(onShelf: fiction.id!).map(\.title), ["Dune", "Emma"])
        XCTAssertEqual(try store.fetchOne(Book.self, id: dune.id!), dune)
        XCTAssertEqual(try store.fetchOne(Book.self, id: emma.id!)?.rating, 4.5)

        var session = ReadingSession(bookId: dune.id!, minutes: 30)
        try store.save(&session)
        var another = ReadingSession(bookId: dune.id!, minutes: 45)
        try store.save(&another)
        XCTAssertEqual(try store.minutesRead(bookID: dune.id!), 75)
        XCTAssertEqual(try store.fetchCount(ReadingSession.all()), 2)
    }

    func testCallbacksOfTheAppRun() throws {
        let store = try BookshelfDatabase.inMemory()
        var shelf = Shelf(name: "  Poetry \n")
        try store.save(&shelf)
        XCTAssertEqual(shelf.name, "Poetry")
        XCTAssertEqual(shelf.id, 1)
        XCTAssertEqual(try store.fetch(Shelf.all()).map(\.name), ["Poetry"])
    }

    func testDefaultsComeFromTheMigrations() throws {
        let store = try BookshelfDatabase.inMemory()
        try store.writer.write { db in
            try db.execute(sql: "INSERT INTO shelf (name) VALUES ('Unsorted')")
            try db.execute(sql: "INSERT INTO book (shelf_id, title) VALUES (1, 'Untitled')")
        }
        XCTAssertEqual(try store.fetch(Shelf.all()).first?.position, 0)
        XCTAssertEqual(try store.fetch(Book.all()).first?.isFinished, false)
    }

    func testObservationOfBooks() async throws {
        let store = try BookshelfDatabase.inMemory()
        var shelf = Shelf(name: "Poetry")
        try await store.save(&shelf)
        var iterator = store.observe(Book.all().ordered(by: .title)).makeAsyncIterator()
        let initial = try await iterator.next()
        XCTAssertEqual(initial, [])
        var book = Book(shelfId: shelf.id!, title: "Odes")
        try await store.save(&book)
        let next = try await iterator.next()
        XCTAssertEqual(next?.map(\.title), ["Odes"])
    }

    /// An app's `@Observable` model holds a live value of the store in one line.
    @MainActor
    func testALiveValueInAnObservableModel() async throws {
        guard #available(macOS 14, iOS 17, *) else { throw XCTSkip("Observation needs macOS 14") }
        let store = try BookshelfDatabase.inMemory()
        let model = ShelvesModel(store: store)
        try await waitUntil { model.shelves.isLoaded }
        XCTAssertEqual(model.shelves.value, [])
        var poetry = Shelf(name: "Poetry", position: 2)
        var fiction = Shelf(name: "Fiction", position: 1)
        try await store.save(&poetry)
        try await store.save(&fiction)
        try await waitUntil { model.shelves.value.map(\.name) == ["Fiction", "Poetry"] }
    }

    /// Waits until `condition` holds, or fails after 5 seconds.
    @MainActor
    func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(5)
        while !condition() {
            if Date() > deadline { return XCTFail("timed out") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}

/// A view model as an app writes it: the shelves, kept current while the model lives.
@available(macOS 14, iOS 17, *)
@MainActor
@Observable
final class ShelvesModel {
    let shelves: LiveValue<[Shelf]>

    init(store: BookshelfDatabase) {
        shelves = store.live(Shelf.all().ordered(by: .position))
    }
}
