@testable import GRDBGenCore
import GRDB
import XCTest

/// What a foreign key gets without asking (issue 17): an index named as GRDB's `belongsTo` names
/// it, and the Swift type of the key it references; and the record names that would collide with
/// the types of SwiftUI, Foundation, Combine, Swift and GRDB.
final class ForeignKeyDefaultsTests: XCTestCase {
    /// A `list` / `todo` schema; `todoColumn` is the text of `todo.list_id` in `tables:`, `steps` the
    /// migrations after `createTable todo`.
    func schema(
        todoColumn: String = "{ type: integer, notNull: true, references: { table: folder, onDelete: cascade } }",
        extraSteps: String = "      - createIndex: { name: index_todo_on_list_id, table: todo, columns: [list_id] }\n",
        migratedColumn: String = "{ type: integer, notNull: true, references: { table: folder, onDelete: cascade } }"
    )
        -> String
    {
        """
        tables:
          folder:
            columns:
              id:    { type: integer, primaryKey: autoincrement }
              title: { type: text, notNull: true }
          todo:
            columns:
              id:      { type: integer, primaryKey: autoincrement }
              list_id: \(todoColumn)
        migrations:
          - id: v1
            steps:
              - createTable:
                  table: folder
                  columns:
                    id:    { type: integer, primaryKey: autoincrement }
                    title: { type: text, notNull: true }
              - createTable:
                  table: todo
                  columns:
                    id:      { type: integer, primaryKey: autoincrement }
                    list_id: \(migratedColumn)
        \(extraSteps)
        """
    }

    func validated(_ text: String) async throws -> DescribedSchema {
        try await GeneratorPipeline().validate(
            SchemaSource(path: "schema.yaml", text: text), diagnostics: DiagnosticCollector())
    }

    func testAForeignKeyHasAnIndexAndTheTypeOfTheKeyItReferences() async throws {
        let found = await diagnose(schema())
        XCTAssertEqual(found, [])
        let validated = try await validated(schema())
        let todo = try XCTUnwrap(validated.record(forTable: "todo"))
        XCTAssertEqual(todo.properties.first { $0.columnName == "list_id" }?.valueType, .named("Int64"))
        XCTAssertEqual(
            validated.folded.table(named: "todo")?.indexes.map(\.name.value), ["index_todo_on_list_id"])
        // A `swift.type` still wins.
        let explicit = try await self.validated(
            schema(
                todoColumn:
                    "{ type: integer, notNull: true, references: { table: folder, onDelete: cascade }, swift: { "
                    + "type: Int } }"
            ))
        XCTAssertEqual(
            explicit.record(forTable: "todo")?.properties.first { $0.columnName == "list_id" }?.valueType, .named("Int")
        )
    }

    func testASchemaWithoutTheIndexIsWarnedAndMigratePlansIt() async throws {
        let text = schema(extraSteps: "")
        let found = await diagnose(text)
        XCTAssertEqual(
            found,
            [
                "schema.yaml:9:60: warning: foreign key column `list_id` of table `todo` has no index: each "
                    + "fetch of one parent's rows and each cascade scans the table; run `grdbgen migrate NAME` "
                    + "to add `index_todo_on_list_id`, or write `index: false` to keep it without"
            ])
        // migrate plans it as a new migration; the locked `v1` is not touched.
        let plan = try await MigrationWriter.migrate(
            SchemaSource(path: "schema.yaml", text: text), id: "indexForeignKeys", lock: nil)
        XCTAssertTrue(
            plan.migrationText.contains(
                "  - id: indexForeignKeys\n    steps:\n      - createIndex: { name: index_todo_on_list_id, "
                    + "table: todo, columns: [list_id] }\n"
            ),
            plan.migrationText)
        XCTAssertEqual(plan.losses, [])
        let migrated = await diagnose(try XCTUnwrap(plan.text))
        XCTAssertEqual(migrated, [])
        XCTAssertTrue(
            try XCTUnwrap(plan.text).hasPrefix(text.trimmingCharacters(in: .newlines)),
            "the old migrations are unchanged")
        // `index: false`: no index, no warning.
        let without = await diagnose(
            schema(
                todoColumn:
                    "{ type: integer, notNull: true, references: { table: folder, onDelete: cascade }, index: false }",
                extraSteps: ""))
        XCTAssertEqual(without, [])
    }

    func testIndexTrueAndColumnsAlreadyLeadingAnIndex() async throws {
        // `index: true` on a plain column: an index the migrations must make (an error when they do not).
        let plain = await diagnose(
            schema(
                todoColumn: "{ type: integer, notNull: true, index: true }", extraSteps: "",
                migratedColumn: "{ type: integer, notNull: true }"))
        XCTAssertEqual(
            plain,
            [
                "schema.yaml:9:55: error: column `list_id` of table `todo` has `index: true`, and no migration creates "
                    + "`index_todo_on_list_id`; run `grdbgen migrate NAME`, or add a `createIndex` step"
            ])
        // A foreign key that starts the primary key, a unique group or a listed index needs no index of its own.
        for constraint in [
            "primaryKey: [list_id, id]", "unique: [[list_id, id]]",
            "indexes: [{ name: todo_by_list, columns: [list_id, id] }]",
        ] {
            var text = schema(extraSteps: "")
            text = text.replacingOccurrences(
                of: "      id:      { type: integer, primaryKey: autoincrement }\n      list_id:",
                with:
                    "      id:      { type: "
                    + "integer\(constraint.hasPrefix("primaryKey") ? ", notNull: true" : ", primaryKey: autoincrement") }\n      list_id:"
            )
            text = text.replacingOccurrences(of: "migrations:", with: "    \(constraint)\nmigrations:")
            let diagnostics = DiagnosticCollector()
            let document = try XCTUnwrap(
                YAMLParser.parse(SchemaSource(path: "schema.yaml", text: text), diagnostics: diagnostics))
            let table = try XCTUnwrap(
                SchemaTranslator.translate(document, diagnostics: diagnostics)?.tables[1], "\(diagnostics.diagnostics)")
            XCTAssertEqual(table.indexes.filter(\.isImplicit).count, 0, constraint)
        }
    }

    func testMigratePlansANewTableWithItsForeignKeyIndex() async throws {
        let text = schema().replacingOccurrences(
            of: "migrations:",
            with: """
                  note:
                    columns:
                      id:      { type: integer, primaryKey: autoincrement }
                      todo_id: { type: integer, references: todo }
                migrations:
                """)
        let plan = try await MigrationWriter.migrate(
            SchemaSource(path: "schema.yaml", text: text), id: "addNotes", lock: nil)
        XCTAssertTrue(
            plan.migrationText.contains(
                "      - createIndex: { name: index_note_on_todo_id, table: note, columns: [todo_id] }\n"),
            plan.migrationText)
        let found = await diagnose(try XCTUnwrap(plan.text))
        XCTAssertEqual(found, [])
    }

    func testRecordNamesAvoidTheTypesOfSwiftUIAndFriends() async throws {
        let text = """
            tables:
              list:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
              task:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
              shelf:
                record: Section
                columns:
                  id: { type: integer, primaryKey: autoincrement }
            migrations:
              - id: v1
                steps:
                  - createTable: { table: list, columns: { id: { type: integer, primaryKey: autoincrement } } }
                  - createTable: { table: task, columns: { id: { type: integer, primaryKey: autoincrement } } }
                  - createTable: { table: shelf, columns: { id: { type: integer, primaryKey: autoincrement } } }

            """
        let found = await diagnose(text)
        XCTAssertEqual(
            found,
            [
                "schema.yaml:2:3: note: table `list` gets the record name `ListRecord`, as `List` is also a "
                    + "type of SwiftUI; choose another with `record:`",
                "schema.yaml:5:3: note: table `task` gets the record name `TaskRecord`, as `Task` is also a "
                    + "type of Swift; choose another with `record:`",
                "schema.yaml:9:13: warning: the record name `Section` of table `shelf` is also a type of "
                    + "SwiftUI: files that import both must write `SwiftUI.Section` or the module of the "
                    + "records; choose another name",
            ])
        let files = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: text)).files
        XCTAssertNotNil(files["ListRecord.swift"])
        XCTAssertNotNil(files["TaskRecord.swift"])
        XCTAssertNotNil(files["Section.swift"])
    }
}
