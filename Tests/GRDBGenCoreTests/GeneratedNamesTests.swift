import Foundation
@testable import GRDBGenCore
import XCTest

/// The names GRDBGen makes itself (issue 44): a record's, an index's, a function's parameters and
/// locals are valid and its own for any table or column name it accepts. The adversarial-names
/// fixture, compiled by the FixtureRecords target, has one of each that did not compile or was
/// refused before.
final class GeneratedNamesTests: XCTestCase {
    /// The top-level types of GRDBGenRuntime and GRDBGenSQL but the private ones, read from their
    /// sources: the public ones an app names beside generated code, and the internal ones too, which
    /// an embedded runtime (`--runtime embedded`) declares in the app's target.
    static var runtimeTypes: Set<String> {
        get throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            var names: Set<String> = []
            let declaration = try NSRegularExpression(
                pattern: #"^(?:@[A-Za-z_]+(?:\([^)]*\))? )*(?:public |package |internal )?(?:final )?"#
                    + #"(?:struct|enum|class|protocol|actor|typealias) ([A-Za-z_][A-Za-z0-9_]*)"#,
                options: .anchorsMatchLines)
            for module in ["GRDBGenRuntime", "GRDBGenAdoption", "GRDBGenSQL"] {
                let sources = root.appendingPathComponent("Sources/\(module)")
                for file in try FileManager.default.contentsOfDirectory(atPath: sources.path)
                where file.hasSuffix(".swift") {
                    let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
                    for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                        names.insert(String(text[Range(match.range(at: 1), in: text)!]))
                    }
                }
            }
            return names
        }
    }

    func testEveryPublicTypeOfTheRuntimeIsAReservedName() throws {
        let types = try Self.runtimeTypes
        XCTAssertTrue(types.isSuperset(of: ["GeneratedRecord", "FastPath", "QueryPieceSQL"]), "\(types)")
        XCTAssertEqual(types.subtracting(SwiftName.reservedTypeNames), [])
        // The renderers' one table of the runtime's names has them all, SPI ones included (`StoredText`).
        XCTAssertTrue(types.contains("StoredText"), "\(types)")
        XCTAssertEqual(types.subtracting(RuntimeName.allCases.map(\.name)), [])
    }

    /// A table named after a reserved type gets a record name that is none: `Table` →
    /// `TableRecordRecord`, since GRDB's `Table` and `TableRecord` are both taken.
    func testADefaultRecordNameIsNeverReserved() throws {
        let names = try Self.runtimeTypes.union(SwiftName.reservedTypeNames).union(SwiftName.keywords)
            .union(SwiftName.importedTypeNames.keys)
        for table in names where !SwiftName.words(table).isEmpty {
            let record = SchemaValidator.defaultRecordName(forTable: table)
            XCTAssertFalse(SwiftName.reservedTypeNames.contains(record), "\(table) → \(record)")
            XCTAssertFalse(SwiftName.keywords.contains(record), "\(table) → \(record)")
            XCTAssertNil(SwiftName.importedTypeNames[record], "\(table) → \(record)")
        }
        XCTAssertEqual(SchemaValidator.defaultRecordName(forTable: "Table"), "TableRecordRecord")
        XCTAssertEqual(SchemaValidator.defaultRecordName(forTable: "Timestamping"), "TimestampingRecord")
        XCTAssertEqual(SchemaValidator.defaultRecordName(forTable: "items"), "Item")
        // `Value` is `ReadRequest`'s associated type in an extension of GRDB's request, where the
        // generated code names the record `RowDecoder`: a record may take the name.
        XCTAssertEqual(SchemaValidator.defaultRecordName(forTable: "values"), "Value")
    }

    func testALocalIsNamedApartFromWhatItWouldHide() {
        XCTAssertEqual(SwiftName.unique("row", avoiding: ["title"]), "row")
        XCTAssertEqual(SwiftName.unique("row", avoiding: ["row"]), "row2")
        XCTAssertEqual(SwiftName.unique("row", avoiding: ["row", "row2"]), "row3")
    }

    /// The index GRDBGen gives a foreign key of a table whose name has a space is GRDB's name for it,
    /// which SQLite takes: `index_user items_on_shelfID` (it was refused as "not a valid index name").
    func testTheIndexOfATableNamedWithASpaceIsTaken() async {
        let yaml = """
            tables:
              shelf:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
              user items:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
                  shelfID: { type: integer, references: shelf }
            migrations:
              - id: v1
                steps:
                  - createTable:
                      table: shelf
                      columns:
                        id: { type: integer, primaryKey: autoincrement }
                  - createTable:
                      table: user items
                      columns:
                        id: { type: integer, primaryKey: autoincrement }
                        shelfID: { type: integer, references: shelf }
                  - createIndex: { name: index_user items_on_shelfID, table: user items, columns: [shelfID] }
            """
        let found = await diagnose(yaml)
        XCTAssertEqual(found, [])
    }
}
