import Foundation
import GRDBGenCore

/// Writes messages to standard error.
enum Console {
    static func printDiagnostics(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            write(diagnostic.description)
        }
    }

    static func error(_ message: String) {
        write("error: \(message)")
    }

    private static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
