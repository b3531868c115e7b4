import Foundation
import GRDB

extension DatabaseStore {
    /// Observes a value of the database, including the changes that other processes commit
    /// to the same file (GRDB's `ValueObservation` alone only sees this process's writes).
    ///
    /// While the sequence is iterated, the store polls the file's `PRAGMA data_version` every
    /// `interval` (200 ms by default) and tells the observations of this process when another
    /// process committed. Nothing runs in between: no busy loop.
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
            // A read-only store's (GRDB observes its connection as a file that never changes): the
            // value, then again after each poll that saw other processes' commits.
            let commits = writer.configuration.readonly ? OtherProcessChanges.commits(to: writer) : nil
            let watch = OtherProcessChanges.watch(writer, every: interval)
            let observing = Task {
                do {
                    if let commits {
                        var last = try await writer.read(fetch)
                        continuation.yield(last)
                        for await _ in commits {
                            let value = try await writer.read(fetch)
                            if !repeatsValue(last, value) { continuation.yield(value) }
                            last = value
                        }
                    } else {
                        for try await value in values { continuation.yield(value) }
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in
                observing.cancel()
                watch.cancel()
            }
        }
    }
}
