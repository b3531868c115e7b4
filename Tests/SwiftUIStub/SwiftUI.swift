// The SwiftUI declarations that GRDBGenRuntime's `LiveState` uses, as SwiftUI declares them (DynamicProperty,
// State), and nothing else: Scripts/check-swiftui-stub.sh type-checks `LiveState` against them where
// SwiftUI is not (Linux). It is not SwiftUI: what it shows is that `LiveState` compiles in Swift 6 mode
// against these declarations, not how SwiftUI runs it.

/// SwiftUI's protocol of the properties a view updates before its body (nonisolated).
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// SwiftUI's `@State`: storage that the view keeps while it is shown.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    let storage: Storage

    public init(wrappedValue value: Value) { storage = Storage(value) }
    public init(initialValue value: Value) { storage = Storage(value) }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
}

/// SwiftUI's protocol of views, with only what the stub's uses need.
public protocol View {}

/// What `task(id:)` returns: the view it modifies.
public struct ModifiedTask<Content: View>: View {
    let content: Content
}

extension View {
    /// SwiftUI's `task(id:priority:_:)`: runs `action` when the view appears and again each time
    /// `value` changes (it must be `Equatable`, which is what the stub checks).
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> ModifiedTask<Self> {
        ModifiedTask(content: self)
    }
}
