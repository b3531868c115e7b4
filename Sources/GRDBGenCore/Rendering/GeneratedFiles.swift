/// The output of the render stage: Swift files by name, in a stable order.
public struct GeneratedFiles: Sendable, Equatable {
    /// One generated file.
    public struct File: Sendable, Equatable {
        /// The file name, such as `Item.swift`.
        public var name: String
        /// The full text of the file.
        public var contents: String

        /// Creates a file.
        public init(name: String, contents: String) {
            self.name = name
            self.contents = contents
        }
    }

    /// The files, in rendering order.
    public var files: [File]

    /// Creates a set of files.
    public init(files: [File]) {
        self.files = files
    }

    /// The text of a file by name.
    public subscript(name: String) -> String? {
        files.first { $0.name == name }?.contents
    }

    /// The names of the files, in rendering order.
    public var names: [String] { files.map(\.name) }
}
