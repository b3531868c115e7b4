import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The trigram-search fixture (Tests/Fixtures/Schemas/trigram-search.yaml): substring search, as
/// SQLiteData's Reminders example searches, against SQLite.
final class TrigramSearchTests: XCTestCase {
    func testASubstringOfThreeCharactersFindsItsRows() throws {
        let store = try TrigramDatabase(DatabaseQueue())
        var cake = Errand(title: "Bake a chocolate cake", notes: "for Saturday")
        var sale = Errand(title: "Garage sale", notes: "price the CAKE tins")
        var call = Errand(title: "Call mom")
        try store.insert(&cake)
        try store.insert(&sale)
        try store.insert(&call)
        // Inside words, in any column, whatever the case.
        XCTAssertEqual(
            try store.fetch(Errand.searching("ake")).map(\.title).sorted(), ["Bake a chocolate cake", "Garage sale"])
        XCTAssertEqual(try store.fetch(Errand.searching("colat")).map(\.title), ["Bake a chocolate cake"])
        XCTAssertEqual(try store.fetch(Errand.searching("MOM")).map(\.title), ["Call mom"])
        // Every term must match: `urday` and `cake` are both in the first reminder only.
        XCTAssertEqual(try store.fetch(Errand.searching("cake urday")).map(\.title), ["Bake a chocolate cake"])
        // FTS5's trigrams: a term shorter than three characters finds nothing.
        XCTAssertEqual(try store.fetch(Errand.searching("ak")).count, 0)
        // The index follows the table's writes.
        call.title = "Call the baker"
        try store.update(call)
        XCTAssertEqual(try store.fetch(Errand.searching("ake")).count, 3)
        // FTS5's own check of the index against its table.
        try store.writer.write { db in
            try db.execute(sql: "INSERT INTO errand_ft(errand_ft, rank) VALUES ('integrity-check', 1)")
        }
    }

    /// A query marks the matches (`highlight`) and ranks them (`bm25`, `rank`), typed.
    func testAQueryHighlightsAndRanksMatches() throws {
        let store = try TrigramDatabase(DatabaseQueue())
        var cake = Errand(title: "Bake a cake")
        var sale = Errand(title: "Garage sale", notes: "cake tins")
        try store.insert(&cake)
        try store.insert(&sale)
        let rows = try store.fetch(
            HighlightedErrandsRow.highlightedErrands(pattern: XCTUnwrap(FTS5Pattern(matchingAllPrefixesIn: "ake"))))
        XCTAssertEqual(rows.map(\.id), [cake.id!, sale.id!], "the title's matches rank first")
        XCTAssertEqual(rows.first?.title, "B[ake] a c[ake]")
        XCTAssertEqual(rows.last?.title, "Garage sale")
        let scores: [Double] = rows.map(\.score)
        XCTAssertLessThanOrEqual(scores[0], scores[1])
    }
}
