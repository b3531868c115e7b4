import Foundation
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

    /// A dump with upper-case UUIDs and a nullable column without NULLs (issue 46): the UUIDs are
    /// imported as `uppercaseText`, the column is named in a note, and the schema generates.
    func testADumpOfAnAppsRowsImportsItsUUIDsAndNotesItsColumnsWithoutNulls() throws {
        let dump = """
            PRAGMA foreign_keys=OFF;
            BEGIN TRANSACTION;
            CREATE TABLE login(id TEXT PRIMARY KEY NOT NULL, title TEXT);
            INSERT INTO login VALUES('E621E1F8-C36C-495A-93FC-0C247A3E6E5F','Mail');
            COMMIT;

            """
        try Data(dump.utf8).write(to: work.appendingPathComponent("app.sql"))
        let imported = try CLIRunner.run(["import", "--sql", "app.sql", "--access", "public"], in: work)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(
            imported.stderr,
            """
            app.sql: warning: column `id` of table `login` holds an upper-case UUID in every row: imported as `uuid` \
            with `representation: uppercaseText` (an `UppercaseUUID`, or a record's `ID` for a key: stored as this \
            text, as `uuidString` writes it)

            """)
        // One row does not tell whether `title` is never NULL: no note.
        XCTAssertEqual(
            imported.stdout,
            "wrote schema.yaml and schema.lock from app.sql (1 warning); next: grdbgen generate --schema schema.yaml\n")
        let schema = try String(contentsOf: work.appendingPathComponent("schema.yaml"), encoding: .utf8)
        XCTAssertTrue(schema.contains("representation: uppercaseText"), schema)
        let generate = try CLIRunner.run(["generate", "--quiet"], in: work)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        let login = try String(contentsOf: work.appendingPathComponent("Generated/Login.swift"), encoding: .utf8)
        XCTAssertTrue(login.contains("var id: RecordID<Login, UppercaseUUID>\n"), login)
        XCTAssertTrue(login.contains("container[Columns.id] = id\n"), login)
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
