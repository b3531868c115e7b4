import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The runtime's values of Unix time (issue 60): they bind themselves as the stored integer, read
/// any number back, refuse text, and serve as record timestamps (`timestamps:` over a column of
/// Unix time), each set from the transaction date in its own unit.
final class UnixTimestampTests: XCTestCase {
    /// A record whose timestamps are stored as Unix time, written as a generated one is.
    struct Note: Codable, FetchableRecord, MutablePersistableRecord, Timestamping {
        static let databaseTableName = "note"
        var id: Int64?
        var createdAt: UnixSeconds?
        var updatedAt: UnixMilliseconds?

        static var createdTimestamp: WritableKeyPath<Note, UnixSeconds?>? { \.createdAt }
        static var updatedTimestamp: WritableKeyPath<Note, UnixMilliseconds?>? { \.updatedAt }

        mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
    }

    func testTimestampsOfUnixTimeAreSetFromTheTransactionDateInTheirUnit() throws {
        var configuration = Configuration()
        configuration.transactionClock = .custom { _ in Date(timeIntervalSince1970: 1_700_000_000.987_6) }
        let queue = try DatabaseQueue(configuration: configuration)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, createdAt INTEGER, updatedAt INTEGER)")
            var note = Note()
            try note.insert(db)
            XCTAssertEqual(note.createdAt, UnixSeconds(units: 1_700_000_000))
            XCTAssertEqual(note.updatedAt, UnixMilliseconds(units: 1_700_000_000_987))
            let row = try XCTUnwrap(Row.fetchOne(db, sql: "SELECT typeof(createdAt), createdAt, updatedAt FROM note"))
            XCTAssertEqual(row[0] as String, "integer")
            XCTAssertEqual(row[1] as Int64, 1_700_000_000)
            XCTAssertEqual(row[2] as Int64, 1_700_000_000_987)
            XCTAssertEqual(try Note.fetchOne(db, key: note.id)?.updatedAt, note.updatedAt)
            note.updatedAt = nil
            try note.updateWithTimestamp(db)
            XCTAssertEqual(note.updatedAt, UnixMilliseconds(units: 1_700_000_000_987))
        }
    }

    func testAValueBindsAsStoredAndReadsAnyNumberButNotText() throws {
        let date = Date(timeIntervalSince1970: -1.5)
        XCTAssertEqual(UnixSeconds(date).databaseValue, (-2 as Int64).databaseValue, "rounded down")
        XCTAssertEqual(UnixMilliseconds(date).databaseValue, (-1_500 as Int64).databaseValue)
        XCTAssertEqual(UnixSeconds(date).date, Date(timeIntervalSince1970: -2))
        XCTAssertEqual(UnixSeconds.fromDatabaseValue(1.5.databaseValue)?.date, Date(timeIntervalSince1970: 1.5))
        XCTAssertNil(UnixSeconds.fromDatabaseValue("2023-11-14 22:13:21".databaseValue))
        XCTAssertLessThan(UnixSeconds(units: 1), UnixSeconds(units: 2))
        let json = try JSONEncoder().encode([UnixSeconds(units: 10)])
        XCTAssertEqual(try JSONDecoder().decode([Date].self, from: json), [Date(timeIntervalSince1970: 10)])
    }
}

/// The runtime's stored UUIDs (issue 60): each binds as its column stores it, reads text in either
/// case and 16 bytes, and converts between forms.
final class StoredUUIDTests: XCTestCase {
    func testEachFormBindsAsStoredAndReadsLeniently() throws {
        let uuid = try XCTUnwrap(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        XCTAssertEqual(LowercaseUUID(uuid).databaseValue, "e621e1f8-c36c-495a-93fc-0c247a3e6e5f".databaseValue)
        XCTAssertEqual(UppercaseUUID(uuid).databaseValue, "E621E1F8-C36C-495A-93FC-0C247A3E6E5F".databaseValue)
        XCTAssertEqual(UUIDBytes(uuid).databaseValue, uuid.databaseValue)
        XCTAssertEqual(RecordID<Int, UppercaseUUID>(uuid).databaseValue, UppercaseUUID(uuid).databaseValue)
        for stored in [uuid.uuidString, uuid.uuidString.lowercased()] {
            XCTAssertEqual(LowercaseUUID.fromDatabaseValue(stored.databaseValue)?.uuid, uuid)
            XCTAssertEqual(UppercaseUUID.fromDatabaseValue(stored.databaseValue)?.uuid, uuid)
        }
        XCTAssertEqual(LowercaseUUID.fromDatabaseValue(uuid.databaseValue)?.uuid, uuid, "16 bytes")
        XCTAssertNil(LowercaseUUID.fromDatabaseValue("nope".databaseValue))
        XCTAssertEqual(LowercaseUUID(UppercaseUUID(uuid)), LowercaseUUID(uuid))
        XCTAssertEqual("\(LowercaseUUID(uuid))", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
        let json = try JSONEncoder().encode([LowercaseUUID(uuid)])
        XCTAssertEqual(try JSONDecoder().decode([UUID].self, from: json), [uuid])
        try DatabaseQueue().read { db in
            let read = try LowercaseUUID.fetchOne(db, sql: "SELECT ?", arguments: [uuid.uuidString])
            XCTAssertEqual(read?.uuid, uuid, "through the statement: either case")
        }
    }
}
