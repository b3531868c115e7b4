/// A position in a source file, as the Swift compiler prints it: `path:line:column`.
///
/// Lines and columns start at 1. Columns count Unicode scalars, as libYAML does.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The path of the file, as it was given to the generator.
    public var file: String
    /// The line, starting at 1.
    public var line: Int
    /// The column, starting at 1.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = max(line, 1)
        self.column = max(column, 1)
    }

    /// The location of what the generator writes itself (the steps `grdbgen migrate` plans),
    /// which no file holds yet.
    static let planned = SourceLocation(file: "", line: 1, column: 1)

    /// `path:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}
