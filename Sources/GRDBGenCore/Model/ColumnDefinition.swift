/// The definition of one column: in `tables:`, in a `createTable` step, or in an `addColumn` step.
public struct ColumnDefinition: Sendable {
    /// How a column is a primary key.
    public enum PrimaryKey: String, Hashable, Sendable {
        /// `primaryKey: autoincrement`: an integer key chosen by SQLite (`AUTOINCREMENT`: never one
        /// of a deleted row).
        case autoincrement
        /// `primaryKey: rowid`: an integer key chosen by SQLite when an insert gives none
        /// (`INTEGER PRIMARY KEY`, the rowid, without `AUTOINCREMENT`: the key of the last row,
        /// deleted, may be chosen again). The same table as `primaryKey: true` on an integer column;
        /// the record's key is optional, as with `autoincrement`.
        case rowid
        /// `primaryKey: true`: a key chosen by the application.
        case plain

        /// Whether SQLite chooses the key when a row is inserted without one: the record's key is
        /// an optional `Int64`, set after an insert, and the record has a `Draft` type.
        public var isChosenBySQLite: Bool { self != .plain }

        /// The key as the table has it: `rowid` is `true`'s table (`INTEGER PRIMARY KEY`), so that
        /// writing it in `tables:` changes the record, not the database.
        public var inTheTable: PrimaryKey { self == .rowid ? .plain : self }
    }

    /// The SQL name of the column.
    public var name: Located<String>
    /// The type of the column.
    public var type: Located<ColumnType>
    /// `notNull: true`.
    public var notNull: Bool = false
    /// `primaryKey: autoincrement` or `primaryKey: true`.
    public var primaryKey: PrimaryKey?
    /// `primaryKey: true` with `notNull: false` written out, on a key that is not the rowid: the
    /// key is declared without NOT NULL, as files made before GRDBGen may declare it (SQLite then
    /// accepts NULL there). The record's property stays non-optional: the app writes no NULL key.
    public var keyAcceptsNull = false
    /// `default: …`.
    public var defaultValue: Located<DefaultValue>?
    /// `unique: true`.
    public var unique: Bool = false
    /// `check: SQL`: a CHECK constraint on the column.
    public var check: Located<String>?
    /// `collate: nocase`.
    public var collate: Located<Collation>?
    /// `references: { table, column, onDelete, onUpdate }`.
    public var references: Located<ForeignKeyReference>?
    /// `values: [a, b]` of an `enum` column.
    public var enumValues: Located<[String]>?
    /// `check: false` of an `enum` column: no CHECK keeps other values out (an existing table
    /// declared without one). The place of `check: false`, nil when the values are checked.
    public var uncheckedEnum: SourceLocation?
    /// `notNull: { onConflict: … }`: the conflict clause of the NOT NULL constraint.
    public var notNullOnConflict: ConflictResolution?
    /// `unique: { onConflict: … }`: the conflict clause of the UNIQUE constraint.
    public var uniqueOnConflict: ConflictResolution?
    /// Whether the column is in a `STRICT` table (``StrictTables``): it is then declared with the
    /// type its values are stored as, which is all such a table takes.
    public var isInStrictTable = false
    /// Whether the column is in a search table (`searchTable:`): an FTS5 column, which SQLite
    /// declares without a type or a constraint.
    public var isInSearchTable = false
    /// `unindexed: true` (in a search table): the column is stored with the row but not indexed
    /// (FTS5's `UNINDEXED`): a key or a date kept beside the text.
    public var unindexed: Located<Bool>?
    /// The integer each value of ``enumValues`` is stored as, in order, for an integer enum
    /// (`values: { low: 1, medium: 2, high: 3 }`); `nil` for an enum stored as its text.
    public var enumCodes: [Int64]?
    /// `generated: { sql, stored }`: a column SQLite computes (`GENERATED ALWAYS AS (…)`).
    public var generated: Located<GeneratedColumn>?
    /// `representation:`, when written: `text | bytes` of a `uuid` column, `unixTime |
    /// unixTimeMilliseconds` of a `datetime` column.
    public var representation: Located<ColumnRepresentation>?
    /// `declaredType:`: the SQL type written in `CREATE TABLE` instead of GRDB's for `type`
    /// (`VARCHAR(120)`, `NUMERIC(10,2)`), as an imported database declares it.
    public var declaredType: Located<String>?
    /// `index: true | false` (in `tables:`): a one-column index named as GRDB names it
    /// (`index_todo_on_list_id`); foreign key columns have one unless `index: false`.
    public var index: Located<Bool>?
    /// `swift: { type: … }`: another Swift type for the property (`Int64` for an `integer`,
    /// the Codable type of a `json` column, the name of the enum of an `enum` column).
    public var swiftType: Located<String>?
    /// `swift: { type: Money, convertible: true }`: the app's own `DatabaseValueConvertible` type
    /// for the property, stored as the column's type says.
    public var swiftConvertible: Located<Bool>?
    /// `swift: { name: … }`: another name for the property.
    public var swiftName: Located<String>?
    /// `swift: { optional: false }`: the property is not optional though the column accepts NULL
    /// (an app's file whose columns were declared without NOT NULL); reading NULL there throws.
    public var swiftOptional: Located<Bool>?
    /// Where the definition starts.
    public var location: SourceLocation

    /// Whether SQLite refuses NULL in this column: `notNull`, or a primary key (but one that
    /// ``keyAcceptsNull``).
    public var isNotNullInDatabase: Bool {
        notNull || (primaryKey != nil && !keyAcceptsNull)
    }

    /// The shape of the column as SQLite sees it, without locations: what tables and migrations
    /// must agree on.
    public var shape: ColumnShape {
        ColumnShape(
            type: type.value,
            notNull: isNotNullInDatabase,
            primaryKey: primaryKey,
            defaultValue: defaultValue?.value,
            unique: unique,
            check: check?.value,
            collate: collate?.value,
            references: references?.value.shape,
            enumValues: enumValues?.value,
            enumCodes: enumCodes,
            checksEnumValues: uncheckedEnum == nil,
            notNullOnConflict: notNullOnConflict,
            uniqueOnConflict: uniqueOnConflict,
            generated: generated?.value,
            representation: type.value == .uuid ? uuidRepresentation : unixTime,
            declaredType: declaredType?.value.uppercased(),
            unindexed: unindexed?.value == true)
    }

    /// How a `uuid` column stores its values: `text` unless `representation: bytes`.
    public var uuidRepresentation: ColumnRepresentation {
        representation?.value ?? .text
    }

    /// How a `datetime` column stores Unix time, when it does (`representation: unixTime`).
    public var unixTime: ColumnRepresentation? {
        guard type.value == .datetime, let representation = representation?.value, representation.isUnixTime else {
            return nil
        }
        return representation
    }

    /// The storage type in SQLite: the GRDB `Database.ColumnType` of the column's definition. In
    /// a `STRICT` table, the type its values are stored as: a `boolean` is INTEGER, a `date`, a
    /// `datetime` as text and `json` are TEXT.
    var databaseType: DatabaseColumnType {
        guard isInStrictTable else { return declaredDatabaseType }
        switch declaredDatabaseType {
        case .boolean: return .integer
        case .date, .datetime, .jsonText: return .text
        case .integer, .real, .text, .blob: return declaredDatabaseType
        }
    }

    /// The GRDB `Database.ColumnType` of the column's type, outside STRICT tables.
    private var declaredDatabaseType: DatabaseColumnType {
        switch type.value {
        case .integer: .integer
        case .text, .url, .decimal: .text
        case .enum: enumCodes == nil ? .text : .integer
        case .real: .real
        case .blob: .blob
        case .boolean: .boolean
        case .date: .date
        case .datetime: unixTime == nil ? .datetime : .integer
        case .uuid: uuidRepresentation == .bytes ? .blob : .text
        case .json: .jsonText
        }
    }
}

/// `references: { table: list, column: id, onDelete: cascade }`.
public struct ForeignKeyReference: Sendable {
    /// The referenced table.
    public var table: Located<String>
    /// The referenced column; `nil` for the primary key of the referenced table.
    public var column: Located<String>?
    /// `onDelete:`.
    public var onDelete: ForeignKeyAction?
    /// `onUpdate:`.
    public var onUpdate: ForeignKeyAction?
    /// `belongsTo:`: the name of the child record's association to the referenced row.
    public var belongsTo: Located<String>?
    /// `hasMany:`: the name of the referenced record's association to the rows that reference it.
    public var hasMany: Located<String>?
    /// `hasOne:`: the name of the referenced record's association to the one row that references
    /// it, when the foreign key is unique or the primary key.
    public var hasOne: Located<String>?

    var shape: ReferenceShape {
        ReferenceShape(
            table: table.identifier.key, column: column?.identifier.key, onDelete: onDelete, onUpdate: onUpdate)
    }
}

/// A reference without locations, names lowercased as SQLite compares them.
public struct ReferenceShape: Hashable, Sendable, CustomStringConvertible {
    public var table: String
    public var column: String?
    public var onDelete: ForeignKeyAction?
    public var onUpdate: ForeignKeyAction?

    public var description: String {
        var text = "`\(table)`" + (column.map { ".`\($0)`" } ?? "")
        if let onDelete { text += " onDelete: \(onDelete.rawValue)" }
        if let onUpdate { text += " onUpdate: \(onUpdate.rawValue)" }
        return text
    }
}

/// What a column is in the database, without where it was written.
public struct ColumnShape: Hashable, Sendable {
    public var type: ColumnType
    public var notNull: Bool
    public var primaryKey: ColumnDefinition.PrimaryKey?
    public var defaultValue: DefaultValue?
    public var unique: Bool
    public var check: String?
    public var collate: Collation?
    public var references: ReferenceShape?
    public var enumValues: [String]?
    public var enumCodes: [Int64]? = nil
    public var checksEnumValues = true
    public var notNullOnConflict: ConflictResolution? = nil
    public var uniqueOnConflict: ConflictResolution? = nil
    public var generated: GeneratedColumn?
    public var representation: ColumnRepresentation?
    public var declaredType: String? = nil
    public var unindexed = false
}

/// `generated: { sql: "price * quantity", stored: true }`: GRDB's `generatedAs(sql:_:)`.
public struct GeneratedColumn: Hashable, Sendable {
    /// The SQL expression SQLite computes the value with.
    public var sql: String
    /// `stored: true`: computed on write and stored; otherwise (`VIRTUAL`) computed on read.
    public var stored: Bool

}
