import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The search-triggers fixture (Tests/Fixtures/Schemas/search-triggers.yaml): search indexes beside
/// triggers of the app that write the same rows, made in both orders (`journal`: index first,
/// `clip`: triggers first). SQLite fires the newest trigger first; with GRDBGen's synchronization
/// the index stays whole in both orders.
final class SearchIndexTriggerTests: XCTestCase {
    /// 500 inserts, updates of each indexed column, rowid changes, INSERT OR REPLACE and deletes,
    /// through the generated store and plain SQL; then FTS5's integrity check, the index compared
    /// row by row with its table, and searches.
    func testTheIndexStaysWholeBesideTriggersInBothCreationOrders() throws {
        let store = try JournalStore(DatabaseQueue())
        for i in 1...500 {
            var journal = Journal(title: " journal \(i) ", body: i.isMultiple(of: 2) ? "even page \(i)" : nil)
            try store.insert(&journal)
            var clip = Clip(title: " clip \(i) ", body: "clip body \(i)")
            try store.insert(&clip)
        }
        // The app's insert triggers ran: positions 1...500.
        XCTAssertEqual(try store.fetch(Journal.all()).map(\.position), Array(1...500))
        for var journal in try store.fetch(Journal.all()) where journal.id! % 3 == 0 {
            journal.body = "rewritten \(journal.id!)"
            try store.update(journal)  // the app's update trigger trims the title after it
        }
        for var clip in try store.fetch(Clip.all()) where clip.id! % 4 == 0 {
            clip.title = " renamed clip \(clip.id!) "
            try store.update(clip)
        }
        try store.writer.write { db in
            for table in ["journal", "clip"] {
                try db.execute(sql: "UPDATE \(table) SET id = id + 10000 WHERE id % 7 = 0")
                try db.execute(
                    sql: "INSERT OR REPLACE INTO \(table) (id, title, body) VALUES (5, 'replaced', 'by replace')")
            }
        }
        // Multiples of 10, but those of 7 moved away.
        XCTAssertEqual(try store.delete(Journal.self, ids: Array(stride(from: 10, through: 500, by: 10))), 43)
        XCTAssertEqual(try store.delete(Clip.self, ids: Array(stride(from: 10, through: 500, by: 10))), 43)
        func deleted(_ id: Int) -> Bool { id.isMultiple(of: 10) && !id.isMultiple(of: 7) }

        try store.writer.write { db in  // FTS5's integrity check is an INSERT
            for (table, index) in [("journal", "journal_ft"), ("clip", "clip_ft")] {
                try db.execute(sql: "INSERT INTO \(index)(\(index), rank) VALUES('integrity-check', 1)")
                let missing = try Int.fetchOne(
                    db,
                    sql: """
                        SELECT count(*) FROM (
                          SELECT rowid, title, body FROM \(table) EXCEPT SELECT rowid, title, body FROM \(index))
                        """)
                let extra = try Int.fetchOne(
                    db,
                    sql: """
                        SELECT count(*) FROM (
                          SELECT rowid, title, body FROM \(index) EXCEPT SELECT rowid, title, body FROM \(table))
                        """)
                XCTAssertEqual(missing, 0, "\(table): rows the index does not have as the table has them")
                XCTAssertEqual(extra, 0, "\(table): entries of the index that the table does not have")
                XCTAssertEqual(
                    try Int.fetchOne(db, sql: "SELECT count(*) FROM \(index)"),
                    try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)"))
            }
        }
        // Searches see the rows as they are now.
        XCTAssertEqual(
            try store.fetch(Journal.searching("rewritten")).count,
            (1...500).filter { $0.isMultiple(of: 3) && !deleted($0) }.count)
        XCTAssertEqual(try store.fetch(Journal.searching("replaced")).map(\.id), [5])
        let renamed = try store.fetch(Clip.searching("renamed"))
        XCTAssertEqual(renamed.count, (1...500).filter { $0.isMultiple(of: 4) && !deleted($0) }.count)
        XCTAssertTrue(renamed.contains { $0.title == "renamed clip 4" }, "the title as the app's trigger trimmed it")
        XCTAssertEqual(try store.fetch(Clip.searching("replace")).map(\.body), ["by replace"])
    }

    /// `caseSensitive: true` of a trigram index, and `prefixes:`: the FTS5 tables SQLite made
    /// take them, and searches find what they say.
    func testACaseSensitiveTrigramIndexAndPrefixIndexes() throws {
        let store = try JournalStore(DatabaseQueue())
        for label in ["Cake", "cake", "Pancake"] {
            var sticker = Sticker(label: label)
            try store.insert(&sticker)
        }
        XCTAssertEqual(Set(try store.fetch(Sticker.searching("ake")).map(\.label)), ["Cake", "cake", "Pancake"])
        // The index tells `Cak` from `cak` (`searching(_:)` of a text folds its words' case, as GRDB's
        // `FTS5Pattern(matchingAllPrefixesIn:)` does).
        let exact = try XCTUnwrap(FTS5Pattern(rawPattern: "\"Cak\""))
        XCTAssertEqual(try store.fetch(Sticker.all().searching(exact)).map(\.label), ["Cake"])
        for text in ["apple pie", "apricot", "banana"] {
            var phrase = Phrase(text: text)
            try store.insert(&phrase)
        }
        XCTAssertEqual(Set(try store.fetch(Phrase.searching("ap")).map(\.text)), ["apple pie", "apricot"])
        let made = try store.read { db in
            try String.fetchAll(
                db, sql: "SELECT sql FROM sqlite_master WHERE name IN ('phrase_ft', 'sticker_ft') ORDER BY name")
        }
        XCTAssertEqual(made.count, 2)
        XCTAssertTrue(made[0].contains("prefix='2 3'") || made[0].contains("prefix=\"2 3\""), made[0])
        XCTAssertTrue(made[1].contains("'case_sensitive' '1'") || made[1].contains("''case_sensitive'' ''1''"), made[1])
    }

    /// The same shape with GRDB's triggers (the synchronization of schemas locked before GRDBGen
    /// had its own): the app's trigger, newer, updates the row before the index has it, and SQLite
    /// reports the index corrupt. This is what the fixture above would do without GRDBGen's.
    func testGRDBTriggersBesideAnAppTriggerCorruptTheIndex() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, title TEXT, body TEXT, position INTEGER)")
            try db.create(virtualTable: "note_ft", using: FTS5()) { t in
                t.synchronize(withTable: "note")
                t.column("title")
                t.column("body")
            }
            try db.execute(
                sql: """
                    CREATE TRIGGER note_position AFTER INSERT ON note BEGIN
                      UPDATE note SET position = (SELECT max(position) + 1 FROM note) WHERE id = NEW.id;
                    END
                    """)
        }
        XCTAssertThrowsError(
            try queue.write { db in
                for i in 1...3 {
                    try db.execute(sql: "INSERT INTO note (title, body) VALUES (?, ?)", arguments: ["t\(i)", "b\(i)"])
                }
                try db.execute(sql: "INSERT INTO note_ft(note_ft, rank) VALUES('integrity-check', 1)")
            }
        ) { error in
            XCTAssertEqual((error as? DatabaseError)?.resultCode, .SQLITE_CORRUPT, "\(error)")
        }
    }
}
