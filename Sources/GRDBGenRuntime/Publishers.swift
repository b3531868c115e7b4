#if canImport(Combine)
import Combine
#elseif canImport(OpenCombine)
import OpenCombine
#endif
import Dispatch
import GRDB

#if canImport(Combine) || canImport(OpenCombine)
#if !canImport(Combine)
/// Holds a value that crosses threads under the control of GRDB's callbacks.
private final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
#endif

/// The publishers of generated stores, Combine's `AnyPublisher`: GRDB's own publishers where
/// Combine is (`ValueObservation.publisher(in:)`, `readPublisher`, `writePublisher`), and a copy of
/// them on OpenCombine where it is not (Linux), with the same API.
extension DatabaseStore {
    /// Publishes a value of the database: the current value, then a new one after each
    /// transaction that changes it, on the main queue (GRDB's `ValueObservation`). A value of an
    /// `Equatable` type equal to the one before it is skipped.
    ///
    /// Several values observed together come from one observation, so they are always
    /// consistent with each other (unlike `combineLatest` of two publishers):
    ///
    /// ```swift
    /// store.publisher { db in (try Item.fetchCount(db), try Item.all().ordered(by: .name).fetchAll(db)) }
    /// ```
    public func publisher<Value: Sendable>(
        tracking fetch: @escaping @Sendable (Database) throws -> Value
    ) -> AnyPublisher<Value, any Error> {
        #if canImport(Combine)
        return ValueObservation.tracking(fetch).removeDuplicates(by: repeatsValue).publisher(in: writer)
            .eraseToAnyPublisher()
        #else
        let writer = self.writer
        return Deferred {
            // The latest value is kept until the subscriber asks for it: the observation starts
            // before the subscriber's demand comes (from another thread, or later), and a value
            // found in between must not be lost. `nil`: none found yet.
            let subject = UncheckedBox(CurrentValueSubject<Value?, any Error>(nil))
            let cancellable = ValueObservation.tracking(fetch).removeDuplicates(by: repeatsValue).start(
                in: writer,
                scheduling: .async(onQueue: .main),
                onError: { subject.value.send(completion: .failure($0)) },
                onChange: { subject.value.send($0) })
            return subject.value.compactMap { $0 }.handleEvents(receiveCancel: { cancellable.cancel() })
        }
        .eraseToAnyPublisher()
        #endif
    }

    /// Publishes one value read from the database, then completes, on the main queue.
    public func readPublisher<Value: Sendable>(
        value: @escaping @Sendable (Database) throws -> Value
    ) -> AnyPublisher<Value, any Error> {
        #if canImport(Combine)
        return writer.readPublisher(value: value).eraseToAnyPublisher()
        #else
        let writer = self.writer
        return Deferred {
            Future { promise in
                let promise = UncheckedBox(promise)
                writer.asyncRead { result in
                    let output = Result { try value(result.get()) }
                    DispatchQueue.main.async { promise.value(output) }
                }
            }
        }
        .eraseToAnyPublisher()
        #endif
    }

    /// Runs updates in a write transaction, then publishes their result and completes, on the
    /// main queue.
    public func writePublisher<Output: Sendable>(
        updates: @escaping @Sendable (Database) throws -> Output
    ) -> AnyPublisher<Output, any Error> {
        #if canImport(Combine)
        return writer.writePublisher(updates: updates).eraseToAnyPublisher()
        #else
        let writer = self.writer
        return Deferred {
            Future { promise in
                let promise = UncheckedBox(promise)
                writer.asyncWrite(updates) { _, result in
                    DispatchQueue.main.async { promise.value(result) }
                }
            }
        }
        .eraseToAnyPublisher()
        #endif
    }

    /// Publishes what a request reads (its rows, its one row): now, then after each transaction
    /// that changes the tables it reads, on the main queue.
    ///
    /// ```swift
    /// store.publisher(Item.lowStock(below: 3)).sink { … } receiveValue: { items in … }
    /// ```
    public func publisher<Request: ReadRequest>(_ request: Request) -> AnyPublisher<Request.Value, any Error>
    where Request.Value: Sendable {
        publisher(tracking: { db in try request.read(db) })
    }
}
#endif
