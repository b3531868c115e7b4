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

    /// The fixture schemas, the demo's, the example's and the benchmarks'.
    static func fixtureSchemas() throws -> [String] {
        let schemas = Self.root.appendingPathComponent("Tests/Fixtures/Schemas")
        var paths = try FileManager.default.contentsOfDirectory(atPath: schemas.path).filter { $0.hasSuffix(".yaml") }
            .sorted()
            .map { schemas.appendingPathComponent($0).path }
        paths += [
            "schema.yaml", "Examples/Bookshelf/Sources/BookshelfStore/schema.yaml",
            "Benchmarks/Sources/BenchmarkStore/schema.yaml",
        ]
        .map { Self.root.appendingPathComponent($0).path }
        return paths
    }

    /// Runs Scripts/validate-schema-json.py (python's jsonschema and PyYAML) on files: its lines.
    static func run(_ options: [String], _ paths: [String]) throws -> [Substring] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["python3", Self.root.appendingPathComponent("Scripts/validate-schema-json.py").path] + options
            + [Self.root.appendingPathComponent("docs/schema.schema.json").path] + paths
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        return text.split(separator: "\n")
    }

    /// Runs Scripts/validate-schema-json.py on files: path → result (`valid`, `invalid`, `unreadable`).
    static func validate(_ paths: [String]) throws -> [String: String] {
        var result: [String: String] = [:]
        for line in try run([], paths) {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let path = String(parts[1].split(separator: ":", maxSplits: 1)[0])
            result[path] = String(parts[0])
        }
        return result
    }

    func testEveryFixtureSchemaIsValid() throws {
        let paths = try Self.fixtureSchemas()
        XCTAssertGreaterThan(paths.count, 15)
        let results = try Self.validate(paths)
        for path in paths {
            XCTAssertEqual(results[path], "valid", path)
        }
    }

    /// Every mapping of every fixture, given a key of no grammar, is invalid for the JSON Schema
    /// (issue 62), but a seed row's (`insert: { rows: [{ column: value }] }`), whose keys are the
    /// table's column names: each mapping of the grammar is closed (`additionalProperties: false`).
    func testAnUnknownKeyIsInvalidInEveryMapping() throws {
        var tried = 0
        var accepted: [String] = []
        for line in try Self.run(["--unknown-keys"], Self.fixtureSchemas()) {
            let words = line.split(separator: " ")
            if words.first == "tried", let count = words.last.flatMap({ Int($0) }) { tried += count }
            if words.first == "accepts", let pointer = words.last { accepted.append(String(pointer)) }
        }
        XCTAssertGreaterThan(tried, 1000)
        XCTAssertEqual(accepted.filter { !$0.hasSuffix("/insert/rows/*") }, [])
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
