import XCTest

@testable import GRDBGenCore

/// The runtime an app on its own GRDB carries (`grdbgen generate --runtime embedded`): every file
/// but those of features its schema has not (issue 60). `Scripts/check-embedded-runtime.sh`
/// compiles the demo's and every fixture's store with what is chosen here.
final class EmbeddedRuntimeTests: XCTestCase {
    let runtime = try! EmbeddedRuntime.files(from: EmbeddedRuntime.sourcesDirectory())

    func embedded(for generated: String) -> Set<String> {
        let files = EmbeddedRuntime.files(
            runtime, neededBy: [GeneratedFiles.File(name: "Store.swift", contents: generated)])
        return Set(files.map(\.name)).intersection(EmbeddedRuntime.optionalFiles)
    }

    /// A file embedded always names no declaration of an optional one (but a name it declares
    /// too: an overload, a protocol's requirement that the optional file implements): a schema
    /// without the feature compiles without the file.
    func testNoFileEmbeddedAlwaysNamesAnOptionalFilesDeclaration() {
        let names = Set(runtime.flatMap { EmbeddedRuntime.topLevelNames($0.contents) })
        let optional = runtime.filter { EmbeddedRuntime.optionalFiles.contains($0.name) }
        XCTAssertEqual(optional.count, EmbeddedRuntime.optionalFiles.count, "each optional file is a source")
        let always = runtime.filter { !EmbeddedRuntime.optionalFiles.contains($0.name) }
        let declaredAlways = Set(
            always.flatMap { file in
                file.contents.split(separator: "\n").compactMap { line in
                    line.prefixMatch(of: EmbeddedRuntime.declaration)?.output[1].substring.map(String.init)
                }
            })
        for file in always {
            let named = EmbeddedRuntime.identifiers(in: file.contents).subtracting(declaredAlways)
            for other in optional {
                let shared = EmbeddedRuntime.declaredNames(other.contents, names).intersection(named)
                XCTAssertEqual(shared, [], "\(file.name) names \(other.name)'s declarations")
            }
        }
    }

    func testAFeatureOfTheGeneratedCodeEmbedsItsFiles() {
        XCTAssertEqual(embedded(for: "struct Store: DatabaseStore {}"), [])
        XCTAssertEqual(
            embedded(for: #"static var baseline: Baseline? { Baseline(migration: "v1") }"#),
            [
                "GRDBGenRuntime.Baseline+Adoption.swift", "GRDBGenAdoption.Adoption.swift",
                "GRDBGenAdoption.OlderFileShape.swift",
            ])
        XCTAssertEqual(
            embedded(for: "var id: RecordID<Deck, LowercaseUUID>"), ["GRDBGenRuntime.StoredUUID.swift"])
        XCTAssertEqual(
            embedded(for: "struct Store: DatabaseStore, UUIDTextStore {}"),
            ["GRDBGenRuntime.DatabaseStore+UUIDCase.swift", "GRDBGenRuntime.StoredUUID.swift"])
        // A member the file adds to a runtime type, and what that file needs in turn.
        XCTAssertEqual(
            embedded(for: "tags = try row.decodeJSON([String].self, at: 1)"),
            [
                "GRDBGenRuntime.StoredText.swift", "GRDBGenRuntime.StoredText+JSON.swift",
                "GRDBGenRuntime.StableJSON.swift",
            ])
        XCTAssertEqual(
            embedded(for: "extension Note: Timestamping {}"), ["GRDBGenRuntime.Timestamping.swift"])
        // Comments name nothing.
        XCTAssertEqual(embedded(for: "/// A `Baseline`, `UnixSeconds`.\n// RecordID"), [])
    }
}
