/// Gathers every diagnostic of a run, instead of stopping at the first error.
///
/// Each stage of ``GeneratorPipeline`` reports into the same collector; the pipeline stops
/// between stages when errors were reported.
public final class DiagnosticCollector {
    /// The diagnostics, in the order they were reported.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty collector.
    public init() {}

    /// Whether at least one error was reported.
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    /// Reports an error.
    public func error(_ message: String, at location: SourceLocation?) {
        diagnostics.append(Diagnostic(.error, message, at: location))
    }

    /// Reports an error and a note at a related place (`note: first written here`), which the
    /// Swift compiler's format links to the error.
    public func error(_ message: String, at location: SourceLocation?, note: String, at noteLocation: SourceLocation?) {
        diagnostics.append(Diagnostic(.error, message, at: location))
        diagnostics.append(Diagnostic(.note, note, at: noteLocation))
    }

    /// Reports a warning.
    public func warning(_ message: String, at location: SourceLocation?) {
        diagnostics.append(Diagnostic(.warning, message, at: location))
    }

    /// Reports a diagnostic.
    public func report(_ diagnostic: Diagnostic) {
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
