/// The columns and table constraints of a table: what a `tables:` entry and a `createTable`
/// step both describe.
public struct TableShapeDefinition: Sendable {
    /// The columns, in table order.
    public var columns: [ColumnDefinition] = []
    /// Table-level `primaryKey: [a, b]`: a composite primary key.
    public var primaryKey: Located<[Located<String>]>?
    /// Table-level `unique: [[a, b], …]`: groups of columns whose values are unique together.
    public var uniqueGroups: [Located<[Located<String>]>] = []
    /// `indexes:`.
    public var indexes: [IndexDefinition] = []
    /// `options: [strict, withoutRowID]`.
    public var options: [Located<TableOption>] = []
    /// `triggers:` (of a `tables:` entry; the fold adds those of `createTrigger` steps).
    public var triggers: [TriggerDefinition] = []
    /// `search:` (of a `tables:` entry; the fold adds that of a `createSearchIndex` step).
    public var search: SearchIndexDefinition?

    /// Whether the table has this option.
    public func has(_ option: TableOption) -> Bool {
        options.contains { $0.value == option }
    }

    /// Creates an empty shape.
    public init() {}
}

/// One index: `{ name, columns, unique }`.
public struct IndexDefinition: Sendable {
    /// The index name, unique in the database.
    public var name: Located<String>
    /// The indexed table.
    public var table: String
    /// The indexed columns, in order.
    public var columns: [Located<String>]
    /// Whether the index is unique.
    public var unique: Bool
    /// Where the index is written.
    public var location: SourceLocation
    /// Not written in `indexes:`: the index of a foreign key column, or of a column with
    /// `index: true` (``ForeignKeyIndexes``).
    public var isImplicit = false

    /// Creates an index definition.
    public init(
        name: Located<String>, table: String, columns: [Located<String>], unique: Bool, location: SourceLocation
    ) {
        self.name = name
        self.table = table
        self.columns = columns
        self.unique = unique
        self.location = location
    }

    /// The index without locations.
    var shape: IndexShape {
        IndexShape(table: SQLIdentifier(table), columns: columns.map(\.identifier), unique: unique)
    }
}

/// What an index is in the database.
struct IndexShape: Hashable {
    var table: SQLIdentifier
    var columns: [SQLIdentifier]
    var unique: Bool
}

/// One entry of `tables:`: the desired, current shape of a table and its Swift names.
public struct TableDefinition: Sendable {
    /// The SQL name of the table (the key under `tables:`).
    public var name: Located<String>
    /// `record:`, when written.
    public var record: Located<String>?
    /// The columns and table constraints.
    public var shape: TableShapeDefinition
    /// `orderings:`: the columns that get `orderedByX()` / `orderedByXReversed()` helpers.
    public var orderings: [Located<String>]
    /// Where the table's key is written.
    public var location: SourceLocation
    /// `swift:` of the table: the generated features it has, over those of the schema's `swift:`.
    public var features = GeneratedFeatures.Choices()

    /// Creates a table definition.
    public init(
        name: Located<String>, record: Located<String>? = nil, shape: TableShapeDefinition,
        orderings: [Located<String>] = [], location: SourceLocation
    ) {
        self.name = name
        self.record = record
        self.shape = shape
        self.orderings = orderings
        self.location = location
    }

    /// The columns, in table order.
    public var columns: [ColumnDefinition] { shape.columns }
}

/// One trigger of a table: `{ name, timing, event, columns, when, body }`, made by
/// `CREATE TRIGGER "name" AFTER UPDATE OF "a" ON "table" FOR EACH ROW WHEN … BEGIN body END`.
public struct TriggerDefinition: Sendable {
    /// The trigger name, unique among the triggers of the database.
    public var name: Located<String>
    /// The table it watches.
    public var table: String
    /// `before` or `after`.
    public var timing: Located<TriggerTiming>
    /// `insert`, `update` or `delete`.
    public var event: Located<TriggerEvent>
    /// For `update`: the columns whose change fires it; empty for any column.
    public var columns: [Located<String>]
    /// The SQL condition of `WHEN`, if any.
    public var when: Located<String>?
    /// The SQL statements between `BEGIN` and `END`.
    public var body: Located<String>
    /// Where the trigger is written.
    public var location: SourceLocation

    /// What the trigger is in the database, without locations.
    var shape: TriggerShape {
        TriggerShape(
            table: SQLIdentifier(table), timing: timing.value, event: event.value, columns: columns.map(\.identifier),
            when: when?.value, body: body.value)
    }
}

/// What a trigger is in the database.
struct TriggerShape: Hashable {
    var table: SQLIdentifier
    var timing: TriggerTiming
    var event: TriggerEvent
    var columns: [SQLIdentifier]
    var when: String?
    var body: String
}

/// When a trigger runs: `timing: before` or `after` the change.
public enum TriggerTiming: String, CaseIterable, Hashable, Sendable {
    case before
    case after
}

/// What fires a trigger: `event: insert`, `update` or `delete`.
public enum TriggerEvent: String, CaseIterable, Hashable, Sendable {
    case insert
    case update
    case delete
}

/// A full-text search index of a table: an FTS5 virtual table that triggers keep in sync with it
/// (``SearchSynchronization``), `search:` of a `tables:` entry or a `createSearchIndex` step.
public struct SearchIndexDefinition: Sendable {
    /// The FTS5 table.
    public var name: Located<String>
    /// The indexed table (the content table).
    public var table: String
    /// The indexed columns of the table, in order.
    public var columns: [Located<String>]
    /// `tokenizer:`; SQLite's default (unicode61) when absent.
    public var tokenizer: Located<SearchTokenizer>?
    /// `diacritics:` of the unicode61 tokenizer; its default (`removeLegacy`) when absent.
    public var diacritics: Located<SearchDiacritics>?
    /// Where the index is written.
    public var location: SourceLocation
    /// How the index is kept in sync: GRDBGen's triggers, unless a step says `synchronization:
    /// grdb` or was locked before GRDBGen had them (``LockVerifier/reading(_:as:)``).
    public var synchronization: SearchSynchronization = .grdbgen

    /// Creates a search index definition.
    public init(name: Located<String>, table: String, columns: [Located<String>], location: SourceLocation) {
        self.name = name
        self.table = table
        self.columns = columns
        self.location = location
    }

    /// What the index is in the database, without locations.
    var shape: SearchIndexShape {
        SearchIndexShape(
            name: name.identifier, table: SQLIdentifier(table), columns: columns.map(\.identifier),
            tokenizer: tokenizer?.value, diacritics: diacritics?.value)
    }
}

/// What a search index is in the database.
struct SearchIndexShape: Hashable {
    var name: SQLIdentifier
    var table: SQLIdentifier
    var columns: [SQLIdentifier]
    var tokenizer: SearchTokenizer?
    var diacritics: SearchDiacritics?
}

/// How a search index is kept in sync with its table: `synchronization:` of a `createSearchIndex`
/// step.
public enum SearchSynchronization: String, Sendable, CaseIterable {
    /// GRDBGen's: the FTS5 table keeps its own copy of the indexed text, and after each insert,
    /// update or delete a trigger indexes the row again as the table holds it then (removing
    /// what the index had for that rowid first). The index stays whole whatever other triggers
    /// do to the table, in whatever order SQLite fires them, and through `INSERT OR REPLACE`.
    case grdbgen
    /// GRDB's `synchronize(withTable:)`: an external-content FTS5 table and GRDB's triggers, which
    /// remove a row from the index with the values it had before the change. A trigger of the app
    /// that writes the same table, fired before them, makes them remove values the index does
    /// not have, and SQLite then reports the index corrupt. Kept for the indexes that schemas
    /// made with it (locked migrations, imported files); `grdbgen migrate` replaces them.
    case grdb
}

/// An FTS5 tokenizer (GRDB's `FTS5TokenizerDescriptor`).
public enum SearchTokenizer: String, Sendable, CaseIterable {
    /// Unicode words, case-insensitive (SQLite's default).
    case unicode61
    /// English stemming over unicode61: `running` finds `run`.
    case porter
    /// ASCII words only.
    case ascii
}

/// What the unicode61 tokenizer does with diacritics (GRDB's `FTS5.Diacritics`).
public enum SearchDiacritics: String, Sendable, CaseIterable {
    /// Removed from Latin letters, SQLite's default (`remove_diacritics 1`).
    case removeLegacy
    /// Removed from every letter (`remove_diacritics 2`): `é` and `e` match.
    case remove
    /// Kept (`remove_diacritics 0`).
    case keep
}
