import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The keyring fixture (issue 46): the data layer of an app that shipped for years — seven tables,
/// thirteen migrations with two rebuilds, a Swift rewrite step and a function of the migrations
/// only, timestamps, properties stricter than their columns, upper-case UUID text, a
/// `DatabaseQueue` — migrated from a file made by its oldest migration, every row read back.
final class KeyringTests: XCTestCase {
    static let safeID = Safe.ID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    static let loginID = Login.ID(uuidString: "0C247A3E-6E5F-495A-93FC-E621E1F8C36C")!
    static let cardID = Card.ID(uuidString: "93FC0C24-7A3E-4E5F-895A-E621E1F8C36C")!

    /// The app's functions: the Swift step of v6 masks card numbers, v11's SQL function trims titles.
    static let functions = KeyringDatabase.Functions(
        cleanTitle: { title in (title ?? "").trimmingCharacters(in: .whitespaces) },
        rewriteCards: { db in try db.execute(sql: "UPDATE card SET number = '**** ' || substr(number, -4)") })

    /// A file made by the app's migrations up to `migration`, with rows as the app wrote them.
    func oldFile(upTo migration: String) throws -> String {
        let path = NSTemporaryDirectory() + "keyring-\(UUID().uuidString).sqlite"
        var configuration = Configuration()
        Self.functions.register(in: &configuration)
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try KeyringDatabase.migrator(functions: Self.functions).migrate(queue, upTo: migration)
        try queue.write { db in
            try db.execute(
                sql: "INSERT INTO safe (id, name) VALUES (?, 'Personal')", arguments: [Self.safeID.uuidString])
            try db.execute(
                sql: "INSERT INTO login (id, safeID, title, username, password) VALUES (?, ?, '  Mail  ', 'me', 'pw')",
                arguments: [Self.loginID.uuidString, Self.safeID.uuidString])
            if try db.tableExists("card") {
                try db.execute(
                    sql: "INSERT INTO card (id, safeID, number) VALUES (?, ?, '4111111111111111')",
                    arguments: [Self.cardID.uuidString, Self.safeID.uuidString])
            }
        }
        try queue.close()
        return path
    }

    func testAFileOfTheOldestMigrationsMigratesAndEveryRowReadsBack() throws {
        let path = try oldFile(upTo: "v5")
        let store = try KeyringDatabase.openFile(atPath: path, functions: Self.functions, connection: .queue)
        XCTAssertTrue(store.writer is DatabaseQueue)
        XCTAssertEqual(try store.pendingMigrations(), [])
        // v6 ran the app's Swift closure, v8 rebuilt the card table with its rows, v11 the SQL function.
        let card = try XCTUnwrap(store.fetchOne(Card.self, id: Self.cardID))
        XCTAssertEqual(card.number, "**** 1111")
        let login = try XCTUnwrap(store.fetchOne(Login.self, id: Self.loginID))
        XCTAssertEqual(login.title, "Mail")
        XCTAssertEqual(login.safeID, Self.safeID)
        let safe = try XCTUnwrap(store.fetchOne(Safe.self, id: Self.safeID))
        XCTAssertEqual(safe.name, "Personal")
        XCTAssertNil(safe.createdAt)  // rebuilt by v10, its rows written before the dates existed
        // Every row, by every path: the fast path, GRDB's generic fetch, a cursor, the query.
        try store.read { db in
            XCTAssertEqual(try Login.fetchAll(db).map(\.id), [Self.loginID])
            XCTAssertEqual(try Self.grdbFetchAll(Login.self, db).map(\.id), [Self.loginID])
            XCTAssertEqual(try Login.fetchCursor(db).next()?.title, "Mail")
            XCTAssertEqual(try Login.loginsOfSafe(safe: Self.safeID).fetchAll(db).map(\.id), [Self.loginID])
            XCTAssertEqual(try Login.loginsNamed(pattern: "M%").fetchCount(db), 1)
            XCTAssertEqual(try Card.fetchAll(db).count, 1)
        }
    }

    func testAFileOfTheFirstMigrationMigratesThroughEveryOtherAndReadsBack() throws {
        let path = try oldFile(upTo: "v1")
        let store = try KeyringDatabase.openFile(atPath: path, functions: Self.functions, connection: .queue)
        let applied = try store.writer.read(KeyringDatabase.migrator.appliedIdentifiers).count
        XCTAssertEqual(applied, 13)
        let login = try XCTUnwrap(store.fetchOne(Login.self, id: Self.loginID))
        XCTAssertEqual([login.title, login.username, login.password], ["Mail", "me", "pw"])
        XCTAssertNil(login.url)
        XCTAssertNil(login.lastUpdated)
        XCTAssertEqual(try store.fetch(Safe.all()).map(\.name), ["Personal"])
        XCTAssertEqual(try store.fetchCount(Card.all()), 0)
        // The app writes on: a login saved gets its date.
        var saved = login
        try store.save(&saved)
        XCTAssertNotNil(saved.lastUpdated)
    }

    static func grdbFetchAll<Record: FetchableRecord & TableRecord>(
        _ type: Record.Type, _ db: Database
    ) throws
        -> [Record]
    {
        try Record.fetchAll(db)
    }

    func testAStoreWithoutTheFunctionsOpensAMigratedFileAndRefusesAPendingSwiftStep() throws {
        // Migrated: the functions of the migrations are no longer needed.
        let migrated = try oldFile(upTo: "v13")
        let store = try KeyringDatabase.openFile(atPath: migrated, connection: .queue)
        XCTAssertEqual(try store.fetch(Card.all()).count, 1)

        // Pending v6: the store says which function and which migration, and changes nothing.
        let old = try oldFile(upTo: "v5")
        XCTAssertThrowsError(try KeyringDatabase.openFile(atPath: old, connection: .queue)) { error in
            XCTAssertEqual(
                error as? StoreError, .missingMigrationFunction(name: "rewriteCards", migration: "v6"), "\(error)")
        }
        let queue = try DatabaseQueue(path: old)
        XCTAssertEqual(
            try queue.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }.last, "v5")
        XCTAssertEqual(
            try queue.read { db in try String.fetchOne(db, sql: "SELECT number FROM card") }, "4111111111111111")
        try queue.close()

        // Pending v11 only: the SQL function of the migrations only is named.
        let v10 = try oldFile(upTo: "v10")
        XCTAssertThrowsError(
            try KeyringDatabase.openFile(
                atPath: v10, functions: KeyringDatabase.Functions(rewriteCards: { _ in }), connection: .queue)
        ) { error in
            XCTAssertEqual(error as? StoreError, .missingMigrationFunction(name: "cleanTitle", migration: "v11"))
        }
    }

    func testANewFileOpensWithoutTheClosuresOfItsSwiftSteps() throws {
        // A new file has no rows for `rewriteCards` (v6) or `cleanTitle` (v11) to rewrite.
        let memory = try KeyringDatabase.inMemory()
        XCTAssertEqual(try memory.pendingMigrations(), [])
        let path = NSTemporaryDirectory() + "keyring-new-\(UUID().uuidString).sqlite"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try KeyringDatabase.openFile(atPath: path, functions: .init(), connection: .queue)
        var safe = Safe(id: .init(), name: "New")
        try store.insert(&safe)
        // A stand-in of a function of the migrations only, should a row ever reach it, refuses.
        XCTAssertThrowsError(try store.write { db in try db.execute(sql: "SELECT cleanTitle('x')") })
    }

    func testTheAppsConfigurationOpensAFileWithItsSwiftStepsPending() throws {
        // As an encrypted file is opened (SQLCipher: `PRAGMA key` in prepareDatabase), with v6 pending.
        let old = try oldFile(upTo: "v5")
        let prepared = PreparedConnections()
        var configuration = KeyringDatabase.defaultConfiguration
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA cache_size = -4000")
            prepared.count()
        }
        let store = try KeyringDatabase.openFile(
            atPath: old, configuration: configuration, functions: Self.functions, connection: .queue)
        XCTAssertGreaterThan(prepared.value, 0)
        XCTAssertEqual(try store.read { db in try Int.fetchOne(db, sql: "PRAGMA cache_size") }, -4000)
        XCTAssertEqual(try store.fetch(Card.all()).map(\.number), ["**** 1111"])
        let memory = try KeyringDatabase.inMemory(configuration: configuration, functions: Self.functions)
        XCTAssertEqual(try memory.read { db in try Int.fetchOne(db, sql: "PRAGMA cache_size") }, -4000)
    }

    func testTheSchemaChangeCheckRunsTheSwiftStepsOfTheApp() throws {
        let path = try oldFile(upTo: "v13")
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        // The check replays the migrations in a scratch database: v6 through the app's closure.
        let ran = PreparedConnections()
        let functions = KeyringDatabase.Functions(rewriteCards: { _ in ran.count() })
        XCTAssertEqual(
            try KeyringDatabase.schemaChanges(queue, migrator: KeyringDatabase.migrator(functions: functions)), [])
        XCTAssertEqual(ran.value, 1)
        // Without it, the scratch database has no rows to rewrite: the step does nothing.
        XCTAssertEqual(try KeyringDatabase.schemaChanges(queue), [])
    }

    /// An in-memory store whose transaction clock moves one second per transaction, from 1_700_000_001.
    func storeWithAClock() throws -> KeyringDatabase {
        let ticks = Ticks()
        var configuration = KeyringDatabase.defaultConfiguration
        configuration.transactionClock = .custom { _ in Date(timeIntervalSince1970: 1_700_000_000 + ticks.next()) }
        Self.functions.register(in: &configuration)
        return try KeyringDatabase(DatabaseQueue(configuration: configuration), functions: Self.functions)
    }

    func testTimestampsAreTheTransactionDateAndAnUpdateMovesTheModificationDate() throws {
        let store = try storeWithAClock()
        var safe = Safe(id: .init(), name: "Work")
        try store.insert(&safe)
        let created = try XCTUnwrap(safe.createdAt)
        XCTAssertEqual(safe.updatedAt, created)
        XCTAssertEqual(try store.fetchOne(Safe.self, id: safe.id)?.createdAt, created)
        try store.write { db in
            var other = Safe(id: .init(), name: "Other")
            try other.insert(db)
            XCTAssertEqual(other.createdAt, try db.transactionDate)
        }
        // An update that changes nothing else still moves `updatedAt`, in the record and the row.
        try store.update(&safe)
        XCTAssertEqual(safe.createdAt, created)
        let updated = try XCTUnwrap(safe.updatedAt)
        XCTAssertGreaterThan(updated, created)
        XCTAssertEqual(try store.fetchOne(Safe.self, id: safe.id)?.updatedAt, updated)
        // A save of a row that exists is an update; of a new one, an insert.
        try store.save(&safe)
        XCTAssertGreaterThan(try XCTUnwrap(safe.updatedAt), updated)
        // The value passed without `&`: the row moves.
        let before = try XCTUnwrap(store.fetchOne(Safe.self, id: safe.id)?.updatedAt)
        try store.update(safe)
        XCTAssertGreaterThan(try XCTUnwrap(store.fetchOne(Safe.self, id: safe.id)?.updatedAt), before)
        // touch: the date only; GRDB's own update writes the record as it is.
        try store.write { db in
            var fetched = try XCTUnwrap(Safe.fetchOne(db, id: safe.id))
            try fetched.touch(db)
            XCTAssertEqual(fetched.updatedAt, try db.transactionDate)
        }
        // A draft that is the record (an autoincrement key): the creation date.
        let history = try store.insert(LoginHistory.Draft(loginID: nil, password: "old"))
        XCTAssertNotNil(history.changedAt)
        // A draft struct (`addedAt` has an SQL default): the transaction date, not SQLite's
        // CURRENT_TIMESTAMP, as the record's own insert writes it.
        let attachment = try store.insert(Attachment.Draft(name: "scan"))
        let added = try XCTUnwrap(attachment.addedAt)
        XCTAssertEqual(added.timeIntervalSince1970, 1_700_000_000, accuracy: 1_000)
        var other = Attachment(name: "photo")
        try store.insert(&other)
        XCTAssertGreaterThan(try XCTUnwrap(other.addedAt), added)
    }

    func testTheAsyncUpdatesAndSavesMoveTheModificationDate() async throws {
        let store = try storeWithAClock()
        var safe = Safe(id: .init(), name: "Work")
        try await store.insert(&safe)
        let created = try XCTUnwrap(safe.updatedAt)
        try await store.update(&safe)
        let updated = try XCTUnwrap(safe.updatedAt)
        XCTAssertGreaterThan(updated, created)
        try await store.save(&safe)
        XCTAssertGreaterThan(try XCTUnwrap(safe.updatedAt), updated)
        try await store.update(safe)
        let stored = try await store.fetchOne(Safe.self, id: safe.id)?.updatedAt
        XCTAssertGreaterThan(try XCTUnwrap(stored), try XCTUnwrap(safe.updatedAt))
    }

    func testANullWhereTheSwiftTypeHasNoneThrowsAndNamesTheTableColumnAndRow() throws {
        let store = try KeyringDatabase.inMemory(functions: Self.functions)
        try store.write { db in
            try db.execute(sql: "INSERT INTO safe (id, name) VALUES ('E621E1F8-C36C-495A-93FC-0C247A3E6E5F', NULL)")
        }
        func check(_ error: Error, file: StaticString = #filePath, line: UInt = #line) {
            guard let error = error as? StoreError, case .nullValue(let table, let column, _, _) = error else {
                return XCTFail("\(error)", file: file, line: line)
            }
            XCTAssertEqual(table, "safe", file: file, line: line)
            XCTAssertEqual(column, "name", file: file, line: line)
            XCTAssertTrue(error.description.contains("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"), error.description)
        }
        try store.read { db in
            XCTAssertThrowsError(try Safe.fetchAll(db)) { check($0) }
            XCTAssertThrowsError(try Self.grdbFetchAll(Safe.self, db)) { check($0) }
            XCTAssertThrowsError(try Safe.fetchCursor(db).next()) { check($0) }
            XCTAssertThrowsError(try Safe.fetchOne(db, id: Self.safeID)) { check($0) }
        }
        // The record never writes NULL there: its property is a String.
        var safe = Safe(id: .init(), name: "")
        try store.insert(&safe)
        let type = try store.read { db in
            try String.fetchOne(db, sql: "SELECT typeof(name) FROM safe WHERE id = ?", arguments: [safe.id.uuidString])
        }
        XCTAssertEqual(type, "text")
    }

    func testUpperCaseUUIDTextIsWrittenReadAndFoundAsStored() throws {
        let store = try KeyringDatabase.inMemory(functions: Self.functions)
        var safe = Safe(id: Self.safeID, name: "Home")
        try store.insert(&safe)
        var login = Login(id: Self.loginID, safeID: Self.safeID, title: "Bank", password: "pw")
        try store.insert(&login)
        try store.read { db in
            let stored = try String.fetchAll(db, sql: "SELECT id FROM safe UNION ALL SELECT safeID FROM login")
            XCTAssertEqual(stored, [Self.safeID.uuidString, Self.safeID.uuidString])
            XCTAssertEqual(stored[0], stored[0].uppercased())
            // By the key (the fast path and GRDB's id API), by a column, by the query, by SQL by hand.
            XCTAssertEqual(try Safe.fetchOne(db, id: Self.safeID)?.name, "Home")
            XCTAssertEqual(try Safe.filter(id: Self.safeID).fetchCount(db), 1)
            XCTAssertEqual(try Login.filter(Login.Columns.safeID == Self.safeID).fetchCount(db), 1)
            XCTAssertEqual(try Login.loginsOfSafe(safe: Self.safeID).fetchCount(db), 1)
            let sql = "SELECT count(*) FROM login WHERE safeID = ?"
            XCTAssertEqual(try Int.fetchOne(db, sql: sql, arguments: [Self.safeID.uuidString]), 1)
        }
        XCTAssertEqual(try store.delete(Safe.self, ids: [Self.safeID]), 1)
        XCTAssertEqual(try store.fetchCount(Login.all()), 0)  // the cascade found its rows
    }

    /// A table keyed by its hidden rowid (`safe_position`, no primary key) nests its record in a
    /// join beside other tables' `t.*`: its `rowid` nil, or read when `t.rowid, t.*` selects it.
    func testARowidKeyedTableNestsItsRecordInAJoin() throws {
        let store = try KeyringDatabase.inMemory(functions: Self.functions)
        var home = Safe(id: Self.safeID, name: "Home")
        var work = Safe(id: .init(), name: "Work")
        try store.insert(&home)
        try store.insert(&work)
        var mail = Login(id: Self.loginID, safeID: home.id, title: "Mail", password: "a")
        var bank = Login(id: .init(), safeID: work.id, title: "Bank", password: "b")
        try store.insert(&mail)
        try store.insert(&bank)
        var spare = Safe(id: .init(), name: "Spare")
        try store.insert(&spare)
        try store.write { db in
            var first = SafePosition(safeID: work.id, position: 1)
            var second = SafePosition(safeID: home.id, position: 2)
            try first.insert(db)
            try second.insert(db)
        }
        let byHand = try store.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT login.title, safe_position.position, safe_position.rowid FROM safe
                    JOIN login ON login.safeID = safe.id JOIN safe_position ON safe_position.safeID = safe.id
                    ORDER BY safe_position.position, login.title
                    """
            ).map { [$0[0] as String, "\($0[1] as Int)", "\($0[2] as Int64)"] }
        }
        XCTAssertEqual(byHand, [["Bank", "1", "1"], ["Mail", "2", "2"]])
        try store.read { db in
            for rows in [
                try SafeListRow.safeList().fetchAll(db), try Self.grdbFetchAll(SafeListRow.safeList(), db),
                try Array(SafeListRow.safeList().fetchCursor(db)),
            ] {
                XCTAssertEqual(
                    rows.map { [$0.login.title, "\($0.safePosition.position)"] }, byHand.map { Array($0[0...1]) })
                XCTAssertEqual(rows.map(\.safe.id), [work.id, home.id])
                XCTAssertEqual(rows.map(\.safePosition.rowid), [1, 2])
            }
            // `t.rowid, t.*` on an outer join's side: the rowid tells the missing row, by every path.
            for keyed in [
                try SafeListWithPositionKeysRow.safeListWithPositionKeys().fetchAll(db),
                try Self.grdbFetchAll(SafeListWithPositionKeysRow.safeListWithPositionKeys(), db),
            ] {
                XCTAssertEqual(keyed.map { $0.safePosition?.rowid }, [1, 2, nil])
                XCTAssertEqual(keyed.map(\.safe.name), ["Work", "Home", "Spare"])
            }
        }
        // A record read through the join, changed and saved, updates its row (issue 51: read without
        // its rowid, it was inserted again, a second row).
        var position = try XCTUnwrap(
            try store.read { db in try SafeListRow.safeList().fetchAll(db) }.first?.safePosition)
        position.position = 7
        try store.write { db in try position.save(db) }
        let positions = try store.read { db in
            try Row.fetchAll(db, sql: "SELECT rowid, position FROM safe_position ORDER BY rowid").map {
                [$0[0] as Int64, $0[1] as Int64]
            }
        }
        XCTAssertEqual(positions, [[1, 7], [2, 2]])
    }

    static func grdbFetchAll<Request: FetchRequest>(_ request: Request, _ db: Database) throws -> [Request.RowDecoder]
    where Request.RowDecoder: FetchableRecord {
        try Row.fetchAll(db, request).map(Request.RowDecoder.init(row:))
    }
}

/// A transaction clock's count, one second per transaction.
private final class Ticks: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0.0

    func next() -> Double {
        lock.withLock {
            count += 1
            return count
        }
    }
}

/// Counts the connections a configuration prepared.
final class PreparedConnections: @unchecked Sendable {
    private let lock = NSLock()
    private var prepared = 0
    var value: Int { lock.withLock { prepared } }
    func count() { lock.withLock { prepared += 1 } }
}
