import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The `adoption-shapes` fixture: an app without a migrator whose users' files come in four shapes
/// (a fresh install; an upgraded one whose later columns have no type; an older one, with a table
/// the app drops and without a column added since; one whose columns are in another order). Each
/// is adopted — brought to the baseline's shape in the adoption's transaction — and its rows read
/// back by every path (fast path, GRDB's `init(row:)`, a `SELECT *` query, a cursor) and written back
/// unchanged. A fifth shape, which the baseline does not declare, is refused, the file byte for byte
/// as it was.
final class AdoptionShapesTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("shapes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    static let tag = """
        CREATE TABLE IF NOT EXISTS diary_tag (
          id INTEGER PRIMARY KEY,
          entry_id INTEGER NOT NULL REFERENCES diary_entry(id) ON DELETE CASCADE,
          label TEXT NOT NULL);
        CREATE INDEX IF NOT EXISTS diary_tag_on_entry ON diary_tag(entry_id);
        """

    /// The version of today's app: one CREATE TABLE.
    static let fresh = """
        CREATE TABLE IF NOT EXISTS diary_entry (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          title TEXT NOT NULL,
          body TEXT NOT NULL DEFAULT '',
          mood INTEGER,
          starred BOOLEAN NOT NULL DEFAULT 0,
          rank REAL);
        CREATE INDEX IF NOT EXISTS diary_entry_on_rank ON diary_entry(rank);
        """ + tag

    /// Version 1's table, then each later version's ALTER TABLE (mood and starred without a type).
    static let upgraded = """
        CREATE TABLE IF NOT EXISTS diary_entry (
          id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL, body TEXT NOT NULL DEFAULT '');
        ALTER TABLE diary_entry ADD COLUMN mood;
        ALTER TABLE diary_entry ADD COLUMN starred DEFAULT 0;
        ALTER TABLE diary_entry ADD COLUMN rank REAL;
        CREATE INDEX IF NOT EXISTS diary_entry_on_rank ON diary_entry(rank);
        """ + tag

    /// A file last opened by version 2: an events table (dropped by version 4), no `rank`.
    static let older = """
        CREATE TABLE IF NOT EXISTS diary_entry (
          id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL, body TEXT NOT NULL DEFAULT '');
        ALTER TABLE diary_entry ADD COLUMN mood;
        ALTER TABLE diary_entry ADD COLUMN starred DEFAULT 0;
        CREATE TABLE diary_event (id INTEGER PRIMARY KEY, day TEXT);
        CREATE INDEX diary_event_on_day ON diary_event(day);
        INSERT INTO diary_event (day) VALUES ('2021-03-04');
        """ + tag

    /// Today's columns, `body` before `title`.
    static let reordered = fresh.replacingOccurrences(
        of: "title TEXT NOT NULL,\n  body TEXT NOT NULL DEFAULT '',",
        with: "body TEXT NOT NULL DEFAULT '',\n  title TEXT NOT NULL,")

    /// A shape the baseline does not declare: a column it does not have.
    static let undeclared = fresh.replacingOccurrences(of: "rank REAL);", with: "rank REAL, legacy_flag INTEGER);")

    /// A file made by the app's SQL, with three entries (one deleted, so that AUTOINCREMENT has a
    /// higher id to keep) and two tags.
    func file(_ script: String, hasRank: Bool = true) throws -> String {
        let path = directory.appendingPathComponent("\(UUID().uuidString).sqlite").path
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: script)
            try db.execute(
                sql: """
                    INSERT INTO diary_entry (title, body, mood, starred) VALUES ('First', 'a', 3, 1);
                    INSERT INTO diary_entry (title, body, mood) VALUES ('Second', 'b', NULL);
                    INSERT INTO diary_entry (title, mood, starred) VALUES ('Third', '3', 0);
                    INSERT INTO diary_entry (title) VALUES ('Deleted');
                    DELETE FROM diary_entry WHERE title = 'Deleted';
                    INSERT INTO diary_tag (entry_id, label) VALUES (1, 'home'), (3, 'work');
                    """)
            if hasRank { try db.execute(sql: "UPDATE diary_entry SET rank = id * 1.5") }
        }
        try queue.close()
        return path
    }

    func expected(hasRank: Bool) -> [DiaryEntry] {
        [
            DiaryEntry(id: 1, title: "First", body: "a", mood: 3, starred: true, rank: hasRank ? 1.5 : nil),
            DiaryEntry(id: 2, title: "Second", body: "b", mood: nil, starred: false, rank: hasRank ? 3 : nil),
            DiaryEntry(id: 3, title: "Third", body: "", mood: 3, starred: false, rank: hasRank ? 4.5 : nil),
        ]
    }

    /// The rows by every path, and written back unchanged.
    func checkEveryPath(
        _ path: String, hasRank: Bool = true, file: StaticString = #filePath, line: UInt = #line
    )
        throws
    {
        let store = try DiaryDatabase.openFile(atPath: path)
        let want = expected(hasRank: hasRank)
        XCTAssertEqual(try store.fetch(DiaryEntry.all().order(DiaryEntry.Columns.id)), want, file: file, line: line)
        XCTAssertEqual(try store.read { db in try DiaryEntry.fetchOne(db, id: 3) }, want[2], file: file, line: line)
        XCTAssertEqual(try store.fetch(DiaryEntry.entriesOfMood(mood: 3)), [want[0], want[2]], file: file, line: line)
        try store.read { db in
            let byName = try Row.fetchAll(db, sql: "SELECT * FROM diary_entry ORDER BY id").map(DiaryEntry.init(row:))
            XCTAssertEqual(byName, want, file: file, line: line)
            XCTAssertEqual(try Array(DiaryEntry.fetchCursor(db, sql: "SELECT * FROM diary_entry ORDER BY id")), want)
            // The query's own cursor reads by position, as its fetches do.
            XCTAssertEqual(
                try Array(DiaryEntry.entriesOfMood(mood: 3).fetchCursor(db)), [want[0], want[2]], file: file, line: line
            )
            XCTAssertEqual(try DiaryTag.fetchAll(db).map(\.label), ["home", "work"], file: file, line: line)
            XCTAssertFalse(try db.tableExists("diary_event"), file: file, line: line)
            XCTAssertEqual(try Int.fetchOne(db, sql: "PRAGMA foreign_key_check"), nil, file: file, line: line)
        }
        let before = try store.read { db in try Row.fetchAll(db, sql: "SELECT * FROM diary_entry ORDER BY id") }
        try store.write { db in
            for entry in try DiaryEntry.fetchAll(db) { try entry.update(db) }
        }
        let after = try store.read { db in try Row.fetchAll(db, sql: "SELECT * FROM diary_entry ORDER BY id") }
        XCTAssertEqual(after, before, file: file, line: line)
        // AUTOINCREMENT kept the id of the deleted row.
        let next = try store.write { db in
            var entry = DiaryEntry(title: "New")
            try entry.insert(db)
            return entry.id
        }
        XCTAssertEqual(next, 5, file: file, line: line)
        XCTAssertEqual(try DiaryDatabase.schemaChanges(store.writer), [], file: file, line: line)
    }

    func testAFreshInstallIsAdoptedAsItIs() throws {
        try checkEveryPath(try file(Self.fresh))
    }

    func testAnUpgradedFileWithUntypedColumnsIsBroughtToTheBaseline() throws {
        let path = try file(Self.upgraded)
        // Before: what the app's SQL left (no type, nullable, the text '3').
        try DatabaseQueue(path: path).read { db in
            let types = try Row.fetchAll(db, sql: "SELECT name, type FROM pragma_table_info('diary_entry')")
            XCTAssertEqual(types.map { $0["type"] as String }, ["INTEGER", "TEXT", "TEXT", "", "", "REAL"])
            XCTAssertEqual(try String.fetchOne(db, sql: "SELECT typeof(mood) FROM diary_entry WHERE id = 3"), "text")
        }
        try checkEveryPath(path)
        try DatabaseQueue(path: path).read { db in
            let types = try Row.fetchAll(db, sql: "SELECT name, type FROM pragma_table_info('diary_entry')")
            XCTAssertEqual(
                types.map { $0["type"] as String }, ["INTEGER", "TEXT", "TEXT", "INTEGER", "BOOLEAN", "REAL"])
            XCTAssertEqual(try String.fetchOne(db, sql: "SELECT typeof(mood) FROM diary_entry WHERE id = 3"), "integer")
        }
    }

    func testAnOlderFileLosesTheDroppedTableAndGainsTheLaterColumn() throws {
        try checkEveryPath(try file(Self.older, hasRank: false), hasRank: false)
    }

    func testAFileWithColumnsInAnotherOrderIsRebuiltInTheBaselinesOrder() throws {
        let path = try file(Self.reordered)
        try checkEveryPath(path)
        try DatabaseQueue(path: path).read { db in
            XCTAssertEqual(
                try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info('diary_entry')"),
                ["id", "title", "body", "mood", "starred", "rank"])
            // The indexes and foreign keys of the file, made again.
            XCTAssertEqual(
                try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND sql NOT NULL ORDER BY name"),
                ["diary_entry_on_rank", "diary_tag_on_entry"])
        }
    }

    func testAShapeTheBaselineDoesNotDeclareIsRefusedAndTheFileUnchanged() throws {
        let path = try file(Self.undeclared)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try DiaryDatabase.openFile(atPath: path)) { error in
            guard case StoreError.baselineMismatch(let differences) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(
                differences.contains(
                    "table `diary_entry`: the file has column `legacy_flag` INTEGER notNull=0 "
                        + "default=none primaryKey=0, the baseline does not"), "\(differences)")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), bytes)
    }

    /// A file with more untyped columns than the baseline declares (`rank` added without a type
    /// too, issue 61): refused, unchanged, with the `olderFiles:` entry that adopts it; the
    /// baseline with that entry adopts it, its rows as the app wrote them.
    func testAShapeOlderFilesWouldDeclareIsRefusedWithTheEntriesThatAdoptIt() throws {
        let path = try file(Self.upgraded.replacingOccurrences(of: "ADD COLUMN rank REAL", with: "ADD COLUMN rank"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        var hint: String?
        XCTAssertThrowsError(try DiaryDatabase.openFile(atPath: path)) { error in
            guard case StoreError.baselineMismatch(let differences) = error else { return XCTFail("\(error)") }
            hint = differences.last
            XCTAssertTrue("\(error)".contains("`olderFiles:` would adopt this file"), "\(error)")
        }
        XCTAssertEqual(
            hint,
            "`olderFiles:` would adopt this file: add `untyped: [diary_entry.rank]` to the baseline's `olderFiles:` "
                + "in schema.yaml (`grdbgen import --database <a file of today's shape> --database <this file>` "
                + "writes them)")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), bytes)
        // The baseline with the entry the refusal names adopts the file.
        var baseline = try XCTUnwrap(DiaryDatabase.baseline)
        baseline.untyped.append("diary_entry.rank")
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in try baseline.adoption.adopt(db, migrator: DiaryDatabase.migrator) }
        try queue.close()
        try checkEveryPath(path)
        // A shape no entry declares gets no such words.
        let undeclared = try file(Self.undeclared)
        XCTAssertThrowsError(try DiaryDatabase.openFile(atPath: undeclared)) { error in
            XCTAssertFalse("\(error)".contains("olderFiles"), "\(error)")
        }
    }

    func testAValueTheBaselineRefusesRefusesTheFileAndRollsBack() throws {
        // An older file whose untyped `starred` holds NULL: the baseline's column is NOT NULL.
        let path = try file(Self.upgraded)
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "UPDATE diary_entry SET starred = NULL WHERE id = 2")
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try DiaryDatabase.openFile(atPath: path)) { error in
            XCTAssertTrue("\(error)".contains("NOT NULL constraint failed: diary_entry.starred"), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), bytes)
        try DatabaseQueue(path: path).read { db in
            XCTAssertEqual(try String.fetchAll(db, sql: "SELECT type FROM pragma_table_info('diary_entry')")[3], "")
        }
    }

    func testAnInMemoryStoreAdoptsAConnectionOfAnyShape() throws {
        let queue = try DatabaseQueue(configuration: DiaryDatabase.defaultConfiguration)
        try queue.write { db in try db.execute(sql: Self.reordered) }
        _ = try DiaryDatabase(queue)
        try queue.read { db in
            XCTAssertEqual(
                try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info('diary_entry')")[1], "title")
        }
    }
}
