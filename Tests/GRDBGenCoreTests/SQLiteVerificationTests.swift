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
                "schema.yaml:27:14: error: table `audit` is created by the migrations but is not in tables:"
            ])
        // An index created by an `sql` step: at the table in tables:, the step as a note.
        await assertDiagnostics(
            demo(replacing: "sql: UPDATE item SET notes = name", with: "sql: CREATE INDEX item_on_name ON item(name)"),
            [
                "schema.yaml:6:3: error: index `item_on_name` of table `item` is created by the migrations but is "
                    + "not in tables:",
                "schema.yaml:27:14: note: an `sql` step makes it here",
            ])
        // A column added by an `sql` step.
        await assertDiagnostics(
            demo(replacing: "sql: UPDATE item SET notes = name", with: "sql: ALTER TABLE item ADD COLUMN extra TEXT"),
            [
                "schema.yaml:6:3: error: column `extra` of table `item` is added by the migrations but is not in "
                    + "tables:",
                "schema.yaml:27:14: note: an `sql` step of the migrations changes table `item` here",
            ])
    }

    /// Each thing SQLite reports of a table (unique constraints, foreign keys, options,
    /// triggers, column types and defaults) is compared: here an `sql` step makes the table again
    /// with one difference from what the migrations' steps say. Each is reported at its place in
    /// tables:, the `sql` step as the note (the fold of the migrations cannot see into it).
    func testATableMadeAgainBySQLIsComparedAsSQLiteReportsIt() async {
        func recreated(_ columns: String, _ suffix: String = "") -> String {
            let sql =
                "CREATE TABLE t (\(columns)) \(suffix); INSERT INTO t SELECT * FROM item; DROP TABLE item; "
                + "ALTER TABLE t RENAME TO item"
            return demo(replacing: "sql: UPDATE item SET notes = name", with: "sql: \"\(sql)\"")
        }
        let id = "id INTEGER PRIMARY KEY AUTOINCREMENT", notes = "notes TEXT"
        let note = "schema.yaml:27:14: note: an `sql` step of the migrations changes table `item` here"
        await assertDiagnostics(
            recreated("\(id), name TEXT NOT NULL, quantity INTEGER, \(notes), UNIQUE (name)"),
            [
                "schema.yaml:10:7: error: column `name` of table `item`: tables: do not say unique, the migrations do",
                note,
            ])
        await assertDiagnostics(
            recreated("\(id), name TEXT NOT NULL, quantity INTEGER REFERENCES other(id), \(notes)"),
            [
                "schema.yaml:6:3: error: table `item`: the foreign key (quantity) references `other` (id) of the "
                    + "migrations is not in tables:",
                note,
            ])
        await assertDiagnostics(
            recreated("\(id), name TEXT NOT NULL, quantity INTEGER, \(notes)", "STRICT"),
            ["schema.yaml:6:3: error: table `item`: tables: say options none, the migrations say [strict]", note])
        await assertDiagnostics(
            recreated("\(id), name TEXT NOT NULL, quantity INTEGER DEFAULT 0, \(notes)"),
            [
                "schema.yaml:11:7: error: column `quantity` of table `item`: tables: say no default, the migrations "
                    + "say default 0",
                note,
            ])
        await assertDiagnostics(
            recreated("\(id), name TEXT NOT NULL, \(notes), quantity INTEGER"),
            [
                "schema.yaml:11:7: error: column `quantity` of table `item` is column 3 in tables: but the "
                    + "migrations make `notes` column 3; list the columns in the order the migrations add them"
            ])
        await assertDiagnostics(
            demo(
                replacing: "sql: UPDATE item SET notes = name",
                with: "sql: \"CREATE TRIGGER item_touch AFTER INSERT ON item BEGIN SELECT 1; END\""),
            [
                "schema.yaml:6:3: error: trigger `item_touch` of table `item` is created by the migrations but is "
                    + "not in tables:",
                "schema.yaml:27:14: note: an `sql` step makes it here",
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
