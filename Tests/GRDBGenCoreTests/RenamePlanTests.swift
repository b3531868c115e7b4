@testable import GRDBGenCore
import GRDB
import XCTest

/// `grdbgen migrate` and renames: candidates, decisions, and the rows and values a planned
/// rename keeps, checked on a database with data.
final class RenamePlanTests: XCTestCase {
    /// The demo schema with `tables:` edited (the text before `migrations:` only).
    func editingTables(_ edits: [(String, String)]) -> String {
        let split = demoSchema.range(of: "\nmigrations:")!
        var tables = String(demoSchema[..<split.lowerBound])
        for (old, new) in edits {
            XCTAssertTrue(tables.contains(old), old)
            tables = tables.replacingOccurrences(of: old, with: new)
        }
        return tables + demoSchema[split.lowerBound...]
    }

    func validated(_ text: String) async throws -> DescribedSchema {
        try await GeneratorPipeline().validate(
            SchemaSource(path: "schema.yaml", text: text), diagnostics: DiagnosticCollector())
    }

    /// A database migrated by the demo schema, with three items.
    func demoDatabase() async throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        let schema = try await validated(demoSchema)
        try Rehearsal.migrator(for: schema.validated).migrate(queue)
        try execute(
            queue,
            "INSERT INTO item (name, quantity, notes) VALUES ('Apple', 3, 'green'), ('Pear', NULL, NULL), "
                + "('Fig', 7, 'dried')"
        )
        return queue
    }

    // Synchronous GRDB calls, out of the async tests.
    func execute(_ queue: DatabaseQueue, _ sql: String) throws {
        try queue.write { try $0.execute(sql: sql) }
    }

    func values<Value: DatabaseValueConvertible>(
        _ queue: DatabaseQueue, _ sql: String, as type: Value.Type
    ) throws -> [Value?] {
        try queue.read { try Value?.fetchAll($0, sql: sql) }
    }

    func plan(
        _ text: String, renames: [String] = [], noRenames: [String] = []
    ) async throws(GenerationFailed) -> MigrationWriter.Result {
        try await MigrationWriter.migrate(
            SchemaSource(path: "schema.yaml", text: text), id: "next", lock: nil,
            renames: RenameDecisions(renames: renames, noRenames: noRenames))
    }

    func failure(_ text: String, renames: [String] = [], noRenames: [String] = []) async -> [String] {
        do {
            _ = try await plan(text, renames: renames, noRenames: noRenames)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    func testAColumnRenameIsProposedAndKeepsTheValues() async throws {
        let renamed = editingTables([("      notes:    { type: text }\n", "      memo:     { type: text }\n")])
        let found = await failure(renamed)
        XCTAssertEqual(
            found,
            [
                "error: column `item.notes` is gone from tables: and `item.memo` is new: was it renamed? "
                    + "`--rename item.notes=memo` keeps its values; `--no-rename item.notes` drops it and adds "
                    + "the new one",
                "error: decide each rename with --rename or --no-rename (or run `grdbgen migrate next` in a terminal)",
            ])
        let result = try await plan(renamed, renames: ["item.notes=memo"])
        XCTAssertEqual(
            result.migrationText,
            """
              - id: next
                steps:
                  - renameColumn: { table: item, from: notes, to: memo }

            """)
        XCTAssertEqual(result.losses, [])
        let queue = try await demoDatabase()
        let migrated = try await validated(try XCTUnwrap(result.text))
        try Rehearsal.migrator(for: migrated.validated).migrate(queue)
        XCTAssertEqual(
            try values(queue, "SELECT memo FROM item ORDER BY id", as: String.self), ["green", nil, "dried"])

        // Refused: a drop and an add, which loses the values.
        let dropped = try await plan(renamed, noRenames: ["item.notes"])
        XCTAssertEqual(dropped.losses, ["drops column `item.notes`"])
    }

    func testATableRenameAndAColumnRenameWithATypeChangeAtOnce() async throws {
        // `item` becomes `article`, and its `notes` become `memo`.
        let both =
            demoSchema
            .replacingOccurrences(
                of: "tables:\n  item:\n    record: Item\n", with: "tables:\n  article:\n    record: Item\n"
            )
            .replacingOccurrences(
                of: "\n      notes:    { type: text }\n    orderings",
                with: "\n      memo:     { type: text }\n    orderings")
        let undecided = await failure(both)
        XCTAssertEqual(
            undecided.first,
            "error: table `item` is gone from tables: and table `article` is new: was it renamed? "
                + "`--rename item=article` keeps its rows; `--no-rename item` drops it and adds the new one")
        let renamed = try await plan(both, renames: ["item=article", "article.notes=memo"])
        XCTAssertEqual(
            renamed.migrationText,
            """
              - id: next
                steps:
                  - renameTable: { from: item, to: article }
                  - renameColumn: { table: article, from: notes, to: memo }

            """)
        let queue = try await demoDatabase()
        let schema = try await validated(try XCTUnwrap(renamed.text))
        try Rehearsal.migrator(for: schema.validated).migrate(queue)
        XCTAssertEqual(
            try values(queue, "SELECT memo FROM article ORDER BY id", as: String.self), ["green", nil, "dried"])
        // Not renamed: the table is dropped (its rows lost) and a new one made; its columns are not asked about.
        let recreated = try await plan(both, noRenames: ["item"])
        XCTAssertEqual(recreated.losses, ["drops table `item`"])

        // A column renamed with a new type: renamed, then the table rebuilt for the type.
        let retyped = editingTables([("      quantity: { type: integer }\n", "      amount:   { type: real }\n")])
        let result = try await plan(retyped, renames: ["item.quantity=amount"])
        XCTAssertTrue(
            result.migrationText.contains("  - renameColumn: { table: item, from: quantity, to: amount }\n"),
            result.migrationText)
        XCTAssertEqual(
            result.losses, ["changes column `item.amount` from integer to real: SQLite converts the values it can"])
        let items = try await demoDatabase()
        let before = try values(items, "SELECT rowid FROM item ORDER BY rowid", as: Int64.self)
        let migrated = try await validated(try XCTUnwrap(result.text))
        try Rehearsal.migrator(for: migrated.validated).migrate(items)
        XCTAssertEqual(try values(items, "SELECT amount FROM item ORDER BY id", as: Double.self), [3, nil, 7])
        XCTAssertEqual(try values(items, "SELECT rowid FROM item ORDER BY rowid", as: Int64.self), before)
        XCTAssertEqual(
            try values(items, "SELECT name FROM item ORDER BY id", as: String.self), ["Apple", "Pear", "Fig"])
    }

    /// A parent table rebuilt while children reference it with `onDelete: cascade`: GRDB's
    /// migrator runs the migration with foreign keys off and checks them after, so no child is
    /// deleted by the `DROP TABLE` of the rebuild, and the row ids stay.
    func testARebuiltParentKeepsItsRowsRowIDsAndChildren() async throws {
        let tables = """
            tables:
              list:
                columns:
                  id:    { type: integer, primaryKey: autoincrement }
                  title: { type: text, notNull: true }
              todo:
                columns:
                  id:      { type: integer, primaryKey: autoincrement }
                  list_id: { type: integer, notNull: true, references: { table: list, onDelete: cascade } }
                  name:    { type: text, notNull: true }
                indexes:
                  - { name: todo_on_list, columns: [list_id] }

            """
        let migrations = """
            migrations:
              - id: v1
                steps:
                  - createTable:
                      table: list
                      columns:
                        id:    { type: integer, primaryKey: autoincrement }
                        title: { type: text, notNull: true }
                  - createTable:
                      table: todo
                      columns:
                        id:      { type: integer, primaryKey: autoincrement }
                        list_id: { type: integer, notNull: true, references: { table: list, onDelete: cascade } }
                        name:    { type: text, notNull: true }
                  - createIndex: { name: todo_on_list, table: todo, columns: [list_id] }

            """
        let queue = try DatabaseQueue()
        let original = try await validated(tables + migrations)
        try Rehearsal.migrator(for: original.validated).migrate(queue)
        try execute(
            queue,
            """
            INSERT INTO list (id, title) VALUES (1, 'Home'), (5, 'Work');
            INSERT INTO todo (id, list_id, name) VALUES (1, 1, 'Dishes'), (2, 5, 'Mail'), (3, 5, 'Call');
            """)
        // `title` becomes unique: SQLite cannot add the constraint in place, the table is rebuilt.
        let changed = tables.replacingOccurrences(
            of: "title: { type: text, notNull: true }", with: "title: { type: text, notNull: true, unique: true }")
        let result = try await plan(changed + migrations)
        XCTAssertTrue(result.migrationText.contains("# Recreates table `list`"), result.migrationText)
        let rebuilt = try await validated(try XCTUnwrap(result.text))
        try Rehearsal.migrator(for: rebuilt.validated).migrate(queue)
        XCTAssertEqual(try values(queue, "SELECT rowid FROM list ORDER BY rowid", as: Int64.self), [1, 5])
        XCTAssertEqual(
            try values(queue, "SELECT name FROM todo ORDER BY id", as: String.self), ["Dishes", "Mail", "Call"])
        XCTAssertEqual(
            try values(queue, "SELECT \"table\" FROM pragma_foreign_key_list('todo')", as: String.self), ["list"])
        XCTAssertEqual(try values(queue, "SELECT count(*) FROM pragma_foreign_key_check", as: Int.self), [0])
        XCTAssertEqual(
            try values(queue, "SELECT name FROM pragma_index_list('todo') WHERE origin = 'c'", as: String.self),
            ["todo_on_list"])
        // The cascade still works on the rebuilt table.
        try execute(queue, "PRAGMA foreign_keys = ON; DELETE FROM list WHERE id = 5")
        XCTAssertEqual(try values(queue, "SELECT name FROM todo ORDER BY id", as: String.self), ["Dishes"])
    }

    func testFlagsThatNameNoCandidateAreErrors() async {
        let found = await failure(demoSchema, renames: ["item.nope=other"], noRenames: ["item.gone"])
        XCTAssertEqual(
            found,
            [
                "error: --rename item.nope=other names no rename that tables: suggest",
                "error: --no-rename item.gone names no rename that tables: suggest",
            ])
    }

    func testASwiftNameOrRecordChangeNeverTouchesSQL() async throws {
        let text = editingTables([
            ("    record: Item\n", "    record: Article\n"),
            ("      notes:    { type: text }\n", "      notes:    { type: text, swift: { name: memo } }\n"),
        ])
        let result = try await plan(text)
        XCTAssertNil(result.text)
        XCTAssertEqual(result.stepCount, 0)
    }
}
