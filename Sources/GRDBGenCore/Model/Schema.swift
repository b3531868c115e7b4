/// The content of a schema.yaml file, as written: the output of the translate stage.
public struct Schema: Sendable {
    /// `swift:`.
    public var swift: SwiftOptions
    /// `tables:`, in file order.
    public var tables: [TableDefinition]
    /// `migrations:`, in file order.
    public var migrations: [Migration]
    /// `views:`, in file order.
    public var views: [ViewDefinition] = []
    /// `queries:`, in file order.
    public var queries: [QueryDefinition] = []
    /// `functions:`: the SQL functions the app implements, in file order.
    public var functions: [FunctionDefinition] = []
    /// `debug:`.
    public var debug = DebugOptions()
    /// `fragments:`: SQL declared once, by name, which the translator writes out in the queries
    /// that use it (`{name}`).
    public var fragments: [String: String] = [:]

}

/// `swift:`: options of the generated Swift code.
public struct SwiftOptions: Sendable {
    /// The access level of generated declarations.
    public enum AccessLevel: String, Sendable, CaseIterable {
        case `public`
        case `internal`
    }

    /// `access:`. Default: `internal`.
    public var access: AccessLevel = .internal
    /// `store:`: the name of the generated store type. Default: `AppDatabase`.
    public var store: Located<String>?
    /// `hashable:`, `drafts:`, `children:`: what every table gets beyond its record. A table's own
    /// `swift:` changes them for that table.
    public var features = GeneratedFeatures.Choices()

    /// The store type name.
    public var storeName: String { store?.value ?? "AppDatabase" }

    /// The features of every table, view and query row, before a table's own `swift:`.
    public var schemaFeatures: GeneratedFeatures { features.applied(to: GeneratedFeatures()) }
}

/// `debug:`: options of debug builds only.
public struct DebugOptions: Sendable {
    /// `eraseDatabaseOnSchemaChange: true`: GRDB's flag, under `#if DEBUG`. When a migration was
    /// edited, the database is erased and migrated again: every row is lost. Handy while a
    /// migration is being written; never let it reach data you care about.
    public var eraseDatabaseOnSchemaChange = false

    /// Default options.
    public init() {}
}

/// What the generator writes for a table beyond the default: the record (struct, `Columns`,
/// `init(row:)`, `encode(to:)`, associations, its `Ordering`) and a store whose methods are
/// synchronous. Each is switched on in `swift:`, for the whole schema or for one table.
public struct GeneratedFeatures: Sendable, Equatable {
    /// `hashable:`: how the records (their `Draft`s, their `…With…` types) and the query rows are
    /// `Equatable` and `Hashable`. Unset (nil), the default: a record of a table by the values it
    /// stores (GRDBGenRuntime's `DatabaseHashable`, written once in the runtime), the other
    /// types by Swift's synthesized conformance when their properties' types are `Hashable`;
    /// `true`: every type by Swift's synthesized conformance; `false`: none.
    public var hashable: Bool? = nil
    /// `drafts:`: a `Draft` type for a table whose key SQLite chooses or fills from an SQL default
    /// (the record without its key), which `store.insert(_:)` inserts and returns as the saved
    /// record; on by default, `drafts: false` turns them off.
    public var drafts = true
    /// `children: true`: for each foreign key, a request of one parent's rows
    /// (`Todo.filter(listId:)`), and for each parent, a `…With…` type with its children and the
    /// request that fetches it (`TodoList.all().withTodos()`).
    public var children = false

    /// No feature: the default.
    public init() {}

    /// The `swift:` keys of the features, in the order of the documentation.
    public static let keys = ["hashable", "drafts", "children"]

    /// The keys a `swift:` mapping takes for features: ``keys``, and the removed ones, which are
    /// refused with their replacement rather than as unknown.
    public static var acceptedKeys: [String] { keys + removedKeys.map(\.key) }

    /// The `swift:` keys of 0.2 that GRDBGenRuntime's generic verbs replaced, with what to write
    /// instead: a schema that has one is refused with this text, at the key.
    public static let removedKeys: [(key: String, replacement: String)] = [
        (
            "publishers",
            "`publishers` is gone: `store.publisher(request)` publishes any request, for every schema; "
                + "remove this line"
        ),
        (
            "async",
            "`async` is gone: every store verb has its `async` twin in GRDBGenRuntime (`try await "
                + "store.fetch(request)`); remove this line"
        ),
        (
            "live",
            "`live` is gone: `store.live(request)` keeps any request live, for every schema; remove this line"
        ),
    ]

    /// The choices written in one `swift:` mapping: nil for a key not written.
    public struct Choices: Sendable, Equatable {
        /// The value of each key written, by key.
        public var values: [String: Bool] = [:]

        /// No choice written.
        public init() {}

        /// `base`, changed by the keys written here.
        public func applied(to base: GeneratedFeatures) -> GeneratedFeatures {
            var features = base
            features.hashable = values["hashable"].map { $0 } ?? base.hashable
            features.drafts = values["drafts"] ?? base.drafts
            features.children = values["children"] ?? base.children
            return features
        }
    }
}
