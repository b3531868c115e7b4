import Foundation
import GRDB
import GRDBGenCore
import XCTest

/// Search tables (`searchTable:`): FTS5 tables of their own columns, filled by the app.
final class SearchTableSchemaTests: XCTestCase {
    /// A schema with a `note` table and a search table `noteText` kept by a trigger of `note`;
    /// `TABLE` replaces the search table's definition in tables:, `STEP` the migration's.
    static func schema(
        table: String = "searchTable: { tokenizer: trigram }", column: String = "{ type: text, notNull: true }",
        step: String = "searchTable: { tokenizer: trigram }", extraSteps: [String] = []
    ) -> String {
        """
        tables:
          note:
            columns:
              id: { type: integer, primaryKey: autoincrement }
              body: { type: text, notNull: true }
            triggers:
              - { name: note_ai, timing: after, event: insert, body: "INSERT INTO noteText (rowid, body) VALUES (new.id, new.body);" }
          noteText:
            \(table)
            columns:
              noteID: { type: integer, unindexed: true }
              body: \(column)
        migrations:
          - id: one
            steps:
              - createTable:
                  table: note
                  columns:
                    id: { type: integer, primaryKey: autoincrement }
                    body: { type: text, notNull: true }
              - createTable:
                  table: noteText
                  \(step)
                  columns:
                    noteID: { type: integer, unindexed: true }
                    body: { type: text, notNull: true }
              - createTrigger: { table: note, name: note_ai, timing: after, event: insert, body: "INSERT INTO noteText (rowid, body) VALUES (new.id, new.body);" }
        """ + extraSteps.map { "\n      - \($0)" }.joined() + "\n"
    }

    func testASearchTableGeneratesARecordWithItsRowID() async throws {
        let output = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: Self.schema()))
        XCTAssertEqual(output.diagnostics.map(\.description), [])
        let record = try XCTUnwrap(output.files["NoteText.swift"])
        XCTAssertTrue(record.contains("var rowid: Int64?"), record)
        XCTAssertTrue(record.contains("GeneratedRecord, RowIDRecord, SearchableRecord"), record)
        XCTAssertTrue(record.contains(#"columns: ["rowid", "noteID", "body"]"#), record)
        // Searching is GRDBGenRuntime's, for every search table: `store.fetch(NoteText.searching(text))`.
        XCTAssertNil(output.files["AppDatabase+NoteText.swift"])
        let migrations = try XCTUnwrap(output.files["AppDatabase+Migrations.swift"])
        XCTAssertTrue(
            migrations.contains(
                """
                try db.create(virtualTable: "noteText", using: FTS5()) { t in
                                t.tokenizer = FTS5TokenizerDescriptor(components: ["trigram"])
                                t.column("noteID").notIndexed()
                                t.column("body")
                            }
                """), migrations)
    }

    func testTablesAndMigrationsAgreeOnASearchTable() async {
        await assertDiagnostics(
            Self.schema(step: ""),
            [
                "schema.yaml:25:49: error: column `noteID` of table `noteText`: `unindexed` is for the columns of a"
                    + " search table (`searchTable: true`)"
            ])
        await assertDiagnostics(
            Self.schema(step: "searchTable: true"),
            [
                "schema.yaml:9:18: error: search table `noteText`: tables: and the migrations give it different"
                    + " columns, `tokenizer`, `diacritics` or `prefixes`",
                "schema.yaml:23:24: note: the migrations define it here",
            ])
        await assertDiagnostics(
            Self.schema(column: "{ type: text, notNull: true, unindexed: true }"),
            [
                "schema.yaml:9:18: error: search table `noteText` indexes no column: every column is `unindexed`"
            ])
    }

    func testWhatAnFTS5TableCannotHaveIsRefused() async {
        await assertDiagnostics(
            Self.schema(table: "searchTable: { tokenizer: trigram, diacritics: remove }"),
            [
                "schema.yaml:9:52: error: `diacritics` of `searchTable` of table `noteText` is an option of the "
                    + "unicode61 tokenizer (and of porter over it); the trigram tokenizer does not take it: remove "
                    + "`diacritics`"
            ])
        let found = await diagnose(
            Self.schema(
                table: "searchTable: { tokenizer: trigram }\n    options: [strict]",
                column: "{ type: integer, notNull: true, default: 0, unique: true, collate: nocase }"))
        XCTAssertEqual(
            Array(found.prefix(5)),
            [
                "schema.yaml:10:15: error: search table `noteText` has no `options`: an FTS5 table has none; remove "
                    + "`strict`",
                "schema.yaml:13:54: error: column `body` of search table `noteText` has no `default`: an FTS5 "
                    + "column has no type or constraint; remove it",
                "schema.yaml:13:7: error: column `body` of search table `noteText` has no `unique`: an FTS5 column "
                    + "has no type or constraint; remove it",
                "schema.yaml:13:80: error: column `body` of search table `noteText` has no `collate`: an FTS5 "
                    + "column has no type or constraint; remove it",
                "schema.yaml:13:21: error: column `body` of search table `noteText`, of type integer, is indexed: "
                    + "FTS5 indexes text; write `unindexed: true` to keep it beside the text",
            ])
    }

    /// The tokenizer's options and FTS5's: each where its tokenizer takes it.
    func testTokenizerOptions() async throws {
        let options = #"searchTable: { tokenizer: ascii, tokenCharacters: "-_", separators: ".", detail: none }"#
        let output = try await GeneratorPipeline().run(
            SchemaSource(path: "schema.yaml", text: Self.schema(table: options, step: options)))
        XCTAssertEqual(output.diagnostics.map(\.description), [])
        let migrations = try XCTUnwrap(output.files["AppDatabase+Migrations.swift"])
        XCTAssertTrue(
            migrations.contains(#"t.tokenizer = .ascii(separators: ["."], tokenCharacters: ["-", "_"])"#), migrations)
        XCTAssertTrue(migrations.contains(#"t.detail = "none""#), migrations)
        await assertDiagnostics(
            Self.schema(table: "searchTable: { tokenizer: trigram, tokenCharacters: \"-\" }"),
            [
                "schema.yaml:9:57: error: `tokenCharacters` of `searchTable` of table `noteText` is for the "
                    + "unicode61, porter and ascii tokenizers, not trigram"
            ])
        await assertDiagnostics(
            Self.schema(table: "searchTable: { tokenizer: porter, caseSensitive: true, separators: \"a b\" }"),
            [
                "schema.yaml:9:72: error: `separators` of `searchTable` of table `noteText` lists characters, "
                    + "without spaces or quotes",
                "schema.yaml:9:54: error: `caseSensitive` of `searchTable` of table `noteText` is for the trigram "
                    + "tokenizer; the others fold case",
            ])
        let detail = await diagnose(Self.schema(table: "searchTable: { detail: some }"))
        XCTAssertEqual(detail.count, 1)
        XCTAssertTrue(detail[0].contains("`detail` of `searchTable` of table `noteText`"), "\(detail)")
        // Another option in the migrations than in tables: is reported.
        let other = await diagnose(Self.schema(table: "searchTable: { tokenizer: trigram, caseSensitive: true }"))
        XCTAssertTrue(other.contains { $0.contains("give it different") }, "\(other)")
    }

    func testReservedNamesAndMisplacedKeys() async {
        let rank = Self.schema().replacingOccurrences(
            of: "noteID: { type: integer, unindexed: true }\n      body:",
            with: "noteID: { type: integer, unindexed: true }\n      rank:")
        let found = await diagnose(rank)
        XCTAssertTrue(
            found.contains(
                "schema.yaml:12:7: error: column `rank` of search table `noteText`: FTS5 reserves this name (the "
                    + "rowid, `rank`, the table's own name); rename the column"), "\(found)")
        await assertDiagnostics(
            demo(
                replacing: "name:     { type: text, notNull: true }",
                with: "name:     { type: text, notNull: true, unindexed: true }"),
            [
                "schema.yaml:10:57: error: column `name` of table `item`: `unindexed` is for the columns of a "
                    + "search table (`searchTable: true`)",
                "schema.yaml:22:63: error: column `name` of table `item`: `unindexed` is for the columns of a "
                    + "search table (`searchTable: true`)",
            ])
        await assertDiagnostics(
            Self.schema(table: "searchTable: false"),
            [
                "schema.yaml:9:18: error: `searchTable` of table `noteText` is false; remove it for a table that is not "
                    + "a search table"
            ])
    }

    func testStepsThatAlterASearchTableAreRefused() async {
        let found = await diagnose(
            Self.schema(extraSteps: [
                "addColumn: { table: noteText, column: tags, type: text }",
                "createIndex: { table: noteText, name: noteText_on_body, columns: [body] }",
                "createTrigger: { table: noteText, name: t, timing: after, event: insert, body: \"SELECT 1;\" }",
            ]))
        let advice =
            " (an FTS5 table); create a new search table, fill it from the old one (`sql: INSERT INTO new (rowid, "
            + "…) SELECT rowid, … FROM old`), then drop the old one"
        XCTAssertEqual(
            found,
            [
                "schema.yaml:28:47: error: migration `one`: SQLite cannot add a column to search table `noteText`"
                    + advice,
                "schema.yaml:29:47: error: migration `one`: SQLite cannot index search table `noteText`" + advice,
                "schema.yaml:30:49: error: migration `one`: SQLite cannot run a trigger on search table `noteText`"
                    + advice,
            ])
    }

    func testMigratePlansANewSearchTableAndRefusesToChangeOne() async throws {
        var yaml = Self.schema()
        // The search table and its trigger come in a second migration that migrate writes.
        let steps = yaml.range(of: "      - createTable:\n          table: noteText")!
        yaml.removeSubrange(steps.lowerBound..<yaml.endIndex)
        let added = try await MigrationWriter.migrate(
            SchemaSource(path: "schema.yaml", text: yaml), id: "search", lock: nil)
        XCTAssertEqual(
            added.migrationText,
            """
              - id: search
                steps:
                  - createTable:
                      table: noteText
                      searchTable: { tokenizer: trigram }
                      columns:
                        noteID: { type: integer, unindexed: true }
                        body: { type: text, notNull: true }
                  - createTrigger: { table: note, name: note_ai, timing: after, event: insert, body: "INSERT INTO noteText (rowid, body) VALUES (new.id, new.body);" }

            """)
        let changed = Self.schema(table: "searchTable: true")
        do {
            _ = try await MigrationWriter.migrate(SchemaSource(path: "schema.yaml", text: changed), id: "x", lock: nil)
            XCTFail("a changed search table is not planned")
        } catch {
            XCTAssertTrue(
                error.diagnostics.map(\.description).contains {
                    $0.contains("table `noteText` changes as a search table")
                }, "\(error.diagnostics)")
        }
    }

    /// A database with a standalone FTS5 table, imported, reads back as the same table.
    func testImportReadsAStandaloneFTS5TableAsASearchTable() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).sql").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fts = "CREATE VIRTUAL TABLE noteText USING fts5(noteID UNINDEXED, body, tokenize = 'trigram', prefix='2')"
        try """
        CREATE TABLE note (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL);
        \(fts);
        CREATE TRIGGER note_ai AFTER INSERT ON note BEGIN INSERT INTO noteText (rowid, noteID, body) VALUES (new.id, new.id, new.body); END;
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try SchemaImporter.importSchema(sqlScriptAt: path)
        XCTAssertEqual(result.warnings, [])
        XCTAssertTrue(
            result.text.contains(
                "  noteText:\n    searchTable: { tokenizer: trigram, prefixes: [2] }\n    columns:\n"
                    + "      noteID: { type: text, unindexed: true }\n      body:   { type: text }\n"), result.text)
        let output = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: result.text))
        XCTAssertEqual(output.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        // The table that schema.yaml makes is the one imported.
        let schema = try await GeneratorPipeline().validate(
            SchemaSource(path: "schema.yaml", text: result.text), diagnostics: DiagnosticCollector())
        let queue = try XCTUnwrap(SQLiteVerifier.migratedDatabase(schema.validated))
        let sql = try await queue.read { db in
            try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'noteText'")
        }
        // GRDB quotes the tokenizer's words (`tokenize='''trigram'''`): the same tokenizer.
        XCTAssertEqual(
            sql,
            #"CREATE VIRTUAL TABLE "noteText" USING fts5(noteID UNINDEXED, body, tokenize='''trigram''', prefix='2')"#)
    }
}
