/// What a name of the schema names, as diagnostics say it (`table `item``, `search index `item_ft``).
enum SchemaObjectKind: String, CustomStringConvertible {
    case table, column, index, trigger, view, query
    case searchIndex = "search index"

    /// The kind in words.
    var description: String { rawValue }

    /// The indefinite article of the kind in words: `an index`, `a trigger`.
    var article: String { self == .index ? "an" : "a" }
}
