@testable import GRDBGenCore
import XCTest

/// YAML's integer forms where a number is expected (issue 26: `default: 0x4a99ef`).
final class YAMLIntegerTests: XCTestCase {
    func testYAMLIntegerForms() {
        XCTAssertEqual(YAMLInteger.value(of: "0x4a99ef"), 4_889_071)
        XCTAssertEqual(YAMLInteger.value(of: "0XFF"), 255)
        XCTAssertEqual(YAMLInteger.value(of: "0o17"), 15)
        XCTAssertEqual(YAMLInteger.value(of: "0b1010"), 10)
        XCTAssertEqual(YAMLInteger.value(of: "-1_000"), -1000)
        XCTAssertEqual(YAMLInteger.value(of: "+42"), 42)
        XCTAssertEqual(YAMLInteger.value(of: "007"), 7)
        XCTAssertEqual(YAMLInteger.value(of: "-0x8000000000000000"), Int64.min)
        for text in ["", "0x", "0x_1", "1_", "1__0", "0x+5", "0xG", "0x8000000000000000", "12a", "1.5", "_1"] {
            XCTAssertNil(YAMLInteger.value(of: text), text)
        }
    }

    /// The default of an `integer` or `real` column in any integer form is that number, in the
    /// migration and in the record; a `text` column keeps the text, as before.
    func testNumericDefaultsReadYAMLIntegerForms() async throws {
        func schema(_ type: String, _ value: String) -> String {
            """
            tables:
              color:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
                  rgb: { type: \(type), notNull: true, default: \(value) }
            migrations:
              - id: one
                steps:
                  - createTable:
                      table: color
                      columns:
                        id: { type: integer, primaryKey: autoincrement }
                        rgb: { type: \(type), notNull: true, default: \(value) }
            """
        }
        func rgb(_ type: String, _ value: String) async throws -> PropertyModel? {
            let schema = try await GeneratorPipeline().validate(
                SchemaSource(path: "schema.yaml", text: schema(type, value)), diagnostics: DiagnosticCollector())
            return schema.record(forTable: "color")?.properties.first { $0.columnName == "rgb" }
        }
        let hex = try await rgb("integer", "0x4a99ef")
        XCTAssertEqual(hex?.defaultValue, .integer(4_889_071))
        let separated = try await rgb("real", "1_000")
        XCTAssertEqual(separated?.defaultValue, .integer(1000))
        let text = try await rgb("text", "0x4a99ef")
        XCTAssertEqual(text?.defaultValue, .text("0x4a99ef"))
        // Quoted, it is a text, which an integer column refuses.
        let found = await diagnose(schema("integer", "\"0x4a99ef\""))
        XCTAssertEqual(found.filter { $0.contains("error") }.count, 2, "\(found)")
    }
}
