import Foundation
@testable import GRDBGenCore
import XCTest

/// The members every generated record has (GRDB's and GRDBGen's, one list: `RecordMembers`) cannot
/// be the names of its properties or of query functions declared on it.
final class RecordMembersTests: XCTestCase {
    func schema(column: String) -> String {
        choreSchema(column: column, type: "text")
    }

    func testTheLayoutAndSearchMembersAreNotPropertyNames() async {
        for (column, property) in [("record_layout", "recordLayout"), ("search_table", "searchTable")] {
            let found = await diagnose(schema(column: column))
            XCTAssertEqual(found.count, 1, "\(found)")
            XCTAssertTrue(found.first?.contains("`\(property)`") == true, "\(found)")
            XCTAssertTrue(found.first?.hasPrefix("schema.yaml:5:") == true, "\(found)")
        }
        let fine = await diagnose(schema(column: "layout_name"))
        XCTAssertEqual(fine, [])
    }

    func testAQueryCannotBeNamedAfterAStaticMember() async {
        let yaml =
            schema(column: "title") + """
                queries:
                  rowColumns:
                    sql: SELECT * FROM chore

                """
        let found = await diagnose(yaml)
        XCTAssertTrue(
            found.contains { $0.contains("`rowColumns` is a static member of every record") }, "\(found)")
    }

    /// A column named like a member that a protocol of the record requires (issue 51: `hashValue`,
    /// which `Hashable` requires, made `ambiguous use of 'hashValue'`) is refused at its line, the
    /// message naming the protocol.
    func testAPropertyCannotTakeAProtocolRequirement() async throws {
        let found = await diagnose(schema(column: "hashValue"))
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.contains("`hashValue`, which `Hashable` requires") == true, "\(found)")
        XCTAssertTrue(found.first?.hasPrefix("schema.yaml:5:") == true, "\(found)")
        let yaml = schema(column: "hashValue")
        let first = try XCTUnwrap(yaml.range(of: "hashValue: { type: text }"))
        let renamed = await diagnose(
            yaml.replacingCharacters(in: first, with: "hashValue: { type: text, swift: { name: digest } }"))
        XCTAssertEqual(renamed, [])
    }

    /// Every protocol a generated record, row or store conforms to in the expected fixtures has its
    /// requirements in `RecordMembers.protocolRequirements`: the reserved names follow the
    /// conformances, and a new conformance cannot be added without saying what it requires.
    func testEveryConformanceOfTheFixturesIsKnown() throws {
        let expected = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/Expected")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: expected, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        XCTAssertGreaterThan(files.count, 100)
        let declaration = try NSRegularExpression(
            pattern:
                #"^(?:public |package )?(?:struct|extension) [A-Za-z0-9_.]+: ([A-Za-z0-9_, ]+?)(?: where .*)? \{$"#,
            options: .anchorsMatchLines)
        var conformances = Set<String>()
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let list = text[Range(match.range(at: 1), in: text)!]
                conformances.formUnion(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            }
        }
        XCTAssertTrue(
            conformances.isSuperset(of: ["Hashable", "FetchableRecord", "GeneratedRecord"]), "\(conformances)")
        // The store (`DatabaseStore`, `UUIDTextStore`) is not a record: its members are not a record's.
        let unknown = conformances.subtracting(RecordMembers.protocolRequirements.keys)
            .subtracting(["DatabaseStore", "UUIDTextStore"])
        XCTAssertEqual(unknown, [], "add each to RecordMembers.protocolRequirements with what it requires")
    }

    /// A table keyed by its hidden rowid, or by another column, with a column `id` (a real app's
    /// `appArea(id TEXT NOT NULL, …)`, issue 51): the record would be `Identifiable` by `id` while
    /// GRDB's id APIs look up the key; refused at the column, saying how to fix it. Made the key,
    /// or named apart in Swift, it generates.
    func testAColumnIDThatIsNotTheKeyIsRefused() async throws {
        func table(_ columns: String) -> String {
            """
            tables:
              appArea:
                columns:
            \(columns)
            migrations:
              - id: v1
                steps:
                  - createTable:
                      table: appArea
                      columns:
            \(columns.replacingOccurrences(of: ", swift: { name: areaID }", with: "")
                .split(separator: "\n").map { "        " + $0 }.joined(separator: "\n"))

            """
        }
        let keyless = await diagnose(table("      id: { type: text, notNull: true }\n      title: { type: text }"))
        XCTAssertEqual(keyless.count, 1, "\(keyless)")
        XCTAssertTrue(
            keyless.first?.hasPrefix("schema.yaml:4:7: error: column `id` of table `appArea`") == true, "\(keyless)")
        XCTAssertTrue(keyless.first?.contains("keyed by its hidden rowid") == true, "\(keyless)")
        XCTAssertTrue(keyless.first?.contains("`swift: { name: … }`") == true, "\(keyless)")
        let otherKey = await diagnose(
            table("      code: { type: text, primaryKey: true }\n      id: { type: text, notNull: true }"))
        XCTAssertTrue(otherKey.first?.contains("keyed by `code`") == true, "\(otherKey)")
        let renamed = await diagnose(
            table("      id: { type: text, notNull: true, swift: { name: areaID } }\n      title: { type: text }"))
        XCTAssertEqual(renamed, [])
        let keyed = await diagnose(table("      id: { type: text, primaryKey: true }\n      title: { type: text }"))
        XCTAssertEqual(keyed, [])
    }
}
