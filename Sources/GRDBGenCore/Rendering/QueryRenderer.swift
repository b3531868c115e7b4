/// Renders the queries of `queries:`: the typed function of each query, declared on the record it
/// returns or writes (`Item.itemsNamed(_:pattern:)`) or on its generated row type, the row types
/// (one file each), and the store's `fetchX`, `observeX`, `xPublisher` and `executeX`.
///
/// Queries run through GRDBGenRuntime's `FastPath`: a cached statement, the arguments bound by
/// index, the columns read by index; GRDB runs the statement, so that observations track what it
/// reads and transaction observers see what it writes.
enum QueryRenderer {
    /// The functions of the queries declared on a record of a table or view: those that return
    /// or write its rows. They sit in the record's file, and read rows with its `init(fastPathRow:)`.
    static func functions(on record: RecordModel, schema: DescribedSchema) -> Declaration? {
        let queries = schema.queries.filter { query in
            if case .row = query.result { return false }
            return query.owner == record.recordName
        }
        guard !queries.isEmpty else { return nil }
        return Declaration(
            .extensionOf(
                type: .named(record.recordName), inherits: [],
                members: queries.map { function($0, modifiers: schema.accessModifiers) }))
    }

    /// The file of a query's generated row type.
    static func rowFile(_ query: QueryModel, row: RecordModel, schema: DescribedSchema) -> RenderedFile {
        let modifiers = schema.accessModifiers
        let properties = row.properties.map { property in
            Declaration(
                modifiers: modifiers,
                .variable(isLet: false, name: property.propertyName, type: property.swiftType, value: nil, getter: nil))
        }
        let initializer = Declaration(
            doc: "Creates a row (for previews and tests: rows come from the query).", modifiers: modifiers,
            .initializer(
                parameters: row.properties.map {
                    Parameter(nil, $0.propertyName, $0.swiftType, default: $0.isOptional ? .nilLiteral : nil)
                },
                throwing: false,
                body: row.properties.map {
                    .assignment(.member(.identifier("self"), $0.propertyName), .identifier($0.propertyName))
                }))
        var protocols: [TypeReference] = [.named("Sendable")]
        if row.features.hashable { protocols.insert(.named("Hashable"), at: 0) }
        let structure = Declaration(
            doc: "A row of query `\(query.name)`.", modifiers: modifiers,
            .structure(name: row.recordName, inherits: protocols, members: properties + [initializer]))
        let columns = Declaration(
            doc: "The columns of the query's rows, in the order of `init(fastPathRow:)`.",
            modifiers: modifiers + [.static],
            .variable(
                isLet: true, name: "fastPathColumns", type: nil,
                value: .array(row.properties.map { .string($0.columnName) }), getter: nil))
        let decode = Declaration(
            doc: "Reads a row of the query: its columns, by index.", modifiers: modifiers,
            .initializer(
                parameters: [Parameter("fastPathRow", "row", .named("FastPath").member("RowReader"))], throwing: true,
                body: row.properties.enumerated().map { index, property in
                    .assignment(
                        .identifier(property.propertyName),
                        .tryExpression(StoredValue.decodedByIndex(property, at: index)))
                }))
        let conformance = Declaration(
            .extensionOf(
                type: .named(row.recordName), inherits: [.named("FastPathDecodable")], members: [columns, decode]))
        let functions = Declaration(
            .extensionOf(type: .named(row.recordName), inherits: [], members: [function(query, modifiers: modifiers)]))
        return RenderedFile(
            name: "\(row.recordName).swift", imports: Imports.records,
            declarations: [structure, conformance, functions])
    }

    /// The Swift parameters of a query's functions: `pattern: String`, `ids: [Int64]` for an array.
    private static func parameters(_ query: QueryModel) -> [Parameter] {
        query.parameters.enumerated().map { position, parameter in
            Parameter(
                nil, parameter.propertyName,
                query.arrayParameters.contains(position) ? .array(parameter.valueType) : parameter.swiftType)
        }
    }

    /// The Swift type a query returns: `[Item]`, `Item?`, `Int`.
    static func resultType(_ query: QueryModel) -> TypeReference {
        switch query.result {
        case .record(let record), .row(let record):
            query.single ? TypeReference.named(record.recordName).optional : .array(.named(record.recordName))
        case .value(let property): query.single ? property.valueType.optional : .array(property.swiftType)
        case .changes: .named("Int")
        }
    }

    /// `static func itemsNamed(_ db: Database, pattern: String) throws -> [Item]`.
    private static func function(_ query: QueryModel, modifiers: [Modifier]) -> Declaration {
        let parameters =
            [Parameter("_", "db", .named("Database"))]
            + parameters(query)
        let arguments = Expression.array(
            query.bindings.map { position in
                let parameter = query.parameters[position]
                let name = Expression.identifier(SwiftName.escaped(parameter.propertyName))
                guard query.arrayParameters.contains(position) else { return StoredValue.argument(parameter, name) }
                // `ids.map { $0.databaseValue }` as one JSON array, which `json_each` reads.
                let values = name.invoking(
                    "map", [],
                    trailing: Closure(
                        parameters: [], body: [.expression(StoredValue.argument(parameter, .closureArgument(0)))]))
                return .identifier("ArrayArgument").invoking("databaseValue", [Argument(nil, values)])
            })
        var callArguments = [
            Argument(nil, .identifier("db")), Argument("sql", .string(query.sql)), Argument("arguments", arguments),
        ]
        let method: String
        switch query.result {
        case .changes:
            method = "execute"
        case .record, .row:
            method = query.single ? "fetchOne" : "fetchAll"
            callArguments.append(Argument(nil, .member(.identifier("Self"), "init(fastPathRow:)")))
        case .value(var property):
            method = query.single ? "fetchValue" : "fetchAll"
            // A single value: no row and a NULL are both nil.
            property.isOptional = property.isOptional || query.single
            callArguments.append(
                Argument(
                    nil,
                    .closure(
                        Closure(
                            parameters: ["row"],
                            body: [.expression(.tryExpression(StoredValue.decodedByIndex(property, at: 0)))]))))
        }
        let doc = "Query `\(query.name)` of the schema\(query.writes ? ", a write" : "")\(docResult(query))."
        var attributes: [Attribute] = []
        if case .changes = query.result { attributes = [.discardableResult] }
        let call = Expression.tryExpression(.identifier("FastPath").invoking(method, callArguments))
        return Declaration(
            doc: doc, modifiers: modifiers + [.static], attributes: attributes,
            .function(
                name: query.name, parameters: parameters, throwing: true, result: resultType(query),
                body: [.expression(call)]))
    }

    private static func docResult(_ query: QueryModel) -> String {
        switch query.result {
        case .changes: " that returns the number of rows it changed"
        case .record, .row, .value: query.single ? " that returns at most one row" : ""
        }
    }

    // MARK: - Store

    /// The store's methods for the queries: `fetchX`, `observeX` and `xPublisher` for a read,
    /// `executeX` for a write.
    static func storeFile(_ schema: DescribedSchema) -> RenderedFile? {
        guard !schema.queries.isEmpty else { return nil }
        let modifiers = schema.accessModifiers
        var members: [Declaration] = []
        var publishers: [Declaration] = []
        let features = schema.schema.swift.schemaFeatures
        for query in schema.queries {
            let parameters = parameters(query)
            let call = Expression.identifier(query.owner).invoking(
                query.name,
                [Argument(nil, .identifier("db"))]
                    + query.parameters.map {
                        Argument(
                            SwiftName.argumentLabel($0.propertyName), .identifier(SwiftName.escaped($0.propertyName)))
                    })
            let upper = SwiftName.uppercasedFirst(query.name)
            let result = resultType(query)
            if query.writes {
                var discardable = false
                if case .changes = query.result { discardable = true }
                members += StoreMethod.make(
                    modifiers: modifiers, doc: "Runs query `\(query.name)` in a write transaction\(docResult(query)).",
                    "execute\(upper)", parameters, result: result, discardable: discardable,
                    twin: features.asyncMethods,
                    StoreMethod.access("write", call))
                continue
            }
            members += StoreMethod.make(
                modifiers: modifiers, doc: "The rows of query `\(query.name)`.",
                "fetch\(upper)", parameters, result: result, twin: features.asyncMethods,
                StoreMethod.access("read", call))
            let closure = Closure(parameters: ["db"], body: [.expression(.tryExpression(call))])
            // GRDB's observations are not told of changes to WITHOUT ROWID tables.
            guard !query.readsWithoutRowIDTable else { continue }
            members.append(
                Declaration(
                    doc:
                        "Observes query `\(query.name)`: its rows now, then again after each change of the tables "
                        + "it reads.",
                    modifiers: modifiers,
                    .function(
                        name: "observe\(upper)", parameters: parameters, throwing: false,
                        result: .generic("AsyncValueObservation", [result]),
                        body: [.expression(.call(.identifier("observe"), [], trailing: closure))])))
            publishers.append(
                Declaration(
                    doc:
                        "A Combine publisher of query `\(query.name)`: its rows now, then after each change, "
                        + "on the main queue.",
                    modifiers: modifiers,
                    .function(
                        name: "\(query.name)Publisher", parameters: parameters, throwing: false,
                        result: .generic("DatabasePublisher", [result]),
                        body: [.expression(.call(.identifier("publisher"), [], trailing: closure))])))
        }
        var declarations = [Declaration(.extensionOf(type: .named(schema.storeName), inherits: [], members: members))]
        if !publishers.isEmpty, features.publishers {
            declarations.append(
                Declaration(
                    .conditional(
                        condition: .or(.canImport("Combine"), .canImport("OpenCombine")),
                        declarations: [
                            Declaration(.extensionOf(type: .named(schema.storeName), inherits: [], members: publishers))
                        ])))
        }
        return RenderedFile(
            name: "\(schema.storeName)+Queries.swift", imports: Imports.records, declarations: declarations)
    }
}
