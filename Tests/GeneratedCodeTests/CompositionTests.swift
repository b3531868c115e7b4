import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

// Every one-table query of the fixtures, extended by GRDB's query interface (`Composition`), each
// in the tests of its fixture, over their rows, against the SQL written by hand.

extension QueryTests {
    func testEveryOneTableQueryComposes() async throws {
        let store = try makeStore()
        let end = day.addingTimeInterval(3 * 86_400)
        let rows = [
            // Ada's visits: no two at one time (Bob's second is at Ada's), as the query orders by time alone.
            try await Composition.check(
                Visit.visitsBetween(start: day, end: end, first: 1, second: 1),
                "SELECT * FROM visit WHERE started BETWEEN ? AND ? AND member_id = 1 ORDER BY started",
                [day, end], in: store),
            try await Composition.check(
                Member.membersNamed(pattern: "%"), "SELECT * FROM member WHERE name LIKE '%' ORDER BY name", in: store),
        ]
        XCTAssertEqual(rows, [3, 3], "the rows of makeStore()")
    }
}

extension OrConditionsTests {
    func testEveryOneTableQueryComposes() async throws {
        let own = "(archived = 0 OR quantity > 3)"
        var rows: [Int] = []
        for inStock in [false, true] {
            let stocked = inStock ? " AND quantity > 0" : ""
            rows.append(
                try await Composition.check(
                    Stock.stockToShow(inStock: inStock), "SELECT * FROM stock WHERE \(own)\(stocked) ORDER BY id",
                    in: store))
            rows.append(
                try await Composition.check(
                    Stock.stockToShow(inStock: inStock, titled: .startingWith(prefix: "a")),
                    "SELECT * FROM stock WHERE \(own)\(stocked) AND title LIKE 'a%' ORDER BY id", in: store))
            rows.append(
                try await Composition.check(
                    Stock.stockByCase(inStock: inStock),
                    "SELECT * FROM stock WHERE (CASE WHEN archived THEN quantity > 5 OR title = 'keep' ELSE 1 END "
                        + "OR quantity < 0)\(stocked)",
                    in: store))
            rows.append(
                try await Composition.check(
                    Stock.stockBySubquery(inStock: inStock),
                    "SELECT * FROM stock WHERE (id IN (SELECT id FROM stock WHERE archived OR quantity > 2) "
                        + "OR title LIKE 'a%')\(stocked) ORDER BY id",
                    in: store))
        }
        XCTAssertEqual(rows.filter { $0 > 1 }.count, rows.count - 1, "\(rows)")
    }
}

extension MusicStoreTests {
    func testEveryOneTableQueryComposes() async throws {
        let rows = [
            try await Composition.check(
                Employee.subordinates(boss: 2), "SELECT * FROM Employee WHERE ReportsTo = 2 ORDER BY LastName",
                in: store),
            try await Composition.check(
                Employee.subordinates(boss: 2, name: "Park", scope: .tagged(tag: "P%")),
                "SELECT * FROM Employee WHERE ReportsTo = 2 AND LastName = 'Park' AND LastName LIKE 'P%' "
                    + "ORDER BY LastName",
                in: store),
            try await Composition.check(
                Employee.subordinates(boss: 2, scope: .tagged(tag: "P%")),
                "SELECT * FROM Employee WHERE ReportsTo = 2 AND LastName LIKE 'P%' ORDER BY LastName", in: store),
        ]
        XCTAssertEqual(rows, [2, 1, 2])
    }
}

extension RemindersDetailTests {
    func testEveryOneTableQueryComposes() async throws {
        let store = try makeStore()
        try await store.insert(
            Reminder(
                id: .init(), dueDate: Date().addingTimeInterval(-2 * 86_400), remindersListID: family, title: "Zebra"))
        let all = try await store.read { db in try Reminder.fetchAll(db, sql: "SELECT * FROM reminders ORDER BY title")
        }
        let ids = all.prefix(3).map(\.id)
        let idsJSON = "[" + ids.map { "\"\($0.uuidString.lowercased())\"" }.joined(separator: ",") + "]"
        let personal = self.personal.uuidString.lowercased()
        var rows = [
            try await Composition.check(
                Reminder.pastDueReminders(),
                "SELECT * FROM reminders WHERE status <> 2 AND coalesce(date(dueDate) < date('now'), 0) "
                    + "ORDER BY dueDate",
                in: store),
            try await Composition.check(
                Reminder.remindersWithIDs(ids: ids),
                "SELECT * FROM reminders WHERE id IN (SELECT value FROM json_each(?)) ORDER BY title", [idsJSON],
                in: store),
            try await Composition.check(
                Reminder.remindersAmong(ids: ids),
                "SELECT * FROM reminders WHERE id IN (SELECT value FROM json_each(?))",
                [idsJSON], in: store),
            try await Composition.check(Reminder.remindersAmong(), "SELECT * FROM reminders", in: store),
            try await Composition.check(
                Reminder.remindersOfList(remindersListID: self.personal, hidingCompleted: true, orderedBy: .manual),
                "SELECT * FROM reminders WHERE remindersListID = ? AND status <> 2 ORDER BY position, title",
                [personal], in: store),
        ]
        for (scope, condition) in [
            (Reminder.RemindersDetailScope.all, "1"), (.flagged, "isFlagged"), (.scheduled, "dueDate IS NOT NULL"),
        ] {
            rows.append(
                try await Composition.check(
                    Reminder.remindersDetail(scope: scope, orderedBy: .priority),
                    "SELECT * FROM reminders WHERE \(condition) "
                        + "ORDER BY priority IS NULL, priority DESC, isFlagged DESC, title",
                    in: store))
        }
        XCTAssertEqual(rows, [1, 3, 3, 6, 3, 6, 2, 4], "the rows of makeStore() and Zebra, past due")
    }
}

/// The one-table queries of the fixtures whose tests have no store of rows to share: each with a
/// few rows of its own.
@MainActor
final class FixtureCompositionTests: XCTestCase {
    func testRepresentations() async throws {
        let store = try LinkStore(DatabaseQueue())
        for cents in [100, 900, 2_000] {
            var link = LinkRecord(
                url: try XCTUnwrap(URL(string: "https://example.com/\(cents)")), price: 1, tip: nil, home: nil,
                budget: Money(cents: cents), deposit: Money(cents: 500))
            try await store.insert(&link)
        }
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        for offset in [0, 60, 120, 180] {
            let at = start.addingTimeInterval(Double(offset))
            try await store.insert(Event(at: UnixSeconds(at), loggedAt: UnixMilliseconds(at)))
        }
        let rows = [
            try await Composition.check(
                LinkRecord.linksCosting(minimum: Money(cents: 1_000)),
                "SELECT * FROM link WHERE coalesce(budget, 0) + deposit >= 1000 ORDER BY id", in: store),
            try await Composition.check(
                Event.eventsSince(start: UnixSeconds(start.addingTimeInterval(60))),
                "SELECT * FROM event WHERE at >= 1700000060 ORDER BY at", in: store),
        ]
        XCTAssertEqual(rows, [2, 3])
    }

    func testSpacedNames() async throws {
        let store = try SpacedNamesDatabase.inMemory()
        var order = ShipOrder(shipName: "Blue Whale")
        try await store.insert(&order)
        let id = try XCTUnwrap(order.orderID)
        for (price, name) in [(2.5, "Ann"), (9, "Bob"), (4, "Cy")] {
            var line = ShipOrderLine(orderID: id, unitPrice: price, firstName: name)
            try await store.insert(&line)
        }
        let rows = try await Composition.check(
            ShipOrderLine.linesOfOrder(orderID: id),
            #"SELECT * FROM "Ship Order Lines" WHERE "Order ID" = ? ORDER BY "unit-price" DESC"#, [id], in: store)
        XCTAssertEqual(rows, 3)
    }

    func testIntegerEnum() async throws {
        let store = try PriorityDatabase(DatabaseQueue())
        for (title, priority) in [("Taxes", Chore.Priority.high), ("Milk", .low), ("Call", .medium), ("Bank", .high)] {
            var chore = Chore(title: title, priority: priority)
            try await store.insert(&chore)
        }
        let rows = try await Composition.check(
            Chore.choresAtLeast(priority: .medium),
            "SELECT * FROM chore WHERE priority >= 2 ORDER BY priority DESC, title", in: store)
        XCTAssertEqual(rows, 3)
    }

    func testSeedItems() async throws {
        let store = try AppDatabase.inMemory()
        for (name, quantity) in [("apple", 1), ("pear", 2), ("plum", 0), ("fig", 7), ("kiwi", nil)] {
            var item = Item(name: name, quantity: quantity)
            try await store.insert(&item)
        }
        let rows = [
            try await Composition.check(
                Item.lowStock(below: 3), "SELECT * FROM item WHERE quantity < 3 ORDER BY quantity, name", in: store),
            try await Composition.check(
                Item.listed(pattern: "p%", inStock: true, orderedBy: .quantity),
                "SELECT * FROM item WHERE quantity > 0 AND name LIKE 'p%' "
                    + "ORDER BY quantity IS NULL, quantity DESC, name, id",
                in: store),
            try await Composition.check(Item.listed(), "SELECT * FROM item ORDER BY id", in: store),
        ]
        XCTAssertEqual(rows, [3, 1, 5])
    }

    func testStrictTypes() async throws {
        let store = try StrictDatabase(DatabaseQueue())
        let tasks = try StrictTypesTests.insertTasks(5, into: store)
        let chosen = [tasks[1], tasks[3], tasks[4]]
        // The rows chosen, by their keys: what each array parameter must find.
        let hand = "SELECT * FROM task WHERE id IN (\(chosen.map { "\($0.id!)" }.joined(separator: ", "))) ORDER BY id"
        var rows = [
            try await Composition.check(TaskRecord.tasksWithRefs(refs: chosen.map { $0.ref! }), hand, in: store),
            try await Composition.check(TaskRecord.tasksWithTokens(tokens: chosen.map { $0.token! }), hand, in: store),
            try await Composition.check(TaskRecord.tasksDueAt(times: chosen.map { $0.dueAt! }), hand, in: store),
            try await Composition.check(TaskRecord.tasksOnDays(days: chosen.map { $0.day! }), hand, in: store),
            try await Composition.check(TaskRecord.tasksWithPhotos(photos: chosen.map { $0.photo! }), hand, in: store),
        ]
        rows.append(
            try await Composition.check(
                TaskRecord.tasksOfKinds(sizes: [.large, .small], priorities: [.high]),
                "SELECT * FROM task WHERE id IN (\(tasks[2...].map { "\($0.id!)" }.joined(separator: ", "))) "
                    + "ORDER BY id",
                in: store))
        XCTAssertEqual(rows, [3, 3, 3, 3, 3, 3])
    }

    func testKeyring() async throws {
        let store = try KeyringDatabase.inMemory(functions: KeyringTests.functions)
        let safe = Safe.ID()
        var personal = Safe(id: safe, name: "Personal")
        try await store.insert(&personal)
        for (title, safeID) in [("Mail", safe), ("Bank", safe), ("Maps", safe), ("Shop", safe), ("Mars", nil)] {
            var login = Login(id: .init(), safeID: safeID, title: title, password: "pw")
            try await store.insert(&login)
        }
        for key in ["a", "b", "c"] { try await store.insert(SyncState(key: key)) }
        let rows = [
            try await Composition.check(
                Login.loginsOfSafe(safe: safe), "SELECT * FROM login WHERE safeID = ? ORDER BY title",
                [safe.uuidString], in: store),
            try await Composition.check(
                Login.loginsNamed(pattern: "Ma%"), "SELECT * FROM login WHERE title LIKE 'Ma%'", in: store),
            try await Composition.check(
                SyncState.pendingSync(keys: ["a", "c", "z"]), "SELECT * FROM sync_state WHERE key IN ('a', 'c')",
                in: store),
        ]
        XCTAssertEqual(rows, [4, 3, 2])
    }

    func testAdoptionShapes() async throws {
        let store = try DiaryDatabase.inMemory()
        for (title, mood) in [("a", 1), ("b", 2), ("c", 1), ("d", 1)] {
            var entry = DiaryEntry(title: title, mood: mood)
            try await store.insert(&entry)
        }
        let rows = try await Composition.check(
            DiaryEntry.entriesOfMood(mood: 1), "SELECT * FROM diary_entry WHERE mood = 1 ORDER BY id", in: store)
        XCTAssertEqual(rows, 3)
    }

    func testValueMatrix() async throws {
        let store = try MatrixStore.inMemory(functions: .init(uuid: { UUID().uuidString.lowercased() }))
        let day = CalendarDate(year: 2026, month: 11, day: 28)
        let uids = (0..<4).map { _ in LowercaseUUID() }
        for uid in uids {
            try await store.insert(MatrixPair(uid: uid, day: day))
            try await store.insert(MatrixPair(uid: uid, day: CalendarDate(year: 2026, month: 11, day: 27)))
        }
        let chosen = Array(uids.prefix(3))
        let list = chosen.map { "'\($0.uuidString.lowercased())'" }.joined(separator: ", ")
        let rows = try await Composition.check(
            MatrixPair.pairsOn(day: day, uids: chosen),
            "SELECT * FROM matrixPair WHERE day = '2026-11-28' AND uid IN (\(list)) ORDER BY uid", in: store)
        XCTAssertEqual(rows, 3)
    }

    func testFuzzFound() async throws {
        let store = try FoundStore.inMemory()
        let owner = LowercaseUUID()
        try await store.insert(Shade(color: .red, owner: owner))
        try await store.insert(Shade(color: .green))
        let rows = [
            try await Composition.check(Shade.shadesOf(owner: nil), "SELECT * FROM shade", in: store),
            try await Composition.check(
                Shade.shadesOf(owner: owner), "SELECT * FROM shade WHERE owner = ?", [owner.uuidString.lowercased()],
                in: store),
        ]
        XCTAssertEqual(rows, [2, 1])
        // A table `value`: its record `Value` is fetched with its children by GRDB's request.
        var value = Value(name: "v")
        try await store.insert(&value)
        for text in ["b", "a"] { try await store.insert(ValueNote(valueID: try XCTUnwrap(value.id), text: text)) }
        let fetched = try await store.fetch(Value.all().withValueNotes())
        XCTAssertEqual(fetched.map(\.value.name), ["v"])
        XCTAssertEqual(fetched.first?.valueNotes.map(\.text), ["b", "a"])
    }

    /// Parameters named as the generated function's locals (`variant`, `ordering`, `db`), which the
    /// app's arguments are named as too.
    func testAdversarialNames() async throws {
        let store = try AdversarialNamesDatabase.inMemory()
        // Distinct `row`s: the query orders by `row` alone.
        for (row, container) in [("a", 7), ("b", 7), ("e", 7), ("c", 9)] {
            var path = FastPathRecord(row: row, container: container)
            try await store.insert(&path)
        }
        let rows = [
            try await Composition.check(
                FastPathRecord.pathsByVariant(variant: "a", ordering: 7),
                "SELECT * FROM FastPath WHERE row = 'a' OR container = 7 ORDER BY row", in: store),
            try await Composition.check(
                FastPathRecord.pathsByVariant(variant: "a", ordering: 7, db: 1, scope: .near(scopeChoice: 8)),
                "SELECT * FROM FastPath WHERE (row = 'a' OR container = 7) AND container > 1 AND container < 8 "
                    + "ORDER BY row",
                in: store),
        ]
        XCTAssertEqual(rows, [3, 3])
    }
}
