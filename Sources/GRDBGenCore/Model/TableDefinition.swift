import GRDBGenSQL

/// `timestamps:` of a table: the columns of its creation and modification dates, either alone.
public struct TableTimestamps: Sendable {
    /// `created:`: set on insert, when nil.
    public var created: Located<String>?
    /// `updated:`: set on insert, when nil, and by every update of the store (`updateWithTimestamp`).
    public var updated: Located<String>?
    /// Where `timestamps:` is written.
    public var location: SourceLocation
}

/// A table as declared: an entry of `tables:` (the desired, current shape of a table and its
/// Swift names), a `createTable` step (its columns and table constraints), or a table as the
/// migrations leave it, after folding every step in order (``FoldedSchema``, with its ``origin``).
public struct TableDefinition: Sendable {
    /// The SQL name of the table (the key under `tables:`, or of a `createTable` step).
    public var name: Located<String>
    /// `record:`, when written.
    public var record: Located<String>?
    /// The columns, in table order.
    public var columns: [ColumnDefinition] = []
    /// Table-level `primaryKey: [a, b]`: a composite primary key.
    public var primaryKey: Located<[Located<String>]>?
    /// Table-level `unique: [[a, b], …]`: groups of columns whose values are unique together.
    public var uniqueGroups: [Located<[Located<String>]>] = []
    /// Table-level `checks: ["endDate >= startDate"]`: CHECK constraints of several columns,
    /// each an SQL condition.
    public var checks: [Located<String>] = []
    /// Table-level `foreignKeys:`: foreign keys of several columns.
    public var foreignKeys: [TableForeignKey] = []
    /// `indexes:`.
    public var indexes: [IndexDefinition] = []
    /// `options: [strict, withoutRowID]`.
    public var options: [Located<TableOption>] = []
    /// `triggers:` (of a `tables:` entry; the fold adds those of `createTrigger` steps).
    public var triggers: [TriggerDefinition] = []
    /// `search:` (of a `tables:` entry; the fold adds that of a `createSearchIndex` step).
    public var search: SearchIndexDefinition?
    /// `searchTable:`: the table is itself an FTS5 table, of its own columns, that the app fills
    /// (its writes, or its triggers on other tables), rather than a table with a search index.
    public var searchTable: Located<SearchTokenization>?

    /// `orderings:`: the columns of the cases of the record's `Ordering` (`.name`).
    public var orderings: [Located<String>] = []
    /// Where the table's key is written.
    public var location: SourceLocation
    /// `swift:` of the table: the generated features it has, over those of the schema's `swift:`.
    public var features = GeneratedFeatures.Choices()
    /// `timestamps: { created: createdAt, updated: updatedAt }`: the columns of the creation and
    /// modification dates, which the record sets from the transaction date.
    public var timestamps: TableTimestamps?
    /// The migrations that made a table the migrations leave; nil for an entry of `tables:`.
    public var origin: TableOrigin?

    /// Whether the column holds each value once, alone: `unique`, alone the primary key, alone a
    /// unique group, or alone a unique index of the whole table in the column's own collation.
    /// What SQLite takes as a foreign key's parent key, and what makes a relation one-to-one.
    func isAloneUnique(_ name: SQLIdentifier) -> Bool {
        if let column = columns.first(where: { $0.name.identifier == name }) {
            if column.unique { return true }
            if column.primaryKey != nil,
                !columns.contains(where: { $0.primaryKey != nil && $0.name.identifier != name })
            {
                return true
            }
        }
        if let key = primaryKey?.value, key.map(\.identifier) == [name] { return true }
        if uniqueGroups.contains(where: { $0.value.map(\.identifier) == [name] }) { return true }
        return indexes.contains {
            $0.unique && $0.condition == nil && $0.keys.count == 1 && $0.keys[0].value.collation == nil
                && $0.columns.map(\.identifier) == [name]
        }
    }

    /// Whether the table has this option.
    public func has(_ option: TableOption) -> Bool {
        options.contains { $0.value == option }
    }

    /// The column with this name, compared as SQLite compares names (ignoring ASCII case).
    public func column(named name: String) -> ColumnDefinition? {
        column(named: SQLIdentifier(name))
    }

    /// The column with this name.
    func column(named name: SQLIdentifier) -> ColumnDefinition? {
        columns.first { $0.name.identifier == name }
    }

    /// The index of the column with this name.
    func columnIndex(named name: SQLIdentifier) -> Int? {
        columns.firstIndex { $0.name.identifier == name }
    }
}

/// The migrations that made a table the migrations leave, and each of its columns: where a
/// diagnostic of the fold or of the verifier points.
public struct TableOrigin: Sendable {
    /// The migration that created the table.
    public var table: String
    /// For each column, the migration that brought it.
    var columns: [SQLIdentifier: String] = [:]

    /// The migration that brought the column, or created the table.
    func migration(ofColumn name: SQLIdentifier) -> String { columns[name] ?? table }
}
