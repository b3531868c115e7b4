import GRDB
@testable import GRDBGenCore
import XCTest

/// `check: false` on an `enum` column: the record keeps its Swift enum, the table has no CHECK of
/// its values (an existing table declared without one, issue 37).
final class UncheckedEnumTests: XCTestCase {
    /// A theme column, `TABLE` in `tables:` and `STEP` in the migration that creates it.
    func schema(table: String = ", check: false", step: String = ", check: false", type: String = "enum") -> String {
        let values = type == "enum" ? ", values: [light, dark]" : ""
        return """
            tables:
              settings:
                columns:
                  id:    { type: integer, primaryKey: autoincrement }
                  theme: { type: \(type)\(values), notNull: true\(table) }
            migrations:
              - id: v1
                steps:
                  - createTable:
                      table: settings
                      columns:
                        id:    { type: integer, primaryKey: autoincrement }
                        theme: { type: \(type)\(values), notNull: true\(step) }

            """
    }

    func testTheTableHasNoCheckAndTheRecordItsEnum() async throws {
        let source = SchemaSource(path: "schema.yaml", text: schema())
        let output = try await GeneratorPipeline().run(source)
        XCTAssertEqual(output.diagnostics.map(\.description), [])
        let migrations = try XCTUnwrap(output.files["AppDatabase+Migrations.swift"])
        XCTAssertTrue(migrations.contains(#"t.column("theme", .text).notNull()"#), migrations)
        XCTAssertFalse(migrations.contains(".check"), migrations)
        let record = try XCTUnwrap(output.files["Setting.swift"])
        XCTAssertTrue(record.contains("public var theme: Theme") || record.contains("var theme: Theme"), record)
        XCTAssertTrue(record.contains("enum Theme: String"), record)

        // SQLite: no CHECK, so a value the enum lacks is stored (reading it back is the app's care).
        let validated = try await GeneratorPipeline().validate(source, diagnostics: DiagnosticCollector()).validated
        let queue = try XCTUnwrap(try SQLiteVerifier.migratedDatabase(validated))
        try await queue.write { db in
            let sql = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'settings'") ?? ""
            XCTAssertFalse(sql.uppercased().contains("CHECK"), sql)
            try db.execute(sql: "INSERT INTO settings (theme) VALUES ('sepia')")
        }

        // The same schema without `check: false` keeps other values out.
        let checked = try await GeneratorPipeline().validate(
            SchemaSource(path: "schema.yaml", text: schema(table: "", step: "")), diagnostics: DiagnosticCollector()
        ).validated
        let checkedQueue = try XCTUnwrap(try SQLiteVerifier.migratedDatabase(checked))
        try await checkedQueue.write { db in
            XCTAssertThrowsError(try db.execute(sql: "INSERT INTO settings (theme) VALUES ('sepia')"))
        }
    }

    func testTablesAndMigrationsMustAgree() async {
        let found = await diagnose(schema(table: "", step: ", check: false"))
        XCTAssertEqual(
            found,
            [
                "schema.yaml:5:7: error: column `theme` of table `settings`: tables: say check `\"theme\" IN"
                    + " ('light', 'dark')`, the migrations say no check (the enum's values; `check: false` leaves"
                    + " them unchecked)",
                "schema.yaml:13:13: note: migration `v1` defines the column here",
            ])
    }

    func testCheckFalseIsForEnumsAndCheckTrueSaysNothing() async {
        let text = await diagnose(schema(table: ", check: false", step: ", check: false", type: "text"))
        XCTAssertEqual(
            text,
            [
                "schema.yaml:5:50: error: column `theme` of table `settings`: `check: false` is only for "
                    + "`type: enum`, whose values it leaves unchecked; a CHECK is written in SQL "
                    + "(`check: \"quantity >= 0\"`)",
                "schema.yaml:13:56: error: column `theme` of table `settings`: `check: false` is only for "
                    + "`type: enum`, whose values it leaves unchecked; a CHECK is written in SQL "
                    + "(`check: \"quantity >= 0\"`)",
            ])
        let yes = await diagnose(schema(table: ", check: true", step: ", check: true"))
        XCTAssertEqual(yes.count, 2, "\(yes)")
        XCTAssertTrue(yes.first?.contains("`check: true` says nothing") == true, "\(yes)")
    }
}
