/// Renders one record file: the struct, its GRDB conformances, `Columns` and orderings.
enum RecordRenderer {
    static func render(_ record: RecordModel, schema: ValidatedSchema) -> RenderedFile {
        let access = schema.accessPrefix
        var imports = record.needsFoundation ? ["Foundation", "GRDB"] : ["GRDB"]
        if !record.orderings.isEmpty { imports.append("GRDBGenRuntime") }
        var writer = SwiftWriter()
        renderStruct(record, access: access, into: &writer)
        writer.line()
        renderConformance(record, access: access, into: &writer)
        if !record.orderings.isEmpty {
            writer.line()
            renderOrderingEnum(record, access: access, into: &writer)
            writer.line()
            renderOrderings(record, access: access, into: &writer)
        }
        return RenderedFile(name: "\(record.recordName).swift", imports: imports, body: writer.text)
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
            if record.hasAutoincrementKey, let key = record.primaryKey {
                w.doc("Creates a record. Leave `\(key.propertyName)` nil for a new row: SQLite chooses it on insert.")
            } else {
                w.doc("Creates a record.")
            }
            w.line("\(access)init(")
            w.indented { params in
                for (index, property) in record.properties.enumerated() {
                    let comma = index == record.properties.count - 1 ? "" : ","
                    let defaultValue = property.initializerDefault.map { " = \($0)" } ?? ""
                    params.line("\(SwiftName.escaped(property.propertyName)): \(property.swiftType)\(defaultValue)\(comma)")
                }
            }
            w.line(") {")
            w.indented { body in
                for property in record.properties {
                    let name = SwiftName.escaped(property.propertyName)
                    body.line("self.\(name) = \(name)")
                }
            }
            w.line("}")
        }
    }

    private static func renderConformance(_ record: RecordModel, access: String, into writer: inout SwiftWriter) {
        let type = record.recordName
        // Without a key chosen by SQLite, nothing changes on insert: `PersistableRecord` gives
        // non-mutating `insert` and `save`.
        let persistence = record.hasAutoincrementKey ? "MutablePersistableRecord" : "PersistableRecord"
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
            w.doc("The columns that requests of `\(type)` select, in the order `init(row:)` reads them.")
            w.block("\(access)static var databaseSelection: [any SQLSelectable] {") { s in
                s.line("[" + record.properties.map { "Columns.\(SwiftName.escaped($0.propertyName))" }.joined(separator: ", ") + "]")
            }
            w.line()
            w.doc("Decodes a row selected with `databaseSelection`, reading columns by index.")
            w.block("\(access)init(row: Row) throws {") { body in
                for (index, property) in record.properties.enumerated() {
                    body.line("\(SwiftName.escaped(property.propertyName)) = try row.decode(atIndex: \(index))")
                }
            }
            w.line()
            w.doc("Encodes the record into the columns of its table.")
            w.block("\(access)func encode(to container: inout PersistenceContainer) throws {") { body in
                for property in record.properties {
                    let name = SwiftName.escaped(property.propertyName)
                    body.line("container[Columns.\(name)] = \(name)")
                }
            }
            if record.hasAutoincrementKey, let key = record.primaryKey {
                w.line()
                w.doc("Sets `\(key.propertyName)` to the row id SQLite chose.")
                w.block("\(access)mutating func didInsert(_ inserted: InsertionSuccess) {") { body in
                    body.line("\(SwiftName.escaped(key.propertyName)) = inserted.rowID")
                }
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
            w.line()
            for (index, ordering) in record.orderings.enumerated() {
                if index > 0 { w.line() }
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
}
