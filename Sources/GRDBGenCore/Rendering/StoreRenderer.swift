/// Renders the store type named by `swift.store`, and its methods for each record.
enum StoreRenderer {
    /// The store type: it owns the connection and migrates it on creation.
    static func render(_ schema: ValidatedSchema, schemaFileName: String) -> RenderedFile {
        let access = schema.accessPrefix
        let store = schema.storeName
        var writer = SwiftWriter()
        writer.doc("""
            The database of the app, with the tables of \(schemaFileName).

            ```swift
            let store = try \(store).openFile(atPath: path) // a DatabasePool, WAL
            let preview = try \(store).inMemory()           // a DatabaseQueue
            ```
            """)
        writer.block("\(access)struct \(store): DatabaseStore {") { w in
            w.doc("The connection: a `DatabasePool` for a file, a `DatabaseQueue` in memory.")
            w.line("\(access)let writer: any DatabaseWriter")
            w.line()
            w.doc("""
                Opens the store on a connection and applies the pending migrations.

                - throws: `StoreError.newerSchema` when the database was migrated by a newer schema.
                """)
            w.block("\(access)init(_ writer: any DatabaseWriter) throws {") { body in
                body.line("try Self.migrate(writer)")
                body.line("self.writer = writer")
            }
        }
        return RenderedFile(name: "\(store).swift", imports: ["GRDB", "GRDBGenRuntime"], body: writer.text)
    }

    /// The names and helpers of one record's store methods.
    private struct Names {
        let record: RecordModel
        let access: String
        var type: String { record.recordName }
        var one: String { type }
        var many: String { SwiftName.plural(type) }
        var value: String { SwiftName.escaped(SwiftName.lowercasedFirst(type)) }
        var values: String { SwiftName.lowercasedFirst(many) }
        var article: String { SwiftName.withArticle("`\(type)`", word: type) }
        var ordered: Bool { !record.orderings.isEmpty }
        var orderParameter: String { ordered ? "orderedBy ordering: \(type).Ordering = .unspecified" : "" }
        /// The fetch of all rows, through the record's fast path.
        var fetchAll: String { ordered ? "\(type).fetchAll(db, orderedBy: ordering)" : "\(type).fetchAll(db)" }

        /// How a key value is given to GRDB: UUIDs stored as text are converted.
        func sqlValue(_ property: PropertyModel, _ expression: String) -> String {
            property.isUUIDText ? "\(expression).uuidString.lowercased()" : expression
        }

        /// The parameters of a key lookup: `id: Int64`, or one per column of a composite key.
        var keyParameters: String {
            if let key = record.singleKey { return "id: \(key.valueType)" }
            return record.primaryKey.map { "\(SwiftName.escaped($0.propertyName)): \($0.valueType)" }.joined(separator: ", ")
        }

        /// The key argument of `fetchOne(_:key:)` and `deleteOne(_:key:)`.
        var keyArgument: String {
            if let key = record.singleKey { return sqlValue(key, "id") }
            let pairs = record.primaryKey.map { property in
                "\(SwiftLiteral.string(property.columnName)): \(sqlValue(property, SwiftName.escaped(property.propertyName)))"
            }
            return "[\(pairs.joined(separator: ", "))]"
        }
    }

    /// The store's methods for one record: save, insert, update, delete, fetch, count, observe,
    /// publishers, and fetches with children.
    static func renderMethods(for record: RecordModel, schema: ValidatedSchema) -> RenderedFile {
        let names = Names(record: record, access: schema.accessPrefix)
        var writer = SwiftWriter()
        writer.block("extension \(schema.storeName) {") { w in
            renderWrites(names, into: &w)
            renderReads(names, into: &w)
            for association in record.hasMany {
                renderWithChildren(names, association, into: &w)
            }
        }
        writer.line()
        renderPublishers(names, store: schema.storeName, into: &writer)
        let imports = record.needsFoundation ? ["Foundation", "GRDB", "GRDBGenRuntime"] : ["GRDB", "GRDBGenRuntime"]
        return RenderedFile(name: "\(schema.storeName)+\(record.recordName).swift", imports: imports, body: writer.text)
    }

    private static func method(_ doc: String, _ signature: String, _ body: String, into w: inout SwiftWriter, discardable: Bool = false) {
        if !w.lines.isEmpty, w.lines.last?.hasSuffix("{") == false { w.line() }
        w.doc(doc)
        if discardable { w.line("@discardableResult") }
        w.block(signature + " {") { $0.line(body) }
    }

    private static func renderWrites(_ n: Names, into w: inout SwiftWriter) {
        let a = n.access, type = n.type, value = n.value
        if n.record.hasAutoincrementKey, let key = n.record.singleKey {
            method(
                "Inserts or updates \(n.article). A new one gets its `\(key.propertyName)`.",
                "\(a)func save\(n.one)(_ \(value): inout \(type)) throws",
                "try writer.write { db in try \(value).save(db) }", into: &w)
            method(
                "Inserts \(n.article) and sets its `\(key.propertyName)`.",
                "\(a)func insert\(n.one)(_ \(value): inout \(type)) throws",
                "try writer.write { db in try \(value).insert(db) }", into: &w)
            method(
                "Inserts a draft, and returns the full `\(type)`: its `\(key.propertyName)` and the defaults SQLite filled in.",
                "\(a)func insert\(n.one)(_ draft: \(type).Draft) throws -> \(type)",
                "try writer.write { db in try draft.insertAndFetch(db) }", into: &w, discardable: true)
        } else if !n.record.primaryKey.isEmpty {
            method(
                "Inserts or updates \(n.article).",
                "\(a)func save\(n.one)(_ \(value): \(type)) throws",
                "try writer.write { db in try \(value).save(db) }", into: &w)
            method(
                "Inserts \(n.article).",
                "\(a)func insert\(n.one)(_ \(value): \(type)) throws",
                "try writer.write { db in try \(value).insert(db) }", into: &w)
        } else {
            method(
                "Inserts \(n.article).",
                "\(a)func insert\(n.one)(_ \(value): \(type)) throws",
                "try writer.write { db in try \(value).insert(db) }", into: &w)
        }
        guard !n.record.primaryKey.isEmpty else { return }
        method(
            "Updates \(n.article). Throws `RecordError.recordNotFound` when no row has its key.",
            "\(a)func update\(n.one)(_ \(value): \(type)) throws",
            "try writer.write { db in try \(value).update(db) }", into: &w)
        if let key = n.record.singleKey {
            let keys = key.isUUIDText ? "ids.map { $0.uuidString.lowercased() }" : "ids"
            method(
                "Deletes the rows with these keys, and returns how many were deleted.",
                "\(a)func delete\(n.many)(ids: [\(key.valueType)]) throws -> Int",
                "try writer.write { db in try \(type).deleteAll(db, keys: \(keys)) }", into: &w, discardable: true)
        } else {
            method(
                "Deletes the row with this key, and returns whether there was one.",
                "\(a)func delete\(n.one)(\(n.keyParameters)) throws -> Bool",
                "try writer.write { db in try \(type).deleteOne(db, key: \(n.keyArgument)) }", into: &w, discardable: true)
        }
    }

    private static func renderReads(_ n: Names, into w: inout SwiftWriter) {
        let a = n.access, type = n.type
        if n.record.singleKey != nil {
            method(
                "The `\(type)` with this key, if any.",
                "\(a)func fetch\(n.one)(\(n.keyParameters)) throws -> \(type)?",
                "try writer.read { db in try \(type).fetchOne(db, key: id) }", into: &w)
        } else if !n.record.primaryKey.isEmpty {
            method(
                "The `\(type)` with this key, if any.",
                "\(a)func fetch\(n.one)(\(n.keyParameters)) throws -> \(type)?",
                "try writer.read { db in try \(type).fetchOne(db, key: \(n.keyArgument)) }", into: &w)
        }
        method(
            n.ordered ? "All rows of `\(n.record.tableName)`, in the given order." : "All rows of `\(n.record.tableName)`.",
            "\(a)func fetch\(n.many)(\(n.orderParameter)) throws -> [\(type)]",
            "try writer.read { db in try \(n.fetchAll) }", into: &w)
        method(
            "The number of rows of `\(n.record.tableName)`.",
            "\(a)func count\(n.many)() throws -> Int",
            "try writer.read { db in try \(type).fetchCount(db) }", into: &w)
        method(
            """
            Observes all rows of `\(n.record.tableName)`\(n.ordered ? " in the given order" : ""): the current list, then a new one after each change.

            ```swift
            for try await \(n.values) in store.observe\(n.many)() { … }
            ```
            """,
            "\(a)func observe\(n.many)(\(n.orderParameter)) -> AsyncValueObservation<[\(type)]>",
            "observe { db in try \(n.fetchAll) }", into: &w)
    }

    private static func renderWithChildren(_ n: Names, _ association: AssociationModel, into w: inout SwiftWriter) {
        let a = n.access, type = n.type
        let result = RecordRenderer.withChildrenName(n.record, association)
        let children = SwiftName.uppercasedFirst(association.name)
        let request = "\(type).including(all: \(type).\(SwiftName.escaped(association.name))).asRequest(of: \(result).self)"
        if !n.record.primaryKey.isEmpty {
            method(
                "The `\(type)` with this key and its `\(association.name)`, in one read.",
                "\(a)func fetch\(n.one)With\(children)(\(n.keyParameters)) throws -> \(result)?",
                "try writer.read { db in try \(type).filter(key: \(n.keyArgument)).including(all: \(type).\(SwiftName.escaped(association.name))).asRequest(of: \(result).self).fetchOne(db) }",
                into: &w)
        }
        method(
            "All rows of `\(n.record.tableName)`, each with its `\(association.name)`, in one read.",
            "\(a)func fetch\(n.many)With\(children)() throws -> [\(result)]",
            "try writer.read { db in try \(request).fetchAll(db) }", into: &w)
    }

    private static func renderPublishers(_ n: Names, store: String, into writer: inout SwiftWriter) {
        writer.line("#if canImport(Combine) || canImport(OpenCombine)")
        writer.block("extension \(store) {") { w in
            w.doc("""
                A Combine publisher of all rows of `\(n.record.tableName)`\(n.ordered ? " in the given order" : ""): the current list, then a new one after each change, on the main queue.

                ```swift
                cancellable = store.\(n.values)Publisher().sink(receiveCompletion: { _ in }, receiveValue: { \(n.values) in … })
                ```
                """)
            w.block("\(n.access)func \(n.values)Publisher(\(n.orderParameter)) -> DatabasePublisher<[\(n.type)]> {") { body in
                body.line("publisher { db in try \(n.fetchAll) }")
            }
        }
        writer.line("#endif")
    }
}
