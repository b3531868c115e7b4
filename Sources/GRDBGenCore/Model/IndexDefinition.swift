import GRDBGenSQL

/// One index: `{ name, columns, unique, where }`.
public struct IndexDefinition: Sendable {
    /// The index name, unique in the database.
    public var name: Located<String>
    /// The indexed table.
    public var table: String
    /// What the index sorts by, in order: columns, or SQL expressions, each with its collation
    /// and order (`columns: [title, { column: dueDate, order: desc }, { sql: "lower(name)" }]`).
    public var keys: [Located<IndexKey>]
    /// Whether the index is unique.
    public var unique: Bool
    /// `where:`: the condition of a partial index, in SQL (`deleted_at IS NULL`): only the rows
    /// that meet it are indexed (and, for a unique index, kept unique).
    public var condition: Located<String>?
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
        self.keys = columns.map { Located(IndexKey(column: $0.value), at: $0.location) }
        self.unique = unique
        self.location = location
    }

    /// The indexed columns, in order: the columns of the keys that are columns (an expression's
    /// columns are SQLite's to read). Setting them renames those columns, in order.
    public var columns: [Located<String>] {
        get {
            keys.compactMap { key in key.value.column.map { Located($0, at: key.location) } }
        }
        set {
            var names = newValue.makeIterator()
            for index in keys.indices where keys[index].value.column != nil {
                guard let name = names.next() else { break }
                keys[index].value.target = .column(name.value)
            }
        }
    }

    /// Whether every key is a column, in SQLite's order and collation: what GRDB's
    /// `create(index:on:columns:)` makes.
    public var hasPlainKeys: Bool {
        keys.allSatisfy(\.value.isPlainColumn)
    }

    /// The index without locations.
    var shape: IndexShape {
        IndexShape(
            table: SQLIdentifier(table), columns: columns.map(\.identifier), unique: unique,
            condition: condition?.value,
            keys: hasPlainKeys ? nil : keys.map(\.value))
    }
}

/// One key of an index: a column or an SQL expression, with its collation and order.
public struct IndexKey: Hashable, Sendable {
    /// What the key sorts by.
    public enum Target: Hashable, Sendable {
        /// A column of the table.
        case column(String)
        /// An SQL expression of the table's columns (`lower(name)`, `date(dueDate)`).
        case expression(String)
    }

    /// What the key sorts by.
    public var target: Target
    /// `collate:`: the collation that compares the key (its column's otherwise).
    public var collation: Collation?
    /// `order: desc`: the index keeps the key in descending order.
    public var descending = false

    /// A key of one column, in its column's collation, ascending.
    public init(column: String) {
        target = .column(column)
    }

    /// A key.
    public init(_ target: Target, collation: Collation? = nil, descending: Bool = false) {
        self.target = target
        self.collation = collation
        self.descending = descending
    }

    /// The column, for a key that is one.
    public var column: String? {
        if case .column(let name) = target { name } else { nil }
    }

    /// A column in its own collation, ascending.
    var isPlainColumn: Bool {
        column != nil && collation == nil && !descending
    }

    /// The key as `CREATE INDEX` writes it: `"title" COLLATE NOCASE DESC`, `lower(name)`.
    public var sql: String {
        var text =
            switch target {
            case .column(let name): SQLName.quoted(name)
            case .expression(let expression): expression
            }
        if let collation { text += " COLLATE " + collation.rawValue.uppercased() }
        if descending { text += " DESC" }
        return text
    }
}

/// What an index is in the database.
struct IndexShape: Hashable {
    var table: SQLIdentifier
    var columns: [SQLIdentifier]
    var unique: Bool
    var condition: String?
    /// The keys, when one is not a plain column.
    var keys: [IndexKey]? = nil
}
