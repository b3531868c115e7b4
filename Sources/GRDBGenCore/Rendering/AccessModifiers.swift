import GRDBGenSyntax

extension DescribedSchema {
    /// The modifiers of the generated declarations that `swift.access` makes public:
    /// `["public"]`, or none for internal ones.
    var accessModifiers: [Modifier] {
        schema.swift.access == .public ? [.public] : []
    }
}
