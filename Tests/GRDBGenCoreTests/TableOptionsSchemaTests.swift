import GRDBGenCore
import XCTest

/// `options: [strict, withoutRowID]` of tables and `createTable` steps.
final class TableOptionsSchemaTests: XCTestCase {
    /// The demo schema with options on `item` in `tables:` and in its `createTable` step.
    func demo(tables: String, migration: String) -> String {
        demoSchema
            .replacingOccurrences(
                of: "    orderings: [name]\n", with: "    orderings: [name]\n    options: \(tables)\n"
            )
            .replacingOccurrences(
                of: "            quantity: { type: integer }\n  - id: addNotes",
                with: "            quantity: { type: integer }\n          options: \(migration)\n  - id: addNotes")
    }

    func testOptionsAgreeOrAreReported() async {
        let both = demo(tables: "[strict, withoutRowID]", migration: "[withoutRowID, strict]")
        let found = await diagnose(both)
        XCTAssertEqual(
            found,
            [
                "schema.yaml:9:7: error: column `id` of table `item`: a `withoutRowID` table has no rowid for "
                    + "SQLite to choose; use `primaryKey: true`",
                "schema.yaml:22:13: error: column `id` of table `item`: a `withoutRowID` table has no rowid for "
                    + "SQLite to choose; use `primaryKey: true`",
            ])
        await assertDiagnostics(
            demo(tables: "[strict]", migration: "[]"),
            [
                "schema.yaml:14:15: error: table `item`: tables: say options [strict], the migrations say none"
            ])
        await assertDiagnostics(
            demo(tables: "[strict, strict, rowless]", migration: "[strict]"),
            [
                "schema.yaml:14:23: error: option `strict` of table `item` is listed twice",
                "schema.yaml:14:31: error: expected one of `strict`, `withoutRowID` for an option of table "
                    + "`item`, found the text `rowless`",
            ])
    }

    /// A STRICT table takes every GRDBGen type, each declared with the type its values are stored
    /// as: here a `boolean` column, in `tables:` and added by a migration (issue 26).
    func testStrictTablesTakeEveryTypeAsItsStorage() async throws {
        let yaml = demo(tables: "[strict]", migration: "[strict]")
            .replacingOccurrences(of: "notes:    { type: text }", with: "notes:    { type: boolean }")
            .replacingOccurrences(of: "column: notes, type: text", with: "column: notes, type: boolean")
        await assertDiagnostics(yaml, [])
        let files = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml)).files
        let migrations = try XCTUnwrap(files["AppDatabase+Migrations.swift"])
        XCTAssertTrue(migrations.contains(#"t.add(column: "notes", .integer)"#), migrations)
    }

    func testWithoutRowIDNeedsAPrimaryKey() async {
        let yaml = """
            tables:
              pair:
                columns: { a: { type: integer } }
                options: [withoutRowID]
            migrations:
              - id: one
                steps:
                  - createTable: { table: pair, columns: { a: { type: integer } }, options: [withoutRowID] }

            """
        await assertDiagnostics(
            yaml,
            [
                "schema.yaml:4:15: error: table `pair` is `withoutRowID` but has no primary key; SQLite needs one",
                "schema.yaml:8:82: error: table `pair` is `withoutRowID` but has no primary key; SQLite needs one",
            ])
    }

    func testOptionsChangeTheChecksumOnlyWhenWritten() async throws {
        func checksums(_ yaml: String) async throws -> [String] {
            try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml)).lock.entries.map(
                \.checksum)
        }
        let plain = try await checksums(demoSchema)
        let empty = try await checksums(demo(tables: "[]", migration: "[]"))
        let strict = try await checksums(demo(tables: "[strict]", migration: "[strict]"))
        XCTAssertEqual(empty, plain)
        XCTAssertNotEqual(strict[0], plain[0])
        XCTAssertEqual(strict[1], plain[1])
    }

    func testMigrateRecreatesATableWhoseOptionsChange() async throws {
        let yaml = demoSchema.replacingOccurrences(
            of: "    orderings: [name]\n", with: "    orderings: [name]\n    options: [strict]\n")
        let result = try await MigrationWriter.migrate(
            SchemaSource(path: "schema.yaml", text: yaml), id: "strictItems", lock: nil)
        XCTAssertTrue(result.migrationText.contains("(its options change)"), result.migrationText)
        XCTAssertTrue(result.migrationText.contains("    options: [strict]\n"), result.migrationText)
        XCTAssertNotNil(result.text)
    }
}
