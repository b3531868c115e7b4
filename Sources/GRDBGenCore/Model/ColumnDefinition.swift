/// The definition of one column: in `tables:`, in a `createTable` step, or in an `addColumn` step.
public struct ColumnDefinition: Sendable {
    /// How a column is a primary key.
    public enum PrimaryKey: String, Hashable, Sendable {
        /// `primaryKey: autoincrement`: an integer key chosen by SQLite (`AUTOINCREMENT`).
        case autoincrement
        /// `primaryKey: true`: a key chosen by the application.
        case plain
    }

    /// The SQL name of the column.
    public var name: Located<String>
    /// The type of the column.
    public var type: Located<ColumnType>
    /// `notNull: true`.
    public var notNull: Bool
    /// `primaryKey: autoincrement` or `primaryKey: true`.
    public var primaryKey: PrimaryKey?
    /// `default: …`.
    public var defaultValue: Located<DefaultValue>?
    /// `swift: { type: … }`: another Swift type for the property (`Int64` for an `integer`).
    public var swiftType: Located<String>?
    /// `swift: { name: … }`: another name for the property.
    public var swiftName: Located<String>?
    /// Where the definition starts.
    public var location: SourceLocation

    /// Creates a column definition.
    public init(
        name: Located<String>,
        type: Located<ColumnType>,
        notNull: Bool = false,
        primaryKey: PrimaryKey? = nil,
        defaultValue: Located<DefaultValue>? = nil,
        swiftType: Located<String>? = nil,
        swiftName: Located<String>? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.type = type
        self.notNull = notNull
        self.primaryKey = primaryKey
        self.defaultValue = defaultValue
        self.swiftType = swiftType
        self.swiftName = swiftName
        self.location = location
    }

    /// Whether SQLite refuses NULL in this column: `notNull`, or a primary key.
    public var isNotNullInDatabase: Bool {
        notNull || primaryKey != nil
    }

    /// The shape of the column as SQLite sees it, without locations: what tables and migrations
    /// must agree on.
    public var shape: ColumnShape {
        ColumnShape(
            type: type.value,
            notNull: isNotNullInDatabase,
            primaryKey: primaryKey,
            defaultValue: defaultValue?.value)
    }
}

/// What a column is in the database, without where it was written.
public struct ColumnShape: Hashable, Sendable {
    /// The column type.
    public var type: ColumnType
    /// Whether NULL is refused.
    public var notNull: Bool
    /// The primary key kind, if any.
    public var primaryKey: ColumnDefinition.PrimaryKey?
    /// The default value, if any.
    public var defaultValue: DefaultValue?
}
