import Foundation
import GRDB
import GRDBGenAdoption
@_spi(Generated) import GRDBGenRuntime
import XCTest

/// The table rebuild of an adoption (`Baseline.adopt`), on what a real file has around a table:
/// views and triggers that name it, a search index kept by triggers, a hidden rowid that the index
/// and the app hold, a child table whose foreign key names it, AUTOINCREMENT.
final class AdoptionRebuildTests: XCTestCase {
    /// The baseline: `note(id, title, body)` with a view, an audit trigger, a search index on its
    /// hidden rowid (a table without INTEGER PRIMARY KEY), and a child `tag` with a foreign key.
    static let baselineSQL = """
        CREATE TABLE note (uid TEXT NOT NULL UNIQUE, title TEXT NOT NULL, body TEXT NOT NULL DEFAULT '');
        CREATE TABLE tag (id INTEGER PRIMARY KEY AUTOINCREMENT,
          noteUID TEXT NOT NULL REFERENCES note(uid) ON DELETE CASCADE, label TEXT NOT NULL);
        CREATE INDEX tag_on_note ON tag(noteUID);
        CREATE TABLE audit (what TEXT NOT NULL);
        CREATE VIEW titled AS SELECT uid, title FROM note WHERE title <> '';
        CREATE TRIGGER note_audit AFTER UPDATE ON note BEGIN INSERT INTO audit (what) VALUES (NEW.title); END;
        CREATE VIRTUAL TABLE note_ft USING fts5(title, body, content='note', content_rowid='rowid');
        CREATE TRIGGER note_ft_ai AFTER INSERT ON note BEGIN
          INSERT INTO note_ft(rowid, title, body) VALUES (NEW.rowid, NEW.title, NEW.body);
        END;
        """

    var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("baseline") { db in try db.execute(sql: Self.baselineSQL) }
        return migrator
    }

    /// A file of the app: the same, but `note`'s columns in another order, and rows.
    func file() throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        let queue = try DatabaseQueue(configuration: configuration)
        let reordered = Self.baselineSQL.replacingOccurrences(
            of: "CREATE TABLE note (uid TEXT NOT NULL UNIQUE, title TEXT NOT NULL, body TEXT NOT NULL DEFAULT '');",
            with: "CREATE TABLE note (title TEXT NOT NULL, body TEXT NOT NULL DEFAULT '', uid TEXT NOT NULL UNIQUE);")
        try queue.write { db in
            try db.execute(sql: reordered)
            try db.execute(
                sql: """
                    INSERT INTO note (uid, title, body) VALUES ('a', 'Apples', 'red'), ('b', 'Bananas', 'yellow'),
                      ('c', 'Cherries', 'dark');
                    DELETE FROM note WHERE uid = 'b';
                    INSERT INTO tag (noteUID, label) VALUES ('a', 'fruit'), ('c', 'fruit'), ('c', 'stone');
                    DELETE FROM tag WHERE label = 'stone';
                    """)
        }
        return queue
    }

    func testARebuildKeepsRowidsViewsTriggersSearchChildrenAndTheSequence() throws {
        let queue = try file()
        let rowids = try queue.read { db in try Row.fetchAll(db, sql: "SELECT rowid, uid FROM note ORDER BY rowid") }
        try queue.writeWithoutTransaction { db in
            try Adoption(migration: "baseline").adopt(db, migrator: migrator)
        }
        try queue.read { db in
            XCTAssertEqual(
                try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info('note')"), ["uid", "title", "body"])
            // The hidden rowid, which the search index holds, kept.
            XCTAssertEqual(try Row.fetchAll(db, sql: "SELECT rowid, uid FROM note ORDER BY rowid"), rowids)
            XCTAssertEqual(
                try String.fetchAll(
                    db,
                    sql: "SELECT uid FROM note WHERE rowid IN (SELECT rowid FROM note_ft "
                        + "WHERE note_ft MATCH 'cherries')"), ["c"])
            XCTAssertEqual(try String.fetchAll(db, sql: "SELECT uid FROM titled ORDER BY uid"), ["a", "c"])
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM tag"), 2)
            XCTAssertEqual(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check"), [])
            XCTAssertEqual(
                try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name"),
                ["note_audit", "note_ft_ai"])
            XCTAssertEqual(try String.fetchOne(db, sql: "SELECT identifier FROM grdb_migrations"), "baseline")
        }
        try queue.write { db in
            // The triggers fire on the rebuilt table; the child's foreign key names it; AUTOINCREMENT
            // does not give the deleted tag's id again.
            try db.execute(sql: "INSERT INTO note (uid, title) VALUES ('d', 'Dates')")
            try db.execute(sql: "UPDATE note SET title = 'Apricots' WHERE uid = 'a'")
            XCTAssertEqual(try String.fetchAll(db, sql: "SELECT what FROM audit"), ["Apricots"])
            XCTAssertEqual(
                try Int.fetchOne(db, sql: "SELECT count(*) FROM note_ft WHERE note_ft MATCH 'dates'"), 1)
            try db.execute(sql: "INSERT INTO tag (noteUID, label) VALUES ('d', 'dried')")
            XCTAssertEqual(try Int64.fetchOne(db, sql: "SELECT max(id) FROM tag"), 4)
            try db.execute(sql: "DELETE FROM note WHERE uid = 'c'")
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM tag WHERE noteUID = 'c'"), 0)
            XCTAssertThrowsError(try db.execute(sql: "INSERT INTO tag (noteUID, label) VALUES ('zz', 'x')"))
        }
    }
}
