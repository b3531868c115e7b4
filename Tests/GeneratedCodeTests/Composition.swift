import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// A query of one table's records, extended by GRDB's query interface as an app extends it
/// (issue 51), against the SQL written by hand: each fixture's tests call ``check(_:_:_:in:file:line:)``
/// for each of its one-table queries, with their rows in the store.
///
/// Each extension keeps the query's rows (or says which): under an alias, joined to its own table
/// by its primary key (`including` and `joining`, the self-join GRDB aliases), with a column
/// annotated, grouped by its key with a `HAVING`, selected as rows, filtered by each row's id,
/// paged, reversed twice, and filtered with the app's own arguments named as every parameter the
/// query's SQL uses. Each is read by fetch, cursor, count, GRDB's generic fetch, an observation and
/// a live value.
@MainActor
enum Composition {
    /// Checks `request` against the rows of `sql` (written by hand, bound to `arguments`), and
    /// returns how many rows they are, so that the caller can say the check is not of nothing.
    @discardableResult
    static func check<Record: GeneratedRecord & Hashable & Sendable>(
        _ request: RecordsRequest<Record>, _ sql: String, _ arguments: StatementArguments = [],
        in store: some DatabaseStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws -> Int {
        try await check(request, sql, arguments, in: store, byID: nil, file: file, line: line)
    }

    /// ``check(_:_:_:in:file:line:)``, and GRDB's `filter(id:)` of each row.
    @discardableResult
    static func check<Record: GeneratedRecord & Hashable & Sendable & Identifiable>(
        _ request: RecordsRequest<Record>, _ sql: String, _ arguments: StatementArguments = [],
        in store: some DatabaseStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws -> Int where Record.ID: DatabaseValueConvertible {
        try await check(request, sql, arguments, in: store, byID: { request.filter(id: $0.id) }, file: file, line: line)
    }

    static func check<Record: GeneratedRecord & Hashable & Sendable>(
        _ request: RecordsRequest<Record>, _ sql: String, _ arguments: StatementArguments,
        in store: some DatabaseStore, byID: ((Record) -> RecordsRequest<Record>)?, file: StaticString, line: UInt
    ) async throws -> Int {
        let expected = try checkRows(request, sql, arguments, in: store.writer, byID: byID, file: file, line: line)
        // Observed and live, extended by the app's arguments under an alias.
        let observed = try extendedByTheApp(request).aliased(TableAlias(name: "observed"))
        var values = ValueObservation.tracking { db in try observed.fetchAll(db) }.values(in: store.writer)
            .makeAsyncIterator()
        let first = try await values.next()
        XCTAssertEqual(first, expected, "observed: " + sql, file: file, line: line)
        XCTAssertEqual(store.live(observed).value, expected, "live: " + sql, file: file, line: line)
        return expected.count
    }

    /// The rows of `sql`, after checking each extension of `request` against them.
    nonisolated static func checkRows<Record: GeneratedRecord & Hashable & Sendable>(
        _ request: RecordsRequest<Record>, _ sql: String, _ arguments: StatementArguments,
        in writer: any DatabaseWriter,
        byID: ((Record) -> RecordsRequest<Record>)?, file: StaticString, line: UInt
    ) throws -> [Record] {
        let expected = try writer.read { db in try Record.fetchAll(db, sql: sql, arguments: arguments) }
        // Without an ORDER BY, SQLite's order may follow the plan: the rows are compared as a set.
        let ordered = sql.uppercased().contains("ORDER BY")
        func assertRows(_ rows: [Record], _ expected: [Record], _ what: String) {
            if ordered {
                XCTAssertEqual(rows, expected, what, file: file, line: line)
            } else {
                XCTAssertEqual(rows.count, expected.count, what, file: file, line: line)
                XCTAssertEqual(Set(rows).subtracting(expected), [], what, file: file, line: line)
            }
        }
        try writer.read { db in
            let extended = try extensions(of: request, db, expecting: expected)
            for (name, request, rows) in extended + [("as generated", request, expected)] {
                let what = "\(name): \(sql)"
                assertRows(try request.fetchAll(db), rows, "fetchAll, " + what)
                assertRows(try Array(request.fetchCursor(db)), rows, "cursor, " + what)
                XCTAssertEqual(try request.fetchCount(db), rows.count, "count, " + what, file: file, line: line)
                assertRows(try Record.fetchAll(db, request), rows, "GRDB's fetch, " + what)
            }
            for record in expected.prefix(3) {
                guard let byID else { break }
                XCTAssertEqual(try byID(record).fetchAll(db), [record], "filter(id:): " + sql, file: file, line: line)
            }
            let rows = try request.select(AllColumns(), as: Row.self).fetchAll(db)
            XCTAssertEqual(rows.count, expected.count, "select: " + sql, file: file, line: line)
        }
        return expected
    }

    /// The extended requests, each named, with the rows it must give.
    nonisolated static func extensions<Record: GeneratedRecord & Hashable>(
        of request: RecordsRequest<Record>, _ db: Database, expecting expected: [Record]
    ) throws -> [(String, RecordsRequest<Record>, [Record])] {
        let key = try db.primaryKey(Record.databaseTableName).columns
        let itself = Record.belongsTo(Record.self, key: "itself", using: ForeignKey(key, to: key))
        let keyColumns = key.map { Column($0) as any SQLExpressible }
        return [
            ("aliased", request.aliased(TableAlias(name: "composed")), expected),
            ("self-join, joining", request.joining(required: itself), expected),
            ("self-join, including", request.including(optional: itself), expected),
            ("annotated", request.annotated(with: SQL("1").forKey("composedOne")), expected),
            ("group, having", request.group(keyColumns).having(count(SQL("*")) > 0), expected),
            ("limit", request.limit(2), Array(expected.prefix(2))),
            ("limit, offset", request.limit(2, offset: 1), Array(expected.dropFirst().prefix(2))),
            ("reversed twice", request.reversed().reversed(), expected),
            ("the app's arguments", try extendedByTheApp(request), expected),
            (
                "all at once", try extendedByTheApp(request.aliased(TableAlias(name: "all"))).joining(required: itself),
                expected
            ),
        ]
    }

    /// The request filtered with the app's own arguments named as every parameter of its SQL (and
    /// the statement's `?1`, `?2`): a condition that holds for every row.
    nonisolated static func extendedByTheApp<Record>(_ request: RecordsRequest<Record>) throws -> RecordsRequest<Record>
    {
        let sql = request.statement.sql
        let names = try Set(
            NSRegularExpression(pattern: "[:@$]([A-Za-z_][A-Za-z0-9_]*)")
                .matches(in: sql, range: NSRange(sql.startIndex..., in: sql))
                .compactMap { Range($0.range(at: 1), in: sql).map { String(sql[$0]) } }
        ).union(["composed"]).sorted()
        let condition = names.map { "(:\($0) = 'app' OR :\($0) IS NULL)" }.joined(separator: " AND ")
        let arguments = StatementArguments(Dictionary(uniqueKeysWithValues: names.map { ($0, "app" as String?) }))
        return request.filter(sql: condition, arguments: arguments)
    }
}

extension DatabaseStore {
    /// The migrations of the schema the store's file has not applied, by GRDB's bookkeeping.
    func pendingMigrations() throws -> [String] {
        let applied = try writer.read(Self.migrator.appliedIdentifiers)
        return Self.migrator.migrations.filter { !applied.contains($0) }
    }
}
