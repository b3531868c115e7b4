import Foundation
import GRDB
import XCTest

/// `grdbgen import`, as a user runs it: from an existing file to generated records.
final class ImportCLITests: XCTestCase {
    var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("grdbgen-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CLIRunner.packageRoot.appendingPathComponent("Tests/Fixtures/Import/notes.sql"),
            to: work.appendingPathComponent("notes.sql"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    func testImportGenerateAndCheck() throws {
        let dryRun = try CLIRunner.run(["import", "--sql", "notes.sql", "--dry-run"], in: work)
        XCTAssertEqual(dryRun.status, 0, dryRun.stderr)
        XCTAssertTrue(dryRun.stdout.hasPrefix("# Imported by `grdbgen import` from notes.sql.\n"), dryRun.stdout)
        XCTAssertTrue(
            dryRun.stderr.hasPrefix(
                "notes.sql: warning: search index `page_ft` of table `page`: imported as `search:`"), dryRun.stderr)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: work.appendingPathComponent("schema.yaml").path),
            "--dry-run writes nothing")

        let imported = try CLIRunner.run(["import", "--sql", "notes.sql"], in: work)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(
            imported.stdout,
            "wrote schema.yaml and schema.lock from notes.sql (5 warnings); next: grdbgen generate --schema "
                + "schema.yaml\n")
        XCTAssertEqual(
            try String(contentsOf: work.appendingPathComponent("schema.yaml"), encoding: .utf8), dryRun.stdout)
        // The lock keeps the baseline's steps, which schema.yaml does not repeat.
        let lock = try String(contentsOf: work.appendingPathComponent("schema.lock"), encoding: .utf8)
        XCTAssertTrue(lock.hasPrefix("# schema.lock — written by grdbgen import;"), lock)
        XCTAssertTrue(lock.contains("\n- id: baseline\n  steps:\n    - createTable:\n"), lock)
        XCTAssertFalse(dryRun.stdout.contains("createTable"), dryRun.stdout)
        let generate = try CLIRunner.run(["generate"], in: work)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        XCTAssertTrue(generate.stdout.contains("wrote Generated/Page.swift"), generate.stdout)
        XCTAssertEqual(try CLIRunner.run(["check"], in: work).status, 0)

        // An existing schema is kept unless --force.
        let again = try CLIRunner.run(["import", "--sql", "notes.sql"], in: work)
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(
            again.stderr.hasSuffix(
                "error: schema.yaml exists; give --force to replace it, or --schema another path; nothing was written\n"
            ), again.stderr)
        XCTAssertEqual(try CLIRunner.run(["import", "--sql", "notes.sql", "--force"], in: work).status, 0)
    }

    /// A dump with upper-case UUIDs and a nullable column without NULLs (issues 46 and 61): one row
    /// does not decide that a column holds UUIDs (a user may type the next in lower case), nor that
    /// a column holds no NULL: each is said with its row count; ten rows decide the UUIDs.
    func testADumpOfAnAppsRowsImportsItsUUIDsAndNotesItsColumnsWithoutNulls() throws {
        func dump(rows: Int) -> String {
            let values = (0..<rows).map { "('E621E1F8-C36C-495A-93FC-0C247A3E6E\(String(format: "%02d", $0))','Mail')" }
            return """
                PRAGMA foreign_keys=OFF;
                BEGIN TRANSACTION;
                CREATE TABLE login(id TEXT PRIMARY KEY NOT NULL, title TEXT);
                INSERT INTO login VALUES\(values.joined(separator: ","));
                COMMIT;

                """
        }
        try Data(dump(rows: 1).utf8).write(to: work.appendingPathComponent("app.sql"))
        let one = try CLIRunner.run(["import", "--sql", "app.sql", "--access", "public"], in: work)
        XCTAssertEqual(one.status, 0, one.stderr)
        XCTAssertEqual(
            one.stderr,
            """
            app.sql: warning: column `id` of table `login` holds an upper-case UUID in its 1 row, too few to tell \
            (10 or more decide): imported as `text`; if the app stores only such UUIDs there, declare it `uuid` with \
            `representation: uppercaseText`
            app.sql: note: table `login`: `title` accepts NULL but holds none in its 1 row: if the app never stores \
            NULL there, `swift: { optional: false }` keeps its property non-optional (reading a NULL then throws)

            """)
        XCTAssertTrue(
            try String(contentsOf: work.appendingPathComponent("schema.yaml"), encoding: .utf8)
                .contains("id:    { type: text, primaryKey: true, notNull: true }"))

        try Data(dump(rows: 10).utf8).write(to: work.appendingPathComponent("app.sql"))
        let ten = try CLIRunner.run(["import", "--sql", "app.sql", "--access", "public", "--force"], in: work)
        XCTAssertEqual(ten.status, 0, ten.stderr)
        XCTAssertTrue(
            ten.stderr.hasPrefix(
                "app.sql: warning: column `id` of table `login` holds an upper-case UUID in every one of its 10 rows: "
                    + "imported as `uuid` with `representation: uppercaseText` (an `UppercaseUUID`, or a record's `ID` "
                    + "for a key: stored as this text, as `uuidString` writes it)\n"), ten.stderr)
        XCTAssertTrue(ten.stderr.contains("`title` accepts NULL but holds none in its 10 rows"), ten.stderr)
        let schema = try String(contentsOf: work.appendingPathComponent("schema.yaml"), encoding: .utf8)
        XCTAssertTrue(schema.contains("representation: uppercaseText"), schema)
        let generate = try CLIRunner.run(["generate", "--quiet"], in: work)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        let login = try String(contentsOf: work.appendingPathComponent("Generated/Login.swift"), encoding: .utf8)
        XCTAssertTrue(login.contains("var id: RecordID<Login, UppercaseUUID>\n"), login)
        XCTAssertTrue(login.contains("container[Columns.id] = id\n"), login)
    }

    /// A column imported as `text` and typed afterwards, as import proposes (issue 61): the
    /// baseline's steps, kept in the lock, give `text`; the error says how to let them follow, and
    /// doing so generates (SQLite sees the two types alike: the baseline's SQL does not change).
    func testAnImportedColumnTypedAfterwardsSaysHowTheLockedBaselineFollows() throws {
        let dump = """
            CREATE TABLE setting (id INTEGER PRIMARY KEY AUTOINCREMENT, tags TEXT);
            INSERT INTO setting (tags) VALUES ('["a","b"]'), ('["c"]');

            """
        try Data(dump.utf8).write(to: work.appendingPathComponent("app.sql"))
        XCTAssertEqual(try CLIRunner.run(["import", "--sql", "app.sql"], in: work).status, 0)
        let schemaURL = work.appendingPathComponent("schema.yaml")
        let schema = try String(contentsOf: schemaURL, encoding: .utf8)
        XCTAssertTrue(schema.contains("tags: { type: text }"), schema)
        try schema.replacingOccurrences(
            of: "tags: { type: text }", with: #"tags: { type: json, swift: { type: "[String]" } }"#
        )
        .write(to: schemaURL, atomically: true, encoding: .utf8)
        let refused = try CLIRunner.run(["generate"], in: work)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(
            refused.stderr.contains(
                "error: column `tags` of table `setting`: tables: say type `json`, the migrations give type `text`"),
            refused.stderr)
        XCTAssertTrue(
            refused.stderr.contains(
                "note: the baseline `baseline` keeps its steps in the lock, as they were when it was locked: run "
                    + "`grdbgen lock --unlock baseline` and then `grdbgen generate`"), refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("Generated").path))
        // The fix, as the note says it.
        let before = try String(contentsOf: work.appendingPathComponent("schema.lock"), encoding: .utf8)
        XCTAssertEqual(try CLIRunner.run(["lock", "--unlock", "baseline"], in: work).status, 0)
        let generated = try CLIRunner.run(["generate", "--quiet"], in: work)
        XCTAssertEqual(generated.status, 0, generated.stderr)
        let lock = try String(contentsOf: work.appendingPathComponent("schema.lock"), encoding: .utf8)
        XCTAssertNotEqual(lock, before)
        XCTAssertTrue(lock.contains("tags: { type: json }") || lock.contains("type: json"), lock)
        let record = try String(contentsOf: work.appendingPathComponent("Generated/Setting.swift"), encoding: .utf8)
        XCTAssertTrue(record.contains("var tags: [String]?"), record)
        XCTAssertEqual(try CLIRunner.run(["check"], in: work).status, 0)
    }

    /// Import of today's file and an older one into a folder not made yet (issue 61): the folder is
    /// made, and the summary names every file read and what the baseline declares of the older.
    func testImportOfSeveralFilesIntoANewFolderSaysWhatItReadAndWrote() throws {
        func database(_ name: String, _ sql: String) throws {
            let queue = try DatabaseQueue(path: work.appendingPathComponent(name).path)
            try queue.write { db in try db.execute(sql: sql) }
            try queue.close()
        }
        try database("today.sqlite", "CREATE TABLE entry (id INTEGER PRIMARY KEY, title TEXT NOT NULL, mood INTEGER);")
        try database(
            "older.sqlite",
            "CREATE TABLE entry (id INTEGER PRIMARY KEY, title TEXT NOT NULL); ALTER TABLE entry ADD COLUMN mood; "
                + "CREATE TABLE event (id INTEGER PRIMARY KEY);")
        let imported = try CLIRunner.run(
            [
                "import", "--database", "today.sqlite", "--database", "older.sqlite", "--schema",
                "NewFolder/schema.yaml",
            ],
            in: work)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(
            imported.stdout,
            "wrote NewFolder/schema.yaml and NewFolder/schema.lock from today.sqlite, and the baseline's olderFiles: "
                + "from older.sqlite (1 untyped, 1 dropped); next: grdbgen generate --schema NewFolder/schema.yaml\n")
        let schema = try String(contentsOf: work.appendingPathComponent("NewFolder/schema.yaml"), encoding: .utf8)
        XCTAssertTrue(schema.contains("untyped: [entry.mood]"), schema)
        XCTAssertTrue(schema.contains("dropped: [event]"), schema)
        XCTAssertEqual(
            try CLIRunner.run(
                ["generate", "--quiet", "--schema", "NewFolder/schema.yaml", "--output", "NewFolder/Generated"],
                in: work
            ).status, 0)
    }

    func testBadSourcesAreOneErrorLine() throws {
        try Data("CREATE TABLE t (id INTEGER PRIMARY KEY,);".utf8).write(to: work.appendingPathComponent("bad.sql"))
        try Data("plain text".utf8).write(to: work.appendingPathComponent("text.sqlite"))
        let cases: [([String], String)] = [
            (["import", "--sql", "bad.sql"], "error: bad.sql: SQLite refuses the script: near \")\": syntax error\n"),
            (["import", "--database", "none.sqlite"], "error: no file at none.sqlite\n"),
            (["import", "--database", "text.sqlite"], "error: text.sqlite is not an SQLite database\n"),
        ]
        for (arguments, message) in cases {
            let result = try CLIRunner.run(arguments, in: work)
            XCTAssertEqual(result.status, 1, "\(arguments)")
            XCTAssertEqual(result.stderr, message, "\(arguments)")
        }
        let neither = try CLIRunner.run(["import"], in: work)
        XCTAssertNotEqual(neither.status, 0)
        XCTAssertTrue(neither.stderr.contains("give one source: --database FILE or --sql FILE"), neither.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("schema.yaml").path))
    }
}
