import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The detail screen of a reminders app (issue 37), written with `choices:` in the reminders
/// fixture: seven scopes, the completed flag, four orderings — 56 variants, each compared with the
/// same SQL written by hand, over the same rows.
final class RemindersDetailTests: XCTestCase {
    let personal = RemindersList.ID(), family = RemindersList.ID()

    func makeStore() throws -> RemindersDatabase {
        let store = try RemindersDatabase.inMemory(
            functions: RemindersDatabase.Functions(uuid: { UUID().uuidString.lowercased() }))
        try store.insert(RemindersList(id: personal, title: "Personal"))
        try store.insert(RemindersList(id: family, position: 1, title: "Family"))
        let today = Date()
        let rows: [Reminder] = [
            Reminder(id: .init(), priority: .high, remindersListID: personal, title: "Bake a cake"),
            Reminder(id: .init(), dueDate: today, position: 2, remindersListID: personal, title: "call mom"),
            Reminder(
                id: .init(), dueDate: today.addingTimeInterval(86_400 * 3), isFlagged: true, position: 1,
                priority: .low, remindersListID: family, title: "Doctor"),
            Reminder(
                id: .init(), dueDate: today.addingTimeInterval(-86_400), isFlagged: true, position: 3,
                remindersListID: family, status: .completed, title: "garage sale"),
            Reminder(id: .init(), position: 1, priority: .medium, remindersListID: personal, title: "Walk"),
        ]
        for row in rows { try store.insert(row) }
        try store.insert(Tag(title: "home"))
        for title in ["call mom", "garage sale"] {
            let id = try XCTUnwrap(rows.first { $0.title == title }?.id)
            try store.write { db in
                try db.execute(
                    sql: "INSERT INTO remindersTags (reminderID, tagID) VALUES (?, 'home')",
                    arguments: [id.uuidString.lowercased()])
            }
        }
        return store
    }

    func testEveryVariantReturnsTheRowsOfTheSameSQLWrittenByHand() throws {
        let store = try makeStore()
        let scopes: [(Reminder.RemindersDetailScope, String?, StatementArguments)] = [
            (.all, nil, []),
            (.today, "date(dueDate) = date('now')", []),
            (.scheduled, "dueDate IS NOT NULL", []),
            (.flagged, "isFlagged", []),
            (.completed, "status = 2", []),
            (.inList(listID: personal), "remindersListID = ?", [personal.uuidString.lowercased()]),
            (.tagged(tagID: "home"), "id IN (SELECT reminderID FROM remindersTags WHERE tagID = ?)", ["home"]),
        ]
        // Each ordering, and its reverse (GRDB's `reversed()`, term by term).
        let orderings: [(Reminder.Ordering, String, String)] = [
            (.dueDate, "dueDate IS NULL, dueDate, title", "dueDate IS NULL DESC, dueDate DESC, title DESC"),
            (
                .priority, "priority IS NULL, priority DESC, isFlagged DESC, title",
                "priority IS NULL DESC, priority, isFlagged, title DESC"
            ),
            (.title, "title COLLATE NOCASE, id", "title COLLATE NOCASE DESC, id DESC"),
            (.manual, "position, title", "position DESC, title DESC"),
        ]
        var compared = 0
        var nonEmpty = 0
        for (scope, condition, arguments) in scopes {
            for hidingCompleted in [false, true] {
                for (ordering, orderSQL, reversedSQL) in orderings {
                    let conditions = [condition, hidingCompleted ? "status <> 2" : nil].compactMap { $0 }
                    let whereSQL = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
                    let hand = "SELECT * FROM reminders\(whereSQL) ORDER BY \(orderSQL)"
                    let expected = try store.read { db in
                        try Reminder.fetchAll(db, sql: hand, arguments: arguments).map(\.title)
                    }
                    let request = Reminder.remindersDetail(
                        hidingCompleted: hidingCompleted, scope: scope, orderedBy: ordering)
                    XCTAssertEqual(try store.fetch(request).map(\.title), expected, hand)
                    try assertComposes(request, expected, in: store, hand)
                    let reversed = try store.read { db in
                        try Reminder.fetchAll(
                            db, sql: "SELECT * FROM reminders\(whereSQL) ORDER BY \(reversedSQL)", arguments: arguments
                        ).map(\.title)
                    }
                    XCTAssertEqual(try store.fetch(request.reversed()).map(\.title), reversed, "reversed: " + hand)
                    compared += 1
                    if !expected.isEmpty { nonEmpty += 1 }
                }
            }
        }
        XCTAssertEqual(compared, 56)
        XCTAssertGreaterThan(nonEmpty, 40, "the rows make most variants return something")
        // Some figures, so that the comparison is not of empty lists.
        XCTAssertEqual(
            try store.fetch(Reminder.remindersDetail(scope: .flagged, orderedBy: .title)).map(\.title),
            ["Doctor", "garage sale"])
        XCTAssertEqual(
            try store.fetch(Reminder.remindersDetail(hidingCompleted: true, scope: .tagged(tagID: "home"))).map(
                \.title),
            ["call mom"])
        XCTAssertEqual(
            try store.fetch(Reminder.remindersDetail(scope: .inList(listID: family), orderedBy: .manual)).map(\.title),
            ["Doctor", "garage sale"])
    }

    /// The request extended by GRDB (issue 51) gives the same rows: under the app's alias, joined
    /// to its list (two tables with `id`, `title`, `position`), limited, filtered with the app's
    /// own arguments named as the query's parameters (`listID`, `tagID`), counted, by a cursor.
    func assertComposes(
        _ request: RecordsRequest<Reminder>, _ expected: [String], in store: RemindersDatabase, _ hand: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let alias = TableAlias<Reminder>(name: "r")
        let extended = request.queryInterfaceRequest
        try store.read { db in
            let aliased = try extended.aliased(alias).fetchAll(db).map(\.title)
            let joined = try extended.including(required: Reminder.remindersList).asRequest(of: Row.self).fetchAll(db)
                .map { $0["title"] as String }
            let argued = try extended.filter(
                sql: "(:listID IS NULL OR :listID IS NOT NULL) AND :tagID = 'app'",
                arguments: ["listID": "the app's", "tagID": "app"]
            ).fetchAll(db).map(\.title)
            XCTAssertEqual(aliased, expected, "aliased: " + hand, file: file, line: line)
            XCTAssertEqual(joined, expected, "joined: " + hand, file: file, line: line)
            XCTAssertEqual(argued, expected, "the app's arguments: " + hand, file: file, line: line)
            XCTAssertEqual(try request.limit(2).fetchAll(db).map(\.title), Array(expected.prefix(2)), hand)
            XCTAssertEqual(try extended.aliased(alias).fetchCount(db), expected.count, hand, file: file, line: line)
            XCTAssertEqual(
                try Array(extended.aliased(alias).fetchCursor(db)).map(\.title), expected, hand, file: file, line: line)
        }
    }

    /// Every other query of one table's records of the reminders fixture (its condition, filters of
    /// every kind — a flag, a date, an array —, its own or the record's orderings, an array
    /// parameter), extended by GRDB under an alias, joined to its list, and filtered with the app's
    /// own arguments named as every parameter the queries use: the rows of the statement.
    func testEveryOneTableQueryExtendedGivesTheStatementsRows() throws {
        let store = try makeStore()
        let all = try store.read { db in try Reminder.fetchAll(db, sql: "SELECT * FROM reminders ORDER BY title") }
        let ids = all.prefix(3).map(\.id)
        let requests: [(String, RecordsRequest<Reminder>)] = [
            ("pastDue", Reminder.pastDueReminders()),
            ("ofList", Reminder.remindersOfList(remindersListID: personal)),
            (
                "ofList, every filter",
                Reminder.remindersOfList(
                    remindersListID: family, dueBefore: Date().addingTimeInterval(86_400 * 7), tags: ["home"],
                    pastDue: true,
                    hidingCompleted: false, orderedBy: .priority)
            ),
            (
                "ofList, hiding",
                Reminder.remindersOfList(remindersListID: personal, hidingCompleted: true, orderedBy: .manual)
            ),
            ("withIDs", Reminder.remindersWithIDs(ids: ids)),
            ("among", Reminder.remindersAmong(ids: ids)),
            ("among, all", Reminder.remindersAmong()),
        ]
        let names = ["remindersListID", "dueBefore", "tags", "ids", "listID", "tagID"]
        let appArguments = StatementArguments(Dictionary(uniqueKeysWithValues: names.map { ($0, "app" as String?) }))
        var nonEmpty = 0
        for (name, request) in requests {
            let expected = try store.read { db in try request.fetchAll(db).map(\.title) }
            if !expected.isEmpty { nonEmpty += 1 }
            try assertComposes(request, expected, in: store, name)
            let argued = try store.read { db in
                try request.filter(
                    sql: names.map { ":\($0) = 'app'" }.joined(separator: " AND "),
                    arguments: appArguments
                ).fetchAll(db).map(\.title)
            }
            XCTAssertEqual(argued, expected, name)
        }
        XCTAssertGreaterThanOrEqual(nonEmpty, 5)
    }
}

extension RemindersDetailTests {
    /// Keys stored in the other case (issue 60): every read finds the rows, and the store's lookup
    /// by key; GRDB's misses them until the store's repair rewrites each column in its own case,
    /// parents and children in one transaction; then it finds them and the foreign keys hold.
    func testKeysInTheOtherCaseReadAndTheRepairMakesThemFound() throws {
        let store = try makeStore()
        let list = RemindersList.ID(), reminder = Reminder.ID()
        try store.writer.write { db in
            try db.execute(
                sql: "INSERT INTO remindersLists (id, title) VALUES (?, 'Upper')", arguments: [list.uuidString])
            try db.execute(
                sql: "INSERT INTO reminders (id, remindersListID, title) VALUES (?, ?, 'Upper')",
                arguments: [reminder.uuidString, list.uuidString])
        }
        XCTAssertEqual(try store.fetch(Reminder.all()).filter { $0.id == reminder }.map(\.remindersListID), [list])
        XCTAssertEqual(try store.fetchOne(RemindersList.self, id: list)?.title, "Upper")
        XCTAssertNil(try store.read { db in try RemindersList.fetchOne(db, id: list) }, "SQLite compares text as is")
        XCTAssertEqual(try store.rewriteUUIDsInTheirColumnsCase(), 4, "the search table's copy too")
        XCTAssertEqual(try store.read { db in try RemindersList.fetchOne(db, id: list) }?.title, "Upper")
        XCTAssertEqual(try store.fetchOne(RemindersList.self, id: list)?.title, "Upper")
        XCTAssertEqual(try store.fetch(Reminder.filter(remindersListID: list)).map(\.id), [reminder])
        XCTAssertEqual(try store.read { db in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check") }.count, 0)
    }
}
