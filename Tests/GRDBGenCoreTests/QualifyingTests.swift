@testable import GRDBGenCore
import GRDBGenSQL
import XCTest

/// The pieces of a query of one table's records are qualified by the table's name, so that they
/// keep their meaning in a request that joins other tables (issue 45).
final class QualifyingTests: XCTestCase {
    let columns: Set<SQLIdentifier> = ["id", "title", "dueDate", "status"].map(SQLIdentifier.init).reduce(into: []) {
        $0.insert($1)
    }

    func qualified(_ sql: String) -> String {
        QuerySQL(sql).qualifying(columns, with: "reminders")
    }

    func testBareColumnsAreQualified() {
        XCTAssertEqual(qualified("title COLLATE NOCASE, id"), "reminders.title COLLATE NOCASE, reminders.id")
        XCTAssertEqual(qualified("dueDate IS NULL, dueDate DESC"), "reminders.dueDate IS NULL, reminders.dueDate DESC")
        XCTAssertEqual(
            qualified("(status <> 2 AND coalesce(date(dueDate) < date('now'), 0))"),
            "(reminders.status <> 2 AND coalesce(date(reminders.dueDate) < date('now'), 0))")
        XCTAssertEqual(qualified(#""Title" = :title"#), #"reminders."Title" = :title"#, "any case, quoted")
    }

    func testWhatIsNotTheTablesColumnStaysAsWritten() {
        // A subquery's names are its own tables'; a qualified name, a function, a string, a
        // parameter and a collation are left alone.
        XCTAssertEqual(
            qualified("id IN (SELECT reminderID FROM remindersTags WHERE id = 3)"),
            "reminders.id IN (SELECT reminderID FROM remindersTags WHERE id = 3)")
        XCTAssertEqual(qualified("lists.title = 'title' AND :id > 0"), "lists.title = 'title' AND :id > 0")
        XCTAssertEqual(qualified("status(1) COLLATE title"), "status(1) COLLATE title")
    }
}
