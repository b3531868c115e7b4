import FixtureRecords
import Foundation
import GRDB
import XCTest

/// Transaction observers and observations see the writes of generated records as they see
/// GRDB's own (GRDB's `TransactionObserverTests`): per-row events, commits and rollbacks,
/// `DatabaseRegionObservation`, `ValueObservation`.
final class ObserverConformanceTests: XCTestCase {
    /// Records the events of the `player` table and the transactions around them.
    final class Observer: TransactionObserver, @unchecked Sendable {
        var events: [String] = []
        var cancelsCommit = false

        func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
            eventKind.tableName == "player"
        }

        func databaseDidChange(with event: DatabaseEvent) {
            events.append("\(event.kind) \(event.tableName) \(event.rowID)")
        }

        func databaseWillCommit() throws {
            events.append("willCommit")
            if cancelsCommit { throw DatabaseError(resultCode: .SQLITE_ABORT, message: "cancelled by the observer") }
        }

        func databaseDidCommit(_ db: Database) { events.append("didCommit") }

        func databaseDidRollback(_ db: Database) { events.append("didRollback") }
    }

    func events(generated: Bool, _ body: (Database, Observer) throws -> Void) throws -> [String] {
        let queue = try DatabaseQueue()
        try ConformanceDatabase.migrator.migrate(queue)
        let observer = Observer()
        queue.add(transactionObserver: observer)
        CallbackLog.shared.reset()
        try queue.inDatabase { db in try body(db, observer) }
        return observer.events
    }

    /// The check: 3 inserts, 3 events, as with GRDB's insert; then updates, a save, and
    /// a delete, in one transaction and outside of one.
    func testObserversSeeEveryRowWrittenByTheGeneratedMethods() throws {
        func scenario(generated: Bool) throws -> [String] {
            try events(generated: generated) { db, _ in
                try db.inTransaction {
                    for name in ["a", "b", "c"] {
                        var player = Player(name: name, score: 0)
                        if generated { try player.insert(db) } else { try GRDBPath.insert(&player, db) }
                    }
                    return .commit
                }
                // Autocommit: each statement is its own transaction.
                var player = try XCTUnwrap(Player.fetchOne(db, key: 2))
                player.score = 10
                if generated { try player.update(db) } else { try GRDBPath.update(player, db) }
                player.score = 11
                if generated { try player.save(db) } else { try GRDBPath.save(&player, db) }
                _ = try player.delete(db)
            }
        }
        let expected = [
            "insert player 1", "insert player 2", "insert player 3", "willCommit", "didCommit",
            "update player 2", "willCommit", "didCommit",
            "update player 2", "willCommit", "didCommit",
            "delete player 2", "willCommit", "didCommit",
        ]
        XCTAssertEqual(try scenario(generated: true), expected)
        XCTAssertEqual(try scenario(generated: false), expected)
    }

    /// An observer that cancels the commit rolls back the generated insert, as it does GRDB's.
    func testObserverCanCancelTheTransactionOfAGeneratedWrite() throws {
        let events = try events(generated: true) { db, observer in
            observer.cancelsCommit = true
            var player = Player(name: "a", score: 0)
            XCTAssertThrowsError(try player.insert(db)) { error in
                XCTAssertEqual((error as? DatabaseError)?.resultCode, .SQLITE_ABORT)
            }
            observer.cancelsCommit = false
            XCTAssertEqual(try Player.fetchCount(db), 0)
        }
        XCTAssertEqual(events, ["insert player 1", "willCommit", "didRollback"])
    }

    /// An observer of other tables gets no row event, only the transactions, as with GRDB's
    /// methods.
    func testObserversOfOtherTablesSeeNoRow() throws {
        func scenario(generated: Bool) throws -> [String] {
            try events(generated: generated) { db, _ in
                var country = Country(code: 1, name: "A")
                if generated { try country.insert(db) } else { try GRDBPath.insert(&country, db) }
                country.name = "B"
                if generated { try country.update(db) } else { try GRDBPath.update(country, db) }
            }
        }
        XCTAssertEqual(try scenario(generated: true), ["willCommit", "didCommit", "willCommit", "didCommit"])
        XCTAssertEqual(try scenario(generated: false), ["willCommit", "didCommit", "willCommit", "didCommit"])
    }

    func testDatabaseRegionObservationSeesGeneratedWrites() throws {
        let queue = try DatabaseQueue()
        try ConformanceDatabase.migrator.migrate(queue)
        final class Counter: @unchecked Sendable { var count = 0 }
        let counter = Counter()
        let cancellable = DatabaseRegionObservation(tracking: Player.all())
            .start(in: queue, onError: { XCTFail("\($0)") }, onChange: { _ in counter.count += 1 })
        try queue.write { db in
            var player = Player(name: "a", score: 0)
            try player.insert(db)
        }
        try queue.write { db in
            var player = try XCTUnwrap(Player.fetchOne(db, key: 1))
            player.score = 2
            try player.update(db)
        }
        try queue.write { db in
            let country = Country(code: 1, name: "A")
            try country.insert(db)
        }
        XCTAssertEqual(counter.count, 2)
        cancellable.cancel()
    }

    /// A `ValueObservation` of a generated fetch tracks the columns it reads: GRDB's region of
    /// the statement, not just the table.
    func testValueObservationOfGeneratedFetches() async throws {
        let store = try ConformanceDatabase.inMemory()
        var values = ValueObservation.tracking { db in try Player.fetchAll(db).map(\.name) }
            .values(in: store.writer)
            .makeAsyncIterator()
        let initial = try await values.next()
        XCTAssertEqual(initial, [])
        try await store.writer.write { db in
            var player = Player(name: "a", score: 0)
            try player.insert(db)
        }
        let afterInsert = try await values.next()
        XCTAssertEqual(afterInsert, ["a"])
        try await store.writer.write { db in try db.execute(sql: "UPDATE player SET name = 'b'") }
        let afterSQL = try await values.next()
        XCTAssertEqual(afterSQL, ["b"])
    }
}
