#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif
import BenchmarkStore
import Foundation
import GRDB

/// The four ways of writing each workload.
public enum Approach: String, CaseIterable, Sendable {
    case raw = "raw SQLite C API"
    case codable = "GRDB Codable record"
    case hand = "hand-optimized GRDB record"
    case generated = "GRDBGen record"
}

/// The workloads of the benchmarks, each runnable in the four ways.
public enum Workload: String, CaseIterable, Sendable {
    case fetchWide = "fetch all: 200k rows × 10 integer columns"
    case insertWide = "insert 200k rows × 10 integer columns"
    case fetchMixed = "fetch all: 200k mixed rows"
    case insertMixed = "insert 200k mixed rows"
    case insertWideObserved = "insert 200k × 10 integers, observer attached"
    case insertMixedObserved = "insert 200k mixed rows, observer attached"
    case fetchByKey = "fetch by primary key, 10k times"
    case ownerTotals = "join + aggregate query, 2k times"
    case dynamicQuery = "dynamic query (ordering, 2 filters, 50 ids), 2k times"
    /// The same query extended by GRDB's query interface (`.limit(100)`): GRDBGen builds GRDB's
    /// request from the query's pieces at each call.
    case dynamicExtended = "dynamic query extended with .limit, 2k times"
}

/// A transaction observer of the insertions into one table, as an audit log or a sync engine
/// attaches one: it counts the rows it is told about.
final class InsertionCounter: TransactionObserver, @unchecked Sendable {
    let table: String
    var insertions = 0

    init(table: String) {
        self.table = table
    }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
        if case .insert(tableName: table) = eventKind { return true }
        return false
    }

    func databaseDidChange(with event: DatabaseEvent) {
        insertions += 1
    }

    func databaseDidCommit(_ db: Database) {}

    func databaseDidRollback(_ db: Database) {}
}

/// Runs workloads on prepared in-memory databases.
public final class WorkloadRunner: @unchecked Sendable {
    public static let rowCount = 200_000
    public static let lookups = 10_000

    /// Databases filled once, for the fetch workloads.
    let filled: DatabaseQueue
    let keys: [Int64]

    public init() throws {
        filled = try Self.emptyDatabase()
        try filled.write { db in
            try Self.rawInsertWide(db, count: Self.rowCount)
            try Self.rawInsertMixed(db, count: Self.rowCount)
            try Self.rawInsertOwners(db)
        }
        var generator = SystemRandomNumberGenerator()
        keys = (0..<Self.lookups).map { _ in Int64.random(in: 1...Int64(Self.rowCount), using: &generator) }
    }

    static func emptyDatabase() throws -> DatabaseQueue {
        let store = try BenchmarkDatabase.inMemory()
        return store.writer as! DatabaseQueue
    }

    static let epoch = Date(timeIntervalSince1970: 1_700_000_000)

    static func wideValue(_ i: Int) -> [Int] { (1...9).map { i &* $0 } }

    /// Runs one workload in one way and returns its duration. Inserts start from an empty
    /// database, prepared outside the measure.
    public func run(_ workload: Workload, _ approach: Approach) throws -> Duration {
        let clock = ContinuousClock()
        switch workload {
        case .fetchWide, .fetchMixed, .fetchByKey, .ownerTotals, .dynamicQuery, .dynamicExtended:
            var count = 0
            let duration = try clock.measure {
                count = try filled.read { db in try self.fetch(workload, approach, db) }
            }
            let expected =
                workload == .fetchByKey
                ? Self.lookups
                : workload == .ownerTotals ? Self.ownerCalls * 10
                : [.dynamicQuery, .dynamicExtended].contains(workload) ? Self.dynamicCalls * Self.dynamicMatches
                : Self.rowCount
            precondition(count == expected, "\(workload) \(approach): \(count) rows, expected \(expected)")
            return duration
        case .insertWide, .insertMixed, .insertWideObserved, .insertMixedObserved:
            let queue = try Self.emptyDatabase()
            let table = workload == .insertWide || workload == .insertWideObserved ? "wide" : "mixed"
            let observer = InsertionCounter(table: table)
            let observed = workload == .insertWideObserved || workload == .insertMixedObserved
            if observed { queue.add(transactionObserver: observer) }
            let insert: Workload = workload == .insertWideObserved ? .insertWide : workload == .insertMixedObserved ? .insertMixed : workload
            let duration = try clock.measure {
                try queue.write { db in try self.insert(insert, approach, db) }
            }
            let count = try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") }
            precondition(count == Self.rowCount, "\(workload) \(approach): \(count ?? 0) rows")
            // The observer sees every row GRDB inserts; the raw C API steps around GRDB, unseen.
            let expectedEvents = observed && approach != .raw ? Self.rowCount : 0
            precondition(observer.insertions == expectedEvents, "\(workload) \(approach): \(observer.insertions) events")
            return duration
        }
    }

    // MARK: - Fetch

    func fetch(_ workload: Workload, _ approach: Approach, _ db: Database) throws -> Int {
        switch (workload, approach) {
        case (.fetchWide, .raw): return try Self.rawFetchWide(db).count
        case (.fetchWide, .codable): return try WideCodable.fetchAll(db).count
        case (.fetchWide, .hand): return try WideHand.fetchAll(db).count
        case (.fetchWide, .generated): return try Wide.fetchAll(db).count
        case (.fetchMixed, .raw): return try Self.rawFetchMixed(db).count
        case (.fetchMixed, .codable): return try MixedCodable.fetchAll(db).count
        case (.fetchMixed, .hand): return try MixedHand.fetchAll(db).count
        case (.fetchMixed, .generated): return try Mixed.fetchAll(db).count
        case (.fetchByKey, .raw): return try Self.rawFetchByKey(db, keys: keys)
        case (.fetchByKey, .codable): return try keys.reduce(0) { count, key in try count + (WideCodable.fetchOne(db, key: key) == nil ? 0 : 1) }
        case (.fetchByKey, .hand): return try keys.reduce(0) { count, key in try count + (WideHand.fetchOne(db, key: key) == nil ? 0 : 1) }
        case (.fetchByKey, .generated): return try keys.reduce(0) { count, key in try count + (Wide.fetchOne(db, key: key) == nil ? 0 : 1) }
        case (.ownerTotals, _): return try ownerTotals(approach, db)
        case (.dynamicQuery, _): return try dynamicQuery(approach, db)
        case (.dynamicExtended, _): return try dynamicQuery(approach, db, extended: true)
        default: fatalError("not a fetch")
        }
    }

    // MARK: - Join and aggregate

    public static let ownerCount = 10_000
    public static let ownerCalls = 2_000
    static let ownerTotalsSQL = """
        SELECT o.id, o.name, COUNT(*) AS entries, SUM(e.amount) AS total
        FROM owner o JOIN entry e ON e.owner_id = o.id
        WHERE o.id BETWEEN ? AND ?
        GROUP BY o.id ORDER BY o.id
        """

    /// 10k owners with 20 entries each.
    static func rawInsertOwners(_ db: Database) throws {
        try db.execute(sql: """
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(ownerCount))
            INSERT INTO owner (id, name) SELECT i, 'owner ' || i FROM n
            """)
        try db.execute(sql: """
            WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < \(ownerCount * 20 - 1))
            INSERT INTO entry (owner_id, amount) SELECT i % \(ownerCount) + 1, (i % 97) * 1.5 FROM n
            """)
    }

    /// Runs the query 2,000 times, over 10 owners each time; returns the number of rows read.
    func ownerTotals(_ approach: Approach, _ db: Database) throws -> Int {
        var rows = 0
        var checksum = 0.0
        for call in 0..<Self.ownerCalls {
            let first = Int64((call * 10) % Self.ownerCount + 1), last = first + 9
            switch approach {
            case .raw:
                let connection = db.sqliteConnection
                var statement: OpaquePointer?
                if Self.rawOwnerStatement == nil {
                    sqlite3_prepare_v3(connection, Self.ownerTotalsSQL, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
                    Self.rawOwnerStatement = statement
                }
                statement = Self.rawOwnerStatement
                sqlite3_reset(statement)
                sqlite3_bind_int64(statement, 1, first)
                sqlite3_bind_int64(statement, 2, last)
                while sqlite3_step(statement) == SQLITE_ROW {
                    let value = OwnerTotalsValues(
                        id: sqlite3_column_int64(statement, 0), name: String(cString: sqlite3_column_text(statement, 1)),
                        entries: Int(sqlite3_column_int64(statement, 2)),
                        total: sqlite3_column_type(statement, 3) == SQLITE_NULL ? nil : sqlite3_column_double(statement, 3))
                    rows += 1
                    checksum += value.total ?? 0
                }
            case .codable:
                for value in try OwnerTotalsCodable.fetchAll(db, sql: Self.ownerTotalsSQL, arguments: [first, last]) {
                    rows += 1
                    checksum += value.total ?? 0
                }
            case .hand:
                let statement = try db.cachedStatement(sql: Self.ownerTotalsSQL)
                for value in try OwnerTotalsHand.fetchAll(statement, arguments: [first, last]) {
                    rows += 1
                    checksum += value.total ?? 0
                }
            case .generated:
                for value in try OwnerTotalsRow.ownerTotals(first: first, last: last).fetchAll(db) {
                    rows += 1
                    checksum += value.total ?? 0
                }
            }
        }
        precondition(checksum > 0)
        if approach == .raw {
            sqlite3_finalize(Self.rawOwnerStatement)
            Self.rawOwnerStatement = nil
        }
        return rows
    }

    // MARK: - Dynamic query

    public static let dynamicCalls = 2_000
    /// Of each call's 50 ids, those whose score is above the minimum.
    static let dynamicMatches = 25
    /// The variant the calls run, as GRDBGen writes it: the ids filter, the score filter, by name.
    static let dynamicSQL =
        "SELECT * FROM mixed WHERE (id IN (SELECT value FROM json_each(:ids))) AND (score > :minScore) ORDER BY name"

    /// The ids of call `call` (50 consecutive rows) and a minimum score that the last
    /// `dynamicMatches` of them pass (rawInsertMixed gives row `id` the score `(id - 1) / 3`).
    static func dynamicArguments(_ call: Int) -> (ids: [Int64], minimum: Double) {
        let base = (call * 100) % (rowCount - 100)
        return ((1...50).map { Int64(base + $0) }, Double(base + 24) / 3 + 0.1)
    }

    /// Runs the dynamic query 2,000 times (`extended`: with `LIMIT 100`, through GRDB's query
    /// interface for GRDBGen); returns the number of rows read.
    func dynamicQuery(_ approach: Approach, _ db: Database, extended: Bool = false) throws -> Int {
        let sql = extended ? Self.dynamicSQL + " LIMIT 100" : Self.dynamicSQL
        var rows = 0
        var checksum = 0.0
        for call in 0..<Self.dynamicCalls {
            let (ids, minimum) = Self.dynamicArguments(call)
            switch approach {
            case .raw:
                let connection = db.sqliteConnection
                if Self.rawDynamicStatement == nil {
                    var statement: OpaquePointer?
                    sqlite3_prepare_v3(connection, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
                    Self.rawDynamicStatement = statement
                }
                let statement = Self.rawDynamicStatement
                sqlite3_reset(statement)
                let json = "[" + ids.map(String.init).joined(separator: ",") + "]"
                sqlite3_bind_text(statement, 1, json, -1, Self.transient)
                sqlite3_bind_double(statement, 2, minimum)
                while sqlite3_step(statement) == SQLITE_ROW {
                    let note =
                        sqlite3_column_type(statement, 2) == SQLITE_NULL
                        ? nil : String(cString: sqlite3_column_text(statement, 2))
                    guard let date = Date(sqliteStatement: statement!, index: 5) else { fatalError("bad date") }
                    let value = MixedValues(
                        id: sqlite3_column_int64(statement, 0), name: String(cString: sqlite3_column_text(statement, 1)),
                        note: note, score: sqlite3_column_double(statement, 3),
                        flag: sqlite3_column_int64(statement, 4) != 0, createdAt: date)
                    rows += 1
                    checksum += value.score
                }
            case .codable:
                let json = "[" + ids.map(String.init).joined(separator: ",") + "]"
                for value in try MixedCodable.fetchAll(db, sql: sql, arguments: [json, minimum]) {
                    rows += 1
                    checksum += value.score
                }
            case .hand:
                let json = "[" + ids.map(String.init).joined(separator: ",") + "]"
                let statement = try db.cachedStatement(sql: sql)
                for value in try MixedHand.fetchAll(statement, arguments: [json, minimum]) {
                    rows += 1
                    checksum += value.score
                }
            case .generated:
                let request = Mixed.mixedChosen(ids: ids, minScore: minimum, orderedBy: .name)
                for value in try extended ? request.limit(100).fetchAll(db) : request.fetchAll(db) {
                    rows += 1
                    checksum += value.score
                }
            }
        }
        precondition(checksum > 0)
        if approach == .raw {
            sqlite3_finalize(Self.rawDynamicStatement)
            Self.rawDynamicStatement = nil
        }
        return rows
    }

    nonisolated(unsafe) static var rawDynamicStatement: OpaquePointer?

    /// The prepared statement of the raw approach, kept across calls as an app would.
    nonisolated(unsafe) static var rawOwnerStatement: OpaquePointer?

    static func rawFetchWide(_ db: Database) throws -> [WideValues] {
        let connection = db.sqliteConnection
        var statement: OpaquePointer?
        sqlite3_prepare_v2(connection, "SELECT id, c1, c2, c3, c4, c5, c6, c7, c8, c9 FROM wide", -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        var result: [WideValues] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            func c(_ i: CInt) -> Int { Int(sqlite3_column_int64(statement, i)) }
            result.append(WideValues(id: sqlite3_column_int64(statement, 0), c: (c(1), c(2), c(3), c(4), c(5), c(6), c(7), c(8), c(9))))
        }
        return result
    }

    static func rawFetchMixed(_ db: Database) throws -> [MixedValues] {
        let connection = db.sqliteConnection
        var statement: OpaquePointer?
        sqlite3_prepare_v2(connection, "SELECT id, name, note, score, flag, created_at FROM mixed", -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        var result: [MixedValues] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            let note = sqlite3_column_type(statement, 2) == SQLITE_NULL ? nil : String(cString: sqlite3_column_text(statement, 2))
            // Dates are GRDB's text format; the raw code parses them with the same function GRDB uses.
            guard let date = Date(sqliteStatement: statement!, index: 5) else { fatalError("bad date") }
            result.append(MixedValues(
                id: sqlite3_column_int64(statement, 0), name: String(cString: sqlite3_column_text(statement, 1)), note: note,
                score: sqlite3_column_double(statement, 3), flag: sqlite3_column_int64(statement, 4) != 0, createdAt: date))
        }
        return result
    }

    static func rawFetchByKey(_ db: Database, keys: [Int64]) throws -> Int {
        let connection = db.sqliteConnection
        var statement: OpaquePointer?
        sqlite3_prepare_v2(connection, "SELECT id, c1, c2, c3, c4, c5, c6, c7, c8, c9 FROM wide WHERE id = ?", -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        var found = 0
        for key in keys {
            sqlite3_bind_int64(statement, 1, key)
            if sqlite3_step(statement) == SQLITE_ROW {
                func c(_ i: CInt) -> Int { Int(sqlite3_column_int64(statement, i)) }
                let value = WideValues(id: sqlite3_column_int64(statement, 0), c: (c(1), c(2), c(3), c(4), c(5), c(6), c(7), c(8), c(9)))
                if value.id == key { found += 1 }
            }
            sqlite3_reset(statement)
        }
        return found
    }

    // MARK: - Insert

    func insert(_ workload: Workload, _ approach: Approach, _ db: Database) throws {
        let count = Self.rowCount
        switch (workload, approach) {
        case (.insertWide, .raw): try Self.rawInsertWide(db, count: count)
        case (.insertWide, .codable):
            for i in 0..<count {
                let c = Self.wideValue(i)
                var record = WideCodable(id: nil, c1: c[0], c2: c[1], c3: c[2], c4: c[3], c5: c[4], c6: c[5], c7: c[6], c8: c[7], c9: c[8])
                try record.insert(db)
            }
        case (.insertWide, .hand):
            for i in 0..<count {
                let c = Self.wideValue(i)
                var record = WideHand(id: nil, c1: c[0], c2: c[1], c3: c[2], c4: c[3], c5: c[4], c6: c[5], c7: c[6], c8: c[7], c9: c[8])
                try record.insert(db)
            }
        case (.insertWide, .generated):
            for i in 0..<count {
                let c = Self.wideValue(i)
                var record = Wide(c1: c[0], c2: c[1], c3: c[2], c4: c[3], c5: c[4], c6: c[5], c7: c[6], c8: c[7], c9: c[8])
                try record.insert(db)
            }
        case (.insertMixed, .raw): try Self.rawInsertMixed(db, count: count)
        case (.insertMixed, .codable):
            for i in 0..<count {
                var record = MixedCodable(id: nil, name: "name \(i)", note: i % 2 == 0 ? nil : "note", score: Double(i) / 3, flag: i % 3 == 0, createdAt: Self.epoch + Double(i))
                try record.insert(db)
            }
        case (.insertMixed, .hand):
            for i in 0..<count {
                var record = MixedHand(id: nil, name: "name \(i)", note: i % 2 == 0 ? nil : "note", score: Double(i) / 3, flag: i % 3 == 0, createdAt: Self.epoch + Double(i))
                try record.insert(db)
            }
        case (.insertMixed, .generated):
            for i in 0..<count {
                var record = Mixed(name: "name \(i)", note: i % 2 == 0 ? nil : "note", score: Double(i) / 3, flag: i % 3 == 0, createdAt: Self.epoch + Double(i))
                try record.insert(db)
            }
        default: fatalError("not an insert")
        }
    }

    static func rawInsertWide(_ db: Database, count: Int) throws {
        let connection = db.sqliteConnection
        var statement: OpaquePointer?
        sqlite3_prepare_v2(connection, "INSERT INTO wide (id, c1, c2, c3, c4, c5, c6, c7, c8, c9) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        for i in 0..<count {
            let c = wideValue(i)
            sqlite3_bind_null(statement, 1)
            for (index, value) in c.enumerated() { sqlite3_bind_int64(statement, CInt(index + 2), Int64(value)) }
            guard sqlite3_step(statement) == SQLITE_DONE else { throw DatabaseError(message: String(cString: sqlite3_errmsg(connection))) }
            _ = sqlite3_last_insert_rowid(connection)
            sqlite3_reset(statement)
        }
    }

    static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    static func rawInsertMixed(_ db: Database, count: Int) throws {
        let connection = db.sqliteConnection
        var statement: OpaquePointer?
        sqlite3_prepare_v2(connection, "INSERT INTO mixed (id, name, note, score, flag, created_at) VALUES (?, ?, ?, ?, ?, ?)", -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        for i in 0..<count {
            sqlite3_bind_null(statement, 1)
            sqlite3_bind_text(statement, 2, "name \(i)", -1, transient)
            if i % 2 == 0 { sqlite3_bind_null(statement, 3) } else { sqlite3_bind_text(statement, 3, "note", -1, transient) }
            sqlite3_bind_double(statement, 4, Double(i) / 3)
            sqlite3_bind_int64(statement, 5, i % 3 == 0 ? 1 : 0)
            // Dates in GRDB's text format, formatted by the same code GRDB uses.
            guard case .string(let date) = (epoch + Double(i)).databaseValue.storage else { fatalError() }
            sqlite3_bind_text(statement, 6, date, -1, transient)
            guard sqlite3_step(statement) == SQLITE_DONE else { throw DatabaseError(message: String(cString: sqlite3_errmsg(connection))) }
            _ = sqlite3_last_insert_rowid(connection)
            sqlite3_reset(statement)
        }
    }
}
