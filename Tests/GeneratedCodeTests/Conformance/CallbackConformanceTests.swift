import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// GRDB's persistence callbacks on generated records (GRDB's `MutablePersistableRecordTests`,
/// `PersistableRecordTests`): the same callbacks, in the same order, with the same arguments,
/// through the generated methods as through GRDB's own; user callbacks declared in an extension
/// or by a protocol of the app take effect.
final class CallbackConformanceTests: XCTestCase {
    var log: CallbackLog { .shared }

    // MARK: - Order

    static let playerInsert = [
        "player.willSave", "player.aroundSave.enter",
        "player.willInsert", "player.aroundInsert.enter", "player.aroundInsert.exit", "player.didInsert",
        "player.aroundSave.exit", "player.didSave",
    ]

    static let playerUpdate = [
        "player.willSave", "player.aroundSave.enter",
        "player.willUpdate(id,name,score)", "player.aroundUpdate.enter", "player.aroundUpdate.exit", "player.didUpdate",
        "player.aroundSave.exit", "player.didSave",
    ]

    func testInsertRunsTheCallbacksInGRDBOrder() throws {
        try withConformanceDatabase { db in
            var player = Player(name: "Arthur", score: 10)
            try player.insert(db)
            XCTAssertEqual(log.events, Self.playerInsert)
            XCTAssertEqual(player.id, 1, "the user's didInsert sets the id")
            log.reset()
            var viaGRDB = Player(name: "Barbara", score: 20)
            try GRDBPath.insert(&viaGRDB, db)
            XCTAssertEqual(log.events, Self.playerInsert)
            XCTAssertEqual(viaGRDB.id, 2)
        }
    }

    func testUpdateRunsTheCallbacksInGRDBOrder() throws {
        try withConformanceDatabase { db in
            var player = Player(name: "Arthur", score: 10)
            try player.insert(db)
            log.reset()
            player.score = 11
            try player.update(db)
            XCTAssertEqual(log.events, Self.playerUpdate)
            log.reset()
            try GRDBPath.update(player, db)
            XCTAssertEqual(log.events, Self.playerUpdate)
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT score FROM player"), 11)
        }
    }

    func testSaveUpdatesOrInsertsWithTheCallbacksOfEach() throws {
        // A new record: no update is tried (its key is NULL).
        let saveNew = [
            "player.willSave", "player.aroundSave.enter",
            "player.willInsert", "player.aroundInsert.enter", "player.aroundInsert.exit", "player.didInsert",
            "player.aroundSave.exit", "player.didSave",
        ]
        // A record whose row was deleted: the update fails, then the insert runs.
        let saveDeleted = [
            "player.willSave", "player.aroundSave.enter",
            "player.willUpdate(id,name,score)", "player.aroundUpdate.enter",
            "player.willInsert", "player.aroundInsert.enter", "player.aroundInsert.exit", "player.didInsert",
            "player.aroundSave.exit", "player.didSave",
        ]
        for path in ["generated", "GRDB"] {
            try withConformanceDatabase { db in
                func save(_ player: inout Player) throws {
                    if path == "generated" { try player.save(db) } else { try GRDBPath.save(&player, db) }
                }
                var player = Player(name: "Arthur", score: 10)
                try save(&player)
                XCTAssertEqual(log.events, saveNew, path)
                XCTAssertEqual(player.id, 1, path)
                log.reset()
                player.score = 12
                try save(&player)
                XCTAssertEqual(log.events, Self.playerUpdate, path)
                try db.execute(sql: "DELETE FROM player")
                log.reset()
                try save(&player)
                XCTAssertEqual(log.events, saveDeleted, path)
                XCTAssertEqual(try Player.fetchAll(db), [player], path)
            }
        }
    }

    func testDeleteRunsTheCallbacks() throws {
        try withConformanceDatabase { db in
            var player = Player(name: "Arthur", score: 10)
            try player.insert(db)
            log.reset()
            XCTAssertTrue(try player.delete(db))
            XCTAssertFalse(try player.delete(db))
            XCTAssertEqual(
                log.events,
                [
                    "player.willDelete", "player.aroundDelete.enter", "player.aroundDelete.exit",
                    "player.didDelete(true)",
                    "player.willDelete", "player.aroundDelete.enter", "player.aroundDelete.exit",
                    "player.didDelete(false)",
                ])
        }
    }

    // MARK: - Arguments

    /// `didInsert` gets GRDB's `InsertionSuccess`: the row id, the `INTEGER PRIMARY KEY` column,
    /// and the persistence container with the row id in it (GRDB's `testInsert…` assertions).
    func testInsertionSuccessIsGRDBs() throws {
        try withConformanceDatabase { db in
            func success(_ insert: (Database) throws -> Void) throws -> InsertionSuccess {
                log.reset()
                try insert(db)
                return try XCTUnwrap(log.lastInsertion)
            }
            func pairs(_ container: PersistenceContainer) -> [String] {
                container.map { "\($0.0)=\($0.1)" }
            }
            var player = Player(name: "Arthur", score: 10)
            var grdbPlayer = Player(name: "Barbara", score: 20)
            let fast = try success { try player.insert($0) }
            let grdb = try success { try GRDBPath.insert(&grdbPlayer, $0) }
            XCTAssertEqual(fast.rowID, 1)
            XCTAssertEqual(fast.rowIDColumn, "id")
            XCTAssertEqual(grdb.rowIDColumn, "id")
            XCTAssertEqual(fast.persistenceContainer["iD"]?.databaseValue, 1.databaseValue)
            XCTAssertEqual(pairs(fast.persistenceContainer), ["id=1", "name=\"Arthur\"", "score=10"])
            XCTAssertEqual(pairs(grdb.persistenceContainer), ["id=2", "name=\"Barbara\"", "score=20"])
            XCTAssertEqual(try XCTUnwrap(log.lastSave).persistenceContainer["id"]?.databaseValue, 2.databaseValue)

            // An integer key the app chooses is the row id too; a text key is not.
            var country = Country(code: 33, name: "France")
            let countryInsert = try success { try country.insert($0) }
            XCTAssertEqual(countryInsert.rowID, 33)
            XCTAssertEqual(countryInsert.rowIDColumn, "code")
            XCTAssertEqual(pairs(countryInsert.persistenceContainer), ["code=33", "name=\"France\""])
            country = Country(code: 34, name: "Spain")
            let grdbCountry = try success { try GRDBPath.insert(&country, $0) }
            XCTAssertEqual(grdbCountry.rowIDColumn, "code")

            var word = Word(count: 1, text: "hello")
            let wordInsert = try success { try word.insert($0) }
            XCTAssertNil(wordInsert.rowIDColumn)
            word = Word(count: 2, text: "world")
            let grdbWord = try success { try GRDBPath.insert(&word, $0) }
            XCTAssertNil(grdbWord.rowIDColumn)
            XCTAssertEqual(wordInsert.rowID + 1, grdbWord.rowID, "the hidden row id, as GRDB reports it")
        }
    }

    func testWillInsertChangesWhatIsInserted() throws {
        try withConformanceDatabase { db in
            var player = Player(name: "loud!", score: 1)
            try player.insert(db)
            XCTAssertEqual(player.name, "LOUD!")
            XCTAssertEqual(try String.fetchOne(db, sql: "SELECT name FROM player"), "LOUD!")
        }
    }

    // MARK: - Errors

    func testAThrowingCallbackStopsTheWriteAndThrowsItsError() throws {
        for callback in ["player.willSave", "player.willInsert"] {
            try withConformanceDatabase { db in
                log.inject(.throw, into: callback)
                var player = Player(name: "Arthur", score: 10)
                XCTAssertThrowsError(try player.insert(db)) { error in
                    XCTAssertEqual((error as? CallbackLog.InjectedError)?.callback, callback)
                }
                XCTAssertNil(player.id)
                XCTAssertEqual(try Player.fetchCount(db), 0)
            }
        }
        try withConformanceDatabase { db in
            var player = Player(name: "Arthur", score: 10)
            try player.insert(db)
            log.inject(.throw, into: "player.willUpdate(id,name,score)")
            player.score = 99
            XCTAssertThrowsError(try player.update(db))
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT score FROM player"), 10)
        }
    }

    /// GRDB's `test_around…_misuse…`: an `around…` callback that does not call its function, or
    /// swallows its error, makes the method throw SQLITE_MISUSE.
    func testAroundCallbackMisuseIsSQLiteMisuse() throws {
        let cases: [(String, CallbackLog.Fault, String)] = [
            ("player.aroundSave", .skipAction, "insert"),
            ("player.aroundInsert", .skipAction, "insert"),
            ("player.aroundSave", .skipAction, "update"),
            ("player.aroundUpdate", .skipAction, "update"),
            ("player.aroundUpdate", .swallowError, "update"),
            ("player.aroundInsert", .swallowError, "insert"),
        ]
        for (callback, fault, method) in cases {
            for path in ["generated", "GRDB"] {
                try withConformanceDatabase { db in
                    var player = Player(name: "Arthur", score: 10)
                    if method == "update" {
                        try player.insert(db)
                        if fault == .swallowError { try db.execute(sql: "DELETE FROM player") }
                    } else if fault == .swallowError {
                        var other = Player(name: "Arthur", score: 0)
                        try other.insert(db)  // the insert fails: duplicate name
                        player.name = "Arthur"
                    }
                    log.inject(fault, into: callback)
                    XCTAssertThrowsError(
                        method == "insert"
                            ? (path == "generated" ? try player.insert(db) : try GRDBPath.insert(&player, db))
                            : (path == "generated" ? try player.update(db) : try GRDBPath.update(player, db)),
                        "\(callback) \(fault) \(path)"
                    ) { error in
                        guard let error = error as? DatabaseError else { return XCTFail("\(error)") }
                        XCTAssertEqual(error.resultCode, .SQLITE_MISUSE, "\(callback) \(fault) \(path)")
                        XCTAssertTrue(
                            error.message?.contains("`Player.\(callback.dropFirst("player.".count))`") ?? false,
                            error.message ?? "")
                    }
                }
            }
        }
    }

    /// GRDB's `testRecordError…`: updating a missing row throws `recordNotFound` with the key,
    /// after `willUpdate` and the start of `aroundUpdate`.
    func testUpdateOfAMissingRowThrowsRecordNotFound() throws {
        try withConformanceDatabase { db in
            let country = Country(code: 44, name: "United Kingdom")
            XCTAssertThrowsError(try country.update(db)) { error in
                guard case RecordError.recordNotFound(databaseTableName: "country", key: let key) = error
                else { return XCTFail("\(error)") }
                XCTAssertEqual(key, ["code": 44.databaseValue])
            }
            XCTAssertEqual(
                log.events,
                [
                    "country.willSave", "country.aroundSave.enter", "country.willUpdate(code,name)",
                    "country.aroundUpdate.enter",
                ])
            // A NULL key: not found, without a statement.
            let player = Player(name: "Nobody", score: 0)
            XCTAssertThrowsError(try player.update(db)) { error in
                guard case RecordError.recordNotFound(databaseTableName: "player", key: let key) = error
                else { return XCTFail("\(error)") }
                XCTAssertEqual(key, ["id": .null])
            }
            let enrollment = Enrollment(student: "ann", course: 1)
            XCTAssertThrowsError(try enrollment.update(db)) { error in
                guard case RecordError.recordNotFound(databaseTableName: "enrollment", key: let key) = error
                else { return XCTFail("\(error)") }
                XCTAssertEqual(key, ["student": "ann".databaseValue, "course": 1.databaseValue])
            }
        }
    }

    // MARK: - Callbacks from a protocol of the app

    /// Every kind of key, callbacks from a protocol of the app: the generated methods and GRDB's
    /// give the same events.
    func testProtocolCallbacksOfEveryKeyKind() throws {
        try withConformanceDatabase { db in
            let device = Device(id: .init(), name: "phone")
            func events(_ body: () throws -> Void) rethrows -> [String] {
                log.reset()
                try body()
                return log.events
            }
            func check<R: LoggedRecord & Equatable & FetchableRecord>(
                _ record: R, changed: R, insertFast: (R) throws -> Void, updateFast: (R) throws -> Void,
                saveFast: (R) throws -> Void
            ) throws {
                let name = R.databaseTableName
                let fastInsert = try events { try insertFast(record) }
                try db.execute(sql: "DELETE FROM \(name)")
                var copy = record
                let grdbInsert = try events { try GRDBPath.insert(&copy, db) }
                XCTAssertEqual(fastInsert, grdbInsert, name)
                XCTAssertEqual(fastInsert.first, "\(name).willSave")
                XCTAssertTrue(fastInsert.contains("\(name).didInsert"), name)
                let fastUpdate = try events { try updateFast(changed) }
                let grdbUpdate = try events { try GRDBPath.update(changed, db) }
                XCTAssertEqual(fastUpdate, grdbUpdate, name)
                XCTAssertTrue(fastUpdate.contains("\(name).didUpdate"), name)
                let fastSave = try events { try saveFast(record) }
                copy = record
                let grdbSave = try events { try GRDBPath.save(&copy, db) }
                XCTAssertEqual(fastSave, grdbSave, name)
                XCTAssertEqual(try R.fetchAll(db), [record], name)
            }
            try check(
                Country(code: 1, name: "A"), changed: Country(code: 1, name: "B"),
                insertFast: { try $0.insert(db) }, updateFast: { try $0.update(db) }, saveFast: { try $0.save(db) })
            try check(
                Word(count: 1, text: "w"), changed: Word(count: 2, text: "w"),
                insertFast: { try $0.insert(db) }, updateFast: { try $0.update(db) }, saveFast: { try $0.save(db) })
            try check(
                device, changed: Device(id: device.id, name: "tablet"),
                insertFast: { try $0.insert(db) }, updateFast: { try $0.update(db) }, saveFast: { try $0.save(db) })
            let token = Token(id: .init(), deviceId: device.id)
            try check(
                token, changed: token,
                insertFast: { try $0.insert(db) }, updateFast: { try $0.update(db) }, saveFast: { try $0.save(db) })
            try check(
                Enrollment(student: "ann", course: 1, grade: 3),
                changed: Enrollment(student: "ann", course: 1, grade: 4),
                insertFast: { try $0.insert(db) }, updateFast: { try $0.update(db) }, saveFast: { try $0.save(db) })
        }
    }

    // MARK: - GRDB's timestamps pattern

    /// RecordTimestamps.md on a generated record: `willInsert` from the app's `TimestampedRecord`,
    /// the id from `AutoIncrementedRecord`'s `didInsert`.
    func testTimestampedRecordPattern() throws {
        let queue = try DatabaseQueue()
        try ConformanceDatabase.migrator.migrate(queue)
        let date = try queue.write { db -> Date in
            var article = Article(title: "Hello")
            try article.insert(db)
            XCTAssertEqual(article.id, 1)
            XCTAssertEqual(article.creationDate, try db.transactionDate)
            XCTAssertEqual(article.modificationDate, try db.transactionDate)
            // Stored to the millisecond, as GRDB stores dates.
            let fetched = try XCTUnwrap(Article.fetchOne(db, id: 1))
            XCTAssertEqual(fetched.title, article.title)
            XCTAssertEqual(fetched.creationDate.map(milliseconds), article.creationDate.map(milliseconds))
            // Through GRDB's generic path too.
            var second = Article(title: "World")
            try GRDBPath.insert(&second, db)
            XCTAssertEqual(second.id, 2)
            XCTAssertNotNil(second.creationDate)
            return try db.transactionDate
        }
        try queue.write { db in
            var article = try XCTUnwrap(Article.fetchOne(db, id: 1))
            XCTAssertFalse(try article.updateChangesWithTimestamp(db) { $0.title = "Hello" })
            XCTAssertTrue(try article.updateChangesWithTimestamp(db) { $0.title = "Hello!" })
            XCTAssertGreaterThanOrEqual(try XCTUnwrap(article.modificationDate), date)
            XCTAssertEqual(article.creationDate.map(milliseconds), milliseconds(date))
            let later = date.addingTimeInterval(60)
            try article.updateWithTimestamp(db, modificationDate: later)
            XCTAssertEqual(try Article.fetchOne(db, id: 1)?.modificationDate.map(milliseconds), milliseconds(later))
        }
    }

    func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    /// A record with no callbacks of its own keeps GRDB's defaults: the seed's `Item` gets its id
    /// from `AutoIncrementedRecord`, whichever path inserts it.
    func testDefaultDidInsertSetsTheID() throws {
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue)
        try queue.write { db in
            var item = Item(name: "a")
            try item.insert(db)
            XCTAssertEqual(item.id, 1)
            var other = Item(name: "b")
            try GRDBPath.insert(&other, db)
            XCTAssertEqual(other.id, 2)
            let inserted = try Item(name: "c").inserted(db)
            XCTAssertEqual(inserted.id, 3)
            var saved = Item(name: "d")
            try saved.save(db)
            XCTAssertEqual(saved.id, 4)
        }
    }
}
