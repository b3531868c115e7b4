import Foundation
import Yams

/// Reads full-text search: a table's `search:`, a `createSearchIndex` step, a search table's
/// tokenization.
extension SchemaTranslator {
    /// `{ name, columns, tokenizer, diacritics }`: `search:` of a table (whose `name` defaults to
    /// `<table>_ft`) or a `createSearchIndex` step (with `table`, and a required `name`).
    func searchIndex(
        _ mapping: NodeReader.Mapping, table: String?, location: SourceLocation
    ) -> SearchIndexDefinition? {
        let name: Located<String>?
        if let table {
            name =
                mapping.value("name").map { reader.string($0, what: "the `name` of a search index") }
                ?? Located(
                    // `item_ft`; of a table named with spaces, its words: `Ship_Notes_ft`.
                    (SwiftName.isPlainIdentifier(table) ? table : SwiftName.words(table).joined(separator: "_"))
                        + "_ft", at: location)
        } else {
            name = mapping.required("name").flatMap { reader.string($0, what: "the `name` of a search index") }
        }
        let what = "search index `\(name?.value ?? "?")`"
        let columns = mapping.required("columns").flatMap { nameList($0, what: "`columns` of \(what)") }
        let (tokenizer, diacritics, prefixes, options) = tokenization(mapping, what: what)
        guard let name, let columns else { return nil }
        // A step's table is read by the caller.
        var index = SearchIndexDefinition(name: name, table: table ?? "", columns: columns.value, location: location)
        index.options = options
        index.tokenizer = tokenizer
        index.diacritics = diacritics
        index.prefixes = prefixes
        return index
    }

    /// `tokenizer`, `diacritics` and `prefixes` of a search index or a search table.
    func tokenization(
        _ mapping: NodeReader.Mapping, what: String
    ) -> (Located<SearchTokenizer>?, Located<SearchDiacritics>?, Located<[Int]>?, SearchOptions) {
        let tokenizer = mapping.value("tokenizer").flatMap {
            reader.locatedChoice($0, what: "`tokenizer` of \(what)", of: SearchTokenizer.self)
        }
        let diacritics = mapping.value("diacritics").flatMap {
            reader.locatedChoice($0, what: "`diacritics` of \(what)", of: SearchDiacritics.self)
        }
        if let diacritics, tokenizer?.value == .ascii {
            reader.diagnostics.error(
                "`diacritics` of \(what) apply to the unicode61 and porter tokenizers, not ascii",
                at: diacritics.location)
        }
        var prefixes: Located<[Int]>?
        if let node = mapping.value("prefixes"), let list = reader.sequence(node, what: "`prefixes` of \(what)") {
            let lengths = list.compactMap { item -> Int? in
                guard case .scalar(let scalar) = item, scalar.style == .plain || scalar.style == .any,
                    let number = YAMLInteger.value(of: scalar.string), let length = Int(exactly: number),
                    (1...999).contains(length)
                else {
                    reader.error(
                        "expected a prefix length, from 1 to 999 characters, in `prefixes` of \(what), found "
                            + NodeReader.describe(item),
                        at: item)
                    return nil
                }
                return length
            }
            if lengths.count == list.count { prefixes = Located(lengths, at: reader.location(node)) }
        }
        var options = SearchOptions()
        let words = tokenizer?.value ?? .unicode61
        for (key, keep) in [("tokenCharacters", \SearchOptions.tokenCharacters), ("separators", \.separators)] {
            guard let node = mapping.value(key), let text = reader.string(node, what: "`\(key)` of \(what)") else {
                continue
            }
            if words == .trigram {
                reader.error(
                    "`\(key)` of \(what) is for the unicode61, porter and ascii tokenizers, not trigram", at: node)
            } else if text.value.isEmpty || text.value.contains(" ") || text.value.contains("'") {
                reader.error("`\(key)` of \(what) lists characters, without spaces or quotes", at: node)
            } else {
                options[keyPath: keep] = text.value
            }
        }
        if let node = mapping.value("caseSensitive"), let flag = reader.bool(node, what: "`caseSensitive` of \(what)") {
            if words != .trigram {
                reader.error(
                    "`caseSensitive` of \(what) is for the trigram tokenizer; the others fold case", at: node)
            } else {
                options.caseSensitive = flag
            }
        }
        options.detail = mapping.value("detail").flatMap {
            reader.choice($0, what: "`detail` of \(what)", of: SearchDetail.self)
        }
        return (tokenizer, diacritics, prefixes, options)
    }

    /// `searchTable: true`, or `searchTable: { tokenizer, diacritics, prefixes }`.
    func searchTable(_ node: Node, table: String) -> Located<SearchTokenization>? {
        let what = "`searchTable` of table `\(table)`"
        if case .scalar = node {
            guard let flag = reader.bool(node, what: what) else { return nil }
            if !flag {
                reader.error("\(what) is false; remove it for a table that is not a search table", at: node)
                return nil
            }
            return Located(SearchTokenization(), at: reader.location(node))
        }
        guard let mapping = reader.mapping(node, what: what, allowedKeys: Self.tokenizationKeys) else { return nil }
        let (tokenizer, diacritics, prefixes, options) = tokenization(mapping, what: what)
        if let diacritics, tokenizer?.value == .trigram {
            // Its `remove_diacritics` needs SQLite 3.45, newer than the SQLite that checks schemas.
            reader.diagnostics.error(
                "`diacritics` of \(what) is an option of the unicode61 tokenizer (and of porter over it); the "
                    + "trigram tokenizer does not take it: remove `diacritics`",
                at: diacritics.location)
        }
        var tokenization = SearchTokenization(
            tokenizer: tokenizer?.value, diacritics: diacritics?.value, prefixes: prefixes?.value)
        tokenization.options = options
        return Located(tokenization, at: reader.location(node))
    }
}
