import Foundation
import GRDB
import GRDBGenRuntime

/// The time from the start of a write (a one-row insert, committed) to the update of a
/// `LiveValue` that observes its table: `writes` writes, each after the previous update and a
/// pause longer than the live value's coalescing interval, so that none is coalesced.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public enum LiveLatency {
    /// The latencies, in milliseconds, in the order of the writes.
    public static func measure(writes: Int) async throws -> [Double] {
        let queue = try DatabaseQueue()
        try await queue.write { db in
            try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, title TEXT NOT NULL)")
        }
        let live = LiveValue(0, in: queue) { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") ?? 0 }
        while !live.isLoaded { try await Task.sleep(for: .milliseconds(1)) }
        let clock = ContinuousClock()
        var latencies: [Double] = []
        for number in 1...writes {
            try await Task.sleep(for: .milliseconds(20))
            let start = clock.now
            try await queue.write { db in try db.execute(sql: "INSERT INTO note (title) VALUES ('n')") }
            // The live value's task sets the value on the main actor: let it run until it has.
            while live.value != number { await Task.yield() }
            let latency = clock.now - start
            latencies.append(
                Double(latency.components.seconds) * 1000 + Double(latency.components.attoseconds) / 1e15)
        }
        return latencies
    }

    /// The same, for writes that another connection commits to the file, as another process would:
    /// the live value sees them at the next poll of `PRAGMA data_version` (every 200 ms), so the
    /// latency is spread over the interval. Each write comes after a random pause of up to one
    /// interval after the previous update (itself just after a poll), so that the writes fall
    /// anywhere between two polls.
    public static func measureAcrossConnections(writes: Int) async throws -> [Double] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID()).sqlite").path
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        let observed = try DatabasePool(path: path)
        try await observed.write { db in
            try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, title TEXT NOT NULL)")
        }
        let other = try DatabasePool(path: path)
        let live = LiveValue(0, in: observed, acrossProcesses: true) { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM note") ?? 0
        }
        while !live.isLoaded { try await Task.sleep(for: .milliseconds(1)) }
        let clock = ContinuousClock()
        var latencies: [Double] = []
        for number in 1...writes {
            try await Task.sleep(for: .milliseconds(Int.random(in: 1...200)))
            let start = clock.now
            try await other.write { db in try db.execute(sql: "INSERT INTO note (title) VALUES ('n')") }
            while live.value != number { try await Task.sleep(for: .microseconds(200)) }
            let latency = clock.now - start
            latencies.append(
                Double(latency.components.seconds) * 1000 + Double(latency.components.attoseconds) / 1e15)
        }
        return latencies
    }
}
