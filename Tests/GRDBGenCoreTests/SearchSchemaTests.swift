import GRDBGenCore
import XCTest

/// `search:` of tables and the `createSearchIndex`/`dropSearchIndex` steps.
final class SearchSchemaTests: XCTestCase {
    static let search = "{ columns: [name, notes], tokenizer: porter }"
    static let step = "createSearchIndex: { table: item, name: item_ft, columns: [name, notes], tokenizer: porter }"

    /// The demo schema with `SEARCH` as the search index of `item` and `STEPS` appended to `addNotes`.
    func demo(search: String?, steps: [String] = []) -> String {
        var yaml = demoSchema
        if let search {
            yaml = yaml.replacingOccurrences(
                of: "    orderings: [name]\n", with: "    orderings: [name]\n    search: \(search)\n")
        }
        let after = "      - sql: UPDATE item SET notes = name\n"
        return yaml.replacingOccurrences(of: after, with: after + steps.map { "      - \($0)\n" }.joined())
    }

    func testSearchIndexesAgreeOrAreReported() async {
        let agreeing = await diagnose(demo(search: Self.search, steps: [Self.step]))
        XCTAssertEqual(agreeing, [])
        await assertDiagnostics(
            demo(search: Self.search),
            [
                "schema.yaml:14:13: error: search index `item_ft` of table `item` is in tables: but no "
                    + "migration creates it; add a `createSearchIndex` step"
            ])
        await assertDiagnostics(
            demo(search: nil, steps: [Self.step]),
            [
                "schema.yaml:6:3: error: search index `item_ft` of table `item` is created by the migrations but is"
                    + " not in tables:",
                "schema.yaml:28:28: note: the migrations create it here",
            ])
        await assertDiagnostics(
            demo(search: "{ columns: [name, notes], tokenizer: ascii }", steps: [Self.step]),
            [
                "schema.yaml:14:13: error: search index `item_ft` of table `item`: tables: and the migrations "
                    + "define it differently",
                "schema.yaml:29:28: note: the migrations define it here",
            ])
    }

    func testBadSearchIndexes() async {
        await assertDiagnostics(
            demo(search: "{ columns: [name, quantity, nmae], tokenizer: ascii, diacritics: keep, prefix: 2 }"),
            [
                "schema.yaml:14:84: error: unknown key `prefix` in `search` of table `item`; did you mean "
                    + "`prefixes`?",
                "schema.yaml:14:78: error: `diacritics` of search index `item_ft` apply to the unicode61 and "
                    + "porter tokenizers, not ascii",
            ])
        await assertDiagnostics(
            demo(search: "{ columns: [name, quantity, nmae, name] }"),
            [
                "schema.yaml:14:31: error: search index `item_ft` of table `item` indexes column `quantity`, of type"
                    + " integer: it indexes text",
                "schema.yaml:14:41: error: search index `item_ft` of table `item` indexes unknown column `nmae`; did"
                    + " you mean `name`?",
                "schema.yaml:14:47: error: search index `item_ft` of table `item` lists column `name` twice",
            ])
        await assertDiagnostics(
            demo(search: nil, steps: ["dropSearchIndex: { name: item_ft }"]),
            [
                "schema.yaml:28:34: error: migration `addNotes` drops unknown search index `item_ft`"
            ])
        await assertDiagnostics(
            demo(search: nil, steps: ["createSearchIndex: { table: item, columns: [name] }"]),
            [
                "schema.yaml:28:28: error: missing key `name` in `createSearchIndex`"
            ])
        await assertDiagnostics(
            demo(search: "{ columns: [name], tokenizer: icu }"),
            [
                "schema.yaml:14:43: error: expected one of `unicode61`, `porter`, `ascii`, `trigram` for "
                    + "`tokenizer` of search index `item_ft`, found the text `icu`"
            ])
    }

    func testTheIndexIsProtectedFromChangesThatWouldBreakIt() async {
        let steps = [Self.step]
        let dropped = await diagnose(
            demo(search: Self.search, steps: steps + ["dropColumn: { table: item, column: notes }"]))
        XCTAssertEqual(
            dropped.first,
            "schema.yaml:30:44: error: migration `addNotes`: SQLite cannot drop column `notes` of table "
                + "`item`: search index `item_ft` indexes it; drop the index first")
        let renamed = await diagnose(
            demo(search: Self.search, steps: steps + ["renameTable: { from: item, to: items }"]))
        XCTAssertEqual(
            renamed.first,
            "schema.yaml:30:30: error: migration `addNotes`: renaming table `item` would break its search "
                + "index `item_ft`, which keeps the old name; drop the index first (`dropSearchIndex`) and "
                + "create it again after"
        )
        let table = await diagnose(demo(search: nil, steps: steps + ["dropTable: { table: item }"]))
        XCTAssertEqual(
            table.first,
            "schema.yaml:29:29: error: migration `addNotes`: dropping table `item` would leave its search "
                + "index `item_ft` behind; drop the index first (`dropSearchIndex`)")
        // Dropped first, the column goes.
        let ok = await diagnose(
            demo(
                search: "{ columns: [name], tokenizer: porter }",
                steps: steps + [
                    "dropSearchIndex: { name: item_ft }",
                    "createSearchIndex: { table: item, name: item_ft, columns: [name], tokenizer: porter }",
                ]))
        XCTAssertEqual(ok, [])
    }

    func testAnFTS5TableMadeBySQLIsReportedOnce() async {
        // Its four shadow tables are not reported as tables: only the virtual table.
        await assertDiagnostics(
            demo(search: nil, steps: ["sql: CREATE VIRTUAL TABLE notes_ft USING fts5(notes)"]),
            [
                "schema.yaml:28:14: error: virtual table `notes_ft` is created by the migrations, but tables: have no"
                    + " search index or search table of that name; declare it with `search:` and a"
                    + " `createSearchIndex` step, or as a table with `searchTable:`"
            ])
    }

    func testMigratePlansSearchIndexes() async throws {
        let added = try await MigrationWriter.migrate(
            SchemaSource(
                path: "schema.yaml",
                text: demo(search: "{ columns: [name, notes], tokenizer: porter, diacritics: remove }")),
            id: "search", lock: nil)
        XCTAssertEqual(
            added.migrationText,
            """
              - id: search
                steps:
                  - createSearchIndex: { table: item, name: item_ft, columns: [name, notes], tokenizer: porter, diacritics: remove }

            """)
        // Another tokenizer: dropped and created again.
        let changed = try await MigrationWriter.migrate(
            SchemaSource(path: "schema.yaml", text: demo(search: "{ columns: [name, notes] }", steps: [Self.step])),
            id: "plain", lock: nil)
        XCTAssertEqual(
            changed.migrationText,
            """
              - id: plain
                steps:
                  - dropSearchIndex: { name: item_ft }
                  - createSearchIndex: { table: item, name: item_ft, columns: [name, notes] }

            """)
    }

    /// `prefixes: [2, 3]`: FTS5's prefix indexes, in the generated migration and in SQLite; the
    /// same prefixes in tables: and the migrations, or a difference reported.
    func testPrefixIndexes() async throws {
        let search = "{ columns: [name], prefixes: [2, 3] }"
        let step = "createSearchIndex: { table: item, name: item_ft, columns: [name], prefixes: [2, 3] }"
        let files = try await GeneratorPipeline().run(
            SchemaSource(path: "schema.yaml", text: demo(search: search, steps: [step]))
        ).files
        let migrations = try XCTUnwrap(files["AppDatabase+Migrations.swift"])
        XCTAssertTrue(migrations.contains("t.prefixes = [2, 3]"), migrations)
        let other = await diagnose(demo(search: search, steps: [step.replacingOccurrences(of: "[2, 3]", with: "[2]")]))
        XCTAssertFalse(other.isEmpty, "different prefixes are reported")
        let bad = await diagnose(demo(search: "{ columns: [name], prefixes: [0, two] }", steps: [step]))
        XCTAssertTrue(bad.contains { $0.contains("expected a prefix length, from 1 to 999 characters") }, "\(bad)")
    }
}
