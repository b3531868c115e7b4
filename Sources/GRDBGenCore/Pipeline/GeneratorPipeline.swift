import Foundation

/// The generator, from the bytes of schema.yaml to Swift files, in four named stages:
///
/// 1. parse: ``SchemaSource`` → ``ParsedDocument`` (``YAMLParser``)
/// 2. translate: ``ParsedDocument`` → ``Schema`` (``SchemaTranslator``)
/// 3. validate: ``Schema`` → ``ValidatedSchema`` (``SchemaValidator``, ``MigrationFolder``)
/// 4. verify: the migrations and `tables:` in real SQLite databases (``SQLiteVerifier``)
/// 5. render: ``ValidatedSchema`` → ``GeneratedFiles`` (``SwiftRenderer``)
///
/// Each stage reports into one ``DiagnosticCollector``; the pipeline stops after a stage that
/// reported errors and throws them all.
///
/// ```swift
/// let source = try SchemaSource.read(path: "schema.yaml")
/// let files = try GeneratorPipeline().run(source).files
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
    public func run(_ source: SchemaSource, lock: LockFile? = nil) throws(GenerationFailed) -> Output {
        let diagnostics = DiagnosticCollector()
        let validated = try validate(source, lock: lock, verify: false, diagnostics: diagnostics)
        let name = URL(fileURLWithPath: source.path).lastPathComponent
        // Rendering is pure: it runs while SQLite verifies, and its output is dropped on errors.
        final class Rendered: @unchecked Sendable { var files: GeneratedFiles? }
        let rendered = Rendered()
        let layout = self.layout
        let done = DispatchSemaphore(value: 0)
        let renderAndSignal = Thread {
            rendered.files = SwiftRenderer.render(validated, schemaFileName: name, layout: layout)
            done.signal()
        }
        renderAndSignal.stackSize = 8 << 20
        renderAndSignal.start()
        SQLiteVerifier.verify(validated, diagnostics: diagnostics)
        done.wait()
        if diagnostics.hasErrors {
            throw GenerationFailed(diagnostics: diagnostics.diagnostics)
        }
        let files = rendered.files!
        let updated = (lock ?? LockFile(path: LockFile.path(forSchema: source.path))).locking(validated.schema.migrations)
        return Output(files: files, diagnostics: diagnostics.diagnostics, lock: updated)
    }

    /// Runs the parse, translate, validate and verify stages.
    ///
    /// - throws: ``GenerationFailed`` with every diagnostic when the schema has errors.
    ///
    /// - parameter verify: whether to run the verify stage (``run(_:lock:)`` runs it beside
    ///   rendering).
    public func validate(
        _ source: SchemaSource, lock: LockFile? = nil, verify: Bool = true, diagnostics: DiagnosticCollector
    ) throws(GenerationFailed) -> ValidatedSchema {
        guard let document = YAMLParser.parse(source, diagnostics: diagnostics),
              let schema = SchemaTranslator.translate(document, diagnostics: diagnostics)
        else {
            throw GenerationFailed(diagnostics: diagnostics.diagnostics)
        }
        if let lock {
            LockVerifier.check(
                schema.migrations, against: lock, migrationsLocation: source.location(line: 1, column: 1),
                diagnostics: diagnostics)
        }
        guard let validated = SchemaValidator.validate(schema, diagnostics: diagnostics),
              !diagnostics.hasErrors
        else {
            throw GenerationFailed(diagnostics: diagnostics.diagnostics)
        }
        if verify {
            SQLiteVerifier.verify(validated, diagnostics: diagnostics)
            if diagnostics.hasErrors {
                throw GenerationFailed(diagnostics: diagnostics.diagnostics)
            }
        }
        return validated
    }
}
