import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The strict-types fixture (Tests/Fixtures/Schemas/strict-types.yaml): a STRICT table with every
/// GRDBGen type, renamed and given a column later, against SQLite.
final class StrictTypesTests: XCTestCase {
    func testEveryTypeRoundTripsThroughAStrictTable() throws {
        let store = try StrictDatabase(DatabaseQueue())
        let due = Date(timeIntervalSince1970: 1_700_000_000.25)
        var task = TaskRecord(
            title: "Bake", isCompleted: true, dueDate: due, dueAt: UnixSeconds(due),
            day: CalendarDate(year: 2026, month: 11, day: 25), ref: LowercaseUUID(), token: UUID(),
            tags: ["home", "food"],
            price: Decimal(string: "12.50"), link: URL(string: "https://example.com"), size: .large,
            priority: .high, ratio: 0.5, photo: Data([1, 2]), isFlagged: true)
        try store.insert(&task)
        let read = try XCTUnwrap(store.fetchOne(TaskRecord.self, id: task.id!))
        XCTAssertEqual(read.title, "Bake")
        XCTAssertEqual(read.isCompleted, true)
        XCTAssertEqual(read.dueDate, due)
        XCTAssertEqual(read.dueAt?.date, Date(timeIntervalSince1970: 1_700_000_000))
        XCTAssertEqual(read.day, task.day)
        XCTAssertEqual(read.ref, task.ref)
        XCTAssertEqual(read.token, task.token)
        XCTAssertEqual(read.tags, ["home", "food"])
        XCTAssertEqual(read.price, task.price)
        XCTAssertEqual(read.link, task.link)
        XCTAssertEqual(read.size, .large)
        XCTAssertEqual(read.priority, .high)
        XCTAssertEqual(read.photo, Data([1, 2]))
        XCTAssertEqual(read.isFlagged, true)
        try store.writer.write { db in
            // STRICT, and every column declared with a type such a table takes.
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT strict FROM pragma_table_list('task')"), 1)
            let types = try String.fetchAll(db, sql: "SELECT type FROM pragma_table_info('task')")
            XCTAssertEqual(Set(types).subtracting(["INTEGER", "REAL", "TEXT", "BLOB"]), [])
            // NOT NULL ON CONFLICT REPLACE: a NULL title stores the default.
            try db.execute(sql: "INSERT INTO task (title) VALUES (NULL)")
            XCTAssertEqual(
                try String.fetchOne(db, sql: "SELECT title FROM task WHERE id = ?", arguments: [db.lastInsertedRowID]),
                "")
            // SQLite refuses a value of another type in a STRICT column.
            XCTAssertThrowsError(try db.execute(sql: "UPDATE task SET isFlagged = 'yes'")) { error in
                XCTAssertEqual((error as? DatabaseError)?.extendedResultCode, .SQLITE_CONSTRAINT_DATATYPE)
            }
        }
    }

    /// A partial unique index keeps one open task per title; completed ones may repeat it.
    func testPartialIndexes() throws {
        let store = try StrictDatabase(DatabaseQueue())
        var done1 = TaskRecord(title: "Call", isCompleted: true)
        var done2 = TaskRecord(title: "Call", isCompleted: true)
        var open = TaskRecord(title: "Call")
        try store.insert(&done1)
        try store.insert(&done2)
        try store.insert(&open)
        var again = TaskRecord(title: "Call")
        XCTAssertThrowsError(try store.insert(&again)) { error in
            XCTAssertEqual((error as? DatabaseError)?.extendedResultCode, .SQLITE_CONSTRAINT_UNIQUE)
        }
        try store.writer.read { db in
            XCTAssertEqual(
                try Int.fetchAll(db, sql: "SELECT partial FROM pragma_index_list('task') WHERE origin = 'c'"), [1, 1])
            // SQLite uses the partial index for a query that says its condition.
            let plan = try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN SELECT * FROM task WHERE NOT isCompleted AND dueDate > '2026'"
            ).map { $0["detail"] as String }
            XCTAssertTrue(plan.joined().contains("task_open_by_due"), "\(plan)")
        }
    }

    /// An array parameter of each kind of column, each value stored as its column stores it:
    /// UUIDs as text and as bytes (compared as hex), Unix time, days, enums, bytes.
    func testArraysOfEveryKindOfColumn() throws {
        let store = try StrictDatabase(DatabaseQueue())
        let tasks = try Self.insertTasks(4, into: store)
        let chosen = [tasks[1], tasks[3]]
        let ids = chosen.map(\.id)
        XCTAssertEqual(try store.fetch(TaskRecord.tasksWithRefs(refs: chosen.map { $0.ref! })).map(\.id), ids)
        XCTAssertEqual(try store.fetch(TaskRecord.tasksWithTokens(tokens: chosen.map { $0.token! })).map(\.id), ids)
        XCTAssertEqual(try store.fetch(TaskRecord.tasksDueAt(times: chosen.map { $0.dueAt! })).map(\.id), ids)
        XCTAssertEqual(try store.fetch(TaskRecord.tasksOnDays(days: chosen.map { $0.day! })).map(\.id), ids)
        XCTAssertEqual(try store.fetch(TaskRecord.tasksWithPhotos(photos: chosen.map { $0.photo! })).map(\.id), ids)
        XCTAssertEqual(
            try store.fetch(TaskRecord.tasksOfKinds(sizes: [.large], priorities: [.high])).map(\.id), [tasks[3].id])
        XCTAssertEqual(try store.fetch(TaskRecord.tasksWithTokens(tokens: [])).count, 0)
    }

    /// `count` tasks, each with a value of every kind of column: the first ones `.low`, `.small`
    /// every other one.
    static func insertTasks(_ count: Int, into store: StrictDatabase) throws -> [TaskRecord] {
        try (0..<count).map { number in
            var task = TaskRecord(
                title: "t\(number)", dueAt: UnixSeconds(units: Double(1_700_000_000 + number * 60)),
                day: CalendarDate(year: 2026, month: 11, day: 20 + number), ref: LowercaseUUID(), token: UUID(),
                size: number % 2 == 0 ? .small : .large, priority: number < 2 ? .low : .high,
                photo: Data([UInt8(number), 0x0A, 0xFF]))
            try store.insert(&task)
            return task
        }
    }
}
