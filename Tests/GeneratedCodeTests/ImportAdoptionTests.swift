import FixtureRecords
import Foundation
import GRDB
import XCTest

@testable import GRDBGenCore
@_spi(Generated) @testable import GRDBGenRuntime

/// `grdbgen import` and baselines agree: for each file import reads, the store of the imported
/// schema adopts that same file (its baseline matches, nothing runs, the rows stay), and a new
/// database made by the baseline is what the file is.
///
/// The files are made as real projects make them: SQL scripts in the usual styles, GRDB's own
/// migrator, and the import fixtures' scripts. The baseline migration is made by the same GRDB
/// calls the generated migrator makes (`SchemaApplier`, which the verifier also uses).
final class ImportAdoptionTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("adoption-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A store whose migrator is the imported schema's, set before each adoption.
    struct ImportedStore: DatabaseStore {
        nonisolated(unsafe) static var migrator = DatabaseMigrator()
        nonisolated(unsafe) static var baseline: Baseline?
        let writer: any DatabaseWriter
        init(_ writer: any DatabaseWriter) throws {
            try Self.migrate(writer)
            self.writer = writer
        }
    }

    /// A database file made by `make`.
    func file(_ name: String, _ make: (DatabaseQueue) throws -> Void) throws -> String {
        let path = directory.appendingPathComponent("\(name).sqlite").path
        let queue = try DatabaseQueue(path: path)
        try make(queue)
        try queue.close()
        return path
    }

    func file(_ name: String, sql: String) throws -> String {
        try file(name) { queue in try queue.write { db in try db.execute(sql: sql) } }
    }

    /// Imports the file, validates the schema, and opens the file with its store: the baseline
    /// is adopted, not run, and the rows are kept. Returns the import's warnings.
    @discardableResult
    func assertAdopted(
        _ path: String, rows: [String: Int] = [:], file: StaticString = #filePath, line: UInt = #line
    )
        async throws -> [String]
    {
        let imported = try SchemaImporter.importSchema(databaseAt: path)
        let diagnostics = DiagnosticCollector()
        let schema: DescribedSchema
        do {
            schema = try await GeneratorPipeline().validate(
                SchemaSource(path: "schema.yaml", text: imported.text), diagnostics: diagnostics)
        } catch {
            XCTFail(
                "\(path): the imported schema does not validate: \(error)\n\(imported.text)", file: file, line: line)
            return imported.warnings
        }
        try useMigrations(of: schema)
        do {
            try adopt(path, rows: rows, file: file, line: line)
        } catch {
            XCTFail("\(path): not adopted: \(error)\n\(imported.text)", file: file, line: line)
        }
        return imported.warnings
    }

    /// ``ImportedStore`` gets the schema's baseline migration, made by the GRDB calls of its steps.
    func useMigrations(of schema: DescribedSchema) throws {
        let baseline = try XCTUnwrap(schema.schema.migrations.first)
        let applier = SchemaApplier(schema: schema.validated)
        var migrator = DatabaseMigrator()
        migrator.registerMigration(baseline.id.value) { db in
            for step in baseline.steps { try applier.apply(step.call, in: db) }
        }
        ImportedStore.migrator = migrator
        ImportedStore.baseline = Baseline(
            migration: baseline.id.value, replaces: baseline.baseline?.value.map(\.value) ?? [])
    }

    /// Opens the file with ``ImportedStore``.
    func adopt(_ path: String, rows: [String: Int], file: StaticString, line: UInt) throws {
        let before = try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name")
        }
        do {
            let store = try ImportedStore.openFile(atPath: path)
            XCTAssertEqual(try store.pendingMigrations(), [], file: file, line: line)
            try store.writer.read { db in
                XCTAssertEqual(
                    try String.fetchAll(
                        db,
                        sql:
                            "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name <> 'grdb_migrations' "
                            + "ORDER BY name"
                    ),
                    before.filter { !$0.contains("grdb_migrations") }, "adopted as it is", file: file, line: line)
                for (table, count) in rows {
                    XCTAssertEqual(
                        try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)"), count, table, file: file, line: line
                    )
                }
            }
            try store.writer.close()
        }
    }

    /// The shell's `sqlite3 FILE .dump` of a file.
    func dump(_ path: String) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") else {
            throw XCTSkip("no sqlite3 shell (.ci/run installs it)")
        }
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [path, ".dump"]
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The keyring fixture's file, made by its thirteen migrations with rows, dumped by the
    /// `sqlite3` shell (issue 46): the dump imports, its upper-case UUIDs as `uppercaseText`, its
    /// columns without NULLs in notes, and the file the dump makes is adopted as it is.
    func testTheDumpOfAShippedAppsFileImportsAndIsAdopted() async throws {
        let original = directory.appendingPathComponent("keyring.sqlite").path
        let store = try KeyringDatabase.openFile(
            atPath: original, functions: KeyringDatabase.Functions(cleanTitle: { $0 ?? "" }, rewriteCards: { _ in }),
            connection: .queue)
        var safe = Safe(id: .init(), name: "Home")
        try await store.insert(&safe)
        var login = Login(id: .init(), safeID: safe.id, title: "Mail", password: "pw")
        try await store.insert(&login)
        try store.writer.close()
        let script = try dump(original)
        XCTAssertTrue(script.contains("BEGIN TRANSACTION;"), script)
        let scriptPath = directory.appendingPathComponent("keyring.sql").path
        try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)

        let imported = try SchemaImporter.importSchema(sqlScriptAt: scriptPath)
        // A table of one row does not decide that a column holds UUIDs: it is said, with the count.
        XCTAssertTrue(
            imported.text.contains("id:          { type: text, primaryKey: true, notNull: true }"), imported.text)
        XCTAssertTrue(
            imported.warnings.contains {
                $0.contains("holds an upper-case UUID in its 1 row, too few to tell (10 or more decide)")
            }, "\(imported.warnings)")
        // Nor that columns never hold NULL: proposed, with the count.
        XCTAssertTrue(imported.notes.contains { $0.contains("hold none in its 1 row") }, "\(imported.notes)")
        // The file the dump makes (as `sqlite3 new.db < dump.sql` makes it) is adopted.
        let remade = try file("remade") { queue in
            try queue.writeWithoutTransaction { db in try db.execute(sql: script) }
        }
        try await assertAdopted(remade, rows: ["safe": 1, "login": 1])
    }

    func testChinookStyleIntegerNotNullPrimaryKeys() async throws {
        let path = try file(
            "chinook",
            sql: """
                CREATE TABLE [Artist] (
                    [ArtistId] INTEGER NOT NULL, [Name] NVARCHAR(120), CONSTRAINT [PK_Artist] PRIMARY KEY ([ArtistId]));
                CREATE TABLE [Album] (
                    [AlbumId] INTEGER NOT NULL, [Title] NVARCHAR(160) NOT NULL, [ArtistId] INTEGER NOT NULL,
                    CONSTRAINT [PK_Album] PRIMARY KEY ([AlbumId]),
                    FOREIGN KEY ([ArtistId]) REFERENCES [Artist] ([ArtistId]) ON DELETE NO ACTION ON UPDATE NO ACTION);
                CREATE INDEX [IFK_AlbumArtistId] ON [Album] ([ArtistId]);
                CREATE TABLE Genre (GenreId INTEGER NOT NULL PRIMARY KEY, Name NVARCHAR(120));
                INSERT INTO Artist VALUES (1, 'AC/DC');
                INSERT INTO Album VALUES (1, 'For Those About To Rock', 1);
                """)
        try await assertAdopted(path, rows: ["Artist": 1, "Album": 1])
    }

    /// Table-level CHECK constraints (issue 37): imported as `checks:`, the file adopted, and a
    /// new database made by the baseline keeps them.
    func testTableLevelChecksAreImportedAndAdopted() async throws {
        let path = try file(
            "checks",
            sql: """
                CREATE TABLE "event" (
                  "id" INTEGER PRIMARY KEY AUTOINCREMENT, "start" INTEGER NOT NULL, "end" INTEGER NOT NULL,
                  "title" TEXT NOT NULL,
                  CONSTRAINT "ordered" CHECK ("end" >= "start"),
                  CHECK (length("title") > 0));
                INSERT INTO "event" ("start", "end", "title") VALUES (1, 2, 'launch');
                """)
        let imported = try SchemaImporter.importSchema(databaseAt: path)
        XCTAssertTrue(
            imported.text.contains(#"checks: ["\"end\" >= \"start\"", "length(\"title\") > 0"]"#), imported.text)
        XCTAssertFalse(imported.warnings.contains { $0.contains("CHECK") }, "\(imported.warnings)")
        try await assertAdopted(path, rows: ["event": 1])
        // The baseline makes the checks in a new database.
        let schema = try await GeneratorPipeline().validate(
            SchemaSource(path: "schema.yaml", text: imported.text), diagnostics: DiagnosticCollector())
        try useMigrations(of: schema)
        let store = try ImportedStore.inMemory()
        try await store.write { db in
            try db.execute(sql: #"INSERT INTO "event" ("start", "end", "title") VALUES (1, 2, 'ok')"#)
            XCTAssertThrowsError(
                try db.execute(sql: #"INSERT INTO "event" ("start", "end", "title") VALUES (3, 2, 'x')"#))
            XCTAssertThrowsError(
                try db.execute(sql: #"INSERT INTO "event" ("start", "end", "title") VALUES (1, 2, '')"#))
        }
    }

    func testCompositeForeignKeysAreImportedAndAdopted() async throws {
        let path = try file(
            "composite",
            sql: """
                CREATE TABLE "board" ("workspace" INTEGER NOT NULL, "number" INTEGER NOT NULL, "title" TEXT,
                  PRIMARY KEY ("workspace", "number"));
                CREATE TABLE "label" ("id" INTEGER PRIMARY KEY, "workspace" INTEGER NOT NULL, "name" TEXT NOT NULL,
                  UNIQUE ("workspace", "name"));
                CREATE TABLE "ticket" ("id" INTEGER PRIMARY KEY, "workspace" INTEGER NOT NULL,
                  "board" INTEGER NOT NULL, "label" TEXT,
                  FOREIGN KEY ("workspace", "board") REFERENCES "board" ON DELETE CASCADE,
                  CONSTRAINT "labelled" FOREIGN KEY ("workspace", "label") REFERENCES "label" ("workspace", "name")
                    ON UPDATE CASCADE);
                CREATE INDEX "ticket_on_board" ON "ticket" ("workspace", "board");
                INSERT INTO "board" VALUES (1, 1, 'home'), (2, 1, 'work');
                INSERT INTO "label" VALUES (1, 2, 'urgent');
                INSERT INTO "ticket" VALUES (1, 1, 1, NULL), (2, 2, 1, 'urgent');
                """)
        let imported = try SchemaImporter.importSchema(databaseAt: path)
        XCTAssertTrue(
            imported.text.contains(
                """
                    foreignKeys:
                      - { columns: [workspace, board], references: { table: board, onDelete: cascade } }
                      - { columns: [workspace, label], references: { table: label, columns: [workspace, name], \
                onUpdate: cascade } }

                """), imported.text)
        XCTAssertFalse(imported.warnings.contains { $0.contains("foreign key") }, "\(imported.warnings)")
        try await assertAdopted(path, rows: ["board": 2, "label": 1, "ticket": 2])
        // The baseline makes both foreign keys in a new database.
        let schema = try await GeneratorPipeline().validate(
            SchemaSource(path: "schema.yaml", text: imported.text), diagnostics: DiagnosticCollector())
        try useMigrations(of: schema)
        let store = try ImportedStore.inMemory()
        try await store.write { db in
            try db.execute(sql: #"INSERT INTO "board" VALUES (1, 1, 'home')"#)
            try db.execute(sql: #"INSERT INTO "ticket" ("workspace", "board") VALUES (1, 1)"#)
            XCTAssertThrowsError(try db.execute(sql: #"INSERT INTO "ticket" ("workspace", "board") VALUES (2, 1)"#))
            XCTAssertThrowsError(
                try db.execute(sql: #"INSERT INTO "ticket" ("workspace", "board", "label") VALUES (1, 1, 'x')"#))
            try db.execute(sql: #"DELETE FROM "board""#)
            XCTAssertEqual(try Int.fetchOne(db, sql: #"SELECT count(*) FROM "ticket""#), 0)
        }
    }

    func testIntPrimaryKeysAndTextKeysWithoutNotNull() async throws {
        let path = try file(
            "keys",
            sql: """
                CREATE TABLE counter (id INT PRIMARY KEY, value INTEGER);
                CREATE TABLE blinded (blindedId TEXT PRIMARY KEY, sessionId TEXT);
                CREATE TABLE code (code TEXT NOT NULL PRIMARY KEY, label TEXT);
                CREATE TABLE big (id BIGINT PRIMARY KEY NOT NULL);
                INSERT INTO counter VALUES (1, 2);
                INSERT INTO blinded VALUES ('a', 'b');
                """)
        try await assertAdopted(path, rows: ["counter": 1, "blinded": 1])
    }

    func testWithoutRowIDAutoincrementAndQuotedMixedCaseNames() async throws {
        let path = try file(
            "options",
            sql: """
                CREATE TABLE "Setting" ("Key" TEXT NOT NULL PRIMARY KEY, "Value" TEXT) WITHOUT ROWID;
                CREATE TABLE "LogEntry" (
                    "Id" INTEGER PRIMARY KEY AUTOINCREMENT, "Message" TEXT NOT NULL, "At" DATETIME);
                CREATE TABLE pair (a INTEGER NOT NULL, b TEXT NOT NULL, PRIMARY KEY (a, b)) WITHOUT ROWID;
                INSERT INTO "LogEntry" ("Message") VALUES ('started');
                """)
        try await assertAdopted(path, rows: ["LogEntry": 1])
    }

    /// A GRDB app's migrator: GRDB's table definitions and an FTS5 index kept by GRDB's triggers.
    /// One-to-one extension tables: an integer key that is also a foreign key, with and without
    /// AUTOINCREMENT and NOT NULL (a messenger's 48 migrations made such a table; its file did not
    /// import).
    func testIntegerKeysThatAreForeignKeys() async throws {
        let path = try file(
            "extensions",
            sql: """
                CREATE TABLE interaction (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT);
                CREATE TABLE "quote" ("interactionId" INTEGER PRIMARY KEY NOT NULL
                    REFERENCES "interaction"("id") ON DELETE CASCADE, author TEXT);
                CREATE TABLE plain (id INTEGER PRIMARY KEY REFERENCES interaction(id), x TEXT);
                CREATE TABLE counted (id INTEGER PRIMARY KEY AUTOINCREMENT REFERENCES interaction(id), x TEXT);
                INSERT INTO interaction (body) VALUES ('a'), ('b');
                INSERT INTO "quote" VALUES (1, 'me');
                INSERT INTO plain VALUES (2, 'x');
                INSERT INTO counted VALUES (1, 'y');
                """)
        try await assertAdopted(path, rows: ["interaction": 2, "quote": 1, "plain": 1, "counted": 1])
    }

    /// Columns imported as their rows hold them (a blob in a TEXT column, UUID text, a `uuid()`
    /// default) are adopted as the file declares them.
    func testColumnsTypedByTheirRows() async throws {
        let path = try file(
            "rows",
            sql: """
                CREATE TABLE t (id TEXT PRIMARY KEY NOT NULL, data TEXT, uid TEXT);
                CREATE TABLE u (id TEXT PRIMARY KEY NOT NULL DEFAULT (lower(hex(randomblob(16)))), at DATE);
                WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 9)
                INSERT INTO t SELECT 'a' || i, x'00ff', printf('e621e1f8-c36c-495a-93fc-0c247a3e6e%02d', i) FROM n;
                """)
        let warnings = try await assertAdopted(path, rows: ["t": 10])
        XCTAssertTrue(warnings.contains { $0.contains("imported as `blob`") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("imported as `uuid`") }, "\(warnings)")
    }

    func testAFileOfGRDBsMigrator() async throws {
        let path = try file("grdb") { queue in
            var migrator = DatabaseMigrator()
            migrator.registerMigration("v1") { db in
                try db.create(table: "author") { t in
                    t.autoIncrementedPrimaryKey("id")
                    t.column("name", .text).notNull()
                }
                try db.create(table: "book") { t in
                    t.primaryKey("uuid", .text)
                    t.belongsTo("author", onDelete: .cascade).notNull()
                    t.column("title", .text).notNull()
                    t.column("publishedAt", .datetime)
                }
                try db.create(virtualTable: "book_ft", using: FTS5()) { t in
                    t.synchronize(withTable: "book")
                    t.tokenizer = .porter()
                    t.column("title")
                }
            }
            migrator.registerMigration("v2") { db in
                try db.alter(table: "book") { t in t.add(column: "pages", .integer) }
                try db.execute(sql: "INSERT INTO author (name) VALUES ('Ursula')")
                try db.execute(sql: "INSERT INTO book (uuid, authorId, title) VALUES ('u1', 1, 'Earthsea')")
            }
            try migrator.migrate(queue)
        }
        try await assertAdopted(path, rows: ["author": 1, "book": 1])
    }

    func testTheImportFixturesScripts() async throws {
        let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Import")
        for name in ["store", "media", "notes"] {
            let sql = try String(contentsOf: scripts.appendingPathComponent("\(name).sql"), encoding: .utf8)
            try await assertAdopted(try file(name, sql: sql))
        }
    }

    /// A foreign key to a table the database does not have, which schema.yaml cannot write.
    static let foreignKeyToNoTable = """
        CREATE TABLE orphan (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES gone (id));

        """

    /// What import cannot write is a difference in meaning: said when importing, and the file is
    /// refused, unchanged, when the store opens it.
    func testWhatImportCannotWriteIsReportedAndRefused() async throws {
        let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Import")
        let sql = try String(contentsOf: scripts.appendingPathComponent("notes.sql"), encoding: .utf8)
        let path = try file("notes", sql: sql + Self.foreignKeyToNoTable)
        let imported = try SchemaImporter.importSchema(databaseAt: path)
        XCTAssertTrue(
            imported.warnings.contains {
                $0.hasPrefix("the foreign key (parent) of table `orphan` to `gone` is not imported")
            }, "\(imported.warnings)")
        let schema = try await GeneratorPipeline().validate(
            SchemaSource(path: "schema.yaml", text: imported.text), diagnostics: DiagnosticCollector())
        try useMigrations(of: schema)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try ImportedStore.openFile(atPath: path)) { error in
            guard case .baselineMismatch(let differences)? = error as? StoreError else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(
                differences.contains { $0.hasPrefix("table `orphan`: the file has foreign key") }, "\(differences)")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
    }
}
