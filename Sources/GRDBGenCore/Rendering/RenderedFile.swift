/// One file of the rendered output, before it gets its header: its imports and its declarations.
struct RenderedFile {
    /// The file name, such as `Item.swift`.
    var name: String
    /// The modules it imports, in order.
    var imports: [String]
    /// The declarations, in order.
    var declarations: [Declaration]

    /// The declarations as Swift source, separated by blank lines, ending with a newline.
    var body: String {
        let printer = SwiftPrinter()
        return declarations.map { printer.lines($0, indent: "").joined(separator: "\n") }.joined(separator: "\n\n")
            + "\n"
    }
}
