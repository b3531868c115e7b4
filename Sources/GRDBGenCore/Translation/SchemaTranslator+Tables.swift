import Foundation
import Yams

/// Reads what a table is made of besides its columns: triggers, key and unique lists, indexes.
extension SchemaTranslator {
    /// `{ name, timing, event, columns, when, body }` (``SchemaGrammar/trigger``): a trigger of
    /// `tables:` or a `createTrigger` step.
    func trigger(
        _ mapping: NodeReader.Mapping, table: String?, location: SourceLocation
    ) -> TriggerDefinition? {
        let name = mapping.text("name")
        let what = "trigger `\(name ?? "?")`"
        let blank = Located("", at: location)
        var trigger = TriggerDefinition(
            name: blank, table: table ?? "", timing: Located(.before, at: location),
            event: Located(.insert, at: location), columns: [], when: nil, body: blank, location: location)
        let read = SchemaGrammar.trigger.read(mapping, into: &trigger, by: self, what: what)
        return read && table != nil ? trigger : nil
    }

    /// A non-empty list of names: `[a, b]`.
    func nameList(_ node: Node, what: String) -> Located<[Located<String>]>? {
        guard let list = reader.sequence(node, what: what) else { return nil }
        if list.isEmpty {
            reader.error("\(what) is an empty list", at: node)
            return nil
        }
        let names = list.compactMap { reader.string($0, what: "a column of \(what)") }
        guard names.count == list.count else { return nil }
        return Located(names, at: reader.location(node))
    }

    /// `{ name, columns, unique, where }` (``SchemaGrammar/index``), with `table` for a
    /// `createIndex` step (``SchemaGrammar/indexStep``).
    func index(_ node: Node, table: String?, tableKey: String?) -> IndexDefinition? {
        let grammar = tableKey == nil ? SchemaGrammar.index : SchemaGrammar.indexStep
        guard let mapping = reader.mapping(node, what: "an index", allowedKeys: grammar.names) else { return nil }
        let name = mapping.text("name")
        let location = reader.location(node)
        var index = IndexDefinition(
            name: Located("", at: location), table: table ?? "", columns: [], unique: false, location: location)
        let read = grammar.read(mapping, into: &index, by: self, what: "index `\(name ?? "?")`")
        return read && !index.keys.isEmpty ? index : nil
    }

    /// The keys of an index: a column name, or `{ column: name | sql: EXPR, collate, order }`
    /// (``SchemaGrammar/indexKey``).
    func sortKeys(_ node: Node, what: String) -> [Located<IndexKey>]? {
        guard let list = reader.sequence(node, what: what) else { return nil }
        if list.isEmpty {
            reader.error("\(what) is an empty list", at: node)
            return nil
        }
        let keys = list.compactMap { item -> Located<IndexKey>? in
            if case .scalar = item {
                return reader.string(item, what: "a column of \(what)").map {
                    Located(IndexKey(column: $0.value), at: $0.location)
                }
            }
            let keyWhat = "a key of \(what)"
            var key = IndexKey(.column(""))
            guard let mapping = reader.mapping(item, what: keyWhat, allowedKeys: SchemaGrammar.indexKey.names),
                SchemaGrammar.indexKey.read(mapping, into: &key, by: self, what: keyWhat)
            else { return nil }
            let target = mapping.value("column") ?? mapping.value("sql")
            guard let target, (mapping.value("column") == nil) != (mapping.value("sql") == nil) else {
                reader.error("\(keyWhat) needs one of `column` (a column) or `sql` (an expression)", at: item)
                return nil
            }
            return Located(key, at: reader.location(target))
        }
        return keys.count == list.count ? keys : nil
    }

    func columnDefinitions(
        _ node: Node, what: String, grammar: SchemaMapping<ColumnDefinition>
    ) -> [ColumnDefinition] {
        guard let mapping = reader.mapping(node, what: what, allowedKeys: nil) else { return [] }
        return mapping.entries.compactMap { entry in
            guard
                let columnMapping = reader.mapping(
                    entry.value, what: "column `\(entry.key.value)`", allowedKeys: grammar.names)
            else { return nil }
            return columnDefinition(name: entry.key, mapping: columnMapping, grammar: grammar)
        }
    }
}
