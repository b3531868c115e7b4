@testable import GRDBGenCore
import XCTest

/// `views:` and the `createView`/`dropView` steps.
final class ViewSchemaTests: XCTestCase {
    static let step = "createView: { view: item_names, sql: 'SELECT id, name FROM item' }"

    /// The demo schema with `VIEWS` under `views:` and `STEPS` appended to migration `addNotes`.
    func demo(views: String?, steps: [String] = []) -> String {
        var yaml = demoSchema
        if let views {
            yaml = yaml.replacingOccurrences(of: "\nmigrations:\n", with: "\nviews:\n\(views)\n\nmigrations:\n")
        }
        let after = "      - sql: UPDATE item SET notes = name\n"
        yaml = yaml.replacingOccurrences(of: after, with: after + steps.map { "      - \($0)\n" }.joined())
        return yaml
    }

    /// The generated record of a view, or the diagnostics.
    func record(_ yaml: String, file name: String) async -> String {
        do {
            let output = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml))
            return output.files.files.first { $0.name == name }?.contents ?? "no file \(name)"
        } catch {
            return error.diagnostics.map(\.description).joined(separator: "\n")
        }
    }

    func testViewsAgreeWithTheMigrationsOrAreReported() async {
        let view = "  item_names: { sql: 'SELECT id, name FROM item' }"
        let agreeing = await diagnose(demo(views: view, steps: [Self.step]))
        XCTAssertEqual(agreeing, [])
        await assertDiagnostics(
            demo(views: view, steps: []),
            [
                "schema.yaml:16:3: error: view `item_names` is in views: but no migration creates it; add a "
                    + "migration with a `createView` step"
            ])
        await assertDiagnostics(
            demo(views: nil, steps: [Self.step]),
            [
                "schema.yaml:28:29: error: view `item_names` is created by migration `addNotes` but is not in views:"
            ])
        await assertDiagnostics(
            demo(views: view.replacingOccurrences(of: "id, name", with: "name, id"), steps: [Self.step]),
            [
                "schema.yaml:16:22: error: view `item_names`: the `sql` of views: and of migration `addNotes` differ; "
                    + "to change a view, drop it and create it again in a new migration",
                "schema.yaml:31:46: note: migration `addNotes` writes it here",
            ])
        // Dropped and created again: the new SQL.
        let changed = view.replacingOccurrences(of: "id, name", with: "name, id")
        let recreated = await diagnose(
            demo(
                views: changed,
                steps: [
                    Self.step, "dropView: { view: item_names }",
                    Self.step.replacingOccurrences(of: "id, name", with: "name, id"),
                ]))
        XCTAssertEqual(recreated, [])
    }

    func testBadViews() async {
        await assertDiagnostics(
            demo(views: nil, steps: ["dropView: { view: item_name }"]),
            [
                "schema.yaml:28:27: error: migration `addNotes` drops unknown view `item_name`"
            ])
        await assertDiagnostics(
            demo(views: nil, steps: ["createView: { view: item, sql: SELECT 1 }"]),
            [
                "schema.yaml:28:29: error: migration `addNotes` creates view `item`, but table `item` has that name"
            ])
        await assertDiagnostics(
            demo(views: "  item: { sql: SELECT 1 }", steps: []),
            [
                "schema.yaml:16:3: error: view `item` has the name of table `item`; SQLite names ignore case",
                "schema.yaml:6:3: note: table `item` is written here",
            ])
        await assertDiagnostics(
            demo(views: "  v: { sql: '  ', colums: {} }", steps: []),
            [
                "schema.yaml:16:19: error: unknown key `colums` in view `v`; did you mean `columns`?",
                "schema.yaml:16:13: error: `sql` of view `v` is empty",
            ])
        await assertDiagnostics(
            demo(views: nil, steps: ["createView: { view: v }"]),
            [
                "schema.yaml:28:21: error: missing key `sql` in `createView`"
            ])
    }

    func testSQLiteChecksTheViewAndWhatMigrationsLeave() async {
        // SQLite creates a view that names an unknown column; GRDBGen compiles it.
        let bad = "  item_names: { sql: 'SELECT id, nmae FROM item' }"
        let refused = await diagnose(
            demo(views: bad, steps: [Self.step.replacingOccurrences(of: "name FROM", with: "nmae FROM")]))
        XCTAssertEqual(refused, ["schema.yaml:16:22: error: SQLite refuses view `item_names`: no such column: nmae"])
        // A view made by an `sql:` step must be in views: too.
        await assertDiagnostics(
            demo(views: nil, steps: ["sql: CREATE VIEW hidden AS SELECT 1"]),
            [
                "schema.yaml:28:14: error: view `hidden` is created by the migrations but is not in views:"
            ])
    }

    func testColumnsTakeTheirTypesAndNullabilityFromWhatTheyRead() async {
        let view = """
              item_stats:
                sql: SELECT item.id, item.name AS title, item.quantity, count(*) AS copies FROM item GROUP BY item.id
                columns:
                  copies: { type: integer, notNull: true }
            """
        let step =
            "createView: { view: item_stats, sql: 'SELECT item.id, item.name AS title, item.quantity, count(*) "
            + "AS copies FROM item GROUP BY item.id' }"
        let code = await record(demo(views: view, steps: [step]), file: "ItemStat.swift")
        XCTAssertTrue(
            code.contains(
                """
                public struct ItemStat: Identifiable, Hashable, Sendable {
                    public var id: Int64
                    public var title: String
                    public var quantity: Int?
                    public var copies: Int
                """), code)
        XCTAssertTrue(code.contains("extension ItemStat: FetchableRecord, TableRecord, GeneratedRecord {"), code)
        XCTAssertFalse(code.contains("PersistableRecord"), code)
        XCTAssertFalse(code.contains("func insert"), code)

        // An outer join can make any column NULL: optional, unless `notNull` says otherwise.
        let joined = """
              item_pairs:
                sql: SELECT a.id, a.name, b.name AS other FROM item AS a LEFT JOIN item AS b ON b.id = a.quantity
                columns:
                  id: { notNull: true }
                  name: { swift: { name: label } }
            """
        let joinStep =
            "createView: { view: item_pairs, sql: 'SELECT a.id, a.name, b.name AS other FROM item AS a LEFT "
            + "JOIN item AS b ON b.id = a.quantity' }"
        let pairs = await record(demo(views: joined, steps: [joinStep]), file: "ItemPair.swift")
        XCTAssertTrue(
            pairs.contains(
                """
                    public var id: Int64
                    public var label: String?
                    public var other: String?
                """), pairs)

        // A computed column without a type, an override of no column.
        let untyped = "  item_counts: { sql: 'SELECT count(*) AS n FROM item', columns: { m: { notNull: true } } }"
        await assertDiagnostics(
            demo(
                views: untyped,
                steps: [
                    "createView: { view: item_counts, sql: 'SELECT count(*) AS n FROM item' }"
                ]),
            [
                "schema.yaml:16:68: error: `columns` of view `item_counts` names `m`, which is not a column of "
                    + "the view; did you mean `n`?",
                "schema.yaml:16:23: error: column `n` of view `item_counts` is computed by SQLite, which cannot "
                    + "tell its type; give it one: `columns: { n: { type: integer } }` (or text, real, …)",
            ])
    }

    /// An outer join leaves the NOT NULL columns of the table it keeps as they are; the other
    /// table's, a compound select's and another view's may read NULL.
    func testAnOuterJoinLeavesTheKeptTablesColumnsNotNull() async throws {
        let tablesAndViews = """
            tables:
              list:
                columns:
                  id:    { type: integer, primaryKey: autoincrement }
                  title: { type: text, notNull: true }
              entry:
                columns:
                  id:      { type: integer, primaryKey: autoincrement }
                  list_id: { type: integer, notNull: true, references: list }
                  body:    { type: text, notNull: true }
            views:
              list_entries:
                sql: SELECT list.id, list.title, entry.body FROM list LEFT JOIN entry ON entry.list_id = list.id
              right_entries:
                sql: SELECT list.title, entry.body FROM entry RIGHT JOIN list ON entry.list_id = list.id
              titles_of_view:
                sql: SELECT title FROM list_entries
              all_texts:
                sql: SELECT title FROM list UNION SELECT body FROM entry
              sub_entries:
                sql: SELECT list.title, e.body FROM list LEFT JOIN (SELECT list_id, body FROM entry) e ON e.list_id = list.id

            """
        let planned = try await MigrationWriter.migrate(
            SchemaSource(path: "schema.yaml", text: tablesAndViews), id: "v1", lock: nil,
            renames: RenameDecisions(renames: [], noRenames: []))
        let yaml = try XCTUnwrap(planned.text)
        let kept = await record(yaml, file: "ListEntry.swift")
        XCTAssertTrue(kept.contains("    var id: Int64\n    var title: String\n    var body: String?\n"), kept)
        // A right join keeps its right table (`list`), and may miss the left one.
        let right = await record(yaml, file: "RightEntry.swift")
        XCTAssertTrue(right.contains("    var title: String\n    var body: String?\n"), right)
        let ofView = await record(yaml, file: "TitlesOfView.swift")
        XCTAssertTrue(ofView.contains("    var title: String?\n"), ofView)
        let compound = await record(yaml, file: "AllText.swift")
        XCTAssertTrue(compound.contains("    var title: String?\n"), compound)
        // A join of a subquery hides which side its tables are on: any column may read NULL.
        let sub = await record(yaml, file: "SubEntry.swift")
        XCTAssertTrue(sub.contains("    var title: String?\n    var body: String?\n"), sub)
    }

    func testColumnsWithoutAPlainNameAreReported() async {
        // SQLite names an unnamed expression after its text.
        await assertDiagnostics(
            demo(
                views: "  item_count: { sql: 'SELECT count(*) FROM item' }",
                steps: [
                    "createView: { view: item_count, sql: 'SELECT count(*) FROM item' }"
                ]),
            [
                "schema.yaml:16:22: error: column `count(*)` of view `item_count` has no plain name (letters, "
                    + "digits and underscores); name it in the SQL with `AS`: `count(*) AS a_name`"
            ])
    }

    func testWordsOfTheSQLOutsideLiteralsAndComments() {
        XCTAssertEqual(
            ViewSQL.words("SELECT 'LEFT JOIN' AS \"FULL\", count (*) -- UNION\nFROM t /* OUTER */"),
            ["SELECT", "AS", "COUNT(", "FROM", "T"])
        // A comment between a function and its parenthesis: still a call, as SQLite reads it.
        XCTAssertTrue(ViewSQL.mayIntroduceNulls("SELECT count /* all */ (*) FROM a"))
        XCTAssertFalse(ViewSQL.mayIntroduceNulls("SELECT a.x, 'left join' FROM a JOIN b ON b.id = a.b_id"))
        XCTAssertTrue(ViewSQL.mayIntroduceNulls("SELECT a.x FROM a LEFT JOIN b ON b.id = a.b_id"))
        XCTAssertTrue(ViewSQL.mayIntroduceNulls("SELECT x FROM a UNION ALL SELECT NULL"))
        XCTAssertTrue(ViewSQL.mayIntroduceNulls("SELECT max(x), y FROM a"))
        XCTAssertFalse(ViewSQL.mayIntroduceNulls("SELECT max(x), y FROM a GROUP BY y"))
    }

    func testMigratePlansViewsAndRecreatesThemAroundATableItRecreates() async throws {
        let view = "  item_names: { sql: 'SELECT id, name FROM item' }"
        let added = try await MigrationWriter.migrate(
            SchemaSource(path: "schema.yaml", text: demo(views: view)), id: "names", lock: nil)
        XCTAssertEqual(
            added.migrationText,
            """
              - id: names
                steps:
                  - createView:
                      view: item_names
                      sql: "SELECT id, name FROM item"

            """)
        // `quantity` becomes NOT NULL: the table is recreated, the view dropped before and made again after.
        let recreating = demo(views: view, steps: [Self.step])
            .replacingOccurrences(
                of: "      quantity: { type: integer }\n      notes",
                with: "      quantity: { type: integer, notNull: true, default: 0 }\n      notes")
        let result = try await MigrationWriter.migrate(
            SchemaSource(path: "schema.yaml", text: recreating), id: "q", lock: nil)
        let lines = result.migrationText.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(lines.first { $0.hasPrefix("- ") && !$0.hasPrefix("- id") }, "- dropView: { view: item_names }")
        XCTAssertEqual(lines.filter { $0.hasPrefix("- ") }.last, "- createView:")
        XCTAssertTrue(lines.contains("- renameTable: { from: item_new, to: item }"), result.migrationText)
    }
}
