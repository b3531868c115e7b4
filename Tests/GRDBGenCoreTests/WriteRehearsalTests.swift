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

    /// A RAISE(ROLLBACK) undoes the write that ran it (each write is a transaction of its own):
    /// nothing is reported, and the rehearsal goes on.
    func testARollbackByATriggerIsNotAnError() async throws {
        let text = """
            tables:
              sealed:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
                  name: { type: text }
                triggers:
                  - { name: sealed_never, timing: before, event: update, body: "SELECT RAISE(ROLLBACK, 'sealed');" }
              open:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
                  name: { type: text }
                triggers:
                  - { name: open_upper, timing: after, event: insert, body: "UPDATE open SET name = upper(name) WHERE id = NEW.id;" }
            migrations:
              - id: v1
                steps:
                  - createTable: { table: sealed, columns: { id: { type: integer, primaryKey: autoincrement }, name: { type: text } } }
                  - createTrigger: { table: sealed, name: sealed_never, timing: before, event: update, body: "SELECT RAISE(ROLLBACK, 'sealed');" }
                  - createTable: { table: open, columns: { id: { type: integer, primaryKey: autoincrement }, name: { type: text } } }
                  - createTrigger: { table: open, name: open_upper, timing: after, event: insert, body: "UPDATE open SET name = upper(name) WHERE id = NEW.id;" }
            """
        let source = SchemaSource(path: "schema.yaml", text: text)
        let schema = try await GeneratorPipeline().validate(source, verify: false, diagnostics: DiagnosticCollector())
        let queue = try XCTUnwrap(try SQLiteVerifier.migratedDatabase(schema))
        let (diagnostics, database) = try WriteRehearsal.rehearsal(schema, copying: queue)
        XCTAssertEqual(diagnostics.map(\.description), [])
        XCTAssertEqual(try database.execute("SELECT name FROM sealed ORDER BY id"), ["name 2", "name 3"], "the rows stay")
        XCTAssertEqual(try database.execute("SELECT name FROM open ORDER BY id"), ["name 2", "name 3"], "updated whole after the trigger")
    }

    /// A trigger of a child table, run by the cascade of a delete of its parent: the parent is
    /// rehearsed, and the note names the child's trigger.
    func testATriggerReachedThroughACascadeIsRehearsed() async throws {
        let text = """
            tables:
              shelf:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
                  name: { type: text }
              box:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
                  shelf_id: { type: integer, references: { table: shelf, onDelete: cascade } }
                triggers:
                  - { name: box_gone, timing: after, event: delete, body: "INSERT INTO box_log (box_id) VALUES (OLD.id);" }
            migrations:
              - id: v1
                steps:
                  - createTable: { table: shelf, columns: { id: { type: integer, primaryKey: autoincrement }, name: { type: text } } }
                  - createTable: { table: box, columns: { id: { type: integer, primaryKey: autoincrement }, shelf_id: { type: integer, references: { table: shelf, onDelete: cascade } } }, indexes: [{ name: index_box_on_shelf_id, columns: [shelf_id] }] }
                  - createTable: { table: box_log, columns: { box_id: { type: integer } } }
                  - createTrigger: { table: box, name: box_gone, timing: after, event: delete, body: "INSERT INTO box_log (box_id) VALUES (OLD.id);" }
              - id: v2
                steps:
                  - dropTable: { table: box_log }
            """
        do {
            _ = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: text))
            XCTFail("the rehearsal found nothing")
        } catch {
            // INSERT OR REPLACE of a shelf deletes the old row, and its boxes with it.
            XCTAssertEqual(error.diagnostics.map(\.description), [
                "schema.yaml:2:3: error: writing table `shelf` as the app does fails: the insert of a row into `shelf` that "
                    + "replaces the row of the same key (INSERT OR REPLACE) fails with SQLite error 1: no such table: "
                    + "main.box_log (INSERT OR REPLACE INTO \"shelf\" (\"id\", \"name\") VALUES (?, ?), with 2, 'name 2')",
                "schema.yaml:18:44: note: trigger `box_gone` runs on the writes of `shelf` too",
                "schema.yaml:6:3: error: writing table `box` as the app does fails: the delete of a row of `box` fails with "
                    + "SQLite error 1: no such table: main.box_log (DELETE FROM \"box\" WHERE \"id\" = ?, with 1)",
                "schema.yaml:18:44: note: trigger `box_gone` runs on the writes of `box` too",
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
        let source = try SchemaSource.read(path: Self.fixtures.appendingPathComponent("Schemas/guarded.yaml").path)
        let schema = try await GeneratorPipeline().validate(source, verify: false, diagnostics: DiagnosticCollector())
        let queue = try XCTUnwrap(try SQLiteVerifier.migratedDatabase(schema))
        let (diagnostics, database) = try WriteRehearsal.rehearsal(schema, copying: queue)
        XCTAssertEqual(diagnostics.map(\.description), [])
        XCTAssertEqual(try database.execute("SELECT label FROM vault ORDER BY id"), ["X31", "X32", "X33"])
        XCTAssertEqual(try database.execute("SELECT id FROM deposit ORDER BY id"), [])
        XCTAssertEqual(try read(queue) { try Int.fetchOne($0, sql: "SELECT count(*) FROM vault") }, 0, "a copy was written")
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
                  - { name: u, timing: after, event: update, columns: [size], body: "INSERT INTO log (event) VALUES ('update ' || NEW.name || ' ' || NEW.size);" }
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
                  - createTrigger: { table: item, name: u, timing: after, event: update, columns: [size], body: "INSERT INTO log (event) VALUES ('update ' || NEW.name || ' ' || NEW.size);" }
                  - createTrigger: { table: item, name: d, timing: after, event: delete, body: "INSERT INTO log (event) VALUES ('delete ' || OLD.name);" }
            """
        let source = SchemaSource(path: "schema.yaml", text: text)
        let schema = try await GeneratorPipeline().validate(source, verify: false, diagnostics: DiagnosticCollector())
        let queue = try XCTUnwrap(try SQLiteVerifier.migratedDatabase(schema))
        let (diagnostics, database) = try WriteRehearsal.rehearsal(schema, copying: queue)
        XCTAssertEqual(diagnostics.map(\.description), [])
        // The log table runs no trigger: only item is rehearsed.
        let events = try database.execute("SELECT event FROM log WHERE event NOT LIKE 'event%' ORDER BY id")
        XCTAssertEqual(events, [
            "insert name 1", "insert name 2", "insert name 3",
            "update name 1 large",                                   // the watched column of the first row alone
            "update name 1 small", "update name 2 large", "update name 3 small",  // every row whole
            "insert name 2",                                         // INSERT OR REPLACE of the second row
            "update name 2 large",                                   // its upsert
            "delete name 1",                                         // the first row
        ])
    }
}
