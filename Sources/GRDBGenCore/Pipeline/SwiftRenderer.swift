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

    /// Where the generated code finds GRDBGenRuntime.
    public enum Runtime: String, Sendable, CaseIterable {
        /// In the GRDBGenRuntime module, which generated files import.
        case module
        /// In the app's own target, beside the generated files (``EmbeddedRuntime``): for an app
        /// on a GRDB of its own, such as a SQLCipher build, which cannot depend on GRDBGenRuntime.
        case embedded
    }

    /// The name of the file of the ``Layout/single`` layout.
    public static let singleFileName = "GRDBGen.swift"

    /// The syntax tree of every file, by file name, in order.
    ///
    /// - parameter schemaFileName: the name of the schema file, written in file headers.
    static func files(
        _ schema: DescribedSchema, schemaFileName: String, layout: Layout, runtime: Runtime = .module
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
                    layoutMembers: RecordLayoutRenderer.members(record, modifiers: schema.accessModifiers),
                    queries: QueryRenderer.functions(on: record, schema: schema)))
        }
        for query in schema.queries {
            if case .row(let row) = query.result {
                units.append(QueryRenderer.rowFile(query, row: row, schema: schema))
            }
        }
        let header = FileHeader.lines(schemaFileName: schemaFileName)
        /// The modules of a unit: GRDBGenRuntime's declarations are the target's own when embedded.
        func imports(_ unit: RenderedFile) -> [String] {
            Imports.modules(unit.imports, for: unit.declarations).filter { runtime == .module || $0 != Imports.runtime }
        }
        let spiGroups = runtime == .module ? Imports.spiGroups : [:]
        switch layout {
        case .files:
            return units.map { unit in
                var file = SwiftFile(header: header, imports: imports(unit), declarations: unit.declarations)
                file.spiGroups = spiGroups
                return (unit.name, file)
            }
        case .single:
            var modules: [String] = []
            for module in units.flatMap(imports) where !modules.contains(module) {
                modules.append(module)
            }
            let sections = units.map { SwiftFile.Section(mark: $0.name, declarations: $0.declarations) }
            var file = SwiftFile(header: header, imports: modules.sorted(), sections: sections)
            file.spiGroups = spiGroups
            return [(singleFileName, file)]
        }
    }
}
