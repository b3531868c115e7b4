import Foundation
import GRDB
@testable import GRDBGenCore
import XCTest

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

    /// A synchronous read, from async tests.
    func read<T>(_ queue: DatabaseQueue, _ body: (Database) throws -> T) throws -> T {
        try queue.read(body)
    }

    func testASearchIndexKeptByGRDBTriggersBesideAnAppTriggerIsReportedCorrupt() async throws {
        let file = Self.fixtures.appendingPathComponent("Rehearsal/corrupted-search-index.yaml").path
        let found = try await diagnostics("Rehearsal/corrupted-search-index.yaml")
        XCTAssertEqual(found, [
            "\(file):16:13: warning: search index `note_ft` of table `note` is kept in sync by GRDB's triggers, which a trigger "
                + "that writes `note` or an INSERT OR REPLACE can leave corrupt (SQLite error 11); run `grdbgen migrate NAME` to "
                + "make it again with GRDBGen's triggers, which keep it whole",
            "\(file):28:28: note: made with GRDB's triggers here (a locked step, or `synchronization: grdb`)",
            "\(file):28:28: error: search index `note_ft` of table `note` becomes corrupt when the app writes `note`: the insert "
                + "of a row into `note` fails with SQLite error 11: database disk image is malformed (INSERT INTO \"note\" (\"id\", "
                + "\"title\", \"body\", \"position\") VALUES (?, ?, ?, ?), with NULL, 'title 1', 'body 1', 1); GRDB's triggers keep "
                + "it in sync: run `grdbgen migrate NAME` to make it again with GRDBGen's, which other triggers do not corrupt",
            "\(file):33:17: note: trigger `note_position` runs on the writes of `note` too",
        ])
    }

    /// The same schema with GRDBGen's synchronization (the default): nothing to report.
    func testTheSameSchemaWithGRDBGenSynchronizationPasses() async throws {
        let path = Self.fixtures.appendingPathComponent("Rehearsal/corrupted-search-index.yaml").path
        let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: ", synchronization: grdb", with: "")
        let output = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: text))
        XCTAssertEqual(output.diagnostics.map(\.description), [])
    }

    func testATriggerThatWritesADroppedTableIsReportedWithTheTrigger() async throws {
        let file = Self.fixtures.appendingPathComponent("Rehearsal/dropped-log-table.yaml").path
        let found = try await diagnostics("Rehearsal/dropped-log-table.yaml")
        XCTAssertEqual(found, [
            "\(file):5:3: error: writing table `chore` as the app does fails: the delete of a row of `chore` fails with SQLite "
                + "error 1: no such table: main.chore_log (DELETE FROM \"chore\" WHERE \"id\" = ?, with 1)",
            "\(file):30:17: note: trigger `chore_log_delete` runs on the writes of `chore` too",
        ])
    }

    /// The `guarded` fixture: CHECKs that refuse the first values tried, a RAISE(ABORT) on delete,
    /// a RAISE(ROLLBACK) on update. No diagnostic, and the rows the schema accepts were written:
    /// three vaults (the labels the CHECK accepts, never changed: the trigger refused it), all
    /// kept (they hold money: the trigger refused the delete); of the three deposits, the first
    /// was deleted.
    func testWritesRefusedOnPurposeAreNotErrors() async throws {
        let found = try await diagnostics("Schemas/guarded.yaml")
        XCTAssertEqual(found, [])
        let source = try SchemaSource.read(path: Self.fixtures.appendingPathComponent("Schemas/guarded.yaml").path)
        let schema = try await GeneratorPipeline().validate(source, verify: false, diagnostics: DiagnosticCollector())
        let queue = try XCTUnwrap(try SQLiteVerifier.migratedDatabase(schema))
        XCTAssertEqual(WriteRehearsal.rehearse(schema, in: queue).map(\.description), [])
        try read(queue) { db in
            XCTAssertEqual(try String.fetchAll(db, sql: "SELECT label FROM vault ORDER BY id"), ["X31", "X32", "X33"])
            XCTAssertEqual(try Int.fetchAll(db, sql: "SELECT id FROM deposit ORDER BY id"), [2, 3])
        }
    }

    /// A trigger that calls a function the app registers: its table is not rehearsed, with a
    /// warning, and the schema still generates.
    func testAnAppFunctionStopsTheRehearsalOfItsTableWithAWarning() async throws {
        let text = """
            tables:
              entry:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
                  title: { type: text }
                triggers:
                  - { name: entry_stamp, timing: after, event: insert, body: "UPDATE entry SET title = appTitle(NEW.title) WHERE id = NEW.id;" }
            migrations:
              - id: v1
                steps:
                  - createTable: { table: entry, columns: { id: { type: integer, primaryKey: autoincrement }, title: { type: text } } }
                  - createTrigger: { table: entry, name: entry_stamp, timing: after, event: insert, body: "UPDATE entry SET title = appTitle(NEW.title) WHERE id = NEW.id;" }
            """
        let output = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: text))
        XCTAssertEqual(output.diagnostics.map(\.description), [
            "schema.yaml:2:3: warning: writes of table `entry` are not rehearsed: the insert of a row into `entry` calls SQL "
                + "function `appTitle`, which the app registers and GRDBGen cannot run",
            "schema.yaml:12:46: note: trigger `entry_stamp` runs on the writes of `entry` too",
        ])
    }

    /// A failure that depends on the values (a trigger reading a text column as JSON, which the
    /// rehearsal fills with plain text): a warning, since the app's values may pass.
    func testAFailureOnTheRehearsalsOwnValuesIsAWarning() async throws {
        let text = """
            tables:
              event:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
                  payload: { type: text, notNull: true }
                  kind: { type: text }
                triggers:
                  - { name: event_kind, timing: after, event: insert, body: "UPDATE event SET kind = json_extract(NEW.payload, '$.kind') WHERE id = NEW.id;" }
            migrations:
              - id: v1
                steps:
                  - createTable: { table: event, columns: { id: { type: integer, primaryKey: autoincrement }, payload: { type: text, notNull: true }, kind: { type: text } } }
                  - createTrigger: { table: event, name: event_kind, timing: after, event: insert, body: "UPDATE event SET kind = json_extract(NEW.payload, '$.kind') WHERE id = NEW.id;" }
            """
        let output = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: text))
        XCTAssertEqual(output.diagnostics.map(\.description), [
            "schema.yaml:2:3: warning: writes of table `event` are not rehearsed further: the insert of a row into `event` fails "
                + "with SQLite error 1: malformed JSON (INSERT INTO \"event\" (\"id\", \"payload\", \"kind\") VALUES (?, ?, ?), with "
                + "NULL, 'payload 1', 'kind 1'); the values are the rehearsal's, check that the app's would pass",
            "schema.yaml:13:46: note: trigger `event_kind` runs on the writes of `event` too",
        ])
    }

    /// Every write kind reaches SQLite: a log trigger on each records what the rehearsal wrote.
    func testTheRehearsalInsertsUpdatesEachColumnReplacesUpsertsAndDeletes() async throws {
        let text = """
            tables:
              item:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
                  name: { type: text, notNull: true, unique: true }
                  size: { type: enum, values: [small, large] }
                triggers:
                  - { name: i, timing: after, event: insert, body: "INSERT INTO log (event) VALUES ('insert ' || NEW.name);" }
                  - { name: u, timing: after, event: update, body: "INSERT INTO log (event) VALUES ('update ' || NEW.name || ' ' || NEW.size);" }
                  - { name: d, timing: after, event: delete, body: "INSERT INTO log (event) VALUES ('delete ' || OLD.name);" }
              log:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
                  event: { type: text, notNull: true }
            migrations:
              - id: v1
                steps:
                  - createTable:
                      table: item
                      columns:
                        id: { type: integer, primaryKey: autoincrement }
                        name: { type: text, notNull: true, unique: true }
                        size: { type: enum, values: [small, large] }
                  - createTable: { table: log, columns: { id: { type: integer, primaryKey: autoincrement }, event: { type: text, notNull: true } } }
                  - createTrigger: { table: item, name: i, timing: after, event: insert, body: "INSERT INTO log (event) VALUES ('insert ' || NEW.name);" }
                  - createTrigger: { table: item, name: u, timing: after, event: update, body: "INSERT INTO log (event) VALUES ('update ' || NEW.name || ' ' || NEW.size);" }
                  - createTrigger: { table: item, name: d, timing: after, event: delete, body: "INSERT INTO log (event) VALUES ('delete ' || OLD.name);" }
            """
        let diagnostics = DiagnosticCollector()
        let schema = try await GeneratorPipeline().validate(SchemaSource(path: "schema.yaml", text: text), verify: false, diagnostics: diagnostics)
        let queue = try XCTUnwrap(try SQLiteVerifier.migratedDatabase(schema))
        XCTAssertEqual(WriteRehearsal.rehearse(schema, in: queue).map(\.description), [])
        // The log table is rehearsed too (its own rows are not logged).
        let events = try read(queue) { db in try String.fetchAll(db, sql: "SELECT event FROM log WHERE event NOT LIKE 'event%' ORDER BY id") }
        XCTAssertEqual(events, [
            "insert name 1", "insert name 2", "insert name 3",
            "update name 4 small", "update name 4 large",           // each column of the first row alone
            "update name 1 small", "update name 2 large", "update name 3 small",  // every row whole
            "insert name 2",                                         // INSERT OR REPLACE of the second row
            "update name 2 large",                                   // its upsert
            "delete name 1",                                         // the first row
        ])
    }
}
