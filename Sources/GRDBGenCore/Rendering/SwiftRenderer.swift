/// The render stage: ``DescribedSchema`` → ``GeneratedFiles``.
///
/// Rendering is pure and deterministic: the same schema gives the same bytes, in the same file
/// order, whatever the machine or the path of the schema.
public enum SwiftRenderer {
    /// How the output is split into files.
    public enum Layout: String, Sendable, CaseIterable {
        /// One file per record, one for the store, one for its migrations and one per record
        /// for the store's methods: for committed `Generated/` directories.
        case files
        /// Everything in one file, `GRDBGen.swift`: for the build tool plugin, whose outputs
        /// must be known before the schema is read.
        case single
    }

    /// The name of the file of the ``Layout/single`` layout.
    public static let singleFileName = "GRDBGen.swift"

    /// Renders every file.
    ///
    /// - parameter schemaFileName: the name of the schema file, written in file headers.
    public static func render(
        _ schema: DescribedSchema, schemaFileName: String, layout: Layout = .files
    ) -> GeneratedFiles {
        var units = [
            StoreRenderer.render(schema, schemaFileName: schemaFileName),
            MigrationRenderer.render(schema, schemaFileName: schemaFileName),
        ]
        for record in schema.records {
            units.append(
                RecordRenderer.render(
                    record, schema: schema,
                    fastPath: FastPathRenderer.members(record, modifiers: schema.accessModifiers),
                    queries: QueryRenderer.functions(on: record, schema: schema)))
            units.append(StoreRenderer.renderMethods(for: record, schema: schema))
        }
        for query in schema.queries {
            if case .row(let row) = query.result {
                units.append(QueryRenderer.rowFile(query, row: row, schema: schema))
            }
        }
        if let queries = QueryRenderer.storeFile(schema) {
            units.append(queries)
        }
        switch layout {
        case .files:
            return GeneratedFiles(
                files: units.map { unit in
                    GeneratedFiles.File(
                        name: unit.name,
                        contents: FileHeader.render(schemaFileName: schemaFileName, imports: unit.imports) + "\n"
                            + unit.body)
                })
        case .single:
            var imports: [String] = []
            for module in units.flatMap(\.imports) where !imports.contains(module) {
                imports.append(module)
            }
            let header = FileHeader.render(schemaFileName: schemaFileName, imports: imports.sorted())
            let body = units.map { "// MARK: - \($0.name)\n\n" + $0.body }.joined(separator: "\n")
            return GeneratedFiles(files: [GeneratedFiles.File(name: singleFileName, contents: header + "\n" + body)])
        }
    }
}
