import Foundation

/// The input of the pipeline: the bytes of a schema.yaml file and the path used in diagnostics.
public struct SchemaSource: Sendable {
    /// The path printed in diagnostics (`schema.yaml:3:5: error: …`).
    public var path: String
    /// The raw bytes of the file.
    public var data: Data

    /// Creates a source from bytes.
    public init(path: String, data: Data) {
        self.path = path
        self.data = data
    }

    /// Creates a source from text.
    public init(path: String, text: String) {
        self.init(path: path, data: Data(text.utf8))
    }

    /// Reads a source from a file.
    ///
    /// - throws: ``GenerationFailed`` with a diagnostic when the file cannot be read.
    public static func read(path: String) throws -> SchemaSource {
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return SchemaSource(path: path, data: data)
        } catch {
            let reason =
                FileManager.default.fileExists(atPath: path)
                ? "cannot read the schema file" : "no schema file at this path"
            throw GenerationFailed(diagnostics: [
                Diagnostic(.error, "\(reason)", at: SourceLocation(file: path, line: 1, column: 1))
            ])
        }
    }

    /// A location in this file.
    public func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }
}
