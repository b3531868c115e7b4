/// Renders the fast paths of a record: concrete `fetchAll(_:)`, `fetchOne(_:key:)`, `insert(_:)`,
/// `update(_:)` and `save(_:)`, which Swift picks over GRDB's protocol extensions when a
/// developer writes `Item.fetchAll(db)` or `item.insert(db)`. They run cached statements with
/// columns read and arguments bound by index (GRDBGenRuntime's `FastPath`).
enum FastPathRenderer {
    static func render(_ record: RecordModel, access: String, into writer: inout SwiftWriter) {
        let type = record.recordName
        let table = SQLName.quoted(record.tableName)
        let columns = record.properties.map { SQLName.quoted($0.columnName) }
        let select = "SELECT \(columns.joined(separator: ", ")) FROM \(table)"
        let insert = "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))"
        let keys = record.primaryKey
        let keyNames = Set(keys.map(\.columnName))
        let others = record.properties.filter { !keyNames.contains($0.columnName) }
        let whereKey = keys.map { "\(SQLName.quoted($0.columnName)) = ?" }.joined(separator: " AND ")
        let mutating = record.hasAutoincrementKey ? "mutating " : ""

        writer.block("extension \(type) {") { w in
            w.doc("The `SELECT` of the fast paths: the columns of `databaseSelection`, in order.")
            w.line("\(access)static let fastSelectSQL = \(SwiftLiteral.string(select))")
            w.line()
            w.doc("Reads the current row of a statement that selects the columns of `databaseSelection`.")
            w.block("static func decode(_ row: SQLiteRow) throws -> \(type) {") { body in
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
            w.doc("""
                All rows, in the order SQLite returns them: a cached statement, columns read by index.
                Swift picks it over GRDB's `fetchAll(_:)` for `\(type).fetchAll(db)`.
                """)
            w.block("\(access)static func fetchAll(_ db: Database) throws -> [\(type)] {") { body in
                body.line("try FastPath.fetchAll(db, sql: fastSelectSQL, table: databaseTableName, decode)")
            }
            if !record.orderings.isEmpty {
                w.line()
                w.doc("All rows, in the given order, through the fast path.")
                w.block("\(access)static func fetchAll(_ db: Database, orderedBy ordering: Ordering) throws -> [\(type)] {") { body in
                    body.line("let sql = switch ordering {")
                    body.line("case .unspecified: fastSelectSQL")
                    for ordering in record.orderings {
                        let name = SwiftName.escaped(ordering.property.propertyName)
                        let column = SQLName.quoted(ordering.property.columnName)
                        body.line("case .\(name)(.ascending): fastSelectSQL + \(SwiftLiteral.string(" ORDER BY \(column)"))")
                        body.line("case .\(name)(.descending): fastSelectSQL + \(SwiftLiteral.string(" ORDER BY \(column) DESC"))")
                    }
                    body.line("}")
                    body.line("return try FastPath.fetchAll(db, sql: sql, table: databaseTableName, decode)")
                }
            }
            if let key = record.singleKey {
                w.line()
                w.doc("The row with this primary key, if any, through the fast path.")
                w.block("\(access)static func fetchOne(_ db: Database, key: \(key.valueType)) throws -> \(type)? {") { body in
                    body.line("try FastPath.fetchOne(")
                    body.indented { args in
                        args.line("db, sql: fastSelectSQL + \(SwiftLiteral.string(" WHERE \(whereKey)")), table: databaseTableName,")
                        args.line("bind: { $0.bind(\(bindValue(key, "key", optional: false)), at: 1) }, decode)")
                    }
                }
                if record.identifier?.columnName == key.columnName {
                    w.line()
                    w.doc("The row with this id, if any, through the fast path.")
                    w.block("\(access)static func fetchOne(_ db: Database, id: \(key.valueType)) throws -> \(type)? {") { body in
                        body.line("try fetchOne(db, key: id)")
                    }
                }
            }
            w.line()
            w.doc("Inserts the record with a cached statement and arguments bound by index\(record.hasAutoincrementKey ? ", and sets its `\(record.singleKey!.propertyName)`" : "").")
            w.block("\(access)\(mutating)func insert(_ db: Database) throws {") { body in
                let call = record.hasAutoincrementKey
                    ? "\(SwiftName.escaped(record.singleKey!.propertyName)) = try FastPath.insert("
                    : "try FastPath.execute("
                body.block("\(call)db, sql: \(SwiftLiteral.string(insert)), table: Self.databaseTableName) { arguments in") { b in
                    for (index, property) in record.properties.enumerated() {
                        b.line("\(bindLine(property, index + 1))")
                    }
                }
            }
            guard !keys.isEmpty, !others.isEmpty else { return }
            let set = others.map { "\(SQLName.quoted($0.columnName)) = ?" }.joined(separator: ", ")
            let update = "UPDATE \(table) SET \(set) WHERE \(whereKey)"
            w.line()
            w.doc("Updates the row with the record's primary key, through the fast path. Throws `RecordError.recordNotFound` when there is none.")
            w.block("\(access)func update(_ db: Database) throws {") { body in
                body.block("let changes = try FastPath.execute(db, sql: \(SwiftLiteral.string(update)), table: Self.databaseTableName) { arguments in") { b in
                    for (index, property) in (others + keys).enumerated() {
                        b.line("\(bindLine(property, index + 1))")
                    }
                }
                let keyDictionary = keys.map { "\(SwiftLiteral.string($0.columnName)): \(bindValue($0, SwiftName.escaped($0.propertyName), optional: $0.isOptional)).databaseValue" }
                body.block("if changes == 0 {") { b in
                    b.line("throw RecordError.recordNotFound(databaseTableName: Self.databaseTableName, key: [\(keyDictionary.joined(separator: ", "))])")
                }
            }
            w.line()
            w.doc("Updates the row with the record's primary key, or inserts the record when there is none, through the fast paths.")
            w.block("\(access)\(mutating)func save(_ db: Database) throws {") { body in
                if record.hasAutoincrementKey, let key = record.singleKey {
                    body.block("if \(SwiftName.escaped(key.propertyName)) != nil {") { b in
                        b.line("do { try update(db); return } catch RecordError.recordNotFound {}")
                    }
                    body.line("try insert(db)")
                } else {
                    body.line("do { try update(db) } catch RecordError.recordNotFound { try insert(db) }")
                }
            }
        }
    }

    /// `row.decode(String.self, at: 1)` and its variants.
    private static func decode(_ property: PropertyModel, at index: Int) -> String {
        let suffix = property.isOptional ? "IfPresent" : ""
        if property.type == .json {
            return "row.decodeJSON\(suffix)(\(property.valueType).self, at: \(index))"
        }
        return "row.decode\(suffix)(\(property.valueType).self, at: \(index))"
    }

    /// The value to bind: UUIDs stored as text, lowercased; JSON, encoded.
    private static func bindValue(_ property: PropertyModel, _ expression: String, optional: Bool) -> String {
        if property.isUUIDText { return "\(expression)\(optional ? "?" : "").uuidString.lowercased()" }
        if property.type == .json { return "try JSONColumn.encode(\(expression))" }
        return expression
    }

    private static func bindLine(_ property: PropertyModel, _ index: Int) -> String {
        "arguments.bind(\(bindValue(property, SwiftName.escaped(property.propertyName), optional: property.isOptional)), at: \(index))"
    }
}
