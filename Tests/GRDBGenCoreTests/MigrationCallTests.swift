@testable import GRDBGenCore
import GRDBGenSQL
import XCTest

/// The typed description of migrations: SQL names compared as SQLite compares them, and the GRDB
/// calls each step makes.
final class MigrationCallTests: XCTestCase {
    func testIdentifiersIgnoreTheCaseOfASCIILettersOnly() {
        XCTAssertEqual(SQLIdentifier("Item_Tag"), SQLIdentifier("iTEM_tAG"))
        XCTAssertEqual(Set([SQLIdentifier("Item"), SQLIdentifier("ITEM")]).count, 1)
        // SQLite folds ASCII letters only: `Élan` and `élan` are two tables for it.
        XCTAssertNotEqual(SQLIdentifier("Élan"), SQLIdentifier("élan"))
        XCTAssertEqual(SQLIdentifier("Élan").name, "Élan")
        XCTAssertEqual(SQLIdentifier(#"say "hi""#).quoted, #""say ""hi""""#)
    }

    func testAnInsertStepMakesOneStatementPerRowWithBoundValues() throws {
        let yaml = demo(
            replacing: "      - sql: UPDATE item SET notes = name",
            with: """
                      - insert:
                          table: item
                          rows:
                            - { name: Apples, quantity: 3 }
                            - { name: "Robert'); DROP TABLE item;--" }
                """)
        let schema = try XCTUnwrap(translate(yaml))
        let calls = schema.migrations[1].steps.map(\.call)
        XCTAssertEqual(calls.count, 2)
        let statements: [SQLStatement] = calls.flatMap { (call: MigrationCall) -> [SQLStatement] in
            if case .insert(let seed) = call { return seed.statements }
            return []
        }
        XCTAssertEqual(
            statements,
            [
                SQLStatement(
                    sql: #"INSERT INTO "item" ("name", "quantity") VALUES (?, ?)"#,
                    arguments: [.text("Apples"), .integer(3)]),
                SQLStatement(
                    sql: #"INSERT INTO "item" ("name") VALUES (?)"#, arguments: [.text("Robert'); DROP TABLE item;--")]),
            ])
    }

    func testConsecutiveAddedColumnsShareOneAlterInTheRenderedMigration() async throws {
        let yaml = demo(
            replacing: "      - sql: UPDATE item SET notes = name",
            with: """
                      - addColumn: { table: item, column: more, type: text }
                      - addColumn: { table: ITEM, column: extra, type: text }
                """
        ).replacingOccurrences(
            of: "      notes:    { type: text }\n",
            with: "      notes:    { type: text }\n      more: { type: text }\n      extra: { type: text }\n")
        let files = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml)).files
        let migrations = try XCTUnwrap(files["AppDatabase+Migrations.swift"])
        let expected = [
            #"        migrator.registerMigration("addNotes") { db in"#,
            #"            try db.alter(table: "item") { t in"#,
            #"                t.add(column: "notes", .text)"#,
            #"                t.add(column: "more", .text)"#,
            #"            }"#,
            #"            try db.alter(table: "ITEM") { t in"#,
            #"                t.add(column: "extra", .text)"#,
            #"            }"#,
            #"        }"#,
        ].joined(separator: "\n")
        XCTAssertTrue(migrations.contains(expected), migrations)
    }

    func testRowsIntoAnUnknownTableAreOneError() async {
        let yaml = demo(
            replacing: "      - sql: UPDATE item SET notes = name",
            with: """
                      - insert:
                          table: itme
                          rows:
                            - { name: Apples }
                            - { name: Pears }
                """)
        let found1 = await diagnose(yaml)
        XCTAssertEqual(
            found1.filter { $0.contains("unknown table") },
            [
                "schema.yaml:28:18: error: migration `addNotes` inserts rows into unknown table `itme`; did you mean `item`?"
            ])
    }

    private func translate(_ yaml: String) -> Schema? {
        let diagnostics = DiagnosticCollector()
        guard let document = YAMLParser.parse(SchemaSource(path: "schema.yaml", text: yaml), diagnostics: diagnostics)
        else {
            return nil
        }
        return SchemaTranslator.translate(document, diagnostics: diagnostics)
    }
}
