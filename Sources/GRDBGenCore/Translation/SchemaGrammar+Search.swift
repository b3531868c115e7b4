import Yams

/// The keys of full-text search: a table's `search:`, a `createSearchIndex` step, and the
/// tokenization of a search index or of a search table (`searchTable:`).
extension SchemaGrammar {
    /// How an FTS5 table cuts text into words: of `search:`, a `createSearchIndex` step and
    /// `searchTable:` (read into a search index, ``SearchIndexDefinition/tokenization``).
    static let tokenization = SchemaMapping<SearchIndexDefinition>(
        keys: [
            .choice("tokenizer", "the FTS5 tokenizer", \.tokenizer),
            SchemaKey(
                "diacritics", "accents", value: { .choice(SearchDiacritics.self) },
                read: { index, node, at in
                    index.diacritics = at.reader.locatedChoice(node, what: at.what, of: SearchDiacritics.self)
                    if index.diacritics != nil, index.tokenizer?.value == .ascii {
                        at.reader.error(
                            "\(at.what) apply to the unicode61 and porter tokenizers, not ascii", at: node)
                    }
                }, write: { $0.diacritics?.value.rawValue }),
            characters(
                "tokenCharacters", "characters that are part of words (unicode61's and ascii's tokenchars)",
                \.tokenCharacters),
            characters(
                "separators", "characters that separate words (unicode61's and ascii's separators)", \.separators),
            SchemaKey(
                "caseSensitive", "the trigram tokenizer's case_sensitive 1", value: { .flag },
                read: { index, node, at in
                    guard let flag = at.reader.bool(node, what: at.what) else { return }
                    if index.tokenizer?.value != .trigram {
                        at.reader.error("\(at.what) is for the trigram tokenizer; the others fold case", at: node)
                    } else {
                        index.options.caseSensitive = flag
                    }
                }, write: { $0.options.caseSensitive.map { $0 ? "true" : "false" } }),
            SchemaKey(
                "prefixes", "FTS5's prefix indexes: the lengths of word starts to index (`prefix='2 3'`)",
                value: {
                    JSONValueSchema(["type": "array", "items": ["type": "integer", "minimum": 1, "maximum": 999]])
                },
                read: { index, node, at in index.prefixes = at.translator.prefixLengths(node, at) },
                write: { $0.prefixes.map { YAMLText.flowList($0.value.map(String.init)) } }),
            .choice("detail", "FTS5's detail option: what the index keeps of each word", \.options.detail),
        ], required: [])

    /// `search:` of a table: its FTS5 table (`<table>_ft` unless named), its columns, their
    /// tokenization.
    static let search = SchemaMapping<SearchIndexDefinition>(
        keys: [
            .text("name", "the FTS5 table", \.name), .names("columns", "the indexed text columns", \.columns),
        ] + tokenization.keys, required: ["columns"])

    /// A `createSearchIndex` step: the table, a search index, and how GRDB keeps it in sync.
    static let searchStep = SchemaMapping<SearchIndexDefinition>(
        keys: [
            .text("table", "the table", \.table)
        ] + search.keys
            + [
                SchemaKey(
                    "synchronization", "grdb: GRDB's triggers, for an index made with them",
                    value: { .choice(SearchSynchronization.self) },
                    read: { index, node, at in
                        let value = at.reader.choice(node, what: at.what, of: SearchSynchronization.self)
                        index.synchronization = value ?? index.synchronization
                    },
                    // Written only for GRDB's, by `grdbgen import` for a file made with it.
                    write: { $0.synchronization == .grdb ? SearchSynchronization.grdb.rawValue : nil })
            ], required: ["table", "name", "columns"])

    /// `tokenCharacters:` or `separators:`: characters, without spaces or quotes, of a tokenizer
    /// other than trigram.
    static func characters(
        _ name: String, _ doc: String, _ option: WritableKeyPath<SearchOptions, String?> & Sendable
    ) -> SchemaKey<SearchIndexDefinition> {
        SchemaKey(
            name, doc, value: { .text },
            read: { index, node, at in
                guard let text = at.reader.string(node, what: at.what) else { return }
                if index.tokenizer?.value == .trigram {
                    at.reader.error(
                        "\(at.what) is for the unicode61, porter and ascii tokenizers, not trigram", at: node)
                } else if text.value.isEmpty || text.value.contains(" ") || text.value.contains("'") {
                    at.reader.error("\(at.what) lists characters, without spaces or quotes", at: node)
                } else {
                    index.options[keyPath: option] = text.value
                }
            }, write: { $0.options[keyPath: option].map(YAMLText.scalar) })
    }
}
