@testable import GRDBGenCore
import XCTest

/// What grdbgen accepts compiles (issue 35): schemas whose generated code did not compile, or that
/// SQLite refused with a message naming neither the column nor the fix, are refused at their place
/// with the fix, and what SQLite takes is accepted.
final class AcceptedSchemaCompilesTests: XCTestCase {
    /// One table `remindersLists` whose `id` has the SQL default `DEFAULT` (migrations and tables).
    func schema(default sql: String) -> String {
        """
        functions:
          uuid: { result: text }
        tables:
          remindersLists:
            columns:
              id: { type: uuid, primaryKey: true, default: { sql: "\(sql)" } }
        migrations:
          - id: v1
            steps:
              - createTable:
                  table: remindersLists
                  columns:
                    id: { type: uuid, primaryKey: true, default: { sql: "\(sql)" } }

        """
    }

    func testAnExpressionDefaultWithoutParenthesesNamesTheColumnAndTheFix() async {
        // SQLite said `near "(": syntax error` of the table, without the column or the fix.
        await assertDiagnostics(
            schema(default: "uuid()"),
            [
                "schema.yaml:6:52: error: column `id` of table `remindersLists`: the SQL default `uuid()` is an "
                    + "expression, which SQLite takes in parentheses only: write `default: { sql: \"(uuid())\" }`",
                "schema.yaml:13:58: error: column `id` of table `remindersLists`: the SQL default `uuid()` is an "
                    + "expression, which SQLite takes in parentheses only: write `default: { sql: \"(uuid())\" }`",
            ])
        for accepted in ["(uuid())", "CURRENT_TIMESTAMP", "'x'", "-1", "X'00'", "NULL", "bubblegum"] {
            let diagnostics = await diagnose(schema(default: accepted))
            XCTAssertFalse(diagnostics.contains { $0.contains("parentheses") }, "\(accepted): \(diagnostics)")
        }
    }

    func testAnEnumThatWouldHideARecordIsRefused() async {
        // `Person.Order` hid the record `Order` in `Person`'s association: it did not compile.
        await assertDiagnostics(
            """
            tables:
              order:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
              person:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
                  order: { type: enum, values: [first, second] }
                  orderID: { type: integer, references: order, index: false }
            migrations:
              - id: v1
                steps:
                  - createTable:
                      table: order
                      columns:
                        id: { type: integer, primaryKey: autoincrement }
                  - createTable:
                      table: person
                      columns:
                        id: { type: integer, primaryKey: autoincrement }
                        order: { type: enum, values: [first, second] }
                        orderID: { type: integer, references: order }

            """,
            [
                "schema.yaml:8:7: error: column `order` of table `person` would make the enum `Person.Order`, which "
                    + "hides the type `Order` of the schema inside `Person`; set `swift: { type: … }` to name the "
                    + "enum apart"
            ])
    }

    func testASearchIndexOfAColumnFTS5ReservesIsRefused() async {
        // SQLite said `reserved fts5 column name: rank` of the table.
        await assertDiagnostics(
            """
            tables:
              note:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
                  rank: { type: text }
                search: { columns: [rank] }
            migrations:
              - id: v1
                steps:
                  - createTable:
                      table: note
                      columns:
                        id: { type: integer, primaryKey: autoincrement }
                        rank: { type: text }
                  - createSearchIndex: { table: note, name: note_ft, columns: [rank] }

            """,
            [
                "schema.yaml:6:25: error: search index `note_ft` of table `note` indexes column `rank`: FTS5 "
                    + "reserves this name (the rowid, `rank`, the index's own name); rename the column",
                "schema.yaml:15:68: error: search index `note_ft` of table `note` indexes column `rank`: FTS5 "
                    + "reserves this name (the rowid, `rank`, the index's own name); rename the column",
            ])
    }
}
