import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The views fixture (Tests/Fixtures/Schemas/views.yaml): read-only records of SQLite views.
final class ViewTests: XCTestCase {
    /// Three poets, three poems; Le Guin's two poems are rated 4 and 5.
    func makeStore() throws -> PoetryStore {
        let store = try PoetryStore(DatabaseQueue())
        var leGuin = Poet(name: "Ursula K. Le Guin")
        var herbert = Poet(name: "Frank Herbert")
        var nobody = Poet(name: "Nobody Yet")
        try store.insert(&leGuin)
        try store.insert(&herbert)
        try store.insert(&nobody)
        for (poet, title, status, rating) in [
            (leGuin, "The Dispossessed", Poem.Status.done, 5), (leGuin, "The Lathe of Heaven", .reading, 4),
            (herbert, "Dune", .unread, nil),
        ] as [(Poet, String, Poem.Status, Int?)] {
            var poem = Poem(poetId: try XCTUnwrap(poet.id), title: title, status: status, rating: rating)
            try store.insert(&poem)
        }
        return store
    }

    func testAViewReturnsItsRowsAsRecords() throws {
        let store = try makeStore()
        let overviews = try store.fetch(PoemOverview.all().ordered(by: .title))
        XCTAssertEqual(overviews.map(\.title), ["Dune", "The Dispossessed", "The Lathe of Heaven"])
        XCTAssertEqual(overviews.map(\.poetName), ["Frank Herbert", "Ursula K. Le Guin", "Ursula K. Le Guin"])
        // The enum of the table column it reads.
        XCTAssertEqual(overviews.map(\.status), [.unread, .done, .reading])
        XCTAssertEqual(try store.fetchCount(PoemOverview.all()), 3)

        // GRDB's query interface on the view: the record is a TableRecord.
        let reading = try store.writer.read { db in
            try PoemOverview.filter(PoemOverview.Columns.status == PoemOverview.Status.reading).fetchAll(db)
        }
        XCTAssertEqual(reading.map(\.title), ["The Lathe of Heaven"])
        // The fast path and GRDB's decoding by name give the same values.
        let byName = try store.writer.read { db in
            try Row.fetchAll(db, PoemOverview.all().ordered(by: .title)).map(PoemOverview.init(row:))
        }
        XCTAssertEqual(byName, overviews)
    }

    func testComputedColumnsHaveTheTypesOfTheirOverrides() throws {
        let store = try makeStore()
        let summaries = try store.fetch(PoetSummary.all()).sorted { $0.name < $1.name }
        XCTAssertEqual(summaries.map(\.name), ["Frank Herbert", "Nobody Yet", "Ursula K. Le Guin"])
        XCTAssertEqual(summaries.map(\.poemCount), [1, 0, 2])
        // `avg` of no rating is NULL: an optional.
        XCTAssertEqual(summaries.map(\.averageRating), [nil, nil, 4.5])
    }

    func testObservingAViewSeesChangesOfItsTables() async throws {
        let store = try makeStore()
        var iterator = store.observe(PoetSummary.all()).makeAsyncIterator()
        let first = try await iterator.next()
        XCTAssertEqual(first?.map(\.poemCount).sorted(), [0, 1, 2])
        // A poem of the poet without poems: the view changes, though nothing wrote it.
        let poets = try await store.fetch(Poet.all())
        let nobody = try XCTUnwrap(poets.first { $0.name == "Nobody Yet" })
        var poem = Poem(poetId: try XCTUnwrap(nobody.id), title: "First", status: .unread)
        try await store.insert(&poem)
        let second = try await iterator.next()
        XCTAssertEqual(second?.map(\.poemCount).sorted(), [1, 1, 2])
    }

    func testTheViewsAreInTheMigratedDatabase() throws {
        let store = try makeStore()
        let views = try store.writer.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'view' ORDER BY name")
        }
        XCTAssertEqual(views, ["poem_overview", "poet_stats"])
    }
}
