import GRDBGenCore
import XCTest

/// The members every generated record has (GRDB's and GRDBGen's, one list: `RecordMembers`) cannot
/// be the names of its properties or of query functions declared on it.
final class RecordMembersTests: XCTestCase {
    func schema(column: String) -> String {
        choreSchema(column: column, type: "text")
    }

    func testTheFastPathAndSearchMembersAreNotPropertyNames() async {
        for (column, property) in [("fast_path_layout", "fastPathLayout"), ("search_table", "searchTable")] {
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
                  fastPathColumns:
                    sql: SELECT * FROM chore

                """
        let found = await diagnose(yaml)
        XCTAssertTrue(
            found.contains { $0.contains("`fastPathColumns` is a static member of every record") }, "\(found)")
    }
}
