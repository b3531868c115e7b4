import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// `debug: { eraseDatabaseOnSchemaChange: true }` (the three-migrations fixture's
/// `NotesDatabase`) erases a database only when its schema differs in meaning from what its
/// applied migrations make, never for the form of the SQL text; and baselines compare defaults by
/// value (issue 35: a debug build erased a file the app's own migrator had made, 3 rows → 0).
final class SchemaChangeTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("schema-change-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The `note` table of the three migrations, written by hand as an app's own SQL would: other
    /// line breaks and quoting, `BOOLEAN … DEFAULT FALSE` for GRDB's `DEFAULT 0`, migrations
    /// v1–v3 recorded, three rows. `wordCountType` is the declared type of `word_count`.
    func handMadeFile(wordCountType: String = "INTEGER") throws -> String {
        let path = directory.appendingPathComponent("notes-\(UUID().uuidString).sqlite").path
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE note(
                      id INTEGER PRIMARY KEY AUTOINCREMENT,
                      body TEXT NOT NULL,
                      "pinned" BOOLEAN NOT NULL DEFAULT FALSE,
                      [word_count] \(wordCountType) NOT NULL DEFAULT 0,
                      title TEXT
                    );
                    CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                    INSERT INTO grdb_migrations VALUES ('v1'), ('v2'), ('v3');
                    INSERT INTO note (body) VALUES ('one'), ('two'), ('three');
                    """)
        }
        try queue.close()
        return path
    }

    func noteCount(_ path: String) throws -> Int {
        try DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") ?? -1 }
    }

    func testTheFlagIsTheStoresInDebugBuildsOnlyAndGRDBsIsNotUsed() {
        #if DEBUG
        XCTAssertTrue(NotesDatabase.erasesDatabaseOnSchemaChange)
        #else
        XCTAssertFalse(NotesDatabase.erasesDatabaseOnSchemaChange)
        #endif
        XCTAssertFalse(RichDatabase.erasesDatabaseOnSchemaChange, "off unless the schema asks for it")
        XCTAssertFalse(NotesDatabase.migrator.eraseDatabaseOnSchemaChange, "GRDB's compares the SQL text")
    }

    func testAFileThatDiffersInFormOnlyIsKept() throws {
        let path = try handMadeFile()
        // GRDB's flag would erase it: the CREATE TABLE text is not GRDB's.
        var grdbMigrator = NotesDatabase.migrator
        grdbMigrator.eraseDatabaseOnSchemaChange = true
        XCTAssertTrue(try DatabaseQueue(path: path).read { db in try grdbMigrator.hasSchemaChanges(db) })
        XCTAssertEqual(try NotesDatabase.schemaChanges(DatabaseQueue(path: path)), [])
        #if DEBUG
        XCTAssertTrue(NotesDatabase.erasesDatabaseOnSchemaChange)
        #endif
        let store = try NotesDatabase.openFile(atPath: path)
        XCTAssertEqual(try store.fetch(Note.all()).map(\.body).sorted(), ["one", "three", "two"])
        try store.writer.close()
        XCTAssertEqual(try noteCount(path), 3)
    }

    func testAColumnWhoseTypeChangedStillErasesAndSaysWhy() throws {
        let path = try handMadeFile(wordCountType: "TEXT")
        let changes = try NotesDatabase.schemaChanges(DatabaseQueue(path: path))
        XCTAssertEqual(
            changes,
            [
                "table `note`: the migrations' schema has column `word_count` INTEGER notNull=1 default=0.0 "
                    + "primaryKey=0, the database does not",
                "table `note`: the database has column `word_count` TEXT notNull=1 default='0' primaryKey=0, "
                    + "the migrations' schema does not",
            ])
        #if DEBUG
        let store = try NotesDatabase.openFile(atPath: path)
        XCTAssertEqual(try store.fetch(Note.all()).map(\.body), [], "erased and migrated again")
        try store.writer.close()
        XCTAssertEqual(try NotesDatabase.schemaChanges(DatabaseQueue(path: path)), [])
        #endif
    }

    /// Differences name tables, columns and indexes as the database spells them (they were printed
    /// lowercased: `teammembers` for `teamMembers`).
    func testDifferencesNameThingsAsTheyAreSpelled() throws {
        let store = try MatrixStore.inMemory(functions: .init(uuid: { UUID().uuidString.lowercased() }))
        try store.writer.write { db in
            try db.execute(sql: "ALTER TABLE matrixRef ADD COLUMN extraNote TEXT")
            try db.execute(sql: "CREATE INDEX matrixRef_byExtraNote ON matrixRef(extraNote)")
        }
        XCTAssertEqual(
            try MatrixStore.schemaChanges(store.writer),
            [
                "table `matrixRef`: the database has column `extraNote` TEXT notNull=0 default=none primaryKey=0, "
                    + "the migrations' schema does not",
                "table `matrixRef`: the database has index `matrixRef_byExtraNote` on extraNote, the migrations' "
                    + "schema does not",
            ])
    }
}
