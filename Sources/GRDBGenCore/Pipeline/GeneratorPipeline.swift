import Foundation

/// The generator, from the bytes of schema.yaml to Swift files, in typed stages
/// (``GeneratorPipelineStage``):
///
/// 1. parse: ``SchemaSource`` → ``ParsedDocument`` (``YAMLParser``)
/// 2. translate: ``ParsedDocument`` → ``Schema`` (``SchemaTranslator``)
/// 3. validate: ``Schema`` → ``ValidatedSchema``: the lock (``LockVerifier``), then names and the
///    fold of the migrations (``SchemaValidator``, ``MigrationFolder``)
/// 4. describe views: the columns SQLite reports for each view of `views:` make its record
///    (``ViewDescriber``, ``ViewRecords``); nothing to do without views
/// 5. describe queries: SQLite compiles each query of `queries:` in a database with the schema;
///    its errors, parameters and result columns make the typed query (``QueryDescriber``,
///    ``QueryResolver``); nothing to do without queries
/// 6. verify and render, side by side: the migrations and `tables:` in real SQLite databases
///    (``SQLiteVerifier``) while ``SwiftRenderer`` makes ``GeneratedFiles``, which are dropped if
///    the verification fails
///
/// Each stage reports into one ``DiagnosticCollector``; the pipeline stops after a stage that
/// reported errors and throws them all.
///
/// ```swift
/// let source = try SchemaSource.read(path: "schema.yaml")
/// let files = try await GeneratorPipeline().run(source).files
/// ```
public struct GeneratorPipeline: Sendable {
    /// What a successful run produced.
    public struct Output: Sendable {
        /// The generated files.
        public var files: GeneratedFiles
        /// The warnings of the run.
        public var diagnostics: [Diagnostic]
        /// The lock file with every migration of the schema locked: the given lock (or a new
        /// one beside the schema) with the new migrations appended.
        public var lock: LockFile
    }

    /// How the output is split into files.
    public var layout: SwiftRenderer.Layout

    /// Creates a pipeline.
    public init(layout: SwiftRenderer.Layout = .files) {
        self.layout = layout
    }

    /// Runs every stage.
    ///
    /// - throws: ``GenerationFailed`` with every diagnostic when the schema has errors.
    ///
    /// - parameter lock: the lock file of the schema, when it has one: locked migrations that
    ///   changed, moved or disappeared are errors.
    public func run(_ source: SchemaSource, lock: LockFile? = nil) async throws(GenerationFailed) -> Output {
        let diagnostics = DiagnosticCollector()
        let validated = try await validate(source, lock: lock, verify: false, diagnostics: diagnostics)
        let name = URL(fileURLWithPath: source.path).lastPathComponent
        let files = try await Self.verifyAndRender(layout: layout, schemaFileName: name)
            .run(validated, diagnostics: diagnostics)
        let updated = (lock ?? LockFile(path: LockFile.path(forSchema: source.path))).locking(
            validated.schema.migrations)
        return Output(files: files, diagnostics: diagnostics.diagnostics, lock: updated)
    }

    /// Runs the parse, translate, validate and verify stages.
    ///
    /// - throws: ``GenerationFailed`` with every diagnostic when the schema has errors.
    ///
    /// - parameter verify: whether to run the verification (``run(_:lock:)`` runs it beside
    ///   rendering).
    public func validate(
        _ source: SchemaSource, lock: LockFile? = nil, verify: Bool = true, diagnostics: DiagnosticCollector
    ) async throws(GenerationFailed) -> ValidatedSchema {
        let document = try await Self.parse.run(source, diagnostics: diagnostics)
        let schema = try await Self.translate.run(document, diagnostics: diagnostics)
        let checked = try await Self.validate(lock: lock, migrationsLocation: source.location(line: 1, column: 1))
            .run(schema, diagnostics: diagnostics)
        let described = try await Self.describeViews.run(checked, diagnostics: diagnostics)
        let validated = try await Self.describeQueries.run(described, diagnostics: diagnostics)
        if verify {
            return try await Self.verify.run(validated, diagnostics: diagnostics)
        }
        return validated
    }

    // MARK: - The stages

    static var parse: GeneratorPipelineStage<SchemaSource, ParsedDocument> {
        GeneratorPipelineStage("parse") { source, diagnostics in
            YAMLParser.parse(source, diagnostics: diagnostics)
        }
    }

    static var translate: GeneratorPipelineStage<ParsedDocument, Schema> {
        GeneratorPipelineStage("translate") { document, diagnostics in
            SchemaTranslator.translate(document, diagnostics: diagnostics)
        }
    }

    /// The lock's errors and the validation's are reported together.
    static func validate(
        lock: LockFile?, migrationsLocation: SourceLocation
    ) -> GeneratorPipelineStage<Schema, ValidatedSchema> {
        GeneratorPipelineStage("validate") { schema, diagnostics in
            var schema = schema
            if let lock {
                schema.migrations = LockVerifier.reading(schema.migrations, as: lock)
                LockVerifier.check(
                    schema.migrations, against: lock, migrationsLocation: migrationsLocation, diagnostics: diagnostics)
            }
            return SchemaValidator.validate(schema, diagnostics: diagnostics)
        }
    }

    /// The records of the views, from what SQLite reports of their columns.
    static var describeViews: GeneratorPipelineStage<ValidatedSchema, ValidatedSchema> {
        GeneratorPipelineStage("describe views") { schema, diagnostics in
            guard !schema.schema.views.isEmpty else { return schema }
            let reports = ViewDescriber.describe(tables: schema.schema.tables, views: schema.schema.views)
            var described = schema
            described.records += ViewRecords.resolve(schema, reports: reports, diagnostics: diagnostics)
            return described
        }
    }

    /// The typed queries, from what SQLite reports of them.
    static var describeQueries: GeneratorPipelineStage<ValidatedSchema, ValidatedSchema> {
        GeneratorPipelineStage("describe queries") { schema, diagnostics in
            guard !schema.schema.queries.isEmpty else { return schema }
            // A schema SQLite refuses: the verifier says why.
            guard
                let reports = QueryDescriber.describe(
                    tables: schema.schema.tables, views: schema.schema.views, queries: schema.schema.queries)
            else { return schema }
            var described = schema
            described.queries = QueryResolver.resolve(schema, reports: reports, diagnostics: diagnostics)
            return described
        }
    }

    static var verify: GeneratorPipelineStage<ValidatedSchema, ValidatedSchema> {
        GeneratorPipelineStage("verify") { schema, diagnostics in
            await SQLiteVerifier.verify(schema).forEach(diagnostics.report)
            return schema
        }
    }

    /// Rendering is pure: it runs in a child task while SQLite verifies.
    static func verifyAndRender(
        layout: SwiftRenderer.Layout, schemaFileName: String
    ) -> GeneratorPipelineStage<ValidatedSchema, GeneratedFiles> {
        GeneratorPipelineStage("verify and render") { schema, diagnostics in
            async let files = SwiftRenderer.render(schema, schemaFileName: schemaFileName, layout: layout)
            await SQLiteVerifier.verify(schema).forEach(diagnostics.report)
            return await files
        }
    }
}
