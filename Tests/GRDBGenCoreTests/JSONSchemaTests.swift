import Foundation
import GRDBGenCore
import XCTest

/// docs/schema.schema.json: the JSON Schema of schema.yaml for editors, made from the
/// translator's key lists.
final class JSONSchemaTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testEveryKeyTheTranslatorAcceptsHasAValueSchema() {
        XCTAssertEqual(SchemaJSONSchema.missingValueSchemas, [])
    }

    func testTheCommittedSchemaIsUpToDate() throws {
        let committed = try String(
            contentsOf: Self.root.appendingPathComponent("docs/schema.schema.json"), encoding: .utf8)
        XCTAssertEqual(
            committed, SchemaJSONSchema.render(), "run `swift run grdbgen json-schema > docs/schema.schema.json`")
    }

    /// Runs Scripts/validate-schema-json.py (python's jsonschema and PyYAML) on files: path → result line.
    static func validate(_ paths: [String]) throws -> [String: String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "python3", Self.root.appendingPathComponent("Scripts/validate-schema-json.py").path,
                Self.root.appendingPathComponent("docs/schema.schema.json").path,
            ] + paths
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        var result: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let path = String(parts[1].split(separator: ":", maxSplits: 1)[0])
            result[path] = String(parts[0])
        }
        return result
    }

    func testEveryFixtureSchemaIsValid() throws {
        let schemas = Self.root.appendingPathComponent("Tests/Fixtures/Schemas")
        var paths = try FileManager.default.contentsOfDirectory(atPath: schemas.path).filter { $0.hasSuffix(".yaml") }
            .sorted()
            .map { schemas.appendingPathComponent($0).path }
        paths += [
            "schema.yaml", "Examples/Bookshelf/Sources/BookshelfStore/schema.yaml",
            "Benchmarks/Sources/BenchmarkStore/schema.yaml",
        ]
        .map { Self.root.appendingPathComponent($0).path }
        XCTAssertGreaterThan(paths.count, 15)
        let results = try Self.validate(paths)
        for path in paths {
            XCTAssertEqual(results[path], "valid", path)
        }
    }

    /// The hostile schemas that GRDBGen refuses for an unknown key or a wrong value type are
    /// invalid for the JSON Schema too: an editor underlines them.
    func testHostileSchemasWithUnknownKeysOrWrongTypesAreInvalid() async throws {
        let hostile = Self.root.appendingPathComponent("Tests/Fixtures/Hostile")
        var sample: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: hostile.path).sorted()
        where name.hasSuffix(".yaml") {
            let url = hostile.appendingPathComponent(name)
            let found = await diagnose(data: try Data(contentsOf: url))
            // Shape errors, which a JSON Schema can see (not, say, a column missing from the migrations).
            if found.contains(where: { $0.contains(": error: unknown key") || $0.contains(": error: expected ") }) {
                sample.append(url.path)
            }
        }
        XCTAssertGreaterThan(sample.count, 10)
        let results = try Self.validate(sample)
        var checked = 0
        for path in sample where results[path] != "unreadable" {
            XCTAssertEqual(results[path], "invalid", path)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 10)
    }
}
