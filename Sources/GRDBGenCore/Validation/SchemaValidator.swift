/// The validation stage: ``Schema`` → ``ValidatedSchema``.
///
/// Checks names, folds the migrations and compares the tables they produce with `tables:`.
public enum SchemaValidator {
    /// Member names that generated records already use.
    static let reservedPropertyNames: Set<String> = [
        "databaseTableName", "databaseSelection", "Columns", "encode", "didInsert",
        "persistenceConflictPolicy", "databaseColumnDecodingStrategy", "databaseColumnEncodingStrategy",
    ]

    /// Validates a schema. Returns `nil` when errors were reported.
    public static func validate(_ schema: Schema, diagnostics: DiagnosticCollector) -> ValidatedSchema? {
        let errorsBefore = diagnostics.diagnostics.count
        checkStoreName(schema.swift, diagnostics: diagnostics)
        var records: [RecordModel] = []
        var tablesByName: [String: TableDefinition] = [:]
        var recordsByName: [String: (RecordModel, SourceLocation)] = [:]
        for table in schema.tables {
            let name = table.name.value
            ColumnRules.checkName(table.name, kind: "table", diagnostics: diagnostics)
            if let first = tablesByName[name.lowercased()] {
                diagnostics.error(
                    "table `\(name)` has the same name as table `\(first.name.value)` (line \(first.name.location.line)); SQLite names ignore case",
                    at: table.name.location)
                continue
            }
            tablesByName[name.lowercased()] = table
            guard let record = record(for: table, diagnostics: diagnostics) else { continue }
            let location = table.record?.location ?? table.name.location
            if let (other, _) = recordsByName[record.recordName.lowercased()] {
                diagnostics.error(
                    "tables `\(other.tableName)` and `\(name)` both make the record `\(record.recordName)`; set `record:` to tell them apart",
                    at: location)
                continue
            }
            if record.recordName == schema.swift.storeName {
                diagnostics.error(
                    "the record of table `\(name)` has the name of the store, `\(record.recordName)`; set `record:` or `swift.store` to another name",
                    at: location)
            }
            recordsByName[record.recordName.lowercased()] = (record, location)
            records.append(record)
        }
        let folded = MigrationFolder.fold(schema.migrations, diagnostics: diagnostics)
        SchemaComparison.compare(tables: schema.tables, folded: folded, diagnostics: diagnostics)
        let hasNewErrors = diagnostics.diagnostics[errorsBefore...].contains { $0.severity == .error }
        return hasNewErrors ? nil : ValidatedSchema(schema: schema, records: records)
    }

    private static func checkStoreName(_ options: SwiftOptions, diagnostics: DiagnosticCollector) {
        guard let store = options.store else { return }
        checkTypeName(store, what: "the store name", diagnostics: diagnostics)
    }

    private static func checkTypeName(_ name: Located<String>, what: String, diagnostics: DiagnosticCollector) {
        if !SwiftName.isPlainIdentifier(name.value) {
            diagnostics.error(
                "`\(name.value)` is not a valid Swift type name for \(what): use letters, digits and underscores, not starting with a digit",
                at: name.location)
        } else if SwiftName.keywords.contains(name.value) || SwiftName.reservedTypeNames.contains(name.value) {
            diagnostics.error(
                "`\(name.value)` cannot be \(what): generated code uses this name for a Swift or GRDB type",
                at: name.location)
        }
    }

    /// Resolves the Swift names of a table and checks them.
    private static func record(for table: TableDefinition, diagnostics: DiagnosticCollector) -> RecordModel? {
        let tableName = table.name.value
        let recordName: String
        if let record = table.record {
            checkTypeName(record, what: "the record name of table `\(tableName)`", diagnostics: diagnostics)
            recordName = record.value
        } else {
            recordName = SwiftName.upperCamelCase(tableName)
            if SwiftName.reservedTypeNames.contains(recordName) || SwiftName.keywords.contains(recordName) {
                diagnostics.error(
                    "table `\(tableName)` would make a record named `\(recordName)`, which is a Swift or GRDB type; set `record:` to another name",
                    at: table.name.location)
            }
        }
        if table.columns.isEmpty {
            diagnostics.error("table `\(tableName)` has no columns", at: table.name.location)
        }
        ColumnRules.check(table.columns, of: tableName, diagnostics: diagnostics)

        var properties: [PropertyModel] = []
        var propertyNames: [String: String] = [:]
        for column in table.columns {
            var propertyName = SwiftName.lowerCamelCase(column.name.value)
            if let name = column.swiftName {
                if SwiftName.isPlainIdentifier(name.value) {
                    propertyName = name.value
                } else {
                    diagnostics.error(
                        "`\(name.value)` is not a valid Swift property name for column `\(column.name.value)` of table `\(tableName)`: use letters, digits and underscores, not starting with a digit",
                        at: name.location)
                }
            }
            var valueType = column.primaryKey == .autoincrement ? "Int64" : column.type.value.swiftType
            if let override = column.swiftType {
                let allowed = column.type.value.allowedSwiftTypes
                if column.primaryKey == .autoincrement {
                    diagnostics.error(
                        "column `\(column.name.value)` of table `\(tableName)`: an autoincrement key is always `Int64`; remove `swift.type`",
                        at: override.location)
                } else if allowed.contains(override.value) {
                    valueType = override.value
                } else {
                    diagnostics.error(
                        "`\(override.value)` is not a Swift type for \(SwiftName.withArticle("`\(column.type.value.rawValue)`", word: column.type.value.rawValue)) column; use one of: \(allowed.joined(separator: ", "))"
                            + Suggestion.didYouMean(override.value, among: allowed),
                        at: override.location)
                }
            }
            if let other = propertyNames[propertyName] {
                if other.lowercased() != column.name.value.lowercased() {
                    diagnostics.error(
                        "columns `\(other)` and `\(column.name.value)` of table `\(tableName)` both make the Swift property `\(propertyName)`",
                        at: column.name.location)
                }
                continue
            }
            if reservedPropertyNames.contains(propertyName) {
                diagnostics.error(
                    "column `\(column.name.value)` of table `\(tableName)` would make the property `\(propertyName)`, which GRDB records already use",
                    at: column.name.location)
            }
            propertyNames[propertyName] = column.name.value
            let isOptional = column.primaryKey == .autoincrement || !column.isNotNullInDatabase
            properties.append(PropertyModel(
                columnName: column.name.value, propertyName: propertyName, type: column.type.value, valueType: valueType,
                primaryKey: column.primaryKey, isOptional: isOptional, defaultValue: column.defaultValue?.value))
        }

        var orderings: [OrderingModel] = []
        var seenOrderings: Set<String> = []
        for ordering in table.orderings {
            guard let property = properties.first(where: { $0.columnName.lowercased() == ordering.value.lowercased() }) else {
                diagnostics.error(
                    "ordering `\(ordering.value)` of table `\(tableName)` is not a column"
                        + Suggestion.didYouMean(ordering.value, among: properties.map(\.columnName)),
                    at: ordering.location)
                continue
            }
            if property.propertyName == "unspecified" {
                diagnostics.error(
                    "ordering `\(ordering.value)` of table `\(tableName)` would clash with `Ordering.unspecified`; it cannot be an ordering",
                    at: ordering.location)
                continue
            }
            if !seenOrderings.insert(property.columnName).inserted {
                diagnostics.error("ordering `\(ordering.value)` of table `\(tableName)` is listed twice", at: ordering.location)
                continue
            }
            orderings.append(OrderingModel(property: property))
        }
        return RecordModel(tableName: tableName, recordName: recordName, properties: properties, orderings: orderings)
    }
}
