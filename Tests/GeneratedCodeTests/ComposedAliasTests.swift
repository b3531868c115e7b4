import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// A query of one table's records extended with GRDB's query interface under GRDB's aliases
/// (issue 51): `Employee.subordinates` of the music-store fixture, a table that references
/// itself, joined to itself (GRDB names the two `employee1` and `employee2`), aliased by the app,
/// and filtered with the app's own argument names, which are the query's own. Each gives the rows
/// of the SQL written by hand, through fetch, cursor, count and observation. Before, the pieces'
/// columns were qualified by the table's name (`no such column: Employee.ReportsTo`) and a choice
/// bound its parameters by name (GRDB's precondition `already defined statement argument: tag`
/// stopped the app).
final class ComposedAliasTests: XCTestCase {
    var store: MusicStore!

    override func setUpWithError() throws {
        store = try MusicStore(DatabaseQueue())
        try store.insert(Employee(employeeId: 1, lastName: "Adams"))
        try store.insert(Employee(employeeId: 2, lastName: "Edwards", reportsTo: 1))
        try store.insert(Employee(employeeId: 3, lastName: "Peacock", reportsTo: 1))
        try store.insert(Employee(employeeId: 4, lastName: "Park", reportsTo: 2))
    }

    /// The ids of the SQL written by hand.
    func handWritten(_ sql: String, _ arguments: StatementArguments = []) throws -> [Int] {
        try store.writer.read { db in try Int.fetchAll(db, sql: sql, arguments: arguments) }
    }

    /// The ids of a request of employees, by GRDB's fetch, cursor, count and a first observed value.
    func found(
        _ request: QueryInterfaceRequest<Employee>, file: StaticString = #filePath, line: UInt = #line
    ) throws -> [Int] {
        try found(
            request, count: { try request.fetchCount($0) }, cursor: { try Array(request.fetchCursor($0)) },
            all: { try request.fetchAll($0) }, file: file, line: line)
    }

    /// The ids of a generated query's request, extended: a `RecordsRequest` (`DerivableRequest`).
    func found(
        _ request: RecordsRequest<Employee>, file: StaticString = #filePath, line: UInt = #line
    ) throws -> [Int] {
        try found(
            request, count: { try request.fetchCount($0) }, cursor: { try Array(request.fetchCursor($0)) },
            all: { try request.fetchAll($0) }, file: file, line: line)
    }

    /// The ids of GRDB's generic fetch of `request`, checked against its own count, cursor and fetch.
    func found(
        _ request: some FetchRequest, count: (Database) throws -> Int, cursor: (Database) throws -> [Employee],
        all: (Database) throws -> [Employee], file: StaticString, line: UInt
    ) throws -> [Int] {
        try store.writer.read { db in
            let rows = try Row.fetchAll(db, request)
            let ids = rows.map { $0["EmployeeId"] as Int }
            XCTAssertEqual(try count(db), ids.count, "count", file: file, line: line)
            XCTAssertEqual(try cursor(db).map(\.employeeId), ids, "cursor", file: file, line: line)
            XCTAssertEqual(try all(db).map(\.employeeId), ids, "fetchAll", file: file, line: line)
            return ids
        }
    }

    func testAnExtendedQueryJoinsItsOwnTable() throws {
        let expected = try handWritten(
            "SELECT e.EmployeeId FROM Employee e JOIN Employee m ON m.EmployeeId = e.ReportsTo "
                + "WHERE e.ReportsTo = 1 ORDER BY e.LastName")
        XCTAssertEqual(expected, [2, 3])
        let request = Employee.subordinates(boss: 1)
        XCTAssertEqual(try found(request.including(optional: Employee.manager)), expected)
        XCTAssertEqual(try found(request.including(required: Employee.manager)), expected)
        XCTAssertEqual(try found(request.joining(optional: Employee.reports)), [2, 3])
        // A filter, a choice and an ordering of the query, under the join's aliases.
        let tagged = Employee.subordinates(boss: 1, name: "Peacock", scope: .tagged(tag: "P%"))
        XCTAssertEqual(try found(tagged.including(required: Employee.manager)), [3])
        let withReports = try store.writer.read { db in
            try Employee.subordinates(boss: 1).including(all: Employee.reports).asRequest(of: Row.self).fetchAll(db)
        }
        XCTAssertEqual(withReports.map { $0["EmployeeId"] as Int }, [2, 3])
    }

    func testAnExtendedQueryUnderTheAppsAlias() throws {
        let alias = TableAlias<Employee>(name: "e")
        let request = Employee.subordinates(boss: 1, scope: .tagged(tag: "%a%")).queryInterfaceRequest.aliased(alias)
        let expected = try handWritten(
            "SELECT EmployeeId FROM Employee e WHERE e.ReportsTo = 1 AND e.LastName LIKE '%a%' "
                + "AND e.EmployeeId > 2 ORDER BY e.LastName")
        XCTAssertEqual(try found(request.filter(sql: "e.EmployeeId > 2")), expected)
        XCTAssertEqual(try found(request.filter(alias.employeeId > 2)), expected)
        // GRDB's query interface beyond the methods RecordsRequest forwards.
        let names = try store.writer.read { db in
            try Employee.subordinates(boss: 1).queryInterfaceRequest.select(Column("LastName"), as: String.self)
                .fetchAll(db)
        }
        XCTAssertEqual(names, ["Edwards", "Peacock"])
        let grouped = try store.writer.read { db in
            try Employee.subordinates(boss: 1).queryInterfaceRequest
                .select(Column("ReportsTo"), count(Column("EmployeeId")))
                .group(Column("ReportsTo")).having(count(Column("EmployeeId")) > 1)
                .asRequest(of: Row.self).fetchAll(db)
        }
        XCTAssertEqual(grouped.map { [$0[0] as Int, $0[1] as Int] }, [[1, 2]])
        XCTAssertEqual(try found(Employee.subordinates(boss: 1).queryInterfaceRequest.filter(id: 3)), [3])
        XCTAssertEqual(try found(Employee.subordinates(boss: 1).limit(1)), [2])
        // The table's orderings, under an alias.
        XCTAssertEqual(
            try found(Employee.all().aliased(alias).ordered(by: .byName).filter(alias.reportsTo == 1)), [2, 3])
    }

    func testTheAppsArgumentNamesDoNotClashWithTheQuerys() async throws {
        for name in ["boss", "name", "tag"] {
            let request = Employee.subordinates(boss: 1, name: nil, scope: .tagged(tag: "%"))
                .filter(sql: "LastName <> :\(name)", arguments: [name: "Edwards"])
            let expected = try handWritten(
                "SELECT EmployeeId FROM Employee WHERE ReportsTo = 1 AND LastName LIKE '%' AND LastName <> ? "
                    + "ORDER BY LastName", ["Edwards"])
            XCTAssertEqual(try found(request), expected, name)
            XCTAssertEqual(expected, [3])
        }
        // Observed: the first value, then the value after a write.
        let request = Employee.subordinates(boss: 1, scope: .tagged(tag: "%"))
            .filter(sql: "LastName <> :tag", arguments: ["tag": "Edwards"])
        let values = ValueObservation.tracking { db in try request.fetchAll(db).map(\.employeeId) }
            .values(in: store.writer)
        var iterator = values.makeAsyncIterator()
        let first = try await iterator.next()
        try await store.writer.write { db in try Employee(employeeId: 5, lastName: "Zed", reportsTo: 1).insert(db) }
        let second = try await iterator.next()
        XCTAssertEqual([first, second], [[3], [3, 5]])
    }

    /// Annotated and live: the extended request's rows by GRDB's `annotated(with:)` and through a
    /// live value, which follows a write.
    @MainActor
    func testAnExtendedQueryAnnotatedAndLive() async throws {
        let annotated = try await store.writer.read { db in
            try Employee.subordinates(boss: 1, scope: .tagged(tag: "%"))
                .including(optional: Employee.manager.forKey("boss"))
                .annotated(with: Column("LastName").forKey("name"))
                .filter(Column("EmployeeId") != 3)
                .filter(sql: ":boss = 'the app''s'", arguments: ["boss": "the app's"])
                .asRequest(of: Row.self).fetchAll(db)
                .map { $0["name"] as String }
        }
        XCTAssertEqual(annotated, ["Edwards"])
        let live = store.live(
            Employee.subordinates(boss: 1).queryInterfaceRequest.aliased(TableAlias(name: "e"))
                .filter(sql: "e.LastName <> :name", arguments: ["name": "Edwards"]))
        XCTAssertEqual(live.value.map(\.employeeId), [3])
        try await store.writer.write { db in try Employee(employeeId: 6, lastName: "Young", reportsTo: 1).insert(db) }
        let deadline = Date().addingTimeInterval(5)
        while live.value.map(\.employeeId) != [3, 6], Date() < deadline { try await Task.sleep(for: .milliseconds(5)) }
        XCTAssertEqual(live.value.map(\.employeeId), [3, 6])
    }

    /// GRDB's query interface on the request itself, without `.queryInterfaceRequest`: `aliased`,
    /// `select`, `annotated`, `group`, `having`, `filter(id:)`.
    func testTheRequestHasGRDBsQueryInterface() throws {
        let alias = TableAlias<Employee>(name: "e")
        let request = Employee.subordinates(boss: 1)
        try store.writer.read { db in
            XCTAssertEqual(try request.aliased(alias).filter(alias.employeeId > 2).fetchAll(db).map(\.employeeId), [3])
            XCTAssertEqual(
                try request.select(Column("LastName"), as: String.self).fetchAll(db), ["Edwards", "Peacock"])
            XCTAssertEqual(
                try request.annotated(with: Column("LastName").forKey("n")).asRequest(of: Row.self).fetchAll(db)
                    .map { $0["n"] as String }, ["Edwards", "Peacock"])
            let groups = try request.group(Column("ReportsTo")).having(count(Column("EmployeeId")) > 1)
                .select(Column("ReportsTo"), as: Int.self).fetchAll(db)
            XCTAssertEqual(groups, [1])
            XCTAssertEqual(try request.filter(id: 3).fetchAll(db).map(\.lastName), ["Peacock"])
            XCTAssertEqual(try request.filter(id: 4).fetchAll(db), [])
        }
    }

    /// The request is a GRDB `DerivableRequest`: the app's own request extensions (GRDB's
    /// recommended practice) and code generic over GRDB's requests take it, each step giving a
    /// `RecordsRequest` that the store fetches, counts, observes and reads by cursor.
    @MainActor
    func testTheRequestIsADerivableRequest() async throws {
        let request = Employee.subordinates(boss: 1).named(lastName: "Peacock").reversed()
        let expected = try handWritten(
            "SELECT EmployeeId FROM Employee WHERE ReportsTo = 1 AND LastName = 'Peacock' ORDER BY LastName DESC")
        XCTAssertEqual(try found(request), expected)
        XCTAssertEqual(expected, [3])
        XCTAssertEqual(try found(Employee.subordinates(boss: 1).reversed()), [3, 2])
        XCTAssertEqual(try found(Self.withManagers(Employee.subordinates(boss: 1)).distinct()), [2, 3])
        let first: [Employee] = try await store.fetch(Employee.subordinates(boss: 1).unordered().limit(1))
        XCTAssertEqual(first.count, 1)
        // A common table expression, and the extended request with a selection GRDB decodes
        // (annotated), read by cursor.
        let bosses = CommonTableExpression(named: "boss", request: Employee.filter(Column("ReportsTo") == nil))
        let underBoss = Employee.subordinates(boss: 1).with(bosses)
            .filter(sql: "ReportsTo IN (SELECT EmployeeId FROM boss)")
        XCTAssertEqual(try found(underBoss), [2, 3])
        let annotated = Employee.subordinates(boss: 1).annotated(with: Column("LastName").forKey("n"))
        let cursored = try await store.writer.read { db in try Array(annotated.fetchCursor(db)).map(\.employeeId) }
        XCTAssertEqual(cursored, [2, 3])
        // Equal: two statements of the same SQL and arguments; an extended request, to itself only.
        XCTAssertEqual(Employee.subordinates(boss: 1), Employee.subordinates(boss: 1))
        XCTAssertNotEqual(Employee.subordinates(boss: 1), Employee.subordinates(boss: 2))
        let extended = Employee.subordinates(boss: 1).reversed()
        XCTAssertEqual(extended, extended)
        XCTAssertEqual(Set([extended, extended]).count, 1)
        XCTAssertNotEqual(extended, Employee.subordinates(boss: 1).reversed())
        XCTAssertNotEqual(extended, Employee.subordinates(boss: 1))
        // Live, extended by the app's extension.
        let live = store.live(Employee.subordinates(boss: 1).named(lastName: "Young"))
        XCTAssertEqual(live.value.map(\.employeeId), [])
        try await store.writer.write { db in try Employee(employeeId: 7, lastName: "Young", reportsTo: 1).insert(db) }
        let deadline = Date().addingTimeInterval(5)
        while live.value.map(\.employeeId) != [7], Date() < deadline { try await Task.sleep(for: .milliseconds(5)) }
        XCTAssertEqual(live.value.map(\.employeeId), [7])
    }

    /// A page of a query (`limit(_:offset:)`) keeps its statement, limited, and equal to the same
    /// page; extended after, or limited again, it is GRDB's request, as GRDB would limit it.
    func testAPageKeepsItsStatement() throws {
        try store.insert(Employee(employeeId: 5, lastName: "Baker", reportsTo: 1))
        let all = try handWritten("SELECT EmployeeId FROM Employee WHERE ReportsTo = 1 ORDER BY LastName")
        XCTAssertEqual(all, [5, 2, 3])
        let request = Employee.subordinates(boss: 1)
        XCTAssertEqual(try found(request.limit(2)), [5, 2])
        XCTAssertEqual(try found(request.limit(2, offset: 1)), [2, 3])
        XCTAssertEqual(try found(request.limit(5, offset: 2)), [3])
        XCTAssertEqual(request.limit(2, offset: 1).statement.sql, request.statement.sql + "\nLIMIT ?2 OFFSET ?3")
        XCTAssertEqual(request.limit(2), request.limit(2))
        XCTAssertNotEqual(request.limit(2), request.limit(3))
        // Extended after the limit: GRDB's `WHERE … LIMIT`; limited again: the last limit.
        XCTAssertEqual(try found(request.limit(2).filter(Column("EmployeeId") != 5)), [2, 3])
        XCTAssertEqual(try found(request.limit(1).limit(2, offset: 1)), [2, 3])
        XCTAssertEqual(try found(request.limit(2).reversed()), [3, 2])
        XCTAssertEqual(try found(request.including(required: Employee.manager).limit(1, offset: 2)), [3])
        // The app's argument named as the query's, beside the limit's.
        XCTAssertEqual(try found(request.limit(2).filter(sql: "ReportsTo = :boss", arguments: ["boss": 1])), [5, 2])
    }

    /// Code generic over GRDB's requests: each employee with their manager.
    static func withManagers<R: DerivableRequest<Employee>>(_ request: R) -> R {
        request.including(required: Employee.manager)
    }
}

/// The app's own request extension, as GRDB recommends writing them.
extension DerivableRequest<Employee> {
    fileprivate func named(lastName: String) -> Self {
        filter(Column("LastName") == lastName)
    }
}
