/// Renders the store type named by `swift.store`, and its methods for each record.
enum StoreRenderer {
    /// The store type: it owns the connection and migrates it on creation.
    ///
    /// - parameters:
    ///   - functionCheck: the check of the app's SQL functions, first in the initializer, if any.
    ///   - functionMembers: the app's `Functions` and the ways to open a database with them.
    static func render(
        _ schema: DescribedSchema, schemaFileName: String, functionCheck: Statement? = nil,
        functionMembers: [Declaration] = []
    ) -> RenderedFile {
        let modifiers = schema.accessModifiers
        let store = schema.storeName
        var baseline: [Declaration] = []
        if let first = schema.schema.migrations.first, let replaces = first.baseline?.value {
            baseline.append(
                Declaration(
                    doc: """
                        Migration `\(first.id.value)` is a baseline: a file made before GRDBGen with the same tables \
                        is adopted rather than migrated again (GRDBGenRuntime's `Baseline`).
                        """,
                    modifiers: modifiers + [.static],
                    .variable(
                        isLet: false, name: "baseline", type: TypeReference.named("Baseline").optional, value: nil,
                        getter: [
                            .expression(
                                .call(
                                    .identifier("Baseline"),
                                    [
                                        Argument("migration", .string(first.id.value)),
                                        Argument("replaces", .array(replaces.map { .string($0.value) })),
                                    ], trailing: nil))
                        ])))
        }
        let declaration = Declaration(
            doc: """
                The database of the app, with the tables of \(schemaFileName).

                ```swift
                let store = try \(store).openFile(atPath: path) // a DatabasePool, WAL
                let preview = try \(store).inMemory()           // a DatabaseQueue
                ```
                """,
            modifiers: modifiers,
            .structure(
                name: store, inherits: [.named("DatabaseStore")],
                members: [
                    Declaration(
                        doc: "The connection: a `DatabasePool` for a file, a `DatabaseQueue` in memory.",
                        modifiers: modifiers,
                        .variable(
                            isLet: true, name: "writer", type: .existential(.named("DatabaseWriter")), value: nil,
                            getter: nil)),
                    Declaration(
                        doc: """
                            Opens the store on a connection and applies the pending migrations.

                            - throws: `StoreError.newerSchema` when the database was migrated by a newer schema.
                            """,
                        modifiers: modifiers,
                        .initializer(
                            parameters: [Parameter("_", "writer", .existential(.named("DatabaseWriter")))],
                            throwing: true,
                            body: [functionCheck].compactMap { $0 } + [
                                .expression(
                                    .tryExpression(
                                        .identifier("Self").invoking(
                                            "migrate",
                                            [
                                                Argument(nil, .identifier("writer"))
                                            ]))),
                                .assignment(.member(.identifier("self"), "writer"), .identifier("writer")),
                            ])),
                ] + baseline + functionMembers))
        return RenderedFile(
            name: "\(store).swift", imports: Imports.records, declarations: [declaration])
    }

    /// The names and helpers of one record's store methods.
    private struct Names {
        let record: RecordModel
        let modifiers: [Modifier]
        var type: String { record.recordName }
        /// The record type.
        var recordType: TypeReference { .named(record.recordName) }
        var one: String { type }
        var many: String { SwiftName.plural(type) }
        var values: String { SwiftName.lowercasedFirst(many) }
        var ordered: Bool { !record.orderings.isEmpty }
        var twins: Bool { record.features.asyncMethods }

        /// `orderedBy ordering: Item.Ordering? = nil`, for a record with orderings.
        var orderParameters: [Parameter] {
            ordered
                ? [Parameter("orderedBy", "ordering", recordType.member("Ordering").optional, default: .nilLiteral)]
                : []
        }

        /// The parameters of a key lookup: `id: Int64`, or one per column of a composite key.
        var keyParameters: [Parameter] {
            if let key = record.singleKey { return [Parameter(nil, "id", key.valueType(outside: record))] }
            return record.primaryKey.map { Parameter(nil, $0.propertyName, $0.valueType(outside: record)) }
        }

        /// The key argument of `fetchOne(_:key:)`, `deleteOne(_:key:)` and `filter(key:)`.
        var keyArgument: Expression {
            if let key = record.singleKey { return StoredValue.compared(key, .identifier("id")) }
            return .dictionary(
                record.primaryKey.map { property in
                    DictionaryEntry(
                        key: .string(property.columnName),
                        value: StoredValue.compared(property, .identifier(property.propertyName)))
                })
        }
    }

    /// The store's methods for one record that GRDBGenRuntime's generic verbs cannot say alone:
    /// search, a draft's insert, a composite key's lookup and delete; with `children`, the rows of
    /// one parent and the fetches with children; with `live` and `children`, one parent's live
    /// rows. `nil` when there are none.
    static func renderMethods(for record: RecordModel, schema: DescribedSchema) -> RenderedFile? {
        let names = Names(record: record, modifiers: schema.accessModifiers)
        // A view is only read.
        var members = (record.isView ? [] : writes(names)) + reads(names)
        if record.features.children {
            for association in record.belongsTo {
                members += perParent(names, association)
            }
            for association in record.hasMany {
                let child = schema.records.first { $0.recordName == association.otherRecord && !$0.isView }
                members += withChildren(names, association, child: child)
            }
            for association in record.hasOne {
                members += withChildren(names, association, child: nil, toOne: true)
            }
        }
        var declarations: [Declaration] = []
        if !members.isEmpty {
            declarations.append(
                Declaration(.extensionOf(type: .named(schema.storeName), inherits: [], members: members)))
        }
        if !record.withoutRowID, record.features.live, let live = liveValues(names, store: schema.storeName) {
            declarations.append(live)
        }
        // Nothing the generic verbs cannot say: no file.
        guard !declarations.isEmpty else { return nil }
        return RenderedFile(
            name: "\(schema.storeName)+\(record.recordName).swift", imports: Imports.records,
            declarations: declarations)
    }

    /// ``StoreMethod/make(modifiers:doc:_:_:result:discardable:twin:_:)`` for a record's method.
    private static func both(
        _ n: Names, doc: String, _ name: String, _ parameters: [Parameter], result: TypeReference? = nil,
        discardable: Bool = false, _ body: Expression
    ) -> [Declaration] {
        StoreMethod.make(
            modifiers: n.modifiers, doc: doc, name, parameters, result: result, discardable: discardable, twin: n.twins,
            body)
    }

    /// `receiver.name(db)`, `receiver.name(db, key: …)`.
    private static func call(_ receiver: String, _ name: String, _ arguments: [Argument] = []) -> Expression {
        .identifier(receiver).invoking(name, [Argument(nil, .identifier("db"))] + arguments)
    }

    /// The writes the store's generic verbs cannot say alone: inserting a draft and returning the
    /// full record (`insertItem(from:)`), deleting by a composite key (`deleteX(a:b:)`, whose values
    /// are stored as the record stores them). `save`, `insert`, `update` and `delete(_:ids:)` are
    /// GRDBGenRuntime's, once for every record.
    private static func writes(_ n: Names) -> [Declaration] {
        let type = n.type
        var members: [Declaration] = []
        if n.record.hasAutoincrementKey, let key = n.record.singleKey, n.record.features.drafts {
            members += both(
                n,
                doc:
                    "Inserts a draft, and returns the full `\(type)`: its `\(key.propertyName)` and the defaults "
                    + "SQLite filled in.",
                "insert\(n.one)", [Parameter("from", "draft", n.recordType.member("Draft"))], result: n.recordType,
                discardable: true,
                StoreMethod.access("write", call("draft", "insertAndFetch")))
        }
        if n.record.singleKey == nil, !n.record.primaryKey.isEmpty {
            members += both(
                n, doc: "Deletes the row with this key, and returns whether there was one.",
                "delete\(n.one)", n.keyParameters, result: .named("Bool"), discardable: true,
                StoreMethod.access("write", call(type, "deleteOne", [Argument("key", n.keyArgument)])))
        }
        return members
    }

    /// The reads the store's generic verbs cannot say alone: a lookup by a composite key (its values
    /// stored as the record stores them) and full-text search. Fetching, counting and observing
    /// rows are GRDBGenRuntime's, once for every record (`store.fetch(Item.all().ordered(by: …))`).
    private static func reads(_ n: Names) -> [Declaration] {
        let type = n.type
        var members: [Declaration] = []
        if n.record.singleKey == nil, !n.record.primaryKey.isEmpty {
            members += both(
                n, doc: "The `\(type)` with this key, if any.", "fetch\(n.one)", n.keyParameters,
                result: n.recordType.optional,
                StoreMethod.access("read", call(type, "fetchOne", [Argument("key", n.keyArgument)])))
        }
        if let search = n.record.search {
            let list = search.columns.map { "`\($0)`" }.joined(separator: ", ")
            let pattern = Expression.call(
                .identifier("FTS5Pattern"), [Argument("matchingAllPrefixesIn", .identifier("text"))], trailing: nil)
            let request = Expression.identifier(type).invoking("all").invoking("searching", [Argument(nil, pattern)])
            members += both(
                n,
                doc: """
                    The rows of `\(n.record.tableName)` whose \(list) match the words of `text`, the best matches \
                    first. Each word finds the words it starts (`app` finds `apples`); text without words (blank, \
                    punctuation) finds nothing.
                    """,
                "search\(n.many)", [Parameter("matching", "text", .named("String"))], result: .array(n.recordType),
                StoreMethod.access("read", request.invoking("fetchAll", [Argument(nil, .identifier("db"))])))
        }
        if n.record.isSearchTable {
            let pattern = Expression.call(
                .identifier("FTS5Pattern"), [Argument("matchingAllPrefixesIn", .identifier("text"))], trailing: nil)
            let request = Expression.identifier(type).invoking("all").invoking("searching", [Argument(nil, pattern)])
            members += both(
                n,
                doc: """
                    The rows of `\(n.record.tableName)` that match the words of `text`, the best matches first. \
                    Each word finds the words it starts (`app` finds `apples`; with the trigram tokenizer, any \
                    three characters or more find the text that contains them); text without words finds nothing.
                    """,
                "search\(n.many)", [Parameter("matching", "text", .named("String"))], result: .array(n.recordType),
                StoreMethod.access("read", request.invoking("fetchAll", [Argument(nil, .identifier("db"))])))
        }
        return members
    }

    /// The rows of one parent, for a foreign key of the record: `fetchTodos(listId:orderedBy:)` and its
    /// async twin, `observeTodos(listId:orderedBy:)` (not for a WITHOUT ROWID table, which GRDB does not observe).
    private static func perParent(_ n: Names, _ association: AssociationModel) -> [Declaration] {
        guard let (keys, parameters, fetch) = perParentFetch(n, association) else { return [] }
        let list = keys.map { "`\($0.columnName)`" }.joined(separator: ", ")
        let which =
            "The rows of `\(n.record.tableName)` that belong to one `\(association.otherRecord)`: "
            + "\(list) equal to the given \(keys.count == 1 ? "value" : "values")"
            + (n.ordered ? ", in the given order." : ".")
        var members = both(
            n, doc: which, "fetch\(n.many)", parameters, result: .array(n.recordType), StoreMethod.access("read", fetch)
        )
        guard !n.record.withoutRowID else { return members }
        let labels = keys.map { "\($0.propertyName): \(SwiftName.lowercasedFirst(association.otherRecord)).id" }.joined(
            separator: ", ")
        members.append(
            Declaration(
                doc: """
                    Observes the rows of `\(n.record.tableName)` that belong to one `\(association.otherRecord)`\
                    \(n.ordered ? ", in the given order" : ""): the current list, then a new one after each change.

                    ```swift
                    for try await \(n.values) in store.observe\(n.many)(\(labels)) { … }
                    ```
                    """,
                modifiers: n.modifiers,
                .function(
                    name: "observe\(n.many)", parameters: parameters, throwing: false,
                    result: .generic("AsyncValueObservation", [.array(n.recordType)]),
                    body: [
                        .expression(
                            .call(
                                .identifier("observe"), [],
                                trailing: Closure(
                                    parameters: ["db"], body: [.expression(.tryExpression(fetch))])))
                    ])))
        return members
    }

    /// What the methods of one parent's rows share: the record's properties that hold the parent's key,
    /// the method's parameters (those keys, and the ordering), and the fetch,
    /// `Todo.filter(Todo.Columns.listId == listId).ordered(by: ordering).fetchAll(db)`. Nil when a column
    /// of the foreign key is not a property of the record.
    private static func perParentFetch(
        _ n: Names, _ association: AssociationModel
    ) -> (keys: [PropertyModel], parameters: [Parameter], fetch: Expression)? {
        let type = n.type
        let keys = association.columns.compactMap { column in
            n.record.properties.first { $0.columnName.isSameSQLName(as: column) }
        }
        guard keys.count == association.columns.count, !keys.isEmpty else { return nil }
        var request = Expression.identifier(type)
        for key in keys {
            let column = Expression.member(.member(.identifier(type), "Columns"), key.propertyName)
            request = request.invoking(
                "filter",
                [Argument(nil, .binary(column, "==", StoredValue.compared(key, .identifier(key.propertyName))))])
        }
        if n.ordered { request = request.invoking("ordered", [Argument("by", .identifier("ordering"))]) }
        let fetch = request.invoking("fetchAll", [Argument(nil, .identifier("db"))])
        return (
            keys, keys.map { Parameter(nil, $0.propertyName, $0.valueType(outside: n.record)) } + n.orderParameters,
            fetch
        )
    }

    /// `fetchListWithTodos(id:)` and `fetchListsWithTodos()`: parents with their children, the
    /// children in the child's first ordering, else by primary key. `toOne`: with its one child,
    /// if any (`fetchListWithAsset(id:)`).
    private static func withChildren(
        _ n: Names, _ association: AssociationModel, child: RecordModel?, toOne: Bool = false
    ) -> [Declaration] {
        let type = n.type
        let result = n.record.withChildrenTypeName(association)
        let children = SwiftName.uppercasedFirst(association.name)
        var childRequest = Expression.member(.identifier(type), association.name)
        var order = ""
        if let child, let ordering = child.orderings.first {
            childRequest = childRequest.invoking(
                "ordered",
                [
                    Argument(
                        "by",
                        .call(
                            .implicitMember(SwiftName.escaped(ordering.property.propertyName)),
                            [Argument(nil, .implicitMember("ascending"))],
                            trailing: nil))
                ])
            order = " (in order of `\(ordering.property.columnName)`)"
        } else if child != nil {
            // GRDB's primary key order: the key's columns, or the rowid of a table without one.
            childRequest = childRequest.invoking("orderByPrimaryKey")
            order = " (in primary key order)"
        }
        func request(_ base: Expression) -> Expression {
            let including = base.invoking("including", [Argument(toOne ? "optional" : "all", childRequest)])
            return including.invoking("asRequest", [Argument("of", .metatype(.named(result)))])
        }
        var members: [Declaration] = []
        if !n.record.primaryKey.isEmpty {
            let filtered = Expression.identifier(type).invoking("filter", [Argument("key", n.keyArgument)])
            members += both(
                n, doc: "The `\(type)` with this key and its `\(association.name)`\(order), in one read.",
                "fetch\(n.one)With\(children)", n.keyParameters, result: TypeReference.named(result).optional,
                StoreMethod.access("read", request(filtered).invoking("fetchOne", [Argument(nil, .identifier("db"))])))
        }
        members += both(
            n, doc: "All rows of `\(n.record.tableName)`, each with its `\(association.name)`\(order), in one read.",
            "fetch\(n.many)With\(children)", [], result: .array(.named(result)),
            StoreMethod.access(
                "read", request(.identifier(type)).invoking("fetchAll", [Argument(nil, .identifier("db"))])))
        return members
    }

    /// With `children`, for each parent, `liveTodos(listId:orderedBy:)`, a `LiveValue` of one parent's
    /// rows (all rows: `store.live(Todo.all().ordered(by: …))`, GRDBGenRuntime's).
    private static func liveValues(_ n: Names, store: String) -> Declaration? {
        var methods: [Declaration] = []
        // Beside `fetchTodos(listId:)` and `observeTodos(listId:)`, which `children` gives.
        for association in n.record.features.children ? n.record.belongsTo : [] {
            guard let (_, parameters, fetch) = perParentFetch(n, association) else { continue }
            let live = Expression.call(
                .identifier("LiveValue"), [Argument(nil, .array([])), Argument("in", .identifier("writer"))],
                trailing: Closure(parameters: ["db"], body: [.expression(.tryExpression(fetch))]))
            methods.append(
                Declaration(
                    doc: """
                        The rows of `\(n.record.tableName)` that belong to one `\(association.otherRecord)`\
                        \(n.ordered ? ", in the given order" : ""), kept current while the live value lives.
                        """,
                    modifiers: n.modifiers, attributes: [.availableWithObservation, .mainActor],
                    .function(
                        name: "live\(n.many)", parameters: parameters, throwing: false,
                        result: .generic("LiveValue", [.array(n.recordType)]), body: [.expression(live)])))
        }
        guard !methods.isEmpty else { return nil }
        return StoreMethod.storeExtension(store, where: .canImport("Observation"), methods)
    }
}
