import GRDB
@testable import GRDBGenCore
import XCTest

/// Table-level CHECK constraints, `checks:` of a table and of a `createTable` step (issue 37).
final class TableChecksTests: XCTestCase {
    func schema(table: String = #"["\"end\" >= start"]"#, step: String = #"["\"end\" >= start"]"#) -> String {
        """
        tables:
          event:
            columns:
              id:    { type: integer, primaryKey: autoincrement }
              start: { type: integer, notNull: true }
              end:   { type: integer, notNull: true }
            checks: \(table)
        migrations:
          - id: v1
            steps:
              - createTable:
                  table: event
                  columns:
                    id:    { type: integer, primaryKey: autoincrement }
                    start: { type: integer, notNull: true }
                    end:   { type: integer, notNull: true }
                  checks: \(step)

        """
    }

    func testACheckIsMadeBySQLiteAndKeptByIt() async throws {
        let source = SchemaSource(path: "schema.yaml", text: schema())
        let output = try await GeneratorPipeline().run(source)
        XCTAssertEqual(output.diagnostics.map(\.description), [])
        let migrations = try XCTUnwrap(output.files["AppDatabase+Migrations.swift"])
        XCTAssertTrue(migrations.contains(##"t.check(sql: #""end" >= start"#)"##), migrations)
        let validated = try await GeneratorPipeline().validate(source, diagnostics: DiagnosticCollector()).validated
        let queue = try XCTUnwrap(try SQLiteVerifier.migratedDatabase(validated))
        try await queue.write { db in
            try db.execute(sql: #"INSERT INTO event (start, "end") VALUES (1, 2)"#)
            XCTAssertThrowsError(try db.execute(sql: #"INSERT INTO event (start, "end") VALUES (3, 2)"#))
        }
    }

    func testTablesAndMigrationsMustAgreeOnTheirChecks() async {
        let found = await diagnose(schema(table: #"["\"end\" > start"]"#))
        XCTAssertEqual(
            found,
            [
                #"schema.yaml:7:14: error: table `event`: the check `"end" > start` is in tables: but not in the "#
                    + "migrations",
                #"schema.yaml:2:3: error: table `event`: the check `"end" >= start` of the migrations is not in "#
                    + "tables:",
                "schema.yaml:17:20: note: the migrations define it here",
            ])
    }
}
