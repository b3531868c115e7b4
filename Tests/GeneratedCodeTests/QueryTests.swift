import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The queries fixture (Tests/Fixtures/Schemas/queries.yaml): typed SQL queries run against
/// real SQLite, through the generated functions and the store.
final class QueryTests: XCTestCase {
    /// The fixture schemas, read as text.
    enum CLIFixtures {
        static let schemas = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/Schemas")
    }

    let day = Date(timeIntervalSince1970: 1_800_000_000)

    /// Ada (premium, in Climbers) has three visits, Bob (basic) one, Cyd (basic, no email) none.
    func makeStore() throws -> GymDatabase {
        let store = try GymDatabase(DatabaseQueue())
        var climbers = Squad(title: "Climbers")
        var runners = Squad(title: "Runners")
        try store.insert(&climbers)
        try store.insert(&runners)
        var ada = Member(name: "Ada", email: "ada@example.com", plan: .premium, groupId: try XCTUnwrap(climbers.id))
        var bob = Member(name: "Bob", email: "bob@example.com")
        var cyd = Member(name: "Cyd")
        try store.insert(&ada)
        try store.insert(&bob)
        try store.insert(&cyd)
        try store.writer.write { db in
            let ada = try XCTUnwrap(ada.id), bob = try XCTUnwrap(bob.id)
            try Visit.logVisit(memberId: ada, started: day, minutes: 30, note: nil).execute(db)
            try Visit.logVisit(memberId: ada, started: day.addingTimeInterval(86_400), minutes: 45, note: "legs")
                .execute(db)
            try Visit.logVisit(memberId: ada, started: day.addingTimeInterval(2 * 86_400), minutes: nil, note: nil)
                .execute(db)
            try Visit.logVisit(memberId: bob, started: day.addingTimeInterval(86_400), minutes: 20, note: nil).execute(
                db)
        }
        return store
    }

    func testQueriesThatReturnRecords() throws {
        let store = try makeStore()
        XCTAssertEqual(try store.fetch(Member.membersNamed(pattern: "%d%")).map(\.name), ["Ada", "Cyd"])
        XCTAssertEqual(try store.fetch(Member.memberByEmail(email: "bob@example.com"))?.name, "Bob")
        XCTAssertNil(try store.fetch(Member.memberByEmail(email: "nobody@example.com")))
        let ada = try XCTUnwrap(try store.fetch(Member.memberByEmail(email: "ada@example.com")))
        let visits = try store.fetch(
            Visit.visitsBetween(
                start: day.addingTimeInterval(3_600), end: day.addingTimeInterval(3 * 86_400), first: ada.id!,
                second: -1))
        XCTAssertEqual(visits.map(\.note), ["legs", nil])
        // The fast path reads what GRDB's decoding by name reads.
        let byName = try store.writer.read { db in
            try Member.fetchAll(db, sql: "SELECT * FROM member WHERE name LIKE ? ORDER BY name", arguments: ["%d%"])
        }
        XCTAssertEqual(try store.fetch(Member.membersNamed(pattern: "%d%")), byName)
    }

    func testQueriesThatReturnRowsAndValues() throws {
        let store = try makeStore()
        let busiest = try store.fetch(BusiestMembersRow.busiestMembers(since: day, limit: 5))
        XCTAssertEqual(busiest.map(\.name), ["Ada", "Bob"])
        XCTAssertEqual(busiest.map(\.visits), [3, 1])
        XCTAssertEqual(busiest.map(\.minutes), [75, 20])
        XCTAssertEqual(try store.fetch(BusiestMembersRow.busiestMembers(since: day, limit: 1)).count, 1)

        let last = try store.fetch(MembersWithLastVisitRow.membersWithLastVisit())
        XCTAssertEqual(last.map(\.name), ["Ada", "Bob", "Cyd"])
        XCTAssertEqual(last.map(\.plan), [.premium, .basic, .basic])
        XCTAssertEqual(
            last.map(\.lastVisit), [day.addingTimeInterval(2 * 86_400), day.addingTimeInterval(86_400), nil])
        XCTAssertEqual(last.map(\.squad), ["Climbers", nil, nil])

        XCTAssertEqual(
            try store.fetch(SquadSize.squadSizes()),
            [SquadSize(title: "Climbers", members: 1), SquadSize(title: "Runners", members: 0)])
        XCTAssertEqual(try store.fetch(Member.memberNames()), ["Ada", "Bob", "Cyd"])
        XCTAssertEqual(try store.fetch(Member.memberCount(plan: .basic)), 2)
        XCTAssertEqual(try store.fetch(VisitNumbersRow.visitNumbers(since: day)).map(\.number), [1, 2, 3, 1])

        // The row types are FetchableRecord: GRDB decodes them by column name too.
        let byName = try store.writer.read { db in
            try BusiestMembersRow.fetchAll(
                db,
                sql: """
                    SELECT SUM(v.minutes) AS minutes, COUNT(*) AS visits, m.name, m.id FROM member m JOIN visit v ON v.member_id = m.id
                    GROUP BY m.id ORDER BY visits DESC
                    """)
        }
        XCTAssertEqual(byName, busiest)
    }

    /// Every read query of the fixture gives what the same SQL gives through plain GRDB: rows
    /// fetched with `Row.fetchAll(_:sql:arguments:)`, decoded by column name (`init(row:)`).
    func testEveryReadQueryEqualsTheSameSQLThroughGRDBRows() throws {
        let store = try makeStore()
        let queries = try String(
            contentsOf: CLIFixtures.schemas.appendingPathComponent("queries.yaml"), encoding: .utf8)
        func sql(_ name: String) throws -> String {
            // The SQL of a query of the fixture, as SQLite runs it (the YAML block, unindented).
            let start = try XCTUnwrap(queries.range(of: "\n  \(name):\n    sql: "))
            var rest = queries[start.upperBound...]
            if rest.hasPrefix("|\n") {
                rest = rest.dropFirst(2)
                let lines = rest.split(separator: "\n", omittingEmptySubsequences: false).prefix {
                    $0.hasPrefix("      ")
                }
                return lines.map { String($0.dropFirst(6)) }.joined(separator: "\n")
            }
            return String(rest.prefix { $0 != "\n" })
        }
        let ada = try XCTUnwrap(try store.fetch(Member.memberByEmail(email: "ada@example.com"))?.id)
        let bob = try XCTUnwrap(try store.fetch(Member.memberByEmail(email: "bob@example.com"))?.id)
        try store.writer.read { db in
            func rows<T: FetchableRecord>(
                _ type: T.Type, _ name: String, _ arguments: StatementArguments = [:]
            ) throws -> [T] {
                try Row.fetchAll(db, sql: sql(name), arguments: arguments).map { try T(row: $0) }
            }
            XCTAssertEqual(
                try Member.membersNamed(pattern: "%d%").fetchAll(db),
                try rows(Member.self, "membersNamed", ["pattern": "%d%"]))
            XCTAssertEqual(
                try Member.memberByEmail(email: "bob@example.com").fetchOne(db),
                try rows(Member.self, "memberByEmail", ["bob@example.com"]).first)
            XCTAssertEqual(try Member.memberNames().fetchAll(db), try String.fetchAll(db, sql: sql("memberNames")))
            XCTAssertEqual(
                try Member.memberCount(plan: .basic).fetchOne(db),
                try Int.fetchOne(db, sql: sql("memberCount"), arguments: ["plan": "basic"]))
            XCTAssertEqual(
                try BusiestMembersRow.busiestMembers(since: day, limit: 10).fetchAll(db),
                try rows(BusiestMembersRow.self, "busiestMembers", ["since": day, "limit": 10]))
            XCTAssertEqual(
                try MembersWithLastVisitRow.membersWithLastVisit().fetchAll(db),
                try rows(MembersWithLastVisitRow.self, "membersWithLastVisit"))
            XCTAssertEqual(try SquadSize.squadSizes().fetchAll(db), try rows(SquadSize.self, "squadSizes"))
            let start = day.addingTimeInterval(-1), end = day.addingTimeInterval(5 * 86_400)
            XCTAssertEqual(
                try Visit.visitsBetween(start: start, end: end, first: ada, second: bob).fetchAll(db),
                try rows(Visit.self, "visitsBetween", ["start": start, "end": end, "first": ada, "second": bob]))
            XCTAssertEqual(
                try Visit.visitsBetween(start: start, end: end, first: ada, second: bob).fetchAll(db).count, 4)
            XCTAssertEqual(
                try VisitNumbersRow.visitNumbers(since: day).fetchAll(db),
                try rows(VisitNumbersRow.self, "visitNumbers", ["since": day]))
        }
    }

    func testWritesReturnTheNumberOfChangedRows() throws {
        let store = try makeStore()
        let bob = try XCTUnwrap(try store.fetch(Member.memberByEmail(email: "bob@example.com")))
        XCTAssertEqual(try store.execute(Member.changePlan(plan: .premium, id: try XCTUnwrap(bob.id))), 1)
        XCTAssertEqual(try store.execute(Member.changePlan(plan: .premium, id: -1)), 0)
        XCTAssertEqual(try store.fetch(Member.memberCount(plan: .premium)), 2)
        XCTAssertEqual(try store.execute(Visit.forgetVisitsBefore(before: day.addingTimeInterval(3_600))), 1)
        XCTAssertEqual(try store.fetch(VisitNumbersRow.visitNumbers(since: day)).count, 3)
    }

    func testWritesAreSeenByTransactionObservers() throws {
        let store = try makeStore()
        let observer = ChangeCounter()
        store.writer.add(transactionObserver: observer)
        try store.execute(Visit.forgetVisitsBefore(before: day.addingTimeInterval(10 * 86_400)))
        XCTAssertEqual(observer.deletions, 4)
        XCTAssertEqual(observer.commits, 1)
    }

    func testObservingAQuerySeesChangesOfTheTablesItReads() async throws {
        let store = try makeStore()
        var iterator = store.observe(SquadSize.squadSizes()).makeAsyncIterator()
        let first = try await iterator.next()
        XCTAssertEqual(first?.map(\.members), [1, 0])
        let squads = try await store.fetch(Squad.all())
        var dan = Member(name: "Dan", groupId: try XCTUnwrap(squads.last?.id))
        // In async code, Swift calls the async twin (`async: true`): it must be awaited.
        try await store.insert(&dan)
        var next = try await iterator.next()
        // An observation may see an intermediate value; it ends on the new one.
        while next?.map(\.members) != [1, 1] { next = try await iterator.next() }
        XCTAssertEqual(next?.map(\.members), [1, 1])
    }

    /// Counts deletions and commits.
    final class ChangeCounter: TransactionObserver, @unchecked Sendable {
        var deletions = 0
        var commits = 0
        func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
            if case .delete = eventKind { return true }
            return false
        }
        func databaseDidChange(with event: DatabaseEvent) { deletions += 1 }
        func databaseDidCommit(_ db: Database) { commits += 1 }
        func databaseDidRollback(_ db: Database) {}
    }
}
