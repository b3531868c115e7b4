import Foundation
import GRDBGenCore
import SnapshotTesting
import XCTest

/// Reference tests: every fixture schema of Tests/Fixtures/Schemas against its committed expected
/// output in Tests/Fixtures/Expected/NAME. A change shows as a line diff.
///
/// Re-record after an intended change: `SNAPSHOT_TESTING_RECORD=failed swift test --filter SnapshotTests`.
final class FixtureSnapshotTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The fixtures every release must keep covering.
    static let requiredFixtures = [
        "seed-items", "no-orderings", "several-tables", "three-migrations", "conformance", "music-store",
        "table-options",
        "triggers", "generated-columns", "views", "kitchen", "import-store", "import-media", "import-notes",
        "import-names", "adoption-shapes", "queries",
        "representations",
        "todos", "search-triggers", "guarded", "keyring",
    ]

    func testEveryFixtureMatchesItsExpectedOutput() async throws {
        let schemas = try FileManager.default
            .contentsOfDirectory(atPath: Self.fixtures.appendingPathComponent("Schemas").path)
            .filter { $0.hasSuffix(".yaml") }
            .sorted()
        let names = schemas.map { String($0.dropLast(".yaml".count)) }
        for required in Self.requiredFixtures {
            XCTAssertTrue(names.contains(required), "missing fixture \(required)")
        }
        for name in names {
            try await assertFixture(name)
        }
    }

    private func assertFixture(_ name: String) async throws {
        let path = Self.fixtures.appendingPathComponent("Schemas/\(name).yaml").path
        // The lock beside an imported fixture keeps its baseline's steps, as `grdbgen import` writes it.
        let lock = LockFile.read(path: LockFile.path(forSchema: path), diagnostics: DiagnosticCollector())
        let files = try await GeneratorPipeline().run(SchemaSource.read(path: path), lock: lock).files
        let directory = Self.fixtures.appendingPathComponent("Expected/\(name)")
        var expectedNames: Set<String> = []
        for file in files.files {
            let long = file.contents.split(separator: "\n").filter { $0.count > 120 }
            XCTAssertEqual(long, [], "\(name)/\(file.name): lines longer than 120 characters")
            let base = String(file.name.dropLast(".swift".count))
            expectedNames.insert("\(name).\(base.replacingOccurrences(of: "+", with: "-")).swift")
            if let failure = verifySnapshot(
                of: file.contents, as: .swiftSource, named: base,
                snapshotDirectory: directory.path, testName: name)
            {
                XCTFail("\(name)/\(file.name): \(failure)")
            }
        }
        let onDisk = Set((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        XCTAssertEqual(onDisk.subtracting(expectedNames), [], "expected files of \(name) that are no longer generated")
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Swift source compared line by line and stored as `.swift`, so the expected files compile.
    static var swiftSource: Snapshotting { Snapshotting(pathExtension: "swift", diffing: .lines) }
}
