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
    /// `debug:`.
    public var debug = DebugOptions()

    /// Creates a schema.
    public init(swift: SwiftOptions, tables: [TableDefinition], migrations: [Migration]) {
        self.swift = swift
        self.tables = tables
        self.migrations = migrations
    }
}

/// `swift:`: options of the generated Swift code.
public struct SwiftOptions: Sendable {
    /// The access level of generated declarations.
    public enum AccessLevel: String, Sendable, CaseIterable {
        case `public`
        case `internal`
    }

    /// `access:`. Default: `internal`.
    public var access: AccessLevel
    /// `store:`: the name of the generated store type. Default: `AppDatabase`.
    public var store: Located<String>?

    /// Creates options.
    public init(access: AccessLevel = .internal, store: Located<String>? = nil) {
        self.access = access
        self.store = store
    }

    /// The store type name.
    public var storeName: String { store?.value ?? "AppDatabase" }
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
