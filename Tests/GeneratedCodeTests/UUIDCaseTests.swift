import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// UUIDs stored as text in the other case than their column's (issue 60): a server's ids, an older
/// release's `uuidString` in a lowercase column. The store finds such a record by its id, counts
/// them, and rewrites them in their column's case in one line, keys and the keys that refer to them
/// together; nothing else changes.
final class UUIDCaseTests: XCTestCase {
    static let list = RemindersList.ID(), reminder = Reminder.ID(), tag = ReminderTag.ID()
    var list: RemindersList.ID { Self.list }
    var reminder: Reminder.ID { Self.reminder }

    /// A reminders store whose list, reminder and tag rows hold their UUIDs in upper case, as SQL
    /// written by hand (or a server) stored them; the search table's copy too (its trigger copies
    /// the reminder's id as stored).
    func upperCaseRows() throws -> RemindersDatabase {
        let store = try RemindersDatabase.inMemory(functions: RemindersDatabase.Functions(uuid: { UUID().uuidString }))
        try store.writer.write { db in
            let (list, reminder, tag) = (Self.list.uuidString, Self.reminder.uuidString, Self.tag.uuidString)
            try db.execute(sql: "INSERT INTO remindersLists (id, title) VALUES (?, 'Upper')", arguments: [list])
            try db.execute(
                sql: "INSERT INTO reminders (id, remindersListID, title) VALUES (?, ?, 'Milk')",
                arguments: [reminder, list])
            try db.execute(sql: "INSERT INTO tags (title) VALUES ('home')")
            try db.execute(
                sql: "INSERT INTO remindersTags (id, reminderID, tagID) VALUES (?, ?, 'home')",
                arguments: [tag, reminder])
            try db.execute(sql: "INSERT INTO remindersLists (id, title) VALUES ('not-a-uuid', 'Other text')")
        }
        return store
    }

    func testTheStoreFindsARecordWhoseKeyIsInTheOtherCase() async throws {
        let store = try upperCaseRows()
        let list = Self.list
        // SQL compares text as written: GRDB's own lookup misses the row, the store's finds it.
        let missed = try await store.read { db in try RemindersList.fetchOne(db, id: list) }
        XCTAssertNil(missed)
        let foundList = try await store.fetchOne(RemindersList.self, id: list)
        XCTAssertEqual(foundList?.title, "Upper")
        let found = try await store.fetchOne(Reminder.self, id: Self.reminder)
        XCTAssertEqual(found?.remindersListID, list)
        let none = try await store.fetchOne(RemindersList.self, id: RemindersList.ID())
        XCTAssertNil(none)
        // Every fetch reads the row as its value.
        let upper = try await store.fetch(RemindersList.filter(Column("title") == "Upper"))
        XCTAssertEqual(upper.map(\.id), [list])
    }

    func testTheStoreCountsAndRewritesThemInTheirColumnsCase() throws {
        let store = try upperCaseRows()
        XCTAssertEqual(
            try store.uuidsInTheOtherCase(),
            [
                "remindersLists.id": 1, "reminders.id": 1, "reminders.remindersListID": 1, "remindersTags.id": 1,
                "remindersTags.reminderID": 1, "reminderTexts.reminderID": 1,
            ])
        XCTAssertEqual(try store.rewriteUUIDsInTheirColumnsCase(), 6)
        XCTAssertEqual(try store.uuidsInTheOtherCase(), [:])
        try store.read { db in
            // Stored lowercase, as a new record stores it: GRDB's lookups, joins and SQL find them.
            let list = Self.list, reminder = Self.reminder
            let lower = list.uuid.uuidString.lowercased()
            XCTAssertEqual(try String.fetchOne(db, sql: "SELECT id FROM remindersLists WHERE title = 'Upper'"), lower)
            XCTAssertEqual(try RemindersList.fetchOne(db, id: list)?.title, "Upper")
            XCTAssertEqual(try Reminder.filter(Column("remindersListID") == list).fetchCount(db), 1)
            XCTAssertEqual(try list.reminders(db), 1)
            XCTAssertEqual(try ReminderTag.filter(reminderID: reminder).fetchCount(db), 1)
            XCTAssertEqual(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check"), [])
            // Text that is no UUID is left as it was.
            XCTAssertEqual(try RemindersList.filter(sql: "id = 'not-a-uuid'").fetchCount(db), 1)
        }
        XCTAssertEqual(try store.rewriteUUIDsInTheirColumnsCase(), 0)
    }

    /// Two keys that differ only by case would become one: the repair stops, and nothing changes.
    func testTwoKeysThatDifferOnlyByCaseStopTheRepairAndNothingChanges() throws {
        let store = try upperCaseRows()
        try store.write { db in
            try db.execute(
                sql: "INSERT INTO remindersLists (id, title) VALUES (?, 'Lower twin')",
                arguments: [list.uuid.uuidString.lowercased()])
        }
        let before = try store.read { db in try Row.fetchAll(db, sql: "SELECT * FROM remindersLists ORDER BY title") }
        XCTAssertThrowsError(try store.rewriteUUIDsInTheirColumnsCase())
        XCTAssertEqual(
            try store.read { db in try Row.fetchAll(db, sql: "SELECT * FROM remindersLists ORDER BY title") }, before)
        XCTAssertEqual(try store.uuidsInTheOtherCase()["reminders.remindersListID"], 1)
    }

    /// An upper-case column (the keyring fixture) with a server's lowercase ids.
    func testAnUpperCaseColumnsLowercaseRowsAreRewrittenInUpperCase() throws {
        let store = try KeyringDatabase.inMemory(functions: KeyringTests.functions)
        let safe = Safe.ID(), login = Login.ID()
        try store.writer.write { db in
            let (safe, login) = (safe.uuid.uuidString.lowercased(), login.uuid.uuidString.lowercased())
            try db.execute(sql: "INSERT INTO safe (id, name) VALUES (?, 'lower')", arguments: [safe])
            try db.execute(
                sql: "INSERT INTO login (id, safeID, title, password) VALUES (?, ?, 'Mail', 'pw')",
                arguments: [login, safe])
        }
        XCTAssertEqual(try store.fetchOne(Login.self, id: login)?.safeID, safe)
        XCTAssertEqual(try store.uuidsInTheOtherCase(), ["safe.id": 1, "login.id": 1, "login.safeID": 1])
        XCTAssertEqual(try store.rewriteUUIDsInTheirColumnsCase(), 3)
        try store.read { db in
            XCTAssertEqual(try String.fetchOne(db, sql: "SELECT safeID FROM login"), safe.uuidString)
            XCTAssertEqual(try Login.find(db, id: login).title, "Mail")
        }
    }
}

extension RemindersList.ID {
    /// The number of reminders of the list, by SQL written by hand.
    fileprivate func reminders(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM reminders WHERE remindersListID = ?", arguments: [self]) ?? 0
    }
}
