import Foundation
import GRDBGenCore

/// Writes messages to standard error.
enum Console {
    /// The most diagnostics printed for one run: a broken file can give thousands.
    static let maximumDiagnostics = 100

    static func printDiagnostics(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics.prefix(maximumDiagnostics) {
            write(diagnostic.description)
        }
        if diagnostics.count > maximumDiagnostics {
            write("note: \(diagnostics.count - maximumDiagnostics) more diagnostics not shown")
        }
    }

    /// `path: warning: message`, as the Swift compiler writes a warning without a line.
    static func warning(_ message: String, in path: String) {
        write("\(path): warning: \(message)")
    }

    /// `path: note: message`.
    static func note(_ message: String, in path: String) {
        write("\(path): note: \(message)")
    }

    static func error(_ message: String) {
        write("error: \(message)")
    }

    private static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
