import FixtureRecords
import Foundation
import GRDB
@_spi(Generated) import GRDBGenRuntime
import XCTest

/// The matrix of GRDB's entry points (issue 51): each place where a GRDB user's code meets a Swift
/// value and a generated column — `set(to:)` in `updateAll`, a `TableAlias` subscript and its
/// dynamic member, an association's aliased filter, `select` of the column decoded back, `max`
/// and `min`, `order`, a key dictionary, `deleteAll` of a filter — × every kind the value matrix
/// stores. Each cell agrees with SQLite: the stored value and its `typeof()` are those the
/// record's own insert writes, and the rows found are those of the SQL written by hand with the
/// stored value. `ValueMatrixComparisonTests` is the matrix of the comparison operators; a new
/// kind is one more row of ``kinds``, a new entry point one more closure of ``Kind``.
///
/// Before issue 51, `set(to:)` stored GRDB's form (a `UUID` as 16 bytes in a text column, a `Date`
/// as text in a Unix-time column: that row could then not be read), and an alias subscript bound
/// a `UUID` as 16 bytes and a `Date` as text (no row found).
final class EntryPointMatrixTests: XCTestCase {
    typealias C = MatrixCell.Columns

    /// One kind of the matrix: a column of `matrixCell`, and its entry points written as a GRDB
    /// user writes them, each with the value of a record (``ValueMatrixTests/cell(_:)``).
    struct Kind {
        var column: String
        /// `Columns.x.set(to: record.x)`.
        var set: (MatrixCell) -> ColumnAssignment
        /// `alias[Columns.x] == record.x`.
        var aliased: (TableAlias<MatrixCell>, MatrixCell) -> SQLExpression
        /// `alias.x === record.x` (GRDB's dynamic member of a record's alias, and `IS`).
        var member: (TableAlias<MatrixCell>, MatrixCell) -> SQLExpression
        /// The column selected and decoded back, then compared with the records' values; nil for a
        /// kind whose value GRDB cannot decode alone (a `json` value is not `DatabaseValueConvertible`:
        /// `asRequest(of: [String].self)` does not compile).
        var selected: ((Database) throws -> Bool)?
    }

    nonisolated(unsafe) static let kinds: [Kind] = [
        Kind(
            column: "int", set: { C.int.set(to: $0.int) }, aliased: { $0[C.int] == $1.int },
            member: { $0.int === $1.int },
            selected: { try EntryPointMatrixTests.selects(C.int, max(C.int), min(C.int), \.int, $0) }),
        Kind(
            column: "real", set: { C.real.set(to: $0.real) }, aliased: { $0[C.real] == $1.real },
            member: { $0.real === $1.real },
            selected: { try EntryPointMatrixTests.selects(C.real, max(C.real), min(C.real), \.real, $0) }),
        Kind(
            column: "text", set: { C.text.set(to: $0.text) }, aliased: { $0[C.text] == $1.text },
            member: { $0.text === $1.text },
            selected: { try EntryPointMatrixTests.selects(C.text, max(C.text), min(C.text), \.text, $0) }),
        Kind(
            column: "flag", set: { C.flag.set(to: $0.flag) }, aliased: { $0[C.flag] == $1.flag },
            member: { $0.flag === $1.flag },
            selected: { try EntryPointMatrixTests.selects(C.flag, max(C.flag), min(C.flag), \.flag, $0) }),
        Kind(
            column: "day", set: { C.day.set(to: $0.day) }, aliased: { $0[C.day] == $1.day },
            member: { $0.day === $1.day },
            selected: { try EntryPointMatrixTests.selects(C.day, max(C.day), min(C.day), \.day, $0) }),
        Kind(
            column: "instant", set: { C.instant.set(to: $0.instant) },
            aliased: { $0[C.instant] == $1.instant },
            member: { $0.instant === $1.instant },
            selected: { try EntryPointMatrixTests.selects(C.instant, max(C.instant), min(C.instant), \.instant, $0) }),
        Kind(
            column: "epoch", set: { C.epoch.set(to: $0.epoch) }, aliased: { $0[C.epoch] == $1.epoch },
            member: { $0.epoch === $1.epoch },
            selected: { try EntryPointMatrixTests.selects(C.epoch, max(C.epoch), min(C.epoch), \.epoch, $0) }),
        Kind(
            column: "epochMs", set: { C.epochMs.set(to: $0.epochMs) },
            aliased: { $0[C.epochMs] == $1.epochMs },
            member: { $0.epochMs === $1.epochMs },
            selected: { try EntryPointMatrixTests.selects(C.epochMs, max(C.epochMs), min(C.epochMs), \.epochMs, $0) }),
        Kind(
            column: "uid", set: { C.uid.set(to: $0.uid) }, aliased: { $0[C.uid] == $1.uid },
            member: { $0.uid === $1.uid },
            selected: { try EntryPointMatrixTests.selects(C.uid, max(C.uid), min(C.uid), \.uid, $0) }),
        Kind(
            column: "uidBytes", set: { C.uidBytes.set(to: $0.uidBytes) },
            aliased: { $0[C.uidBytes] == $1.uidBytes },
            member: { $0.uidBytes === $1.uidBytes },
            selected: {
                try EntryPointMatrixTests.selects(C.uidBytes, max(C.uidBytes), min(C.uidBytes), \.uidBytes, $0)
            }),
        Kind(
            column: "json", set: { C.json.set(to: $0.json) }, aliased: { $0[C.json] == $1.json },
            member: { $0.json === $1.json }, selected: nil),
        Kind(
            column: "amount", set: { C.amount.set(to: $0.amount) }, aliased: { $0[C.amount] == $1.amount },
            member: { $0.amount === $1.amount },
            selected: { try EntryPointMatrixTests.selects(C.amount, max(C.amount), min(C.amount), \.amount, $0) }
        ),
        Kind(
            column: "link", set: { C.link.set(to: $0.link) }, aliased: { $0[C.link] == $1.link },
            member: { $0.link === $1.link },
            selected: { try EntryPointMatrixTests.selects(C.link, max(C.link), min(C.link), \.link, $0) }),
        Kind(
            column: "mood", set: { C.mood.set(to: $0.mood) }, aliased: { $0[C.mood] == $1.mood },
            member: { $0.mood === $1.mood },
            selected: { try EntryPointMatrixTests.selects(C.mood, max(C.mood), min(C.mood), \.mood, $0) }),
        Kind(
            column: "level", set: { C.level.set(to: $0.level) }, aliased: { $0[C.level] == $1.level },
            member: { $0.level === $1.level },
            selected: { try EntryPointMatrixTests.selects(C.level, max(C.level), min(C.level), \.level, $0) }),
        Kind(
            column: "bytes", set: { C.bytes.set(to: $0.bytes) }, aliased: { $0[C.bytes] == $1.bytes },
            member: { $0.bytes === $1.bytes },
            selected: { try EntryPointMatrixTests.selects(C.bytes, max(C.bytes), min(C.bytes), \.bytes, $0) }),
        Kind(
            column: "money", set: { C.money.set(to: $0.money) }, aliased: { $0[C.money] == $1.money },
            member: { $0.money === $1.money },
            selected: { try EntryPointMatrixTests.selects(C.money, max(C.money), min(C.money), \.money, $0) }),
    ]

    /// Whether the column, selected and decoded as its Swift type (`select(column).asRequest(of:)`),
    /// and its `max` and `min` (written where the column's type is known, as an app writes them),
    /// give the records' values.
    static func selects<Value: DatabaseValueConvertible & Equatable>(
        _ column: some SQLSpecificExpressible & SQLSelectable, _ max: SQLExpression, _ min: SQLExpression,
        _ property: KeyPath<MatrixCell, Value>, _ db: Database
    ) throws -> Bool {
        let records = try MatrixCell.order(Column("id")).fetchAll(db)
        let values = try MatrixCell.select(column).order(Column("id")).asRequest(of: Value.self).fetchAll(db)
        let stored = try DatabaseValue.fetchAll(db, MatrixCell.select(column).order(Column("id")))
        let maxRow = try DatabaseValue.fetchOne(db, MatrixCell.select(max))
        let minRow = try DatabaseValue.fetchOne(db, MatrixCell.select(min))
        let maxValue = try MatrixCell.select(max).asRequest(of: Value.self).fetchOne(db)
        let minValue = try MatrixCell.select(min).asRequest(of: Value.self).fetchOne(db)
        let recordValues = records.map { $0[keyPath: property] }
        // The record whose stored value is the greatest (SQLite's order, not Swift's).
        let maxRecord = zip(stored, recordValues).first { $0.0 == maxRow }?.1
        let minRecord = zip(stored, recordValues).first { $0.0 == minRow }?.1
        return values == recordValues && maxValue == maxRecord && minValue == minRecord
    }

    var store: MatrixStore!

    override func setUpWithError() throws {
        store = try MatrixStore.inMemory(functions: .init(uuid: { UUID().uuidString.lowercased() }))
        var first = ValueMatrixTests.cell(true), second = ValueMatrixTests.cell(false)
        try store.insert(&first)
        try store.insert(&second)
    }

    /// What the column stores for the row `id`, with its `typeof()`.
    func stored(_ column: String, id: Int64) throws -> [DatabaseValue] {
        try store.writer.read { db in
            let row = try Row.fetchOne(
                db, sql: "SELECT typeof(\"\(column)\"), \"\(column)\" FROM matrixCell WHERE id = ?", arguments: [id])
            return [row?[0], row?[1]].map { $0 ?? .null }
        }
    }

    /// The ids SQLite finds for `matrixCell.column = ?` with the value row `id` stores.
    func handWritten(_ column: String, equalToRow id: Int64) throws -> [Int64] {
        let value = try stored(column, id: id)[1]
        return try store.writer.read { db in
            try Int64.fetchAll(
                db, sql: "SELECT id FROM matrixCell WHERE \"\(column)\" = ? ORDER BY id", arguments: [value])
        }
    }

    /// `updateAll` with `Columns.x.set(to:)` stores what the record's own insert stores, and the
    /// row reads back.
    func testSetToStoresTheColumnsForm() throws {
        for kind in Self.kinds {
            try setUpWithError()
            let second = ValueMatrixTests.cell(false)
            let changed = try store.writer.write { db in
                try MatrixCell.filter(Column("id") == 1).updateAll(db, kind.set(second))
            }
            XCTAssertEqual(changed, 1, kind.column)
            XCTAssertEqual(try stored(kind.column, id: 1), try stored(kind.column, id: 2), "\(kind.column): set(to:)")
            XCTAssertNoThrow(try store.writer.read { db in try MatrixCell.fetchAll(db) }, kind.column)
        }
    }

    /// A column qualified by a table alias (`alias[Columns.x]`, `alias.x`) binds as the column
    /// stores: the request finds the rows of the SQL written by hand.
    func testAnAliasedColumnComparesAsStored() throws {
        let values = [ValueMatrixTests.cell(true), ValueMatrixTests.cell(false)]
        for kind in Self.kinds {
            for (index, value) in values.enumerated() {
                let expected = try handWritten(kind.column, equalToRow: Int64(index + 1))
                let alias = TableAlias<MatrixCell>()
                let found = try store.writer.read { db in
                    let subscripted = try Int64.fetchAll(
                        db, MatrixCell.aliased(alias).filter(kind.aliased(alias, value)).select(Column("id")))
                    let member = try Int64.fetchAll(
                        db, MatrixCell.aliased(alias).filter(kind.member(alias, value)).select(Column("id")))
                    return [subscripted, member]
                }
                XCTAssertEqual(found, [expected, expected], "\(kind.column): alias")
                XCTAssertFalse(expected.isEmpty, kind.column)
            }
        }
    }

    /// `deleteAll` of a filter on an aliased column deletes the rows the SQL written by hand finds.
    func testDeleteAllOfAnAliasedFilterDeletesTheRowsFound() throws {
        for kind in Self.kinds {
            try setUpWithError()
            let expected = try handWritten(kind.column, equalToRow: 1)
            let alias = TableAlias<MatrixCell>()
            let deleted = try store.writer.write { db in
                try MatrixCell.aliased(alias).filter(kind.member(alias, ValueMatrixTests.cell(true))).deleteAll(db)
            }
            XCTAssertEqual(deleted, expected.count, kind.column)
        }
    }

    /// The column selected, decoded as its Swift type, and its `max` and `min`, give the records'
    /// values — Unix time in milliseconds too, which GRDB alone decodes as seconds.
    func testSelectedValuesDecodeAsTheRecordsValues() throws {
        for kind in Self.kinds {
            guard let selected = kind.selected else { continue }
            XCTAssertTrue(try store.writer.read(selected), "\(kind.column): select")
        }
        // GRDB's `Column` is GRDB's: the stored milliseconds, decoded as seconds.
        let raw = try store.writer.read { db in
            try MatrixCell.select(max(Column("epochMs"))).asRequest(of: Date.self).fetchOne(db)
        }
        let latest = try store.writer.read { db in try MatrixCell.fetchAll(db).map(\.epochMs).max() }
        XCTAssertEqual(raw?.timeIntervalSince1970, latest.map { ($0.timeIntervalSince1970 * 1000).rounded(.down) })
        // The selection in seconds is not named as the column: no record reads it as milliseconds.
        let row = try store.writer.read { db in try MatrixCell.select(C.epochMs).asRequest(of: Row.self).fetchOne(db) }
        XCTAssertEqual(row?.hasColumn("epochMs"), false)
        let annotated = try store.writer.read { db in
            try MatrixCell.annotated(with: C.epochMs).order(Column("id")).fetchAll(db).map(\.epochMs)
        }
        let records = try store.writer.read { db in try MatrixCell.order(Column("id")).fetchAll(db).map(\.epochMs) }
        XCTAssertEqual(annotated, records)
    }

    /// An association's alias filters the joined table as its column stores: `matrixRef` joined
    /// to each key table, filtered on the key through the alias, finds the ref of the SQL join.
    func testAnAssociationsAliasFiltersAsStored() throws {
        let a = ValueMatrixTests.cell(true)
        try store.writer.write { db in
            try MatrixUid(key: a.uid).insert(db)
            try MatrixEpoch(key: a.epoch).insert(db)
            try MatrixEpochM(key: a.epochMs).insert(db)
            try MatrixInstant(key: a.instant).insert(db)
            try MatrixDay(key: a.day).insert(db)
            var ref = MatrixRef(day: a.day, instant: a.instant, epoch: a.epoch, epochMs: a.epochMs, uid: a.uid)
            try ref.insert(db)
        }
        let uid = TableAlias<MatrixUid>(), epoch = TableAlias<MatrixEpoch>(), epochMs = TableAlias<MatrixEpochM>()
        let instant = TableAlias<MatrixInstant>(), day = TableAlias<MatrixDay>()
        let requests: [(String, QueryInterfaceRequest<MatrixRef>)] = [
            ("uid", MatrixRef.joining(required: MatrixRef.matrixUid.aliased(uid)).filter(uid.key == a.uid)),
            (
                "epoch",
                MatrixRef.joining(required: MatrixRef.matrixEpoch.aliased(epoch))
                    .filter(epoch[MatrixEpoch.Columns.key] == a.epoch)
            ),
            (
                "epochMs",
                MatrixRef.joining(required: MatrixRef.matrixEpochM.aliased(epochMs)).filter(epochMs.key == a.epochMs)
            ),
            (
                "instant",
                MatrixRef.joining(required: MatrixRef.matrixInstant.aliased(instant)).filter(instant.key == a.instant)
            ),
            ("day", MatrixRef.joining(required: MatrixRef.matrixDay.aliased(day)).filter(day.key == a.day)),
        ]
        for (column, request) in requests {
            let found = try store.writer.read { db in try request.fetchCount(db) }
            XCTAssertEqual(found, 1, "\(column): an association's alias")
        }
    }

    /// A `uuid` column stored as upper-case text (the keyring fixture): `set(to:)` stores the
    /// upper-case text the record's insert stores (the foreign key holds), and the association's
    /// alias finds the row.
    func testUpperCaseUUIDTextBySetToAndAnAlias() throws {
        let store = try KeyringDatabase.inMemory(functions: KeyringTests.functions)
        var first = Safe(id: UUID(), name: "first"), second = Safe(id: UUID(), name: "second")
        try store.writer.write { db in
            try first.insert(db)
            try second.insert(db)
            var login = Login(id: UUID(), safeID: first.id, title: "mail", password: "p")
            try login.insert(db)
            try Login.all().updateAll(db, Login.Columns.safeID.set(to: second.id))
        }
        try store.writer.read { db in
            let stored = try String.fetchOne(db, sql: "SELECT safeID FROM login")
            XCTAssertEqual(stored, second.id.uuidString, "upper-case text, as the record stores it")
            XCTAssertEqual(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count, 0)
            let safe = TableAlias<Safe>()
            let joined = Login.joining(required: Login.safe.aliased(safe))
            XCTAssertEqual(try joined.filter(safe.id == second.id).fetchCount(db), 1)
            XCTAssertEqual(try joined.filter(safe[Safe.Columns.id] == second.id).fetchCount(db), 1)
            XCTAssertEqual(try joined.filter(safe.id == first.id).fetchCount(db), 0)
        }
    }

    /// A `json` value that JSON cannot encode matches no row, whatever the operator (before, `==`
    /// became `IS NULL` and matched the rows whose column is NULL), and `set(to:)` of it fails the
    /// update, the row unchanged.
    func testAJSONValueThatCannotBeEncodedMatchesNoRowAndIsNotStored() throws {
        struct Gauge: TableRecord {
            static let reading = StoredColumn<Double>.json("reading")
        }
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE gauge (id INTEGER PRIMARY KEY, reading TEXT)")
            try db.execute(sql: "INSERT INTO gauge (id, reading) VALUES (1, NULL), (2, '1.5')")
        }
        let notANumber = Double.nan
        try queue.read { db in
            XCTAssertEqual(try Gauge.filter(Gauge.reading == notANumber).fetchCount(db), 0)
            XCTAssertEqual(try Gauge.filter(Gauge.reading === notANumber).fetchCount(db), 0)
            XCTAssertEqual(try Gauge.filter(Gauge.reading != notANumber).fetchCount(db), 0)
            XCTAssertEqual(try Gauge.filter([notANumber, 1.5].contains(Gauge.reading)).fetchCount(db), 1)
            XCTAssertEqual(try Gauge.filter(Gauge.reading == 1.5).fetchCount(db), 1)
        }
        XCTAssertThrowsError(try queue.write { db in try Gauge.all().updateAll(db, Gauge.reading.set(to: notANumber)) })
        try queue.write { db in _ = try Gauge.filter(key: 1).updateAll(db, Gauge.reading.set(to: 2.5)) }
        let stored = try queue.read { db in try String.fetchAll(db, sql: "SELECT reading FROM gauge ORDER BY id") }
        XCTAssertEqual(stored, ["2.5", "1.5"])
    }

    /// A `json` column of a `String` (a value GRDB binds as itself) compares its JSON text, with an
    /// optional value too, on either side, and nil is `IS NULL` (before, Swift preferred GRDB's
    /// operators over `(any SQLExpressible)?` to the column's over `Value?`: `label == a` bound
    /// `'a'`).
    func testAJSONStringComparesItsJSONTextAlsoAsAnOptional() throws {
        struct Tag: TableRecord {
            static let label = StoredColumn<String>.json("label")
        }
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE tag (id INTEGER PRIMARY KEY, label TEXT)")
            try db.execute(sql: #"INSERT INTO tag (id, label) VALUES (1, '"a"'), (2, NULL), (3, 'a')"#)
        }
        let a: String? = "a"
        let none: String? = nil
        try queue.read { db in
            func ids(_ expression: SQLExpression) throws -> [Int64] {
                try Int64.fetchAll(db, Tag.select(Column("id")).filter(expression).order(Column("id")))
            }
            XCTAssertEqual(try ids(Tag.label == "a"), [1])
            XCTAssertEqual(try ids(Tag.label == a), [1])
            XCTAssertEqual(try ids(Tag.label === a), [1])
            XCTAssertEqual(try ids(Tag.label != a), [3])
            XCTAssertEqual(try ids(Tag.label !== a), [2, 3])
            XCTAssertEqual(try ids(Tag.label == none), [2])
            XCTAssertEqual(try ids(a == Tag.label), [1])
            XCTAssertEqual(try ids(a !== Tag.label), [2, 3])
            XCTAssertEqual(try ids(Tag.label == 0), [], "another type: as GRDB binds it")
            XCTAssertEqual(try ids(["a"].contains(Tag.label)), [1])
        }
    }

    /// A `uuid` stored as text whose row holds the other case (a server's lowercase ids in an
    /// `uppercaseText` column, `UUID().uuidString` in a lowercase one): no lookup of the id finds
    /// the row, so reading it is refused, by every path, with the column and the fix (before, it
    /// read as a `UUID` that `fetchOne(db, id:)` and `Columns.id == id` then missed; issue 51).
    func testAUUIDInTheOtherCaseIsRefusedWhereItIsRead() throws {
        let keyring = try KeyringDatabase.inMemory(functions: KeyringTests.functions)
        let id = UUID()
        try keyring.writer.write { db in
            try db.execute(
                sql: "INSERT INTO safe (id, name) VALUES (?, 'lower')", arguments: [id.uuidString.lowercased()])
        }
        try keyring.writer.read { db in
            XCTAssertNil(try Safe.fetchOne(db, id: id), "the lookup by id misses the row")
            for read in [
                { _ = try Safe.fetchAll(db) },
                { _ = try Row.fetchAll(db, sql: "SELECT * FROM safe").map(Safe.init(row:)) },
                { _ = try Array(Safe.fetchCursor(db)) },
            ] as [() throws -> Void] {
                XCTAssertThrowsError(try read()) { error in
                    XCTAssertTrue(
                        "\(error)".contains(
                            "column `id` holds a UUID in lower case, where the schema stores it in upper case"),
                        "\(error)")
                }
            }
        }
        try store.writer.write { db in
            try db.execute(sql: "UPDATE matrixCell SET uid = upper(uid) WHERE id = 1")
        }
        XCTAssertThrowsError(try store.writer.read { db in try MatrixCell.fetchAll(db) }) { error in
            XCTAssertTrue("\(error)".contains("column `uid` holds a UUID in upper case"), "\(error)")
        }
        // The stored case reads: the fix the message gives.
        try store.writer.write { db in try db.execute(sql: "UPDATE matrixCell SET uid = lower(uid)") }
        XCTAssertEqual(try store.writer.read { db in try MatrixCell.fetchAll(db) }.count, 2)
    }

    /// Key dictionaries, `exists` and `deleteOne` of the key tables of every stored form GRDB does
    /// not bind by itself find the row the record's insert stored; so does `exists` of a filter.
    func testKeyDictionariesAndExistsFindTheStoredRow() throws {
        let a = ValueMatrixTests.cell(true)
        try store.writer.write { db in
            try MatrixUid(key: a.uid).insert(db)
            try MatrixEpoch(key: a.epoch).insert(db)
            try MatrixEpochM(key: a.epochMs).insert(db)
            XCTAssertEqual(try MatrixUid.fetchOne(db, key: ["key": a.uid])?.key, a.uid)
            XCTAssertEqual(try MatrixEpoch.fetchOne(db, key: ["key": a.epoch])?.key, a.epoch)
            XCTAssertEqual(try MatrixEpochM.fetchOne(db, key: ["key": a.epochMs])?.key, a.epochMs)
            XCTAssertTrue(try MatrixUid.exists(db, key: ["key": a.uid]))
            XCTAssertTrue(try MatrixEpochM.exists(db, key: ["key": a.epochMs]))
            XCTAssertFalse(try MatrixCell.filter(C.uid == a.uid).isEmpty(db))
            XCTAssertFalse(try MatrixCell.filter(C.epochMs == a.epochMs).isEmpty(db))
            XCTAssertTrue(try MatrixEpoch.deleteOne(db, key: ["key": a.epoch]))
            XCTAssertEqual(try MatrixEpoch.fetchCount(db), 0)
        }
    }
}
