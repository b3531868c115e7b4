/// A table of `tables:` with every Swift name resolved: what the renderer needs for one record.
public struct RecordModel: Sendable {
    /// The SQL table name.
    public var tableName: String
    /// The Swift struct name.
    public var recordName: String
    /// The properties, in column order.
    public var properties: [PropertyModel]
    /// The `orderedByX()` helpers.
    public var orderings: [OrderingModel]

    /// The primary key property, when the table has a one-column primary key.
    public var primaryKey: PropertyModel? {
        properties.first { $0.primaryKey != nil }
    }

    /// The property that `Identifiable.id` returns: a property named `id`, or else the primary key.
    public var identifier: PropertyModel? {
        properties.first { $0.propertyName == "id" } ?? primaryKey
    }

    /// Whether SQLite chooses the key (`primaryKey: autoincrement`): the record gets `didInsert`.
    public var hasAutoincrementKey: Bool {
        primaryKey?.primaryKey == .autoincrement
    }

    /// Whether the generated code needs Foundation.
    public var needsFoundation: Bool {
        properties.contains { $0.type.needsFoundation }
    }
}

/// One column of a record, with its Swift name and type.
public struct PropertyModel: Sendable {
    /// The SQL column name, kept in `Columns`.
    public var columnName: String
    /// The Swift property name (camelCase of the column name), not escaped.
    public var propertyName: String
    /// The column type.
    public var type: ColumnType
    /// The Swift type of a value, not optional: `Int64` for an autoincrement key, the
    /// `swift.type` override, or the type's default.
    public var valueType: String
    /// The primary key kind, if any.
    public var primaryKey: ColumnDefinition.PrimaryKey?
    /// Whether the Swift property is optional.
    public var isOptional: Bool
    /// The column default, used as the default argument of the record's initializer.
    public var defaultValue: DefaultValue?

    /// The default argument of the property in the record's initializer: `nil` for an optional,
    /// the column default when it has the property's type, else none.
    public var initializerDefault: String? {
        if isOptional { return "nil" }
        guard let defaultValue else { return nil }
        switch (type, defaultValue) {
        case (.integer, .integer), (.real, .real), (.text, .text), (.boolean, .boolean):
            return SwiftLiteral.value(defaultValue)
        case (.real, .integer(let number)) where valueType == "Double":
            return SwiftLiteral.value(.real(Double(number)))
        default:
            return nil
        }
    }

    /// The Swift type of the property, `Int64?` for an autoincrement key.
    public var swiftType: String {
        isOptional ? valueType + "?" : valueType
    }
}

/// One `orderedByX()` / `orderedByXReversed()` pair.
public struct OrderingModel: Sendable {
    /// The property the ordering sorts by.
    public var property: PropertyModel
    /// `orderedByName`.
    public var methodName: String {
        "orderedBy" + SwiftName.uppercasedFirst(property.propertyName)
    }
}

/// The output of the validation stage: a schema known to be consistent, with resolved names.
public struct ValidatedSchema: Sendable {
    /// The schema as written.
    public var schema: Schema
    /// One record per table of `tables:`, in file order.
    public var records: [RecordModel]

    /// The access level keyword to put before public declarations (`public ` or nothing).
    public var accessPrefix: String {
        schema.swift.access == .public ? "public " : ""
    }

    /// The name of the store type.
    public var storeName: String { schema.swift.storeName }
}
