import GRDBGenCore
import XCTest

/// The opt-in features of `swift:` (`hashable`, `drafts`, `children`): off by default, on for the
/// schema or for one table, and checked as booleans.
final class GeneratedFeaturesTests: XCTestCase {
    /// A list and its todos, with `SWIFT` as the schema's extra `swift:` keys and `TABLE` as the
    /// todo table's own `swift:`.
    func schema(swift: String = "", table: String = "") -> String {
        """
        swift:
          store: TodoStore
        \(swift.isEmpty ? "" : "  " + swift)
        tables:
          list:
            columns:
              id:    { type: integer, primaryKey: autoincrement }
              title: { type: text, notNull: true }
            orderings: [title]
          todo:
        \(table.isEmpty ? "" : "    swift: " + table)
            columns:
              id:      { type: integer, primaryKey: autoincrement }
              list_id: { type: integer, notNull: true, references: { table: list, onDelete: cascade } }
              title:   { type: text, notNull: true }
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
                    title:   { type: text, notNull: true }
              - createIndex: { name: index_todo_on_list_id, table: todo, columns: [list_id] }

        """
    }

    func files(_ yaml: String) async throws -> GeneratedFiles {
        try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml)).files
    }

    /// By default (issue 45): records are `Hashable` by the values they store, and a record whose key
    /// SQLite chooses is its own `Draft`; no children types.
    func testTheDefaults() async throws {
        let files = try await files(schema())
        let list = try XCTUnwrap(files["ListRecord.swift"])
        let todo = try XCTUnwrap(files["Todo.swift"])
        XCTAssertTrue(list.contains("struct ListRecord: Identifiable, Sendable {"), list)
        XCTAssertTrue(list.contains("AutoIncrementedRecord, GeneratedRecord, DatabaseHashable\n"), list)
        XCTAssertTrue(list.contains("extension ListRecord: RecordDraft {"), list)
        XCTAssertTrue(list.contains("typealias Draft = ListRecord"), list)
        XCTAssertFalse(list.contains("struct Draft"), list)
        XCTAssertFalse(list.contains("ListRecordWithTodos"), list)
        XCTAssertTrue(todo.contains("typealias Draft = Todo"), todo)
        // No store method per table: the store's generic verbs (`save`, `fetch`…) serve every record.
        XCTAssertNil(files["TodoStore+ListRecord.swift"])
        XCTAssertNil(files["TodoStore+Todo.swift"])
    }

    func testEveryFeatureForTheSchema() async throws {
        let yaml = schema(swift: "hashable: true\n  drafts: true\n  children: true")
        let files = try await files(yaml)
        let list = try XCTUnwrap(files["ListRecord.swift"])
        let todo = try XCTUnwrap(files["Todo.swift"])
        XCTAssertTrue(list.contains("struct ListRecord: Identifiable, Hashable, Sendable {"), list)
        XCTAssertFalse(list.contains("DatabaseHashable"), list)
        // The record is its own draft, a `RecordDraft`: `store.insert(draft)` returns the full record.
        XCTAssertTrue(list.contains("extension ListRecord: RecordDraft {"), list)
        XCTAssertFalse(list.contains("typealias Record"), list)  // RecordDraft's default: the draft itself
        XCTAssertTrue(list.contains("struct ListRecordWithTodos: FetchableRecord, Hashable, Sendable {"), list)
        // Children are requests: one parent's rows, parents with their children.
        XCTAssertTrue(list.contains("extension QueryInterfaceRequest<ListRecord> {"), list)
        XCTAssertTrue(list.contains("func withTodos() -> QueryInterfaceRequest<ListRecordWithTodos> {"), list)
        XCTAssertTrue(todo.contains("static func filter(listId: Int64) -> QueryInterfaceRequest<Todo> {"), todo)
        // No store method at all: the store's generic verbs serve every request.
        XCTAssertNil(files["TodoStore+ListRecord.swift"])
        XCTAssertNil(files["TodoStore+Todo.swift"])
    }

    /// A store whose migrations have a Swift step but no SQL function registers nothing (issue 53: it
    /// registered an empty `configuration.prepareDatabase { db in }`).
    func testSwiftStepsWithoutSQLFunctionsRegisterNothing() async throws {
        let yaml = demoSchema + "      - id: rewrite\n        steps:\n          - swift: { function: rewriteNotes }\n"
        let files = try await files(
            yaml.replacingOccurrences(of: "\n      - id: rewrite", with: "\n  - id: rewrite")
                .replacingOccurrences(of: "\n        steps:\n          - swift", with: "\n    steps:\n      - swift"))
        let store = try XCTUnwrap(files["AppDatabase.swift"])
        XCTAssertTrue(store.contains("public var rewriteNotes: (@Sendable (Database) throws -> Void)?"), store)
        XCTAssertTrue(
            store.contains("public func register(in configuration: inout Configuration) {\n        }\n"), store)
        XCTAssertFalse(store.contains("prepareDatabase"), store)
    }

    /// The flags of 0.2 that the store's generic verbs replaced are refused at the key, with what to
    /// write instead.
    func testTheRemovedFlagsSayWhatReplacesThem() async {
        let found = await diagnose(schema(swift: "publishers: true\n  async: true\n  live: true"))
        XCTAssertEqual(
            found,
            [
                "schema.yaml:3:15: error: `publishers` is gone: `store.publisher(request)` publishes any request, "
                    + "for every schema; remove this line",
                "schema.yaml:4:10: error: `async` is gone: every store verb has its `async` twin in GRDBGenRuntime "
                    + "(`try await store.fetch(request)`); remove this line",
                "schema.yaml:5:9: error: `live` is gone: `store.live(request)` keeps any request live, for every "
                    + "schema; remove this line",
            ])
        let inTable = await diagnose(schema(table: "{ live: true }"))
        XCTAssertEqual(inTable.count, 1, "\(inTable)")
        XCTAssertTrue(inTable.first?.hasPrefix("schema.yaml:11:20: error: `live` is gone") == true, "\(inTable)")
    }

    func testATableChangesTheSchemasChoices() async throws {
        let yaml = schema(swift: "hashable: false", table: "{ drafts: false, hashable: true }")
        let files = try await files(yaml)
        let list = try XCTUnwrap(files["ListRecord.swift"])
        let todo = try XCTUnwrap(files["Todo.swift"])
        XCTAssertTrue(list.contains("typealias Draft = ListRecord"), "the default: \(list)")
        XCTAssertFalse(list.contains("Hashable"), "the schema's choice: \(list)")
        XCTAssertFalse(todo.contains("Draft"), "the table's own choice: \(todo)")
        XCTAssertTrue(todo.contains("struct Todo: Identifiable, Hashable, Sendable {"), todo)
    }

    func testAFeatureIsABoolean() async {
        let found = await diagnose(schema(swift: "drafts: yes please"))
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.hasPrefix("schema.yaml:3:") == true, "\(found)")
        XCTAssertTrue(found.first?.contains("`drafts`") == true, "\(found)")
    }

    func testATableSwiftKeyIsAFeature() async {
        let found = await diagnose(schema(table: "{ store: Other }"))
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.contains("`store`") == true, "\(found)")
        XCTAssertTrue(found.first?.hasPrefix("schema.yaml:11:14: error: unknown key `store`") == true, "\(found)")
    }
}

/// The names of `Ordering`'s cases: a column's property (and its `…Descending`), unless it is
/// `orderingTerms`, the enum's own member.
final class OrderingNameTests: XCTestCase {
    func schema(column: String) -> String {
        choreSchema(column: column, type: "integer", ordered: true)
    }

    func testOrderingTermsCannotBeAnOrdering() async {
        let found = await diagnose(schema(column: "orderingTerms"))
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.hasPrefix("schema.yaml:6:") == true, "\(found)")
        XCTAssertTrue(found.first?.contains("the name of its `orderingTerms`") == true, "\(found)")
    }

    func testUnspecifiedIsAnOrderingNow() async throws {
        let found = await diagnose(schema(column: "unspecified"))
        XCTAssertEqual(found, [])
        let files = try await GeneratorPipeline().run(
            SchemaSource(path: "schema.yaml", text: schema(column: "unspecified"))
        ).files
        let record = try XCTUnwrap(files["Chore.swift"])
        XCTAssertTrue(record.contains("case unspecified\n"), record)
        XCTAssertTrue(record.contains("case unspecifiedDescending\n"), record)
        XCTAssertTrue(
            record.contains(#"case .unspecifiedDescending: ["\(Columns.unspecified) DESC", "\(Columns.id)"]"#), record)
    }
}
