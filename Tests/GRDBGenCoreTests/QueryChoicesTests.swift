import GRDBGenCore
import XCTest

/// `choices:` of a query (issue 37): groups of conditions of which one is chosen, an enum per
/// group; refused with their place: an empty group, a condition SQLite refuses, too many variants.
final class QueryChoicesTests: XCTestCase {
    func schema(_ query: String) -> String {
        """
        tables:
          chore:
            columns:
              id:     { type: integer, primaryKey: autoincrement }
              title:  { type: text, notNull: true }
              done:   { type: boolean, notNull: true, default: false }
              listId: { type: integer }
        migrations:
          - id: v1
            steps:
              - createTable:
                  table: chore
                  columns:
                    id:     { type: integer, primaryKey: autoincrement }
                    title:  { type: text, notNull: true }
                    done:   { type: boolean, notNull: true, default: false }
                    listId: { type: integer }
        queries:
          tasks:
            sql: SELECT * FROM chore
            warnings: ignore
        \(query)
        """
    }

    func testAGroupIsAnEnumWithItsParametersAsAssociatedValues() async throws {
        let yaml = schema(
            """
                choices:
                  scope:
                    all: ~
                    pending: "NOT done"
                    inList: "listId = :listId"
            """)
        let output = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml))
        XCTAssertEqual(output.diagnostics.map(\.description), [])
        let record = try XCTUnwrap(output.files["Chore.swift"])
        XCTAssertTrue(record.contains("enum TasksScope: Sendable {"), record)
        XCTAssertTrue(record.contains("case inList(listId: Int)"), record)
        XCTAssertTrue(
            record.contains("static func tasks(scope: Chore.TasksScope = .all) -> RecordsRequest<Chore>"), record
        )
        // A query of one table's records: its variants hold each case's condition, which the runtime
        // also gives GRDB's request, its parameter bound by position.
        XCTAssertTrue(
            record.contains(
                #"choices: [[nil, "NOT \(Columns.done)", "\(Columns.listId) = \(value: 0)"]]"#),
            record)
        XCTAssertTrue(record.contains("RecordsRequest(Self.tasksVariants, choices: [scopeChoice.index]"), record)
    }

    func testAnEmptyGroupIsRefusedAtIt() async {
        let empty = await diagnose(schema("    choices:\n      scope:\n"))
        XCTAssertEqual(
            empty,
            [
                "schema.yaml:23:13: error: choice group `scope` of query `tasks` is empty: give it two conditions or "
                    + "more, one per case"
            ])
        let one = await diagnose(schema("    choices:\n      scope: { pending: \"NOT done\" }\n"))
        XCTAssertEqual(
            one,
            [
                "schema.yaml:23:14: error: choice group `scope` of query `tasks` has one condition: a group chooses "
                    + "one of two or more (`~` for the one that adds none)"
            ])
    }

    func testAConditionSQLiteRefusesIsReportedAtIt() async {
        let found = await diagnose(
            schema(
                """
                    choices:
                      scope:
                        all: ~
                        late: "dueDate < date('now')"
                """))
        XCTAssertEqual(
            found,
            ["schema.yaml:25:15: error: query `tasks`: choice `scope.late`: SQLite: no such column: dueDate"])
    }

    func testTooManyVariantsAreRefusedWithTheirCount() async {
        let options = (1...9).map { "        c\($0): \"id = \($0)\"" }.joined(separator: "\n")
        let found = await diagnose(
            schema(
                """
                    choices:
                      first:
                \(options)
                      second:
                \(options)
                """))
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(
            found.first?.hasPrefix(
                "schema.yaml:23:7: error: query `tasks` has 81 variants (each filter doubles them, "
                    + "each group of choices multiplies them by its size") == true, "\(found)")
    }
}
