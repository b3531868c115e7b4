@testable import GRDBGenCore
import XCTest

/// Table and column names are any name SQLite takes that has letters or digits (quoted in every
/// SQL statement; SpacedNamesTests runs them), but for double quotes, which GRDB does not double
/// when it quotes a name, `sqlite_` names, control characters and spaces around; values are never
/// part of generated SQL text.
final class IdentifierSafetyTests: XCTestCase {
    func testNamesWithDoubleQuotesOrSQLitePrefixAreRefusedOthersTaken() async {
        func diagnostics(forTable name: String) async -> [String] {
            await diagnose(
                demoSchema.replacingOccurrences(
                    of: "  item:\n    record: Item",
                    with: "  \"\(name.replacingOccurrences(of: "\"", with: "\\\""))\":\n    record: Item"))
        }
        for name in [#"it"em"#, "sqlite_item", " item", "%"] {
            let found = await diagnostics(forTable: name)
            XCTAssertTrue(
                found.first?.hasPrefix("schema.yaml:6:3: error: `\(name)` is not a valid table name") == true,
                "\(name): \(found)")
        }
        for name in ["it'em", "my item", "my.item", "ítem", "item-1", "1item"] {
            // Only what the renamed table changes: the migrations create `item`, not this one.
            let found = await diagnostics(forTable: name)
            XCTAssertFalse(found.contains { $0.contains("is not a valid table name") }, "\(name): \(found)")
            XCTAssertTrue(
                found.first?.contains("is in tables: but no migration creates it") == true, "\(name): \(found)")
        }
    }

    func testRowValuesNeverBecomeSQLText() async throws {
        let marker = #"MARKER 'single' "double" \ ; DROP TABLE item; --"#
        let yaml = """
            tables:
              item:
                columns:
                  id:    { type: integer, primaryKey: autoincrement }
                  name:  { type: text, notNull: true, default: "DEFAULT_MARKER" }
                  score: { type: real }
            migrations:
              - id: v1
                steps:
                  - createTable:
                      table: item
                      columns:
                        id:    { type: integer, primaryKey: autoincrement }
                        name:  { type: text, notNull: true, default: "DEFAULT_MARKER" }
                        score: { type: real }
                  - insert:
                      table: item
                      rows:
                        - { name: \(YAMLText.scalar(marker)), score: 4242.5 }
            """
        let files = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml)).files
        var sqlLiterals = 0
        for file in files.files {
            for line in file.contents.split(separator: "\n") {
                // Every SQL text of the generated code: `sql: "…"` arguments and SQL constants.
                guard line.contains("sql: \"") || line.contains("sql: #\"") || line.contains("execute(db, sql:") else {
                    continue
                }
                sqlLiterals += 1
                XCTAssertFalse(line.contains("MARKER"), "a value in SQL text: \(line)")
                XCTAssertFalse(line.contains("4242"), "a value in SQL text: \(line)")
            }
        }
        // The migration's INSERT; the fast paths' SQL is built at run time from the names of
        // `RecordLayout` (FastPathTests.testLayoutSQL).
        XCTAssertGreaterThanOrEqual(sqlLiterals, 1)
        let migrations = try XCTUnwrap(files["AppDatabase+Migrations.swift"])
        XCTAssertTrue(
            migrations.contains(##"arguments: [#"MARKER 'single' "double" \ ; DROP TABLE item; --"#, 4242.5]"##),
            migrations)
        XCTAssertTrue(
            migrations.contains(##"sql: #"INSERT INTO "item" ("name", "score") VALUES (?, ?)"#"##), migrations)
    }
}
