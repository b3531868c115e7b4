import Foundation
import Yams

/// Reads full-text search: a table's `search:`, a `createSearchIndex` step, a search table's
/// tokenization, with the keys of ``SchemaGrammar/search``.
extension SchemaTranslator {
    /// `{ name, columns, tokenizer, diacritics, … }`: `search:` of a table (whose `name` defaults
    /// to `<table>_ft`) or, without `table`, a `createSearchIndex` step (with `table`, and a
    /// required `name`).
    func searchIndex(
        _ mapping: NodeReader.Mapping, table: String?, location: SourceLocation
    ) -> SearchIndexDefinition? {
        // `item_ft`; of a table named with spaces, its words: `Ship_Notes_ft`.
        let defaultName = table.map {
            (SwiftName.isPlainIdentifier($0) ? $0 : SwiftName.words($0).joined(separator: "_")) + "_ft"
        }
        var index = SearchIndexDefinition(
            name: Located(defaultName ?? "", at: location), table: table ?? "", columns: [], location: location)
        let name = mapping.text("name")
        let grammar = table == nil ? SchemaGrammar.searchStep : SchemaGrammar.search
        let what = "search index `\(name ?? defaultName ?? "?")`"
        return grammar.read(mapping, into: &index, by: self, what: what) && !index.columns.isEmpty ? index : nil
    }

    /// `prefixes: [2, 3]`: lengths of word starts, from 1 to 999 characters.
    func prefixLengths(_ node: Node, _ at: SchemaKeyPlace) -> Located<[Int]>? {
        guard let list = reader.sequence(node, what: at.what) else { return nil }
        let lengths = list.compactMap { item -> Int? in
            guard case .scalar(let scalar) = item, scalar.style == .plain || scalar.style == .any,
                let number = YAMLInteger.value(of: scalar.string), let length = Int(exactly: number),
                (1...999).contains(length)
            else {
                reader.error(
                    "expected a prefix length, from 1 to 999 characters, in \(at.what), found "
                        + NodeReader.describe(item),
                    at: item)
                return nil
            }
            return length
        }
        return lengths.count == list.count ? Located(lengths, at: reader.location(node)) : nil
    }

    /// `searchTable: true`, or `searchTable: { tokenizer, diacritics, prefixes, … }`
    /// (``SchemaGrammar/tokenization``).
    func searchTable(_ node: Node, what: String) -> Located<SearchTokenization>? {
        if case .scalar = node {
            guard let flag = reader.bool(node, what: what) else { return nil }
            if !flag {
                reader.error("\(what) is false; remove it for a table that is not a search table", at: node)
                return nil
            }
            return Located(SearchTokenization(), at: reader.location(node))
        }
        let location = reader.location(node)
        var index = SearchIndexDefinition(
            name: Located("", at: location), table: "", columns: [], location: location)
        guard SchemaGrammar.tokenization.read(node, into: &index, by: self, what: what) else { return nil }
        if let diacritics = index.diacritics, index.tokenizer?.value == .trigram {
            // Its `remove_diacritics` needs SQLite 3.45, newer than the SQLite that checks schemas.
            reader.diagnostics.error(
                "`diacritics` of \(what) is an option of the unicode61 tokenizer (and of porter over it); the "
                    + "trigram tokenizer does not take it: remove `diacritics`",
                at: diacritics.location)
        }
        return Located(index.tokenization, at: location)
    }
}
