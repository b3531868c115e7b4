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

    /// Creates an index definition.
    public init(name: Located<String>, table: String, columns: [Located<String>], unique: Bool, location: SourceLocation) {
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

    /// Creates a table definition.
    public init(name: Located<String>, record: Located<String>? = nil, shape: TableShapeDefinition, orderings: [Located<String>] = [], location: SourceLocation) {
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
