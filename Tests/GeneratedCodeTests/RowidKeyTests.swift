import FixtureRecords
import Foundation
import GRDB
import XCTest

/// `primaryKey: rowid` (the rowid-keys fixture) against SQLite: the table is `INTEGER PRIMARY KEY`
/// without AUTOINCREMENT, SQLite chooses the key of a record inserted without one, and the record
/// gets it, as with `primaryKey: autoincrement`.
final class RowidKeyTests: XCTestCase {
    func testSQLiteChoosesTheKeyAsTheRowid() throws {
        let store = try JourneysDatabase.inMemory()
        var lyon = Journey(place: "Lyon")
        var nice = Journey(place: "Nice")
        try store.insert(&lyon)
        try store.insert(&nice)
        XCTAssertEqual([lyon.id, nice.id], [1, 2])
        // The rowid without AUTOINCREMENT: the key of the last row, once deleted, is chosen again
        // (AUTOINCREMENT would choose 3).
        XCTAssertEqual(try store.delete(Journey.self, ids: [2]), 1)
        var pau = Journey(place: "Pau")
        try store.save(&pau)
        XCTAssertEqual(pau.id, 2)
        // A draft: the row as SQLite wrote it.
        let metz = try store.insert(Journey.Draft(place: "Metz"))
        XCTAssertEqual(metz.id, 3)
        XCTAssertEqual(try store.fetchOne(Journey.self, id: 3)?.place, "Metz")
        var leg = JourneyLeg(journeyId: 3, mode: "train")
        try store.insert(&leg)
        XCTAssertEqual(leg.id, 1)
        XCTAssertEqual(try store.fetch(JourneyLeg.filter(journeyId: 3)).map(\.mode), ["train"])

        try store.writer.read { db in
            // The table as a hand-written one declares it (the migration said `primaryKey: true`).
            XCTAssertEqual(
                try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'journey'"),
                #"CREATE TABLE "journey" ("id" INTEGER PRIMARY KEY, "place" TEXT NOT NULL)"#)
            XCTAssertFalse(try db.tableExists("sqlite_sequence"), "no AUTOINCREMENT")
        }
    }
}
