import Foundation
import GRDB

extension DatabaseStore {
    /// Observes a value of the database, including the changes that other processes commit
    /// to the same file (GRDB's `ValueObservation` alone only sees this process's writes).
    ///
    /// Every `interval`, the writer connection reads `PRAGMA data_version`, which changes when
    /// another connection commits; then an empty write transaction tells the observations of
    /// this process to fetch again. Nothing runs in between: no busy loop.
    ///
    /// ```swift
    /// for try await items in store.observeAcrossProcesses({ db in try Item.fetchAll(db) }) { … }
    /// ```
    public func observeAcrossProcesses<Value: Sendable>(
        every interval: Duration = .milliseconds(200),
        _ fetch: @escaping @Sendable (Database) throws -> Value
    ) -> AsyncThrowingStream<Value, any Error> {
        let writer = self.writer
        let values = observe(fetch)
        return AsyncThrowingStream { continuation in
            let observing = Task {
                do {
                    for try await value in values { continuation.yield(value) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            let polling = Task {
                func dataVersion() throws -> Int {
                    try writer.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
                }
                do {
                    var last = try dataVersion()
                    while !Task.isCancelled {
                        try await Task.sleep(for: interval)
                        let current = try dataVersion()
                        if current != last {
                            last = current
                            try await writer.write { db in try db.notifyChanges(in: DatabaseRegion.fullDatabase) }
                        }
                    }
                } catch is CancellationError {
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in
                observing.cancel()
                polling.cancel()
            }
        }
    }
}
