import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The compile matrix run (Tests/Fixtures/Schemas/value-matrix.yaml, written by
/// Scripts/make-value-matrix.py): every kind of value GRDBGen supports, in every position, stores
/// what the schema says (checked against the `DatabaseValue` SQLite holds), reads back equal, and
/// each query returns what GRDB's plain `Row` API returns for the same SQL (`fetchAll(db, sql:)`,
/// which decodes with the type's `init(row:)`, not its fast path).
final class ValueMatrixTests: XCTestCase {
    /// The SQL of each query of the fixture, read from the schema (one `sql:` line each).
    static let sql: [String: String] = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Schemas/value-matrix.yaml").path
        let lines = (try? String(contentsOfFile: path, encoding: .utf8))?.components(separatedBy: "\n") ?? []
        var result: [String: String] = [:]
        for (index, line) in lines.enumerated().dropFirst()
        where line.hasPrefix("    sql: ") && lines[index - 1].hasPrefix("  ") && !lines[index - 1].hasPrefix("   ") {
            let name = lines[index - 1].trimmingCharacters(in: .whitespaces).dropLast()
            result[String(name)] = String(line.dropFirst("    sql: ".count))
        }
        return result
    }()

    func sql(_ query: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try XCTUnwrap(Self.sql[query], "no query `\(query)` in value-matrix.yaml", file: file, line: line)
    }

    func makeStore() throws -> MatrixStore {
        try MatrixStore.inMemory(functions: .init(uuid: { UUID().uuidString.lowercased() }))
    }

    // MARK: Samples: each kind's two values and what SQLite holds for the first

    static let uuidA = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    static let uuidB = UUID(uuidString: "0B5A2E3C-1D4F-4A6B-8C7D-9E0F1A2B3C4D")!
    static let instantA = Date(timeIntervalSince1970: 1_700_000_000.25)
    static let instantB = Date(timeIntervalSince1970: 1_600_000_000.5)
    static let epochMsA = Date(timeIntervalSince1970: 1_700_000_000.123)

    func cell(_ first: Bool) -> MatrixCell { Self.cell(first) }

    /// The two cells of the matrix (`true`: row 1 of the tests, `false`: row 2).
    static func cell(_ first: Bool) -> MatrixCell {
        MatrixCell(
            int: first ? 42 : 7, real: first ? 2.5 : -1, text: first ? "héllo" : "b", flag: first,
            day: first ? CalendarDate(year: 2024, month: 2, day: 29) : CalendarDate(year: 1999, month: 12, day: 31),
            instant: first ? Self.instantA : Self.instantB,
            epoch: UnixSeconds(Date(timeIntervalSince1970: first ? 1_700_000_000 : 1_600_000_000)),
            epochMs: UnixMilliseconds(first ? Self.epochMsA : Self.instantB),
            uid: LowercaseUUID(first ? Self.uuidA : Self.uuidB),
            uidBytes: first ? Self.uuidA : Self.uuidB, uidUpper: UppercaseUUID(first ? Self.uuidA : Self.uuidB),
            json: first ? ["a", "b"] : [],
            amount: Decimal(string: first ? "12345678901234567.89" : "0.1")!,
            link: URL(string: first ? "https://example.com/a?b=c" : "file:///tmp/x")!, mood: first ? .busy : .calm,
            level: first ? .high : .low, bytes: Data(first ? [0, 1, 2, 255] : []), money: Money(cents: first ? 500 : 1))
    }

    /// What SQLite holds for each column of ``cell(_:)`` `true`: the storage the schema says.
    static let storedA: [String: DatabaseValue] = [
        "int": 42.databaseValue, "real": 2.5.databaseValue, "text": "héllo".databaseValue, "flag": 1.databaseValue,
        "day": "2024-02-29".databaseValue, "instant": "2023-11-14 22:13:20.250".databaseValue,
        "epoch": 1_700_000_000.databaseValue, "epochMs": 1_700_000_000_123.databaseValue,
        "uid": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f".databaseValue,
        "uidBytes": Data(withUnsafeBytes(of: uuidA.uuid) { Array($0) }).databaseValue,
        "uidUpper": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F".databaseValue,
        "json": #"["a","b"]"#.databaseValue, "amount": "12345678901234567.89".databaseValue,
        "link": "https://example.com/a?b=c".databaseValue, "mood": "busy".databaseValue, "level": 2.databaseValue,
        "bytes": Data([0, 1, 2, 255]).databaseValue, "money": 500.databaseValue,
    ]

    // MARK: Table columns, generated columns, views, search tables, t.* of joins

    func testEveryKindRoundTripsThroughTheTableTheViewAndTheSearchTable() throws {
        let store = try makeStore()
        var first = cell(true)
        var second = cell(false)
        // Optional columns hold the other record's values: both null and not-null columns are read.
        second.textOpt = "x"
        try store.insert(&first)
        try store.insert(&second)
        let fetched = try store.fetchOne(MatrixCell.self, id: try XCTUnwrap(first.id))
        try store.writer.read { db in
            let rows = try MatrixCell.fetchAll(db, sql: "SELECT * FROM matrixCell ORDER BY id")
            XCTAssertEqual(fetched, rows.first)
            XCTAssertEqual(rows.count, 2)
            // Generated columns read the optional columns: nil here.
            XCTAssertEqual(rows[0].intGen, nil)
            var expected = first
            expected.id = rows[0].id
            XCTAssertEqual(rows[0], expected)
            for (column, value) in Self.storedA {
                let stored = try DatabaseValue.fetchOne(
                    db, sql: "SELECT \(column.quotedDatabaseIdentifier) FROM matrixCell WHERE id = ?",
                    arguments: [first.id])
                XCTAssertEqual(stored, value, column)
            }
            // The view: the same values, through its own record.
            let view = try MatrixCellView.fetchAll(db)
            XCTAssertEqual(view, try MatrixCellView.fetchAll(db, sql: "SELECT * FROM matrixCellView"))
            XCTAssertEqual(view.map(\.uid.uuid), [Self.uuidA, Self.uuidB])
            XCTAssertEqual(view.map(\.textOpt), [nil, "x"])
            XCTAssertEqual(view.first?.amount, first.amount)
            XCTAssertEqual(view.first?.epochMs, UnixMilliseconds(Self.epochMsA))
        }
        // Every kind in a search table, indexed or kept beside the text.
        var found = MatrixSearch(
            int: 42, real: 2.5, text: "hello world", flag: true, day: first.day, instant: Self.instantA,
            epoch: first.epoch, epochMs: UnixMilliseconds(Self.epochMsA), uid: LowercaseUUID(Self.uuidA),
            uidBytes: Self.uuidA, uidUpper: UppercaseUUID(Self.uuidA), json: ["x"],
            amount: first.amount, link: first.link, mood: .busy, level: .high, bytes: first.bytes, money: first.money)
        try store.insert(&found)
        try store.writer.read { db in
            let matches = try SearchTextsRow.searchTexts(
                pattern: try XCTUnwrap(FTS5Pattern(matchingAllPrefixesIn: "wor"))
            ).fetchAll(db)
            XCTAssertEqual(matches.map(\.uid.uuid), [Self.uuidA])
            XCTAssertEqual(matches.first?.amount, first.amount)
            XCTAssertEqual(matches.first?.money, Money(cents: 500))
            XCTAssertEqual(
                matches,
                try SearchTextsRow.fetchAll(
                    db, sql: try sql("searchTexts"), arguments: [FTS5Pattern(matchingAllPrefixesIn: "wor")]))
            XCTAssertEqual(try MatrixSearch.fetchAll(db).map(\.uidBytes), [Self.uuidA])
        }
        // t.* of a grouped outer join, of the missing side of one, and of an inner join.
        var ref = MatrixRef(int: 42)
        var dangling = MatrixRef()
        try store.writer.write { db in
            try MatrixInt(key: 42).insert(db)
            try ref.insert(db)
            try dangling.insert(db)
            let counted = try CellsCountedRow.cellsCounted().fetchAll(db)
            XCTAssertEqual(counted.map(\.links), [1, 0])
            XCTAssertEqual(counted.map(\.matrixCell.uid.uuid), [Self.uuidA, Self.uuidB])
            XCTAssertEqual(counted, try CellsCountedRow.fetchAll(db, sql: try sql("cellsCounted")))
            let ofLinks = try CellsOfLinksRow.cellsOfLinks().fetchAll(db)
            XCTAssertEqual(ofLinks.map(\.matrixCell?.id), [nil, nil])
            XCTAssertEqual(ofLinks, try CellsOfLinksRow.fetchAll(db, sql: try sql("cellsOfLinks")))
            let withLinks = try CellsWithLinksRow.cellsWithLinks().fetchAll(db)
            XCTAssertEqual(withLinks.map(\.matrixCell.id), [first.id])
            XCTAssertEqual(withLinks.map(\.matrixRef.id), [ref.id])
            XCTAssertEqual(withLinks, try CellsWithLinksRow.fetchAll(db, sql: try sql("cellsWithLinks")))
        }
    }

    // MARK: Keys, foreign keys, and the parameters of writes

    /// One app-chosen key kind through every position of a key: insert, find (one row), rekey
    /// (UPDATE), delete, an array parameter, RETURNING, `t.*` of a one-column table on an outer
    /// join's kept and missing sides and of an inner join, and a foreign key to it.
    func checkKey<Record: FetchableRecord & Hashable, Value: Hashable, Linked: FetchableRecord & Hashable>(
        _ name: String, _ a: Value, _ b: Value, _ c: Value, stored: DatabaseValue,
        key: (Record) -> Value,
        insert: (Value) throws -> WriteRequest<Int>,
        find: (Value) throws -> SingleRowRequest<Record>,
        rekey: (Value, Value) throws -> WriteRequest<Int>,
        delete: (Value) throws -> WriteRequest<Int>,
        some: ([Value]) throws -> QueryRequest<Record>,
        returning: (Value) throws -> WriteRequest<[Record]>,
        used: () throws -> QueryRequest<Record>,
        ref: (Value?) -> MatrixRef,
        linked: () throws -> QueryRequest<Linked>,
        linkedRecord: (Linked) -> Record?,
        joinedCount: (Database) throws -> Int,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let table = "matrix" + name
        let store = try makeStore()
        try store.writer.write { db in
            XCTAssertEqual(try insert(a).execute(db), 1, file: file, line: line)
            XCTAssertEqual(try returning(b).execute(db).map(key), [b], file: file, line: line)
            XCTAssertEqual(
                try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table) WHERE key IS ?", arguments: [stored]), 1,
                "\(name): stored", file: file, line: line)
            let found = try XCTUnwrap(try find(a).fetchOne(db), file: file, line: line)
            XCTAssertEqual(key(found), a, file: file, line: line)
            // GRDB's Row API on the same SQL and arguments (the record's `init(row:)`, by name).
            XCTAssertEqual(try Record.fetchOne(db, find(a)), found, file: file, line: line)
            XCTAssertEqual(
                try Record.fetchOne(db, sql: try sql("find\(name)"), arguments: [stored]), found, file: file, line: line
            )
            let all = try Record.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY key")
            XCTAssertEqual(Set(try some([a, b]).fetchAll(db)), Set(all), file: file, line: line)
            XCTAssertEqual(try some([b]).fetchAll(db).map(key), [b], file: file, line: line)
            XCTAssertEqual(try some([]).fetchAll(db), [], file: file, line: line)
            XCTAssertEqual(try used().fetchAll(db), try Record.fetchAll(db, used()), file: file, line: line)
            XCTAssertEqual(Set(try used().fetchAll(db).map(key)), [a, b], file: file, line: line)
            // A foreign key to it, and a row without one.
            var linkedRef = ref(b)
            try linkedRef.insert(db)
            var plain = ref(nil)
            try plain.insert(db)
            let rows = try linked().fetchAll(db)
            XCTAssertEqual(rows.map(linkedRecord).map { $0.map(key) }, [b, nil], file: file, line: line)
            XCTAssertEqual(rows, try Linked.fetchAll(db, sql: try sql("linked\(name)")), file: file, line: line)
            XCTAssertEqual(try joinedCount(db), 1, file: file, line: line)
            // Writes with key parameters (a kind of two values has no third: `c` is `a` again).
            XCTAssertEqual(try rekey(c, a).execute(db), 1, file: file, line: line)
            if c != a { XCTAssertNil(try find(a).fetchOne(db), file: file, line: line) }
            XCTAssertEqual(try find(c).fetchOne(db).map(key), c, file: file, line: line)
            XCTAssertEqual(try delete(c).execute(db), 1, file: file, line: line)
            XCTAssertEqual(try delete(c).execute(db), 0, file: file, line: line)
            XCTAssertEqual(
                try Record.fetchAll(db, sql: "SELECT * FROM \(table)").map(key), [b], file: file, line: line)
        }
    }

    func testEveryKeyKind() throws {
        let day = { (d: Int) in CalendarDate(year: 2024, month: 1, day: d) }
        try checkKey(
            "Int", 1, 2, 3, stored: 1.databaseValue, key: \MatrixInt.key, insert: MatrixInt.insertInt,
            find: MatrixInt.findInt, rekey: MatrixInt.rekeyInt, delete: MatrixInt.deleteInt, some: MatrixInt.someInt,
            returning: MatrixInt.returningInt, used: MatrixInt.usedInt, ref: { MatrixRef(int: $0) },
            linked: LinkedIntRow.linkedInt, linkedRecord: \.matrixInt,
            joinedCount: { try JoinedIntRow.joinedInt().fetchCount($0) })
        try checkKey(
            "Real", 1.5, 2.5, 3.5, stored: 1.5.databaseValue, key: \MatrixReal.key, insert: MatrixReal.insertReal,
            find: MatrixReal.findReal, rekey: MatrixReal.rekeyReal, delete: MatrixReal.deleteReal,
            some: MatrixReal.someReal, returning: MatrixReal.returningReal, used: MatrixReal.usedReal,
            ref: { MatrixRef(real: $0) }, linked: LinkedRealRow.linkedReal, linkedRecord: \.matrixReal,
            joinedCount: { try JoinedRealRow.joinedReal().fetchCount($0) })
        try checkKey(
            "Text", "a", "b", "c", stored: "a".databaseValue, key: \MatrixText.key, insert: MatrixText.insertText,
            find: MatrixText.findText, rekey: MatrixText.rekeyText, delete: MatrixText.deleteText,
            some: MatrixText.someText, returning: MatrixText.returningText, used: MatrixText.usedText,
            ref: { MatrixRef(text: $0) }, linked: LinkedTextRow.linkedText, linkedRecord: \.matrixText,
            joinedCount: { try JoinedTextRow.joinedText().fetchCount($0) })
        try checkKey(
            "Flag", false, true, false, stored: 0.databaseValue, key: \MatrixFlag.key, insert: MatrixFlag.insertFlag,
            find: MatrixFlag.findFlag, rekey: MatrixFlag.rekeyFlag, delete: MatrixFlag.deleteFlag,
            some: MatrixFlag.someFlag, returning: MatrixFlag.returningFlag,
            used: MatrixFlag.usedFlag, ref: { MatrixRef(flag: $0) }, linked: LinkedFlagRow.linkedFlag,
            linkedRecord: \.matrixFlag, joinedCount: { try JoinedFlagRow.joinedFlag().fetchCount($0) })
        try checkKey(
            "Day", day(1), day(2), day(3), stored: "2024-01-01".databaseValue, key: \MatrixDay.key,
            insert: MatrixDay.insertDay, find: MatrixDay.findDay, rekey: MatrixDay.rekeyDay,
            delete: MatrixDay.deleteDay,
            some: MatrixDay.someDay, returning: MatrixDay.returningDay, used: MatrixDay.usedDay,
            ref: { MatrixRef(day: $0) }, linked: LinkedDayRow.linkedDay, linkedRecord: \.matrixDay,
            joinedCount: { try JoinedDayRow.joinedDay().fetchCount($0) })
        try checkKey(
            "Instant", Self.instantA, Self.instantB, Date(timeIntervalSince1970: 0),
            stored: "2023-11-14 22:13:20.250".databaseValue, key: \MatrixInstant.key,
            insert: MatrixInstant.insertInstant, find: MatrixInstant.findInstant, rekey: MatrixInstant.rekeyInstant,
            delete: MatrixInstant.deleteInstant, some: MatrixInstant.someInstant,
            returning: MatrixInstant.returningInstant, used: MatrixInstant.usedInstant, ref: { MatrixRef(instant: $0) },
            linked: LinkedInstantRow.linkedInstant, linkedRecord: \.matrixInstant,
            joinedCount: { try JoinedInstantRow.joinedInstant().fetchCount($0) })
        try checkKey(
            "Epoch", UnixSeconds(units: 1_700_000_000), UnixSeconds(units: 5), UnixSeconds(units: 6),
            stored: 1_700_000_000.databaseValue, key: \MatrixEpoch.key,
            insert: MatrixEpoch.insertEpoch, find: MatrixEpoch.findEpoch, rekey: MatrixEpoch.rekeyEpoch,
            delete: MatrixEpoch.deleteEpoch, some: MatrixEpoch.someEpoch, returning: MatrixEpoch.returningEpoch,
            used: MatrixEpoch.usedEpoch, ref: { MatrixRef(epoch: $0) }, linked: LinkedEpochRow.linkedEpoch,
            linkedRecord: \.matrixEpoch, joinedCount: { try JoinedEpochRow.joinedEpoch().fetchCount($0) })
        try checkKey(
            "EpochMs", UnixMilliseconds(Self.epochMsA), UnixMilliseconds(units: 5_500), UnixMilliseconds(units: 6_000),
            stored: 1_700_000_000_123.databaseValue, key: \MatrixEpochMs.key, insert: MatrixEpochMs.insertEpochMs,
            find: MatrixEpochMs.findEpochMs, rekey: MatrixEpochMs.rekeyEpochMs, delete: MatrixEpochMs.deleteEpochMs,
            some: MatrixEpochMs.someEpochMs, returning: MatrixEpochMs.returningEpochMs, used: MatrixEpochMs.usedEpochMs,
            ref: { MatrixRef(epochMs: $0) }, linked: LinkedEpochMsRow.linkedEpochMs, linkedRecord: \.matrixEpochMs,
            joinedCount: { try JoinedEpochMsRow.joinedEpochMs().fetchCount($0) })
        try checkKey(
            "Uid", MatrixUid.ID(Self.uuidA), MatrixUid.ID(Self.uuidB), MatrixUid.ID(),
            stored: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f".databaseValue,
            key: \MatrixUid.key, insert: MatrixUid.insertUid, find: MatrixUid.findUid, rekey: MatrixUid.rekeyUid,
            delete: MatrixUid.deleteUid, some: MatrixUid.someUid, returning: MatrixUid.returningUid,
            used: MatrixUid.usedUid, ref: { MatrixRef(uid: $0) }, linked: LinkedUidRow.linkedUid,
            linkedRecord: \.matrixUid, joinedCount: { try JoinedUidRow.joinedUid().fetchCount($0) })
        try checkKey(
            "UidBytes", MatrixUidByte.ID(Self.uuidA), MatrixUidByte.ID(Self.uuidB), MatrixUidByte.ID(),
            stored: Self.storedA["uidBytes"]!, key: \MatrixUidByte.key,
            insert: MatrixUidByte.insertUidBytes, find: MatrixUidByte.findUidBytes,
            rekey: MatrixUidByte.rekeyUidBytes, delete: MatrixUidByte.deleteUidBytes,
            some: MatrixUidByte.someUidBytes, returning: MatrixUidByte.returningUidBytes,
            used: MatrixUidByte.usedUidBytes, ref: { MatrixRef(uidBytes: $0) },
            linked: LinkedUidBytesRow.linkedUidBytes,
            linkedRecord: \.matrixUidByte, joinedCount: { try JoinedUidBytesRow.joinedUidBytes().fetchCount($0) })
        try checkKey(
            "UidUpper", MatrixUidUpper.ID(Self.uuidA), MatrixUidUpper.ID(Self.uuidB), MatrixUidUpper.ID(),
            stored: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F".databaseValue, key: \MatrixUidUpper.key,
            insert: MatrixUidUpper.insertUidUpper, find: MatrixUidUpper.findUidUpper,
            rekey: MatrixUidUpper.rekeyUidUpper, delete: MatrixUidUpper.deleteUidUpper,
            some: MatrixUidUpper.someUidUpper, returning: MatrixUidUpper.returningUidUpper,
            used: MatrixUidUpper.usedUidUpper, ref: { MatrixRef(uidUpper: $0) },
            linked: LinkedUidUpperRow.linkedUidUpper,
            linkedRecord: \.matrixUidUpper, joinedCount: { try JoinedUidUpperRow.joinedUidUpper().fetchCount($0) })
        try checkKey(
            "Amount", Decimal(string: "0.1")!, Decimal(string: "12345678901234567.89")!, Decimal(3),
            stored: "0.1".databaseValue, key: \MatrixAmount.key, insert: MatrixAmount.insertAmount,
            find: MatrixAmount.findAmount, rekey: MatrixAmount.rekeyAmount, delete: MatrixAmount.deleteAmount,
            some: MatrixAmount.someAmount, returning: MatrixAmount.returningAmount, used: MatrixAmount.usedAmount,
            ref: { MatrixRef(amount: $0) }, linked: LinkedAmountRow.linkedAmount, linkedRecord: \.matrixAmount,
            joinedCount: { try JoinedAmountRow.joinedAmount().fetchCount($0) })
        try checkKey(
            "Link", URL(string: "https://a.example/x")!, URL(string: "file:///b")!, URL(string: "https://c.example")!,
            stored: "https://a.example/x".databaseValue, key: \MatrixLink.key, insert: MatrixLink.insertLink,
            find: MatrixLink.findLink, rekey: MatrixLink.rekeyLink, delete: MatrixLink.deleteLink,
            some: MatrixLink.someLink, returning: MatrixLink.returningLink, used: MatrixLink.usedLink,
            ref: { MatrixRef(link: $0) }, linked: LinkedLinkRow.linkedLink, linkedRecord: \.matrixLink,
            joinedCount: { try JoinedLinkRow.joinedLink().fetchCount($0) })
        try checkKey(
            "Mood", MatrixMood.Key.calm, .busy, .calm, stored: "calm".databaseValue, key: \MatrixMood.key,
            insert: MatrixMood.insertMood, find: MatrixMood.findMood, rekey: MatrixMood.rekeyMood,
            delete: MatrixMood.deleteMood, some: MatrixMood.someMood, returning: MatrixMood.returningMood,
            used: MatrixMood.usedMood, ref: { MatrixRef(mood: $0.flatMap { MatrixRef.Mood(rawValue: $0.rawValue) }) },
            linked: LinkedMoodRow.linkedMood, linkedRecord: \.matrixMood,
            joinedCount: { try JoinedMoodRow.joinedMood().fetchCount($0) })
        try checkKey(
            "Level", MatrixLevel.Key.low, .high, .low, stored: 1.databaseValue, key: \MatrixLevel.key,
            insert: MatrixLevel.insertLevel, find: MatrixLevel.findLevel, rekey: MatrixLevel.rekeyLevel,
            delete: MatrixLevel.deleteLevel, some: MatrixLevel.someLevel, returning: MatrixLevel.returningLevel,
            used: MatrixLevel.usedLevel,
            ref: { MatrixRef(level: $0.flatMap { MatrixRef.Level(rawValue: $0.rawValue) }) },
            linked: LinkedLevelRow.linkedLevel, linkedRecord: \.matrixLevel,
            joinedCount: { try JoinedLevelRow.joinedLevel().fetchCount($0) })
        try checkKey(
            "Bytes", Data([1, 2]), Data([0xFF]), Data(), stored: Data([1, 2]).databaseValue, key: \MatrixByte.key,
            insert: MatrixByte.insertBytes, find: MatrixByte.findBytes, rekey: MatrixByte.rekeyBytes,
            delete: MatrixByte.deleteBytes, some: MatrixByte.someBytes, returning: MatrixByte.returningBytes,
            used: MatrixByte.usedBytes, ref: { MatrixRef(bytes: $0) }, linked: LinkedBytesRow.linkedBytes,
            linkedRecord: \.matrixByte, joinedCount: { try JoinedBytesRow.joinedBytes().fetchCount($0) })
        try checkKey(
            "Money", Money(cents: 1), Money(cents: 2), Money(cents: 3), stored: 1.databaseValue, key: \MatrixMoney.key,
            insert: MatrixMoney.insertMoney, find: MatrixMoney.findMoney, rekey: MatrixMoney.rekeyMoney,
            delete: MatrixMoney.deleteMoney, some: MatrixMoney.someMoney, returning: MatrixMoney.returningMoney,
            used: MatrixMoney.usedMoney, ref: { MatrixRef(money: $0) }, linked: LinkedMoneyRow.linkedMoney,
            linkedRecord: \.matrixMoney, joinedCount: { try JoinedMoneyRow.joinedMoney().fetchCount($0) })
    }

    // MARK: Parameters of every kind: required, compared with NULL, assigned, in a filter

    /// One kind's queries of `matrixCell`, on the two cells of ``cell(_:)`` (ids 1 and 2): a
    /// required parameter (`k = :value`), an optional one compared with NULL
    /// (`:value IS NULL OR kOpt = :value`), one assigned to a nullable column, one in a filter.
    func checkCell<Value: Hashable, Optional: Hashable, Row: FetchableRecord & Hashable>(
        _ name: String, _ value: Value, _ optional: Optional, stored: DatabaseValue,
        cells: (Value) throws -> QueryRequest<Row>,
        orAll: (Optional?) throws -> QueryRequest<Int64>,
        set: (Optional?, Int64) throws -> WriteRequest<Int>,
        filtered: (Value?) throws -> QueryRequest<Int64>,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let store = try makeStore()
        var first = cell(true)
        var second = cell(false)
        try store.insert(&first)
        try store.insert(&second)
        try store.writer.write { db in
            let rows = try cells(value).fetchAll(db)
            XCTAssertEqual(rows.count, 1, name, file: file, line: line)
            XCTAssertEqual(
                rows, try Row.fetchAll(db, sql: try sql("cells\(name)"), arguments: [stored]), name, file: file,
                line: line)
            XCTAssertEqual(rows, try Row.fetchAll(db, cells(value)), name, file: file, line: line)
            XCTAssertEqual(try orAll(nil).fetchAll(db), [1, 2], name, file: file, line: line)
            XCTAssertEqual(try orAll(optional).fetchAll(db), [], name, file: file, line: line)
            XCTAssertEqual(try set(optional, 2).execute(db), 1, name, file: file, line: line)
            let column = "\(name.prefix(1).lowercased())\(name.dropFirst())Opt"
            XCTAssertEqual(
                try DatabaseValue.fetchOne(
                    db, sql: "SELECT \(column.quotedDatabaseIdentifier) FROM matrixCell WHERE id = 2"),
                stored, name, file: file, line: line)
            XCTAssertEqual(try orAll(optional).fetchAll(db), [2], name, file: file, line: line)
            XCTAssertEqual(try set(nil, 2).execute(db), 1, name, file: file, line: line)
            XCTAssertEqual(try orAll(optional).fetchAll(db), [], name, file: file, line: line)
            XCTAssertEqual(try filtered(value).fetchAll(db), [1], name, file: file, line: line)
            XCTAssertEqual(try filtered(nil).fetchAll(db), [1, 2], name, file: file, line: line)
        }
    }

    func testEveryParameterKind() throws {
        let a = cell(true)
        let stored = Self.storedA
        try checkCell(
            "Int", a.int, a.int, stored: stored["int"]!, cells: CellsIntRow.cellsInt, orAll: MatrixCell.cellsIntOrAll,
            set: MatrixCell.setInt, filtered: { MatrixCell.filteredInt(value: $0) })
        try checkCell(
            "Real", a.real, a.real, stored: stored["real"]!, cells: CellsRealRow.cellsReal,
            orAll: MatrixCell.cellsRealOrAll, set: MatrixCell.setReal,
            filtered: { MatrixCell.filteredReal(value: $0) })
        try checkCell(
            "Text", a.text, a.text, stored: stored["text"]!, cells: CellsTextRow.cellsText,
            orAll: MatrixCell.cellsTextOrAll, set: MatrixCell.setText,
            filtered: { MatrixCell.filteredText(value: $0) })
        try checkCell(
            "Flag", a.flag, a.flag, stored: stored["flag"]!, cells: CellsFlagRow.cellsFlag,
            orAll: MatrixCell.cellsFlagOrAll, set: MatrixCell.setFlag,
            filtered: { MatrixCell.filteredFlag(value: $0) })
        try checkCell(
            "Day", a.day, a.day, stored: stored["day"]!, cells: CellsDayRow.cellsDay, orAll: MatrixCell.cellsDayOrAll,
            set: MatrixCell.setDay, filtered: { MatrixCell.filteredDay(value: $0) })
        try checkCell(
            "Instant", a.instant, a.instant, stored: stored["instant"]!, cells: CellsInstantRow.cellsInstant,
            orAll: MatrixCell.cellsInstantOrAll, set: MatrixCell.setInstant,
            filtered: { MatrixCell.filteredInstant(value: $0) })
        try checkCell(
            "Epoch", a.epoch, a.epoch, stored: stored["epoch"]!, cells: CellsEpochRow.cellsEpoch,
            orAll: MatrixCell.cellsEpochOrAll, set: MatrixCell.setEpoch,
            filtered: { MatrixCell.filteredEpoch(value: $0) })
        try checkCell(
            "EpochMs", a.epochMs, a.epochMs, stored: stored["epochMs"]!, cells: CellsEpochMsRow.cellsEpochMs,
            orAll: MatrixCell.cellsEpochMsOrAll, set: MatrixCell.setEpochMs,
            filtered: { MatrixCell.filteredEpochMs(value: $0) })
        try checkCell(
            "Uid", a.uid, a.uid, stored: stored["uid"]!, cells: CellsUidRow.cellsUid, orAll: MatrixCell.cellsUidOrAll,
            set: MatrixCell.setUid, filtered: { MatrixCell.filteredUid(value: $0) })
        try checkCell(
            "UidBytes", a.uidBytes, a.uidBytes, stored: stored["uidBytes"]!, cells: CellsUidBytesRow.cellsUidBytes,
            orAll: MatrixCell.cellsUidBytesOrAll, set: MatrixCell.setUidBytes,
            filtered: { MatrixCell.filteredUidBytes(value: $0) })
        try checkCell(
            "UidUpper", a.uidUpper, a.uidUpper, stored: stored["uidUpper"]!, cells: CellsUidUpperRow.cellsUidUpper,
            orAll: MatrixCell.cellsUidUpperOrAll, set: MatrixCell.setUidUpper,
            filtered: { MatrixCell.filteredUidUpper(value: $0) })
        try checkCell(
            "Json", a.json, a.json, stored: stored["json"]!, cells: CellsJsonRow.cellsJson,
            orAll: MatrixCell.cellsJsonOrAll, set: MatrixCell.setJson,
            filtered: { try MatrixCell.filteredJson(value: $0) })
        try checkCell(
            "Amount", a.amount, a.amount, stored: stored["amount"]!, cells: CellsAmountRow.cellsAmount,
            orAll: MatrixCell.cellsAmountOrAll, set: MatrixCell.setAmount,
            filtered: { MatrixCell.filteredAmount(value: $0) })
        try checkCell(
            "Link", a.link, a.link, stored: stored["link"]!, cells: CellsLinkRow.cellsLink,
            orAll: MatrixCell.cellsLinkOrAll, set: MatrixCell.setLink,
            filtered: { MatrixCell.filteredLink(value: $0) })
        try checkCell(
            "Mood", a.mood, MatrixCell.MoodOpt.busy, stored: stored["mood"]!, cells: CellsMoodRow.cellsMood,
            orAll: MatrixCell.cellsMoodOrAll, set: MatrixCell.setMood,
            filtered: { MatrixCell.filteredMood(value: $0) })
        try checkCell(
            "Level", a.level, MatrixCell.LevelOpt.high, stored: stored["level"]!, cells: CellsLevelRow.cellsLevel,
            orAll: MatrixCell.cellsLevelOrAll, set: MatrixCell.setLevel,
            filtered: { MatrixCell.filteredLevel(value: $0) })
        try checkCell(
            "Bytes", a.bytes, a.bytes, stored: stored["bytes"]!, cells: CellsBytesRow.cellsBytes,
            orAll: MatrixCell.cellsBytesOrAll, set: MatrixCell.setBytes,
            filtered: { MatrixCell.filteredBytes(value: $0) })
        try checkCell(
            "Money", a.money, a.money, stored: stored["money"]!, cells: CellsMoneyRow.cellsMoney,
            orAll: MatrixCell.cellsMoneyOrAll, set: MatrixCell.setMoney,
            filtered: { MatrixCell.filteredMoney(value: $0) })
    }

    // MARK: The keys SQLite chooses, and composite keys

    func testRowidSQLDefaultAndCompositeKeys() throws {
        let store = try makeStore()
        try store.writer.write { db in
            var row = MatrixRowid(name: "a")
            try row.insert(db)
            let id = try XCTUnwrap(row.id)
            let renamed = try MatrixRowid.renameRowid(name: "b", id: id).execute(db)
            XCTAssertEqual(renamed, [MatrixRowid(id: id, name: "b")])
            // The key SQLite chose with the schema's uuid(): lowercase UUID text.
            let ids = try MatrixDefaultKey.insertDefaultKey(name: "x").execute(db)
            XCTAssertEqual(ids.count, 1)
            let text = try String.fetchOne(db, sql: "SELECT id FROM matrixDefaultKey")
            XCTAssertEqual(text, ids.first?.uuidString.lowercased())
            XCTAssertEqual(try MatrixDefaultKey.fetchAll(db).map(\.id), ids)
            // A composite key of a UUID and a day.
            let day = CalendarDate(year: 2024, month: 5, day: 1)
            for (uid, note) in [(LowercaseUUID(Self.uuidA), "a"), (LowercaseUUID(Self.uuidB), nil)] {
                try MatrixPair(uid: uid, day: day, note: note).insert(db)
            }
            try MatrixPair(uid: LowercaseUUID(Self.uuidA), day: CalendarDate(year: 2024, month: 5, day: 2)).insert(db)
            let pairs = try MatrixPair.pairsOn(day: day, uids: [LowercaseUUID(Self.uuidA), LowercaseUUID(Self.uuidB)])
                .fetchAll(db)
            XCTAssertEqual(Set(pairs.map(\.uid.uuid)), [Self.uuidA, Self.uuidB])
            XCTAssertEqual(
                pairs,
                try MatrixPair.fetchAll(
                    db, sql: "SELECT * FROM matrixPair WHERE day = ? ORDER BY uid", arguments: ["2024-05-01"]))
            // GRDB's key dictionaries take values as stored (its UUID strategies serve `id` lookups).
            let key: [String: (any DatabaseValueConvertible)?] = [
                "uid": Self.uuidA.uuidString.lowercased(), "day": day,
            ]
            XCTAssertEqual(try MatrixPair.fetchOne(db, key: key)?.note, "a")
        }
    }
}
