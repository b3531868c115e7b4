import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The uuid-keys fixture (issue 37): keys SQLite fills with GRDBGenRuntime's `uuid()`, inserted
/// through a `Draft`, with no `functions:` entry for `uuid`; a function without a result that a
/// trigger calls; an enum whose table has no CHECK of its values.
final class UUIDKeyTests: XCTestCase {
    /// The titles `deckCreated` was called with, across the connection's threads.
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var titles: [String?] = []
        func append(_ title: String?) { lock.withLock { titles.append(title) } }
        var all: [String?] { lock.withLock { titles } }
    }

    func makeStore(_ calls: Calls = Calls()) throws -> DeckDatabase {
        try DeckDatabase.inMemory(functions: DeckDatabase.Functions(deckCreated: { calls.append($0) }))
    }

    func testADraftIsInsertedWithTheKeySQLiteChose() throws {
        let store = try makeStore()
        let deck = try store.insert(Deck.Draft(title: "Spanish"))
        XCTAssertEqual(deck.title, "Spanish")
        XCTAssertEqual(deck.theme, .light, "the column default, filled in by SQLite")
        // `uuid()` is GRDBGenRuntime's: lowercase text, as the record stores its UUIDs.
        let stored = try store.read { db in try String.fetchOne(db, sql: "SELECT id FROM decks") }
        XCTAssertEqual(stored, deck.id.uuidString.lowercased())
        XCTAssertEqual(try store.fetchOne(Deck.self, id: deck.id), deck)
        let other = try store.insert(Deck.Draft(title: "Italian", theme: .dark))
        XCTAssertNotEqual(other.id, deck.id)
        // A child draft, and the parent's children as a request.
        let card = try store.insert(FlashCard.Draft(deckID: deck.id, front: "hola"))
        XCTAssertEqual(try store.fetch(FlashCard.filter(deckID: deck.id)), [card])
        XCTAssertEqual(try store.fetchOne(Deck.filter(id: deck.id).withFlashCards())?.flashCards, [card])
    }

    func testTheAsyncInsertOfADraft() async throws {
        let store = try makeStore()
        let deck = try await store.insert(Deck.Draft(title: "Greek"))
        let count = try await store.fetchCount(Deck.all())
        XCTAssertEqual(count, 1)
        let fetched = try await store.fetchOne(Deck.self, id: deck.id)
        XCTAssertEqual(fetched?.title, "Greek")
    }

    func testAFunctionWithoutResultIsCalledByTheTrigger() throws {
        let calls = Calls()
        let store = try makeStore(calls)
        try store.insert(Deck.Draft(title: "Spanish"))
        try store.write { db in try db.execute(sql: "INSERT INTO decks (title) VALUES ('French')") }
        XCTAssertEqual(calls.all, ["Spanish", "French"])
        // SQL sees NULL.
        let result = try store.read { db in try DatabaseValue.fetchOne(db, sql: "SELECT deckCreated('x')") }
        XCTAssertEqual(result, .null)
    }

    func testAnEnumWithoutCheckTakesOtherValuesThatTheRecordRefuses() throws {
        let store = try makeStore()
        try store.write { db in try db.execute(sql: "INSERT INTO decks (title, theme) VALUES ('Old', 'sepia')") }
        XCTAssertThrowsError(try store.fetch(Deck.all()), "sepia is not a Deck.Theme")
        let sql = try store.read { db in
            try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'decks'")
        }
        XCTAssertFalse(sql?.uppercased().contains("CHECK") ?? true, sql ?? "")
    }

    func testAConnectionWithoutUUIDIsRefusedBeforeTheMigrations() throws {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            db.add(function: DatabaseFunction("deckCreated", argumentCount: 1, pure: false) { _ in nil })
        }
        XCTAssertThrowsError(try DeckDatabase(DatabaseQueue(configuration: configuration))) { error in
            XCTAssertEqual(error as? StoreError, .missingFunction(name: "uuid", argumentCount: 0))
        }
        // With GRDBGenRuntime's `uuid()` added, it opens.
        configuration.prepareDatabase { db in db.add(function: .uuid) }
        XCTAssertNoThrow(try DeckDatabase(DatabaseQueue(configuration: configuration)))
    }

    /// Filters on a DELETE, an UPDATE (before its RETURNING) and the SELECT of an INSERT: each
    /// variant changes the rows the same SQL written by hand changes.
    func testFiltersOnWrites() throws {
        let store = try makeStore()
        let spanish = try store.insert(Deck.Draft(title: "Spanish"))
        let dark = try store.insert(Deck.Draft(title: "Night", theme: .dark))
        for front in ["hola", "adiós", "", "hasta luego"] {
            try store.insert(FlashCard.Draft(deckID: spanish.id, front: front))
        }
        // INSERT … SELECT, the filter on and off.
        XCTAssertEqual(
            try store.execute(FlashCard.copyCards(toDeck: LowercaseUUID(dark.id), fromDeck: spanish.id, pattern: "h%")),
            2)
        XCTAssertEqual(
            try store.fetch(FlashCard.filter(deckID: dark.id).order(FlashCard.Columns.front)).map(\.front),
            ["hasta luego", "hola"])
        XCTAssertEqual(try store.execute(FlashCard.copyCards(toDeck: LowercaseUUID(dark.id), fromDeck: spanish.id)), 4)
        // DELETE: the flag, the parameter, both, none.
        XCTAssertEqual(try store.execute(FlashCard.deleteCards(deckID: spanish.id, blank: true)), 1)
        XCTAssertEqual(try store.execute(FlashCard.deleteCards(deckID: spanish.id, pattern: "h%", blank: true)), 0)
        XCTAssertEqual(try store.execute(FlashCard.deleteCards(deckID: spanish.id, pattern: "h%")), 2)
        XCTAssertEqual(try store.fetch(FlashCard.filter(deckID: spanish.id)).map(\.front), ["adiós"])
        XCTAssertEqual(try store.execute(FlashCard.deleteCards(deckID: dark.id)), 6)
        // UPDATE … RETURNING, the filter on and off.
        let themed = try store.write { db in try Deck.retitleDecks(title: "Dark", theme: .dark).execute(db) }
        XCTAssertEqual(themed, [dark.id])
        XCTAssertEqual(try store.fetchOne(Deck.self, id: spanish.id)?.title, "Spanish")
        let all = try store.write { db in try Deck.retitleDecks(title: "Any").execute(db) }
        XCTAssertEqual(Set(all), [dark.id, spanish.id])
    }

    /// A write of `single: true` gives its one row, or nil (issue 53): a value (an upsert's key),
    /// a record (the row an UPDATE changed), nil when no row was changed; the rows are those of
    /// the SQL written by hand.
    func testAWriteOfOneRowGivesThatRow() throws {
        let store = try makeStore()
        let id = Deck.ID()
        let upserted: Deck.ID? = try store.execute(Deck.upsertDeck(id: id, title: "Spanish"))
        XCTAssertEqual(upserted, id)
        let renamed: Deck? = try store.write { db in try Deck.renameDeck(title: "Castellano", id: id).execute(db) }
        let byHand = try store.read { db in
            try Deck.fetchOne(db, sql: "SELECT * FROM decks WHERE id = ?", arguments: [id.uuidString.lowercased()])
        }
        XCTAssertEqual(renamed, byHand)
        XCTAssertEqual(renamed?.title, "Castellano")
        XCTAssertNil(try store.execute(Deck.renameDeck(title: "None", id: .init())))
        XCTAssertEqual(try store.fetchCount(Deck.all()), 1)
        // Equal by SQL and arguments, as the other requests.
        XCTAssertEqual(Deck.renameDeck(title: "a", id: id), Deck.renameDeck(title: "a", id: id))
        XCTAssertNotEqual(Deck.renameDeck(title: "a", id: id), Deck.renameDeck(title: "b", id: id))
    }

    /// The store's `async` execute of a write of one row gives it too.
    func testTheAsyncWriteOfOneRow() async throws {
        let store = try makeStore()
        let id = Deck.ID()
        let upserted: Deck.ID? = try await store.execute(Deck.upsertDeck(id: id, title: "Spanish"))
        XCTAssertEqual(upserted, id)
    }

    /// A table without a primary key gets the full record API, keyed by its rowid (issue 37).
    func testATableWithoutPrimaryKeyIsKeyedByItsRowID() throws {
        let store = try makeStore()
        let deck = try store.insert(Deck.Draft(title: "Spanish"))
        var first = DeckReview(deckID: deck.id, grade: 3)
        try store.insert(&first)
        let rowid = try XCTUnwrap(first.rowid)
        var second = DeckReview(deckID: deck.id, grade: 5)
        try store.save(&second)
        XCTAssertEqual(try store.fetch(DeckReview.all().order(Column.rowID)), [first, second])
        first.grade = 4
        try store.update(first)
        XCTAssertEqual(try store.fetchOne(DeckReview.self, id: rowid)?.grade, 4)
        XCTAssertEqual(try store.read { db in try DeckReview.fetchOne(db, key: rowid)?.grade }, 4, "GRDB's own lookup")
        XCTAssertEqual(try store.fetch(DeckReview.reviewsOfDeck(deckID: deck.id)).map(\.grade), [4, 5])
        XCTAssertEqual(try store.delete(DeckReview.self, ids: [rowid]), 1)
        XCTAssertEqual(try store.fetch(DeckReview.all()), [second])
    }

    /// A schema's own `uuid` (the reminders fixture declares one) wins over GRDBGenRuntime's.
    func testTheSchemasOwnUUIDWins() throws {
        let fixed = "00000000-0000-4000-8000-000000000001"
        let store = try RemindersDatabase.inMemory(functions: RemindersDatabase.Functions(uuid: { fixed }))
        try store.write { db in try db.execute(sql: "INSERT INTO remindersLists (title) VALUES ('Home')") }
        XCTAssertEqual(try store.read { db in try String.fetchOne(db, sql: "SELECT id FROM remindersLists") }, fixed)
    }
}
