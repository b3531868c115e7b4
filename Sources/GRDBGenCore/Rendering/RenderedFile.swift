import GRDBGenSyntax

/// One file of the rendered output, before it gets its header: its imports and its declarations.
struct RenderedFile {
    /// The file name, such as `Item.swift`.
    var name: String
    /// The modules its kind of file imports, in order (Foundation is added when the declarations
    /// need it: ``Imports``).
    var imports: [String]
    /// The declarations, in order.
    var declarations: [Declaration]
}
