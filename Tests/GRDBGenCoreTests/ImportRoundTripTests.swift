import Foundation
import GRDB
@testable import GRDBGenCore
import XCTest

/// `grdbgen import` of a file built as SQLiteData's Reminders example builds its own, with each
/// feature of issue 26, then schema.yaml's migrations made again: SQLite reports the same tables,
/// columns, indexes and search table, and the same constraints hold.
final class ImportRoundTripTests: XCTestCase {
    static let script = """
        CREATE TABLE "remindersLists" (
          "id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()),
          "color" INTEGER NOT NULL DEFAULT 4889071,
          "title" TEXT NOT NULL
        ) STRICT;
        CREATE TABLE "remindersListAssets" (
          "remindersListID" TEXT PRIMARY KEY NOT NULL REFERENCES "remindersLists"("id") ON DELETE CASCADE,
          "coverImage" BLOB
        ) STRICT;
        CREATE TABLE "reminders" (
          "id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()),
          "dueDate" TEXT,
          "isFlagged" INTEGER NOT NULL DEFAULT 0,
          "notes" TEXT NOT NULL ON CONFLICT REPLACE DEFAULT '',
          "priority" INTEGER CHECK ("priority" IN (1, 2, 3)),
          "kind" TEXT NOT NULL DEFAULT 'task' CHECK ("kind" IN ('task', 'event')),
          "remindersListID" TEXT NOT NULL REFERENCES "remindersLists"("id") ON DELETE CASCADE,
          "title" TEXT NOT NULL
        ) STRICT;
        CREATE INDEX "index_reminders_on_remindersListID" ON "reminders"("remindersListID");
        CREATE INDEX "flagged_reminders" ON "reminders"("dueDate") WHERE "isFlagged";
        CREATE VIRTUAL TABLE "reminderTexts" USING fts5("reminderID" UNINDEXED, "title", "notes", tokenize = 'trigram');
        CREATE TRIGGER "reminders_search_insert" AFTER INSERT ON "reminders" BEGIN
          INSERT INTO "reminderTexts" ("rowid", "reminderID", "title", "notes") VALUES (NEW.rowid, NEW.id, NEW.title, NEW.notes);
        END;
        INSERT INTO "remindersLists" ("id", "title") VALUES ('list-1', 'Personal');
        INSERT INTO "reminders" ("id", "dueDate", "isFlagged", "priority", "remindersListID", "title")
          VALUES ('r-1', '2025-06-01 10:00:00.000', 1, 3, 'list-1', 'Bake a cake'),
                 ('r-2', NULL, 0, NULL, 'list-1', 'Call mom');
        """

    /// What SQLite reports of a database's schema: each table's columns, indexes and SQL of
    /// virtual tables, in one comparable text.
    static func report(_ db: Database) throws -> [String] {
        var lines: [String] = []
        let tables = try String.fetchAll(
            db,
            sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
                AND name NOT LIKE 'reminderTexts_%' AND name <> 'grdb_migrations' ORDER BY name
                """)
        for table in tables {
            for row in try Row.fetchAll(db, sql: "SELECT * FROM pragma_table_xinfo(?) ORDER BY cid", arguments: [table])
            {
                lines.append(
                    "\(table).\(row["name"] as String) \(row["type"] as String) notnull=\(row["notnull"] as Int) "
                        + "default=\(row["dflt_value"] as String? ?? "-") pk=\(row["pk"] as Int)")
            }
            for index in try Row.fetchAll(
                db, sql: "SELECT * FROM pragma_index_list(?) WHERE origin = 'c' ORDER BY name", arguments: [table])
            {
                let name: String = index["name"]
                let columns = try String.fetchAll(
                    db, sql: "SELECT name FROM pragma_index_info(?) ORDER BY seqno", arguments: [name])
                lines.append(
                    "\(table) index \(name) \(columns) unique=\(index["unique"] as Int) partial=\(index["partial"] as Int)"
                )
            }
            let strict = try Row.fetchOne(db, sql: "SELECT strict FROM pragma_table_list(?)", arguments: [table])
            lines.append("\(table) strict=\(strict?["strict"] as Int? ?? -1)")
        }
        return lines
    }

    func testAReminderAppsFileIsImportedAndMadeAgainAsItWas() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).sql").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Self.script.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try SchemaImporter.importSchema(sqlScriptAt: path)
        let text = result.text
        // Each feature, as schema.yaml says it.
        for expected in [
            "uuid: { result: text }",
            #"id:    { type: text, primaryKey: true, notNull: { onConflict: replace }, default: { sql: "(uuid())" } }"#,
            "dueDate:         { type: datetime }",
            "isFlagged:       { type: boolean, notNull: true, default: false }",
            #"notes:           { type: text, notNull: { onConflict: replace }, default: "" }"#,
            "priority:        { type: enum, values: { value1: 1, value2: 2, value3: 3 } }",
            "kind:            { type: enum, values: [task, event], notNull: true, default: task }",
            #"- { name: flagged_reminders, columns: [dueDate], where: "\"isFlagged\"" }"#,
            "searchTable: { tokenizer: trigram }",
            "reminderID: { type: text, unindexed: true }",
            "options: [strict]",
        ] {
            XCTAssertTrue(text.contains(expected), "missing \(expected) in\n\(text)")
        }
        XCTAssertTrue(
            result.warnings.contains {
                $0.hasPrefix("column `priority` of table `reminders` is checked IN (1, 2, 3): imported as an enum")
            }, "\(result.warnings)")
        XCTAssertTrue(
            result.warnings.contains { $0.hasPrefix("function `uuid` is not SQLite's") }, "\(result.warnings)")

        // The schema generates, and its migrations make the same database.
        let output = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: text))
        XCTAssertEqual(output.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        let schema = try await GeneratorPipeline().validate(
            SchemaSource(path: "schema.yaml", text: text), diagnostics: DiagnosticCollector())
        let remade = try XCTUnwrap(SQLiteVerifier.migratedDatabase(schema.validated))
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            db.add(function: DatabaseFunction("uuid", argumentCount: 0, pure: false) { _ in UUID().uuidString })
        }
        let original = try DatabaseQueue(configuration: configuration)
        try await original.write { db in try db.execute(sql: Self.script) }
        let want = try await original.read(Self.report)
        let have = try await remade.read(Self.report)
        XCTAssertEqual(have, want)
        // The search table: the same columns and tokenizer (GRDB quotes the tokenizer's words).
        let sql = try await remade.read { db in
            try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'reminderTexts'")
        }
        XCTAssertEqual(
            sql,
            #"CREATE VIRTUAL TABLE "reminderTexts" USING fts5(reminderID UNINDEXED, title, notes, tokenize='''trigram''')"#
        )
        // The constraints hold in the database made again: the integer enum's CHECK, NOT NULL ON
        // CONFLICT REPLACE (NULL notes become ''), STRICT.
        try await remade.write { db in
            try db.execute(sql: "INSERT INTO remindersLists (id, title) VALUES ('l', 'Work')")
            try db.execute(
                sql: "INSERT INTO reminders (id, notes, remindersListID, title) VALUES ('x', NULL, 'l', 'A')")
            XCTAssertEqual(try String.fetchOne(db, sql: "SELECT notes FROM reminders WHERE id = 'x'"), "")
            XCTAssertThrowsError(try db.execute(sql: "UPDATE reminders SET priority = 7"))
            XCTAssertThrowsError(try db.execute(sql: "UPDATE reminders SET isFlagged = 'yes'"))
            XCTAssertThrowsError(try db.execute(sql: "UPDATE reminders SET kind = 'other'"))
        }
    }

    /// Literal defaults that GRDB would write otherwise (`0.00` as `0.0`, `TRUE` as `1`) are kept as
    /// the file writes them, so that the baseline makes the same columns (and adopts the file); the
    /// others stay literals, the records' initializer defaults.
    func testDefaultsAreMadeAgainAsTheFileWritesThem() async throws {
        let script = """
            CREATE TABLE price (
              id INTEGER PRIMARY KEY AUTOINCREMENT,
              amount NUMERIC(10,2) NOT NULL DEFAULT 0.00,
              ratio REAL NOT NULL DEFAULT 1.5,
              active BOOLEAN NOT NULL DEFAULT TRUE,
              hidden BOOLEAN NOT NULL DEFAULT 0,
              code TEXT NOT NULL DEFAULT "x",
              count INTEGER NOT NULL DEFAULT 007,
              delta INTEGER NOT NULL DEFAULT -1,
              note TEXT DEFAULT 'n'
            );
            """
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).sql").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try SchemaImporter.importSchema(sqlScriptAt: path)
        for expected in [
            #"default: { sql: "0.00" }"#, "ratio:  { type: real, notNull: true, default: 1.5 }",
            #"default: { sql: "TRUE" }"#, "hidden: { type: boolean, notNull: true, default: false }",
            #"default: { sql: "\"x\"" }"#, #"default: { sql: "007" }"#, "default: -1", #"default: "n""#,
        ] {
            XCTAssertTrue(result.text.contains(expected), "missing \(expected) in\n\(result.text)")
        }
        // `"x"` was never a literal (SQLite takes it for a name first): it is SQL, without a warning.
        XCTAssertEqual(result.warnings.filter { $0.contains("is kept as SQL") }.count, 3, "\(result.warnings)")
        let schema = try await GeneratorPipeline().validate(
            SchemaSource(path: "schema.yaml", text: result.text), diagnostics: DiagnosticCollector())
        let remade = try XCTUnwrap(SQLiteVerifier.migratedDatabase(schema.validated))
        let original = try DatabaseQueue()
        try await original.write { db in try db.execute(sql: script) }
        let want = try await original.read(Self.report)
        let have = try await remade.read(Self.report)
        XCTAssertEqual(have, want)
    }

    /// What the file does not tell stays as it is: a flag-named column with other values, a
    /// STRICT text column without rows, a CHECK that is not a list of values.
    func testWhatTheValuesDoNotTellIsKept() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).sql").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try """
        CREATE TABLE "counts" (
          "id" INTEGER PRIMARY KEY,
          "isOpen" INTEGER NOT NULL DEFAULT 0,
          "hasItems" INTEGER NOT NULL DEFAULT 0,
          "day" TEXT,
          "size" INTEGER CHECK ("size" > 0)
        ) STRICT;
        CREATE TABLE "empty" ("id" INTEGER PRIMARY KEY, "due" TEXT) STRICT;
        INSERT INTO counts (isOpen, hasItems, day, size) VALUES (2, 1, 'monday', 3);
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try SchemaImporter.importSchema(sqlScriptAt: path)
        for expected in [
            "isOpen:   { type: integer, notNull: true, default: 0 }",
            "hasItems: { type: boolean, notNull: true, default: false }",
            "day:      { type: text }",
            #"size:     { type: integer, check: "\"size\" > 0" }"#,
            "due: { type: text }",
        ] {
            XCTAssertTrue(result.text.contains(expected), "missing \(expected) in\n\(result.text)")
        }
        XCTAssertEqual(SchemaImporter.checkedValues(#""kind" IN ('a', 'b')"#, column: "kind"), ["a", "b"])
        XCTAssertEqual(SchemaImporter.checkedValues("kind IN (1, -2)", column: "kind"), ["1", "-2"])
        XCTAssertNil(SchemaImporter.checkedValues("kind IN (1, x)", column: "kind"))
        XCTAssertNil(SchemaImporter.checkedValues("other IN (1)", column: "kind"))
    }
}
