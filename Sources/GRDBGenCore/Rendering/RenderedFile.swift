/// One file of the rendered output, before it gets its header: its imports and its declarations.
struct RenderedFile {
    /// The file name, such as `Item.swift`.
    var name: String
    /// The modules it imports, in order.
    var imports: [String]
    /// The declarations, in order.
    var declarations: [Declaration]
}
