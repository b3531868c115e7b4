import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The value matrix's comparison column (issue 44): every kind of value, compared the GRDB way
/// with a generated `Columns` member and a Swift value of the property's type (`==`, `!=`, `<`,
/// `<=`, `>`, `>=`, `IN` through `contains`, `BETWEEN` through a range's `contains`, a range
/// `lower..<upper`, `== nil`), finds the rows SQLite finds for the same comparison written in
/// SQL with the value the column stores (read from the database). Before `StoredColumn`, a
/// `uuid` column stored as text matched nothing (GRDB binds a `UUID` as 16 bytes) and a Unix-time
/// column matched every row or none (GRDB binds a `Date` as text).
final class ValueMatrixComparisonTests: XCTestCase {
    typealias C = MatrixCell.Columns
    var store: MatrixStore!

    override func setUpWithError() throws {
        store = try MatrixStore.inMemory(functions: .init(uuid: { UUID().uuidString.lowercased() }))
        var first = ValueMatrixTests.cell(true), second = ValueMatrixTests.cell(false)
        // A third row whose optional columns hold values (the others are NULL).
        var third = ValueMatrixTests.cell(true)
        third.int = 0
        third.uidOpt = LowercaseUUID(ValueMatrixTests.uuidB)
        third.epochOpt = UnixSeconds(units: 1_650_000_000)
        third.epochMsOpt = UnixMilliseconds(ValueMatrixTests.epochMsA)
        try store.insert(&first)
        try store.insert(&second)
        try store.insert(&third)
    }

    /// The ids SQLite finds for `condition`, written in SQL with `arguments`.
    func handWritten(_ condition: String, _ arguments: [DatabaseValue]) throws -> [Int64] {
        try store.writer.read { db in
            try Int64.fetchAll(
                db, sql: "SELECT id FROM matrixCell WHERE \(condition) ORDER BY id",
                arguments: StatementArguments(arguments))
        }
    }

    /// The ids the request of `expression` finds, through GRDB's query interface.
    func found(_ expression: SQLExpression) throws -> [Int64] {
        try store.writer.read { db in
            try Int64.fetchAll(db, MatrixCell.filter(expression).select(Column("id")).order(Column("id")))
        }
    }

    /// What the column `column` stores for the row `id`.
    func stored(_ column: String, id: Int64) throws -> DatabaseValue {
        try store.writer.read { db in
            try DatabaseValue.fetchOne(db, sql: "SELECT \"\(column)\" FROM matrixCell WHERE id = ?", arguments: [id])
                ?? .null
        }
    }

    /// Each operator of `compare` (in the order `=`, `<>`, `<`, `<=`, `>`, `>=`), `contains` and, for
    /// a kind Swift orders, `between` (`lower...upper`) and `halfOpen` (`lower..<upper`), on the
    /// values of rows 1 and 2, against the SQL with the stored values.
    func assertComparisons<Value>(
        _ column: String, _ values: (Value, Value),
        compare: (Value) -> [SQLExpression], contains: ([Value]) -> SQLExpression,
        between: ((Value, Value) -> (SQLExpression, SQLExpression))? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let storedA = try stored(column, id: 1), storedB = try stored(column, id: 2)
        let quoted = "\"\(column)\""
        for (value, storedValue) in [(values.0, storedA), (values.1, storedB)] {
            for (expression, op) in zip(compare(value), ["=", "<>", "<", "<=", ">", ">="]) {
                XCTAssertEqual(
                    try found(expression), try handWritten("\(quoted) \(op) ?", [storedValue]),
                    "\(column) \(op) \(storedValue)", file: file, line: line)
            }
        }
        XCTAssertEqual(
            try found(contains([values.0, values.1])), try handWritten("\(quoted) IN (?, ?)", [storedA, storedB]),
            "\(column) IN", file: file, line: line)
        XCTAssertEqual(
            try found(contains([values.1])), try handWritten("\(quoted) IN (?)", [storedB]), "\(column) IN",
            file: file, line: line)
        guard let between else { return }
        // The bounds in the order SQLite compares the stored values.
        let ascending = try store.writer.read { db in
            try Bool.fetchOne(db, sql: "SELECT ? <= ?", arguments: [storedA, storedB]) ?? false
        }
        let (lower, upper) = ascending ? (values.0, values.1) : (values.1, values.0)
        let (storedLower, storedUpper) = ascending ? (storedA, storedB) : (storedB, storedA)
        let (closed, halfOpen) = between(lower, upper)
        XCTAssertEqual(
            try found(closed), try handWritten("\(quoted) BETWEEN ? AND ?", [storedLower, storedUpper]),
            "\(column) BETWEEN", file: file, line: line)
        XCTAssertEqual(
            try found(halfOpen), try handWritten("\(quoted) >= ? AND \(quoted) < ?", [storedLower, storedUpper]),
            "\(column) ..<", file: file, line: line)
    }

    func testEveryKindComparesAsItIsStored() throws {
        let a = ValueMatrixTests.cell(true), b = ValueMatrixTests.cell(false)
        try assertComparisons(
            "int", (a.int, b.int),
            compare: { (v: Int) -> [SQLExpression] in
                [C.int == v, C.int != v, C.int < v, C.int <= v, C.int > v, C.int >= v]
            },
            contains: { (values: [Int]) in values.contains(C.int) },
            between: { (lower: Int, upper: Int) in ((lower...upper).contains(C.int), (lower..<upper).contains(C.int)) })
        try assertComparisons(
            "real", (a.real, b.real),
            compare: { (v: Double) -> [SQLExpression] in
                [C.real == v, C.real != v, C.real < v, C.real <= v, C.real > v, C.real >= v]
            },
            contains: { (values: [Double]) in values.contains(C.real) },
            between: { (lower: Double, upper: Double) in
                ((lower...upper).contains(C.real), (lower..<upper).contains(C.real))
            })
        try assertComparisons(
            "text", (a.text, b.text),
            compare: { (v: String) -> [SQLExpression] in
                [C.text == v, C.text != v, C.text < v, C.text <= v, C.text > v, C.text >= v]
            },
            contains: { (values: [String]) in values.contains(C.text) },
            between: { (lower: String, upper: String) in
                ((lower...upper).contains(C.text), (lower..<upper).contains(C.text))
            })
        try assertComparisons(
            "flag", (a.flag, b.flag),
            compare: { (v: Bool) -> [SQLExpression] in
                [C.flag == v, C.flag != v, C.flag < v, C.flag <= v, C.flag > v, C.flag >= v]
            },
            contains: { (values: [Bool]) in values.contains(C.flag) })
        try assertComparisons(
            "day", (a.day, b.day),
            compare: { (v: CalendarDate) -> [SQLExpression] in
                [C.day == v, C.day != v, C.day < v, C.day <= v, C.day > v, C.day >= v]
            },
            contains: { (values: [CalendarDate]) in values.contains(C.day) },
            between: { (lower: CalendarDate, upper: CalendarDate) in
                ((lower...upper).contains(C.day), (lower..<upper).contains(C.day))
            })
        try assertComparisons(
            "instant", (a.instant, b.instant),
            compare: { (v: Date) -> [SQLExpression] in
                [C.instant == v, C.instant != v, C.instant < v, C.instant <= v, C.instant > v, C.instant >= v]
            },
            contains: { (values: [Date]) in values.contains(C.instant) },
            between: { (lower: Date, upper: Date) in
                ((lower...upper).contains(C.instant), (lower..<upper).contains(C.instant))
            })
        try assertComparisons(
            "epoch", (a.epoch, b.epoch),
            compare: { (v: UnixSeconds) -> [SQLExpression] in
                [C.epoch == v, C.epoch != v, C.epoch < v, C.epoch <= v, C.epoch > v, C.epoch >= v]
            },
            contains: { (values: [UnixSeconds]) in values.contains(C.epoch) },
            between: { (lower: UnixSeconds, upper: UnixSeconds) in
                ((lower...upper).contains(C.epoch), (lower..<upper).contains(C.epoch))
            })
        try assertComparisons(
            "epochMs", (a.epochMs, b.epochMs),
            compare: { (v: UnixMilliseconds) -> [SQLExpression] in
                [C.epochMs == v, C.epochMs != v, C.epochMs < v, C.epochMs <= v, C.epochMs > v, C.epochMs >= v]
            },
            contains: { (values: [UnixMilliseconds]) in values.contains(C.epochMs) },
            between: { (lower: UnixMilliseconds, upper: UnixMilliseconds) in
                ((lower...upper).contains(C.epochMs), (lower..<upper).contains(C.epochMs))
            })
        try assertComparisons(
            "uid", (a.uid, b.uid),
            compare: { (v: LowercaseUUID) -> [SQLExpression] in
                [C.uid == v, C.uid != v, C.uid < v, C.uid <= v, C.uid > v, C.uid >= v]
            },
            contains: { (values: [LowercaseUUID]) in values.contains(C.uid) },
            between: { (lower: LowercaseUUID, upper: LowercaseUUID) in
                ((lower...upper).contains(C.uid), (lower..<upper).contains(C.uid))
            })
        try assertComparisons(
            "uidUpper", (a.uidUpper, b.uidUpper),
            compare: { (v: UppercaseUUID) -> [SQLExpression] in
                [C.uidUpper == v, C.uidUpper != v, C.uidUpper < v, C.uidUpper <= v, C.uidUpper > v, C.uidUpper >= v]
            },
            contains: { (values: [UppercaseUUID]) in values.contains(C.uidUpper) },
            between: { (lower: UppercaseUUID, upper: UppercaseUUID) in
                ((lower...upper).contains(C.uidUpper), (lower..<upper).contains(C.uidUpper))
            })
        try assertComparisons(
            "uidBytes", (a.uidBytes, b.uidBytes),
            compare: { (v: UUID) -> [SQLExpression] in
                [
                    C.uidBytes == v, C.uidBytes != v, C.uidBytes < v, C.uidBytes <= v, C.uidBytes > v,
                    C.uidBytes >= v,
                ]
            },
            contains: { (values: [UUID]) in values.contains(C.uidBytes) })
        try assertComparisons(
            "amount", (a.amount, b.amount),
            compare: { (v: Decimal) -> [SQLExpression] in
                [C.amount == v, C.amount != v, C.amount < v, C.amount <= v, C.amount > v, C.amount >= v]
            },
            contains: { (values: [Decimal]) in values.contains(C.amount) })
        try assertComparisons(
            "link", (a.link, b.link),
            compare: { (v: URL) -> [SQLExpression] in
                [C.link == v, C.link != v, C.link < v, C.link <= v, C.link > v, C.link >= v]
            },
            contains: { (values: [URL]) in values.contains(C.link) })
        try assertComparisons(
            "mood", (a.mood, b.mood),
            compare: { (v: MatrixCell.Mood) -> [SQLExpression] in
                [C.mood == v, C.mood != v, C.mood < v, C.mood <= v, C.mood > v, C.mood >= v]
            },
            contains: { (values: [MatrixCell.Mood]) in values.contains(C.mood) })
        try assertComparisons(
            "level", (a.level, b.level),
            compare: { (v: MatrixCell.Level) -> [SQLExpression] in
                [C.level == v, C.level != v, C.level < v, C.level <= v, C.level > v, C.level >= v]
            },
            contains: { (values: [MatrixCell.Level]) in values.contains(C.level) })
        try assertComparisons(
            "bytes", (a.bytes, b.bytes),
            compare: { (v: Data) -> [SQLExpression] in
                [C.bytes == v, C.bytes != v, C.bytes < v, C.bytes <= v, C.bytes > v, C.bytes >= v]
            },
            contains: { (values: [Data]) in values.contains(C.bytes) })
        // A JSON array is no value GRDB binds: a comparison of `C.json` with one does not compile
        // (Tests/CompileFail/ComparisonOfAJSONColumn.swift).
        try assertComparisons(
            "money", (a.money, b.money),
            compare: { (v: Money) -> [SQLExpression] in
                [C.money == v, C.money != v, C.money < v, C.money <= v, C.money > v, C.money >= v]
            },
            contains: { (values: [Money]) in values.contains(C.money) })
    }

    /// An optional column compared with an optional value: nil is `IS NULL`, a value is bound as
    /// stored; `===` is SQL's NULL-safe `IS`.
    func testOptionalColumnsCompareWithOptionalValues() throws {
        let uuid: LowercaseUUID? = LowercaseUUID(ValueMatrixTests.uuidB), none: LowercaseUUID? = nil
        let stored = try stored("uidOpt", id: 3)
        XCTAssertEqual(try found(C.uidOpt == uuid), try handWritten("uidOpt = ?", [stored]))
        XCTAssertEqual(try found(C.uidOpt == uuid), [3])
        XCTAssertEqual(try found(C.uidOpt == none), [1, 2])
        XCTAssertEqual(try found(C.uidOpt == nil), [1, 2])
        XCTAssertEqual(try found(C.uidOpt != nil), [3])
        XCTAssertEqual(try found(C.uidOpt === uuid), [3])
        XCTAssertEqual(try found(C.uidOpt !== none), [3])
        let date: UnixSeconds? = UnixSeconds(units: 1_650_000_000)
        XCTAssertEqual(try found(C.epochOpt == date), [3])
        XCTAssertEqual(try found(C.epochOpt < UnixSeconds(units: 1_650_000_001)), [3])
        XCTAssertEqual(try found(C.epochMsOpt == UnixMilliseconds(ValueMatrixTests.epochMsA)), [3])
        // A value on the left.
        XCTAssertEqual(try found(LowercaseUUID(ValueMatrixTests.uuidB) == C.uidOpt), [3])
        XCTAssertEqual(try found(UnixSeconds(units: 1_650_000_001) > C.epochOpt), [3])
    }

    /// A request built from pieces finds the row by a stored column, through each of GRDB's fetches.
    func testARequestByAStoredColumnFindsItsRowThroughEveryFetch() throws {
        let second = ValueMatrixTests.cell(false)
        try store.writer.read { db in
            let request = MatrixCell.filter(C.uid == second.uid && C.epoch == second.epoch)
            XCTAssertEqual(try request.fetchOne(db)?.id, 2)
            XCTAssertEqual(try request.fetchAll(db).map(\.id), [2])
            XCTAssertEqual(try request.fetchCount(db), 1)
            XCTAssertEqual(try Row.fetchAll(db, request).map { $0["id"] as Int64 }, [2])
            XCTAssertEqual(try Array(request.fetchCursor(db)).map(\.id), [2])
        }
    }

    /// GRDB's key dictionaries bind a key's values as the record stores them (issues 44 and 60): a
    /// `uuid` key (its `ID`) as lowercase text, a Unix-time key as an integer. GRDB's own methods,
    /// not re-declared: the values bind themselves.
    func testKeyDictionariesCompareAsStored() throws {
        let (a, b) = (MatrixUid.ID(ValueMatrixTests.uuidA), MatrixUid.ID(ValueMatrixTests.uuidB))
        let epoch = UnixSeconds(units: 1_700_000_000)
        try store.writer.write { db in
            try MatrixUid(key: a).insert(db)
            try MatrixUid(key: b).insert(db)
            try MatrixEpoch(key: epoch).insert(db)
            XCTAssertEqual(try MatrixUid.fetchOne(db, key: ["key": a])?.key, a)
            XCTAssertEqual(try MatrixUid.find(db, key: ["key": b]).key, b)
            XCTAssertTrue(try MatrixUid.exists(db, key: ["key": a]))
            XCTAssertEqual(try MatrixUid.filter(key: ["key": a]).fetchCount(db), 1)
            XCTAssertEqual(try MatrixUid.all().filter(key: ["key": a]).fetchCount(db), 1)
            XCTAssertEqual(Set(try MatrixUid.fetchAll(db, keys: [["key": a], ["key": b]]).map(\.key)), [a, b])
            XCTAssertEqual(try MatrixUid.all().filter(keys: [["key": a], ["key": b]]).fetchCount(db), 2)
            XCTAssertEqual(try MatrixEpoch.fetchOne(db, key: ["key": epoch])?.key, epoch)
            XCTAssertTrue(try MatrixEpoch.exists(db, key: ["key": epoch]))
            XCTAssertThrowsError(try MatrixUid.find(db, key: ["key": MatrixUid.ID()])) { error in
                XCTAssertTrue(error is RecordError, "\(error)")
            }
            XCTAssertTrue(try MatrixUid.deleteOne(db, key: ["key": a]))
            XCTAssertEqual(try MatrixUid.deleteAll(db, keys: [["key": a], ["key": b]]), 1)
            XCTAssertEqual(try MatrixUid.fetchCount(db), 0)
        }
    }
}
