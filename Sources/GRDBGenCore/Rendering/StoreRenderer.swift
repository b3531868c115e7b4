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

    /// The store's methods for one record: save, insert, update, delete, fetch, count, observe.
    static func renderMethods(for record: RecordModel, schema: ValidatedSchema) -> RenderedFile {
        let access = schema.accessPrefix
        let type = record.recordName
        let one = type
        let aType = SwiftName.withArticle("`\(type)`", word: type)
        let many = SwiftName.plural(type)
        let value = SwiftName.escaped(SwiftName.lowercasedFirst(type))
        let values = SwiftName.lowercasedFirst(many)
        let key = record.primaryKey.map { SwiftName.plainType(of: $0) }
        let ordered = !record.orderings.isEmpty
        let orderParameter = ordered ? "orderedBy ordering: \(type).Ordering = .unspecified" : ""
        let request = ordered ? "\(type).all().ordered(by: ordering)" : "\(type).all()"
        var writer = SwiftWriter()
        writer.block("extension \(schema.storeName) {") { w in
            if key != nil {
                if record.hasAutoincrementKey {
                    w.doc("Inserts or updates \(aType). A new one gets its `\(record.primaryKey!.propertyName)`.")
                    w.block("\(access)func save\(one)(_ \(value): inout \(type)) throws {") { body in
                        body.line("try writer.write { db in try \(value).save(db) }")
                    }
                    w.line()
                    w.doc("Inserts \(aType) and sets its `\(record.primaryKey!.propertyName)`.")
                    w.block("\(access)func insert\(one)(_ \(value): inout \(type)) throws {") { body in
                        body.line("try writer.write { db in try \(value).insert(db) }")
                    }
                } else {
                    w.doc("Inserts or updates \(aType).")
                    w.block("\(access)func save\(one)(_ \(value): \(type)) throws {") { body in
                        body.line("try writer.write { db in try \(value).save(db) }")
                    }
                    w.line()
                    w.doc("Inserts \(aType).")
                    w.block("\(access)func insert\(one)(_ \(value): \(type)) throws {") { body in
                        body.line("try writer.write { db in try \(value).insert(db) }")
                    }
                }
                w.line()
                w.doc("Updates \(aType). Throws `RecordError.recordNotFound` when no row has its key.")
                w.block("\(access)func update\(one)(_ \(value): \(type)) throws {") { body in
                    body.line("try writer.write { db in try \(value).update(db) }")
                }
            } else {
                w.doc("Inserts \(aType).")
                w.block("\(access)func insert\(one)(_ \(value): \(type)) throws {") { body in
                    body.line("try writer.write { db in try \(value).insert(db) }")
                }
            }
            if let key {
                w.line()
                w.doc("Deletes the rows with these keys, and returns how many were deleted.")
                w.line("@discardableResult")
                w.block("\(access)func delete\(many)(ids: [\(key)]) throws -> Int {") { body in
                    body.line("try writer.write { db in try \(type).deleteAll(db, keys: ids) }")
                }
                w.line()
                w.doc("The `\(type)` with this key, if any.")
                w.block("\(access)func fetch\(one)(id: \(key)) throws -> \(type)? {") { body in
                    body.line("try writer.read { db in try \(type).fetchOne(db, key: id) }")
                }
            }
            w.line()
            w.doc(ordered ? "All rows of `\(record.tableName)`, in the given order." : "All rows of `\(record.tableName)`.")
            w.block("\(access)func fetch\(many)(\(orderParameter)) throws -> [\(type)] {") { body in
                body.line("try writer.read { db in try \(request).fetchAll(db) }")
            }
            w.line()
            w.doc("The number of rows of `\(record.tableName)`.")
            w.block("\(access)func count\(many)() throws -> Int {") { body in
                body.line("try writer.read { db in try \(type).fetchCount(db) }")
            }
            w.line()
            w.doc("""
                Observes all rows of `\(record.tableName)`\(ordered ? " in the given order" : ""): the current list, then a new one after each change.

                ```swift
                for try await \(values) in store.observe\(many)() { … }
                ```
                """)
            w.block("\(access)func observe\(many)(\(orderParameter)) -> AsyncValueObservation<[\(type)]> {") { body in
                body.line("observe { db in try \(request).fetchAll(db) }")
            }
        }
        return RenderedFile(
            name: "\(schema.storeName)+\(type).swift", imports: ["GRDB", "GRDBGenRuntime"], body: writer.text)
    }
}
