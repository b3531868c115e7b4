/// Renders the fast paths of a record: concrete `fetchAll(_:)`, `fetchOne(_:key:)`,
/// `insert(_:onConflict:)`, `update(_:onConflict:)` and `save(_:onConflict:)`, which Swift picks
/// over GRDB's protocol extensions when a developer writes `Item.fetchAll(db)` or
/// `item.insert(db)`. They keep GRDB's behaviour (callbacks, conflict policies, observers,
/// errors: GRDBGenRuntime's `FastPath`), with SQL built once per record type and columns read
/// and bound by index. Their helpers are private: the record's public API is GRDB's.
enum FastPathRenderer {
    static func render(_ record: RecordModel, access: String, into writer: inout SwiftWriter) {
        let type = record.recordName
        let keys = record.primaryKey
        let mutating = record.hasAutoincrementKey ? "mutating " : ""
        let conflict = "onConflict conflictResolution: Database.ConflictResolution? = nil"

        writer.block("extension \(type) {") { w in
            renderLayout(record, into: &w)
            w.line()
            w.doc("Reads a row of the fast paths: the columns of `layout`, by index.")
            w.block("private static func decode(_ row: FastPath.RowReader) throws -> \(type) {") { body in
                body.line("try \(type)(")
                body.indented { args in
                    for (index, property) in record.properties.enumerated() {
                        let comma = index == record.properties.count - 1 ? "" : ","
                        args.line("\(SwiftName.argumentLabel(property.propertyName)): \(decode(property, at: index))\(comma)")
                    }
                }
                body.line(")")
            }
            w.line()
            w.doc("All rows, in the order SQLite returns them: GRDB's `fetchAll(_:)`, through the fast path.")
            w.block("\(access)static func fetchAll(_ db: Database) throws -> [\(type)] {") { body in
                body.line("try FastPath.fetchAll(db, sql: layout.selectSQL, decode)")
            }
            if !record.orderings.isEmpty {
                w.line()
                w.doc("All rows, in the given order, through the fast path.")
                w.block("\(access)static func fetchAll(_ db: Database, orderedBy ordering: Ordering) throws -> [\(type)] {") { body in
                    body.line("let order = switch ordering {")
                    body.line("case .unspecified: \"\"")
                    for ordering in record.orderings {
                        let name = SwiftName.escaped(ordering.property.propertyName)
                        let column = SQLName.quoted(ordering.property.columnName)
                        body.line("case .\(name)(.ascending): \(SwiftLiteral.string(" ORDER BY \(column)"))")
                        body.line("case .\(name)(.descending): \(SwiftLiteral.string(" ORDER BY \(column) DESC"))")
                    }
                    body.line("}")
                    body.line("return try FastPath.fetchAll(db, sql: layout.selectSQL + order, decode)")
                }
            }
            if let key = record.singleKey {
                w.line()
                w.doc("The row with this primary key, if any: GRDB's `fetchOne(_:key:)`, through the fast path.")
                w.block("\(access)static func fetchOne(_ db: Database, key: \(key.valueType)) throws -> \(type)? {") { body in
                    body.line("try FastPath.fetchOne(db, sql: layout.selectByKeySQL, key: \(keyValue(key, "key")), decode)")
                }
                if record.identifier?.columnName == key.columnName {
                    w.line()
                    w.doc("The row with this id, if any: GRDB's `fetchOne(_:id:)`, through the fast path.")
                    w.block("\(access)static func fetchOne(_ db: Database, id: \(key.valueType)) throws -> \(type)? {") { body in
                        body.line("try fetchOne(db, key: id)")
                    }
                }
            }
            w.line()
            w.doc("Inserts the record: GRDB's `insert(_:onConflict:)`, callbacks and all, through the fast path.")
            w.block("\(access)\(mutating)func insert(_ db: Database, \(conflict)) throws {") { body in
                persistence("insert", record, into: &body)
            }
            guard !keys.isEmpty else { return }
            w.line()
            w.doc("""
                Updates every column of the row with the record's primary key: GRDB's `update(_:onConflict:)`, \
                through the fast path.
                Throws `RecordError.recordNotFound` when there is no such row.
                """)
            w.block("\(access)func update(_ db: Database, \(conflict)) throws {") { body in
                body.line("try FastPath.update(self, db, onConflict: conflictResolution, layout: Self.layout)")
            }
            w.line()
            w.doc("Updates the row with the record's primary key, or inserts the record when there is none: GRDB's `save(_:onConflict:)`, through the fast path.")
            w.block("\(access)\(mutating)func save(_ db: Database, \(conflict)) throws {") { body in
                persistence("save", record, into: &body)
            }
        }
    }

    /// `private static let layout = FastPath.Layout(…)`: the table, columns and keys, from which
    /// the runtime builds the SQL once.
    private static func renderLayout(_ record: RecordModel, into w: inout SwiftWriter) {
        let columns = record.properties.map { SwiftLiteral.string($0.columnName) }.joined(separator: ", ")
        let keys = record.primaryKey.map { SwiftLiteral.string($0.columnName) }.joined(separator: ", ")
        // An INTEGER PRIMARY KEY is the row id.
        let rowID = record.singleKey.flatMap { $0.type == .integer ? $0.columnName : nil }
        w.doc("The table, columns and SQL of the fast paths.")
        w.line("private static let layout = FastPath.Layout(")
        w.indented { args in
            args.line("table: databaseTableName,")
            args.line("columns: [\(columns)],")
            args.line("primaryKey: [\(keys)]\(rowID == nil ? "" : ",")")
            if let rowID {
                args.line("rowIDColumn: \(SwiftLiteral.string(rowID))")
            }
        }
        w.line(")")
    }

    /// The call of a mutating persistence method of the runtime; a `PersistableRecord` calls it
    /// on a copy, as its `insert` and `save` do not change the record.
    private static func persistence(_ method: String, _ record: RecordModel, into body: inout SwiftWriter) {
        let target = record.hasAutoincrementKey ? "self" : "record"
        if !record.hasAutoincrementKey {
            body.line("var record = self")
        }
        body.line("try FastPath.\(method)(&\(target), db, onConflict: conflictResolution, layout: Self.layout)")
    }

    /// `row.decode(String.self, at: 1)` and its variants.
    private static func decode(_ property: PropertyModel, at index: Int) -> String {
        let suffix = property.isOptional ? "IfPresent" : ""
        if property.type == .json {
            return "row.decodeJSON\(suffix)(\(property.valueType).self, at: \(index))"
        }
        return "row.decode\(suffix)(\(property.valueType).self, at: \(index))"
    }

    /// The database value of a key: UUIDs stored as text, lowercased.
    private static func keyValue(_ property: PropertyModel, _ expression: String) -> String {
        if property.isUUIDText { return "\(expression).uuidString.lowercased().databaseValue" }
        return "\(expression).databaseValue"
    }
}
