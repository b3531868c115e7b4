@_spi(Generated) import GRDBGenRuntime
import FixtureRecords
import Foundation
import GRDB
import XCTest

/// A `json` column stores equal values as the same text (issue 61): a `Set`'s order, and a
/// dictionary's, change from one instance to the next in Swift, and a record compares the text it
/// stores (`DatabaseHashable`).
final class StableJSONTests: XCTestCase {
    /// Sets and dictionaries of sets, built in a different order each time, written and read back
    /// 100 times: the record read equals the one written, and every text stored is the same.
    func testRecordsOfSetsReadBackEqualToThoseWritten() throws {
        let store = try StrictDatabase(DatabaseQueue())
        let words = (0..<12).map { "light.\($0)" }
        var stored: Set<String> = []
        for run in 0..<100 {
            var labels = Set<String>(minimumCapacity: run % 7 * 8)
            for word in run.isMultiple(of: 2) ? words : words.reversed() { labels.insert(word) }
            let groups = ["b": [Set((0..<9).shuffled()), []], "a": [Set([run % 3, 7, 1])]]
            var task = TaskRecord(title: "Run \(run)", labels: labels, groups: groups)
            try store.insert(&task)
            let read = try XCTUnwrap(store.fetchOne(TaskRecord.self, id: task.id!))
            XCTAssertEqual(read.labels, labels)
            XCTAssertEqual(read, task, "run \(run): the record read back differs from the one written")
            let text = try store.writer.read { db in
                try String.fetchOne(db, sql: "SELECT labels FROM task WHERE id = ?", arguments: [task.id])
            }
            stored.insert(try XCTUnwrap(text))
        }
        XCTAssertEqual(stored, ["[" + words.sorted().map { "\"\($0)\"" }.joined(separator: ",") + "]"])
    }

    /// Sets at any depth are sorted, as are the pairs of a dictionary whose keys JSON cannot name.
    func testNestedSetsAndPairListsAreSorted() throws {
        XCTAssertEqual(try json(Set([3, 1, 2])), "[1,2,3]")
        XCTAssertEqual(try json(["z": Set(["b", "a"]), "a": []]), #"{"a":[],"z":["a","b"]}"#)
        XCTAssertEqual(try json([[Set([2.5, 1.5])]]), "[[[1.5,2.5]]]")
        XCTAssertEqual(try json([2.5: "b", 1.5: "a"]), #"[1.5,"a",2.5,"b"]"#)
        XCTAssertEqual(
            try json(Shelf(tags: ["y", "x"], inner: Shelf(tags: ["d", "c"]))),
            #"{"date":0,"inner":{"date":0,"tags":["c","d"]},"tags":["x","y"]}"#)
    }

    /// What holds no set is encoded as `JSONEncoder` encodes it (keys sorted): the text already
    /// stored in users' files does not change.
    func testValuesWithoutSetsKeepJSONEncodersText() throws {
        let value = Bundle(
            date: Date(timeIntervalSince1970: 1_700_000_000.5), data: Data([1, 2, 255]),
            url: URL(string: "https://example.com/a/b?c=d")!, decimal: Decimal(string: "12.50")!,
            missing: nil, nested: [["b": [1, 2]], ["a": []]], text: "it's \"quoted\" / é", number: -0.1)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        XCTAssertEqual(try json(value), String(decoding: try encoder.encode(value), as: UTF8.self))
        XCTAssertEqual(try json([value]), String(decoding: try encoder.encode([value]), as: UTF8.self))
    }

    /// The text `StoredText.json` stores for `value`.
    private func json(_ value: some Encodable) throws -> String? {
        String.fromDatabaseValue(try StoredText.json(value))
    }

    private final class Shelf: Codable {
        var tags: Set<String>
        var inner: Shelf?
        var date = Date(timeIntervalSinceReferenceDate: 0)
        init(tags: Set<String>, inner: Shelf? = nil) {
            self.tags = tags
            self.inner = inner
        }
    }

    private struct Bundle: Codable {
        var date: Date, data: Data, url: URL, decimal: Decimal, missing: Int?, nested: [[String: [Int]]]
        var text: String, number: Double
    }
}
