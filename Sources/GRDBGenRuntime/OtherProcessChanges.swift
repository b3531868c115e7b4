import Foundation
import GRDB

/// Tells the observations of this process about the commits that other processes make to the
/// same database file, which GRDB's `ValueObservation` does not see by itself.
///
/// While someone holds a ``Watch`` of a connection, its writer reads `PRAGMA data_version` every
/// interval (the number changes when another connection commits); when it changed, an empty write
/// transaction calls `notifyChanges(in:)` for the whole database, and every observation of this
/// process fetches again (and, with duplicates removed, gives a value only if its result changed).
/// One poll per connection, however many observations watch it; nothing runs once the last
/// watch is released. An in-memory database has no other process, so it is not polled.
///
/// ```swift
/// let watch = OtherProcessChanges.watch(store.writer)   // polled while `watch` lives
/// ```
///
/// ``DatabaseStore/observeAcrossProcesses(every:_:)`` and ``LiveValue`` hold one for you.
package enum OtherProcessChanges {
    /// The time between two reads of `PRAGMA data_version` when none is given (also the default of
    /// `observeAcrossProcesses(every:_:)`).
    package static let defaultInterval: Duration = .milliseconds(200)

    /// Starts (or joins) the polling of `writer` for other processes' commits; it goes on while
    /// the returned watch lives, and while any other watch of the same connection does.
    ///
    /// The interval of the first watch of a connection is the one used until the last is released.
    package static func watch(_ writer: any DatabaseWriter, every interval: Duration = defaultInterval) -> Watch {
        Watch(writer: writer, interval: interval)
    }

    /// The number of connections polled now: one for each connection some watch holds.
    package static var polledConnectionCount: Int { pollers.count }

    /// Marks a connection as one whose live values watch other processes' commits: the stores
    /// opened with `openFile(atPath:watchingOtherProcesses: true)` are, for an app and its
    /// extensions sharing a file. Live values of other connections observe this process only,
    /// and poll nothing.
    package static func watchOtherProcesses(of writer: any DatabaseWriter) {
        watched.update { connections in
            connections = connections.filter { $0.value.value != nil }
            connections[ObjectIdentifier(writer)] = Weak(writer)
        }
    }

    /// Whether live values of `reader` watch other processes (``watchOtherProcesses(of:)``).
    package static func watchesOtherProcesses(_ reader: any DatabaseReader) -> Bool {
        watched.update { $0[ObjectIdentifier(reader)]?.value === reader }
    }

    /// The connections marked by ``watchOtherProcesses(of:)``, held weakly.
    private static let watched = Locked<[ObjectIdentifier: Weak]>([:])

    private final class Weak {
        weak var value: AnyObject?
        init(_ value: AnyObject) { self.value = value }
    }

    /// A value behind a lock: connections, watches and polls come and go on any thread.
    private final class Locked<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Value
        init(_ value: Value) { self.value = value }
        func update<T>(_ change: (inout Value) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return change(&value)
        }
    }

    /// The pollers in use, one per connection, with the number of watches each has.
    private static let pollers = Pollers()

    /// The commits other processes make to the file of a read-only connection, one element per
    /// poll that saw some, while a ``Watch`` of it lives: GRDB observes such a connection as a
    /// file that never changes, so ``LiveValue`` fetches again on each.
    package static func commits(to reader: any DatabaseReader) -> AsyncStream<Void> {
        AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            let key = ObjectIdentifier(reader), id = UUID()
            readOnlyCommits.update { $0[key, default: [:]][id] = continuation }
            continuation.onTermination = { _ in readOnlyCommits.update { $0[key]?[id] = nil } }
        }
    }

    private static let readOnlyCommits = Locked<[ObjectIdentifier: [UUID: AsyncStream<Void>.Continuation]]>([:])

    /// A hold on the polling of one connection: released (or ``cancel()``ed), it stops counting.
    package final class Watch: @unchecked Sendable {
        /// The connection polled; nil for an in-memory database, or once cancelled.
        private var key: ObjectIdentifier?
        private let lock = NSLock()

        init(writer: any DatabaseWriter, interval: Duration) {
            // Another process cannot open an in-memory database: nothing to poll.
            let path = writer.path
            guard !path.isEmpty, path != ":memory:", !path.contains("mode=memory") else { return }
            key = ObjectIdentifier(writer)
            pollers.retain(writer, interval: interval)
        }

        /// Stops this watch now rather than when it is released; calling it again does nothing.
        package func cancel() {
            lock.lock()
            let key = self.key
            self.key = nil
            lock.unlock()
            if let key { pollers.release(key) }
        }

        deinit {
            cancel()
        }
    }

    /// The polling tasks by connection, with the number of watches of each.
    private final class Pollers: Sendable {
        private let tasks = Locked<[ObjectIdentifier: (task: Task<Void, Never>, watches: Int)]>([:])

        func retain(_ writer: any DatabaseWriter, interval: Duration) {
            tasks.update { tasks in
                // The task holds the writer: its identifier cannot be reused while it is a key here.
                let entry =
                    tasks[ObjectIdentifier(writer)] ?? (Task.detached { await Self.poll(writer, every: interval) }, 0)
                tasks[ObjectIdentifier(writer)] = (entry.task, entry.watches + 1)
            }
        }

        func release(_ key: ObjectIdentifier) {
            tasks.update { tasks in
                guard let entry = tasks[key] else { return }
                if entry.watches == 1 { entry.task.cancel() }
                tasks[key] = entry.watches > 1 ? (entry.task, entry.watches - 1) : nil
            }
        }

        var count: Int { tasks.update(\.count) }

        /// Reads `PRAGMA data_version` on the writer every `interval` until cancelled, and notifies
        /// the observations when it changed. The reads wait for the writer without blocking a thread.
        static func poll(_ writer: any DatabaseWriter, every interval: Duration) async {
            @Sendable func dataVersion(_ db: Database) throws -> Int {
                try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
            }
            // The observations fetch again (a read-only connection's live values, told by ``commits(to:)``).
            @Sendable func notify() async throws {
                guard writer.configuration.readonly else {
                    return try await writer.write { db in try db.notifyChanges(in: DatabaseRegion.fullDatabase) }
                }
                for commits in readOnlyCommits.update({ Array($0[ObjectIdentifier(writer), default: [:]].values) }) {
                    commits.yield()
                }
            }
            do {
                var last = try await writer.writeWithoutTransaction(dataVersion)
                // A commit between an observation's first fetch and this first read would go
                // unnoticed: the observations fetch once more (equal values are not given again).
                try await notify()
                while !Task.isCancelled {
                    try await Task.sleep(for: interval)
                    let current = try await writer.writeWithoutTransaction(dataVersion)
                    guard current != last else { continue }
                    last = current
                    try await notify()
                }
            } catch {
                // Cancelled, or the connection failed: the observations report their own errors.
            }
        }
    }
}
