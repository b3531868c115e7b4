import FixtureRecords
import Foundation
import GRDB
@testable import GRDBGenCore
import GRDBGenSQL
@_spi(Generated) import GRDBGenRuntime
import XCTest

/// A query with run-time choices (the reminders fixture's `remindersOfList`: three filters, four
/// orderings, a fourth filter of tags) against SQLite: each of its 64 variants gives what the same SQL written by hand
/// gives.
final class QueryVariantTests: XCTestCase {
    var store: RemindersDatabase!
    let list = RemindersList.ID(), other = RemindersList.ID()
    /// Today: due dates from five days ago to five days ahead, some past due.
    let now = Date()

    override func setUpWithError() throws {
        store = try RemindersDatabase.inMemory(functions: RemindersDatabase.Functions(uuid: { UUID().uuidString }))
        try store.insert(RemindersList(id: list, title: "Personal"))
        try store.insert(RemindersList(id: other, title: "Work"))
        try store.writer.write { db in
            for tag in ["home", "kids"] { try Tag(title: tag).insert(db) }
            let priorities: [Reminder.Priority?] = [nil, .low, .high, .medium]
            let statuses: [Reminder.Status] = [.incomplete, .completed, .completing]
            for number in 0..<24 {
                let reminder = Reminder(
                    id: .init(),
                    dueDate: number % 4 == 0 ? nil : now.addingTimeInterval(Double((number * 7) % 11 - 5) * 86_400),
                    isFlagged: number % 5 == 0, position: (number * 13) % 24,
                    priority: priorities[number % 4], remindersListID: number % 6 == 0 ? other : list,
                    status: statuses[number % 3], title: "Reminder \(number % 2 == 0 ? "a" : "B")\(number)")
                try reminder.insert(db)
                if number % 3 == 0 { try ReminderTag(id: .init(), reminderID: reminder.id, tagID: "home").insert(db) }
                if number % 4 == 1 { try ReminderTag(id: .init(), reminderID: reminder.id, tagID: "kids").insert(db) }
            }
        }
    }

    /// The same query written by hand for one variant.
    func handWritten(hidingCompleted: Bool, dueBefore: Date?, tags: [String]?, order: String) throws -> [String] {
        var sql = "SELECT title FROM reminders WHERE remindersListID = ?"
        var arguments: [any DatabaseValueConvertible] = [list.uuidString.lowercased()]
        if hidingCompleted { sql += " AND status <> 2" }
        if let dueBefore {
            sql += " AND dueDate < ?"
            arguments.append(StoredText.date(dueBefore))
        }
        if let tags {
            let marks = tags.map { _ in "?" }.joined(separator: ", ")
            sql += " AND id IN (SELECT reminderID FROM remindersTags WHERE tagID IN (\(marks)))"
            arguments += tags
        }
        sql += " ORDER BY " + order
        return try store.writer.read { db in
            try String.fetchAll(db, sql: sql, arguments: StatementArguments(arguments))
        }
    }

    func testEveryVariantGivesWhatTheHandWrittenSQLGives() throws {
        let orders: [(Reminder.Ordering, String)] = [
            (.dueDate, "dueDate IS NULL, dueDate, title"),
            (.priority, "priority IS NULL, priority DESC, isFlagged DESC, title"),
            (.title, "title COLLATE NOCASE"),
            (.manual, "position, title"),
        ]
        // The table's `orderings: [position]` and the cases of its queries, once each.
        XCTAssertEqual(
            Reminder.Ordering.allCases, [.position, .positionDescending, .dueDate, .priority, .title, .manual])
        var variants = 0
        for mask in 0..<8 {
            let hiding = mask & 1 != 0
            let dueBefore = mask & 2 != 0 ? now : nil
            let tags = mask & 4 != 0 ? ["home", "kids"] : nil
            for (ordering, sql) in orders {
                let found = try store.fetch(
                    Reminder.remindersOfList(
                        remindersListID: list, dueBefore: dueBefore, tags: tags, hidingCompleted: hiding,
                        orderedBy: ordering
                    )
                ).map(\.title)
                let expected = try handWritten(hidingCompleted: hiding, dueBefore: dueBefore, tags: tags, order: sql)
                XCTAssertEqual(found, expected, "filters \(mask), \(ordering)")
                XCTAssertFalse(expected.isEmpty || (mask == 0 && expected.count != 20), "filters \(mask)")
                variants += 1
            }
        }
        XCTAssertEqual(variants, 32)
        // The defaults: no filter, by due date.
        XCTAssertEqual(
            try store.fetch(Reminder.remindersOfList(remindersListID: list)).map(\.title),
            try handWritten(hidingCompleted: false, dueBefore: nil, tags: nil, order: orders[0].1))
        // An empty array of tags is a filter that matches nothing; nil leaves it out.
        XCTAssertEqual(try store.fetch(Reminder.remindersOfList(remindersListID: list, tags: [])).count, 0)
    }

    func testEachVariantIsItsOwnStatement() throws {
        try store.writer.read { db in
            let first = try Reminder.remindersOfList(remindersListID: list, hidingCompleted: true).fetchAll(db)
            let again = try Reminder.remindersOfList(remindersListID: list, hidingCompleted: true).fetchAll(db)
            XCTAssertEqual(first.map(\.id), again.map(\.id))
            // A filter that is off binds nothing it alone names: `?2` is not in the SQL, and the
            // statement binds the values up to the last it names.
            let variants = QueryVariants(
                prefix: "SELECT 1", condition: "\(value: 0) = 1", filters: ["\(value: 1) = 2"],
                orderings: [["1"], ["1 DESC"]], suffix: "LIMIT \(value: 2)")
            let values = [1, 2, 3].map(\.databaseValue)
            let off = variants.statement(filters: [false], ordering: 1, values: values)
            XCTAssertEqual(off.sql, "SELECT 1 WHERE ?1 = 1 ORDER BY 1 DESC LIMIT ?3")
            XCTAssertEqual(off.arguments, values)
            XCTAssertEqual(try Int.fetchOne(db, sql: off.sql, arguments: StatementArguments(off.arguments)), 1)
            let on = variants.statement(filters: [true], values: values)
            XCTAssertEqual(on.sql, "SELECT 1 WHERE (?1 = 1) AND (?2 = 2) ORDER BY 1 LIMIT ?3")
            XCTAssertEqual(try Int.fetchOne(db, sql: on.sql, arguments: StatementArguments(on.arguments)), 1)
            // Without its last value: the values the statement names, and no more.
            let short = QueryVariants(prefix: "SELECT 1", filters: ["\(value: 0) = 1", "\(value: 1) = 2"])
            XCTAssertEqual(
                short.statement(filters: [true, false], values: [1, 2].map(\.databaseValue)).arguments,
                [1.databaseValue])
        }
    }

    /// `fragments:`: `{isPastDue}` written once, used by two queries and a filter.
    func testFragmentsAreUsedWhereTheyAreWritten() throws {
        let pastDue = "status <> 2 AND coalesce(date(dueDate) < date('now'), 0)"
        let expected = try store.writer.read { db in
            try String.fetchAll(db, sql: "SELECT title FROM reminders WHERE \(pastDue) ORDER BY dueDate")
        }
        XCTAssertFalse(expected.isEmpty)
        XCTAssertEqual(try store.fetch(Reminder.pastDueReminders()).map(\.title), expected)
        let count = try XCTUnwrap(store.fetch(PastDueCountRow.pastDueCount()))
        XCTAssertEqual(count.count, expected.count)
        XCTAssertEqual(
            count.tagged,
            try store.writer.read { db in
                try Int.fetchOne(
                    db,
                    sql: """
                        SELECT count(*) FROM reminders WHERE \(pastDue)
                        AND id IN (SELECT reminderID FROM remindersTags)
                        """)
            })
        XCTAssertEqual(
            try store.fetch(Reminder.remindersOfList(remindersListID: list, pastDue: true, orderedBy: .title)).map(
                \.title),
            try handWritten(hidingCompleted: false, dueBefore: nil, tags: nil, order: "title COLLATE NOCASE")
                .filter { title in
                    try! store.writer.read { db in
                        try Bool.fetchOne(
                            db, sql: "SELECT \(pastDue) FROM reminders WHERE title = ?", arguments: [title]) ?? false
                    }
                })
    }

    /// The SQL the generator compiles for each variant (``RuntimeSQLCheck``) is the SQL
    /// GRDBGenRuntime runs, for every query of the reminders fixture with run-time choices, its
    /// pieces cut and written as the generated code holds them.
    func testTheGeneratorAndTheRuntimeWriteTheSameVariants() throws {
        let base = "SELECT * FROM t WHERE t.a > :x"
        let composition = try XCTUnwrap(try? QueryComposition.cutting(base, filters: [], orderings: []).get())
        XCTAssertEqual(composition.oneTable, "t")
        let segments = QueryPieces.segments("t.a > :x AND u.b = :y", table: "t", positions: [":x": 0, ":y": 1])
        XCTAssertEqual(segments, [.column("a"), .text(" > "), .value(0), .text(" AND u.b = "), .value(1)])
        let terms = QueryPieces.terms(#"t.a DESC, coalesce(t."b", 0) NULLS LAST, t.c"#, table: "t")
        XCTAssertEqual(
            terms,
            [
                [.column("a"), .text(" DESC")], [.text("coalesce("), .column("b"), .text(", 0) NULLS LAST")],
                [.column("c")],
            ])
        // The runtime's variant of the same pieces is the generator's.
        let variants = QueryVariants(
            table: "t", condition: "\(Column("a")) > \(value: 0) AND u.b = \(value: 1)",
            filters: ["\(Column("c")) = 1"],
            orderings: [["\(Column("a")) DESC", "coalesce(\(Column("b")), 0) NULLS LAST"]])
        let expected = VariantSQL.compose(
            prefix: QueryPieceSQL.oneTablePrefix("t"), condition: QueryPieceSQL.sql(segments, table: "t"),
            conditions: [#""t"."c" = 1"#], middle: "",
            ordering: terms.prefix(2).map { QueryPieceSQL.sql($0, table: "t") }.joined(separator: ", "), suffix: "")
        XCTAssertEqual(variants.statement(filters: [true], values: []).sql, expected)
        XCTAssertEqual(
            expected,
            #"SELECT * FROM "t" WHERE ("t"."a" > ?1 AND u.b = ?2) AND ("t"."c" = 1) ORDER BY "t"."a" DESC, "#
                + #"coalesce("t"."b", 0) NULLS LAST"#)
    }
}
