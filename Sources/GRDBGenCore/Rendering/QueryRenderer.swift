import GRDBGenSQL
import GRDBGenSyntax

/// Renders the queries of `queries:`: the request of each query, made by a static function of the
/// record it returns or writes (`Item.itemsNamed(pattern:)`) or of its generated row type, and the
/// row types (one file each). The store fetches, observes and runs every request with its own
/// generic verbs (GRDBGenRuntime's `fetch(_:)`, `observe(_:)`, `execute(_:)`…): no method per query.
///
/// Queries run through GRDBGenRuntime's `FastPath`: a cached statement, the arguments bound by
/// index, the columns read by index; GRDB runs the statement, so that observations track what it
/// reads and transaction observers see what it writes.
enum QueryRenderer {
    /// The functions of the queries declared on a record of a table or view: those that return
    /// or write its rows. They sit in the record's file, and read rows with its `init(rowReader:)`.
    static func functions(on record: RecordModel, schema: DescribedSchema) -> Declaration? {
        let queries = schema.queries.filter { query in
            if case .row = query.result { return false }
            return query.owner == record.recordName
        }
        guard !queries.isEmpty else { return nil }
        return Declaration(
            .extensionOf(
                type: .named(record.recordName),
                members: queries.flatMap {
                    variantMembers($0, modifiers: schema.accessModifiers) + [
                        function($0, modifiers: schema.accessModifiers)
                    ]
                }))
    }

    /// The file of a query's generated row type.
    static func rowFile(_ query: QueryModel, row: RecordModel, schema: DescribedSchema) -> RenderedFile {
        let modifiers = schema.accessModifiers
        let properties = row.properties.map { property in
            Declaration(
                modifiers: modifiers,
                .variable(name: property.propertyName, type: property.swiftType))
        }
        let initializer = Declaration(
            doc: "Creates a row (for previews and tests: rows come from the query).", modifiers: modifiers,
            .initializer(
                parameters: row.properties.map {
                    Parameter(
                        nil, $0.propertyName, $0.swiftType,
                        default: $0.isOptional ? .nilLiteral : $0.nested?.isChildren == true ? .array([]) : nil)
                },
                body: row.properties.map {
                    .assignment(.member(.identifier("self"), $0.propertyName), .identifier($0.propertyName))
                }))
        var protocols: [TypeReference] = [.named("Sendable")]
        if let hashable = RecordHashability.conformance(of: row, among: schema.records) {
            protocols.insert(hashable, at: 0)
        }
        let structure = Declaration(
            doc: "A row of query `\(query.name)`.", modifiers: modifiers,
            .structure(name: row.recordName, inherits: protocols, members: properties + [initializer]))
        let columns = Declaration(
            doc: "The columns of the query's rows, in the order of `init(rowReader:)`.",
            modifiers: modifiers + [.static],
            .variable(
                isLet: true, name: "rowColumns",
                value: columnList(row, schema: schema)))
        // Each property's first column: a nested record takes all of its own.
        var index = 0
        var body: [Statement] = []
        let reader = SwiftName.unique("row", avoiding: Set(row.properties.map(\.propertyName)))
        for property in row.properties {
            let target = Expression.identifier(property.propertyName)
            var recordType = property.valueType
            if property.nested?.isChildren == true, case .array(let element) = recordType { recordType = element }
            guard let nested = property.nested, case .named(let recordName) = recordType else {
                let decoded = StoredValue.decodedByIndex(property, at: index, reader: reader)
                body.append(.assignment(target, .tryExpression(decoded)))
                index += 1
                continue
            }
            // `row.decode(Reminder.self, at: 0, count: 9)`: the record's own decoder, on a reader of
            // its columns (whose names may be another record's too: `id`).
            var arguments = [
                Argument(nil, .metatype(.named(recordName))), Argument("at", .integer(index)),
                Argument("count", .integer(nested.columns.count)),
            ]
            if let presence = nested.presenceColumn {
                // An outer join's missing side: nil where the column `presence` of the table is NULL.
                arguments.append(Argument("presence", .integer(presence)))
            }
            var decoded = Expression.identifier(reader).invoking(
                nested.presenceColumn == nil ? "decode" : "decodeIfPresent", arguments)
            // A child is an array of one (the rows of a parent are merged afterwards), or none.
            if nested.isChildren {
                decoded =
                    nested.presenceColumn == nil
                    ? .array([decoded])
                    : .binary(
                        decoded.invoking(
                            "map", [],
                            trailing: Closure(parameters: [], body: [.expression(.array([.closureArgument(0)]))])),
                        "??", .array([]))
            }
            decoded = .tryExpression(decoded)
            body.append(.assignment(target, decoded))
            index += nested.columns.count
        }
        let decode = Declaration(
            doc: "Reads a row of the query: its columns, by index.", modifiers: modifiers,
            .initializer(
                parameters: [Parameter("rowReader", reader, RuntimeName.rowReader.type)],
                throwing: true,
                body: body))
        // The row's decoding and its query, in one extension.
        let conformance = Declaration(
            .extensionOf(
                type: .named(row.recordName), inherits: [RuntimeName.generatedRow.type],
                members: [columns, decode] + variantMembers(query, modifiers: modifiers)
                    + [function(query, modifiers: modifiers)]))
        return RenderedFile(
            name: "\(row.recordName).swift", imports: Imports.records, declarations: [structure, conformance])
    }

    /// The names of a row's columns, in order: a nested record's as its own `rowColumns` when
    /// they are the same (`Reminder.rowColumns + ["count"]`), the others written out.
    private static func columnList(_ row: RecordModel, schema: DescribedSchema) -> Expression {
        var pieces: [Expression] = []
        var names: [String] = []
        func flush() {
            if !names.isEmpty { pieces.append(.array(names.map { .string($0) })) }
            names = []
        }
        for property in row.properties {
            guard let nested = property.nested else {
                names.append(property.columnName)
                continue
            }
            var recordType = property.valueType
            if nested.isChildren, case .array(let element) = recordType { recordType = element }
            if case .named(let recordName) = recordType,
                let record = schema.records.first(where: { $0.recordName == recordName }),
                record.properties.map(\.columnName) == nested.columns
            {
                flush()
                pieces.append(.member(.identifier(recordName), "rowColumns"))
            } else {
                names += nested.columns
            }
        }
        flush()
        return pieces.dropFirst().reduce(pieces.first ?? .array([])) { .binary($0, "+", $1) }
    }

    /// The Swift parameters of a query's functions: `pattern: String`, `ids: [Int64]` for an array.
    private static func parameters(_ query: QueryModel, _ locals: Locals) -> [Parameter] {
        // A choice's parameters are its cases' associated values, not the function's.
        let bound = query.variants?.choiceParameters ?? []
        var result = query.parameters.enumerated().filter { !bound.contains($0.offset) }.map { position, parameter in
            // A filter's parameter is optional: nil leaves the filter out.
            let isFilters = query.variants?.filters.contains { $0.piece.parameters.contains(position) } == true
            let type = parameterType(query, position)
            return Parameter(
                nil, parameter.propertyName,
                query.arrayParameters.contains(position) && isFilters ? type.optional : type,
                default: isFilters ? .nilLiteral : nil)
        }
        guard let variants = query.variants else { return result }
        for flag in variants.filters.compactMap(\.flag) {
            result.append(Parameter(nil, flag, .named("Bool"), default: .boolean(false)))
        }
        for choice in variants.choices {
            // The first case is the default, unless it has associated values.
            let first = choice.options[0]
            result.append(
                Parameter(
                    nil, choice.name, .member(.named(query.owner), choice.typeName),
                    default: first.piece?.parameters.isEmpty ?? true ? .implicitMember(first.caseName) : nil))
        }
        if let first = variants.orderings.first {
            // A query of one table's records orders by the cases of the record's `Ordering`.
            let type = query.composed == nil ? variants.orderingType : "Ordering"
            result.append(
                Parameter(
                    "orderedBy", locals.ordering, .member(.named(query.owner), type),
                    default: .implicitMember(first.caseName)))
        }
        return result
    }

    /// The names of a query function's locals and of its ordering parameter (`variant`, `scopeChoice`,
    /// `ordering`), apart from the names of its other parameters (a query parameter `:variant`).
    private typealias Locals = (
        variant: String, ordering: String, request: String, values: String, filters: String, choices: [String]
    )

    /// The ``Locals`` of a query's function, named once for it.
    private static func locals(_ query: QueryModel) -> Locals {
        var taken = Set(query.parameters.map(\.propertyName))
        if let variants = query.variants {
            taken.formUnion(variants.filters.compactMap(\.flag) + variants.choices.map(\.name))
        }
        func local(_ preferred: String) -> String {
            let name = SwiftName.unique(preferred, avoiding: taken)
            taken.insert(name)
            return name
        }
        let ordering = local("ordering"), variant = local("variant"), request = local("request")
        let values = local("values"), filters = local("filters")
        return (
            variant, ordering, request, values, filters,
            (query.variants?.choices ?? []).map { local($0.name + "Choice") }
        )
    }

    /// The `DatabaseValue` a query binds for its parameter at `position`: its value stored as its
    /// column stores it; an array's values as one JSON array
    /// (`StoredText.array(ids.map { $0.databaseValue })`), a filter's array maybe nil
    /// (`ids?.map`: NULL, and the filter is left out). In the function, a parameter of a group of
    /// choices is bound by the case the call picked, the local of `choices` (`scopeChoice`); `choices`
    /// is nil inside the group's enum, where the parameter is the case's own value.
    static func argument(_ query: QueryModel, _ position: Int, choices: [String]?) -> Expression {
        if let choices, let group = query.variants?.choices.firstIndex(where: { $0.parameters.contains(position) }),
            let index = query.variants?.choices[group].parameters.firstIndex(of: position)
        {
            // Bound by the case the call picked: `scopeChoice.values[0]`.
            return .subscriptOf(.member(.identifier(choices[group]), "values"), [Argument(nil, .integer(index))])
        }
        let parameter = query.parameters[position]
        let name = Expression.identifier(parameter.propertyName)
        guard query.arrayParameters.contains(position) else { return StoredValue.argument(parameter, name) }
        // Each element is a value, never nil, whether the array may be nil or not.
        var element = parameter
        element.isOptional = false
        let values = (parameter.isOptional ? .optionalChain(name) : name).invoking(
            "map", [],
            trailing: Closure(parameters: [], body: [.expression(StoredValue.argument(element, .closureArgument(0)))])
        )
        return RuntimeName.storedText.identifier.invoking("array", [Argument(nil, values)])
    }

    /// The type of a query's request: `QueryRequest<Item>`, `QueryRequest<String?>`, or
    /// `WriteRequest<Int>` for a write without `RETURNING` (the number of rows it changed).
    static func requestType(_ query: QueryModel) -> TypeReference {
        if query.composed != nil { return .generic(RuntimeName.recordsRequest.name, [.named(query.owner)]) }
        let row: TypeReference
        switch query.result {
        case .record(let record), .row(let record): row = .named(record.recordName)
        case .value(var property):
            // A single value: no row and a NULL are both nil, the request's optional
            // (`SingleRowRequest<Int>`, `WriteRequest<Int?>`).
            property.isOptional = property.isOptional && !query.single
            row = property.swiftType
        case .changes: return .generic(RuntimeName.writeRequest.name, [.named("Int")])
        }
        guard query.writes else { return .generic(requestName(query), [row]) }
        // A write says what it returns: its rows, or its one row (a value's NULL is nil too).
        return .generic(requestName(query), [query.single ? .optional(row) : .array(row)])
    }

    /// GRDBGenRuntime's request type of a query, which says what it does: `WriteRequest`, a write,
    /// with or without `RETURNING` (no read verb takes it); `GroupedRequest`, a query with `group:`
    /// (its elements merged on every path); `SingleRowRequest`, one row at most (its verbs give an
    /// optional); `QueryRequest`, rows.
    static func requestName(_ query: QueryModel) -> String {
        if query.writes { return RuntimeName.writeRequest.name }
        if query.grouping != nil { return RuntimeName.groupedRequest.name }
        return query.single ? RuntimeName.singleRowRequest.name : RuntimeName.queryRequest.name
    }

    /// How a request of the query is fetched or run: `fetchAll`, `fetchOne` for a single row,
    /// `execute` for a write.
    static func verb(_ query: QueryModel) -> String {
        if query.writes { return "execute" }
        switch query.result {
        case .changes: return "execute"
        case .record, .row: return query.single ? "fetchOne" : "fetchAll"
        case .value: return query.single ? "fetchOne" : "fetchAll"
        }
    }

    /// `static func itemsNamed(pattern: String) -> QueryRequest<Item>`: the query as a value, its
    /// parameters, filters and ordering as arguments.
    private static func function(_ query: QueryModel, modifiers: [Modifier]) -> Declaration {
        let locals = locals(query)
        let parameters = parameters(query, locals)
        if let composed = query.composed {
            return composedFunction(query, composed, locals: locals, parameters: parameters, modifiers: modifiers)
        }
        // A query without parameters leaves out its arguments: the initializer's default.
        var requestArguments = [Argument("sql", .string(query.sql))]
        if query.variants != nil || !query.bindings.isEmpty {
            requestArguments.append(
                Argument("arguments", .array(query.bindings.map { argument(query, $0, choices: locals.choices) })))
        }
        let request = requestName(query)
        // A single row (a write's, a value's, a record's) is decoded as an optional: its `execute(db)`
        // or `fetchOne(db)` gives that row, or nil.
        let decode = query.single ? "decodeOne" : "decode"
        switch query.result {
        case .changes:
            break
        case .record, .row:
            requestArguments.append(Argument(decode, .member(.identifier("Self"), "init(rowReader:)")))
        case .value(var property):
            property.isOptional = property.isOptional || query.single
            requestArguments.append(
                Argument(
                    decode,
                    .closure(
                        Closure(
                            parameters: ["row"],
                            body: [.expression(.tryExpression(StoredValue.decodedByIndex(property, at: 0)))]))))
        }
        let verb = verb(query)
        let use =
            query.writes ? "`\(verb)(db)` in a write, or `store.execute(_:)`" : "`\(verb)(db)`, or `store.fetch(_:)`"
        let doc = "Query `\(query.name)`\(docResult(query)), as a request: \(use)."
        var body: [Statement] = []
        if let variants = query.variants {
            // The variant of the filters that are on and of the ordering, and its arguments.
            body += choiceLocals(variants, locals)
            let values = Expression.array(query.parameters.indices.map { argument(query, $0, choices: locals.choices) })
            let filters = Argument("filters", .array(variants.filters.map { isOn($0, query) }))
            let statement = Expression.member(.identifier("Self"), query.name + "Variants").invoking(
                "statement",
                [filters] + choiceAndOrdering(variants, locals, ordering: "rawValue") + [Argument("values", values)])
            body.append(
                .declaration(
                    Declaration(.variable(isLet: true, name: locals.variant, value: statement)))
            )
            requestArguments[0] = Argument("sql", .member(.identifier(locals.variant), "sql"))
            requestArguments[1] = Argument("arguments", .member(.identifier(locals.variant), "arguments"))
        }
        if let grouping = query.grouping {
            // The statement's rows, one per parent and child, merged by the parent's key.
            let key = Closure(
                parameters: [],
                body: [.expression(.member(.member(.closureArgument(0), grouping.parent), grouping.key))])
            let append = Closure(
                parameters: ["group", "row"],
                body: grouping.children.map { child in
                    .expression(
                        .binary(
                            .member(.identifier("group"), child), "+=", .member(.identifier("row"), child)))
                })
            requestArguments += [Argument("key", .closure(key)), Argument("append", .closure(append))]
        }
        let value = Expression.call(.identifier(request), requestArguments)
        body.append(query.variants == nil ? .expression(value) : .returnStatement(value))
        // Throws when an argument's encoding does (JSON).
        let throwing = query.parameters.indices.contains { argument(query, $0, choices: nil).containsTry }
        return Declaration(
            doc: doc, modifiers: modifiers + [.static],
            .function(
                name: query.name, parameters: parameters, throwing: throwing, result: requestType(query), body: body))
    }

    /// The function of a query of one table's records: a `RecordsRequest` of the variant of the
    /// call (its statement, on the fast path) and its pieces, from which the runtime builds GRDB's
    /// request when the caller extends it:
    ///
    /// ```swift
    /// RecordsRequest(
    ///     Self.listedVariants, filters: [inStock, pattern != nil], ordering: ordering.orderingTerms,
    ///     values: [pattern.databaseValue])
    /// ```
    private static func composedFunction(
        _ query: QueryModel, _ composed: ComposedRequest, locals: Locals, parameters: [Parameter],
        modifiers: [Modifier]
    ) -> Declaration {
        var body: [Statement] = []
        let variants = query.variants
        if let variants { body += choiceLocals(variants, locals) }
        // Each Swift parameter's database value, by position; a choice's, the case the call picked.
        let values = Expression.array(query.parameters.indices.map { argument(query, $0, choices: locals.choices) })
        // The statement's arguments are the values when its parameters come in the order of the
        // Swift parameters, each once: the initializer's default. Else they are named by position.
        let argumentsAreValues = query.bindings == Array(query.parameters.indices)
        let namesValues = variants == nil && !query.parameters.isEmpty && !argumentsAreValues
        let valuesArgument =
            query.parameters.isEmpty ? [] : [Argument("values", namesValues ? .identifier(locals.values) : values)]
        if namesValues {
            body.append(
                .declaration(
                    Declaration(.variable(isLet: true, name: locals.values, value: values))))
        }
        var arguments: [Argument]
        if let variants {
            arguments = [Argument(nil, .member(.identifier("Self"), query.name + "Variants"))]
            if !variants.filters.isEmpty {
                arguments.append(Argument("filters", .array(variants.filters.map { isOn($0, query) })))
            }
            arguments += choiceAndOrdering(variants, locals, ordering: "orderingTerms")
        } else {
            let value = { (position: Int) in
                Expression.subscriptOf(.identifier(locals.values), [Argument(nil, .integer(position))])
            }
            // What the query has of these: the initializer's defaults say none.
            arguments =
                [Argument("sql", .string(query.sql))]
                + (argumentsAreValues ? [] : [Argument("arguments", .array(query.bindings.map(value)))])
                + (composed.condition.map {
                    [Argument("condition", pieceExpression($0.segments, record: record(of: query)))]
                } ?? [])
                + (composed.ordering.map { [Argument("ordering", termsExpression($0, record: record(of: query)))] }
                    ?? [])
        }
        let request = Expression.call(RuntimeName.recordsRequest.identifier, arguments + valuesArgument)
        body.append(body.isEmpty ? .expression(request) : .returnStatement(request))
        return Declaration(
            doc: "Query `\(query.name)` of `\(query.owner)` records: a request the store fetches, or GRDB extends.",
            modifiers: modifiers + [.static],
            .function(
                name: query.name, parameters: parameters,
                throwing: query.parameters.indices.contains { argument(query, $0, choices: nil).containsTry },
                result: requestType(query), body: body))
    }

    /// `let scopeChoice = scope.queryChoice` for each group of choices: the case the call picked.
    private static func choiceLocals(_ variants: QueryVariantsModel, _ locals: Locals) -> [Statement] {
        zip(variants.choices, locals.choices).map { choice, local in
            .declaration(
                Declaration(
                    .variable(
                        isLet: true, name: local, value: .member(.identifier(choice.name), "queryChoice"))))
        }
    }

    /// The arguments that pick a variant besides its filters: `choices: [scopeChoice.index]`, the
    /// cases the call picked, and `ordering: ordering.orderingTerms` (by the member `ordering` names).
    private static func choiceAndOrdering(
        _ variants: QueryVariantsModel, _ locals: Locals, ordering: String
    ) -> [Argument] {
        var arguments: [Argument] = []
        if !variants.choices.isEmpty {
            arguments.append(Argument("choices", .array(locals.choices.map { .member(.identifier($0), "index") })))
        }
        if !variants.orderings.isEmpty {
            arguments.append(Argument("ordering", .member(.identifier(locals.ordering), ordering)))
        }
        return arguments
    }

    /// Whether a filter is on in a call: its flag (`inStock`), or its parameters given
    /// (`pattern != nil && …`).
    private static func isOn(_ filter: QueryVariantsModel.Filter, _ query: QueryModel) -> Expression {
        if let flag = filter.flag { return .identifier(flag) }
        let given = filter.piece.parameters.map { position -> Expression in
            .binary(.identifier(query.parameters[position].propertyName), "!=", .nilLiteral)
        }
        return given.dropFirst().reduce(given[0]) { all, next in .binary(all, "&&", next) }
    }

    /// The Swift type of the parameter at `position`: an array for `IN :ids`.
    static func parameterType(_ query: QueryModel, _ position: Int) -> TypeReference {
        let parameter = query.parameters[position]
        return query.arrayParameters.contains(position) ? .array(parameter.valueType) : parameter.swiftType
    }

    private static func docResult(_ query: QueryModel) -> String {
        switch query.result {
        case .changes: ", a write that returns the number of rows it changed"
        case .record, .row, .value: (query.writes ? ", a write" : "") + (query.single ? " of at most one row" : "")
        }
    }
}
