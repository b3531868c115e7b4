@testable import GRDBGenCore
import GRDBGenSyntax
import XCTest

final class ValidSchemaTests: XCTestCase {
    func testDemoSchemaHasNoDiagnostics() async throws {
        let found1 = await diagnose(demoSchema)
        XCTAssertEqual(found1, [])
        let files = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: demoSchema)).files
        XCTAssertEqual(
            files.names, ["AppDatabase.swift", "AppDatabase+Migrations.swift", "Item.swift"])
    }

    func testFlowAndBlockStylesGiveTheSameCode() async throws {
        let block = demo(
            replacing: "name:     { type: text, notNull: true }\n      quantity",
            with: "name:\n          type: text\n          notNull: true\n      quantity")
        let a = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: demoSchema)).files
        let b = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: block)).files
        XCTAssertEqual(a, b)
    }

    func testDefaultsOfSwiftOptions() async throws {
        let yaml = """
            tables:
              todo_list:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
            migrations:
              - id: v1
                steps:
                  - createTable: { table: todo_list, columns: { id: { type: integer, primaryKey: autoincrement } } }
            """
        let files = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml)).files
        XCTAssertEqual(
            files.names,
            ["AppDatabase.swift", "AppDatabase+Migrations.swift", "TodoList.swift"])
        let record = try XCTUnwrap(files["TodoList.swift"])
        XCTAssertTrue(record.contains("\nstruct TodoList: Identifiable, Sendable {"), record)
        XCTAssertFalse(record.contains("public "))
    }

    func testSnakeCaseColumnsBecomeCamelCaseProperties() async throws {
        let yaml = """
            tables:
              task:
                columns:
                  is_completed: { type: boolean, notNull: true, default: false }
            migrations:
              - id: v1
                steps:
                  - createTable: { table: task, columns: { is_completed: { type: boolean, notNull: true, default: false } } }
            """
        let taskFile = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml)).files[
            "TaskRecord.swift"]
        let record = try XCTUnwrap(taskFile)
        XCTAssertTrue(record.contains("var isCompleted: Bool"))
        XCTAssertTrue(record.contains(#"static let isCompleted = Column("is_completed")"#))
        // A table without a primary key is keyed by SQLite's hidden rowid, as GRDB keys it (issue 37).
        XCTAssertTrue(record.contains("struct TaskRecord: Identifiable, Sendable {"), record)
        XCTAssertTrue(record.contains("var rowid: Int64?"), record)
        XCTAssertTrue(
            record.contains("AutoIncrementedRecord, GeneratedRecord, RowIDRecord, DatabaseHashable\n"), record)
    }

    func testKeywordColumnNamesAreEscapedAndSQLTextIsALiteral() async throws {
        let yaml = #"""
            tables:
              event:
                columns:
                  default: { type: text }
                  class: { type: integer }
            migrations:
              - id: v1
                steps:
                  - createTable: { table: event, columns: { default: { type: text }, class: { type: integer } } }
                  - sql: "INSERT INTO event(\"default\") VALUES ('a \\ b')"
            """#
        let files = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml)).files
        let record = try XCTUnwrap(files["Event.swift"])
        XCTAssertTrue(record.contains("var `default`: String?"))
        XCTAssertTrue(record.contains("static let `class` = Column(\"class\")"))
        XCTAssertTrue(record.contains("self.`default` = `default`"))
        let migrations = try XCTUnwrap(files["AppDatabase+Migrations.swift"])
        // A raw string: the SQL reads as written, quotes and backslash included.
        XCTAssertTrue(
            migrations.contains(##"try db.execute(sql: #"INSERT INTO event("default") VALUES ('a \ b')"#)"##),
            migrations)
    }
}

final class NamingTests: XCTestCase {
    func testCamelCase() {
        XCTAssertEqual(SwiftName.lowerCamelCase("is_completed"), "isCompleted")
        XCTAssertEqual(SwiftName.lowerCamelCase("name"), "name")
        XCTAssertEqual(SwiftName.lowerCamelCase("HTTP_code"), "httpCode")
        XCTAssertEqual(SwiftName.lowerCamelCase("createdAt"), "createdAt")
        XCTAssertEqual(SwiftName.upperCamelCase("todo_list"), "TodoList")
        XCTAssertEqual(SwiftName.upperCamelCase("item"), "Item")
        XCTAssertEqual(SwiftName.upperCamelCase("2fa_code"), "_2faCode")
    }

    func testEscapingInOnePlace() async throws {
        // Renderers give names as they are; the printer alone adds backticks (GRDBGenSyntaxTests), as
        // GRDBGenSQL alone quotes SQL names (GRDBGenSQLTests).
        let yaml = """
            tables:
              item:
                columns:
                  id:      { type: integer, primaryKey: autoincrement }
                  default: { type: text, notNull: true }
                orderings: [default]
            queries:
              itemsNamed:
                sql: SELECT * FROM item WHERE "default" = :default
                warnings: ignore
            migrations:
              - id: v1
                steps:
                  - createTable:
                      table: item
                      columns:
                        id:      { type: integer, primaryKey: autoincrement }
                        default: { type: text, notNull: true }

            """
        let output = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml))
        XCTAssertEqual(output.diagnostics.map(\.description), [])
        let record = try XCTUnwrap(output.files["Item.swift"])
        let escaped = [
            "var `default`: String", "case `default`\n",
            ##"case .`default`: ["\(Columns.`default`)", "\(Columns.id)"]"##,
            "func itemsNamed(`default`: String)", "values: [`default`.databaseValue]",
        ]
        for escaped in escaped {
            XCTAssertTrue(record.contains(escaped), "\(escaped) in\n\(record)")
        }
        XCTAssertNil(record.firstMatch(of: /[^`]``[^`]/), record)
    }

    func testSuggestions() {
        XCTAssertEqual(Suggestion.closest(to: "nmae", among: ["type", "name"]), "name")
        XCTAssertEqual(Suggestion.closest(to: "notnull", among: ["notNull", "type"]), "notNull")
        XCTAssertNil(Suggestion.closest(to: "zzz", among: ["swift", "tables", "migrations"]))
        XCTAssertEqual(Suggestion.editDistance("ab", "ba"), 1)
        XCTAssertEqual(Suggestion.editDistance("kitten", "sitting"), 3)
    }
}
