#if canImport(Observation)
import GRDB
import Observation

/// A value of the database that stays current by itself: an `@Observable` object that a SwiftUI
/// view or an `@Observable` view model holds in one line, and that observes the database while it
/// lives.
///
/// ```swift
/// @MainActor @Observable final class ItemsModel {
///     let items: LiveValue<[Item]>
///     init(store: AppDatabase) {
///         items = LiveValue([], in: store.writer) { db in try Item.fetchAll(db) }
///     }
/// }
/// ```
///
/// It holds the current value as soon as it is created: the first fetch runs at once, on the main
/// actor (as GRDBQuery's immediate scheduling does), so that a screen's first frame shows the rows
/// (`isLoaded` is true). Then it observes, and stops when released. A fetch that fails sets `error`
/// and the observation goes on: the next fetch that succeeds (a row repaired) clears it.
/// Its value changes once per committed change that alters the result (GRDB's `ValueObservation`,
/// duplicates removed), at once, then at most once per frame (16 ms) while writes come in a burst,
/// the newest value winning; these fetches run off the main actor.
/// ``load(_:)-(Request)`` changes what it observes (another ordering, another parameter): fetched at
/// once too; the value of the latest request wins over any fetch still in flight.
///
/// The commits of other processes to the same file (an app extension, a widget, a command-line
/// tool) are seen too when the store was opened to watch them
/// (`openFile(atPath:watchingOtherProcesses: true)`), within 200 ms: while live values of the file
/// live, its writer reads `PRAGMA data_version` that often, 5 reads a second, one poll per
/// connection (a median 90 ms and at most 200 ms after the other process commits). A store opened
/// without it polls nothing, and sees this process's writes only; `acrossProcesses:` decides for
/// one live value.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class LiveValue<Value: Sendable> {
    /// The current value: the initial one until the first fetch arrives (``isLoaded``).
    public private(set) var value: Value
    /// The error of the latest fetch, if it failed; nil once a fetch succeeds again.
    public private(set) var error: (any Error)?
    /// Whether the first fetch of the current request has arrived.
    public private(set) var isLoaded = false

    @ObservationIgnored private let reader: any DatabaseReader
    /// The hold on the polling for other processes' commits, released with the live value.
    @ObservationIgnored private let otherProcesses: OtherProcessChanges.Watch?
    @ObservationIgnored private var task: Task<Void, Never>?
    /// The number of the current request: values of an earlier one are dropped.
    @ObservationIgnored private var request = 0

    /// After a value, the time during which newer ones are coalesced into the newest: a frame.
    nonisolated static var coalescingInterval: Duration { .milliseconds(16) }

    /// Observes `fetch` in `reader`, starting with `initial` until the first value arrives.
    ///
    /// - Parameters:
    ///   - initial: The value until the first fetch arrives (`[]`, `nil`).
    ///   - reader: The connection: the store's `writer`.
    ///   - acrossProcesses: Whether the commits of other processes to the same file are seen (see
    ///     `OtherProcessChanges`); `nil`, as the store was opened
    ///     (`OtherProcessChanges.watchesOtherProcesses(_:)`). A reader that cannot write (a
    ///     snapshot) sees only its own.
    ///   - fetch: What to fetch, again after each change.
    public init(
        _ initial: Value, in reader: any DatabaseReader, acrossProcesses: Bool? = nil,
        _ fetch: @escaping @Sendable (Database) throws -> Value
    ) {
        value = initial
        self.reader = reader
        let watches = acrossProcesses ?? OtherProcessChanges.watchesOtherProcesses(reader)
        otherProcesses = watches ? (reader as? any DatabaseWriter).map { OtherProcessChanges.watch($0) } : nil
        load(fetch)
    }

    /// Observes another request (another ordering, filter or parameter): fetched now, then
    /// observed; the value of an earlier request still in flight is dropped.
    public func load(_ fetch: @escaping @Sendable (Database) throws -> Value) {
        task?.cancel()
        request += 1
        let current = request
        // The first frame holds the value: it is fetched now, on the main actor, before the
        // observation starts (as GRDBQuery's immediate scheduling does), and the observation's
        // first value, the same, changes nothing. A fetch that fails is the live value's error.
        fetchNow(fetch)
        // GRDB observes a read-only connection as a file that never changes: the other processes'
        // commits, as the watch polls them, are its changes (``StoreConnection/readOnly``).
        if reader.configuration.readonly {
            let commits = OtherProcessChanges.commits(to: reader)
            task = Task { [weak self] in
                for await _ in commits {
                    guard let self, self.request == current else { return }
                    self.fetchNow(fetch)
                }
            }
            return
        }
        // A fetch that throws is a value of the observation too, so that the observation goes on
        // (GRDB's ends at its first error): the next change that the fetch reads again, a repaired
        // row, clears the error with its value.
        let values = ValueObservation.tracking { db in Result { try fetch(db) } }
            .removeDuplicates { previous, next in
                guard case .success(let old) = previous, case .success(let new) = next else { return false }
                return repeatsValue(old, new)
            }
            .values(in: reader, bufferingPolicy: .bufferingNewest(1))
        task = Task { [weak self] in
            do {
                for try await result in values {
                    guard let self, self.request == current else { return }
                    switch result {
                    case .success(let value):
                        if !self.isLoaded || !repeatsValue(self.value, value) { self.value = value }
                        if !self.isLoaded { self.isLoaded = true }
                        if self.error != nil { self.error = nil }
                    case .failure(let error):
                        self.error = error
                    }
                    // A burst of writes: the values that come meanwhile are dropped but the newest
                    // (the sequence keeps one), so that a screen gets at most one per frame.
                    try await Task.sleep(for: Self.coalescingInterval)
                }
            } catch is CancellationError {
            } catch {
                guard let self, self.request == current else { return }
                self.error = error
            }
        }
    }

    /// Fetches the value now, on the main actor; a fetch that fails is the live value's error.
    private func fetchNow(_ fetch: @Sendable (Database) throws -> Value) {
        do {
            let now = try reader.read(fetch)
            if !isLoaded || !repeatsValue(value, now) { value = now }
            if !isLoaded { isLoaded = true }
            if error != nil { error = nil }
        } catch {
            isLoaded = false
            self.error = error
        }
    }

    isolated deinit {
        task?.cancel()
    }
}
extension LiveValue {
    /// Observes another request (another parameter, filter or ordering):
    /// `lowStock.load(Item.lowStock(below: 5))`.
    public func load<Request: ReadRequest>(_ request: Request) where Value == Request.Value {
        load { db in try request.read(db) }
    }
}

extension DatabaseStore {
    /// The rows of a request, kept current while the live value lives: an `@Observable` model or
    /// a SwiftUI view holds it in one line; its `load(_:)` observes another request.
    ///
    /// ```swift
    /// let lowStock = store.live(Item.lowStock(below: 3))   // lowStock.value, .isLoaded, .error
    /// ```
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor
    public func live<Request: ReadRowsRequest>(_ request: Request) -> LiveValue<[Request.RowDecoder]>
    where Request.RowDecoder: Sendable {
        LiveValue([], in: writer) { db in try request.read(db) }
    }

    /// The row of a single-row request (nil while there is none), kept current while the live
    /// value lives: `store.live(ItemStats.stats())` is a `LiveValue<ItemStats?>`.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor
    public func live<Row: Sendable>(_ request: SingleRowRequest<Row>) -> LiveValue<Row?> {
        LiveValue(nil, in: writer) { db in try request.fetchOne(db) }
    }
}
#endif
