import FixtureRecords
import Foundation
import GRDB
@_spi(Generated) import GRDBGenRuntime
import XCTest

#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif

/// Array parameters of queries (`WHERE id IN :ids`) against SQLite: the reminders fixture's
/// `remindersWithIDs` (UUIDs stored as text) and `remindersTagged` (texts): each equal to the same
/// SQL written by hand with one parameter per value, for 0, 1 and 1,000 values, with one cached
/// statement whatever the count.
final class ArrayParameterTests: XCTestCase {
    var store: RemindersDatabase!
    var ids: [Reminder.ID] = []

    override func setUpWithError() throws {
        store = try RemindersDatabase.inMemory(functions: RemindersDatabase.Functions(uuid: { UUID().uuidString }))
        let list = RemindersList.ID()
        try store.insert(RemindersList(id: list, title: "Personal"))
        try store.writer.write { db in
            for number in 0..<1_200 {
                let reminder = Reminder(id: .init(), remindersListID: list, title: String(format: "r%04d", number))
                try reminder.insert(db)
                ids.append(reminder.id)
            }
            for tag in ["a", "b", "c"] { try Tag(title: tag).insert(db) }
            for (index, id) in ids.prefix(30).enumerated() {
                try ReminderTag(id: .init(), reminderID: id, tagID: ["a", "b", "c"][index % 3]).insert(db)
            }
        }
    }

    /// The titles the same query gives with one `?` per value, written by hand.
    func handWritten(ids: [Reminder.ID]) throws -> [String] {
        guard !ids.isEmpty else { return [] }
        return try store.writer.read { db in
            let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
            return try String.fetchAll(
                db, sql: "SELECT title FROM reminders WHERE id IN (\(marks)) ORDER BY title",
                arguments: StatementArguments(ids))  // each binds as stored: lowercase text
        }
    }

    /// The statements prepared on the connection now.
    func preparedStatements(_ db: Database) -> Int {
        var count = 0
        var statement = sqlite3_next_stmt(db.sqliteConnection, nil)
        while statement != nil {
            count += 1
            statement = sqlite3_next_stmt(db.sqliteConnection, statement)
        }
        return count
    }

    func testEachArraySizeGivesWhatTheHandWrittenSQLGives() throws {
        for count in [0, 1, 1_000] {
            let chosen = Array(ids.shuffled().prefix(count))
            let found = try store.fetch(Reminder.remindersWithIDs(ids: chosen)).map(\.title)
            XCTAssertEqual(found, try handWritten(ids: chosen), "\(count) values")
            XCTAssertEqual(found.count, count)
        }
        // Texts, through a subquery.
        XCTAssertEqual(try store.fetch(Reminder.remindersTagged(tags: [])).count, 0)
        XCTAssertEqual(try store.fetch(Reminder.remindersTagged(tags: ["a"])).count, 10)
        XCTAssertEqual(try store.fetch(Reminder.remindersTagged(tags: ["a", "c", "none"])).count, 20)
        // A text with JSON's and SQL's quotes is one value, not syntax.
        XCTAssertEqual(try store.fetch(Reminder.remindersTagged(tags: [#"a", "b"#, "'"])).count, 0)
    }

    func testTheStatementIsTheSameWhateverTheCount() throws {
        try store.writer.read { db in
            _ = try Reminder.remindersWithIDs(ids: []).fetchAll(db)
            let prepared = preparedStatements(db)
            for count in [1, 7, 1_000, 3] {
                XCTAssertEqual(try Reminder.remindersWithIDs(ids: Array(ids.prefix(count))).fetchAll(db).count, count)
                XCTAssertEqual(preparedStatements(db), prepared, "after \(count) values")
            }
        }
    }

    func testTheJSONOfTheValues() {
        XCTAssertEqual(
            StoredText.array([
                1.databaseValue, "a\"\\\n\u{1}".databaseValue, DatabaseValue.null, 2.5.databaseValue,
            ]),
            #"[1,"a\"\\\n\u0001",null,2.5]"#.databaseValue)
    }

    /// An array of UUIDs in a filter: nil leaves the filter out, an array keeps those ids.
    func testAnArrayInAFilter() throws {
        XCTAssertEqual(try store.fetch(Reminder.remindersAmong()).count, ids.count)
        let chosen = Array(ids.prefix(3))
        XCTAssertEqual(Set(try store.fetch(Reminder.remindersAmong(ids: chosen)).map(\.id)), Set(chosen))
        XCTAssertEqual(try store.fetch(Reminder.remindersAmong(ids: [])).count, 0)
    }
}
