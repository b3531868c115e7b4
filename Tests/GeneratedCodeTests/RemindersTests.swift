import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The reminders fixture (Tests/Fixtures/Schemas/reminders.yaml): the data layer of SQLiteData's
/// Reminders example, as it declares it, against SQLite: STRICT tables, `uuid()` keys from an app
/// function, integer enums, a one-to-one asset, and the trigram search table kept by triggers.
final class RemindersTests: XCTestCase {
    var store: RemindersDatabase!
    let personal = RemindersList.ID(), family = RemindersList.ID()

    override func setUpWithError() throws {
        store = try RemindersDatabase.inMemory(
            functions: RemindersDatabase.Functions(uuid: { UUID().uuidString.lowercased() }))
        try store.insert(RemindersList(id: personal, title: "Personal"))
        try store.insert(RemindersList(id: family, position: 1, title: "Family"))
    }

    /// Writes the reminders of the tests and returns their ids by title.
    @discardableResult
    func insertReminders() throws -> [String: Reminder.ID] {
        var ids: [String: Reminder.ID] = [:]
        let reminders = [
            Reminder(
                id: .init(), notes: "Flour, eggs", priority: .high, remindersListID: personal, title: "Bake a cake"),
            Reminder(id: .init(), remindersListID: family, title: "Garage sale"),
            Reminder(
                id: .init(), dueDate: Date(timeIntervalSince1970: 1_800_000_000), isFlagged: true,
                notes: "Ask about the diet", priority: .low, remindersListID: personal, title: "Doctor appointment"),
        ]
        for reminder in reminders {
            try store.insert(reminder)
            ids[reminder.title] = reminder.id
        }
        return ids
    }

    /// Searches the search table with FTS5's trigram tokenizer: the titles of the reminders found.
    func titles(matching text: String) throws -> [String] {
        try store.fetch(ReminderText.searching(text)).map(\.title).sorted()
    }

    /// FTS5's own check of the search table: it throws when the index is corrupt.
    func checkSearchIndex() throws {
        try store.writer.write { db in
            try db.execute(sql: "INSERT INTO reminderTexts (reminderTexts) VALUES ('integrity-check')")
        }
    }

    func testASubstringFindsTheRemindersWhoseTitleOrNotesContainIt() throws {
        let ids = try insertReminders()
        XCTAssertEqual(try titles(matching: "ake"), ["Bake a cake"])
        XCTAssertEqual(try titles(matching: "EGG"), ["Bake a cake"])
        XCTAssertEqual(try titles(matching: "a"), [], "the trigram tokenizer needs three characters")
        let found = try XCTUnwrap(store.fetch(ReminderText.searching("diet")).first)
        XCTAssertEqual(found.reminderID.uuid, ids["Doctor appointment"]?.uuid)
        XCTAssertEqual(found.tags, "")
        try checkSearchIndex()
    }

    func testTheSearchQueryMarksTheMatches() throws {
        let ids = try insertReminders()
        let rows = try store.fetch(
            SearchRemindersRow.searchReminders(pattern: XCTUnwrap(FTS5Pattern(matchingAllPrefixesIn: "ake"))))
        XCTAssertEqual(rows.map(\.id.uuid), [try XCTUnwrap(ids["Bake a cake"]).uuid])
        XCTAssertEqual(rows.first?.title, "B**ake** a c**ake**")
        let notes = try store.fetch(
            SearchRemindersRow.searchReminders(pattern: XCTUnwrap(FTS5Pattern(matchingAllPrefixesIn: "diet"))))
        // A snippet counts trigrams: the end of the notes, with the match marked.
        XCTAssertEqual(notes.first?.notes.map { $0.hasSuffix("the **diet**") }, true, "\(notes)")
        // User text with FTS5's syntax in it is only words: no SQLite error (`take"` was one).
        let quoted = try XCTUnwrap(FTS5Pattern(matchingAllPrefixesIn: #"bake" ("#))
        XCTAssertEqual(
            try store.fetch(SearchRemindersRow.searchReminders(pattern: quoted)).map(\.id.uuid),
            [try XCTUnwrap(ids["Bake a cake"]).uuid])
        XCTAssertThrowsError(try FTS5Pattern(rawPattern: #"take""#))
    }

    /// An array parameter after `IN` on an expression takes the expression's type (issue 37):
    /// `coalesce(tags.title, '') IN :titles` gives `titles: [String]`, no `parameters:`.
    func testAnArrayAfterINOnAnExpression() throws {
        let ids = try insertReminders()
        try store.insert(Tag(title: "home"))
        let cake = try XCTUnwrap(ids["Bake a cake"])
        try store.write { db in
            try db.execute(
                sql: "INSERT INTO remindersTags (reminderID, tagID) VALUES (?, 'home')",
                arguments: [cake.uuidString.lowercased()])
        }
        let hand = """
            SELECT reminders.* FROM reminders
            LEFT JOIN remindersTags ON remindersTags.reminderID = reminders.id
            LEFT JOIN tags ON tags.title = remindersTags.tagID
            WHERE coalesce(tags.title, '') IN (?, ?) GROUP BY reminders.id ORDER BY reminders.title
            """
        for titles in [["home"], [""], ["", "home"], ["work"]] {
            let expected = try store.read { db in
                try Reminder.fetchAll(db, sql: hand, arguments: StatementArguments(Array((titles + titles).prefix(2))))
            }
            XCTAssertEqual(try store.fetch(Reminder.remindersTaggedAny(titles: titles)), expected, "\(titles)")
        }
        XCTAssertEqual(try store.fetch(Reminder.remindersTaggedAny(titles: ["home"])).map(\.title), ["Bake a cake"])
        XCTAssertEqual(
            try store.fetch(Reminder.remindersTaggedAny(titles: [""])).map(\.title),
            ["Doctor appointment", "Garage sale"])
    }

    /// docs/queries.md: a raw pattern with a column filter needs the columns it may name.
    func testARawPatternWithAColumnFilter() throws {
        let ids = try insertReminders()
        XCTAssertThrowsError(try FTS5Pattern(rawPattern: "notes: diet"), "a column filter without allowedColumns")
        let notes = try FTS5Pattern(rawPattern: "notes: diet", allowedColumns: ["title", "notes"])
        XCTAssertEqual(
            try store.fetch(SearchRemindersRow.searchReminders(pattern: notes)).map(\.id.uuid),
            [try XCTUnwrap(ids["Doctor appointment"]).uuid])
        let titles = try FTS5Pattern(rawPattern: "title: diet", allowedColumns: ["title", "notes"])
        XCTAssertEqual(try store.fetch(SearchRemindersRow.searchReminders(pattern: titles)), [])
        let table = try store.read { db in try db.makeFTS5Pattern(rawPattern: "notes: diet", forTable: "reminderTexts")
        }
        XCTAssertEqual(try store.fetch(SearchRemindersRow.searchReminders(pattern: table)).count, 1)
    }

    func testTheSearchTextFollowsTheRemindersAndTheirTags() throws {
        let ids = try insertReminders()
        let cake = try XCTUnwrap(ids["Bake a cake"]), sale = try XCTUnwrap(ids["Garage sale"])
        try store.insert(Tag(title: "weekend"))
        try store.insert(Tag(title: "kids"))
        let tagged = ReminderTag(id: .init(), reminderID: sale, tagID: "weekend")
        try store.insert(tagged)
        try store.insert(ReminderTag(id: .init(), reminderID: sale, tagID: "kids"))
        XCTAssertEqual(try titles(matching: "ekend"), ["Garage sale"])
        XCTAssertEqual(try titles(matching: "kid"), ["Garage sale"])
        // Renaming a tag cascades to remindersTags, whose trigger writes the new text.
        try store.writer.write { db in
            try db.execute(sql: "UPDATE tags SET title = 'holiday' WHERE title = 'weekend'")
        }
        XCTAssertEqual(try titles(matching: "ekend"), [])
        XCTAssertEqual(try titles(matching: "holi"), ["Garage sale"])
        // Removing a tag removes its text.
        try store.delete(ReminderTag.self, ids: [tagged.id])
        XCTAssertEqual(try titles(matching: "holi"), [])
        XCTAssertEqual(try store.fetch(ReminderText.all()).first { $0.reminderID.uuid == sale.uuid }?.tags, "kids")
        // Editing a reminder edits its text; deleting it removes it.
        var reminder = try XCTUnwrap(store.fetchOne(Reminder.self, id: cake))
        reminder.title = "Bake bread"
        try store.update(reminder)
        XCTAssertEqual(try titles(matching: "ake"), ["Bake bread"])
        XCTAssertEqual(try titles(matching: "cake"), [])
        try store.delete(Reminder.self, ids: [cake])
        XCTAssertEqual(try titles(matching: "ake"), [])
        XCTAssertEqual(try store.fetchCount(ReminderText.all()), 2)
        try checkSearchIndex()
    }

    /// The join table `remindersTags` gives `Reminder.tags` and `Tag.reminders`, GRDB's
    /// `hasMany(_:through:using:)`, which read the same rows as the join written by hand.
    func testAJoinTableGivesAssociationsThroughIt() throws {
        let ids = try insertReminders()
        let cake = try XCTUnwrap(ids["Bake a cake"]), sale = try XCTUnwrap(ids["Garage sale"])
        for title in ["weekend", "kids", "home"] { try store.insert(Tag(title: title)) }
        for (reminder, tag) in [(sale, "weekend"), (sale, "kids"), (cake, "kids")] {
            try store.insert(ReminderTag(id: .init(), reminderID: reminder, tagID: tag))
        }
        try store.writer.read { db in
            let saleRow = try XCTUnwrap(try Reminder.fetchOne(db, key: sale))
            XCTAssertEqual(try saleRow.tags.order(Column("title")).fetchAll(db).map(\.title), ["kids", "weekend"])
            let kids = try XCTUnwrap(try Tag.fetchOne(db, key: "kids"))
            XCTAssertEqual(Set(try kids.reminders.fetchAll(db).map(\.title)), ["Bake a cake", "Garage sale"])
            // Each tag with its reminders in one request, as the SQL written by hand gives them.
            struct TagWithReminders: FetchableRecord {
                var tag: Tag
                var reminders: [Reminder]
                init(row: Row) throws {
                    tag = try Tag(row: row)
                    reminders = try row.decode(forKey: "reminders")
                }
            }
            let all = try Tag.including(all: Tag.reminders).order(Column("title")).asRequest(of: TagWithReminders.self)
                .fetchAll(db)
            let byHand = try Row.fetchAll(
                db,
                sql: """
                    SELECT t.title, count(rt.id) AS n FROM tags t LEFT JOIN remindersTags rt ON rt.tagID = t.title
                    GROUP BY t.title ORDER BY t.title
                    """)
            XCTAssertEqual(all.map(\.tag.title), byHand.map { $0["title"] as String })
            XCTAssertEqual(all.map(\.reminders.count), byHand.map { $0["n"] as Int })
            XCTAssertEqual(all.map(\.reminders.count), [0, 2, 1])
        }
    }

    func testStrictTablesStoreDatesAsTextBooleansAndEnumsAsIntegers() throws {
        let ids = try insertReminders()
        let doctor = try XCTUnwrap(ids["Doctor appointment"])
        let row = try XCTUnwrap(
            store.writer.read { db in
                try Row.fetchOne(
                    db,
                    sql: """
                        SELECT typeof(dueDate) AS dueDate, typeof(isFlagged) AS isFlagged, priority, status, id
                        FROM reminders WHERE title = 'Doctor appointment'
                        """)
            })
        XCTAssertEqual(row["dueDate"], "text")
        XCTAssertEqual(row["isFlagged"], "integer")
        XCTAssertEqual(row["priority"], 1)
        XCTAssertEqual(row["status"], 0)
        XCTAssertEqual(row["id"], doctor.uuidString.lowercased())
        let reminder = try XCTUnwrap(store.fetchOne(Reminder.self, id: doctor))
        XCTAssertEqual(reminder.dueDate, Date(timeIntervalSince1970: 1_800_000_000))
        XCTAssertEqual(reminder.priority, .low)
        XCTAssertEqual(reminder.status, .incomplete)
        XCTAssertTrue(reminder.isFlagged)
        // By priority, highest first; no priority last.
        XCTAssertEqual(
            try store.fetch(Reminder.all().ordered(by: .priority)).map(\.title),
            ["Bake a cake", "Doctor appointment", "Garage sale"])
        // STRICT refuses a value of another type, and the CHECK an unknown status.
        XCTAssertThrowsError(
            try store.writer.write { db in
                try db.execute(sql: "UPDATE reminders SET isFlagged = 'yes'")
            })
        XCTAssertThrowsError(
            try store.writer.write { db in
                try db.execute(sql: "UPDATE reminders SET status = 7")
            })
    }

    func testKeysDefaultToTheAppsUUIDFunctionAndReplaceNull() throws {
        // An insert that gives no id, or NULL, gets `uuid()`: the app's function.
        try store.writer.write { db in
            try db.execute(sql: "INSERT INTO remindersLists (title) VALUES ('Business')")
            try db.execute(sql: "INSERT INTO remindersLists (id, title) VALUES (NULL, 'Travel')")
        }
        let lists = try store.fetch(RemindersList.all().ordered(by: .position))
        XCTAssertEqual(lists.count, 4)
        XCTAssertEqual(Set(lists.map(\.id)).count, 4)
        XCTAssertEqual(lists.first { $0.title == "Business" }?.color, 0x4a99ef)
    }

    func testAListHasOneOptionalAsset() throws {
        let cover = Data([0x89, 0x50, 0x4E, 0x47])
        try store.insert(RemindersListAsset(remindersListID: personal, coverImage: cover))
        XCTAssertEqual(try store.fetchOne(RemindersList.filter(id: personal).withAsset())?.asset?.coverImage, cover)
        let family = try XCTUnwrap(store.fetchOne(RemindersList.filter(id: family).withAsset()))
        XCTAssertNil(family.asset)
        try store.delete(RemindersList.self, ids: [personal])
        XCTAssertEqual(try store.fetchCount(RemindersListAsset.all()), 0)
    }

    func testIndexesKeepTheirOrdersCollationsAndExpressions() throws {
        let keys = try store.writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT x.name, x."desc", x.coll FROM pragma_index_list('reminders') AS l,
                      pragma_index_xinfo(l.name) AS x
                    WHERE l.name LIKE 'reminders_by_%' AND x.key = 1 ORDER BY l.name, x.seqno
                    """)
        }
        XCTAssertEqual(keys.map { $0["name"] as String? }, ["remindersListID", "dueDate", nil, "title"])
        XCTAssertEqual(keys.map { $0["desc"] as Int }, [0, 1, 0, 0])
        XCTAssertEqual(keys.map { $0["coll"] as String }, ["BINARY", "BINARY", "BINARY", "NOCASE"])
        // SQLite uses the index of an expression for a query that says it.
        let plan = try store.writer.read { db in
            try Row.fetchAll(
                db,
                sql:
                    "EXPLAIN QUERY PLAN SELECT * FROM reminders WHERE date(dueDate) = '2025-06-01' AND dueDate IS NOT NULL"
            ).map { $0["detail"] as String }.joined(separator: "; ")
        }
        XCTAssertTrue(plan.contains("reminders_by_dueDay"), plan)
    }

    /// A reminder with its list and the list's cover: nested records, the outer join's side nil
    /// where the list has no cover; the same through GRDB's `init(row:)`, whose columns share
    /// names (`id`, `title`).
    func testNestedRowsHoldEachRecord() throws {
        let ids = try insertReminders()
        let cover = Data([1, 2, 3])
        try store.insert(RemindersListAsset(remindersListID: personal, coverImage: cover))
        let rows = try store.fetch(RemindersWithListsRow.remindersWithLists())
        XCTAssertEqual(rows.map(\.reminder.title), ["Bake a cake", "Doctor appointment", "Garage sale"])
        for row in rows {
            XCTAssertEqual(row.reminder, try store.fetchOne(Reminder.self, id: row.reminder.id))
            XCTAssertEqual(row.remindersList.id, row.reminder.remindersListID)
            XCTAssertEqual(row.remindersList, try store.fetchOne(RemindersList.self, id: row.reminder.remindersListID))
            XCTAssertEqual(row.remindersListAsset?.coverImage, row.remindersList.id == personal ? cover : nil)
        }
        XCTAssertEqual(rows.first { $0.reminder.id == ids["Garage sale"] }?.remindersList.title, "Family")
        // GRDB's decoding of the same rows, by name: each record reads its own columns.
        let sql = """
            SELECT reminders.*, remindersLists.*, remindersListAssets.*
            FROM reminders JOIN remindersLists ON remindersLists.id = reminders.remindersListID
            LEFT JOIN remindersListAssets ON remindersListAssets.remindersListID = remindersLists.id
            ORDER BY reminders.title
            """
        let decoded = try store.writer.read { db in try RemindersWithListsRow.fetchAll(db, sql: sql) }
        XCTAssertEqual(decoded.map(\.remindersList.title), rows.map(\.remindersList.title))
        XCTAssertEqual(decoded.map(\.reminder.id), rows.map(\.reminder.id))
        XCTAssertEqual(decoded.map { $0.remindersListAsset == nil }, rows.map { $0.remindersListAsset == nil })
    }

    /// `group: remindersLists`: each list once, with its reminders in the query's order; a list
    /// without reminders has none.
    func testGroupedRowsGiveEachParentItsChildren() throws {
        try insertReminders()
        let empty = RemindersList.ID()
        try store.insert(RemindersList(id: empty, position: 2, title: "Empty"))
        let groups = try store.fetch(ListsWithRemindersRow.listsWithReminders())
        XCTAssertEqual(groups.map(\.remindersList.title), ["Personal", "Family", "Empty"])
        XCTAssertEqual(groups[0].reminders.map(\.title), ["Bake a cake", "Doctor appointment"])
        XCTAssertEqual(groups[1].reminders.map(\.title), ["Garage sale"])
        XCTAssertEqual(groups[2].reminders, [])
        for group in groups {
            XCTAssertEqual(
                group.reminders.map(\.id).sorted { $0.uuidString < $1.uuidString },
                try store.fetch(Reminder.all()).filter { $0.remindersListID == group.remindersList.id }.map(\.id)
                    .sorted { $0.uuidString < $1.uuidString })
        }
    }
}
