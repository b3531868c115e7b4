import GRDBGenSyntax

/// The render stage: ``DescribedSchema`` → the syntax tree of each file (``SwiftFile``), which
/// ``SwiftPrinter`` prints (``GeneratedFiles/init(printing:)``). It decides which renderer of
/// `Rendering/` makes which file; the renderers never call each other.
///
/// Rendering is pure and deterministic: the same schema gives the same trees, in the same file
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

    /// The syntax tree of every file, by file name, in order.
    ///
    /// - parameter schemaFileName: the name of the schema file, written in file headers.
    static func files(
        _ schema: DescribedSchema, schemaFileName: String, layout: Layout
    ) -> [(name: String, file: SwiftFile)] {
        var units = [
            StoreRenderer.render(
                schema, schemaFileName: schemaFileName, functionCheck: FunctionsRenderer.check(schema),
                functionMembers: FunctionsRenderer.members(schema)),
            MigrationRenderer.render(schema, schemaFileName: schemaFileName),
        ]
        for record in schema.records {
            units.append(
                RecordRenderer.render(
                    record, schema: schema,
                    fastPath: FastPathRenderer.members(record, modifiers: schema.accessModifiers),
                    queries: QueryRenderer.functions(on: record, schema: schema)))
        }
        for query in schema.queries {
            if case .row(let row) = query.result {
                units.append(QueryRenderer.rowFile(query, row: row, schema: schema))
            }
        }
        let header = FileHeader.lines(schemaFileName: schemaFileName)
        switch layout {
        case .files:
            return units.map { unit in
                var file = SwiftFile(
                    header: header, imports: Imports.modules(unit.imports, for: unit.declarations),
                    declarations: unit.declarations)
                file.spiGroups = Imports.spiGroups
                return (unit.name, file)
            }
        case .single:
            var imports: [String] = []
            for module in units.flatMap({ Imports.modules($0.imports, for: $0.declarations) })
            where !imports.contains(module) {
                imports.append(module)
            }
            let sections = units.map { SwiftFile.Section(mark: $0.name, declarations: $0.declarations) }
            var file = SwiftFile(header: header, imports: imports.sorted(), sections: sections)
            file.spiGroups = Imports.spiGroups
            return [(singleFileName, file)]
        }
    }
}
