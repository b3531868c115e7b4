/// Renders the store type named by `swift.store`: it owns the database connection and migrates it.
enum StoreRenderer {
    static func render(_ schema: ValidatedSchema, schemaFileName: String) -> String {
        let access = schema.accessPrefix
        let store = schema.storeName
        var writer = SwiftWriter()
        writer.doc("""
            The database of the app, with the tables of \(schemaFileName).

            ```swift
            let store = try \(store)(DatabaseQueue())
            ```
            """)
        writer.block("\(access)struct \(store): Sendable {") { w in
            w.doc("The connection: a `DatabasePool` for a file, a `DatabaseQueue` in memory.")
            w.line("\(access)let writer: any DatabaseWriter")
            w.line()
            w.doc("Opens the store on a connection and applies the pending migrations of `migrator`.")
            w.block("\(access)init(_ writer: any DatabaseWriter) throws {") { body in
                body.line("self.writer = writer")
                body.line("try Self.migrator.migrate(writer)")
            }
        }
        return FileHeader.render(schemaFileName: schemaFileName, imports: ["GRDB"]) + "\n" + writer.text
    }
}
