/// Gathers every diagnostic of a run, instead of stopping at the first error.
///
/// Each stage of ``GeneratorPipeline`` reports into the same collector; the pipeline stops
/// between stages when errors were reported.
public final class DiagnosticCollector {
    /// The diagnostics, in the order they were reported.
    public private(set) var diagnostics: [Diagnostic] = []

    /// How many errors were reported.
    private var errorCount = 0

    /// Creates an empty collector.
    public init() {}

    /// Whether at least one error was reported.
    public var hasErrors: Bool {
        errorCount > 0
    }

    /// A point of the run, to ask later whether errors were reported after it.
    ///
    /// ```swift
    /// let checkpoint = diagnostics.checkpoint()
    /// check(table, diagnostics: diagnostics)
    /// guard !diagnostics.hasErrors(since: checkpoint) else { return nil }
    /// ```
    public struct Checkpoint: Sendable {
        fileprivate var errorCount: Int
    }

    /// The current point of the run.
    public func checkpoint() -> Checkpoint {
        Checkpoint(errorCount: errorCount)
    }

    /// Whether errors were reported after the checkpoint.
    public func hasErrors(since checkpoint: Checkpoint) -> Bool {
        errorCount > checkpoint.errorCount
    }

    /// Throws every diagnostic of the run when errors were reported after the checkpoint.
    public func stopOnErrors(since checkpoint: Checkpoint) throws(GenerationFailed) {
        if hasErrors(since: checkpoint) {
            throw GenerationFailed(diagnostics: diagnostics)
        }
    }

    /// Reports an error.
    public func error(_ message: String, at location: SourceLocation?) {
        report(Diagnostic(.error, message, at: location))
    }

    /// Reports an error and a note at a related place (`note: first written here`), which the
    /// Swift compiler's format links to the error.
    public func error(_ message: String, at location: SourceLocation?, note: String, at noteLocation: SourceLocation?) {
        report(Diagnostic(.error, message, at: location))
        report(Diagnostic(.note, note, at: noteLocation))
    }

    /// Reports an error, and a note at a related place when the place is known.
    func error(_ message: String, at location: SourceLocation?, noteIfKnown note: (String, SourceLocation)?) {
        report(Diagnostic(.error, message, at: location))
        if let note { report(Diagnostic(.note, note.0, at: note.1)) }
    }

    /// Reports a warning.
    public func warning(_ message: String, at location: SourceLocation?) {
        report(Diagnostic(.warning, message, at: location))
    }

    /// Reports a diagnostic.
    public func report(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error { errorCount += 1 }
        diagnostics.append(diagnostic)
    }
}

/// The error thrown when a stage reported errors: it carries every diagnostic of the run.
public struct GenerationFailed: Error, Sendable, CustomStringConvertible {
    /// All diagnostics of the run, errors and warnings, in order.
    public var diagnostics: [Diagnostic]

    /// Creates the error.
    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One diagnostic per line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
