import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The todos fixture (Tests/Fixtures/Schemas/todos.yaml), a plugin user's TodoKit: one list's
/// todos fetched and observed through the store, lists with their todos in a defined order, the
/// foreign key's index, and due days stored as `YYYY-MM-DD`.
final class TodoTests: XCTestCase {
    func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
        CalendarDate(year: year, month: month, day: day)
    }

    /// Two lists with todos: (store, home id, work id, [plants, rent, report]).
    func twoLists() throws -> (TodoStore, Int64, Int64, [Todo]) {
        let store = try TodoStore(DatabaseQueue())
        var home = ListRecord(title: "Home")
        try store.save(&home)
        var work = ListRecord(title: "Work")
        try store.save(&work)
        let homeID = try XCTUnwrap(home.id), workID = try XCTUnwrap(work.id)
        // `listId` is an Int64, as the list's key: no conversion.
        var plants = Todo(listId: homeID, title: "Water plants", due: day(2026, 11, 24))
        var rent = Todo(listId: homeID, title: "Pay rent", due: day(2026, 12, 1))
        var report = Todo(listId: workID, title: "Report", due: nil)
        try store.save(&rent)
        try store.save(&plants)
        try store.save(&report)
        return (store, homeID, workID, [plants, rent, report])
    }

    func testOneListsTodosAreFetchedThroughTheStore() throws {
        let (store, homeID, workID, todos) = try twoLists()
        let (plants, rent, report) = (todos[0], todos[1], todos[2])
        XCTAssertEqual(try store.fetch(Todo.filter(listId: homeID).ordered(by: .due)), [plants, rent])
        XCTAssertEqual(try store.fetch(Todo.filter(listId: homeID).ordered(by: .title)), [rent, plants])
        XCTAssertEqual(try store.fetch(Todo.filter(listId: workID)), [report])
        XCTAssertEqual(try store.fetch(Todo.filter(listId: 999)), [])

        // The foreign key is indexed, and the per-list fetch uses the index.
        let plan = try store.writer.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT * FROM todo WHERE list_id = ?", arguments: [homeID])
                .map { $0["detail"] as String }
        }
        XCTAssertTrue(plan.contains { $0.contains("USING INDEX index_todo_on_list_id") }, "\(plan)")

        // Lists with their todos: the todos in the todo's first ordering (due), NULLs first as SQLite sorts.
        var review = Todo(listId: workID, title: "Review", due: day(2026, 1, 2))
        try store.save(&review)
        let lists = try store.fetch(ListRecord.all().withTodos())
        XCTAssertEqual(lists.first { $0.listRecord.id == homeID }?.todos, [plants, rent])
        XCTAssertEqual(lists.first { $0.listRecord.id == workID }?.todos, [report, review])
        XCTAssertEqual(try store.fetchOne(ListRecord.filter(id: workID).withTodos())?.todos, [report, review])

        // Cascade: deleting a list deletes its todos (found through the index).
        XCTAssertEqual(try store.delete(ListRecord.self, ids: [homeID]), 1)
        XCTAssertEqual(try store.fetch(Todo.filter(listId: homeID)), [])
        XCTAssertEqual(try store.fetchCount(Todo.all()), 2)
    }

    @MainActor
    func testOneListsTodosAreObservedFromTheMainActor() async throws {
        let (store, homeID, workID, todos) = try twoLists()
        let (plants, rent) = (todos[0], todos[1])
        let fetched = try await store.fetch(Todo.filter(listId: homeID).ordered(by: .dueDescending))
        XCTAssertEqual(fetched, [rent, plants])

        var values = store.observe(Todo.filter(listId: homeID).ordered(by: .due)).makeAsyncIterator()
        let first = try await values.next()
        XCTAssertEqual(first, [plants, rent])
        // A todo of another list, then one of this list: the observed list ends with the new todo in its place.
        var elsewhere = Todo(listId: workID, title: "Elsewhere", due: day(2026, 11, 25))
        try await store.save(&elsewhere)
        var bills = Todo(listId: homeID, title: "Bills", due: day(2026, 11, 30))
        try await store.save(&bills)
        var next = try await values.next()
        // GRDB may notify for a change it cannot rule out (the other list's todo): the same list again.
        while next == [plants, rent] { next = try await values.next() }
        XCTAssertEqual(next, [plants, bills, rent])
    }

    func testDueDaysAreStoredAsCalendarDates() throws {
        let store = try TodoStore(DatabaseQueue())
        var list = ListRecord(title: "Home")
        try store.save(&list)
        var todo = Todo(listId: try XCTUnwrap(list.id), title: "Pay rent", due: day(2026, 12, 1))
        try store.save(&todo)
        let stored = try store.writer.read { db in try Row.fetchOne(db, sql: "SELECT typeof(due), due FROM todo") }
        XCTAssertEqual(stored?[0] as String?, "text")
        XCTAssertEqual(stored?[1] as String?, "2026-12-01")
        XCTAssertEqual(try store.fetchOne(Todo.self, id: try XCTUnwrap(todo.id))?.due, day(2026, 12, 1))
        // By name too (GRDB's decoding), and SQL compares the text in day order.
        let byName = try store.writer.read { db in try Todo.filter(Todo.Columns.due < day(2027, 1, 1)).fetchAll(db) }
        XCTAssertEqual(byName, [todo])

        // A file written by an earlier version stored GRDB's date-and-time text: read as its day.
        try store.writer.write { db in
            try db.execute(
                sql: "INSERT INTO todo (list_id, title, due) VALUES (?, 'Old', '2026-11-23 09:28:57.874')",
                arguments: [list.id])
        }
        let old = try store.fetch(Todo.all().ordered(by: .title)).first
        XCTAssertEqual(old?.title, "Old")
        XCTAssertEqual(old?.due, day(2026, 11, 23))
        // Text that is no day is an error, not a guess.
        try store.writer.write { db in
            try db.execute(
                sql: "INSERT INTO todo (list_id, title, due) VALUES (?, 'bad', 'tomorrow')", arguments: [list.id])
        }
        XCTAssertThrowsError(try store.fetch(Todo.all()))
    }

    func testCalendarDate() throws {
        XCTAssertEqual(CalendarDate("2024-02-29")?.description, "2024-02-29")
        XCTAssertNil(CalendarDate("2023-02-29"))
        XCTAssertNil(CalendarDate("2023-13-01"))
        XCTAssertNil(CalendarDate("2023-1-01"))
        XCTAssertNil(CalendarDate("20230101"))
        XCTAssertEqual(CalendarDate("2026-11-23T22:00:00Z"), day(2026, 11, 23))
        XCTAssertEqual(day(7, 3, 9).description, "0007-03-09")
        XCTAssertLessThan(day(2026, 11, 30), day(2026, 12, 1))
        // The day of an instant depends on the time zone; the stored day does not.
        let instant = Date(timeIntervalSince1970: 1_795_418_400)  // 2026-11-23 07:20 UTC
        var tokyo = Calendar(identifier: .gregorian)
        tokyo.timeZone = try XCTUnwrap(TimeZone(identifier: "Asia/Tokyo"))
        var honolulu = Calendar(identifier: .gregorian)
        honolulu.timeZone = try XCTUnwrap(TimeZone(identifier: "Pacific/Honolulu"))
        XCTAssertEqual(CalendarDate(instant, in: tokyo), day(2026, 11, 23))
        XCTAssertEqual(CalendarDate(instant, in: honolulu), day(2026, 11, 22))
        XCTAssertEqual(day(2026, 11, 23).date(in: tokyo).map { CalendarDate($0, in: tokyo) }, day(2026, 11, 23))
        // Codable as the same text.
        let json = try JSONEncoder().encode([day(2026, 1, 2)])
        XCTAssertEqual(String(decoding: json, as: UTF8.self), #"["2026-01-02"]"#)
        XCTAssertEqual(try JSONDecoder().decode([CalendarDate].self, from: json), [day(2026, 1, 2)])
        XCTAssertThrowsError(try JSONDecoder().decode([CalendarDate].self, from: Data(#"["2026-02-30"]"#.utf8)))
    }
}
