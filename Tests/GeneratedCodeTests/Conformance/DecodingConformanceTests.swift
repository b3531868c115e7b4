import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// `init(row:)` decodes by column name, as GRDB's `FetchableRecord` documentation does: rows of
/// raw SQL in any column order, with extra columns, and the rows of associations.
final class DecodingConformanceTests: XCTestCase {
    func testRowsOfRawSQLInAnyColumnOrder() throws {
        let queue = try DatabaseQueue()
        try RichDatabase.migrator.migrate(queue)
        try queue.write { db in
            let list = try XCTUnwrap(TodoList.fetchAll(db).first)
            let person = Person(id: .init(), name: "P", email: "p@x", badge: .init(), settings: ["a": 1])
            try person.insert(db)
            var item = TodoItem(
                listId: try XCTUnwrap(list.id), title: "t", isCompleted: true, priority: .high,
                dueDate: CalendarDate(year: 2023, month: 11, day: 14), tags: ["x"], assigneeId: person.id)
            try item.insert(db)
            // The example: columns in reverse order.
            XCTAssertEqual(
                try TodoList.fetchAll(
                    db, sql: "SELECT color, created_at, title, id FROM todo_lists WHERE id = ?",
                    arguments: [list.id]), [list])
            XCTAssertEqual(try Person.fetchOne(db, sql: "SELECT settings, badge, email, name, id FROM people"), person)
            XCTAssertEqual(try TodoItem.fetchOne(db, sql: "SELECT 42 AS extra, * FROM todo_items"), item)
            let reversed = try TodoItem.fetchOne(
                db,
                sql: """
                    SELECT assignee_id, score, attachment, tags, due_date, priority, is_completed, title, list_id, id
                    FROM todo_items
                    """)
            XCTAssertEqual(reversed, item)
            // Optional columns missing from the row decode as nil, as GRDB's `decode(forColumn:)` does.
            item.score = nil
            item.attachment = nil
            XCTAssertEqual(
                try TodoItem.fetchOne(
                    db,
                    sql: """
                        SELECT id, list_id, title, is_completed, priority, due_date, tags, assignee_id FROM todo_items
                        """), item)
            // A missing column that is not optional is an error, not a crash.
            XCTAssertThrowsError(try TodoItem.fetchOne(db, sql: "SELECT id FROM todo_items"))
        }
    }

    func testTheFastPathsReadWhatInitRowReads() throws {
        try withConformanceDatabase { db in
            var players = [Player(name: "a", score: 1), Player(name: "b", score: 2)]
            for index in players.indices { try players[index].insert(db) }
            XCTAssertEqual(try Player.fetchAll(db), players)
            XCTAssertEqual(try GRDBPath.fetchAll(Player.self, db), players)
            XCTAssertEqual(try Player.fetchAll(db, sql: "SELECT score, name, id FROM player ORDER BY id"), players)
            XCTAssertEqual(try Player.fetchOne(db, key: 2), players[1])
            XCTAssertNil(try Player.fetchOne(db, key: 3))
        }
    }
}
