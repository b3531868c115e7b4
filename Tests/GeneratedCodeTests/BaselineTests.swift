import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// Baselines (`baseline:` of the first migration, written by `grdbgen import`): how files made
/// before GRDBGen open with the generated store. The `import-notes` fixture's baseline replaces
/// migration `v1` of a hand-written migrator that runs Tests/Fixtures/Import/notes.sql.
final class BaselineTests: XCTestCase {
    var directory: URL!
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Import/notes.sql")

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A file as the app made it before GRDBGen: with its own migrator (`v1`), or by plain SQL;
    /// `edit` changes the script first.
    ///
    /// `keepCollatedIndex: false` leaves out the script's index with a collation, which the
    /// baseline makes: such a file differs from it (`testAFileWithoutAnIndexOfTheBaselineIsRefused`).
    func legacyFile(
        migrator identifiers: [String]? = ["v1"], keepCollatedIndex: Bool = true, edit: (String) -> String = { $0 }
    ) throws -> String {
        let path = directory.appendingPathComponent("legacy-\(UUID().uuidString).sqlite").path
        var script = try String(contentsOf: Self.script, encoding: .utf8)
        if !keepCollatedIndex {
            script = script.replacingOccurrences(
                of: "CREATE UNIQUE INDEX page_title_per_notebook ON page(notebook_id, title COLLATE NOCASE);\n",
                with: "")
        }
        let finalScript = edit(script)
        let queue = try DatabaseQueue(path: path)
        if let identifiers {
            var migrator = DatabaseMigrator()
            migrator.registerMigration(identifiers[0]) { db in try db.execute(sql: finalScript) }
            for identifier in identifiers.dropFirst() { migrator.registerMigration(identifier) { _ in } }
            try migrator.migrate(queue)
        } else {
            try queue.write { db in try db.execute(sql: finalScript) }
        }
        try queue.write { db in
            try db.execute(sql: "INSERT INTO notebook (name) VALUES ('Old')")
            try db.execute(
                sql: "INSERT INTO page (notebook_id, title, body) VALUES (1, 'Kept', 'written before GRDBGen')")
        }
        try queue.close()
        return path
    }

    func applied(_ path: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        }
    }

    func testAnEmptyDatabaseRunsTheBaseline() throws {
        let store = try ImportNotesDatabase.openFile(atPath: directory.appendingPathComponent("new.sqlite").path)
        XCTAssertEqual(try store.read(ImportNotesDatabase.migrator.completedMigrations), ["baseline"])
        try store.writer.read { db in
            XCTAssertTrue(try db.tableExists("page_ft"))
            XCTAssertTrue(try db.triggerExists("__page_ft_ai"), "GRDB's synchronization triggers")
        }
    }

    func testAFileOfTheHandWrittenMigratorIsAdoptedWithItsRows() throws {
        let path = try legacyFile()
        let store = try ImportNotesDatabase.openFile(atPath: path)
        XCTAssertEqual(
            try applied(path), ["baseline", "v1"],
            "the baseline, which did not run, is recorded beside v1, which the app's earlier migrator finds applied")
        XCTAssertEqual(try store.fetch(Page.all()).map(\.title), ["Kept"])
        // The file's own triggers still fill its search index.
        var page = Page(notebookId: 1, title: "New page", body: "after adoption", pinned: false)
        try store.insert(&page)
        XCTAssertEqual(try store.fetch(Page.searching("adoption")).map(\.title), ["New page"])
        XCTAssertEqual(try store.fetch(Page.searching("before")).map(\.title), ["Kept"])
        // Opened again: nothing more to do.
        XCTAssertEqual(try ImportNotesDatabase.openFile(atPath: path).fetch(Page.all()).count, 2)
    }

    /// An app extension or a downgraded app still has the hand-written migrator: after the
    /// adoption it finds its `v1` applied and runs nothing (`v1` again would fail: its tables exist).
    func testTheEarlierMigratorRunsNothingAfterTheAdoption() throws {
        let path = try legacyFile()
        _ = try ImportNotesDatabase.openFile(atPath: path)
        let script = try String(contentsOf: Self.script, encoding: .utf8)
        var earlier = DatabaseMigrator()
        earlier.registerMigration("v1") { db in try db.execute(sql: script) }
        let queue = try DatabaseQueue(path: path)
        try earlier.migrate(queue)
        XCTAssertEqual(try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM page") }, 1)
    }

    /// Defaults compare by the value SQLite stores: a bare word is text (`DEFAULT blue` is
    /// `'blue'`), `FALSE` and `0.0` are `0` in a numeric column; names compare without case.
    func testAFileThatDiffersInFormOnlyIsAdopted() throws {
        let path = try legacyFile(migrator: nil) { script in
            script.replacingOccurrences(of: "DEFAULT 'blue'", with: "DEFAULT blue")
                .replacingOccurrences(
                    of: "pinned BOOLEAN NOT NULL DEFAULT 0", with: "\"Pinned\" BOOLEAN NOT NULL DEFAULT FALSE"
                )
                .replacingOccurrences(of: "CREATE TABLE keyword (", with: "CREATE TABLE \"Keyword\"(")
        }
        let store = try ImportNotesDatabase.openFile(atPath: path)
        XCTAssertEqual(try store.fetch(Notebook.all()).map(\.color), [.blue])
    }

    func testAFileMadeBySQLWithoutMigratorIsAdopted() throws {
        let path = try legacyFile(migrator: nil)
        let store = try ImportNotesDatabase.openFile(atPath: path)
        XCTAssertEqual(try applied(path), ["baseline"])
        XCTAssertEqual(try store.fetch(Notebook.all()).map(\.name), ["Old"])
    }

    func testAMismatchIsRefusedAndTheFileIsUnchanged() throws {
        // The app's file lacks a column the baseline has, and has an index the baseline has not.
        let path = try legacyFile { script in
            script.replacingOccurrences(of: "    pinned BOOLEAN NOT NULL DEFAULT 0,\n", with: "")
                + "\nCREATE INDEX page_on_title ON page(title);\n"
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try ImportNotesDatabase.openFile(atPath: path)) { error in
            XCTAssertEqual(
                error as? StoreError,
                .baselineMismatch(differences: [
                    "table `page`: the baseline has column `pinned` REAL/NUMERIC notNull=1 default=0.0 "
                        + "primaryKey=0, the file does not",
                    "table `page`: the file has index `page_on_title` on title, the baseline does not",
                    // Both are shapes `olderFiles:` declares: the refusal says which lines adopt it.
                    "`olderFiles:` would adopt this file: add `addedLater: [page.pinned]`, `dropped: [page_on_title]` "
                        + "to the baseline's `olderFiles:` in schema.yaml (`grdbgen import --database <a file of "
                        + "today's shape> --database <this file>` writes them)",
                ]))
            XCTAssertTrue(
                "\(error)".hasPrefix("the database differs from the schema's baseline, so it cannot be adopted: "),
                "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before, "byte for byte unchanged")
        XCTAssertEqual(try applied(path), ["v1"])
    }

    func testAFileWithoutAnIndexOfTheBaselineIsRefused() throws {
        // The baseline makes the index with a collation (`grdbgen import` writes it since issue 26).
        let path = try legacyFile(keepCollatedIndex: false)
        XCTAssertThrowsError(try ImportNotesDatabase.openFile(atPath: path)) { error in
            XCTAssertEqual(
                error as? StoreError,
                .baselineMismatch(differences: [
                    "table `page`: the baseline has unique index `page_title_per_notebook` on notebook_id, title, "
                        + "the file does not",
                    // Since issue 63, an index can be declared added later: adoption makes it.
                    "`olderFiles:` would adopt this file: add `addedLater: [page_title_per_notebook]` to the "
                        + "baseline's `olderFiles:` in schema.yaml (`grdbgen import --database <a file of today's "
                        + "shape> --database <this file>` writes them)",
                ]))
        }
    }

    func testMigrationsTheBaselineDoesNotReplaceAreRefusedAsNewer() throws {
        let path = try legacyFile(migrator: ["v1", "v2"])
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try ImportNotesDatabase.openFile(atPath: path)) { error in
            XCTAssertEqual(error as? StoreError, .newerSchema(unknownMigrations: ["v2"]))
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
    }

    func testSeveralConnectionsOpeningTheFileAtOnceAdoptItOnce() throws {
        let path = try legacyFile()
        let results = LockedResults()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            results.append(Result { try ImportNotesDatabase.openFile(atPath: path).fetch(Page.all()).count })
        }
        XCTAssertEqual(try results.values.map { try $0.get() }, [1, 1, 1, 1])
        XCTAssertEqual(try applied(path), ["baseline", "v1"])
    }

    func testAConnectionOpenedByTheAppIsAdoptedInOneTransaction() throws {
        // Not through openFile: the store's initializer checks and adopts in its migration.
        let queue = try DatabaseQueue(path: try legacyFile())
        let store = try ImportNotesDatabase(queue)
        XCTAssertEqual(try store.pendingMigrations(), [])
        let mismatch = try DatabaseQueue(
            path: try legacyFile {
                $0.replacingOccurrences(of: "    edited_at DATETIME\n", with: "    edited DATETIME\n")
            })
        XCTAssertThrowsError(try ImportNotesDatabase(mismatch))
        XCTAssertEqual(
            try mismatch.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }, ["v1"])
    }
}

/// Results gathered from concurrent work.
private final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Result<Int, any Error>] = []
    var values: [Result<Int, any Error>] { lock.withLock { storage } }
    func append(_ result: Result<Int, any Error>) { lock.withLock { storage.append(result) } }
}
