/// The output of the render stage: Swift files by name, in a stable order.
public struct GeneratedFiles: Sendable, Equatable {
    /// One generated file.
    public struct File: Sendable, Equatable {
        /// The file name, such as `Item.swift`.
        public var name: String
        /// The full text of the file.
        public var contents: String
    }

    /// The files, in rendering order.
    public var files: [File]

    /// The text of a file by name.
    public subscript(name: String) -> String? {
        files.first { $0.name == name }?.contents
    }

    /// The names of the files, in rendering order.
    public var names: [String] { files.map(\.name) }
}
