#if canImport(SwiftUI) && canImport(Observation)
import SwiftUI

/// A live value that a SwiftUI view keeps as its state, declared in one line: the view shows its
/// value, and is drawn again each time it changes. Like SwiftUI's `State`, the live value is made
/// once, when the view first reads it, and lives as long as the view.
///
/// ```swift
/// struct RemindersView: View {
///     @LiveState var reminders: [Reminder]
///
///     init(store: RemindersDatabase) {
///         _reminders = LiveState { store.live(Reminder.all().ordered(by: .title)) }
///     }
///
///     var body: some View {
///         List(reminders) { reminder in Text(reminder.title) }
///             .overlay { if !$reminders.isLoaded { ProgressView() } }
///     }
/// }
/// ```
///
/// The ``LiveValue`` is made the first time the view reads the property, and SwiftUI keeps it as
/// long as the view is shown (in a `@State`): a view made again by its parent goes on with the
/// same one, without fetching again. `$reminders` is the live value itself: its ``LiveValue/error``,
/// ``LiveValue/isLoaded``, and ``LiveValue/load(_:)-((Database)->Value)`` to observe another ordering or filter. As the
/// live value is made once, a view whose input changes observes the new request with it:
///
/// ```swift
/// .onChange(of: listID) { $reminders.load(Reminder.remindersOfList(remindersListID: listID)) }
/// ```
///
/// It is built on ``LiveValue`` alone, which is tested on every platform; this wrapper is compiled
/// where SwiftUI is.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@propertyWrapper
public struct LiveState<Value: Sendable>: DynamicProperty {
    @State private var holder: LiveValueHolder<Value>
    private let make: @MainActor () -> LiveValue<Value>

    /// A property whose live value `make` makes, once, when the view first reads it.
    public init(_ make: @escaping @MainActor () -> LiveValue<Value>) {
        self.make = make
        _holder = State(initialValue: LiveValueHolder())
    }

    /// The current value: the live value's initial one until its first fetch arrives.
    public var wrappedValue: Value {
        projectedValue.value
    }

    /// The live value: its error, whether it is loaded, and `load(_:)`.
    public var projectedValue: LiveValue<Value> {
        holder.live(make)
    }
}

/// Where a ``LiveState`` property keeps its live value: made on first read, then the same one.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class LiveValueHolder<Value: Sendable> {
    private var made: LiveValue<Value>?

    func live(_ make: () -> LiveValue<Value>) -> LiveValue<Value> {
        if let made { return made }
        let live = make()
        made = live
        return live
    }
}
#endif
