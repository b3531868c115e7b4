import Foundation
import GRDB
@testable import GRDBGenCore
import XCTest

/// A baseline that leaves its steps to the lock (`grdbgen import` writes one): schema.yaml states
/// each column once, and the baseline keeps its meaning when `tables:` changes later.
final class BaselineStepsTests: XCTestCase {
    /// An import of `note(id, title)` with its lock: schema.yaml has no steps.
    func imported() async throws -> SchemaImporter.Result {
        let queue = try DatabaseQueue()
        try await queue.write { db in
            try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL)")
        }
        let (result, errors) = try await SchemaImporter.validated { leavingOut in
            try queue.read { db in
                try SchemaImporter.importSchema(from: db, source: "app.sqlite", leavingOut: leavingOut)
            }
        }
        XCTAssertEqual(errors.map(\.description), [])
        return result
    }

    func testTheImportStatesEachColumnOnceAndTheLockKeepsTheSteps() async throws {
        let result = try await imported()
        XCTAssertEqual(result.text.components(separatedBy: "title: ").count - 1, 1, result.text)
        XCTAssertFalse(result.text.contains("steps:"), result.text)
        let lock = try XCTUnwrap(result.lock)
        XCTAssertEqual(lock.entries.map(\.id), ["baseline"])
        XCTAssertTrue(
            lock.text().contains(
                """
                - id: baseline
                  steps:
                    - createTable:
                        table: note
                        columns:
                          id: { type: integer, primaryKey: autoincrement }
                          title: { type: text, notNull: true }
                """), lock.text())
        // Read back, the lock gives the same steps and checksum.
        let read = try XCTUnwrap(LockFile.parse(lock.text(), path: "schema.lock", diagnostics: DiagnosticCollector()))
        XCTAssertEqual(read.entries.map(\.checksum), lock.entries.map(\.checksum))
        XCTAssertEqual(read.baselineSteps?.text, lock.baselineSteps?.text)
        XCTAssertEqual(read.baselineSteps?.line, 8)
    }

    func testTablesChangeLaterAndTheBaselineKeepsItsMeaning() async throws {
        let result = try await imported()
        let lock = try XCTUnwrap(
            LockFile.parse(result.lock!.text(), path: "schema.lock", diagnostics: DiagnosticCollector()))
        // The app adds a column to tables:, and plans the migration that adds it.
        let edited = result.text.replacingOccurrences(
            of: "      title: { type: text, notNull: true }\n",
            with: "      title: { type: text, notNull: true }\n      body:  { type: text }\n")
        XCTAssertNotEqual(edited, result.text)
        let planned = try await MigrationWriter.migrate(
            SchemaSource(path: "schema.yaml", text: edited), id: "addBody", lock: lock)
        let text = try XCTUnwrap(planned.text)
        XCTAssertTrue(
            text.hasSuffix(
                "  - id: addBody\n    steps:\n      - addColumn: { table: note, column: body, type: text }\n"), text)
        // It generates with the lock: the baseline's checksum is the one locked.
        let output = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: text), lock: lock)
        XCTAssertEqual(output.lock.entries.map(\.id), ["baseline", "addBody"])
        XCTAssertEqual(output.lock.entries[0].checksum, lock.entries[0].checksum)
        XCTAssertEqual(output.lock.baselineSteps?.text, lock.baselineSteps?.text)
        // Without the lock, the baseline would follow tables: and make `body` twice: it is refused.
        do {
            _ = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: text))
            XCTFail("a baseline planned from the new tables: does not fold with addBody")
        } catch {
            XCTAssertTrue(error.diagnostics.contains { $0.message.contains("body") }, "\(error.diagnostics)")
        }
    }

    func testEditedStepsInTheLockAreRefusedByTheirChecksum() async throws {
        let result = try await imported()
        let text = result.lock!.text().replacingOccurrences(
            of: "title: { type: text, notNull: true }", with: "title: { type: text }")
        let lock = try XCTUnwrap(LockFile.parse(text, path: "schema.lock", diagnostics: DiagnosticCollector()))
        do {
            _ = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: result.text), lock: lock)
            XCTFail("edited locked steps")
        } catch {
            XCTAssertTrue(
                error.diagnostics.contains { $0.message.contains("migration `baseline` changed") },
                "\(error.diagnostics.map(\.description))")
        }
    }
}
