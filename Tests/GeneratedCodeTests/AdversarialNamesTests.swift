import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The adversarial-names fixture (issue 44) at run time: columns `row` and `container`, which the
/// fast-path decoder and `encode(to:)` name their parameters apart from; query parameters
/// `variant` and `ordering`, which the query function's locals are named apart from; a table with
/// a space and GRDB's name of its foreign key's index. Each row is compared with SQLite's.
final class AdversarialNamesTests: XCTestCase {
    func testColumnsNamedAsTheGeneratedParametersRoundTrip() throws {
        let store = try AdversarialNamesDatabase.inMemory()
        var path = FastPathRecord(row: "b", container: 7)
        try store.writer.write { db in try path.insert(db) }
        // `container` left out: its SQL default, 3.
        let saved = try store.insert(FastPathRecord.Draft(row: "a"))
        // A draft leaves out the nil of a column with a database default.
        _ = try store.insert(UserItem.Draft(fastPathID: path.id))
        try store.writer.read { db in
            // Stored by `encode(to:)`, as SQLite reads them.
            let rows = try Row.fetchAll(db, sql: "SELECT row, container FROM FastPath ORDER BY id")
            XCTAssertEqual(rows.map { $0["row"] as String? }, ["b", "a"])
            XCTAssertEqual(rows.map { $0["container"] as Int }, [7, 3])
            // Read by the fast path and by GRDB's path alike.
            XCTAssertEqual(try FastPathRecord.fetchAll(db).map(\.row), ["b", "a"])
            XCTAssertEqual(try FastPathRecord.fetchOne(db, key: saved.id)?.container, 3)
            let request = FastPathRecord.all().order(FastPathRecord.Columns.row)
            XCTAssertEqual(try Row.fetchAll(db, request).map { $0["container"] as Int }, [3, 7])
            // The item's default, and the index SQLite has under GRDB's name.
            XCTAssertEqual(try UserItem.fetchAll(db).map(\.row), ["x"])
            XCTAssertEqual(
                try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?",
                    arguments: ["user items"]),
                ["index_user items_on_fastPathID"])
        }
        // Parameters named as the function's locals: the rows of the same SQL written by hand.
        let found = try store.fetch(
            FastPathRecord.pathsByVariant(variant: "a", ordering: 7, db: 1, scope: .near(scopeChoice: 10)))
        let expected = try store.writer.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT row FROM FastPath WHERE (row = ? OR container = ?) AND (container > ?) AND (container < ?)
                    ORDER BY row
                    """,
                arguments: ["a", 7, 1, 10])
        }
        XCTAssertEqual(found.compactMap(\.row), expected)
        XCTAssertEqual(expected, ["a", "b"])
        let grouped = try store.fetch(ItemsWithPathsRow.itemsWithPaths())
        XCTAssertEqual(grouped.map { $0.userItems.count }, [1, 0])
    }

    /// A `json` column beside columns named as GRDB's members (`row`, `container`) stores its JSON
    /// text and reads back; a `json` column of a `String` is refused by grdbgen (issue 60: GRDB
    /// would bind the `String` itself, not the stored text; `BadInputTests`).
    func testAJSONColumnStoresItsJSONText() throws {
        let store = try AdversarialNamesDatabase.inMemory()
        try store.writer.write { db in
            var first = FastPathRecord(row: "a", container: 1, label: ["first"])
            try first.insert(db)
            var second = FastPathRecord(row: "b", container: 2, label: ["second", "2"])
            try second.insert(db)
            XCTAssertEqual(
                try String.fetchAll(db, sql: "SELECT label FROM FastPath ORDER BY id"),
                [#"["first"]"#, #"["second","2"]"#])
            XCTAssertEqual(
                try FastPathRecord.order(Column("id")).fetchAll(db).map(\.label), [["first"], ["second", "2"]])
        }
    }
}
