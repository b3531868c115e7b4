import GRDBGenCore
import XCTest

/// `generated: { sql, stored }` columns.
final class GeneratedColumnSchemaTests: XCTestCase {
    /// The demo schema with `COLUMN` added to `item` by a third migration.
    func demo(adding column: String, migrated: String? = nil) -> String {
        demoSchema.replacingOccurrences(
            of: "      notes:    { type: text }\n", with: "      notes:    { type: text }\n      \(column)\n")
            + "  - id: addTotal\n    steps:\n      - addColumn: { table: item, column: \(migrated ?? column) }\n"
    }

    func testAVirtualGeneratedColumnIsAddedInPlace() async throws {
        let yaml = demo(
            adding: "double: { type: integer, generated: { sql: quantity * 2 } }",
            migrated: "double, type: integer, generated: { sql: quantity * 2 }")
        let found = await diagnose(yaml)
        XCTAssertEqual(found, [])
        let files = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml)).files
        XCTAssertTrue(
            files["AppDatabase+Migrations.swift"]?.contains(
                #"t.add(column: "double", .integer).generatedAs(sql: "quantity * 2", .virtual)"#) == true)
        let record = files["Item.swift"] ?? ""
        XCTAssertTrue(record.contains("public private(set) var double: Int?"), record)
        XCTAssertFalse(record.contains("container[Columns.double]"), record)
    }

    func testStoredGeneratedColumnsAndTheirRules() async {
        await assertDiagnostics(
            demo(
                adding: "double: { type: integer, generated: { sql: quantity * 2, stored: true } }",
                migrated: "double, type: integer, generated: { sql: quantity * 2, stored: true }"),
            [
                "schema.yaml:31:77: error: migration `addTotal`: SQLite cannot add a stored generated column to "
                    + "an existing table; make it virtual, or recreate the table"
            ])
        await assertDiagnostics(
            demo(
                adding: "double: { type: integer, default: 0, generated: { sql: quantity * 2 } }",
                migrated: "double, type: integer, generated: { sql: quantity * 2 }"),
            [
                "schema.yaml:13:55: error: column `double` of table `item`: a generated column has no default; SQLite"
                    + " computes its value"
            ])
        await assertDiagnostics(
            demo(
                adding: "double: { type: integer, generated: { sql: quantity * 3 } }",
                migrated: "double, type: integer, generated: { sql: quantity * 2 }"),
            [
                "schema.yaml:13:7: error: column `double` of table `item`: tables: say generated `quantity * 3`, "
                    + "the migrations say generated `quantity * 2`",
                "schema.yaml:31:43: note: migration `addTotal` defines the column here",
            ])
    }

    func testMigratePlansGeneratedColumns() async throws {
        let virtual = demoSchema.replacingOccurrences(
            of: "      notes:    { type: text }\n",
            with: "      notes:    { type: text }\n      double: { type: integer, generated: { sql: quantity * 2 } }\n")
        let added = try await MigrationWriter.migrate(
            SchemaSource(path: "schema.yaml", text: virtual), id: "double", lock: nil)
        XCTAssertTrue(
            added.migrationText.contains(
                #"- addColumn: { table: item, column: double, type: integer, generated: { sql: "quantity * 2" } }"#),
            added.migrationText)
        let stored = virtual.replacingOccurrences(of: "quantity * 2 }", with: "quantity * 2, stored: true }")
        let recreated = try await MigrationWriter.migrate(
            SchemaSource(path: "schema.yaml", text: stored), id: "double", lock: nil)
        XCTAssertTrue(recreated.migrationText.contains("is a new stored generated column"), recreated.migrationText)
        XCTAssertTrue(
            recreated.migrationText.contains(
                #"INSERT INTO \"item_new\" (\"id\", \"name\", \"quantity\", \"notes\") SELECT"#)
                || recreated.migrationText.contains(
                    #"INSERT INTO "item_new" ("id", "name", "quantity", "notes") SELECT"#),
            recreated.migrationText)
    }
}
