/// Renders one record file: the struct, its GRDB conformances, `Columns`, enums, `Draft`,
/// associations and orderings.
enum RecordRenderer {
    static func render(_ record: RecordModel, schema: ValidatedSchema) -> RenderedFile {
        let access = schema.accessPrefix
        let usesJSON = record.properties.contains { $0.type == .json }
        var imports = record.needsFoundation || usesJSON ? ["Foundation", "GRDB"] : ["GRDB"]
        imports.append("GRDBGenRuntime")
        var writer = SwiftWriter()
        renderStruct(record, access: access, into: &writer)
        let enums = record.properties.compactMap(\.enumeration)
        if !enums.isEmpty {
            writer.line()
            renderEnums(enums, of: record, access: access, into: &writer)
        }
        writer.line()
        renderConformance(record, access: access, into: &writer)
        writer.line()
        writer.append(SwiftPrinter().lines(FastPathRenderer.render(record, access: access), indent: ""))
        if record.hasAutoincrementKey {
            writer.line()
            renderDraft(record, access: access, into: &writer)
        }
        if !record.orderings.isEmpty {
            writer.line()
            renderOrderingEnum(record, access: access, into: &writer)
            writer.line()
            renderOrderings(record, access: access, into: &writer)
        }
        for association in record.hasMany {
            writer.line()
            renderWithChildren(record, association, access: access, into: &writer)
        }
        return RenderedFile(name: "\(record.recordName).swift", imports: imports, body: writer.text)
    }

    /// `self.name = name` lines and `name: String = default` parameters of an initializer.
    private static func renderInit(_ properties: [PropertyModel], access: String, doc: String, into w: inout SwiftWriter) {
        w.doc(doc)
        if properties.isEmpty {
            w.line("\(access)init() {}")
            return
        }
        w.line("\(access)init(")
        w.indented { params in
            for (index, property) in properties.enumerated() {
                let comma = index == properties.count - 1 ? "" : ","
                let defaultValue = property.initializerDefault.map { " = \($0)" } ?? ""
                params.line("\(SwiftName.escaped(property.propertyName)): \(property.swiftType)\(defaultValue)\(comma)")
            }
        }
        w.line(") {")
        w.indented { body in
            for property in properties {
                let name = SwiftName.escaped(property.propertyName)
                body.line("self.\(name) = \(name)")
            }
        }
        w.line("}")
    }

    private static func renderStruct(_ record: RecordModel, access: String, into writer: inout SwiftWriter) {
        var protocols = ["Hashable", "Sendable"]
        if record.identifier != nil { protocols.insert("Identifiable", at: 0) }
        writer.doc("A row of the `\(record.tableName)` table.")
        writer.block("\(access)struct \(record.recordName): \(protocols.joined(separator: ", ")) {") { w in
            for property in record.properties {
                w.line("\(access)var \(SwiftName.escaped(property.propertyName)): \(property.swiftType)")
            }
            if let identifier = record.identifier, identifier.propertyName != "id" {
                w.line()
                w.doc("The identity of the record: its primary key `\(identifier.columnName)`.")
                w.line("\(access)var id: \(identifier.swiftType) { \(SwiftName.escaped(identifier.propertyName)) }")
            }
            w.line()
            let doc = record.hasAutoincrementKey
                ? "Creates a record. Leave `\(record.singleKey!.propertyName)` nil for a new row: SQLite chooses it on insert."
                : "Creates a record."
            renderInit(record.properties, access: access, doc: doc, into: &w)
        }
    }

    private static func renderEnums(_ enums: [EnumModel], of record: RecordModel, access: String, into writer: inout SwiftWriter) {
        writer.block("extension \(record.recordName) {") { w in
            for (index, enumeration) in enums.enumerated() {
                if index > 0 { w.line() }
                w.doc("The values of an `enum` column, stored as text (a CHECK constraint keeps other text out).")
                w.block("\(access)enum \(enumeration.typeName): String, CaseIterable, Codable, Hashable, Sendable, DatabaseValueConvertible {") { e in
                    for value in enumeration.cases {
                        let name = SwiftName.escaped(value.name)
                        e.line(value.name == value.value ? "case \(name)" : "case \(name) = \(SwiftLiteral.string(value.value))")
                    }
                }
            }
        }
    }

    /// `container[Columns.x] = x`, converting what GRDB would not store as the schema says, and
    /// storing dates as GRDB does, without a `DateFormatter` (`DateText`).
    private static func encodeLine(_ property: PropertyModel, columns: String, value: String) -> String {
        let name = SwiftName.escaped(property.propertyName)
        let target = "container[\(columns).\(name)]"
        if property.isUUIDText {
            return "\(target) = \(value)\(property.isOptional ? "?" : "").uuidString.lowercased()"
        }
        if property.type == .json {
            return "\(target) = try JSONColumn.encode(\(value))"
        }
        if property.valueType == "Date" {
            return "\(target) = DateText.databaseValue(\(value))"
        }
        return "\(target) = \(value)"
    }

    /// `name = try row.decode(forColumn: Columns.name)`: by name, whatever the order of the
    /// row's columns.
    private static func decodeLine(_ property: PropertyModel) -> String {
        let name = SwiftName.escaped(property.propertyName)
        let column = "Columns.\(name)"
        if property.type == .json {
            let function = property.isOptional ? "decodeIfPresent" : "decode"
            return "\(name) = try JSONColumn.\(function)(\(property.valueType).self, row: row, forColumn: \(column).name)"
        }
        return "\(name) = try row.decode(forColumn: \(column))"
    }

    private static func renderConformance(_ record: RecordModel, access: String, into writer: inout SwiftWriter) {
        let type = record.recordName
        // Without a key chosen by SQLite, nothing changes on insert: `PersistableRecord` gives
        // non-mutating `insert` and `save`.
        let persistence = record.hasAutoincrementKey
            ? "MutablePersistableRecord, AutoIncrementedRecord"
            : "PersistableRecord"
        writer.block("extension \(type): FetchableRecord, \(persistence) {") { w in
            w.doc("The name of the table.")
            w.line("\(access)static let databaseTableName = \(SwiftLiteral.string(record.tableName))")
            w.line()
            w.doc("The columns of the `\(record.tableName)` table.")
            w.block("\(access)enum Columns {") { c in
                for property in record.properties {
                    c.line("\(access)static let \(SwiftName.escaped(property.propertyName)) = Column(\(SwiftLiteral.string(property.columnName)))")
                }
            }
            w.line()
            w.doc("The columns that requests of `\(type)` select.")
            w.block("\(access)static var databaseSelection: [any SQLSelectable] {") { s in
                let columns = Expression.array(record.properties.map { .member(.identifier("Columns"), $0.propertyName) })
                s.append(SwiftPrinter().statementLines([.expression(columns)], s.indentation))
            }
            if record.hasAutoincrementKey, let key = record.singleKey {
                w.line()
                w.doc("The primary key, which SQLite chooses on insert: `didInsert(_:)` sets it.")
                w.line("\(access)static var autoIncrementedKey: WritableKeyPath<\(type), Int64?> { \\.\(SwiftName.escaped(key.propertyName)) }")
            }
            w.line()
            w.doc("Decodes a row by column name, whatever the order of its columns.")
            w.block("\(access)init(row: Row) throws {") { body in
                for property in record.properties {
                    body.line(decodeLine(property))
                }
            }
            w.line()
            w.doc("Encodes the record into the columns of its table.")
            w.block("\(access)func encode(to container: inout PersistenceContainer) throws {") { body in
                for property in record.properties {
                    body.line(encodeLine(property, columns: "Columns", value: SwiftName.escaped(property.propertyName)))
                }
            }
            renderUUIDStrategy(record, access: access, into: &w)
            renderAssociations(record, access: access, into: &w)
        }
    }

    /// `databaseUUIDEncodingStrategy(for:)`, for a record with UUIDs stored as text: GRDB's id
    /// APIs (`find(_:id:)`, `filter(id:)`, `deleteOne(_:id:)`…) then look them up as stored.
    private static func renderUUIDStrategy(_ record: RecordModel, access: String, into w: inout SwiftWriter) {
        let uuids = record.properties.filter { $0.type == .uuid }
        let texts = uuids.filter(\.isUUIDText)
        guard !texts.isEmpty else { return }
        let list = texts.map { "`\($0.columnName)`" }.joined(separator: ", ")
        w.line()
        w.doc("""
            How GRDB encodes the UUIDs it looks up (`find(_:id:)`, `filter(id:)`, `deleteOne(_:id:)`…): lowercase \
            text, as \(list) \(texts.count == 1 ? "stores it" : "store them").
            """)
        w.block("\(access)static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy {") { body in
            let bytes = uuids.filter { !$0.isUUIDText }
            if bytes.isEmpty {
                body.line(".lowercaseString")
            } else {
                let names = bytes.map { SwiftLiteral.string($0.columnName.lowercased()) }.joined(separator: ", ")
                body.line("switch column.lowercased() {")
                body.line("case \(names): .deferredToUUID")
                body.line("default: .lowercaseString")
                body.line("}")
            }
        }
    }

    private static func foreignKey(_ association: AssociationModel) -> String {
        let columns = association.columns.map(SwiftLiteral.string).joined(separator: ", ")
        let targets = association.targetColumns.map(SwiftLiteral.string).joined(separator: ", ")
        return "ForeignKey([\(columns)], to: [\(targets)])"
    }

    private static func renderAssociations(_ record: RecordModel, access: String, into w: inout SwiftWriter) {
        // (association, GRDB type, factory method, what the other side is, in words)
        let kinds = record.belongsTo.map { ($0, "BelongsToAssociation", "belongsTo", "this row belongs to", "through") }
            + record.hasMany.map { ($0, "HasManyAssociation", "hasMany", "rows that belong to this one", "through their") }
        for (association, grdbType, factory, relation, through) in kinds {
            let name = SwiftName.escaped(association.name)
            let other = association.otherRecord
            w.line()
            w.doc("The `\(other)` \(relation), \(through) `\(association.columns.joined(separator: ", "))`.")
            w.block("\(access)static var \(name): \(grdbType)<\(record.recordName), \(other)> {") { body in
                body.line("\(factory)(\(other).self, key: \(SwiftLiteral.string(association.name)), using: \(foreignKey(association)))")
            }
            w.line()
            w.doc("A request of the `\(other)` \(relation).")
            w.line("\(access)var \(name): QueryInterfaceRequest<\(other)> { request(for: Self.\(name)) }")
        }
    }

    private static func renderDraft(_ record: RecordModel, access: String, into writer: inout SwiftWriter) {
        let type = record.recordName
        let key = record.singleKey!.propertyName
        // A NOT NULL column whose default is an SQL expression is optional in the draft: left
        // nil, it is not inserted, and SQLite fills it in.
        let properties = record.draftProperties.map { property -> PropertyModel in
            var property = property
            if case .sql = property.defaultValue, !property.isOptional {
                property.isOptional = true
                property.isFilledByDatabase = true
            }
            return property
        }
        writer.block("extension \(type) {") { w in
            w.doc("""
                `\(type)` without its `\(key)`, which SQLite chooses on insert.

                ```swift
                let saved = try \(type).Draft(…).insertAndFetch(db) // \(SwiftName.withArticle(type, word: type)) with its \(key)
                ```
                """)
            w.block("\(access)struct Draft: Hashable, Sendable {") { d in
                for property in properties {
                    if property.isFilledByDatabase {
                        d.doc("Nil for the default of the database.")
                    }
                    d.line("\(access)var \(SwiftName.escaped(property.propertyName)): \(property.swiftType)")
                }
                d.line()
                renderInit(properties, access: access, doc: "Creates a draft.", into: &d)
            }
        }
        writer.line()
        writer.block("extension \(type).Draft: PersistableRecord {") { w in
            w.doc("The table of `\(type)`.")
            w.line("\(access)static var databaseTableName: String { \(type).databaseTableName }")
            w.line()
            w.doc("Encodes the draft into the columns of its table; nil values with a database default are left out.")
            w.block("\(access)func encode(to container: inout PersistenceContainer) throws {") { body in
                for property in properties {
                    let name = SwiftName.escaped(property.propertyName)
                    if property.isFilledByDatabase {
                        var unwrapped = property
                        unwrapped.isOptional = false
                        body.line("if let \(name) { \(encodeLine(unwrapped, columns: "\(type).Columns", value: name)) }")
                    } else {
                        body.line(encodeLine(property, columns: "\(type).Columns", value: name))
                    }
                }
            }
            w.line()
            w.doc("Inserts the draft and returns the full record: its `\(key)` and the defaults SQLite filled in.")
            w.block("\(access)func insertAndFetch(_ db: Database) throws -> \(type) {") { body in
                body.line("try insertAndFetch(db, as: \(type).self)")
            }
        }
    }

    private static func renderOrderingEnum(_ record: RecordModel, access: String, into writer: inout SwiftWriter) {
        writer.block("extension \(record.recordName) {") { w in
            w.doc("The orders in which `\(record.recordName)` rows can be fetched and observed.")
            w.block("\(access)enum Ordering: Hashable, Sendable {") { e in
                e.doc("The order SQLite returns rows in.")
                e.line("case unspecified")
                for ordering in record.orderings {
                    e.doc("By `\(ordering.property.columnName)`.")
                    e.line("case \(SwiftName.escaped(ordering.property.propertyName))(SortDirection)")
                }
            }
        }
    }

    private static func renderOrderings(_ record: RecordModel, access: String, into writer: inout SwiftWriter) {
        writer.block("extension DerivableRequest<\(record.recordName)> {") { w in
            w.doc("Sorts in the given order.")
            w.block("\(access)func ordered(by ordering: \(record.recordName).Ordering) -> Self {") { body in
                body.line("switch ordering {")
                body.line("case .unspecified: self")
                for ordering in record.orderings {
                    let name = SwiftName.escaped(ordering.property.propertyName)
                    body.line("case .\(name)(.ascending): \(ordering.methodName)()")
                    body.line("case .\(name)(.descending): \(ordering.methodName)Reversed()")
                }
                body.line("}")
            }
            for ordering in record.orderings {
                w.line()
                let column = "\(record.recordName).Columns.\(SwiftName.escaped(ordering.property.propertyName))"
                w.doc("Sorts by `\(ordering.property.columnName)`, ascending.")
                w.block("\(access)func \(ordering.methodName)() -> Self {") { body in
                    body.line("order(\(column))")
                }
                w.line()
                w.doc("Sorts by `\(ordering.property.columnName)`, descending.")
                w.block("\(access)func \(ordering.methodName)Reversed() -> Self {") { body in
                    body.line("order(\(column)).reversed()")
                }
            }
        }
    }

    /// The name of the struct of a record with its children: `TodoListWithItems`.
    static func withChildrenName(_ record: RecordModel, _ association: AssociationModel) -> String {
        "\(record.recordName)With\(SwiftName.uppercasedFirst(association.name))"
    }

    private static func renderWithChildren(
        _ record: RecordModel, _ association: AssociationModel, access: String, into writer: inout SwiftWriter
    ) {
        let name = withChildrenName(record, association)
        let parent = SwiftName.escaped(SwiftName.lowercasedFirst(record.recordName))
        let children = SwiftName.escaped(association.name)
        writer.doc("""
            A `\(record.recordName)` with its `\(association.name)`, fetched together:

            ```swift
            let values = try \(record.recordName)
                .including(all: \(record.recordName).\(association.name))
                .asRequest(of: \(name).self)
                .fetchAll(db)
            ```
            """)
        writer.block("\(access)struct \(name): FetchableRecord, Hashable, Sendable {") { w in
            w.line("\(access)var \(parent): \(record.recordName)")
            w.line("\(access)var \(children): [\(association.otherRecord)]")
            w.line()
            w.doc("Decodes the row of the `\(record.recordName)` and its prefetched `\(association.name)`.")
            w.block("\(access)init(row: Row) throws {") { body in
                body.line("\(parent) = try \(record.recordName)(row: row)")
                body.line("\(children) = try row.decode(forKey: \(SwiftLiteral.string(association.name)))")
            }
        }
    }
}
