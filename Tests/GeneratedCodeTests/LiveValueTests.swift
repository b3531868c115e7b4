import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import ItemsStore
import Observation
import XCTest

/// GRDBGenRuntime's `LiveValue` against SQLite, observed as SwiftUI observes it
/// (`withObservationTracking`): each change seen once, no duplicate first value, bursts
/// coalesced, a new request re-fetched, and no observation left once released.
@MainActor
final class LiveValueTests: XCTestCase {
    var queue: DatabaseQueue!

    override func setUp() async throws {
        queue = try DatabaseQueue()
        try await queue.write { db in
            try db.execute(
                sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, title TEXT NOT NULL, done INTEGER NOT NULL)")
            try db.execute(sql: "CREATE TABLE other (id INTEGER PRIMARY KEY)")
            try db.execute(sql: "INSERT INTO note (title, done) VALUES ('a', 0), ('b', 1)")
        }
    }

    static func titles(done: Int?) -> @Sendable (Database) throws -> [String] {
        { db in
            guard let done else { return try String.fetchAll(db, sql: "SELECT title FROM note ORDER BY id") }
            return try String.fetchAll(db, sql: "SELECT title FROM note WHERE done = ? ORDER BY id", arguments: [done])
        }
    }

    /// Counts the changes of a live value's `value`, as a view that reads it would see them.
    @MainActor final class Changes<Value: Sendable & Equatable> {
        var count = 0
        func track(_ live: LiveValue<Value>) {
            withObservationTracking {
                _ = live.value
            } onChange: { [weak self, weak live] in
                Task { @MainActor in
                    guard let self, let live else { return }
                    self.count += 1
                    self.track(live)
                }
            }
        }
    }

    /// Waits until `condition` holds, or fails after 5 seconds.
    func waitUntil(_ what: String, _ condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(5)
        while !condition() {
            if Date() > deadline { return XCTFail("timed out: \(what)") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// The first frame holds the rows (issue 45): right after creation, on the main actor, the value
    /// is loaded; the observation that starts then does not give it again.
    func testTheFirstFrameHoldsTheValueThenEachChangeOnce() async throws {
        let live = LiveValue([], in: queue, Self.titles(done: nil))
        XCTAssertTrue(live.isLoaded)
        XCTAssertEqual(live.value, ["a", "b"])
        let changes = Changes<[String]>()
        changes.track(live)
        try await Task.sleep(for: .milliseconds(100))
        XCTAssertEqual(changes.count, 0, "the observation's first value, the same, changes nothing")

        try await queue.write { db in try db.execute(sql: "INSERT INTO note (title, done) VALUES ('c', 0)") }
        try await waitUntil("the insert") { live.value == ["a", "b", "c"] }
        // A write that leaves the result as it was: no new value.
        try await queue.write { db in try db.execute(sql: "UPDATE note SET done = done WHERE id = 1") }
        try await queue.write { db in try db.execute(sql: "INSERT INTO other DEFAULT VALUES") }
        try await Task.sleep(for: .milliseconds(150))
        XCTAssertEqual(changes.count, 1, "one value per change of the result")
        XCTAssertNil(live.error)
    }

    /// A live value recovers from an error (issue 51): a fetch that throws (here a NULL where the
    /// fetch requires a text) sets `error`, and the observation goes on; once the row is repaired,
    /// the next value clears the error. Before, GRDB's observation ended at the error and the live
    /// value stayed in error with its stale value until `load`.
    func testAnErrorIsClearedByTheNextValueThatReads() async throws {
        try await queue.write { db in
            try db.execute(sql: "CREATE TABLE loose (id INTEGER PRIMARY KEY, title TEXT)")
            try db.execute(sql: "INSERT INTO loose (title) VALUES ('a')")
        }
        struct NullTitle: Error {}
        let live = LiveValue([], in: queue) { db in
            try Row.fetchAll(db, sql: "SELECT title FROM loose ORDER BY id").map { row -> String in
                guard let title = row["title"] as String? else { throw NullTitle() }
                return title
            }
        }
        XCTAssertEqual(live.value, ["a"])
        XCTAssertNil(live.error)
        try await queue.write { db in try db.execute(sql: "INSERT INTO loose (title) VALUES (NULL)") }
        try await waitUntil("the error") { live.error != nil }
        XCTAssertEqual(live.value, ["a"], "the last value that read stays while in error")
        try await queue.write { db in try db.execute(sql: "UPDATE loose SET title = 'b' WHERE title IS NULL") }
        try await waitUntil("the repaired row") { live.value == ["a", "b"] }
        XCTAssertNil(live.error, "the next value that reads clears the error")
        try await queue.write { db in try db.execute(sql: "INSERT INTO loose (title) VALUES ('c')") }
        try await waitUntil("a later insert") { live.value == ["a", "b", "c"] }
    }

    /// A value that is not `Equatable` (the records of a schema without `hashable: true`) is live
    /// too (issue 45): `store.live` of any request compiles; its values are not compared, so each
    /// notification is a new value.
    func testAValueThatIsNotEquatableIsLive() async throws {
        struct Title: Sendable { var text: String }
        let live = LiveValue([], in: queue) { db in
            try String.fetchAll(db, sql: "SELECT title FROM note ORDER BY id").map(Title.init)
        }
        XCTAssertTrue(live.isLoaded)
        XCTAssertEqual(live.value.map(\.text), ["a", "b"])
        try await queue.write { db in try db.execute(sql: "INSERT INTO note (title, done) VALUES ('c', 0)") }
        try await waitUntil("the insert") { live.value.count == 3 }
        // A generated record that is not Hashable: `or-conditions` has no `hashable: true`.
        let store = try OrConditionsDatabase.inMemory()
        let stock = store.live(Stock.all())
        XCTAssertTrue(stock.isLoaded)
        XCTAssertEqual(stock.value.count, 0)
    }

    func testABurstOfWritesGivesFewValuesAndTheLastIsRight() async throws {
        let live = LiveValue([], in: queue, Self.titles(done: nil))
        try await waitUntil("first value") { live.isLoaded }
        let changes = Changes<[String]>()
        changes.track(live)
        let queue = self.queue!
        let start = ContinuousClock.now
        let writer = Task.detached {
            for number in 0..<1_000 {
                try await queue.write { db in
                    try db.execute(sql: "INSERT INTO note (title, done) VALUES (?, 0)", arguments: ["n\(number)"])
                }
            }
        }
        try await writer.value
        let burst = ContinuousClock.now - start
        try await waitUntil("the last write") { live.value.count == 1_002 }
        XCTAssertEqual(live.value.last, "n999")
        // At most one value per 16 ms frame of the burst (and the last one after it), however long
        // a loaded machine makes the burst: far fewer values than writes.
        let frames = Int(burst / .milliseconds(16))
        XCTAssertLessThanOrEqual(
            changes.count, frames + 3, "a burst is coalesced: \(changes.count) values for 1,000 writes in \(burst)")
        XCTAssertLessThan(changes.count, 1_000)
        print("live value: 1,000 writes in \(burst) gave \(changes.count) values")
    }

    func testANewRequestIsFetchedAndObserved() async throws {
        let live = LiveValue([], in: queue, Self.titles(done: 0))
        try await waitUntil("first value") { live.isLoaded }
        XCTAssertEqual(live.value, ["a"])
        live.load(Self.titles(done: 1))
        // Fetched at once.
        XCTAssertTrue(live.isLoaded)
        XCTAssertEqual(live.value, ["b"])
        try await queue.write { db in try db.execute(sql: "UPDATE note SET done = 1") }
        try await waitUntil("observed after the change") { live.value == ["a", "b"] }
    }

    /// Requests changed while a slow fetch of an earlier request's observation is in flight: each
    /// request is fetched at once, the latest request's value wins, and the earlier ones never show
    /// after it.
    func testTheLatestRequestWinsOverAFetchInFlight() async throws {
        func slow(_ done: Int) -> @Sendable (Database) throws -> [String] {
            let fetch = Self.titles(done: done)
            return { db in
                Thread.sleep(forTimeInterval: 0.15)
                return try fetch(db)
            }
        }
        let live = LiveValue([], in: queue, slow(0))
        XCTAssertEqual(live.value, ["a"])
        live.load(slow(1))
        XCTAssertEqual(live.value, ["b"])
        // The observation of `slow(1)` now fetches off the main actor (150 ms); the latest request:
        live.load(Self.titles(done: nil))
        XCTAssertEqual(live.value, ["a", "b"])
        var seen: [[String]] = []
        let watcher = Task { @MainActor in
            while !Task.isCancelled {
                if seen.last != live.value { seen.append(live.value) }
                await Task.yield()
            }
        }
        defer { watcher.cancel() }
        try await Task.sleep(for: .milliseconds(400))  // longer than the slow fetches
        XCTAssertEqual(live.value, ["a", "b"])
        XCTAssertEqual(seen, [["a", "b"]], "an earlier request's value showed after the latest")
    }

    func testReleasingStopsObserving() async throws {
        weak var released: LiveValue<[String]>?
        do {
            let live = LiveValue([], in: queue, Self.titles(done: nil))
            released = live
            try await waitUntil("first value") { live.isLoaded }
        }
        // Its task holds it only weakly between values: nothing keeps it.
        try await waitUntil("released") { released == nil }
        try await queue.write { db in try db.execute(sql: "INSERT INTO note (title, done) VALUES ('d', 0)") }
        XCTAssertNil(released)
    }

    /// A key stored in the other case than its column's (a server's, an older release's: issue 60)
    /// reads in a live value as its value, as in every other read; before, the live value failed.
    func testALiveValueReadsAKeyStoredInTheOtherCase() async throws {
        let store = try RemindersDatabase.inMemory(functions: RemindersDatabase.Functions(uuid: { UUID().uuidString }))
        let list = RemindersList.ID()
        try await store.writer.write { db in
            try db.execute(
                sql: "INSERT INTO remindersLists (id, title) VALUES (?, 'Upper')", arguments: [list.uuidString])
        }
        let lists = store.live(RemindersList.all())
        try await waitUntil("first value") { lists.isLoaded || lists.error != nil }
        XCTAssertNil(lists.error)
        XCTAssertEqual(lists.value.map(\.id), [list])
    }

    /// `swift: { live: true }`: the store's `liveReminders(orderedBy:)`, in one line.
    func testTheStoresLiveValueOfATable() async throws {
        let store = try RemindersDatabase.inMemory(functions: RemindersDatabase.Functions(uuid: { UUID().uuidString }))
        let list = RemindersList.ID()
        try await store.insert(RemindersList(id: list, title: "Personal"))
        try await store.insert(Reminder(id: .init(), remindersListID: list, title: "b"))
        let reminders = store.live(Reminder.all().ordered(by: .title))
        try await waitUntil("first value") { reminders.isLoaded }
        XCTAssertEqual(reminders.value.map(\.title), ["b"])
        try await store.insert(Reminder(id: .init(), remindersListID: list, title: "a"))
        try await waitUntil("the insert") { reminders.value.map(\.title) == ["a", "b"] }

        // One parent's rows: another list's reminder is not among them, and gives no new value.
        let other = RemindersList.ID()
        try await store.insert(RemindersList(id: other, title: "Work"))
        let ofList = store.live(Reminder.filter(remindersListID: list).order(Reminder.Columns.title.desc))
        try await waitUntil("first value of the list") { ofList.isLoaded }
        XCTAssertEqual(ofList.value.map(\.title), ["b", "a"])
        let changes = Changes<[Reminder]>()
        changes.track(ofList)
        try await store.insert(Reminder(id: .init(), remindersListID: other, title: "z"))
        try await store.insert(Reminder(id: .init(), remindersListID: list, title: "c"))
        try await waitUntil("the list's insert") { ofList.value.map(\.title) == ["c", "b", "a"] }
        try await Task.sleep(for: .milliseconds(50))
        XCTAssertEqual(changes.count, 1, "the other list's reminder changed nothing here")
    }

    /// A live value of a query, with its run-time choices: another ordering is another request.
    func testTheStoresLiveValueOfAQuery() async throws {
        let store = try RemindersDatabase.inMemory(functions: RemindersDatabase.Functions(uuid: { UUID().uuidString }))
        let list = RemindersList.ID()
        try await store.insert(RemindersList(id: list, title: "Personal"))
        try await store.insert(Reminder(id: .init(), position: 2, remindersListID: list, title: "a"))
        try await store.insert(Reminder(id: .init(), position: 1, remindersListID: list, title: "b"))
        let reminders = store.live(Reminder.remindersOfList(remindersListID: list, orderedBy: .title))
        try await waitUntil("first value") { reminders.isLoaded }
        XCTAssertEqual(reminders.value.map(\.title), ["a", "b"])
        reminders.load { db in try Reminder.remindersOfList(remindersListID: list, orderedBy: .manual).fetchAll(db) }
        try await waitUntil("the manual order") { reminders.isLoaded && reminders.value.map(\.title) == ["b", "a"] }
        try await store.insert(Reminder(id: .init(), position: 0, remindersListID: list, title: "c"))
        try await waitUntil("the insert") { reminders.value.map(\.title) == ["c", "b", "a"] }
        let count = LiveValue(nil, in: store.writer) { db in try PastDueCountRow.pastDueCount().fetchOne(db) }
        try await waitUntil("a single row") { count.isLoaded }
        XCTAssertEqual(count.value?.count, 0)
    }

    /// A commit of another process (`store-stress`, the demo store) is seen by the live values of
    /// a store opened to watch other processes, through one poll of `PRAGMA data_version` that
    /// stops once they are released.
    func testAWriteFromAnotherProcessIsSeen() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("db.sqlite").path
        let polled = OtherProcessChanges.polledConnectionCount
        do {
            let store = try ItemsStore.AppDatabase.openFile(atPath: path, watchingOtherProcesses: true)
            let items = store.live(ItemsStore.Item.all().ordered(by: .name))
            let listed = store.live(ItemsStore.Item.listed(orderedBy: .name))
            XCTAssertEqual(OtherProcessChanges.polledConnectionCount, polled + 1, "one poll for the connection")
            try await waitUntil("first values") { items.isLoaded && listed.isLoaded }
            let changes = Changes<[ItemsStore.Item]>()
            changes.track(items)

            let process = Process()
            process.executableURL = try Self.executable("store-stress")
            process.arguments = ["add", path, "3", "other"]
            try process.run()
            while process.isRunning { try await Task.sleep(for: .milliseconds(5)) }
            XCTAssertEqual(process.terminationStatus, 0)
            let committed = Date()
            // The tracker counts a change in a task of its own: waited for too.
            try await waitUntil("the other process's rows") {
                items.value.count == 3 && listed.value.count == 3 && changes.count > 0
            }
            let latency = Date().timeIntervalSince(committed)
            XCTAssertEqual(items.value.map(\.name), ["other-0", "other-1", "other-2"])
            // Three commits, seen at one poll or more: one value each at most.
            XCTAssertTrue((1...3).contains(changes.count), "\(changes.count) values")
            print(String(format: "live value: another process's commit seen after %.3f s", latency))

            // The same connection's own writes are seen at once, without the poll.
            var mine = ItemsStore.Item(name: "mine")
            try await store.insert(&mine)
            try await waitUntil("this process's write") { items.value.count == 4 }
        }
        try await waitUntil("the poll stopped") { OtherProcessChanges.polledConnectionCount == polled }

        // An in-memory database has no other process: nothing polls it.
        let live = LiveValue([], in: queue, Self.titles(done: nil))
        XCTAssertEqual(OtherProcessChanges.polledConnectionCount, polled)
        try await waitUntil("first value") { live.isLoaded }
    }

    /// Cross-process detection is asked for: the live values of a store opened without
    /// `watchingOtherProcesses` poll nothing (and do not see another process's commit until this
    /// process writes); `acrossProcesses: true` asks for one live value.
    func testAStoreNotOpenedToWatchOtherProcessesPollsNothing() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("db.sqlite").path
        let polled = OtherProcessChanges.polledConnectionCount
        let store = try ItemsStore.AppDatabase.openFile(atPath: path)
        XCTAssertFalse(OtherProcessChanges.watchesOtherProcesses(store.writer))
        let items = store.live(ItemsStore.Item.all())
        let listed = store.live(ItemsStore.Item.listed())
        try await waitUntil("first values") { items.isLoaded && listed.isLoaded }
        XCTAssertEqual(OtherProcessChanges.polledConnectionCount, polled, "no poll")
        let asked = LiveValue([], in: store.writer, acrossProcesses: true) { db in
            try ItemsStore.Item.listed().fetchAll(db)
        }
        XCTAssertEqual(OtherProcessChanges.polledConnectionCount, polled + 1, "asked for by one live value")
        try await waitUntil("first value") { asked.isLoaded }
        let watching = try ItemsStore.AppDatabase.openFile(atPath: path, watchingOtherProcesses: true)
        XCTAssertTrue(OtherProcessChanges.watchesOtherProcesses(watching.writer))
        XCTAssertFalse(OtherProcessChanges.watchesOtherProcesses(store.writer))
    }

    /// One poll per connection, however many watches; a watch cancelled then released counts once.
    func testWatchesOfOneConnectionShareOnePoll() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID()).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try DatabaseQueue(path: path)
        let other = try DatabaseQueue(path: path)
        let polled = OtherProcessChanges.polledConnectionCount
        var first: OtherProcessChanges.Watch? = OtherProcessChanges.watch(file)
        let second = OtherProcessChanges.watch(file)
        XCTAssertEqual(OtherProcessChanges.polledConnectionCount, polled + 1)
        let third = OtherProcessChanges.watch(other)
        XCTAssertEqual(OtherProcessChanges.polledConnectionCount, polled + 2, "another connection, its own poll")
        first?.cancel()
        first = nil  // cancelled, then released: counted once
        XCTAssertEqual(OtherProcessChanges.polledConnectionCount, polled + 2, "the second watch still holds it")
        second.cancel()
        third.cancel()
        XCTAssertEqual(OtherProcessChanges.polledConnectionCount, polled)
        XCTAssertNil(first)
    }

    /// A commit of another connection between an observation's first fetch and the poll's first
    /// read of `PRAGMA data_version` is seen too.
    func testACommitBeforeThePollsFirstReadIsSeen() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("first-\(UUID()).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try DatabaseQueue(path: path)
        let other = try DatabaseQueue(path: path)
        try await file.write { db in try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY)") }
        let live = LiveValue(0, in: file, acrossProcesses: false) { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM note") ?? 0
        }
        XCTAssertTrue(live.isLoaded)
        // A commit of this connection, seen once the observation runs (the first value is the
        // live value's own fetch: the observation starts after it).
        try await file.write { db in try db.execute(sql: "INSERT INTO note DEFAULT VALUES") }
        try await waitUntil("the observation runs") { live.value == 1 }
        try await other.write { db in try db.execute(sql: "INSERT INTO note DEFAULT VALUES") }
        let watch = OtherProcessChanges.watch(file)
        try await waitUntil("the commit made before the poll started") { live.value == 2 }
        watch.cancel()

        // The notification's empty transaction is no change for other connections: two idle
        // processes that watch one file do not wake each other up.
        func dataVersion() throws -> Int? { try other.read { db in try Int.fetchOne(db, sql: "PRAGMA data_version") } }
        let before = try dataVersion()
        try await file.write { db in try db.notifyChanges(in: DatabaseRegion.fullDatabase) }
        XCTAssertEqual(try dataVersion(), before)
        try await file.write { db in try db.execute(sql: "INSERT INTO note DEFAULT VALUES") }
        XCTAssertNotEqual(try dataVersion(), before, "a commit changes it")
    }

    /// An executable of the package (`store-stress`), built beside the test bundle.
    static func executable(_ name: String) throws -> URL {
        let bundles = Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map(\.bundleURL)
        let directories =
            [Bundle.main.bundleURL] + (bundles + [Bundle.main.bundleURL]).map { $0.deletingLastPathComponent() }
        guard
            let url = directories.map({ $0.appendingPathComponent(name) })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name])
        }
        return url
    }
}
