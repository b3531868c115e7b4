import Foundation
import GRDBGenSyntax

/// The generator, from the bytes of schema.yaml to Swift files, in typed stages
/// (``GeneratorPipelineStage``):
///
/// 1. parse: ``SchemaSource`` → ``ParsedDocument`` (``YAMLParser``)
/// 2. translate: ``ParsedDocument`` → ``Schema`` (``SchemaTranslator``)
/// 3. validate: ``Schema`` → ``ValidatedSchema``: the lock (``LockVerifier``), then names and the
///    fold of the migrations (``SchemaValidator``, ``MigrationFold``)
/// 4. describe: ``ValidatedSchema`` → ``DescribedSchema``: the ``SchemaDatabase`` of `tables:`
///    and `views:` built once in SQLite, and what SQLite reports in it of each view and query
///    (``SchemaDescriber``)
/// 5. verify, and render and print, side by side: the migrations run in SQLite and compared with
///    the schema database (``SQLiteVerifier``) while ``SwiftRenderer`` makes the syntax tree of
///    each file and ``SwiftPrinter`` prints them (``GeneratedFiles``), dropped if the verification
///    fails
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
    /// Where the generated code finds GRDBGenRuntime.
    public var runtime: SwiftRenderer.Runtime
    /// Where to record how long each stage takes, if anywhere.
    public var stageTimes: StageTimes?

    /// Creates a pipeline.
    public init(
        layout: SwiftRenderer.Layout = .files, runtime: SwiftRenderer.Runtime = .module, stageTimes: StageTimes? = nil
    ) {
        self.layout = layout
        self.runtime = runtime
        self.stageTimes = stageTimes
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
        let files = try await Self.verifyAndRender(
            layout: layout, runtime: runtime, schemaFileName: name, times: stageTimes
        )
        .run(validated, diagnostics: diagnostics, times: stageTimes)
        let updated = (lock ?? LockFile(path: LockFile.path(forSchema: source.path))).locking(
            validated.schema.migrations)
        return Output(files: files, diagnostics: diagnostics.diagnostics, lock: updated)
    }

    /// Runs the parse, translate, validate, describe and verify stages.
    ///
    /// - throws: ``GenerationFailed`` with every diagnostic when the schema has errors.
    ///
    /// - parameter verify: whether to run the verification (``run(_:lock:)`` runs it beside
    ///   rendering).
    public func validate(
        _ source: SchemaSource, lock: LockFile? = nil, verify: Bool = true, diagnostics: DiagnosticCollector
    ) async throws(GenerationFailed) -> DescribedSchema {
        let document = try await Self.parse.run(source, diagnostics: diagnostics, times: stageTimes)
        let schema = try await Self.translate.run(document, diagnostics: diagnostics, times: stageTimes)
        let validated = try await Self.validate(lock: lock, migrationsLocation: source.location(line: 1, column: 1))
            .run(schema, diagnostics: diagnostics, times: stageTimes)
        let described = try await Self.describe.run(validated, diagnostics: diagnostics, times: stageTimes)
        if verify {
            return try await Self.verify.run(described, diagnostics: diagnostics, times: stageTimes)
        }
        return described
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
            BaselineSteps.fill(&schema, lock: lock, diagnostics: diagnostics)
            if let lock {
                schema.migrations = LockVerifier.reading(schema.migrations, as: lock)
                LockVerifier.check(
                    schema.migrations, against: lock, migrationsLocation: migrationsLocation, diagnostics: diagnostics)
            }
            return SchemaValidator.validate(schema, diagnostics: diagnostics)
        }
    }

    /// The schema database, and the records of the views and the typed queries SQLite describes.
    static var describe: GeneratorPipelineStage<ValidatedSchema, DescribedSchema> {
        GeneratorPipelineStage("describe") { schema, diagnostics in
            SchemaDescriber.describe(schema, diagnostics: diagnostics)
        }
    }

    static var verify: GeneratorPipelineStage<DescribedSchema, DescribedSchema> {
        GeneratorPipelineStage("verify") { schema, diagnostics in
            SQLiteVerifier.verify(schema).forEach(diagnostics.report)
            return schema
        }
    }

    /// Rendering (syntax trees, ``SwiftRenderer``) and printing (``SwiftPrinter``) are pure: they
    /// run in a child task while SQLite verifies. Each is timed on its own.
    static func verifyAndRender(
        layout: SwiftRenderer.Layout, runtime: SwiftRenderer.Runtime = .module, schemaFileName: String,
        times: StageTimes?
    ) -> GeneratorPipelineStage<DescribedSchema, GeneratedFiles> {
        GeneratorPipelineStage("verify and render") { schema, diagnostics in
            async let rendered = { () -> (GeneratedFiles, Duration, Duration) in
                let clock = ContinuousClock()
                let (trees, renderTime) = clock.measureResult {
                    SwiftRenderer.files(schema, schemaFileName: schemaFileName, layout: layout, runtime: runtime)
                }
                let (files, printTime) = clock.measureResult { GeneratedFiles(printing: trees) }
                return (files, renderTime, printTime)
            }()
            let start = ContinuousClock.now
            SQLiteVerifier.verify(schema).forEach(diagnostics.report)
            times?.record("verify", ContinuousClock.now - start)
            let (files, renderTime, printTime) = await rendered
            times?.record("render", renderTime)
            times?.record("print", printTime)
            return files
        }
    }
}

extension ContinuousClock {
    /// The result of `work`, and how long it took.
    fileprivate func measureResult<T>(_ work: () -> T) -> (T, Duration) {
        let start = now
        let result = work()
        return (result, now - start)
    }
}
