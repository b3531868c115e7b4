import FixtureRecords
import Foundation
import GRDB
@_spi(Generated) @testable import GRDBGenRuntime
import ItemsStore
import XCTest

/// One answer on every path (issue 44): a request gives the same rows and the same errors through
/// its own fetches (GRDBGenRuntime's fast path) as through GRDB's own path, which is the oracle.
final class OnePathTests: XCTestCase {
    /// A row the record cannot decode: `name` is NULL where the record wants a `String`.
    static let nullName = "SELECT 1 AS id, NULL AS name, 2 AS quantity, NULL AS notes"

    func testADecodingErrorIsGRDBsOnBothPaths() throws {
        let store = try ItemsStore.AppDatabase.inMemory()
        try store.writer.read { db in
            let request = QueryRequest(sql: Self.nullName, decode: ItemsStore.Item.init(rowReader:))
            var fast: (any Error)?
            var grdb: (any Error)?
            XCTAssertThrowsError(try request.fetchAll(db)) { fast = $0 }
            XCTAssertThrowsError(try ItemsStore.Item.fetchAll(db, sql: Self.nullName)) { grdb = $0 }
            XCTAssertTrue(fast is RowDecodingError, "\(String(describing: fast))")
            XCTAssertTrue(grdb is RowDecodingError, "\(String(describing: grdb))")
            // The same through the fast path's fetchOne and cursor, and GRDB's generic fetches.
            XCTAssertThrowsError(try request.fetchOne(db)) { XCTAssertTrue($0 is RowDecodingError, "\($0)") }
            XCTAssertThrowsError(try request.fetchCursor(db).next()) { XCTAssertTrue($0 is RowDecodingError, "\($0)") }
            XCTAssertThrowsError(try ItemsStore.Item.fetchAll(db, request)) {
                XCTAssertTrue($0 is RowDecodingError, "\($0)")
            }
            // A value of another type: GRDB's error too.
            let text = QueryRequest(sql: "SELECT x'00ff'", decode: { try $0.decode(Int.self, at: 0) })
            XCTAssertEqual(try text.fetchAll(db), try Int.fetchAll(db, sql: "SELECT x'00ff'"))
            let null = QueryRequest(sql: "SELECT NULL", decode: { try $0.decode(Date.self, at: 0) })
            XCTAssertThrowsError(try null.fetchAll(db)) { XCTAssertTrue($0 is RowDecodingError, "\($0)") }
        }
    }

    /// A failing statement's `DatabaseError` has its SQL and arguments, as GRDB's has them.
    func testAFailingStatementsErrorHasItsArguments() throws {
        let store = try ItemsStore.AppDatabase.inMemory()
        let sql = "INSERT INTO item (id, name, quantity) VALUES (?, ?, ?)"
        try store.writer.write { db in
            try WriteRequest<Int>(sql: sql, arguments: [1.databaseValue, "apple".databaseValue, 3.databaseValue])
                .execute(db)
            let arguments: [DatabaseValue] = [1.databaseValue, "pear".databaseValue, 2.databaseValue]
            var fast: DatabaseError?
            var grdb: DatabaseError?
            XCTAssertThrowsError(try WriteRequest<Int>(sql: sql, arguments: arguments).execute(db)) {
                fast = $0 as? DatabaseError
            }
            XCTAssertThrowsError(try db.execute(sql: sql, arguments: StatementArguments(arguments))) {
                grdb = $0 as? DatabaseError
            }
            XCTAssertEqual(fast?.extendedResultCode, grdb?.extendedResultCode)
            XCTAssertEqual(fast?.sql, sql)
            XCTAssertEqual(fast?.arguments, grdb?.arguments)
            XCTAssertEqual(fast?.arguments, StatementArguments(arguments))
            // A record's insert through the fast path: the arguments of its statement.
            var again = ItemsStore.Item(id: 1, name: "fig", quantity: 9)
            XCTAssertThrowsError(try again.insert(db)) { error in
                let error = error as? DatabaseError
                XCTAssertEqual(error?.extendedResultCode, .SQLITE_CONSTRAINT_PRIMARYKEY)
                XCTAssertEqual(error?.arguments?.isEmpty, false, "\(String(describing: error))")
            }
            // A read's error too.
            let read = QueryRequest(sql: "SELECT abs(?)", arguments: [Int64.min.databaseValue]) {
                try $0.decode(Int.self, at: 0)
            }
            XCTAssertThrowsError(try read.fetchAll(db)) { error in
                XCTAssertEqual((error as? DatabaseError)?.arguments, [Int64.min])
            }
        }
    }

    /// A search table's requests take the fast path: its selection is its layout's order.
    func testASearchTablesRequestTakesTheFastPath() throws {
        let store = try RemindersDatabase.inMemory(functions: RemindersDatabase.Functions(uuid: { UUID().uuidString }))
        try store.writer.read { db in
            XCTAssertNotNil(try FastPath.fastStatement(db, ReminderText.all(), singleResult: false))
            XCTAssertNotNil(try FastPath.fastStatement(db, ReminderText.all().searching("a"), singleResult: false))
            XCTAssertNotNil(try FastPath.fastStatement(db, Reminder.all(), singleResult: false))
        }
    }

    /// A selection the app declares is what the record's own `fetchAll(_:)` reads, as GRDB's
    /// requests read it (it read every column of the layout before).
    func testARecordsOwnFetchAllReadsItsDeclaredSelection() throws {
        let store = try AdversarialNamesDatabase.inMemory()
        try store.writer.write { db in
            try db.execute(sql: "INSERT INTO Type (id, Type, Self) VALUES (1, 'small', 5)")
        }
        try store.writer.read { db in
            let grdb = try TypeRecord.all().fetchAll(db)
            let own = try TypeRecord.fetchAll(db)
            XCTAssertEqual(grdb.map(\.selfValue), [nil])
            XCTAssertEqual(own.map(\.selfValue), grdb.map(\.selfValue))
            XCTAssertEqual(own.map(\.type), [.small])
            // By key too, as GRDB's `filter(key:)` reads it.
            XCTAssertEqual(try TypeRecord.fetchOne(db, key: 1)?.type, .small)
            XCTAssertEqual(try TypeRecord.fetchOne(db, key: 1)?.selfValue, nil)
            XCTAssertEqual(try TypeRecord.fetchOne(db, id: 1)?.selfValue, nil)
            XCTAssertEqual(try Row.fetchAll(db, TypeRecord.all()).map(\.count), [2])
        }
    }

    /// Two lists, one with three reminders, the other with one.
    func groupedStore() throws -> RemindersDatabase {
        let store = try RemindersDatabase.inMemory(functions: RemindersDatabase.Functions(uuid: { UUID().uuidString }))
        let home = RemindersList.ID(), work = RemindersList.ID()
        try store.insert(RemindersList(id: home, title: "Home"))
        try store.insert(RemindersList(id: work, title: "Work"))
        try store.writer.write { db in
            for (number, list) in [home, home, work, home].enumerated() {
                try Reminder(id: .init(), remindersListID: list, title: "R\(number)").insert(db)
            }
        }
        return store
    }

    /// The number of children of each parent, by the parent's title.
    static func counts(_ rows: [ListsWithRemindersRow]) -> [Int] {
        rows.sorted { $0.remindersList.title < $1.remindersList.title }.map(\.reminders.count)
    }

    /// A grouped query (`group:`) gives its merged parents on every path that takes it: its own
    /// fetches, its cursor and count, the store's fetch and observation. GRDB's generic fetches do
    /// not take it (Tests/CompileFail/GRDBFetchOfAGroupedQuery.swift): they gave the rows unmerged.
    func testAGroupedQueryMergesOnEveryPath() throws {
        let store = try groupedStore()
        let request = ListsWithRemindersRow.listsWithReminders()
        // The oracle: the parents and their children, as SQLite counts them.
        let expected = try store.writer.read { db in
            try Int.fetchAll(
                db,
                sql: """
                    SELECT count(reminders.id) FROM remindersLists
                    LEFT JOIN reminders ON reminders.remindersListID = remindersLists.id
                    GROUP BY remindersLists.id ORDER BY remindersLists.title
                    """)
        }
        XCTAssertEqual(expected, [3, 1])
        try store.writer.read { db in
            XCTAssertEqual(Self.counts(try request.fetchAll(db)), expected)
            XCTAssertEqual(Self.counts(try Array(request.fetchCursor(db))), expected)
            XCTAssertEqual(try request.fetchCount(db), 2)
            XCTAssertEqual(try request.fetchOne(db).map { Self.counts([$0]) }?.count, 1)
        }
        XCTAssertEqual(Self.counts(try store.fetch(request)), expected)
    }

    func testAGroupedQuerysObservationMerges() async throws {
        let store = try groupedStore()
        for try await rows in store.observe(ListsWithRemindersRow.listsWithReminders()) {
            XCTAssertEqual(Self.counts(rows), [3, 1])
            break
        }
    }
}
