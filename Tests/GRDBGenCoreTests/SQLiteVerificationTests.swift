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

    /// Each thing SQLite reports of a table (unique constraints, foreign keys, options,
    /// triggers, column types and defaults) is compared: here an `sql` step makes the table again
    /// with one difference from what the migrations' steps say.
    func testATableMadeAgainBySQLIsComparedAsSQLiteReportsIt() async {
        func recreated(_ columns: String, _ suffix: String = "") -> String {
            let sql =
                "CREATE TABLE t (\(columns)) \(suffix); INSERT INTO t SELECT * FROM item; DROP TABLE item; "
                + "ALTER TABLE t RENAME TO item"
            return demo(replacing: "sql: UPDATE item SET notes = name", with: "sql: \"\(sql)\"")
        }
        let id = "id INTEGER PRIMARY KEY AUTOINCREMENT", notes = "notes TEXT"
        let prefix = "schema.yaml:6:3: error: table `item`, as SQLite finds it:"
        await assertDiagnostics(
            recreated("\(id), name TEXT NOT NULL, quantity INTEGER, \(notes), UNIQUE (name)"),
            ["\(prefix) the unique constraints of tables: and of the migrations differ"])
        await assertDiagnostics(
            recreated("\(id), name TEXT NOT NULL, quantity INTEGER REFERENCES other(id), \(notes)"),
            ["\(prefix) the foreign keys of tables: and of the migrations differ"])
        await assertDiagnostics(
            recreated("\(id), name TEXT NOT NULL, quantity INTEGER, \(notes)", "STRICT"),
            ["\(prefix) the options (strict, withoutRowID) of tables: and of the migrations differ"])
        await assertDiagnostics(
            recreated("\(id), name TEXT NOT NULL, quantity INTEGER DEFAULT 0, \(notes)"),
            [
                "schema.yaml:11:7: error: column `quantity` of table `item`, as SQLite finds it: tables: say default "
                    + "none, the migrations give 0"
            ])
        await assertDiagnostics(
            recreated("\(id), name TEXT NOT NULL, \(notes), quantity INTEGER"),
            ["\(prefix) the columns are in another order than in tables:"])
        await assertDiagnostics(
            demo(
                replacing: "sql: UPDATE item SET notes = name",
                with: "sql: \"CREATE TRIGGER item_touch AFTER INSERT ON item BEGIN SELECT 1; END\""),
            ["\(prefix) the migrations leave trigger `item_touch`, which tables: do not have"])
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
