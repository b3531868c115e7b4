import GRDBGenCore
import XCTest

/// `triggers:` of tables and the `createTrigger`/`dropTrigger` steps.
final class TriggerSchemaTests: XCTestCase {
    static let trigger = "{ name: item_trim, timing: before, event: update, columns: [name], body: SELECT 1; }"

    /// The demo schema with `TABLES` as the triggers of `item` and `STEP` appended to `addNotes`.
    func demo(tables: String?, step: String?) -> String {
        var yaml = demoSchema
        if let tables {
            yaml = yaml.replacingOccurrences(
                of: "    orderings: [name]\n", with: "    orderings: [name]\n    triggers: [\(tables)]\n")
        }
        if let step {
            yaml = yaml.replacingOccurrences(
                of: "      - sql: UPDATE item SET notes = name\n",
                with: "      - sql: UPDATE item SET notes = name\n      - \(step)\n")
        }
        return yaml
    }

    func testTriggersAgreeOrAreReported() async {
        let step =
            "createTrigger: { table: item, name: item_trim, timing: before, event: update, columns: [name], "
            + "body: SELECT 1; }"
        let agreeing = await diagnose(demo(tables: Self.trigger, step: step))
        XCTAssertEqual(agreeing, [])
        await assertDiagnostics(
            demo(tables: Self.trigger, step: nil),
            [
                "schema.yaml:14:24: error: trigger `item_trim` of table `item` is in tables: but no migration "
                    + "creates it; add a `createTrigger` step"
            ])
        await assertDiagnostics(
            demo(tables: nil, step: step),
            [
                "schema.yaml:6:3: error: trigger `item_trim` of table `item` is created by the migrations but is not"
                    + " in tables:",
                "schema.yaml:28:45: note: the migrations create it here",
            ])
        await assertDiagnostics(
            demo(tables: Self.trigger.replacingOccurrences(of: "before", with: "after"), step: step),
            [
                "schema.yaml:14:24: error: trigger `item_trim` of table `item`: tables: and the migrations "
                    + "define it differently",
                "schema.yaml:29:45: note: the migrations define it here",
            ])
    }

    func testBadTriggers() async {
        await assertDiagnostics(
            demo(tables: nil, step: "dropTrigger: { name: item_trim }"),
            [
                "schema.yaml:28:30: error: migration `addNotes` drops unknown trigger `item_trim`"
            ])
        await assertDiagnostics(
            demo(
                tables: nil,
                step:
                    "createTrigger: { table: item, name: t, timing: during, event: insert, columns: [name], body: ' ' }"
            ),
            [
                "schema.yaml:28:56: error: expected one of `before`, `after` for `timing` of trigger `t`, found "
                    + "the text `during`",
                "schema.yaml:28:88: error: `columns` of trigger `t` only apply to `event: update`",
                "schema.yaml:28:102: error: `body` of trigger `t` is empty",
            ])
        await assertDiagnostics(
            demo(
                tables: nil,
                step:
                    "createTrigger: { table: item, name: t, timing: after, event: update, columns: [nmae], "
                    + "body: SELECT 1 }"
            ),
            [
                "schema.yaml:28:88: error: migration `addNotes` triggers on unknown column `nmae` of table "
                    + "`item`; did you mean `name`?"
            ])
    }

    func testTriggersFollowTheirTableAndColumns() async {
        let step =
            "createTrigger: { table: item, name: item_trim, timing: before, event: update, columns: [name], "
            + "body: SELECT 1; }"
        // Dropping a column the trigger names is refused; dropping the trigger first works.
        let dropName = demo(tables: nil, step: step + "\n      - dropColumn: { table: item, column: name }")
        let refused = await diagnose(dropName)
        XCTAssertEqual(
            refused.first,
            "schema.yaml:29:44: error: migration `addNotes`: SQLite cannot drop column `name` of table `item`: "
                + "trigger `item_trim` uses it; drop the trigger first")
        // Renaming the table and the column carries the trigger: tables: name the new ones.
        let renamed = demo(
            tables: Self.trigger.replacingOccurrences(of: "columns: [name]", with: "columns: [title]"),
            step: step
                + "\n      - renameColumn: { table: item, from: name, to: title }\n      - renameTable: { from: "
                + "item, to: entry }"
        )
        .replacingOccurrences(of: "tables:\n  item:", with: "tables:\n  entry:")
        .replacingOccurrences(
            of: "      name:     { type: text, notNull: true }\n      quantity",
            with: "      title:    { type: text, notNull: true }\n      quantity"
        )
        .replacingOccurrences(of: "orderings: [name]", with: "orderings: [title]")
        let carried = await diagnose(renamed)
        // The fold carries the trigger, and SQLite rewrites its SQL to the same text the new
        // names give: no difference anywhere.
        XCTAssertEqual(carried, [])
    }

    func testTriggerNamesAreUniqueInTheDatabase() async {
        let yaml = """
            tables:
              a:
                columns: { id: { type: integer, primaryKey: autoincrement } }
                triggers: [{ name: touch, timing: after, event: insert, body: SELECT 1 }]
              b:
                columns: { id: { type: integer, primaryKey: autoincrement } }
                triggers: [{ name: TOUCH, timing: after, event: insert, body: SELECT 1 }]
            migrations:
              - id: one
                steps:
                  - createTable: { table: a, columns: { id: { type: integer, primaryKey: autoincrement } } }
                  - createTable: { table: b, columns: { id: { type: integer, primaryKey: autoincrement } } }
                  - createTrigger: { table: a, name: touch, timing: after, event: insert, body: SELECT 1 }
                  - createTrigger: { table: b, name: TOUCH, timing: after, event: insert, body: SELECT 1 }

            """
        let found = await diagnose(yaml)
        XCTAssertEqual(
            found,
            [
                "schema.yaml:7:24: error: trigger `TOUCH` has the same name as a trigger of table `a`; trigger names"
                    + " are unique in a database",
                "schema.yaml:4:24: note: the trigger of table `a` is written here",
                "schema.yaml:14:42: error: migration `one` creates trigger `TOUCH`, but table `a` has a trigger of"
                    + " that name",
            ])
    }

    func testSQLiteChecksTheTriggerBody() async {
        let step =
            "createTrigger: { table: item, name: item_bad, timing: after, event: insert, body: UPDAT item SET "
            + "name = 1 }"
        let found = await diagnose(
            demo(
                tables: step.dropFirst("createTrigger: ".count).replacingOccurrences(of: "table: item, ", with: ""),
                step: step))
        // The schema database of tables: is built first (the describe stage), so its refusal is
        // the one reported; the same body in the migration is reported once tables: are fixed.
        XCTAssertEqual(
            found,
            [
                "schema.yaml:14:24: error: SQLite refuses trigger `item_bad` as tables: define it: near \"UPDAT\": "
                    + "syntax error"
            ])
    }

    func testMigratePlansTriggers() async throws {
        let result = try await MigrationWriter.migrate(
            SchemaSource(path: "schema.yaml", text: demo(tables: Self.trigger, step: nil)), id: "trim", lock: nil)
        XCTAssertEqual(
            result.migrationText,
            """
              - id: trim
                steps:
                  - createTrigger: { table: item, name: item_trim, timing: before, event: update, columns: [name], body: "SELECT 1;" }

            """)
    }
}
