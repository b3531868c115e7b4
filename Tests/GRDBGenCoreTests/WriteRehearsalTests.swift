import Foundation
import GRDB
import XCTest

@testable import GRDBGenCore

/// The write rehearsal of the verify stage (``WriteRehearsal``): rows written as the app writes
/// them, then SQLite's checks. Errors at the place that causes them; nothing for writes a schema
/// refuses on purpose.
final class WriteRehearsalTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    func diagnostics(_ path: String) async throws -> [String] {
        let source = try SchemaSource.read(path: Self.fixtures.appendingPathComponent(path).path)
        do {
            return try await GeneratorPipeline().run(source).diagnostics.map(\.description)
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// The rehearsal of a fixture schema, the copy it wrote, and the migrated database it copied.
    func rehearsal(
        of path: String
    ) async throws -> (diagnostics: [Diagnostic], database: RehearsalConnection, queue: DatabaseQueue) {
        let source = SchemaSource(path: "schema.yaml", text: try fixtureText(path))
        let schema = try await GeneratorPipeline().validate(source, verify: false, diagnostics: DiagnosticCollector())
            .validated
        let queue = try XCTUnwrap(try SQLiteVerifier.migratedDatabase(schema))
        let (diagnostics, database) = try WriteRehearsal.rehearsal(schema, copying: queue)
        return (diagnostics, database, queue)
    }

    func fixtureText(_ path: String) throws -> String {
        try String(contentsOf: Self.fixtures.appendingPathComponent(path), encoding: .utf8)
    }

    /// A synchronous read, from async tests.
    func read<T>(_ queue: DatabaseQueue, _ body: (Database) throws -> T) throws -> T {
        try queue.read(body)
    }

    func testASearchIndexKeptByGRDBTriggersBesideAnAppTriggerIsReportedCorrupt() async throws {
        let file = Self.fixtures.appendingPathComponent("Rehearsal/corrupted-search-index.yaml").path
        let found = try await diagnostics("Rehearsal/corrupted-search-index.yaml")
        XCTAssertEqual(
            found,
            [
                "\(file):16:13: warning: search index `note_ft` of table `note` is kept in sync by GRDB's "
                    + "triggers, which a trigger that writes `note` or an INSERT OR REPLACE can leave corrupt (SQLite "
                    + "error 11); run `grdbgen migrate NAME` to make it again with GRDBGen's triggers, which keep it "
                    + "whole",
                "\(file):28:28: note: made with GRDB's triggers here (a locked step, or `synchronization: grdb`)",
                "\(file):28:28: error: search index `note_ft` of table `note` becomes corrupt when the app writes "
                    + "`note`: the insert of a row into `note` fails with SQLite error 11: database disk image is "
                    + "malformed (INSERT INTO \"note\" (\"id\", \"title\", \"body\", \"position\") "
                    + "VALUES (?, ?, ?, ?), with NULL, 'title 1', 'body 1', 1); GRDB's triggers keep it in sync: "
                    + "run `grdbgen migrate NAME` to make it again with GRDBGen's, which other triggers do not corrupt",
                "\(file):33:17: note: trigger `note_position` runs on the writes of `note` too",
            ])
    }

    /// The same schema with GRDBGen's synchronization (the default): nothing to report.
    func testTheSameSchemaWithGRDBGenSynchronizationPasses() async throws {
        let path = Self.fixtures.appendingPathComponent("Rehearsal/corrupted-search-index.yaml").path
        let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
            of: ", synchronization: grdb", with: "")
        let output = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: text))
        XCTAssertEqual(output.diagnostics.map(\.description), [])
    }

    func testATriggerThatWritesADroppedTableIsReportedWithTheTrigger() async throws {
        let file = Self.fixtures.appendingPathComponent("Rehearsal/dropped-log-table.yaml").path
        let found = try await diagnostics("Rehearsal/dropped-log-table.yaml")
        XCTAssertEqual(
            found,
            [
                "\(file):5:3: error: writing table `chore` as the app does fails: the delete of a row of `chore` "
                    + "fails with SQLite error 1: no such table: main.chore_log (DELETE FROM \"chore\" WHERE \"id\" = "
                    + "?, with 1)",
                "\(file):30:17: note: trigger `chore_log_delete` runs on the writes of `chore` too",
            ])
    }

    /// A RAISE(ROLLBACK) undoes the write that ran it (each write is a transaction of its own):
    /// nothing is reported, and the rehearsal goes on.
    func testARollbackByATriggerIsNotAnError() async throws {
        let (diagnostics, database, _) = try await rehearsal(of: "Rehearsal/rollback.yaml")
        XCTAssertEqual(diagnostics.map(\.description), [])
        XCTAssertEqual(
            try database.execute("SELECT name FROM sealed ORDER BY id"), ["name 2", "name 3"], "the rows stay")
        XCTAssertEqual(
            try database.execute("SELECT name FROM open ORDER BY id"), ["name 2", "name 3"],
            "updated whole after the trigger")
    }

    /// INSERT OR REPLACE of a row whose key is not the rowid: the replaced row's entry stays in
    /// the index under its old rowid, which the table no longer has. Not an error: searches join
    /// the table, every row of the table is indexed as it is, and FTS5 finds its index whole.
    func testAnEntryLeftByAReplaceOfAnotherRowidIsNotAnError() async throws {
        let (diagnostics, database, _) = try await rehearsal(of: "Rehearsal/text-key-search.yaml")
        XCTAssertEqual(diagnostics.map(\.description), [])
        try database.execute("INSERT OR REPLACE INTO page (slug, title) VALUES ('slug 3', 'replaced again')")
        XCTAssertEqual(
            try database.execute("SELECT count(*) FROM page_ft WHERE rowid NOT IN (SELECT rowid FROM page)"), ["2"])
        let search = "SELECT page.title FROM page JOIN page_ft ON page_ft.rowid = page.rowid WHERE page_ft MATCH ?"
        XCTAssertEqual(try database.execute(search, ["replaced".databaseValue]), ["replaced again"])
        try database.execute("INSERT INTO page_ft(page_ft, rank) VALUES('integrity-check', 1)")
    }

    /// A trigger of a child table, run by the cascade of a delete of its parent: the parent is
    /// rehearsed, and the note names the child's trigger.
    func testATriggerReachedThroughACascadeIsRehearsed() async throws {
        let text = try fixtureText("Rehearsal/cascade-trigger.yaml")
        do {
            _ = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: text))
            XCTFail("the rehearsal found nothing")
        } catch {
            // INSERT OR REPLACE of a shelf deletes the old row, and its boxes with it.
            XCTAssertEqual(
                error.diagnostics.map(\.description),
                [
                    "schema.yaml:4:3: error: writing table `shelf` as the app does fails: the insert of a row "
                        + "into `shelf` that replaces the row of the same key (INSERT OR REPLACE) fails with SQLite "
                        + "error 1: no such table: main.box_log (INSERT OR REPLACE INTO \"shelf\" (\"id\", \"name\") "
                        + "VALUES (?, ?), with 2, 'name 2')",
                    "schema.yaml:59:13: note: trigger `box_gone` runs on the writes of `shelf` too",
                    "schema.yaml:11:3: error: writing table `box` as the app does fails: the delete of a row of "
                        + "`box` fails with SQLite error 1: no such table: main.box_log (DELETE FROM \"box\" WHERE "
                        + "\"id\" = ?, with 1)",
                    "schema.yaml:59:13: note: trigger `box_gone` runs on the writes of `box` too",
                ])
        }
    }

    /// The `guarded` fixture: CHECKs that refuse the first values tried, a RAISE(ABORT) on delete,
    /// a RAISE(FAIL) on update. No diagnostic, and the rows the schema accepts were written:
    /// three vaults (the labels the CHECK accepts, never changed: the trigger refused it), all
    /// kept (they hold money: the trigger refused the delete). Deposits run no trigger: none.
    func testWritesRefusedOnPurposeAreNotErrors() async throws {
        let found = try await diagnostics("Schemas/guarded.yaml")
        XCTAssertEqual(found, [])
        let (diagnostics, database, queue) = try await rehearsal(of: "Schemas/guarded.yaml")
        XCTAssertEqual(diagnostics.map(\.description), [])
        XCTAssertEqual(try database.execute("SELECT label FROM vault ORDER BY id"), ["X31", "X32", "X33"])
        XCTAssertEqual(try database.execute("SELECT id FROM deposit ORDER BY id"), [])
        XCTAssertEqual(
            try read(queue) { try Int.fetchOne($0, sql: "SELECT count(*) FROM vault") }, 0, "a copy was written")
    }

    /// A trigger that calls a function the app registers: its table is not rehearsed, with a
    /// warning, and the schema still generates.
    func testAnAppFunctionStopsTheRehearsalOfItsTableWithAWarning() async throws {
        let text = try fixtureText("Rehearsal/app-function.yaml")
        let output = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: text))
        XCTAssertEqual(
            output.diagnostics.map(\.description),
            [
                "schema.yaml:3:3: warning: writes of table `entry` are not rehearsed: the insert of a row into "
                    + "`entry` calls SQL function `appTitle`, which schema.yaml does not declare: declare it in "
                    + "`functions:` so that GRDBGen knows its types and the store registers the app's implementation",
                "schema.yaml:28:13: note: trigger `entry_stamp` runs on the writes of `entry` too",
            ])
    }

    /// A failure that depends on the values (a trigger reading a text column as JSON, which the
    /// rehearsal fills with plain text): a warning, since the app's values may pass.
    func testAFailureOnTheRehearsalsOwnValuesIsAWarning() async throws {
        let text = try fixtureText("Rehearsal/json-trigger.yaml")
        let output = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: text))
        XCTAssertEqual(
            output.diagnostics.map(\.description),
            [
                "schema.yaml:4:3: warning: writes of table `event` are not rehearsed further: the insert of a row "
                    + "into `event` fails with SQLite error 1: malformed JSON (INSERT INTO \"event\" (\"id\", "
                    + "\"payload\", \"kind\") VALUES (?, ?, ?), with NULL, 'payload 1', 'kind 1'); the values are the "
                    + "rehearsal's, check that the app's would pass",
                "schema.yaml:35:13: note: trigger `event_kind` runs on the writes of `event` too",
            ])
    }

    /// Every write kind reaches SQLite: a log trigger on each records what the rehearsal wrote.
    func testTheRehearsalInsertsUpdatesEachColumnReplacesUpsertsAndDeletes() async throws {
        let (diagnostics, database, _) = try await rehearsal(of: "Rehearsal/every-write.yaml")
        XCTAssertEqual(diagnostics.map(\.description), [])
        // The log table runs no trigger: only item is rehearsed.
        let events = try database.execute("SELECT event FROM log WHERE event NOT LIKE 'event%' ORDER BY id")
        XCTAssertEqual(
            events,
            [
                "insert name 1", "insert name 2", "insert name 3",
                "update name 1 large",  // the watched column of the first row alone
                "update name 1 small", "update name 2 large", "update name 3 small",  // every row whole
                "insert name 2",  // INSERT OR REPLACE of the second row
                "update name 2 large",  // its upsert
                "delete name 1",  // the first row
            ])
    }
}
