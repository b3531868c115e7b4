/// Renders the fast paths of a record: concrete `fetchAll(_:)`, `fetchOne(_:key:)`,
/// `insert(_:onConflict:)`, `update(_:onConflict:)` and `save(_:onConflict:)`, which Swift picks
/// over GRDB's protocol extensions when a developer writes `Item.fetchAll(db)` or
/// `item.insert(db)`. They keep GRDB's behaviour (callbacks, conflict policies, observers,
/// errors: GRDBGenRuntime's `FastPath`), with SQL built once per record type and columns read
/// and bound by index. Their helpers are private: the record's public API is GRDB's.
///
/// It builds a syntax tree (``Declaration``); ``SwiftPrinter`` prints it.
enum FastPathRenderer {
    static func render(_ record: RecordModel, modifiers: [String]) -> Declaration {
        let type = record.recordName
        let isMutating = record.hasAutoincrementKey
        var members = [layout(record), decoder(record)]

        members.append(Declaration(
            doc: "All rows, in the order SQLite returns them: GRDB's `fetchAll(_:)`, through the fast path.",
            modifiers: modifiers + ["static"],
            .function(
                name: "fetchAll", parameters: [Parameter("_", "db", "Database")], throwing: true, result: "[\(type)]",
                body: [.expression(.tryExpression(fastPath("fetchAll", [
                    Argument(nil, .identifier("db")), Argument("sql", layoutMember("selectSQL")), Argument(nil, .identifier("decode")),
                ])))])))
        if !record.orderings.isEmpty {
            var cases = [SwitchCase(pattern: ".unspecified", body: [.expression(.string(""))])]
            for ordering in record.orderings {
                let name = SwiftName.escaped(ordering.property.propertyName)
                let column = SQLName.quoted(ordering.property.columnName)
                cases.append(SwitchCase(pattern: ".\(name)(.ascending)", body: [.expression(.string(" ORDER BY \(column)"))]))
                cases.append(SwitchCase(pattern: ".\(name)(.descending)", body: [.expression(.string(" ORDER BY \(column) DESC"))]))
            }
            members.append(Declaration(
                doc: "All rows, in the given order, through the fast path.",
                modifiers: modifiers + ["static"],
                .function(
                    name: "fetchAll",
                    parameters: [Parameter("_", "db", "Database"), Parameter("orderedBy", "ordering", "Ordering")],
                    throwing: true, result: "[\(type)]",
                    body: [
                        .declaration(Declaration(.variable(
                            isLet: true, name: "order", type: nil,
                            value: .switchExpression(.identifier("ordering"), cases), getter: nil))),
                        .returnStatement(.tryExpression(fastPath("fetchAll", [
                            Argument(nil, .identifier("db")),
                            Argument("sql", .binary(layoutMember("selectSQL"), "+", .identifier("order"))),
                            Argument(nil, .identifier("decode")),
                        ]))),
                    ])))
        }
        if record.isView {
            return Declaration(.extensionOf(type: type, inherits: [], members: members))
        }
        if let key = record.singleKey {
            members.append(Declaration(
                doc: "The row with this primary key, if any: GRDB's `fetchOne(_:key:)`, through the fast path.",
                modifiers: modifiers + ["static"],
                .function(
                    name: "fetchOne", parameters: [Parameter("_", "db", "Database"), Parameter(nil, "key", key.valueType)],
                    throwing: true, result: "\(type)?",
                    body: [.expression(.tryExpression(fastPath("fetchOne", [
                        Argument(nil, .identifier("db")),
                        Argument("sql", layoutMember("selectByKeySQL")),
                        Argument("key", keyValue(key, .identifier("key"))),
                        Argument(nil, .identifier("decode")),
                    ])))])))
            if record.identifier?.columnName == key.columnName {
                members.append(Declaration(
                    doc: "The row with this id, if any: GRDB's `fetchOne(_:id:)`, through the fast path.",
                    modifiers: modifiers + ["static"],
                    .function(
                        name: "fetchOne", parameters: [Parameter("_", "db", "Database"), Parameter(nil, "id", key.valueType)],
                        throwing: true, result: "\(type)?",
                        body: [.expression(.tryExpression(.call(.identifier("fetchOne"), [
                            Argument(nil, .identifier("db")), Argument("key", .identifier("id")),
                        ], trailing: nil)))])))
            }
        }
        let conflict = Parameter("onConflict", "conflictResolution", "Database.ConflictResolution?", default: .nilLiteral)
        members.append(Declaration(
            doc: "Inserts the record: GRDB's `insert(_:onConflict:)`, callbacks and all, through the fast path.",
            modifiers: modifiers + (isMutating ? ["mutating"] : []),
            .function(
                name: "insert", parameters: [Parameter("_", "db", "Database"), conflict], throwing: true, result: nil,
                body: persistence("insert", record))))
        if !record.primaryKey.isEmpty {
            members.append(Declaration(
                doc: """
                    Updates every column of the row with the record's primary key: GRDB's `update(_:onConflict:)`.
                    Throws `RecordError.recordNotFound` when there is no such row.
                    """,
                modifiers: modifiers,
                .function(
                    name: "update", parameters: [Parameter("_", "db", "Database"), conflict], throwing: true, result: nil,
                    body: [.expression(.tryExpression(fastPath("update", [
                        Argument(nil, .identifier("self")), Argument(nil, .identifier("db")),
                        Argument("onConflict", .identifier("conflictResolution")), Argument("layout", .verbatim("Self.layout")),
                    ])))])))
            members.append(Declaration(
                doc: "Updates the row with the record's key, or inserts the record: GRDB's `save(_:onConflict:)`.",
                modifiers: modifiers + (isMutating ? ["mutating"] : []),
                .function(
                    name: "save", parameters: [Parameter("_", "db", "Database"), conflict], throwing: true, result: nil,
                    body: persistence("save", record))))
        }
        return Declaration(.extensionOf(type: type, inherits: [], members: members))
    }

    /// `private static let layout = FastPath.Layout(…)`: the table, columns and keys, from which
    /// the runtime builds the SQL once.
    private static func layout(_ record: RecordModel) -> Declaration {
        var arguments = [
            Argument("table", .identifier("databaseTableName")),
            Argument("columns", .array(record.properties.map { .string($0.columnName) })),
            Argument("primaryKey", .array(record.primaryKey.map { .string($0.columnName) })),
        ]
        // An INTEGER PRIMARY KEY is the row id (a WITHOUT ROWID table has none).
        if let key = record.singleKey, key.type == .integer, !record.withoutRowID {
            arguments.append(Argument("rowIDColumn", .string(key.columnName)))
        }
        let generated = record.properties.filter(\.isGenerated)
        if !generated.isEmpty {
            arguments.append(Argument("generatedColumns", .array(generated.map { .string($0.columnName) })))
        }
        return Declaration(
            doc: "The table, columns and SQL of the fast paths.",
            modifiers: ["private", "static"],
            .variable(
                isLet: true, name: "layout", type: nil,
                value: .identifier("FastPath").invoking("Layout", arguments), getter: nil))
    }

    /// `private static func decode(_ row: FastPath.RowReader) throws -> Item`: reads a row of the
    /// fast paths by index.
    private static func decoder(_ record: RecordModel) -> Declaration {
        let indexed = Array(record.properties.enumerated())
        let arguments = indexed.filter { !$0.element.isGenerated }.map { index, property in
            Argument(property.propertyName, decode(property, at: index))
        }
        let initialized = Expression.tryExpression(.call(.identifier(record.recordName), arguments, trailing: nil))
        var body: [Statement] = [.expression(initialized)]
        let generated = indexed.filter(\.element.isGenerated)
        if !generated.isEmpty {
            // Generated columns are not initializer parameters: set after.
            body = [.declaration(Declaration(.variable(isLet: false, name: "record", type: nil, value: initialized, getter: nil)))]
            for (index, property) in generated {
                body.append(.assignment(
                    .member(.identifier("record"), property.propertyName), .tryExpression(decode(property, at: index))))
            }
            body.append(.returnStatement(.identifier("record")))
        }
        return Declaration(
            doc: "Reads a row of the fast paths: the columns of `layout`, by index.",
            modifiers: ["private", "static"],
            .function(
                name: "decode", parameters: [Parameter("_", "row", "FastPath.RowReader")], throwing: true,
                result: record.recordName, body: body))
    }

    /// `FastPath.name(arguments)`.
    private static func fastPath(_ name: String, _ arguments: [Argument]) -> Expression {
        .identifier("FastPath").invoking(name, arguments)
    }

    private static func layoutMember(_ name: String) -> Expression {
        .member(.identifier("layout"), name)
    }

    /// The call of a mutating persistence method of the runtime; a `PersistableRecord` calls it
    /// on a copy, as its `insert` and `save` do not change the record.
    private static func persistence(_ method: String, _ record: RecordModel) -> [Statement] {
        let target = record.hasAutoincrementKey ? "self" : "record"
        let call = Statement.expression(.tryExpression(fastPath(method, [
            Argument(nil, .inOut(.identifier(target))), Argument(nil, .identifier("db")),
            Argument("onConflict", .identifier("conflictResolution")), Argument("layout", .verbatim("Self.layout")),
        ])))
        if record.hasAutoincrementKey { return [call] }
        return [.declaration(Declaration(.variable(isLet: false, name: "record", type: nil, value: .identifier("self"), getter: nil))), call]
    }

    /// `row.decode(String.self, at: 1)` and its variants.
    static func decode(_ property: PropertyModel, at index: Int) -> Expression {
        let suffix = property.isOptional ? "IfPresent" : ""
        let function = property.type == .json ? "decodeJSON" + suffix : "decode" + suffix
        var arguments = [Argument(nil, .verbatim("\(property.valueType).self")), Argument("at", .integer(index))]
        if let unixTime = property.unixTime {
            arguments.append(Argument("unixTime", .implicitMember(unixTime.unixTimeUnit ?? "seconds")))
        }
        return .identifier("row").invoking(function, arguments)
    }

    /// The database value of a key: UUIDs stored as text, lowercased; dates as Unix time.
    private static func keyValue(_ property: PropertyModel, _ expression: Expression) -> Expression {
        if let unixTime = property.unixTime {
            return .unixTimeValue(expression, unixTime)
        }
        if property.isUUIDText {
            return .member(.uuidText(expression), "databaseValue")
        }
        return .member(expression, "databaseValue")
    }
}
