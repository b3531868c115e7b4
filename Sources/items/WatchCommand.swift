import ArgumentParser
import Foundation
import GRDBGenRuntime
import ItemsStore
import Observation

struct Watch: AsyncParsableCommand, DatabaseCommand {
    static let configuration = CommandConfiguration(
        abstract: "Prints the list again each time it changes, until Ctrl-C.",
        discussion: "Changes made by other processes (another `items add`) are seen within 200 ms.")

    @OptionGroup var options: DatabaseOptions
    @ParentCommand var parent: ItemsCommand

    @Option(help: "The order, by name.")
    var order: OrderOption = .unspecified

    func run() async throws {
        try await reportingErrors {
            guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else {
                throw ValidationError("items watch needs macOS 14 or later (Observation)")
            }
            try await Self.watch(openStore(watchingOtherProcesses: true), order: order.listedOrder)
        }
    }

    /// Prints the list each time it changes: the store's live value of query `listed`, read as a
    /// SwiftUI view reads it, with `withObservationTracking`.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor
    static func watch(_ store: AppDatabase, order: Item.Ordering) async throws {
        let items = store.live(Item.listed(orderedBy: order))
        var last: String?
        for try await list in LiveValueUpdates.values(of: items) {
            let table = ItemFormatter.table(list)
            guard table != last else { continue }
            last = table
            // Unbuffered, so that a pipe sees each list as soon as it changes.
            FileHandle.standardOutput.write(Data((table + "\n").utf8))
        }
    }
}

/// The values a live value takes, as an async sequence: what a SwiftUI view would show, for a
/// command-line tool. It starts with the first fetch, and ends with the live value's error.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
enum LiveValueUpdates {
    static func values<Value>(of live: LiveValue<Value>) -> AsyncThrowingStream<Value, any Error> {
        let (values, continuation) = AsyncThrowingStream.makeStream(
            of: Value.self, throwing: (any Error).self, bufferingPolicy: .bufferingNewest(1))
        track(live, into: continuation)
        return values
    }

    /// Reads the live value (a value once loaded, or its error), and again after each change of it.
    private static func track<Value>(
        _ live: LiveValue<Value>, into continuation: AsyncThrowingStream<Value, any Error>.Continuation
    ) {
        withObservationTracking {
            if let error = live.error {
                continuation.finish(throwing: error)
            } else if live.isLoaded {
                continuation.yield(live.value)
            }
        } onChange: { [weak live] in
            // Called before the change: read it once the main actor has made it.
            Task { @MainActor in
                if let live { track(live, into: continuation) }
            }
        }
    }
}
