import GRDBGenSyntax

extension GeneratedFiles {
    /// The print stage: the syntax tree of each file, printed by ``SwiftPrinter``.
    init(printing files: [(name: String, file: SwiftFile)]) {
        let printer = SwiftPrinter()
        self.init(files: files.map { File(name: $0.name, contents: printer.print($0.file)) })
    }
}
