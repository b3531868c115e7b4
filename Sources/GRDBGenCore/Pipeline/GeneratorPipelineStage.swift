/// One stage of the generator: a typed transition from the output of the stage before, which
/// reports what is wrong into the run's diagnostics.
///
/// After the transition comes a diagnostics checkpoint: a stage that reported an error (or made
/// no output) stops the run with every diagnostic so far, so that later stages only ever see
/// valid input. As swift-openapi-generator's `GeneratorPipelineStage`, without its hooks.
///
/// ```swift
/// let translate = GeneratorPipelineStage<ParsedDocument, Schema>("translate") { document, diagnostics in
///     SchemaTranslator.translate(document, diagnostics: diagnostics)
/// }
/// let schema = try await translate.run(document, diagnostics: diagnostics)
/// ```
struct GeneratorPipelineStage<Input, Output> {
    /// The stage's name.
    let name: String
    /// What the stage does; `nil` when it cannot make an output, having reported why.
    let transition: (Input, DiagnosticCollector) async -> Output?

    /// A stage.
    init(_ name: String, transition: @escaping (Input, DiagnosticCollector) async -> Output?) {
        self.name = name
        self.transition = transition
    }

    /// Runs the transition, records its time, then stops the run if it reported errors.
    func run(
        _ input: Input, diagnostics: DiagnosticCollector, times: StageTimes? = nil
    ) async throws(GenerationFailed) -> Output {
        let checkpoint = diagnostics.checkpoint()
        let start = ContinuousClock.now
        let output = await transition(input, diagnostics)
        times?.record(name, ContinuousClock.now - start)
        try diagnostics.stopOnErrors(since: checkpoint)
        guard let output else {
            // A stage that makes no output reports why; should one not, still stop with a reason.
            diagnostics.error("the \(name) stage failed", at: nil)
            throw GenerationFailed(diagnostics: diagnostics.diagnostics)
        }
        return output
    }
}
