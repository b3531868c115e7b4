import Foundation
import XCTest
import Yams

@testable import GRDBGenCore

/// An unknown key in every kind of mapping of schema.yaml (issue 62): each fixture schema, with
/// `zzUnknownKey: 1` added to one mapping at a time (one variant per path of keys, such as
/// `tables.*.columns.*.references`), is refused by the translator if and only if the JSON Schema
/// refuses it: a mapping of keys refuses it (an unknown key), a mapping of free names may take it
/// (an integer enum's case, a seed row's column, which validation checks later).
final class UnknownKeyTests: XCTestCase {
    /// Every key the translator reads by name; another key of a mapping (a table's, a column's
    /// name) is written `*` in a variant's path.
    static let known: Set<String> = {
        let T = SchemaTranslator.self
        let lists: [[String]] = [
            SchemaGrammar.schema.names, SchemaGrammar.function.names,
            SchemaGrammar.swift.names + GeneratedFeatures.removedKeys.map(\.key), SchemaGrammar.table.names,
            SchemaGrammar.searchStep.names,
            SchemaGrammar.timestamps.names,
            SchemaGrammar.trigger.names, SchemaGrammar.column.names, SchemaGrammar.columnSwift.names,
            SchemaGrammar.reference.names, SchemaGrammar.foreignKey.names, ["columns"], SchemaGrammar.index.names,
            SchemaGrammar.indexKey.names, SchemaGrammar.view.names, SchemaGrammar.viewColumn.names,
            SchemaGrammar.query.names, SchemaGrammar.queryParameter.names, SchemaGrammar.migration.names,
            SchemaGrammar.debug.names,
            SchemaGrammar.generated.names, T.sqlDefaultKeys, SchemaGrammar.baseline.names,
            SchemaGrammar.olderFiles.names, T.conflictKeys,
            StepKind.allCases.map(\.rawValue), StepKind.allCases.flatMap(\.keys),
        ]
        return Set(lists.joined())
    }()

    /// The document with the key added to each of its mappings in turn, by the path of the mapping.
    func variants(of node: Node, path: [String] = []) -> [(path: String, document: Node)] {
        switch node {
        case .mapping(let mapping):
            var added = mapping
            added["zzUnknownKey"] = Node("1", Tag(.int))
            var result = [(path.joined(separator: "."), Node.mapping(added))]
            for (key, value) in mapping {
                let name = key.string.map { Self.known.contains($0) ? $0 : "*" } ?? "*"
                for (inner, changed) in variants(of: value, path: path + [name]) {
                    var copy = mapping
                    copy[key] = changed
                    result.append((inner, .mapping(copy)))
                }
            }
            return result
        case .sequence(let sequence):
            var result: [(path: String, document: Node)] = []
            for (index, item) in sequence.enumerated() {
                for (inner, changed) in variants(of: item, path: path + ["[]"]) {
                    var items = Array(sequence)
                    items[index] = changed
                    result.append((inner, .sequence(Node.Sequence(items, sequence.tag, sequence.style))))
                }
            }
            return result
        default:
            return []
        }
    }

    func testAnUnknownKeyInEveryMappingIsRefusedByTheTranslatorAndTheJSONSchema() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let fixtures = root.appendingPathComponent("Tests/Fixtures/Schemas")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("unknown-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        var seen = Set<String>(), files: [(path: String, file: String, refused: Bool)] = [], unknownKeyErrors = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted()
        where name.hasSuffix(".yaml") {
            let node = try XCTUnwrap(
                try Yams.compose(yaml: String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)))
            for (path, document) in variants(of: node) where seen.insert(path).inserted {
                let text = try Yams.serialize(node: document)
                let diagnostics = DiagnosticCollector()
                let parsed = YAMLParser.parse(
                    SchemaSource(path: "\(name) at \(path)", text: text), diagnostics: diagnostics)
                _ = parsed.flatMap { SchemaTranslator.translate($0, diagnostics: diagnostics) }
                let errors = diagnostics.diagnostics.filter { $0.severity == .error }.map(\.description)
                if errors.contains(where: { $0.contains("unknown key `zzUnknownKey`") }) { unknownKeyErrors += 1 }
                let file = work.appendingPathComponent("\(files.count).yaml").path
                try text.write(toFile: file, atomically: true, encoding: .utf8)
                files.append(("\(name) at \(path)", file, !errors.isEmpty))
            }
        }
        // Every mapping of known keys names the key; free names (a table's) refuse `1` as a value.
        XCTAssertGreaterThan(files.count, 80)
        XCTAssertGreaterThan(unknownKeyErrors, 60)
        let results = try JSONSchemaTests.validate(files.map(\.file))
        for (path, file, refused) in files {
            let invalid = try XCTUnwrap(results[file], path).hasPrefix("invalid")
            XCTAssertEqual(invalid, refused, "JSON Schema invalid: \(invalid), translator refused: \(refused), \(path)")
        }
        XCTAssertLessThan(files.filter { !$0.refused }.count, 5, "free names only")
    }
}
