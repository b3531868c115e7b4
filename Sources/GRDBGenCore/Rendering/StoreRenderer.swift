/// Renders the store type named by `swift.store`, and its methods for each record.
enum StoreRenderer {
    /// The store type: it owns the connection and migrates it on creation.
    static func render(_ schema: ValidatedSchema, schemaFileName: String) -> RenderedFile {
        let modifiers = schema.accessModifiers
        let store = schema.storeName
        var baseline: [Declaration] = []
        if let first = schema.schema.migrations.first, let replaces = first.baseline?.value {
            baseline.append(Declaration(
                doc: """
                    Migration `\(first.id.value)` is a baseline: a file made before GRDBGen with the same tables \
                    is adopted rather than migrated again (GRDBGenRuntime's `Baseline`).
                    """,
                modifiers: modifiers + ["static"],
                .variable(isLet: false, name: "baseline", type: "Baseline?", value: nil, getter: [
                    .expression(.call(.identifier("Baseline"), [
                        Argument("migration", .string(first.id.value)),
                        Argument("replaces", .array(replaces.map { .string($0.value) })),
                    ], trailing: nil)),
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
            .structure(name: store, inherits: ["DatabaseStore"], members: [
                Declaration(
                    doc: "The connection: a `DatabasePool` for a file, a `DatabaseQueue` in memory.", modifiers: modifiers,
                    .variable(isLet: true, name: "writer", type: "any DatabaseWriter", value: nil, getter: nil)),
                Declaration(
                    doc: """
                        Opens the store on a connection and applies the pending migrations.

                        - throws: `StoreError.newerSchema` when the database was migrated by a newer schema.
                        """,
                    modifiers: modifiers,
                    .initializer(parameters: [Parameter("_", "writer", "any DatabaseWriter")], throwing: true, body: [
                        .expression(.tryExpression(.identifier("Self").invoking("migrate", [
                            Argument(nil, .identifier("writer")),
                        ]))),
                        .assignment(.member(.identifier("self"), "writer"), .identifier("writer")),
                    ])),
            ] + baseline))
        return RenderedFile(name: "\(store).swift", imports: ["GRDB", "GRDBGenRuntime"], declarations: [declaration])
    }

    /// The names and helpers of one record's store methods.
    private struct Names {
        let record: RecordModel
        let modifiers: [String]
        var type: String { record.recordName }
        var one: String { type }
        var many: String { SwiftName.plural(type) }
        var value: String { SwiftName.lowercasedFirst(type) }
        var values: String { SwiftName.lowercasedFirst(many) }
        var article: String { SwiftName.withArticle("`\(type)`", word: type) }
        var ordered: Bool { !record.orderings.isEmpty }

        /// `orderedBy ordering: Item.Ordering = .unspecified`, for a record with orderings.
        var orderParameters: [Parameter] {
            ordered ? [Parameter("orderedBy", "ordering", "\(type).Ordering", default: .implicitMember("unspecified"))] : []
        }

        /// The fetch of all rows, through the record's fast path.
        var fetchAll: Expression {
            let arguments = ordered ? [Argument(nil, .identifier("db")), Argument("orderedBy", .identifier("ordering"))]
                : [Argument(nil, .identifier("db"))]
            return .identifier(type).invoking("fetchAll", arguments)
        }

        /// How a key value is given to GRDB: UUIDs stored as text and dates stored as Unix time are converted.
        func sqlValue(_ property: PropertyModel, _ expression: Expression) -> Expression {
            if let unixTime = property.unixTime { return .unixTimeValue(expression, unixTime) }
            guard property.isUUIDText else { return expression }
            return .uuidText(expression)
        }

        /// The parameters of a key lookup: `id: Int64`, or one per column of a composite key.
        var keyParameters: [Parameter] {
            if let key = record.singleKey { return [Parameter(nil, "id", key.valueType)] }
            return record.primaryKey.map { Parameter(nil, $0.propertyName, $0.valueType) }
        }

        /// The key argument of `fetchOne(_:key:)` and `deleteOne(_:key:)`.
        var keyArgument: Expression {
            if let key = record.singleKey { return sqlValue(key, .identifier("id")) }
            return .verbatim("[" + record.primaryKey.map { property in
                let value = SwiftPrinter().single(sqlValue(property, .identifier(property.propertyName))) ?? ""
                return SwiftPrinter.stringLiteral(property.columnName) + ": " + value
            }.joined(separator: ", ") + "]")
        }
    }

    /// The store's methods for one record: save, insert, update, delete, fetch, count, observe,
    /// publishers, and fetches with children.
    static func renderMethods(for record: RecordModel, schema: ValidatedSchema) -> RenderedFile {
        let names = Names(record: record, modifiers: schema.accessModifiers)
        // A view is only read.
        var members = (record.isView ? [] : writes(names)) + reads(names)
        for association in record.belongsTo {
            members += perParent(names, association)
        }
        for association in record.hasMany {
            let child = schema.records.first { $0.recordName == association.otherRecord && !$0.isView }
            members += withChildren(names, association, child: child)
        }
        let imports = record.needsFoundation ? ["Foundation", "GRDB", "GRDBGenRuntime"] : ["GRDB", "GRDBGenRuntime"]
        var declarations = [Declaration(.extensionOf(type: schema.storeName, inherits: [], members: members))]
        if !record.withoutRowID {
            declarations.append(publishers(names, store: schema.storeName))
        }
        return RenderedFile(name: "\(schema.storeName)+\(record.recordName).swift", imports: imports, declarations: declarations)
    }

    /// A store method whose body reads or writes: `try writer.write { db in try body }`, and its
    /// `async` twin, which suspends instead of blocking the caller (GRDB's async `read`/`write`).
    /// An `inout` record becomes a value the twin returns: `try await store.saveItem(item)` gives
    /// the saved item, its new key set. The twin's doc is `asyncDoc`, or the method's.
    static func withAsyncTwin(
        modifiers: [String], doc: String, asyncDoc: String? = nil, _ name: String, _ parameters: [Parameter],
        result: String? = nil, discardable: Bool = false, _ access: String, _ body: Expression
    ) -> [Declaration] {
        let closure = Closure(parameters: ["db"], body: [.expression(.tryExpression(body))])
        let sync = Declaration(
            doc: doc, modifiers: modifiers, attributes: discardable ? ["@discardableResult"] : [],
            .function(name: name, parameters: parameters, throwing: true, result: result, body: [
                .expression(.tryExpression(.identifier("writer").invoking(access, [], trailing: closure))),
            ]))
        var asyncParameters = parameters
        var asyncResult = result
        var twinClosure = closure
        var twinDoc = asyncDoc ?? doc
        if let index = parameters.firstIndex(where: { $0.type.hasPrefix("inout ") }) {
            let value = parameters[index].name
            let type = String(parameters[index].type.dropFirst("inout ".count))
            asyncParameters[index].type = type
            asyncResult = type
            twinClosure.body = [
                .declaration(Declaration(.variable(isLet: false, name: value, type: nil, value: .identifier(value), getter: nil))),
                .expression(.tryExpression(body)),
                .returnStatement(.identifier(value)),
            ]
            twinDoc += " Returns it."
        }
        var twin = Declaration(
            doc: twinDoc, modifiers: modifiers, attributes: discardable || asyncResult != result ? ["@discardableResult"] : [],
            .function(name: name, parameters: asyncParameters, throwing: true, result: asyncResult, body: [
                .expression(.tryAwait(.identifier("writer").invoking(access, [], trailing: twinClosure))),
            ]))
        twin.isAsync = true
        return [sync, twin]
    }

    /// ``withAsyncTwin(modifiers:doc:asyncDoc:_:_:result:discardable:_:_:)`` for a record's method.
    private static func both(
        _ n: Names, doc: String, _ name: String, _ parameters: [Parameter], result: String? = nil,
        discardable: Bool = false, _ access: String, _ body: Expression
    ) -> [Declaration] {
        withAsyncTwin(modifiers: n.modifiers, doc: doc, name, parameters, result: result, discardable: discardable, access, body)
    }

    /// `receiver.name(db)`, `receiver.name(db, key: …)`.
    private static func call(_ receiver: String, _ name: String, _ arguments: [Argument] = []) -> Expression {
        .identifier(receiver).invoking(name, [Argument(nil, .identifier("db"))] + arguments)
    }

    private static func writes(_ n: Names) -> [Declaration] {
        let type = n.type, value = n.value
        var members: [Declaration] = []
        let record = Parameter("_", value, n.record.hasAutoincrementKey ? "inout \(type)" : type)
        if n.record.hasAutoincrementKey, let key = n.record.singleKey {
            members += both(n, doc: "Inserts or updates \(n.article). A new one gets its `\(key.propertyName)`.",
                                  "save\(n.one)", [record], "write", call(value, "save"))
            members += both(n, doc: "Inserts \(n.article) and sets its `\(key.propertyName)`.",
                                  "insert\(n.one)", [record], "write", call(value, "insert"))
            members += both(
                n, doc: "Inserts a draft, and returns the full `\(type)`: its `\(key.propertyName)` and the defaults SQLite filled in.",
                "insert\(n.one)", [Parameter("_", "draft", "\(type).Draft")], result: type, discardable: true,
                "write", call("draft", "insertAndFetch"))
        } else {
            if !n.record.primaryKey.isEmpty {
                members += both(n, doc: "Inserts or updates \(n.article).", "save\(n.one)", [record], "write", call(value, "save"))
            }
            members += both(n, doc: "Inserts \(n.article).", "insert\(n.one)", [record], "write", call(value, "insert"))
        }
        guard !n.record.primaryKey.isEmpty else { return members }
        members += both(n, doc: "Updates \(n.article). Throws `RecordError.recordNotFound` when no row has its key.",
                              "update\(n.one)", [Parameter("_", value, type)], "write", call(value, "update"))
        if let key = n.record.singleKey {
            let keys: Expression = key.isUUIDText ? .verbatim("ids.map { $0.uuidString.lowercased() }") : .identifier("ids")
            members += both(
                n, doc: "Deletes the rows with these keys, and returns how many were deleted.",
                "delete\(n.many)", [Parameter(nil, "ids", "[\(key.valueType)]")], result: "Int", discardable: true,
                "write", call(type, "deleteAll", [Argument("keys", keys)]))
        } else {
            members += both(
                n, doc: "Deletes the row with this key, and returns whether there was one.",
                "delete\(n.one)", n.keyParameters, result: "Bool", discardable: true,
                "write", call(type, "deleteOne", [Argument("key", n.keyArgument)]))
        }
        return members
    }

    private static func reads(_ n: Names) -> [Declaration] {
        let type = n.type
        var members: [Declaration] = []
        if n.record.singleKey != nil {
            members += both(n, doc: "The `\(type)` with this key, if any.", "fetch\(n.one)", n.keyParameters,
                                  result: "\(type)?", "read", call(type, "fetchOne", [Argument("key", .identifier("id"))]))
        } else if !n.record.primaryKey.isEmpty {
            members += both(n, doc: "The `\(type)` with this key, if any.", "fetch\(n.one)", n.keyParameters,
                                  result: "\(type)?", "read", call(type, "fetchOne", [Argument("key", n.keyArgument)]))
        }
        members += both(
            n, doc: n.ordered ? "All rows of `\(n.record.tableName)`, in the given order." : "All rows of `\(n.record.tableName)`.",
            "fetch\(n.many)", n.orderParameters, result: "[\(type)]", "read", n.fetchAll)
        members += both(n, doc: "The number of rows of `\(n.record.tableName)`.", "count\(n.many)", [], result: "Int",
                              "read", call(type, "fetchCount"))
        if let search = n.record.search {
            let list = search.columns.map { "`\($0)`" }.joined(separator: ", ")
            let pattern = Expression.call(.identifier("FTS5Pattern"), [Argument("matchingAllPrefixesIn", .identifier("text"))], trailing: nil)
            let request = Expression.identifier(type).invoking("all").invoking("searching", [Argument(nil, pattern)])
            members += both(
                n, doc: """
                    The rows of `\(n.record.tableName)` whose \(list) match the words of `text`, the best matches first. Each word \
                    finds the words it starts (`app` finds `apples`); text without words (blank, punctuation) finds nothing.
                    """,
                "search\(n.many)", [Parameter("matching", "text", "String")], result: "[\(type)]", "read",
                request.invoking("fetchAll", [Argument(nil, .identifier("db"))]))
        }
        // GRDB's observations are not told of changes to WITHOUT ROWID tables: no observe method.
        guard !n.record.withoutRowID else { return members }
        let observe = Expression.call(.identifier("observe"), [], trailing: Closure(
            parameters: ["db"], body: [.expression(.tryExpression(n.fetchAll))]))
        members.append(Declaration(
            doc: """
                Observes all rows of `\(n.record.tableName)`\(n.ordered ? " in the given order" : ""): the current list, \
                then a new one after each change.

                ```swift
                for try await \(n.values) in store.observe\(n.many)() { … }
                ```
                """,
            modifiers: n.modifiers,
            .function(name: "observe\(n.many)", parameters: n.orderParameters, throwing: false,
                      result: "AsyncValueObservation<[\(type)]>", body: [.expression(observe)])))
        return members
    }

    /// The rows of one parent, for a foreign key of the record: `fetchTodos(listId:orderedBy:)` and its
    /// async twin, `observeTodos(listId:orderedBy:)` (not for a WITHOUT ROWID table, which GRDB does not observe).
    private static func perParent(_ n: Names, _ association: AssociationModel) -> [Declaration] {
        let type = n.type
        let keys = association.columns.compactMap { column in
            n.record.properties.first { $0.columnName.isSameSQLName(as: column) }
        }
        guard keys.count == association.columns.count, !keys.isEmpty else { return [] }
        var request = Expression.identifier(type)
        for key in keys {
            let column = Expression.member(.member(.identifier(type), "Columns"), key.propertyName)
            request = request.invoking("filter", [Argument(nil, .binary(column, "==", n.sqlValue(key, .identifier(key.propertyName))))])
        }
        if n.ordered { request = request.invoking("ordered", [Argument("by", .identifier("ordering"))]) }
        let fetch = request.invoking("fetchAll", [Argument(nil, .identifier("db"))])
        let parameters = keys.map { Parameter(nil, $0.propertyName, $0.valueType) } + n.orderParameters
        let list = keys.map { "`\($0.columnName)`" }.joined(separator: ", ")
        let which = "The rows of `\(n.record.tableName)` that belong to one `\(association.otherRecord)`: "
            + "\(list) equal to the given \(keys.count == 1 ? "value" : "values")"
            + (n.ordered ? ", in the given order." : ".")
        var members = both(n, doc: which, "fetch\(n.many)", parameters, result: "[\(type)]", "read", fetch)
        guard !n.record.withoutRowID else { return members }
        let labels = keys.map { "\($0.propertyName): \(SwiftName.lowercasedFirst(association.otherRecord)).id" }.joined(separator: ", ")
        members.append(Declaration(
            doc: """
                Observes the rows of `\(n.record.tableName)` that belong to one `\(association.otherRecord)`\
                \(n.ordered ? ", in the given order" : ""): the current list, then a new one after each change.

                ```swift
                for try await \(n.values) in store.observe\(n.many)(\(labels)) { … }
                ```
                """,
            modifiers: n.modifiers,
            .function(name: "observe\(n.many)", parameters: parameters, throwing: false,
                      result: "AsyncValueObservation<[\(type)]>",
                      body: [.expression(.call(.identifier("observe"), [], trailing: Closure(
                          parameters: ["db"], body: [.expression(.tryExpression(fetch))])))])))
        return members
    }

    /// `fetchListWithTodos(id:)` and `fetchListsWithTodos()`: parents with their children, the
    /// children in the child's first ordering, else by primary key.
    private static func withChildren(_ n: Names, _ association: AssociationModel, child: RecordModel?) -> [Declaration] {
        let type = n.type
        let result = RecordRenderer.withChildrenName(n.record, association)
        let children = SwiftName.uppercasedFirst(association.name)
        var childRequest = Expression.member(.identifier(type), association.name)
        var order = ""
        if let child, let ordering = child.orderings.first {
            childRequest = childRequest.invoking(ordering.methodName)
            order = " (in order of `\(ordering.property.columnName)`)"
        } else if child != nil {
            // GRDB's primary key order: the key's columns, or the rowid of a table without one.
            childRequest = childRequest.invoking("orderByPrimaryKey")
            order = " (in primary key order)"
        }
        func request(_ base: Expression) -> Expression {
            let including = base.invoking("including", [Argument("all", childRequest)])
            return including.invoking("asRequest", [Argument("of", .verbatim("\(result).self"))])
        }
        var members: [Declaration] = []
        if !n.record.primaryKey.isEmpty {
            let filtered = Expression.identifier(type).invoking("filter", [Argument("key", n.keyArgument)])
            members += both(
                n, doc: "The `\(type)` with this key and its `\(association.name)`\(order), in one read.",
                "fetch\(n.one)With\(children)", n.keyParameters, result: "\(result)?", "read",
                request(filtered).invoking("fetchOne", [Argument(nil, .identifier("db"))]))
        }
        members += both(
            n, doc: "All rows of `\(n.record.tableName)`, each with its `\(association.name)`\(order), in one read.",
            "fetch\(n.many)With\(children)", [], result: "[\(result)]", "read",
            request(.identifier(type)).invoking("fetchAll", [Argument(nil, .identifier("db"))]))
        return members
    }

    private static func publishers(_ n: Names, store: String) -> Declaration {
        let publisher = Expression.call(.identifier("publisher"), [], trailing: Closure(
            parameters: ["db"], body: [.expression(.tryExpression(n.fetchAll))]))
        let method = Declaration(
            doc: """
                A Combine publisher of all rows of `\(n.record.tableName)`\(n.ordered ? " in the given order" : ""): \
                the current list, then a new one after each change, on the main queue.

                ```swift
                cancellable = store.\(n.values)Publisher().sink { _ in } receiveValue: { \(n.values) in … }
                ```
                """,
            modifiers: n.modifiers,
            .function(name: "\(n.values)Publisher", parameters: n.orderParameters, throwing: false,
                      result: "DatabasePublisher<[\(n.type)]>", body: [.expression(publisher)]))
        return Declaration(.conditional(
            condition: "canImport(Combine) || canImport(OpenCombine)",
            declarations: [Declaration(.extensionOf(type: store, inherits: [], members: [method]))]))
    }
}
