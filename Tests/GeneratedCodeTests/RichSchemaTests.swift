import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The rich fixture (Tests/Fixtures/Schemas/rich.yaml): every type, constraint, key kind,
/// relation and migration step, against a real SQLite database.
final class RichSchemaTests: XCTestCase {
    var store: RichDatabase!
    var inbox: TodoList!

    override func setUpWithError() throws {
        store = try RichDatabase.inMemory()
        inbox = try XCTUnwrap(store.fetch(TodoList.all().ordered(by: .title)).first { $0.title == "Inbox" })
    }

    /// Counts of every table, to show that a failed write changed nothing.
    func counts() throws -> [Int] {
        [
            try store.fetchCount(TodoList.all()), try store.fetchCount(TodoItem.all()),
            try store.fetchCount(Person.all()),
            try store.fetchCount(Membership.all()), try store.fetchCount(LabelRecord.all()),
            try store.fetchCount(Order.all()),
        ]
    }

    func raw(_ sql: String, _ arguments: StatementArguments = []) throws -> DatabaseValue? {
        try store.writer.read { db in try DatabaseValue.fetchOne(db, sql: sql, arguments: arguments) }
    }

    func assertConstraintError(_ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try counts()
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            XCTAssertEqual(
                (error as? DatabaseError)?.resultCode, .SQLITE_CONSTRAINT, "\(error)", file: file, line: line)
        }
        XCTAssertEqual(try counts(), before, "the database is unchanged", file: file, line: line)
    }

    func testMigrationsRanEveryStep() throws {
        try store.writer.read { db in
            XCTAssertEqual(try RichDatabase.migrator.appliedMigrations(db), ["v1", "v2", "v3", "v4"])
            XCTAssertEqual(
                try db.columns(in: "todo_items").map(\.name),
                [
                    "id", "list_id", "title", "is_completed", "priority", "due_date", "tags", "attachment", "score",
                    "assignee_id",
                ])
            XCTAssertFalse(try db.tableExists("scratch"))
            XCTAssertFalse(try db.tableExists("member"))
            XCTAssertTrue(try db.tableExists("memberships"))
            XCTAssertEqual(try db.indexes(on: "todo_items").map(\.name), ["todo_items_on_list_and_title"])
        }
        // Seed rows, with the defaults added later.
        let lists = try store.fetch(TodoList.all().ordered(by: .title))
        XCTAssertEqual(lists.map(\.title), ["Groceries 'n' \"things\"", "Inbox"])
        XCTAssertEqual(lists.map(\.color), [.blue, .blue])
        XCTAssertLessThan(abs(lists[0].createdAt.timeIntervalSinceNow), 120, "CURRENT_TIMESTAMP")
    }

    func testEveryTypeRoundTrips() throws {
        let person = Person(id: .init(), name: "", email: nil, badge: .init(), settings: ["volume": 3, "zoom": -1])
        try store.insert(person)
        XCTAssertEqual(
            try store.fetchOne(Person.self, id: person.id), person, "empty string, nil, UUIDs, JSON dictionary")

        let date = CalendarDate(year: 2023, month: 11, day: 14)
        let bytes = Data([0, 1, 2, 255])
        var items: [TodoItem] = []
        for (index, priority) in TodoItem.Priority.allCases.enumerated() {
            var item = TodoItem(
                listId: inbox.id!, title: "Item \(index)", isCompleted: index % 2 == 0, priority: priority,
                dueDate: date, tags: ["a", "b/c", "é"], attachment: bytes, score: 0.1 + Double(index),
                assigneeId: person.id)
            try store.save(&item)
            items.append(item)
        }
        var empty = TodoItem(listId: inbox.id!, title: "")
        try store.save(&empty)
        items.append(empty)

        let fetched = try store.fetch(TodoItem.all())
        XCTAssertEqual(fetched.count, items.count)
        for (original, back) in zip(items, fetched) {
            XCTAssertEqual(back.id, original.id)
            XCTAssertEqual(back.title, original.title)
            XCTAssertEqual(back.isCompleted, original.isCompleted)
            XCTAssertEqual(back.priority, original.priority)
            XCTAssertEqual(back.tags, original.tags)
            XCTAssertEqual(back.attachment, original.attachment)
            XCTAssertEqual(back.score, original.score)
            XCTAssertEqual(back.assigneeId, original.assigneeId)
            // GRDB stores dates with millisecond precision.
            switch (back.dueDate, original.dueDate) {
            case let (a?, b?): XCTAssertEqual(a, b)
            case (nil, nil): break
            default: XCTFail("due date \(String(describing: back.dueDate)) != \(String(describing: original.dueDate))")
            }
        }
        XCTAssertNil(fetched.last?.priority)
        XCTAssertNil(fetched.last?.tags)

        // The storage is what the schema says.
        XCTAssertEqual(
            try raw("SELECT assignee_id FROM todo_items LIMIT 1"), person.id.uuidString.lowercased().databaseValue)
        XCTAssertEqual(try raw("SELECT typeof(badge) FROM people"), "blob".databaseValue)
        XCTAssertEqual(try raw("SELECT length(badge) FROM people"), 16.databaseValue)
        XCTAssertEqual(try raw("SELECT typeof(id) FROM people"), "text".databaseValue)
        XCTAssertEqual(try raw("SELECT tags FROM todo_items LIMIT 1"), #"["a","b/c","é"]"#.databaseValue)
        XCTAssertEqual(try raw("SELECT settings FROM people"), #"{"volume":3,"zoom":-1}"#.databaseValue)
        XCTAssertEqual(try raw("SELECT priority FROM todo_items WHERE title = 'Item 3'"), "in progress".databaseValue)
        XCTAssertEqual(TodoItem.Priority.inProgress.rawValue, "in progress")
    }

    func testConstraintsAreEnforcedAndLeaveTheDatabaseUnchanged() throws {
        try store.insert(Person(id: .init(), name: "Ann", email: "ann@example.com"))
        // unique, with NOCASE collation
        try assertConstraintError {
            try store.insert(Person(id: .init(), name: "Other", email: "ANN@example.com"))
        }
        // NOT NULL
        try assertConstraintError {
            try store.writer.write { db in
                try db.execute(sql: "INSERT INTO people (id, name) VALUES (?, ?)", arguments: [UUID().uuidString, nil])
            }
        }
        // an enum value outside the set
        try assertConstraintError {
            try store.writer.write { db in
                try db.execute(
                    sql: "INSERT INTO todo_items (list_id, title, priority) VALUES (?, ?, ?)",
                    arguments: [inbox.id, "x", "urgent"])
            }
        }
        // a dangling foreign key
        try assertConstraintError {
            var item = TodoItem(listId: 9999, title: "Orphan"); try store.save(&item)
        }
        // CHECK (length(title) > 0)
        try assertConstraintError { _ = try store.insert(TodoList.Draft(title: "")) }
        // a unique index on two columns
        var first = TodoItem(listId: inbox.id!, title: "Same")
        try store.save(&first)
        try assertConstraintError {
            var twin = TodoItem(listId: inbox.id!, title: "Same"); try store.save(&twin)
        }
        // a unique group
        _ = try store.insert(LabelRecord.Draft(listId: inbox.id!, name: "home"))
        try assertConstraintError {
            _ = try store.insert(LabelRecord.Draft(listId: inbox.id!, name: "home"))
        }
        // a composite primary key
        let person = try XCTUnwrap(store.fetch(Person.all()).first)
        try store.insert(Membership(personId: person.id, listId: inbox.id!, role: .owner))
        try assertConstraintError { try store.insert(Membership(personId: person.id, listId: inbox.id!)) }
    }

    func testCascadesSetNullAndRestrict() throws {
        let ann = Person(id: .init(), name: "Ann")
        try store.insert(ann)
        let work = try store.insert(TodoList.Draft(title: "Work", color: .red))
        var task = TodoItem(listId: work.id!, title: "Report", assigneeId: ann.id)
        try store.save(&task)
        _ = try store.insert(LabelRecord.Draft(listId: work.id!, name: "urgent"))
        var other = TodoItem(listId: inbox.id!, title: "Elsewhere", assigneeId: ann.id)
        try store.save(&other)

        // setNull: the items of a deleted person stay, without assignee.
        XCTAssertEqual(try store.delete(Person.self, ids: [ann.id]), 1)
        XCTAssertEqual(try store.fetch(TodoItem.all()).map(\.assigneeId), [nil, nil])

        // cascade: deleting a list deletes its items and labels.
        XCTAssertEqual(try store.delete(TodoList.self, ids: [work.id!]), 1)
        XCTAssertEqual(try store.fetch(TodoItem.all()).map(\.title), ["Elsewhere"])
        XCTAssertEqual(try store.fetchCount(LabelRecord.all()), 0)

        // restrict: a list with memberships cannot be deleted.
        let bob = Person(id: .init(), name: "Bob")
        try store.insert(bob)
        try store.insert(Membership(personId: bob.id, listId: inbox.id!))
        try assertConstraintError { _ = try store.delete(TodoList.self, ids: [inbox.id!]) }
        // cascade from the person side of a composite key.
        XCTAssertEqual(try store.delete(Person.self, ids: [bob.id]), 1)
        XCTAssertEqual(try store.fetchCount(Membership.all()), 0)
    }

    func testDraftInsertReturnsTheFullRecord() throws {
        let list = try store.insert(TodoList.Draft(title: "Work"))
        XCTAssertNotNil(list.id)
        XCTAssertEqual(list.color, .blue, "the column default")
        XCTAssertLessThan(abs(list.createdAt.timeIntervalSinceNow), 120, "filled in by CURRENT_TIMESTAMP")
        XCTAssertEqual(try store.fetchOne(TodoList.self, id: list.id!), list)
        let chosen = Date(timeIntervalSince1970: 1_000_000_000)
        let dated = try store.insert(TodoList.Draft(title: "Old", createdAt: chosen, color: .green))
        XCTAssertEqual(dated.createdAt, chosen)
        XCTAssertEqual(dated.color, .green)
    }

    func testAssociationsAndFetchingWithChildren() throws {
        let ann = Person(id: .init(), name: "Ann")
        try store.insert(ann)
        for title in ["b", "a"] {
            var item = TodoItem(listId: inbox.id!, title: title, assigneeId: ann.id)
            try store.save(&item)
        }
        try store.insert(Membership(personId: ann.id, listId: inbox.id!, role: .editor))

        let withItems = try XCTUnwrap(store.fetchOne(TodoList.filter(id: inbox.id!).withTodoItems()))
        XCTAssertEqual(withItems.todoList, inbox)
        XCTAssertEqual(Set(withItems.todoItems.map(\.title)), ["a", "b"])
        let all = try store.fetch(TodoList.all().withTodoItems())
        XCTAssertEqual(all.count, 2)
        XCTAssertEqual(all.first { $0.todoList.id == inbox.id }?.todoItems.count, 2)
        XCTAssertEqual(all.first { $0.todoList.id != inbox.id }?.todoItems, [])

        let person = try XCTUnwrap(store.fetchOne(Person.filter(id: ann.id).withMemberships()))
        XCTAssertEqual(person.memberships.map(\.role), [.editor])
        XCTAssertNil(try store.fetchOne(Person.filter(id: .init()).withTodoItems()))

        try store.writer.read { db in
            let item = try XCTUnwrap(TodoItem.all().ordered(by: .title).fetchOne(db))
            XCTAssertEqual(try item.list.fetchOne(db), inbox)
            XCTAssertEqual(try item.assignee.fetchOne(db)?.name, "Ann")
            XCTAssertEqual(try inbox.todoItems.ordered(by: .title).fetchAll(db).map(\.title), ["a", "b"])
            XCTAssertEqual(
                try TodoItem.joining(required: TodoItem.assignee.filter(Person.Columns.name == "Ann")).fetchCount(db), 2
            )
        }
        XCTAssertEqual(try store.fetchOne(Membership.filter(personId: ann.id, listId: inbox.id!))?.role, .editor)
        XCTAssertTrue(try store.deleteAll(Membership.filter(personId: ann.id, listId: inbox.id!)) == 1)
        XCTAssertFalse(try store.deleteAll(Membership.filter(personId: ann.id, listId: inbox.id!)) == 1)
    }

    func testKeywordNamedTablesAndColumns() throws {
        var order = try XCTUnwrap(store.fetch(Order.all()).first, "the seed row of the `order` table")
        XCTAssertEqual(order.group, "a")
        XCTAssertEqual(order.select, 1)
        XCTAssertEqual(order.default, "x")
        XCTAssertEqual(order.class, "c")
        XCTAssertEqual(order.protocol, "p")
        XCTAssertEqual(order.type, "t")
        XCTAssertEqual(order.selfValue, "s")
        var second = Order(group: "b", select: 0, default: "y", class: nil, protocol: nil, type: "T", selfValue: "S")
        try store.save(&second)
        XCTAssertEqual(try store.fetch(Order.all().ordered(by: .groupDescending)).map(\.group), ["b", "a"])
        XCTAssertEqual(try store.fetch(Order.all().ordered(by: .select)).map(\.select), [0, 1])
        order.group = "c"
        try store.update(order)
        XCTAssertEqual(try store.fetchOne(Order.self, id: order.id!)?.group, "c")

        try store.insert(ProtocolRecord(default: "key"))
        XCTAssertEqual(try store.fetchOne(ProtocolRecord.self, id: "key")?.id, "key")
        let child = try store.insert(SelfRecord.Draft(order: order.id))
        XCTAssertEqual(try store.fetchOne(Order.filter(id: order.id!).withSelfRecords())?.selfRecords, [child])
        XCTAssertEqual(try store.delete(Order.self, ids: [order.id!]), 1)
        XCTAssertEqual(try store.fetchCount(SelfRecord.all()), 0, "cascade through the `order` column")
    }

    func testUUIDTextKeysAreFoundWhateverTheirCase() throws {
        let id = try XCTUnwrap(Person.ID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        try store.insert(Person(id: id, name: "Case"))
        XCTAssertEqual(try raw("SELECT id FROM people"), "e621e1f8-c36c-495a-93fc-0c247a3e6e5f".databaseValue)
        XCTAssertEqual(try store.fetchOne(Person.self, id: id)?.name, "Case")
        var person = try XCTUnwrap(store.fetchOne(Person.self, id: id))
        person.name = "Changed"
        try store.update(person)
        XCTAssertEqual(try store.fetch(Person.all()).map(\.name), ["Changed"])
        XCTAssertEqual(try store.delete(Person.self, ids: [id]), 1)
    }
}
