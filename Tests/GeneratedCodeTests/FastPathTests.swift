import FixtureRecords
import Foundation
import GRDB
@_spi(Generated) @testable import GRDBGenRuntime
import XCTest

/// The generated fast paths (`fetchAll`, `fetchOne(key:)`, `insert`, `update`, `save`) give the
/// same rows as GRDB's own code paths, and observations see every write they make.
final class FastPathTests: XCTestCase {
    /// Inserts through GRDB's protocol extension (and `encode(to:)`), not the fast path.
    func grdbInsert<Record: MutablePersistableRecord>(_ record: inout Record, _ db: Database) throws {
        try record.insert(db, onConflict: nil)
    }

    func grdbUpdate<Record: MutablePersistableRecord>(_ record: Record, _ db: Database) throws {
        try record.update(db, onConflict: nil)
    }

    func sampleItems(list: Int64, person: Person.ID) -> [TodoItem] {
        [
            TodoItem(
                listId: list, title: "full", isCompleted: true, priority: .inProgress,
                dueDate: CalendarDate(year: 2023, month: 11, day: 14), tags: ["x", "y"],
                attachment: Data([1, 2, 3]), score: 2.5, assigneeId: person),
            TodoItem(listId: list, title: "", isCompleted: false),
            TodoItem(listId: list, title: "ünïcode \"quoted\" 'text'", priority: .low, tags: []),
        ]
    }

    func testFastAndGRDBPathsWriteAndReadTheSameRows() throws {
        let queue = try DatabaseQueue()
        try RichDatabase.migrator.migrate(queue)
        try queue.write { db in
            let list = try XCTUnwrap(TodoList.all().fetchOne(db)?.id)
            let person = Person(id: .init(), name: "P", email: "p@x", badge: .init(), settings: ["a": 1])
            try person.insert(db)
            var viaFast = sampleItems(list: list, person: person.id)
            var viaGRDB = viaFast.map { item -> TodoItem in
                var item = item; item.title += " (grdb)"; return item
            }
            for index in viaFast.indices {
                try viaFast[index].insert(db)  // the fast path
                try grdbInsert(&viaGRDB[index], db)  // GRDB's path
                XCTAssertNotNil(viaFast[index].id)
                XCTAssertNotNil(viaGRDB[index].id)
            }
            // The stored bytes are the same, whichever path wrote them.
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM todo_items ORDER BY id")
            func storage(_ row: Row) -> [String: DatabaseValue] {
                Dictionary(
                    uniqueKeysWithValues: zip(row.columnNames, row.databaseValues).filter {
                        $0.0 != "id" && $0.0 != "title"
                    })
            }
            for pair in stride(from: 0, to: rows.count, by: 2) {
                let fast = rows[pair], grdb = rows[pair + 1]
                let fastTitle: String = fast["title"], grdbTitle: String = grdb["title"]
                XCTAssertEqual(fastTitle + " (grdb)", grdbTitle)
                XCTAssertEqual(storage(fast), storage(grdb))
            }
            // Reading: the fast path gives what GRDB's request and SQL decoding give.
            let fastItems = try TodoItem.fetchAll(db)
            XCTAssertEqual(fastItems.count, 6)
            XCTAssertEqual(fastItems, try TodoItem.all().fetchAll(db))
            XCTAssertEqual(fastItems, try TodoItem.fetchAll(db, sql: "SELECT * FROM todo_items"))
            XCTAssertEqual(
                try FastPath.fetchAll(db, TodoItem.all().ordered(by: .titleDescending)),
                try TodoItem.all().ordered(by: .titleDescending).fetchAll(db))
            XCTAssertEqual(
                try FastPath.fetchAll(db, TodoItem.all().ordered(by: .dueDate)),
                try TodoItem.all().ordered(by: .dueDate).fetchAll(db))
            for item in fastItems {
                XCTAssertEqual(try TodoItem.fetchOne(db, key: item.id!), item)
                XCTAssertEqual(try TodoItem.filter(key: item.id!).fetchOne(db), item)
            }
            XCTAssertNil(try TodoItem.fetchOne(db, key: 999))
            // UUID keys stored as text.
            XCTAssertEqual(try Person.fetchOne(db, key: person.id), person)
            XCTAssertEqual(try Person.fetchOne(db, id: person.id), person)
        }
    }

    func testFastUpdateAndSave() throws {
        let queue = try DatabaseQueue()
        try RichDatabase.migrator.migrate(queue)
        try queue.write { db in
            let list = try XCTUnwrap(TodoList.all().fetchOne(db)?.id)
            var item = TodoItem(listId: list, title: "a")
            try item.save(db)  // insert
            let id = try XCTUnwrap(item.id)
            item.title = "b"; item.tags = ["t"]; item.priority = .high
            try item.save(db)  // update
            XCTAssertEqual(item.id, id)
            XCTAssertEqual(try TodoItem.all().fetchAll(db), [item])
            item.title = "c"
            try item.update(db)
            XCTAssertEqual(try TodoItem.filter(key: id).fetchOne(db)?.title, "c")
            var ghost = item
            ghost.id = 4242
            XCTAssertThrowsError(try ghost.update(db)) { error in
                guard case RecordError.recordNotFound(databaseTableName: "todo_items", key: let key) = error else {
                    return XCTFail("\(error)")
                }
                XCTAssertEqual(key, ["id": 4242.databaseValue])
            }
            // Same result as GRDB's update.
            var viaGRDB = item
            viaGRDB.title = "d"
            try grdbUpdate(viaGRDB, db)
            XCTAssertEqual(try TodoItem.fetchOne(db, key: id)?.title, "d")
            // A composite-key record saves through the fast path too.
            let person = Person(id: .init(), name: "P")
            try person.save(db)
            var membership = Membership(personId: person.id, listId: list, role: .viewer)
            try membership.save(db)
            membership.role = .owner
            try membership.save(db)
            XCTAssertEqual(try Membership.fetchAll(db), [membership])
        }
    }

    /// Observation sees every write of the fast paths, and fast reads are tracked.
    func testObservationSeesFastWritesAndTracksFastReads() async throws {
        let store = try RichDatabase.inMemory()
        let lists = try await store.fetch(TodoList.all())
        let listID = try XCTUnwrap(lists.first?.id)
        // An observation through GRDB's request API, notified of fast-path writes.
        var grdbIterator = store.observe { db in try TodoItem.all().fetchAll(db).map(\.title) }.makeAsyncIterator()
        // An observation through the fast path, notified of GRDB writes.
        var fastIterator = store.observe { db in try TodoItem.fetchAll(db).map(\.title) }.makeAsyncIterator()
        _ = try await grdbIterator.next()
        _ = try await fastIterator.next()

        var item = try await store.writer.write { db in
            var item = TodoItem(listId: listID, title: "fast insert")
            try item.insert(db)
            return item
        }
        let afterFastInsert = try await grdbIterator.next()
        XCTAssertEqual(afterFastInsert, ["fast insert"])
        let seenByFast = try await fastIterator.next()
        XCTAssertEqual(seenByFast, ["fast insert"])

        item.title = "fast update"
        let updated = item
        try await store.writer.write { db in try updated.update(db) }
        let afterFastUpdate = try await grdbIterator.next()
        XCTAssertEqual(afterFastUpdate, ["fast update"])
        _ = try await fastIterator.next()

        try await store.writer.write { db in try db.execute(sql: "UPDATE todo_items SET title = 'raw sql'") }
        let afterGRDBWrite = try await fastIterator.next()
        XCTAssertEqual(afterGRDBWrite, ["raw sql"], "a fast read registers its table for observation")
    }

    func testNestedUseOfTheSameStatementFallsBackToANewOne() throws {
        let queue = try DatabaseQueue()
        try RichDatabase.migrator.migrate(queue)
        try queue.write { db in
            let lists = try TodoList.fetchAll(db)
            XCTAssertEqual(lists.count, 2)
            // A cursor keeps the cached statement busy while the fast path runs the same SQL
            // (what `RecordLayout` writes for `todo_lists`).
            let sql = RecordLayout(
                table: "todo_lists", columns: ["id", "title", "created_at", "color"], primaryKey: ["id"]
            ).selectSQL
            XCTAssertEqual(sql, #"SELECT "id", "title", "created_at", "color" FROM "todo_lists""#)
            let cursor = try Row.fetchCursor(db.cachedStatement(sql: sql))
            var count = 0
            while try cursor.next() != nil {
                XCTAssertEqual(try TodoList.fetchAll(db), lists)
                count += 1
            }
            XCTAssertEqual(count, 2)
        }
    }

    /// Notifications happen once per transaction and table: every transaction is seen, on
    /// whatever thread it runs, and outside of a transaction too.
    func testEveryTransactionOfFastWritesIsObserved() async throws {
        let store = try RichDatabase.openFile(
            atPath: FileManager.default.temporaryDirectory
                .appendingPathComponent("fastpath-\(UUID().uuidString).sqlite").path)
        let lists = try await store.fetch(TodoList.all())
        let listID = try XCTUnwrap(lists.first?.id)
        // A pool may deliver its first value twice: duplicates are removed.
        var counts = ValueObservation.tracking { db in try TodoItem.fetchCount(db) }
            .removeDuplicates()
            .values(in: store.writer)
            .makeAsyncIterator()
        let initial = try await counts.next()
        XCTAssertEqual(initial, 0)
        for round in 1...3 {
            try await store.writer.write { db in
                for index in 0..<100 {
                    var item = TodoItem(listId: listID, title: "\(round)-\(index)")
                    try item.insert(db)
                }
            }
            let count = try await counts.next()
            XCTAssertEqual(count, round * 100)
        }
        // Outside of a transaction, the fast path opens one.
        try await store.writer.writeWithoutTransaction { db in
            var item = TodoItem(listId: listID, title: "autocommit")
            try item.insert(db)
        }
        let last = try await counts.next()
        XCTAssertEqual(last, 301)
    }

    /// The SQL of the fast paths: names quoted by GRDB, numbered parameters in column order, the
    /// conflict resolutions as GRDB writes them.
    func testLayoutSQL() {
        let layout = RecordLayout(
            table: "order", columns: ["id", "na\"me", "group"], primaryKey: ["id"], rowIDColumn: "id")
        XCTAssertEqual(layout.selectSQL, #"SELECT "id", "na""me", "group" FROM "order""#)
        XCTAssertEqual(layout.selectByKeySQL, #"SELECT "id", "na""me", "group" FROM "order" WHERE "id"=?1"#)
        XCTAssertEqual(layout.insertSQL(.abort), #"INSERT INTO "order" ("id", "na""me", "group") VALUES (?1, ?2, ?3)"#)
        XCTAssertEqual(
            layout.insertSQL(.replace), #"INSERT OR REPLACE INTO "order" ("id", "na""me", "group") VALUES (?1, ?2, ?3)"#
        )
        XCTAssertEqual(layout.updateSQL(.abort), #"UPDATE "order" SET "na""me"=?2, "group"=?3 WHERE "id"=?1"#)
        XCTAssertEqual(
            layout.updateSQL(.ignore), #"UPDATE OR IGNORE "order" SET "na""me"=?2, "group"=?3 WHERE "id"=?1"#)
        // A table of key columns only updates its key, so that observers see the update.
        let keys = RecordLayout(table: "pair", columns: ["a", "b"], primaryKey: ["b", "a"])
        XCTAssertEqual(keys.updateSQL(.abort), #"UPDATE "pair" SET "b"=?2, "a"=?1 WHERE "b"=?2 AND "a"=?1"#)
        XCTAssertEqual(keys.selectByKeySQL, #"SELECT "a", "b" FROM "pair" WHERE "b"=?1 AND "a"=?2"#)
        // Generated columns are selected in property order, never written.
        let generated = RecordLayout(
            table: "line", columns: ["id", "total", "qty"], primaryKey: ["id"], rowIDColumn: "id",
            generatedColumns: ["total"])
        XCTAssertEqual(generated.selectSQL, #"SELECT "id", "total", "qty" FROM "line""#)
        XCTAssertEqual(generated.insertSQL(.abort), #"INSERT INTO "line" ("id", "qty") VALUES (?1, ?2)"#)
        XCTAssertEqual(generated.updateSQL(.abort), #"UPDATE "line" SET "qty"=?2 WHERE "id"=?1"#)
        XCTAssertEqual(generated.columnSet, ["id", "qty"])
    }
}
