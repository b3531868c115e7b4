import GRDBGenSQL
import GRDBGenSyntax

/// How one table, view or query row becomes a record: its Swift names, properties, key and
/// orderings, each checked where schema.yaml writes it.
///
/// ```swift
/// let record = RecordResolver(table: table, kind: .table, diagnostics: diagnostics).record()
/// ```
struct RecordResolver {
    /// The table (a view's or a query's columns, as a table).
    let table: TableDefinition
    /// What it is, as the diagnostics say it.
    var kind: SchemaObjectKind = .table
    /// Where errors go.
    let diagnostics: DiagnosticCollector

    /// The table's name.
    var tableName: String { table.name.value }

    /// The record of the table, its names resolved and checked; nil where it cannot have one.
    func record() -> RecordModel? {
        let recordName = self.recordName()
        if table.columns.isEmpty {
            diagnostics.error("\(kind) `\(tableName)` has no columns", at: table.name.location)
        }
        TableRules(table: tableName, diagnostics: diagnostics).check(table)
        for column in table.columns where column.notNull && column.primaryKey != nil && column.type.value == .integer {
            // Said, not dropped in silence; not an error, so that schemas locked with it still generate.
            diagnostics.warning(
                "column `\(column.name.value)` of \(kind) `\(tableName)`: `notNull` has no effect on an integer "
                    + "primary key, which is SQLite's rowid (never NULL: a NULL inserted gets the next rowid); "
                    + "remove it",
                at: column.name.location)
        }
        let compositeKey = Set(table.primaryKey?.value.map(\.identifier) ?? [])

        var properties: [PropertyModel] = []
        var propertyNames: [String: String] = [:]
        var nestedTypes: [String: String] = [:]
        // A table without a primary key is keyed by SQLite's hidden rowid, as GRDB keys it (not a
        // WITHOUT ROWID table, which needs one, nor a table with a column that takes the name).
        let hiddenRowID =
            kind == .table && table.searchTable == nil && table.primaryKey == nil
            && !table.has(.withoutRowID) && !table.columns.contains { $0.primaryKey != nil }
            && !table.columns.contains { ["rowid", "oid", "_rowid_"].contains($0.name.value.lowercased()) }
        if table.searchTable != nil || hiddenRowID {
            // An FTS5 table's key is its rowid, which `SELECT *` leaves out: the record names it; so
            // does the record of a table without a primary key.
            let rowID = PropertyModel(
                columnName: "rowid", propertyName: "rowid", type: .integer, valueType: .named("Int64"),
                primaryKey: .autoincrement, isOptional: true, defaultValue: nil, uuidRepresentation: nil,
                enumeration: nil)
            properties.append(rowID)
            propertyNames["rowid"] = "rowid"
        }
        for column in table.columns {
            guard
                let property = property(
                    for: column, record: recordName, inCompositeKey: compositeKey.contains(column.name.identifier))
            else { continue }
            if let other = propertyNames[property.propertyName] {
                if !other.isSameSQLName(as: column.name.value) {
                    diagnostics.error(
                        "columns `\(other)` and `\(column.name.value)` of \(kind) `\(tableName)` both make the "
                            + "Swift property `\(property.propertyName)`; set `swift: { name: … }` on one",
                        at: column.name.location)
                }
                continue
            }
            if RecordMembers.propertyNames.contains(property.propertyName) {
                let owner = RecordMembers.protocolRequiring(property.propertyName).map { "`\($0)` requires" }
                diagnostics.error(
                    "column `\(column.name.value)` of \(kind) `\(tableName)` would make the property "
                        + "`\(property.propertyName)`, which \(owner ?? "GRDB records already use"); set "
                        + "`swift: { name: … }`",
                    at: column.name.location)
            }
            if let enumeration = property.enumeration {
                if RecordMembers.nestedTypeNames.contains(enumeration.typeName) || enumeration.typeName == recordName {
                    diagnostics.error(
                        "column `\(column.name.value)` of \(kind) `\(tableName)` would make the enum "
                            + "`\(recordName).\(enumeration.typeName)`, a name the record already uses; set "
                            + "`swift: { type: … }`",
                        at: column.name.location)
                } else if let other = nestedTypes[enumeration.typeName] {
                    diagnostics.error(
                        "columns `\(other)` and `\(column.name.value)` of \(kind) `\(tableName)` both make the "
                            + "enum `\(enumeration.typeName)`; set `swift: { type: … }` on one",
                        at: column.name.location)
                }
                nestedTypes[enumeration.typeName] = column.name.value
            }
            propertyNames[property.propertyName] = column.name.value
            properties.append(property)
        }

        let timestamps = table.timestamps.map { timestampProperties($0, in: &properties) }
        let key: [PropertyModel]
        if let composite = table.primaryKey {
            key = composite.value.compactMap { name in properties.first { $0.columnName.isSameSQLName(as: name.value) }
            }
        } else {
            key = properties.filter { $0.primaryKey != nil }
        }
        checkIdentity(properties: properties, key: key)
        let orderings = self.orderings(properties: properties, key: key)
        var record = RecordModel(
            tableName: tableName, recordName: recordName, properties: properties, orderings: orderings, primaryKey: key)
        record.kind = recordKind(hiddenRowID: hiddenRowID)
        record.timestamps = timestamps
        return record
    }

    /// The record name of a table, `record:` or the default, checked: a name another module's type
    /// has is said.
    private func recordName() -> String {
        let recordName: String
        if let record = table.record {
            diagnostics.checkTypeName(record, what: "the record name of \(kind) `\(tableName)`")
            recordName = record.value
            if let module = SwiftName.importedTypeNames[record.value] {
                diagnostics.warning(
                    "the record name `\(record.value)` of \(kind) `\(tableName)` is also a type of \(module): "
                        + "files that import both must write `\(module).\(record.value)` or the module of the "
                        + "records; choose another name",
                    at: record.location)
            }
        } else {
            recordName = SchemaValidator.defaultRecordName(forTable: tableName, isSearchTable: table.searchTable != nil)
            let plain = SchemaValidator.plainRecordName(forTable: tableName, isSearchTable: table.searchTable != nil)
            if let module = SwiftName.importedTypeNames[plain] {
                diagnostics.report(
                    Diagnostic(
                        .note,
                        "\(kind) `\(tableName)` gets the record name `\(recordName)`, as `\(plain)` is also a "
                            + "type of \(module); choose another with `record:`",
                        at: table.name.location))
            }
        }
        return recordName
    }

    /// What the record of a table or view reads, with what only that kind has.
    private func recordKind(hiddenRowID: Bool) -> RecordKind {
        if kind == .view { return .view }
        if table.searchTable != nil { return .searchTable }
        return .table(
            RecordKind.TableTraits(
                withoutRowID: table.has(.withoutRowID), hasHiddenRowID: hiddenRowID,
                search: table.search.map { ($0.name.value, $0.columns.map(\.value)) }))
    }

    /// The cases of the record's `Ordering`, from `orderings:`: for each column, `title` (ascending)
    /// and `titleDescending`, each ending with the primary key, which breaks ties (rows that sort
    /// alike keep one order from fetch to fetch).
    private func orderings(properties: [PropertyModel], key: [PropertyModel]) -> [OrderingModel] {
        var orderings: [OrderingModel] = []
        var seenOrderings: Set<String> = []
        for ordering in table.orderings {
            guard let property = properties.first(where: { $0.columnName.isSameSQLName(as: ordering.value) }) else {
                diagnostics.error(
                    "ordering `\(ordering.value)` of \(kind) `\(tableName)` is not a column"
                        + Suggestion.didYouMean(ordering.value, among: properties.map(\.columnName)),
                    at: ordering.location)
                continue
            }
            if [ColumnType.json, .blob].contains(property.type) {
                diagnostics.error(
                    "ordering `\(ordering.value)` of \(kind) `\(tableName)`: a `\(property.type.rawValue)` "
                        + "column has no useful order",
                    at: ordering.location)
                continue
            }
            if !seenOrderings.insert(property.columnName).inserted {
                diagnostics.error(
                    "ordering `\(ordering.value)` of \(kind) `\(tableName)` is listed twice", at: ordering.location)
                continue
            }
            // Qualified by the table's name, as the orderings of its queries are: a join keeps them.
            let table = SQLIdentifier(tableName).readableSQL + "."
            let ties = key.filter { $0.columnName != property.columnName }.map {
                table + SQLIdentifier($0.columnName).readableSQL
            }
            let column = table + SQLIdentifier(property.columnName).readableSQL
            let doc = "By `\(property.columnName)`"
            orderings.append(
                OrderingModel(
                    caseName: property.propertyName, sql: ([column] + ties).joined(separator: ", "),
                    doc: doc + (ties.isEmpty ? "." : ", then by the primary key.")))
            orderings.append(
                OrderingModel(
                    caseName: property.propertyName + "Descending",
                    sql: ([column + " DESC"] + ties).joined(separator: ", "),
                    doc: doc + ", descending" + (ties.isEmpty ? "." : ", then by the primary key.")))
        }
        var names = Set<String>()
        for ordering in orderings
        where !names.insert(ordering.caseName).inserted || ordering.caseName == "orderingTerms" {
            diagnostics.error(
                "\(kind) `\(tableName)`: its orderings make the case `\(ordering.caseName)` of "
                    + "`Ordering` twice (or the name of its `orderingTerms`); name a property otherwise "
                    + "(`swift: { name: … }`)",
                at: table.orderings.first?.location ?? table.name.location)
            break
        }
        return orderings
    }

    private func property(
        for column: ColumnDefinition, record recordName: String, inCompositeKey: Bool
    ) -> PropertyModel? {
        let prefix = "column `\(column.name.value)` of \(kind) `\(tableName)`"
        var propertyName = SwiftName.propertyName(forColumn: column.name.value)
        if let name = column.swiftName {
            if !SwiftName.isPlainIdentifier(name.value) {
                diagnostics.error(
                    "`\(name.value)` is not a valid Swift property name for \(prefix): use letters, digits and "
                        + "underscores, not starting with a digit",
                    at: name.location)
            } else if ["self", "Type", "Protocol"].contains(name.value) {
                diagnostics.error("`\(name.value)` cannot be a Swift property name for \(prefix)", at: name.location)
            } else {
                propertyName = name.value
            }
        }
        let type = column.type.value
        var valueType = TypeReference.named(column.primaryKey?.isChosenBySQLite == true ? "Int64" : type.swiftType)
        var isConvertible = false
        var enumeration: EnumModel?
        switch type {
        case .json:
            if let override = column.swiftType {
                if let parsed = TypeReference(parsing: override.value) {
                    valueType = parsed
                    // GRDB binds such a value as itself, not as the JSON text the column stores:
                    // `Column("x") == value` would find no row.
                    if case .named(let name) = parsed, Self.valuesGRDBBindsAsThemselves.contains(name) {
                        diagnostics.error(
                            "\(prefix): a `json` column of `\(name)` stores its JSON text (`\"a\"`), which GRDB "
                                + "does not bind from a `\(name)`; declare the column's own type "
                                + "(`type: text`, `integer`, `real`, `boolean`)",
                            at: override.location)
                    }
                } else {
                    diagnostics.error("\(prefix): `\(override.value)` is not a Swift type", at: override.location)
                }
            } else {
                diagnostics.error(
                    "\(prefix): a `json` column needs the Codable Swift type of its values: `swift: { type: … }`",
                    at: column.type.location)
            }
        case .enum:
            enumeration = self.enumeration(
                of: column, propertyName: propertyName, recordName: recordName, prefix: prefix)
            valueType = .named(enumeration!.typeName)
        default:
            if let override = column.swiftType {
                (valueType, isConvertible) = overriddenType(override, of: column, default: valueType, prefix: prefix)
            }
        }
        // A generated column's value is unknown until the row is read: optional.
        let isChosenBySQLite = column.primaryKey?.isChosenBySQLite == true || column.generated != nil
        let acceptsNull = !(column.isNotNullInDatabase || inCompositeKey)
        let isOptional =
            isChosenBySQLite || (acceptsNull && !column.keyAcceptsNull && column.swiftOptional?.value != false)
        if let flag = column.swiftOptional {
            if flag.value, !acceptsNull {
                diagnostics.error(
                    "\(prefix): `optional: true` on a column that never holds NULL; the property is optional "
                        + "when the column accepts NULL: remove `swift.optional`",
                    at: flag.location)
            } else if !flag.value, isChosenBySQLite {
                diagnostics.error(
                    "\(prefix): `optional: false` on a column SQLite fills in (a key it chooses, a generated "
                        + "column): its property is nil until the row is read; remove `swift.optional`",
                    at: flag.location)
            }
        }
        var property = PropertyModel(
            columnName: column.name.value, propertyName: propertyName, type: type, valueType: valueType,
            primaryKey: column.primaryKey, isOptional: isOptional, defaultValue: column.defaultValue?.value,
            uuidRepresentation: type == .uuid ? column.uuidRepresentation : nil, enumeration: enumeration)
        property.isGenerated = column.generated != nil
        property.isRequiredOverNull = !isOptional && acceptsNull
        property.isConvertible = isConvertible
        // The app's own type stores itself; a `Date` stores Unix time as the column says.
        property.unixTime = isConvertible ? nil : column.unixTime
        property.storage = .of(
            type, uuidRepresentation: property.uuidRepresentation, unixTime: property.unixTime,
            isFoundationDate: !isConvertible
                && (type == .datetime || (type == .date && column.swiftType?.value == "Date")))
        // A stored form GRDB would not bind from `UUID` or `Date` is a type of the runtime's.
        if !isConvertible, let runtimeType = property.storage.runtimeType { property.valueType = runtimeType.type }
        if let flag = column.swiftConvertible, flag.value, !isConvertible, column.swiftType == nil {
            diagnostics.error("\(prefix): `convertible` needs `swift.type`, the type to store", at: flag.location)
        }
        return property
    }

    /// The Swift types GRDB binds as themselves: a `json` column of one would bind otherwise than
    /// it stores.
    static let valuesGRDBBindsAsThemselves: Set<String> = [
        "String", "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8", "Double",
        "Float", "Bool", "Decimal", "URL", "Date", "UUID", "Data",
    ]

    /// The enum of an `enum` column: its type name (`Value` appended to a name that Swift, GRDB or the
    /// record itself already gives a meaning: a column `type` makes `TypeValue`, `ordering` makes
    /// `OrderingValue`, a column `kind` of table `kind` makes `Kind.KindValue`), or `swift.type`.
    private func enumeration(
        of column: ColumnDefinition, propertyName: String, recordName: String, prefix: String
    ) -> EnumModel {
        var typeName = SwiftName.typeName(SwiftName.upperCamelCase(propertyName), appending: "Value") { name in
            SwiftName.isReservedType(name) || RecordMembers.nestedTypeNames.contains(name) || name == recordName
        }
        if let override = column.swiftType {
            if SwiftName.isPlainIdentifier(override.value), !SwiftName.reservedTypeNames.contains(override.value) {
                typeName = override.value
            } else {
                diagnostics.error(
                    "\(prefix): `\(override.value)` cannot be the name of the generated enum", at: override.location
                )
            }
        }
        let cases = (column.enumValues?.value ?? []).map { (name: SwiftName.enumCase($0), value: $0) }
        return EnumModel(typeName: typeName, cases: cases, codes: column.enumCodes)
    }

    /// The Swift type `swift.type` gives a column of another type than `json` and `enum`: one its type
    /// allows, or the app's own `DatabaseValueConvertible` type (`convertible: true`).
    private func overriddenType(
        _ override: Located<String>, of column: ColumnDefinition, default valueType: TypeReference, prefix: String
    ) -> (TypeReference, isConvertible: Bool) {
        let type = column.type.value
        let allowed = type.allowedSwiftTypes ?? []
        if let key = column.primaryKey, key.isChosenBySQLite {
            diagnostics.error(
                "\(prefix): a `primaryKey: \(key.rawValue)` key is always `Int64`; remove `swift.type`",
                at: override.location)
        } else if allowed.contains(override.value) {
            return (.named(override.value), false)
        } else if column.swiftConvertible?.value == true {
            // The app's own type: GRDB stores and reads it through its DatabaseValueConvertible conformance.
            if let name = TypeReference(parsing: override.value), name.isNameOrNestedName {
                return (name, true)
            }
            diagnostics.error("\(prefix): `\(override.value)` is not a Swift type name", at: override.location)
        } else {
            diagnostics.error(
                "`\(override.value)` is not a Swift type for "
                    + "\(SwiftName.withArticle("`\(type.rawValue)`", word: type.rawValue)) column; use "
                    + "one of: \(allowed.joined(separator: ", "))"
                    + Self.typeHint(override.value, allowed: allowed),
                at: override.location)
        }
        return (valueType, false)
    }
    /// "did you mean `Int64`?" for a near miss; otherwise how to use the app's own type.
    private static func typeHint(_ type: String, allowed: [String]) -> String {
        let suggestion = Suggestion.didYouMean(type, among: allowed)
        return suggestion.isEmpty
            ? "; or, for your own `DatabaseValueConvertible` type, `swift: { type: \(type), convertible: true }`"
            : suggestion
    }
}
