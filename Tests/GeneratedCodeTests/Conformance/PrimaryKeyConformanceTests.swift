import FixtureRecords
import Foundation
import GRDB
import XCTest

/// GRDB's id and key APIs on generated records, one kind of key each (GRDB's
/// `RecordPrimaryKeySingleTests`, `RecordPrimaryKeyRowIDTests`, `RecordPrimaryKeyMultipleTests`):
/// `fetchOne`, `find`, `exists`, `filter(id:)`, `filter(ids:)`, `fetchAll(_:ids:)`, `deleteOne`,
/// `deleteAll(_:ids:)`, `record.exists`, `record.delete`, and `updateChanges`.
final class PrimaryKeyConformanceTests: XCTestCase {
    /// Every id API on one record whose row exists, and one that does not.
    func checkIDAPIs<Record>(
        _ record: Record, missing: Record, _ db: Database, file: StaticString = #filePath, line: UInt = #line
    ) throws
    where Record: FetchableRecord & PersistableRecord & Identifiable & Hashable, Record.ID: DatabaseValueConvertible {
        try record.insert(db)
        let id = record.id, missingID = missing.id
        XCTAssertEqual(try Record.fetchOne(db, id: id), record, file: file, line: line)
        XCTAssertEqual(try Record.find(db, id: id), record, file: file, line: line)
        XCTAssertTrue(try Record.exists(db, id: id), file: file, line: line)
        XCTAssertFalse(try Record.exists(db, id: missingID), file: file, line: line)
        XCTAssertEqual(try Record.filter(id: id).fetchAll(db), [record], file: file, line: line)
        XCTAssertEqual(try Record.filter(ids: [id, missingID]).fetchAll(db), [record], file: file, line: line)
        XCTAssertEqual(try Record.fetchAll(db, ids: [id, missingID]), [record], file: file, line: line)
        XCTAssertEqual(try Record.fetchSet(db, ids: [id]), [record], file: file, line: line)
        XCTAssertEqual(try Record.fetchOne(db, key: id), record, file: file, line: line)
        XCTAssertTrue(try record.exists(db), file: file, line: line)
        XCTAssertFalse(try missing.exists(db), file: file, line: line)
        XCTAssertThrowsError(try Record.find(db, id: missingID), file: file, line: line) { error in
            guard case RecordError.recordNotFound = error else { return XCTFail("\(error)", file: file, line: line) }
        }
        XCTAssertFalse(try Record.deleteOne(db, id: missingID), file: file, line: line)
        XCTAssertTrue(try Record.deleteOne(db, id: id), file: file, line: line)
        XCTAssertEqual(try Record.fetchCount(db), 0, file: file, line: line)
        try record.insert(db)
        XCTAssertEqual(try Record.deleteAll(db, ids: [id, missingID]), 1, file: file, line: line)
        try record.insert(db)
        XCTAssertFalse(try missing.delete(db), file: file, line: line)
        XCTAssertTrue(try record.delete(db), file: file, line: line)
        XCTAssertEqual(try Record.fetchCount(db), 0, file: file, line: line)
    }

    func testIntegerKeyChosenByTheApp() throws {
        try withConformanceDatabase { db in
            try checkIDAPIs(Country(code: 33, name: "France"), missing: Country(code: 1, name: "?"), db)
        }
    }

    func testTextKey() throws {
        try withConformanceDatabase { db in
            try checkIDAPIs(Word(count: 1, text: "hello"), missing: Word(count: 1, text: "Hello"), db)
            // The generated lookups, with a key that is not the first column.
            let word = Word(count: 7, text: "hello")
            try word.insert(db)
            XCTAssertEqual(try Word.fetchOne(db, key: "hello"), word)
            XCTAssertEqual(try Word.fetchOne(db, id: "hello"), word)
            XCTAssertNil(try Word.fetchOne(db, key: "Hello"))
        }
    }

    /// UUIDs stored as text: GRDB binds a `UUID` as 16 bytes unless the record's
    /// `databaseUUIDEncodingStrategy(for:)` says otherwise; the generated record says so.
    func testUUIDTextKey() throws {
        try withConformanceDatabase { db in
            let device = Device(id: .init(), name: "phone")
            try checkIDAPIs(device, missing: Device(id: .init(), name: "?"), db)
            try device.insert(db)
            XCTAssertEqual(
                try String.fetchOne(db, sql: "SELECT typeof(id) || ' ' || id FROM device"),
                "text \(device.id.uuidString.lowercased())")
        }
    }

    func testUUIDBytesKeyAndUUIDTextForeignKey() throws {
        try withConformanceDatabase { db in
            let device = Device(id: .init(), name: "phone")
            try device.insert(db)
            let token = Token(id: .init(), deviceId: device.id)
            try checkIDAPIs(token, missing: Token(id: .init(), deviceId: device.id), db)
            try token.insert(db)
            XCTAssertEqual(
                try String.fetchOne(db, sql: "SELECT typeof(id) || ' ' || typeof(device_id) FROM token"), "blob text")
            // The foreign key, by association, both ways.
            XCTAssertEqual(try device.tokens.fetchAll(db), [token])
            XCTAssertEqual(try token.device.fetchOne(db), device)
            XCTAssertEqual(
                try Token.filter(Token.Columns.deviceId == device.id.uuidString.lowercased()).fetchAll(db), [token])
        }
    }

    func testAutoIncrementedKey() throws {
        try withConformanceDatabase { db in
            var player = Player(name: "Arthur", score: 1)
            try player.insert(db)
            let id = try XCTUnwrap(player.id)
            XCTAssertEqual(try Player.fetchOne(db, id: id), player)
            XCTAssertEqual(try Player.find(db, id: id), player)
            XCTAssertTrue(try Player.exists(db, id: id))
            XCTAssertEqual(try Player.fetchAll(db, ids: [id, 99]), [player])
            XCTAssertEqual(try Player.filter(id: id).fetchOne(db), player)
            XCTAssertTrue(try Player.deleteOne(db, id: id))
            XCTAssertFalse(try Player.exists(db, id: id))
            // A record whose id is nil does not exist and deletes nothing.
            XCTAssertFalse(try Player(name: "new", score: 0).exists(db))
            XCTAssertFalse(try Player(name: "new", score: 0).delete(db))
        }
    }

    func testCompositeKey() throws {
        try withConformanceDatabase { db in
            let enrollment = Enrollment(student: "ann", course: 1, grade: 3.5)
            try enrollment.insert(db)
            let key: [String: (any DatabaseValueConvertible)?] = ["student": "ann", "course": 1]
            let missing: [String: (any DatabaseValueConvertible)?] = ["student": "ann", "course": 2]
            XCTAssertEqual(try Enrollment.fetchOne(db, key: key), enrollment)
            XCTAssertEqual(try Enrollment.find(db, key: key), enrollment)
            XCTAssertTrue(try Enrollment.exists(db, key: key))
            XCTAssertFalse(try Enrollment.exists(db, key: missing))
            XCTAssertEqual(try Enrollment.fetchAll(db, keys: [key, missing]), [enrollment])
            XCTAssertTrue(try enrollment.exists(db))
            XCTAssertFalse(try Enrollment.deleteOne(db, key: missing))
            XCTAssertTrue(try Enrollment.deleteOne(db, key: key))
            XCTAssertFalse(try enrollment.exists(db))
        }
    }

    /// GRDB's `updateChanges`: only the changed columns, through GRDB's update with the
    /// generated record's callbacks.
    func testUpdateChanges() throws {
        try withConformanceDatabase { db in
            var player = Player(name: "Arthur", score: 1)
            try player.insert(db)
            CallbackLog.shared.reset()
            var statements: [String] = []
            db.trace { if case .statement(let statement) = $0 { statements.append(statement.sql) } }
            XCTAssertFalse(try player.updateChanges(db) { $0.score = 1 })
            XCTAssertTrue(try player.updateChanges(db) { $0.score = 2 })
            db.trace(options: [], nil)
            XCTAssertEqual(
                statements.filter { $0.hasPrefix("UPDATE") }, [#"UPDATE "player" SET "score"=? WHERE "id"=?"#])
            XCTAssertEqual(try Player.fetchOne(db, key: player.id!)?.score, 2)
            XCTAssertTrue(
                CallbackLog.shared.events.contains("player.willUpdate(score)"), "\(CallbackLog.shared.events)")
        }
    }
}
