import FixtureRecords
import GRDB
import GRDBGenRuntime
import XCTest

/// The composite-keys fixture (issue 37): foreign keys of several columns, to a composite primary
/// key (tickets → boards) and to a unique group (ticketLabels → labels), enforced by SQLite, with
/// their actions, and GRDB associations over both columns.
final class CompositeForeignKeyTests: XCTestCase {
    /// Two workspaces, each with a board numbered 1 (the same `id`: only the pair is a key).
    func makeStore() throws -> (TrackerDatabase, Workspace, Workspace) {
        let store = try TrackerDatabase.inMemory()
        var home = Workspace(name: "home")
        var work = Workspace(name: "work")
        try store.write { db in
            try home.insert(db)
            try work.insert(db)
            try Board(workspaceID: home.id!, id: 1, title: "Chores").insert(db)
            try Board(workspaceID: work.id!, id: 1, title: "Sprint").insert(db)
        }
        return (store, home, work)
    }

    func testSQLiteEnforcesBothColumnsTogether() throws {
        let (store, home, work) = try makeStore()
        var ticket = Ticket(workspaceID: home.id!, boardID: 1, summary: "Dishes")
        try store.save(&ticket)
        // Each column alone matches a board, the pair does not.
        try store.write { db in
            try db.execute(sql: "DELETE FROM boards WHERE workspaceID = ?", arguments: [work.id!])
        }
        var stray = Ticket(workspaceID: work.id!, boardID: 1, summary: "Stray")
        XCTAssertThrowsError(try store.save(&stray)) { error in
            XCTAssertEqual((error as? DatabaseError)?.extendedResultCode, .SQLITE_CONSTRAINT_FOREIGNKEY)
        }
        let report = try store.read { db in try Row.fetchAll(db, sql: "PRAGMA foreign_key_list(tickets)") }
        XCTAssertEqual(report.map { $0["from"] as String }, ["workspaceID", "boardID"])
        XCTAssertEqual(
            report.map { $0["to"] as String }, ["workspaceID", "id"], "GRDB names the primary key of boards")
        XCTAssertEqual(Set(report.map { $0["id"] as Int }).count, 1, "one foreign key of two columns")
    }

    func testTheActionsApplyToThePair() throws {
        let (store, home, work) = try makeStore()
        try store.write { db in
            _ = try Ticket(workspaceID: home.id!, boardID: 1, summary: "Dishes").inserted(db)
            let sprint = try Ticket(workspaceID: work.id!, boardID: 1, summary: "Deploy").inserted(db)
            _ = try TrackerLabel(workspaceID: work.id!, name: "urgent").inserted(db)
            _ = try TrackerLabel(workspaceID: home.id!, name: "urgent").inserted(db)
            try TicketLabel(ticketID: sprint.id!, workspaceID: work.id!, labelName: "urgent").insert(db)
        }
        // ON UPDATE CASCADE of (workspaceID, labelName) → labels (workspaceID, name): renaming the
        // work label renames its uses, not the home label's.
        try store.write { db in
            try db.execute(
                sql: "UPDATE labels SET name = 'blocker' WHERE workspaceID = ? AND name = 'urgent'",
                arguments: [work.id!])
        }
        XCTAssertEqual(try store.fetch(TicketLabel.all()).map(\.labelName), ["blocker"])
        // ON DELETE CASCADE of (workspaceID, boardID) → boards: deleting the home board deletes its
        // ticket, not the work board's, though both boards are numbered 1.
        try store.deleteAll(Board.filter(workspaceID: home.id!, id: 1))
        XCTAssertEqual(try store.fetch(Ticket.all()).map(\.summary), ["Deploy"])
    }

    func testAssociationsJoinOnBothColumns() throws {
        let (store, home, work) = try makeStore()
        try store.write { db in
            _ = try Ticket(workspaceID: home.id!, boardID: 1, summary: "Dishes").inserted(db)
            _ = try Ticket(workspaceID: work.id!, boardID: 1, summary: "Deploy").inserted(db)
            _ = try Ticket(workspaceID: work.id!, boardID: 1, summary: "Review").inserted(db)
        }
        // belongsTo: each ticket's own board, not the other workspace's board 1.
        struct TicketWithBoard: FetchableRecord {
            var ticket: Ticket
            var board: Board
            init(row: Row) throws {
                ticket = try Ticket(row: row)
                board = try Board(row: XCTUnwrap(row.scopes["board"]))
            }
        }
        let joined = try store.read { db in
            try Ticket.including(required: Ticket.board).order(Ticket.Columns.id)
                .asRequest(of: TicketWithBoard.self).fetchAll(db)
        }
        XCTAssertEqual(joined.map(\.board.title), ["Chores", "Sprint", "Sprint"])
        // hasMany: a board's tickets, with children: in one read.
        let boards = try store.fetch(Board.all().order(Board.Columns.workspaceID).withTickets())
        XCTAssertEqual(boards.map { $0.tickets.map(\.summary) }, [["Dishes"], ["Deploy", "Review"]])
        // The children of one board, by its key of two columns.
        XCTAssertEqual(
            try store.fetch(Ticket.filter(workspaceID: work.id!, boardID: 1)).map(\.summary), ["Deploy", "Review"])
    }

    func testAJoinTableOfACompositeKeyGivesTheThroughAssociation() throws {
        let (store, _, work) = try makeStore()
        try store.write { db in
            let deploy = try Ticket(workspaceID: work.id!, boardID: 1, summary: "Deploy").inserted(db)
            _ = try TrackerLabel(workspaceID: work.id!, name: "urgent").inserted(db)
            _ = try TrackerLabel(workspaceID: work.id!, name: "ops").inserted(db)
            try TicketLabel(ticketID: deploy.id!, workspaceID: work.id!, labelName: "urgent").insert(db)
            try TicketLabel(ticketID: deploy.id!, workspaceID: work.id!, labelName: "ops").insert(db)
        }
        let names = try store.read { db in
            try Ticket.all().fetchOne(db)!.request(for: Ticket.trackerLabels).order(TrackerLabel.Columns.name)
                .fetchAll(db).map(\.name)
        }
        XCTAssertEqual(names, ["ops", "urgent"])
    }
}
