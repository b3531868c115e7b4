import GRDBGenCore
import XCTest

/// The migrations run in a real SQLite database, and SQLite's view of the result is compared
/// with `tables:`.
final class SQLiteVerificationTests: XCTestCase {
    func testABadSQLStepIsReportedAtItsLineWithSQLitesMessage() async {
        await assertDiagnostics(
            demo(replacing: "sql: UPDATE item SET notes = name", with: "sql: UPDATE itm SET notes = name"),
            [
                "schema.yaml:27:14: error: migration `addNotes`: SQLite refuses this step: no such table: itm"
            ])
        await assertDiagnostics(
            demo(replacing: "sql: UPDATE item SET notes = name", with: "sql: UPDATE item SET notes = nme"),
            [
                "schema.yaml:27:14: error: migration `addNotes`: SQLite refuses this step: no such column: nme"
            ])
    }

    func testSchemaChangesMadeBySQLAreSeenBySQLite() async {
        // A table created by an `sql` step: the model cannot see it, SQLite does.
        await assertDiagnostics(
            demo(replacing: "sql: UPDATE item SET notes = name", with: "sql: CREATE TABLE audit (at TEXT)"),
            [
                "schema.yaml:27:14: error: SQLite finds table `audit` after the migrations, but tables: do not have it"
            ])
        // An index created by an `sql` step.
        await assertDiagnostics(
            demo(replacing: "sql: UPDATE item SET notes = name", with: "sql: CREATE INDEX item_on_name ON item(name)"),
            [
                "schema.yaml:6:3: error: table `item`, as SQLite finds it: the migrations leave index "
                    + "`item_on_name`, which tables: do not have"
            ])
        // A column added by an `sql` step.
        await assertDiagnostics(
            demo(replacing: "sql: UPDATE item SET notes = name", with: "sql: ALTER TABLE item ADD COLUMN extra TEXT"),
            [
                "schema.yaml:6:3: error: column `extra` of table `item`, as SQLite finds it: the migrations add "
                    + "it, tables: do not have it"
            ])
    }

    func testDataThatBreaksAConstraintDuringAMigration() async {
        let yaml = demo(
            replacing: "      - sql: UPDATE item SET notes = name",
            with: "      - sql: INSERT INTO item (name) VALUES ('a')\n      - sql: UPDATE item SET name = NULL")
        await assertDiagnostics(
            yaml,
            [
                "schema.yaml:28:14: error: migration `addNotes`: SQLite refuses this step: NOT NULL constraint "
                    + "failed: item.name"
            ])
    }
}
