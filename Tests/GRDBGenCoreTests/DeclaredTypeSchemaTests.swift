@testable import GRDBGenCore
import XCTest

/// `declaredType:`: the exact SQL type of a column (`VARCHAR(120)`, `NUMERIC(10,2)`), as an
/// existing database declares it, kept beside the `type` that decides the Swift property.
final class DeclaredTypeSchemaTests: XCTestCase {
    /// The demo schema with `COLUMN` added to `item` by a third migration.
    func demo(adding column: String, migrated: String? = nil) -> String {
        demoSchema.replacingOccurrences(
            of: "      notes:    { type: text }\n", with: "      notes:    { type: text }\n      \(column)\n")
            + "  - id: addCode\n    steps:\n      - addColumn: { table: item, column: \(migrated ?? column) }\n"
    }

    func testTheDeclaredTypeIsWrittenAndTheSwiftTypeComesFromType() async throws {
        let yaml = demo(
            adding: #"code: { type: text, declaredType: "VARCHAR(120)" }"#,
            migrated: #"code, type: text, declaredType: "VARCHAR(120)""#)
        let found = await diagnose(yaml)
        XCTAssertEqual(found, [])
        let files = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml)).files
        let migrations = files["AppDatabase+Migrations.swift"] ?? ""
        XCTAssertTrue(
            migrations.contains(#"t.add(column: "code", Database.ColumnType(rawValue: "VARCHAR(120)"))"#), migrations)
        XCTAssertTrue(files["Item.swift"]?.contains("public var code: String?") == true)
    }

    func testBadDeclaredTypes() async {
        await assertDiagnostics(
            demo(
                adding: #"code: { type: text, declaredType: "TEXT); DROP TABLE item; --" }"#,
                migrated: #"code, type: text, declaredType: "TEXT); DROP TABLE item; --""#),
            [
                "schema.yaml:13:41: error: `declaredType` of column `code` is not an SQL type name: letters, "
                    + "digits and spaces, with an optional size such as `(10,2)`",
                "schema.yaml:31:75: error: `declaredType` of column `code` is not an SQL type name: letters, "
                    + "digits and spaces, with an optional size such as `(10,2)`",
            ])
        await assertDiagnostics(
            demo(
                adding: "code: { type: integer, declaredType: TEXT }",
                migrated: "code, type: integer, declaredType: TEXT"),
            [
                "schema.yaml:13:44: error: column `code` of table `item`: `declaredType: TEXT` has TEXT "
                    + "affinity, and a `integer` column needs INTEGER",
                "schema.yaml:31:78: error: column `code` of table `item`: `declaredType: TEXT` has TEXT "
                    + "affinity, and a `integer` column needs INTEGER",
            ])
    }

    func testTablesAndMigrationsMustAgreeOnTheDeclaredType() async {
        await assertDiagnostics(
            demo(adding: #"code: { type: text, declaredType: "VARCHAR(120)" }"#, migrated: "code, type: text"),
            [
                "schema.yaml:13:7: error: column `code` of table `item`: tables: say type VARCHAR(120), the"
                    + " migrations give type TEXT",
                "schema.yaml:31:43: note: migration `addCode` defines the column here",
            ])
    }

    func testAnSQLStepWithAnotherSpellingOfTheTypeGetsAHint() async {
        let yaml =
            demoSchema
            + "  - id: retypeNotes\n    steps:\n      - sql: ALTER TABLE item DROP COLUMN notes\n"
            + "      - sql: ALTER TABLE item ADD COLUMN notes VARCHAR(20)\n"
        await assertDiagnostics(
            yaml,
            [
                "schema.yaml:12:7: error: column `notes` of table `item`: tables: say type TEXT, the migrations give"
                    + " type VARCHAR(20) (write `declaredType: VARCHAR(20)` on the column to keep it)",
                "schema.yaml:31:14: note: an `sql` step of the migrations changes table `item` here",
            ])
    }

    func testStrictTablesAndAutoincrementKeysRefuseIt() async {
        let yaml = """
            tables:
              note:
                options: [strict]
                columns:
                  id:   { type: integer, primaryKey: autoincrement, declaredType: INT }
                  body: { type: text, declaredType: VARCHAR }
            migrations:
              - id: v1
                steps:
                  - createTable:
                      table: note
                      options: [strict]
                      columns:
                        id:   { type: integer, primaryKey: autoincrement, declaredType: INT }
                        body: { type: text, declaredType: VARCHAR }
            """
        await assertDiagnostics(
            yaml,
            [
                "schema.yaml:5:71: error: column `id` of table `note`: a `primaryKey: autoincrement` key is always INTEGER; "
                    + "remove `declaredType`",
                "schema.yaml:5:71: error: column `id` of table `note`: a `strict` table declares each "
                    + "column with the type its values are stored as (INTEGER, REAL, TEXT or BLOB); remove "
                    + "`declaredType`",
                "schema.yaml:6:41: error: column `body` of table `note`: a `strict` table declares each "
                    + "column with the type its values are stored as (INTEGER, REAL, TEXT or BLOB); remove "
                    + "`declaredType`",
                "schema.yaml:14:77: error: column `id` of table `note`: a `primaryKey: autoincrement` key is always INTEGER; "
                    + "remove `declaredType`",
                "schema.yaml:14:77: error: column `id` of table `note`: a `strict` table declares each "
                    + "column with the type its values are stored as (INTEGER, REAL, TEXT or BLOB); remove "
                    + "`declaredType`",
                "schema.yaml:15:47: error: column `body` of table `note`: a `strict` table declares each "
                    + "column with the type its values are stored as (INTEGER, REAL, TEXT or BLOB); remove "
                    + "`declaredType`",
            ])
    }

    func testMigratePlansADeclaredTypeChangeAsARecreation() async throws {
        let narrowed = GRDBGenCoreTests.demo(
            replacing: "\n      name:     { type: text, notNull: true }\n",
            with: "\n      name:     { type: text, declaredType: \"VARCHAR(80)\", notNull: true }\n")
        let plan = try await MigrationWriter.migrate(
            SchemaSource(path: "schema.yaml", text: narrowed), id: "narrowName", lock: nil)
        XCTAssertTrue(plan.migrationText.contains("column `name` changes its declared type"), plan.migrationText)
        XCTAssertTrue(
            plan.migrationText.contains(#"name: { type: text, declaredType: "VARCHAR(80)", notNull: true }"#),
            plan.migrationText)
        let added = GRDBGenCoreTests.demo(
            replacing: "      notes:    { type: text }\n",
            with: "      notes:    { type: text }\n      price: { type: real, declaredType: \"NUMERIC(10,2)\" }\n")
        let addition = try await MigrationWriter.migrate(
            SchemaSource(path: "schema.yaml", text: added), id: "addPrice", lock: nil)
        XCTAssertTrue(
            addition.migrationText.contains(
                #"- addColumn: { table: item, column: price, type: real, declaredType: "NUMERIC(10,2)" }"#),
            addition.migrationText)
    }

    func testTheDeclaredTypeIsInTheChecksumOnlyWhenWritten() throws {
        func canonical(_ column: String) throws -> String {
            let yaml =
                "tables: {}\nmigrations:\n  - id: v1\n    steps:\n      - createTable: { table: t, columns: { "
                + "\(column) } }\n"
            let diagnostics = DiagnosticCollector()
            let document = try XCTUnwrap(
                YAMLParser.parse(SchemaSource(path: "schema.yaml", text: yaml), diagnostics: diagnostics))
            let schema = try XCTUnwrap(
                SchemaTranslator.translate(document, diagnostics: diagnostics), "\(diagnostics.diagnostics)")
            return MigrationFingerprint.canonicalText(of: try XCTUnwrap(schema.migrations.first).steps)
        }
        XCTAssertEqual(try canonical("a: { type: text }"), "createTable \"t\"\n  column \"a\" .text column\n")
        XCTAssertEqual(
            try canonical(#"a: { type: text, declaredType: "varchar(9)" }"#),
            "createTable \"t\"\n  column \"a\" .text column declaredType(\"varchar(9)\")\n")
    }
}
