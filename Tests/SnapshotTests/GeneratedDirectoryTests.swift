import Foundation
import GRDBGenCore
import XCTest

/// Generated/ is the committed output of grdbgen for the top-level schema.yaml. This test fails
/// when it is stale: run `swift run grdbgen generate` and commit the result.
final class GeneratedDirectoryTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testGeneratedDirectoryIsUpToDate() async throws {
        let schema = Self.packageRoot.appendingPathComponent("schema.yaml").path
        // As `grdbgen generate` reads it: with its lock, which tells how locked steps are read.
        let diagnostics = DiagnosticCollector()
        let lock = try XCTUnwrap(LockFile.read(path: LockFile.path(forSchema: schema), diagnostics: diagnostics))
        let files = try await GeneratorPipeline().run(SchemaSource.read(path: schema), lock: lock).files
        let directory = OutputDirectory(path: Self.packageRoot.appendingPathComponent("Generated").path)
        let differences = try directory.differences(from: files)
        XCTAssertEqual(differences, [], "Generated/ is stale: run `swift run grdbgen generate` and commit it")
    }

    func testTopLevelSchemaIsTheSeedFixture() throws {
        let schema = try Data(contentsOf: Self.packageRoot.appendingPathComponent("schema.yaml"))
        let fixture = try Data(
            contentsOf: FixtureSnapshotTests.fixtures.appendingPathComponent("Schemas/seed-items.yaml"))
        XCTAssertEqual(schema, fixture, "the seed-items fixture is the demo schema")
    }
}
