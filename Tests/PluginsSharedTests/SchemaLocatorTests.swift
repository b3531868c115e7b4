import Foundation
import XCTest

/// Where the plugins look for a target's schema, and what they say when it is not there.
final class SchemaLocatorTests: XCTestCase {
    var package: URL!

    override func setUpWithError() throws {
        package = FileManager.default.temporaryDirectory.appendingPathComponent("locator-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: package)
    }

    var target: URL { package.appendingPathComponent("Sources/TodoKit") }

    func write(_ path: String, _ text: String = "tables: {}\n") throws -> URL {
        let url = package.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    func error(_ files: [URL]) -> String {
        do {
            _ = try SchemaLocator.locate(in: files, targetName: "TodoKit", directory: target, packageDirectory: package)
            return "found"
        } catch {
            return "\(error)"
        }
    }

    func testTheSchemaOrAConfigurationIsFound() throws {
        let schema = try write("Sources/TodoKit/schema.yaml")
        XCTAssertEqual(try SchemaLocator.locate(in: [schema], targetName: "TodoKit").schema, schema)
        let top = try write("schema.yaml")
        let config = try write("Sources/TodoKit/grdbgen.json", #"{ "schema": "../../schema.yaml" }"#)
        XCTAssertEqual(
            try SchemaLocator.locate(in: [config], targetName: "TodoKit").schema.path, top.standardizedFileURL.path)
        XCTAssertTrue(error([schema, config]).hasPrefix("target 'TodoKit' has several schemas"))
    }

    func testNearMissesAreNamedWithTheirFix() throws {
        let yml = try write("Sources/TodoKit/schema.yml")
        XCTAssertEqual(
            error([yml]),
            "target 'TodoKit' has no schema.yaml nor grdbgen.json (GRDBGen looked among the files of "
                + "\(target.path)); found \(yml.path): rename it to schema.yaml")
        try FileManager.default.removeItem(at: yml)
        let capitalized = try write("Sources/TodoKit/Schema.yaml")
        XCTAssertTrue(
            error([capitalized]).hasSuffix("found \(capitalized.path): rename it to schema.yaml"), error([capitalized]))
        try FileManager.default.removeItem(at: capitalized)
        // A schema one or two folders up: move it, or point to it.
        let up = try write("schema.yaml")
        XCTAssertTrue(
            error([]).hasSuffix(
                "found \(up.path): move it into the target, or add grdbgen.json beside the target's sources: "
                    + #"{ "schema": "../../schema.yaml" }"#), error([]))
        // A schema.yaml left out of the target's files (excluded).
        let excluded = try write("Sources/TodoKit/schema.yaml")
        XCTAssertTrue(error([]).contains("found \(excluded.path): it is not among the target's files"), error([]))
    }

    func testNothingNearby() {
        XCTAssertEqual(
            error([]),
            "target 'TodoKit' has no schema.yaml nor grdbgen.json (GRDBGen looked among the files of "
                + "\(target.path)); add schema.yaml beside its sources, or grdbgen.json naming a schema elsewhere: "
                + #"{ "schema": "../../schema.yaml" }"#)
    }

    func testWhichTargetsRunTheBuildPlugin() {
        let manifest = """
            let package = Package(
                name: "TodoKit",
                targets: [
                    .target(
                        name: "TodoKit",
                        dependencies: [.product(name: "GRDBGenRuntime", package: "GRDBGen")],
                        plugins: [.plugin(name: "GRDBGenPlugin", package: "GRDBGen")]
                    ),
                    .target(name: "Committed", dependencies: [.product(name: "TodoKit", package: "X")]),
                    .testTarget(name: "TodoKitTests", dependencies: ["TodoKit"]),
                ]
            )
            """
        XCTAssertTrue(PackageManifest.targetRunsBuildPlugin("TodoKit", manifest: manifest))
        XCTAssertFalse(PackageManifest.targetRunsBuildPlugin("Committed", manifest: manifest))
        XCTAssertFalse(PackageManifest.targetRunsBuildPlugin("TodoKitTests", manifest: manifest))
        XCTAssertFalse(PackageManifest.targetRunsBuildPlugin("Todo", manifest: manifest))
    }
}
