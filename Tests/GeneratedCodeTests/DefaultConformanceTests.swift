import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import Observation
import XCTest

/// A schema without any `swift:` option (the several-tables fixture, issue 45): its records are
/// `Equatable` and `Hashable` by the values they store, so that live values and observations skip
/// equal values; a record whose key SQLite chooses is its own `Draft`.
final class DefaultConformanceTests: XCTestCase {
    /// Compiles only for `Equatable` and `Hashable` types.
    func hashable<T: Hashable>(_ type: T.Type) -> Bool { true }

    func testRecordsCompareByTheValuesTheyStore() {
        XCTAssertTrue(hashable(Author.self) && hashable(Book.self) && hashable(Branch.self))
        let added = Date(timeIntervalSince1970: 1_800_000_000.123)
        let book = Book(authorId: 1, title: "Dune", addedAt: added)
        XCTAssertEqual(book, Book(authorId: 1, title: "Dune", addedAt: added))
        // Within the precision of the column (milliseconds), two dates store the same text.
        XCTAssertEqual(book, Book(authorId: 1, title: "Dune", addedAt: added.addingTimeInterval(0.0001)))
        XCTAssertNotEqual(book, Book(authorId: 1, title: "Dune", addedAt: added.addingTimeInterval(1)))
        XCTAssertNotEqual(book, Book(authorId: 1, title: "Emma", addedAt: added))
        XCTAssertNotEqual(book, Book(id: 3, authorId: 1, title: "Dune", addedAt: added))
        XCTAssertEqual(Set([book, book, Book(authorId: 2, title: "Dune", addedAt: added)]).count, 2)
    }

    func testARecordWhoseKeySQLiteChoosesIsItsOwnDraft() throws {
        XCTAssertTrue(Author.Draft.self == Author.self)
        let store = try LibraryDatabase.inMemory()
        let saved = try store.insert(Author.Draft(fullName: "Ada"))
        XCTAssertNotNil(saved.id)
        XCTAssertEqual(try store.fetchOne(Author.self, id: saved.id!), saved)
        let other = try store.writer.write { db in try Author.Draft(fullName: "Grace").insertAndFetch(db) }
        XCTAssertEqual(other.fullName, "Grace")
        XCTAssertNotEqual(other.id, saved.id)
    }

    @MainActor
    func testALiveValueOfADefaultSchemaSkipsEqualValues() async throws {
        let store = try LibraryDatabase.inMemory()
        let ada = try await store.insert(Author.Draft(fullName: "Ada"))
        let authors = store.live(Author.all().ordered(by: .fullName))
        XCTAssertEqual(authors.value, [ada])
        let changes = LiveValueTests.Changes<[Author]>()
        changes.track(authors)
        // A write to another table, and one that stores the same values: no new value.
        try await store.insert(Book(authorId: ada.id!, title: "Notes", addedAt: Date()))
        try await store.write { db in try db.execute(sql: "UPDATE author SET full_name = full_name") }
        let grace = try await store.insert(Author.Draft(fullName: "Grace"))
        let deadline = Date().addingTimeInterval(5)
        while authors.value != [ada, grace], Date() < deadline { try await Task.sleep(for: .milliseconds(5)) }
        XCTAssertEqual(authors.value, [ada, grace])
        try await Task.sleep(for: .milliseconds(50))
        XCTAssertEqual(changes.count, 1, "only the insert of an author changed the value")
    }
}
