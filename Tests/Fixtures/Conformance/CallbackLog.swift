import Foundation
import GRDB

/// What the persistence callbacks of the conformance records did, in order, and the failures the
/// tests ask them to inject. The callbacks live in extensions of the generated records, in the
/// records' module, as a user of the build plugin writes them next to the generated code.
public final class CallbackLog: @unchecked Sendable {
    /// The log of every conformance record.
    public static let shared = CallbackLog()

    private let lock = NSLock()
    private var _events: [String] = []
    private var _faults: [String: Fault] = [:]
    private var _lastInsertion: InsertionSuccess?
    private var _lastSave: PersistenceSuccess?

    /// A failure a callback injects.
    public enum Fault: Sendable {
        /// The callback throws ``InjectedError``.
        case `throw`
        /// An `around…` callback does not call its function.
        case skipAction
        /// An `around…` callback calls its function and swallows its error.
        case swallowError
    }

    /// The error of ``Fault/throw``.
    public struct InjectedError: Error, Equatable {
        public var callback: String
    }

    /// The events, such as `"player.willSave"` and `"player.aroundInsert.enter"`.
    public var events: [String] { lock.withLock { _events } }

    /// The `InsertionSuccess` of the last `didInsert(_:)`.
    public var lastInsertion: InsertionSuccess? { lock.withLock { _lastInsertion } }

    /// The `PersistenceSuccess` of the last `didSave(_:)`.
    public var lastSave: PersistenceSuccess? { lock.withLock { _lastSave } }

    /// Forgets the events and faults.
    public func reset() {
        lock.withLock {
            _events = []
            _faults = [:]
            _lastInsertion = nil
            _lastSave = nil
        }
    }

    /// Makes a callback (`"player.willInsert"`) fail.
    public func inject(_ fault: Fault, into callback: String) {
        lock.withLock { _faults[callback] = fault }
    }

    func fault(_ callback: String) -> Fault? {
        lock.withLock { _faults[callback] }
    }

    /// Logs a callback that cannot throw.
    func log(_ event: String) {
        lock.withLock { _events.append(event) }
    }

    /// Logs a callback that can throw, and throws if asked.
    func will(_ callback: String) throws {
        log(callback)
        if fault(callback) == .throw { throw InjectedError(callback: callback) }
    }

    /// Logs an `around…` callback: `.enter`, the action, `.exit` when the action succeeded.
    func around<T>(_ callback: String, _ action: () throws -> T) throws {
        log(callback + ".enter")
        switch fault(callback) {
        case .skipAction:
            return
        case .swallowError:
            _ = try? action()
        case .throw, nil:
            _ = try action()
        }
        log(callback + ".exit")
    }

    func didInsert(_ table: String, _ inserted: InsertionSuccess) {
        lock.withLock {
            _events.append("\(table).didInsert")
            _lastInsertion = inserted
        }
    }

    func didSave(_ table: String, _ saved: PersistenceSuccess) {
        lock.withLock {
            _events.append("\(table).didSave")
            _lastSave = saved
        }
    }
}

/// The columns a `willUpdate` or `aroundUpdate` callback is given, sorted: `"(name,score)"`.
func describe(_ columns: Set<String>) -> String {
    "(" + columns.sorted().joined(separator: ",") + ")"
}
