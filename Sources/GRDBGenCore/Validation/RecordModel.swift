import GRDBGenSQL
import GRDBGenSyntax

/// A table of `tables:` with every Swift name resolved: what the renderer needs for one record.
public struct RecordModel: Sendable {
    /// The SQL table name.
    public var tableName: String
    /// The Swift struct name.
    public var recordName: String
    /// The properties, in column order.
    public var properties: [PropertyModel]
    /// The cases of the record's `Ordering`.
    public var orderings: [OrderingModel]
    /// The primary key: one property, several for a composite key, none without a key.
    public var primaryKey: [PropertyModel]
    /// `belongsTo` associations: one per foreign key of this table.
    public var belongsTo: [AssociationModel] = []
    /// `hasMany` associations: one per foreign key of another table to this one.
    public var hasMany: [AssociationModel] = []
    /// `hasOne` associations: one per foreign key of another table to this one that is unique or
    /// that table's primary key (at most one row references a row of this table).
    public var hasOne: [AssociationModel] = []
    /// `hasMany(_:through:using:)` associations: one per join table between this table and another,
    /// a table whose two foreign keys reference this one and the other (`Reminder.tags`, through
    /// `ReminderTag`).
    public var hasManyThrough: [ThroughAssociationModel] = []

    /// The names of the record's properties and associations: an association's name is free only
    /// outside of them.
    var propertyAndAssociationNames: Set<String> {
        Set(
            properties.map(\.propertyName) + belongsTo.map(\.name) + hasMany.map(\.name) + hasOne.map(\.name)
                + hasManyThrough.map(\.name))
    }
    /// What the record reads: a table, a search table, a view or a query's rows, with what only
    /// that kind has. Decided once, where the record is made.
    public var kind: RecordKind = .table(RecordKind.TableTraits())

    /// What is generated beyond the default, from `swift:` of the schema and of the table.
    public var features = GeneratedFeatures()
    /// The properties of `timestamps:` (`createdAt`, `updatedAt`): optional `Date`s that the
    /// record sets from the transaction date (GRDBGenRuntime's `Timestamping`).
    public var timestamps: (created: String?, updated: String?)?

    /// The type the record's `ID` names, when its key is one `uuid` column: GRDBGenRuntime's
    /// `RecordID<Reminder, LowercaseUUID>` (``RecordKeyTypes``); nil otherwise, and for a key that
    /// takes its parent's `ID`.
    public var keyType: TypeReference?

    /// The one-column primary key, if the table has one.
    public var singleKey: PropertyModel? {
        primaryKey.count == 1 ? primaryKey[0] : nil
    }

    /// The property that `Identifiable.id` returns: the one-column primary key (the validator
    /// refuses a property `id` beside it), none for a composite key (GRDB's id APIs need a
    /// one-column key: `fetchOne(db, id:)` would stop the app), else a property named `id` (a
    /// view's or a query's rows).
    public var identifier: PropertyModel? {
        if let singleKey { return singleKey }
        if primaryKey.count > 1 { return nil }
        return properties.first { $0.propertyName == "id" }
    }

    /// Whether SQLite chooses the key (`primaryKey: autoincrement` or `rowid`): the record gets
    /// `didInsert` and a `Draft` type.
    public var hasAutoincrementKey: Bool {
        singleKey?.primaryKey?.isChosenBySQLite == true
    }

    /// Whether the record has a `Draft` without its key when `drafts:` asks: a key SQLite chooses,
    /// or a one-column key with an SQL default (`DEFAULT (uuid())`), which SQLite fills in.
    public var hasDraft: Bool {
        hasAutoincrementKey || keyHasSQLDefault
    }

    /// Whether the one-column key has an SQL expression as default (`(uuid())`): a draft leaves
    /// it out, and SQLite computes it on insert.
    public var keyHasSQLDefault: Bool {
        guard let key = singleKey, case .sql = key.defaultValue else { return false }
        return !hasAutoincrementKey
    }

    /// The properties of the `Draft` type: all but the key SQLite chooses or computes, and
    /// generated columns.
    public var draftProperties: [PropertyModel] {
        properties.filter { property in
            property.primaryKey?.isChosenBySQLite != true && !property.isGenerated
                && !(keyHasSQLDefault && property.columnName == singleKey?.columnName)
        }
    }

    /// Whether the record is its own `Draft` (`typealias Draft = Item`): its key, which SQLite
    /// chooses, is optional in it, and no other column has an SQL expression default that a draft
    /// leaves to SQLite. Otherwise the `Draft` is a struct of its own. Decided here once: a
    /// struct per table would cost a fifth more compile time where the record already is one.
    public var isOwnDraft: Bool {
        hasAutoincrementKey
            && !draftProperties.contains { property in
                if case .sql = property.defaultValue { true } else { false }
            }
    }

    /// The properties that records write: all but generated columns.
    public var writtenProperties: [PropertyModel] {
        properties.filter { !$0.isGenerated }
    }

    /// The name of the struct of a record with its children, for one `hasMany` association:
    /// `TodoListWithItems`.
    public func withChildrenTypeName(_ association: AssociationModel) -> String {
        "\(recordName)With\(SwiftName.uppercasedFirst(association.name))"
    }

    /// The name of the request of records with their children, for one `hasMany` or `hasOne`
    /// association: `withTodos` (`TodoList.all().withTodos()`).
    public func withChildrenRequestName(_ association: AssociationModel) -> String {
        "with\(SwiftName.uppercasedFirst(association.name))"
    }

}

/// What a record reads, each kind with what only it has.
public enum RecordKind: Sendable {
    /// A table of `tables:`.
    case table(TableTraits)
    /// A search table (`searchTable:`): an FTS5 table of its own columns, keyed by its rowid.
    case searchTable
    /// A view of `views:`: read-only.
    case view
    /// The row type of a query of `queries:`: read-only, no table of its own.
    case queryRow

    /// What only a table has.
    public struct TableTraits: Sendable {
        /// `WITHOUT ROWID`: no rowid, and GRDB's observations do not see it.
        public var withoutRowID = false
        /// No primary key: keyed by SQLite's hidden rowid.
        public var hasHiddenRowID = false
        /// The FTS5 table of its search index, and the columns it indexes.
        public var search: (table: String, columns: [String])?
    }

    /// The traits of a table; nil for the other kinds.
    public var tableTraits: TableTraits? {
        if case .table(let traits) = self { traits } else { nil }
    }

    /// Whether it is a view: read-only, its rows as the view returns them.
    public var isView: Bool {
        if case .view = self { true } else { false }
    }

    /// Whether it is a search table (`searchTable:`): an FTS5 table whose key is the rowid (the
    /// record's `rowid`), searched with `matching(_:)`.
    public var isSearchTable: Bool {
        if case .searchTable = self { true } else { false }
    }
}

/// One column of a record, with its Swift name and type.
public struct PropertyModel: Sendable {
    /// The SQL column name, kept in `Columns`.
    public var columnName: String
    /// The Swift property name, not escaped.
    public var propertyName: String
    /// The column type.
    public var type: ColumnType
    /// The Swift type of a value, not optional: `Int64` for an autoincrement key, the
    /// `swift.type` override, the enum of an `enum` column, or the type's default.
    public var valueType: TypeReference
    /// The primary key kind, if the column alone is the key.
    public var primaryKey: ColumnDefinition.PrimaryKey?
    /// Whether the Swift property is optional.
    public var isOptional: Bool
    /// The column default, used as the default argument of the record's initializer.
    public var defaultValue: DefaultValue?
    /// How a `uuid` column stores its values.
    public var uuidRepresentation: ColumnRepresentation?
    /// How a `datetime` property's `Date` is stored as Unix time (`representation: unixTime`), if it is.
    public var unixTime: ColumnRepresentation?
    /// The generated enum of an `enum` column.
    public var enumeration: EnumModel?
    /// In a `Draft`: the property is optional only so that SQLite can fill in its default.
    public var isFilledByDatabase = false
    /// A generated column: read from the database, never written (`private(set)`, not in the
    /// initializer, `encode(to:)` or the `Draft`).
    public var isGenerated = false
    /// The property is not optional, but its column accepts NULL (`swift: { optional: false }`, a
    /// key declared without NOT NULL): it is read as an optional, and NULL throws the runtime's
    /// `StoreError.nullValue`.
    public var isRequiredOverNull = false
    /// The app's own `DatabaseValueConvertible` type (`swift: { type: Money, convertible: true }`):
    /// a literal default in the initializer through `databaseDefault(_:)`.
    public var isConvertible = false

    /// A record nested in a query's row (`reminders.*` of a join): the property is that
    /// record, read from its columns of the row; `nil` for a column.
    public var nested: NestedRecord?
    /// How the value is stored in its column (``ValueStorage/of(_:uuidRepresentation:unixTime:isFoundationDate:)``,
    /// decided in validation); a value SQLite computes is stored as GRDB stores it.
    public var storage: ValueStorage = .grdb

    /// The Swift type of the property, `Int64?` for an autoincrement key.
    public var swiftType: TypeReference {
        isOptional ? valueType.optional : valueType
    }

    /// ``valueType`` as code outside the record names it: the enum of an `enum` column nested in
    /// its record (`MatrixMood.Key` for `Key`), the rest as it is.
    func valueType(outside record: RecordModel) -> TypeReference {
        guard let enumeration else { return valueType }
        return TypeReference.named(record.recordName).member(enumeration.typeName)
    }
}

/// A record nested in the row of a query: `t.*` of a join, in the row type as a property of the
/// table's record type, optional when an outer join can make its columns NULL.
public struct NestedRecord: Sendable {
    /// The columns of the record, in the row, in order.
    public var columns: [String]
    /// The position among them of a column that is never NULL in the table (the key): NULL
    /// there means the outer join found no row; `nil` when the record is never missing.
    public var presenceColumn: Int?
    /// Whether the property is an array of such records: the children of a grouped query
    /// (`group:`), one per row of the statement.
    public var isChildren = false
}

/// The Swift enum of an `enum` column: `enum Priority: String { case low, medium, high }`.
public struct EnumModel: Sendable {
    /// The type name, nested in the record.
    public var typeName: String
    /// The cases and their raw (stored) values.
    public var cases: [(name: String, value: String)]
    /// The integer each case is stored as, in the order of ``cases``, for an enum stored as
    /// integers (its `value`s are then the names written in schema.yaml); `nil` for text.
    public var codes: [Int64]? = nil
}

/// One case of a record's `Ordering`: its name and what follows `ORDER BY` (several terms, NULLs
/// placed, a tie-breaker), from the table's `orderings:` or from a query of the table's records.
public struct OrderingModel: Sendable, Equatable {
    /// The Swift case (`title`, `titleDescending`, `dueDate`).
    public var caseName: String
    /// What follows `ORDER BY`, its columns qualified by the table's name: `item.title, item.id`,
    /// `reminders.dueDate IS NULL, reminders.dueDate`.
    public var sql: String
    /// Where it comes from, for its doc comment: "By `title`", "Ordering `dueDate` of query `remindersOfList`".
    public var doc: String
    /// Its terms, cut for the runtime's `QueryPiece`, when a query's resolution cut them
    /// (``QueryPieces``); the renderer cuts `sql` otherwise.
    public var terms: [[QueryPieceSegment]]? = nil
}

/// A GRDB association between two records, from a foreign key.
public struct AssociationModel: Sendable {
    /// The association name: the static property and the key of included values.
    public var name: String
    /// The record on the other side.
    public var otherRecord: String
    /// The foreign key columns, in the child table.
    public var columns: [String]
    /// The referenced columns, in the parent table.
    public var targetColumns: [String]
}

/// A GRDB association through a join table: `hasMany(Tag.self, through: reminderTags, using: ReminderTag.tag)`.
public struct ThroughAssociationModel: Sendable {
    /// The association name: the static property and the key of included values (`tags`).
    public var name: String
    /// The record on the other side (`Tag`).
    public var otherRecord: String
    /// The record of the join table (`ReminderTag`).
    public var joinRecord: String
    /// This record's `hasMany` association to the join table's rows (`reminderTags`).
    public var pivot: String
    /// The join record's `belongsTo` association to the other record (`tag`).
    public var target: String
}

/// The output of the validation stage: a schema known to be consistent, with resolved names.
public struct ValidatedSchema: Sendable {
    /// The schema as written.
    public var schema: Schema
    /// One record per table of `tables:`, in file order (the describe stage adds the views':
    /// ``DescribedSchema/records``).
    public var records: [RecordModel]
    /// The database the migrations leave.
    public var folded: FoldedSchema

    /// The name of the store type.
    public var storeName: String { schema.swift.storeName }

    /// The record of a table.
    public func record(forTable name: String) -> RecordModel? {
        records.first { $0.tableName.isSameSQLName(as: name) }
    }
}
