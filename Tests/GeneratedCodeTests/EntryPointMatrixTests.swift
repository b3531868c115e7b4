import FixtureRecords
import Foundation
import GRDB
@_spi(Generated) import GRDBGenRuntime
import XCTest

/// The matrix of GRDB's entry points (issues 51 and 60): each place where a GRDB user's code meets
/// a record's value and a column — GRDB's own `Column("x") == v`, `alias["x"] == v`, SQL written
/// by hand (`filter(sql:arguments:)`, `fetchAll(db, sql:arguments:)`), `set(to:)` in `updateAll`,
/// an association's aliased filter, `select` of the column decoded back, GRDB's `max` and `min`,
/// key dictionaries, `deleteAll` of a filter — × every kind the value matrix stores. Each cell
/// agrees with SQLite: the stored value and its `typeof()` are those the record's own insert
/// writes, and the rows found are those of the SQL written by hand with the value SQLite holds.
///
/// Since issue 60 every value binds itself as its column stores it (`LowercaseUUID`,
/// `UnixSeconds`, `UnixMilliseconds`, a record's `ID`), so the `Columns` are GRDB's plain
/// `Column`s and nothing of GRDB is re-declared. Before, GRDB's `Column("uid") == record.uid`
/// bound 16 bytes and found no row, and `Column("epoch") == record.epoch` bound GRDB's date text.
/// A `json` value is no `DatabaseValueConvertible`: those entry points do not compile for it
/// (Tests/CompileFail).
final class EntryPointMatrixTests: XCTestCase {
    typealias C = MatrixCell.Columns

    /// One kind of the matrix: a column of `matrixCell`, and its entry points written as a GRDB
    /// user writes them, each with the value of a record (``ValueMatrixTests/cell(_:)``).
    struct Kind {
        var column: String
        /// `Column("x").set(to: record.x)`.
        var set: (MatrixCell) -> ColumnAssignment
        /// GRDB's `Column("x") == record.x`.
        var equal: (MatrixCell) -> SQLExpression
        /// `alias["x"] == record.x` (GRDB's subscript of an alias by name).
        var aliased: (TableAlias<MatrixCell>, MatrixCell) -> SQLExpression
        /// `record.x`, an argument of SQL written by hand.
        var argument: (MatrixCell) -> any DatabaseValueConvertible
        /// The column selected and decoded back, and GRDB's `max` and `min` of it, compared with
        /// the records' values.
        var selected: (Database) throws -> Bool
    }

    /// A kind whose value is the record's property at `path`, stored in `column`.
    static func kind<Value: DatabaseValueConvertible & Equatable>(
        _ column: String, _ path: KeyPath<MatrixCell, Value> & Sendable
    ) -> Kind {
        Kind(
            column: column, set: { Column(column).set(to: $0[keyPath: path]) },
            equal: { Column(column) == $0[keyPath: path] }, aliased: { $0[column] == $1[keyPath: path] },
            argument: { $0[keyPath: path] },
            selected: { try selects(Column(column), max(Column(column)), min(Column(column)), path, $0) })
    }

    nonisolated(unsafe) static let kinds: [Kind] = [
        kind("int", \.int), kind("real", \.real), kind("text", \.text), kind("flag", \.flag), kind("day", \.day),
        kind("instant", \.instant), kind("epoch", \.epoch), kind("epochMs", \.epochMs), kind("uid", \.uid),
        kind("uidBytes", \.uidBytes), kind("uidUpper", \.uidUpper), kind("amount", \.amount), kind("link", \.link),
        kind("mood", \.mood),
        kind("level", \.level), kind("bytes", \.bytes), kind("money", \.money),
    ]

    /// Whether the column, selected and decoded as its Swift type (`select(column).asRequest(of:)`),
    /// and its `max` and `min` give the records' values.
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

    /// `updateAll` with `Column("x").set(to:)` stores what the record's own insert stores, and the
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

    /// GRDB's own entry points with a record's value — `Column("x") == v`, the record's
    /// `Columns.x == v`, `alias["x"] == v`, `filter(sql:arguments:)` and a whole statement written
    /// by hand — find the rows that the SQL written by hand with the stored value finds.
    func testEveryEntryPointFindsTheStoredRows() throws {
        let values = [ValueMatrixTests.cell(true), ValueMatrixTests.cell(false)]
        for kind in Self.kinds {
            for (index, value) in values.enumerated() {
                let expected = try handWritten(kind.column, equalToRow: Int64(index + 1))
                let alias = TableAlias<MatrixCell>()
                let found = try store.writer.read { db in
                    let ids = MatrixCell.select(Column("id")).order(Column("id"))
                    return [
                        try Int64.fetchAll(db, ids.filter(kind.equal(value))),
                        try Int64.fetchAll(
                            db, MatrixCell.aliased(alias).filter(kind.aliased(alias, value)).select(Column("id"))),
                        try Int64.fetchAll(
                            db, ids.filter(sql: "\"\(kind.column)\" = ?", arguments: [kind.argument(value)])),
                        try Int64.fetchAll(
                            db, sql: "SELECT id FROM matrixCell WHERE \"\(kind.column)\" = ? ORDER BY id",
                            arguments: [kind.argument(value)]),
                    ]
                }
                XCTAssertEqual(found, Array(repeating: expected, count: 4), "\(kind.column): \(index)")
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
                try MatrixCell.aliased(alias).filter(kind.aliased(alias, ValueMatrixTests.cell(true))).deleteAll(db)
            }
            XCTAssertEqual(deleted, expected.count, kind.column)
        }
    }

    /// The column selected, decoded as its Swift type, and GRDB's `max` and `min` of it, give the
    /// records' values: Unix time in milliseconds too, which its type reads in its unit.
    func testSelectedValuesDecodeAsTheRecordsValues() throws {
        for kind in Self.kinds {
            XCTAssertTrue(try store.writer.read(kind.selected), "\(kind.column): select")
        }
        // `annotated(with:)` of the record's column reads the records' values.
        let annotated = try store.writer.read { db in
            try MatrixCell.annotated(with: C.epochMs).order(Column("id")).fetchAll(db).map(\.epochMs)
        }
        let records = try store.writer.read { db in try MatrixCell.order(Column("id")).fetchAll(db).map(\.epochMs) }
        XCTAssertEqual(annotated, records)
    }

    /// An association's alias filters the joined table as its column stores: `matrixRef` joined
    /// to each key table, filtered on the key through the alias (its dynamic member, its subscript
    /// of the record's column, GRDB's subscript by name), finds the ref of the SQL join.
    func testAnAssociationsAliasFiltersAsStored() throws {
        let a = ValueMatrixTests.cell(true)
        let uidKey = MatrixUid.ID(a.uid.uuid)
        try store.writer.write { db in
            try MatrixUid(key: uidKey).insert(db)
            try MatrixEpoch(key: a.epoch).insert(db)
            try MatrixEpochMs(key: a.epochMs).insert(db)
            try MatrixInstant(key: a.instant).insert(db)
            try MatrixDay(key: a.day).insert(db)
            var ref = MatrixRef(day: a.day, instant: a.instant, epoch: a.epoch, epochMs: a.epochMs, uid: uidKey)
            try ref.insert(db)
        }
        let uid = TableAlias<MatrixUid>(), epoch = TableAlias<MatrixEpoch>(), epochMs = TableAlias<MatrixEpochMs>()
        let instant = TableAlias<MatrixInstant>(), day = TableAlias<MatrixDay>()
        let requests: [(String, QueryInterfaceRequest<MatrixRef>)] = [
            ("uid", MatrixRef.joining(required: MatrixRef.matrixUid.aliased(uid)).filter(uid.key == uidKey)),
            ("uid by name", MatrixRef.joining(required: MatrixRef.matrixUid.aliased(uid)).filter(uid["key"] == uidKey)),
            (
                "epoch",
                MatrixRef.joining(required: MatrixRef.matrixEpoch.aliased(epoch))
                    .filter(epoch[MatrixEpoch.Columns.key] == a.epoch)
            ),
            (
                "epochMs",
                MatrixRef.joining(required: MatrixRef.matrixEpochMs.aliased(epochMs)).filter(epochMs.key == a.epochMs)
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
    /// upper-case text the record's insert stores (the foreign key holds); the association's alias,
    /// GRDB's `Column("safeID")` and SQL written by hand find the row.
    func testUpperCaseUUIDTextBySetToAndAnAlias() throws {
        let store = try KeyringDatabase.inMemory(functions: KeyringTests.functions)
        var first = Safe(id: .init(), name: "first"), second = Safe(id: .init(), name: "second")
        try store.writer.write { db in
            try first.insert(db)
            try second.insert(db)
            var login = Login(id: .init(), safeID: first.id, title: "mail", password: "p")
            try login.insert(db)
            try Login.all().updateAll(db, Column("safeID").set(to: second.id))
        }
        try store.writer.read { db in
            let stored = try String.fetchOne(db, sql: "SELECT safeID FROM login")
            XCTAssertEqual(stored, second.id.uuid.uuidString, "upper-case text, as the record stores it")
            XCTAssertEqual(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count, 0)
            let safe = TableAlias<Safe>()
            let joined = Login.joining(required: Login.safe.aliased(safe))
            XCTAssertEqual(try joined.filter(safe.id == second.id).fetchCount(db), 1)
            XCTAssertEqual(try joined.filter(safe[Safe.Columns.id] == second.id).fetchCount(db), 1)
            XCTAssertEqual(try joined.filter(safe.id == first.id).fetchCount(db), 0)
            XCTAssertEqual(try Login.filter(Column("safeID") == second.id).fetchCount(db), 1)
            XCTAssertEqual(
                try Login.fetchAll(db, sql: "SELECT * FROM login WHERE safeID = ?", arguments: [second.id]).count, 1)
            XCTAssertEqual(try Safe.find(db, id: second.id).name, "second")
            XCTAssertEqual(try Safe.fetchOne(db, key: ["id": second.id])?.name, "second")
        }
    }

    /// A `uuid` stored as text whose row holds the other case (a server's lowercase ids in an
    /// `uppercaseText` column, `UUID().uuidString` in a lowercase one) reads as its value, by
    /// every read path: nothing is lost (issue 60; issue 51 refused such a row, which made every
    /// fetch that met it throw). Written back, it is stored in the column's own case.
    func testAUUIDInTheOtherCaseIsReadAndWrittenBackInTheColumnsCase() throws {
        let keyring = try KeyringDatabase.inMemory(functions: KeyringTests.functions)
        let id = Safe.ID()
        try keyring.writer.write { db in
            try db.execute(
                sql: "INSERT INTO safe (id, name) VALUES (?, 'lower')", arguments: [id.uuid.uuidString.lowercased()])
        }
        try keyring.writer.read { db in
            XCTAssertEqual(try Safe.fetchAll(db).map(\.id), [id])
            XCTAssertEqual(try Row.fetchAll(db, sql: "SELECT * FROM safe").map(Safe.init(row:)).map(\.id), [id])
            XCTAssertEqual(try Array(Safe.fetchCursor(db)).map(\.id), [id])
            XCTAssertEqual(try Safe.fetchAll(db, sql: "SELECT * FROM safe").map(\.id), [id])
        }
        try keyring.writer.write { db in
            var safe = try XCTUnwrap(Safe.fetchAll(db).first)
            try db.execute(sql: "DELETE FROM safe")
            safe.name = "written"
            try safe.insert(db)
            XCTAssertEqual(try String.fetchOne(db, sql: "SELECT id FROM safe"), id.uuid.uuidString)
        }
        try store.writer.write { db in
            try db.execute(sql: "UPDATE matrixCell SET uid = upper(uid) WHERE id = 1")
        }
        let cells = try store.writer.read { db in try MatrixCell.order(Column("id")).fetchAll(db) }
        XCTAssertEqual(cells.map(\.uid), [ValueMatrixTests.cell(true).uid, ValueMatrixTests.cell(false).uid])
    }

    /// Key dictionaries, `exists`, `find` and `deleteOne` of the key tables of every stored form
    /// GRDB would not bind from `UUID` or `Date` find the row the record's insert stored.
    func testKeyDictionariesAndExistsFindTheStoredRow() throws {
        let a = ValueMatrixTests.cell(true)
        let uidKey = MatrixUid.ID(a.uid.uuid)
        try store.writer.write { db in
            try MatrixUid(key: uidKey).insert(db)
            try MatrixEpoch(key: a.epoch).insert(db)
            try MatrixEpochMs(key: a.epochMs).insert(db)
            XCTAssertEqual(try MatrixUid.fetchOne(db, key: ["key": uidKey])?.key, uidKey)
            XCTAssertEqual(try MatrixUid.fetchOne(db, id: uidKey)?.key, uidKey)
            XCTAssertEqual(try MatrixEpoch.fetchOne(db, key: ["key": a.epoch])?.key, a.epoch)
            XCTAssertEqual(try MatrixEpochMs.fetchOne(db, key: ["key": a.epochMs])?.key, a.epochMs)
            XCTAssertEqual(try MatrixEpochMs.find(db, key: a.epochMs).key, a.epochMs)
            XCTAssertTrue(try MatrixUid.exists(db, key: ["key": uidKey]))
            XCTAssertTrue(try MatrixUid.exists(db, id: uidKey))
            XCTAssertTrue(try MatrixEpochMs.exists(db, key: ["key": a.epochMs]))
            XCTAssertEqual(try MatrixUid.filter(keys: [["key": uidKey]]).fetchCount(db), 1)
            XCTAssertFalse(try MatrixCell.filter(C.uid == a.uid).isEmpty(db))
            XCTAssertFalse(try MatrixCell.filter(C.epochMs == a.epochMs).isEmpty(db))
            XCTAssertTrue(try MatrixEpoch.deleteOne(db, key: ["key": a.epoch]))
            XCTAssertEqual(try MatrixEpoch.fetchCount(db), 0)
            XCTAssertTrue(try MatrixUid.deleteOne(db, id: uidKey))
            XCTAssertEqual(try MatrixUid.fetchCount(db), 0)
        }
    }
}
