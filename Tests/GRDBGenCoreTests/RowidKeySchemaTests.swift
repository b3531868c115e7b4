import GRDBGenCore
import XCTest

/// `primaryKey: rowid`: an integer key SQLite chooses (`INTEGER PRIMARY KEY`, no AUTOINCREMENT).
final class RowidKeySchemaTests: XCTestCase {
    /// A schema of one table `visit` whose key is `tables` in tables: and `migration` in its step.
    func schema(tables: String, migration: String, extra: String = "") -> String {
        """
        tables:
          visit:
            columns:
              id:    { type: integer, primaryKey: \(tables)\(extra) }
              place: { type: text, notNull: true }
        migrations:
          - id: v1
            steps:
              - createTable:
                  table: visit
                  columns:
                    id:    { type: integer, primaryKey: \(migration)\(extra) }
                    place: { type: text, notNull: true }

        """
    }

    func testTheRecordsKeyIsOptionalAndTheTableIsIntegerPrimaryKey() async throws {
        let output = try await GeneratorPipeline(layout: .single).run(
            SchemaSource(path: "schema.yaml", text: schema(tables: "rowid", migration: "rowid")))
        let code = try XCTUnwrap(output.files.files.first).contents
        XCTAssertTrue(code.contains("    var id: Int64?\n"), code)
        XCTAssertTrue(code.contains("AutoIncrementedRecord"), code)
        XCTAssertTrue(code.contains(#"t.primaryKey("id", .integer)"#), code)
        XCTAssertFalse(code.contains("autoIncrementedPrimaryKey"), code)
    }

    /// `rowid` and `true` make the same table: either may be in the migrations, so that tables:
    /// can say `rowid` of a table made before. `autoincrement` is another table.
    func testRowidAndTrueAreOneTableButNotAutoincrement() async {
        let same = await diagnose(schema(tables: "rowid", migration: "true"))
        XCTAssertEqual(same, [])
        let other = await diagnose(schema(tables: "rowid", migration: "autoincrement"))
        XCTAssertEqual(
            other,
            [
                "schema.yaml:4:7: error: column `id` of table `visit`: tables: do not say AUTOINCREMENT (`primaryKey:"
                    + " autoincrement`), the migrations do",
                "schema.yaml:12:13: note: migration `v1` defines the column here",
            ])
    }

    /// Switching tables: from `true` to `rowid` changes the record, not the database: nothing to migrate.
    func testSwitchingToRowidNeedsNoMigration() async throws {
        let result = try await MigrationWriter.migrate(
            SchemaSource(path: "schema.yaml", text: schema(tables: "rowid", migration: "true")), id: "next",
            lock: nil, renames: RenameDecisions(renames: [], noRenames: []))
        XCTAssertNil(result.text)
        XCTAssertEqual(result.stepCount, 0)
    }

    func testWhatSQLiteCannotChooseIsRefused() async {
        await assertDiagnostics(
            schema(tables: "rowid", migration: "rowid").replacingOccurrences(
                of: "type: integer, primaryKey: rowid", with: "type: text, primaryKey: rowid"),
            [
                "schema.yaml:4:22: error: column `id` of table `visit`: `primaryKey: rowid` needs `type: integer`, "
                    + "found `text`",
                "schema.yaml:12:28: error: column `id` of table `visit`: `primaryKey: rowid` needs `type: integer`, "
                    + "found `text`",
            ])
        let declared = await diagnose(schema(tables: "rowid", migration: "rowid", extra: ", declaredType: INT"))
        XCTAssertTrue(
            declared.contains { $0.contains("a `primaryKey: rowid` key is always INTEGER; remove `declaredType`") },
            "\(declared)")
        let withDefault = await diagnose(schema(tables: "rowid", migration: "rowid", extra: ", default: 1"))
        XCTAssertTrue(
            withDefault.contains { $0.contains("a `primaryKey: rowid` key cannot have a default: SQLite chooses it") },
            "\(withDefault)")
        let withoutRowID = await diagnose(
            schema(tables: "rowid", migration: "rowid").replacingOccurrences(
                of: "      place: { type: text, notNull: true }\nmigrations:",
                with: "      place: { type: text, notNull: true }\n    options: [withoutRowID]\nmigrations:"))
        XCTAssertTrue(
            withoutRowID.contains { $0.contains("a `withoutRowID` table has no rowid for SQLite to choose") },
            "\(withoutRowID)")
    }
}
