import Foundation
import GRDBGenCore
import XCTest

/// The demo schema, as text, for tests that change one line of it.
let demoSchema = """
    swift:
      access: public
      store: AppDatabase

    tables:
      item:
        record: Item
        columns:
          id:       { type: integer, primaryKey: autoincrement }
          name:     { type: text, notNull: true }
          quantity: { type: integer }
          notes:    { type: text }
        orderings: [name]

    migrations:
      - id: createItem
        steps:
          - createTable:
              table: item
              columns:
                id:       { type: integer, primaryKey: autoincrement }
                name:     { type: text, notNull: true }
                quantity: { type: integer }
      - id: addNotes
        steps:
          - addColumn: { table: item, column: notes, type: text }
          - sql: UPDATE item SET notes = name

    """

/// A schema of one table, `chore`, with an autoincremented `id` and one more column of the given
/// type (line 5), listed in `orderings:` when `ordered` (line 6).
func choreSchema(column: String, type: String, ordered: Bool = false) -> String {
    """
    tables:
      chore:
        columns:
          id: { type: integer, primaryKey: autoincrement }
          \(column): { type: \(type) }
    \(ordered ? "    orderings: [\(column)]\n" : "")migrations:
      - id: v1
        steps:
          - createTable:
              table: chore
              columns:
                id: { type: integer, primaryKey: autoincrement }
                \(column): { type: \(type) }

    """
}

/// The diagnostics of a schema text, as the CLI prints them, for the file `schema.yaml`.
func diagnose(_ yaml: String) async -> [String] {
    await diagnose(data: Data(yaml.utf8))
}

func diagnose(data: Data) async -> [String] {
    do {
        let output = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", data: data))
        return output.diagnostics.map(\.description)
    } catch {
        return error.diagnostics.map(\.description)
    }
}

/// `demoSchema` with one piece of text replaced; fails when the text is not there.
func demo(replacing old: String, with new: String, file: StaticString = #filePath, line: UInt = #line) -> String {
    XCTAssertTrue(demoSchema.contains(old), "demo schema has no \(old)", file: file, line: line)
    return demoSchema.replacingOccurrences(of: old, with: new)
}

/// Asserts that the diagnostics are exactly these lines.
func assertDiagnostics(_ yaml: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) async {
    let found1 = await diagnose(yaml)
    XCTAssertEqual(found1, expected, file: file, line: line)
}
