import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// A query of one table's records is a `RecordsRequest` (issue 45): its statement, and GRDB's
/// `QueryInterfaceRequest` of the same query, to which the caller adds `.limit`, `.filter`,
/// `.order`, `.including`; every path gives the rows of the same SQL written by hand; its
/// orderings are cases of the record's `Ordering`, shared by the table's queries.
final class ComposedRequestTests: XCTestCase {
    var store: RemindersDatabase!
    let list = RemindersList.ID(), other = RemindersList.ID()

    override func setUpWithError() throws {
        store = try RemindersDatabase.inMemory(functions: RemindersDatabase.Functions(uuid: { UUID().uuidString }))
        // Both tables have `id`, `title` and `position`: a bare name would be ambiguous in a join.
        try store.insert(RemindersList(id: list, position: 2, title: "Personal"))
        try store.insert(RemindersList(id: other, position: 1, title: "Work"))
        try store.writer.write { db in
            for number in 0..<12 {
                try Reminder(
                    id: .init(), isFlagged: number % 3 == 0, position: (number * 5) % 12,
                    remindersListID: number % 4 == 0 ? other : list, status: number % 2 == 0 ? .completed : .incomplete,
                    title: "Reminder \(number % 2 == 0 ? "a" : "B")\(number)"
                ).insert(db)
            }
        }
    }

    /// The titles of the same SQL written by hand.
    func handWritten(_ sql: String, _ arguments: StatementArguments = []) throws -> [String] {
        try store.writer.read { db in try String.fetchAll(db, sql: sql, arguments: arguments) }
    }

    var listID: String { list.uuidString.lowercased() }

    func testAQueryOfOneTableIsGRDBsRequestThatTheCallerExtends() throws {
        let request: RecordsRequest<Reminder> = Reminder.remindersOfList(
            remindersListID: list, hidingCompleted: true, orderedBy: .title)
        let byTitle =
            "SELECT title FROM reminders WHERE remindersListID = ? AND status <> 2 ORDER BY title COLLATE NOCASE"
        XCTAssertEqual(try store.fetch(request).map(\.title), try handWritten(byTitle, [listID]))
        XCTAssertEqual(
            try store.fetch(request.limit(2)).map(\.title), try handWritten(byTitle + " LIMIT 2", [listID]))
        XCTAssertEqual(
            try store.fetch(request.filter(Reminder.Columns.isFlagged == true)).map(\.title),
            try handWritten(
                "SELECT title FROM reminders WHERE remindersListID = ? AND status <> 2 AND isFlagged "
                    + "ORDER BY title COLLATE NOCASE", [listID]))
        // `.order` replaces the query's ordering, as GRDB's does.
        XCTAssertEqual(
            try store.fetch(request.order(Reminder.Columns.position.desc)).map(\.title),
            try handWritten(
                "SELECT title FROM reminders WHERE remindersListID = ? AND status <> 2 ORDER BY position DESC",
                [listID]))
    }

    /// The statement of every variant and GRDB's request built from the pieces give the same rows,
    /// for every case of the record's `Ordering` (the query's own and the table's).
    func testTheStatementAndGRDBsRequestAgree() throws {
        var compared = 0
        for mask in 0..<16 {
            for ordering in Reminder.Ordering.allCases {
                let request = Reminder.remindersOfList(
                    remindersListID: list, dueBefore: mask & 1 != 0 ? Date() : nil,
                    tags: mask & 2 != 0 ? ["home"] : nil, pastDue: mask & 4 != 0, hidingCompleted: mask & 8 != 0,
                    orderedBy: ordering)
                XCTAssertEqual(
                    try store.fetch(request).map(\.id), try store.fetch(request.queryInterfaceRequest).map(\.id),
                    "\(mask) \(ordering)")
                compared += 1
            }
        }
        XCTAssertEqual(compared, 96)
    }

    func testEveryPathGivesTheRowsOfTheSQLWrittenByHand() async throws {
        let request = Reminder.remindersOfList(remindersListID: list, orderedBy: .manual)
        let expected = try handWritten(
            "SELECT title FROM reminders WHERE remindersListID = ? ORDER BY position, title", [listID])
        XCTAssertEqual(expected.count, 9)
        try await store.writer.read { db in
            XCTAssertEqual(try request.fetchAll(db).map(\.title), expected, "the fast path")
            XCTAssertEqual(try Reminder.fetchAll(db, request).map(\.title), expected, "GRDB's generic fetch")
            XCTAssertEqual(try Array(request.fetchCursor(db)).map(\.title), expected, "a cursor")
            XCTAssertEqual(try request.fetchOne(db)?.title, expected.first)
            XCTAssertEqual(try request.fetchCount(db), expected.count)
            XCTAssertEqual(try Row.fetchAll(db, request).map { $0["title"] as String }, expected, "rows")
        }
        let fetched = try await store.fetch(request)
        XCTAssertEqual(fetched.map(\.title), expected)
        var iterator = store.observe(request).makeAsyncIterator()
        let observed = try await iterator.next()
        XCTAssertEqual(observed?.map(\.title), expected, "an observation")
    }

    @MainActor
    func testALiveValueOfTheRequestHoldsItsRows() throws {
        let request = Reminder.remindersOfList(remindersListID: list, orderedBy: .manual)
        let live = store.live(request.limit(3))
        XCTAssertEqual(
            live.value.map(\.title),
            try handWritten(
                "SELECT title FROM reminders WHERE remindersListID = ? ORDER BY position, title LIMIT 3", [listID]))
    }

    func testAJoinKeepsThePiecesMeaning() throws {
        // `id`, `title` and `position` name columns of both tables: the pieces are qualified.
        let request = Reminder.remindersOfList(
            remindersListID: list, tags: nil, hidingCompleted: true, orderedBy: .title)
        let expected = try handWritten(
            "SELECT title FROM reminders WHERE remindersListID = ? AND status <> 2 ORDER BY title COLLATE NOCASE",
            [listID])
        let joined = request.including(
            required: Reminder.remindersList.filter(RemindersList.Columns.title == "Personal"))
        XCTAssertEqual(try store.fetch(joined).map(\.title), expected)
        let none = request.including(required: Reminder.remindersList.filter(RemindersList.Columns.title == "Work"))
        XCTAssertEqual(try store.fetch(none), [])
        let rows = try store.writer.read { db in
            try Row.fetchAll(db, request.including(required: Reminder.remindersList))
        }
        XCTAssertEqual(rows.map { $0["title"] as String }, expected)
        XCTAssertEqual(Set(rows.compactMap { $0.scopes["remindersList"]?["title"] as String? }), ["Personal"])
        // A table's ordering is GRDB's columns, qualified by GRDB in a join.
        let byPosition = try store.fetch(
            Reminder.all().ordered(by: .positionDescending).including(required: Reminder.remindersList))
        XCTAssertEqual(
            byPosition.map(\.title), try handWritten("SELECT title FROM reminders ORDER BY position DESC, id"))
    }

    func testTheQueriesOfATableShareItsOrderings() throws {
        // One ordering state for two queries and the table: a screen that switches query keeps it.
        for ordering in Reminder.Ordering.allCases {
            let ofList = try store.fetch(Reminder.remindersOfList(remindersListID: list, orderedBy: ordering))
            let detail = try store.fetch(Reminder.remindersDetail(scope: .inList(listID: list), orderedBy: ordering))
            XCTAssertEqual(ofList.map(\.id), detail.map(\.id), "\(ordering)")
            XCTAssertEqual(
                ofList.map(\.id),
                try store.fetch(Reminder.filter(remindersListID: list).ordered(by: ordering)).map(\.id))
        }
        // The table's `position` orders a query of the table, its primary key breaking ties.
        XCTAssertEqual(
            try store.fetch(Reminder.remindersOfList(remindersListID: list, orderedBy: .position)).map(\.title),
            try handWritten("SELECT title FROM reminders WHERE remindersListID = ? ORDER BY position, id", [listID]))
    }
}
