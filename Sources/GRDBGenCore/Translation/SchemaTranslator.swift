import Foundation
import Yams

/// The translate stage: YAML nodes → ``Schema``.
///
/// Checks the shape of the file: known keys, value types, required keys. Every mistake is
/// reported with its location; the translator goes on after a mistake, so that one run shows
/// them all. One translator reads one file: its ``reader`` holds the file and the diagnostics.
public struct SchemaTranslator {
    /// The file's nodes, with their locations, and where diagnostics go.
    let reader: NodeReader

    static let sqlDefaultKeys = ["sql"]
    static let conflictKeys = ["onConflict"]
    /// Translates a parsed document. Returns `nil` when errors were reported.
    public static func translate(_ document: ParsedDocument, diagnostics: DiagnosticCollector) -> Schema? {
        SchemaTranslator(reader: NodeReader(document: document, diagnostics: diagnostics)).translate(document)
    }

    /// The schema of the document, or `nil` when errors were reported.
    private func translate(_ document: ParsedDocument) -> Schema? {
        let diagnostics = reader.diagnostics
        guard let root = document.root, !NodeReader.isNull(root) else {
            diagnostics.error(
                "the schema file is empty; it needs at least `tables:` and `migrations:`",
                at: document.source.location(line: 1, column: 1))
            return nil
        }
        let checkpoint = diagnostics.checkpoint()
        var schema = Schema(swift: SwiftOptions(), tables: [], migrations: [])
        let allowed = SchemaGrammar.schema.names
        guard let top = reader.mapping(root, what: "the schema file", allowedKeys: allowed) else { return nil }
        // Its keys are named alone in diagnostics: `tables`.
        _ = SchemaGrammar.schema.read(top, into: &schema, by: self, what: "")
        // GRDBGenRuntime's `uuid()`, when the schema calls it without declaring its own.
        for builtIn in FunctionDefinition.builtIns
        where !schema.functions.contains(where: { $0.name.value.lowercased() == builtIn.name.value })
            && document.text.range(
                of: #"\b\#(builtIn.name.value)\s*\("#, options: [.regularExpression, .caseInsensitive]) != nil
        {
            schema.functions.append(builtIn)
        }
        schema.queries = schema.queries.map { useFragments(schema.fragments, in: $0) }
        guard !diagnostics.hasErrors(since: checkpoint) else { return nil }
        ForeignKeyDefaults.followReferencedKeys(&schema.tables)
        StrictTables.mark(tables: &schema.tables, migrations: &schema.migrations)
        return schema
    }

    /// `fragments:`: SQL declared once, by name; a fragment that uses another is refused.
    func fragmentList(_ node: Node) -> [String: String] {
        guard !NodeReader.isNull(node), let mapping = reader.mapping(node, what: "`fragments`", allowedKeys: nil)
        else { return [:] }
        var fragments: [String: String] = [:]
        for entry in mapping.entries {
            guard let sql = reader.string(entry.value, what: "fragment `\(entry.key.value)`") else { continue }
            if !SwiftName.isPlainIdentifier(entry.key.value) {
                reader.error(
                    "fragment `\(entry.key.value)`: a fragment's name is letters, digits and underscores, used "
                        + "as `{name}`",
                    at: entry.value)
            } else if case .failure = QueryFragments.expand(sql.value, [:]) {
                reader.diagnostics.error(
                    "fragment `\(entry.key.value)` uses another fragment; write its SQL out", at: sql.location)
            } else {
                fragments[entry.key.value] = sql.value
            }
        }
        return fragments
    }

    /// `swift:` of the schema (``SchemaGrammar/swift``); a removed key is reported with what to
    /// write instead.
    func swiftOptions(_ node: Node) -> SwiftOptions {
        var options = SwiftOptions()
        let removed = GeneratedFeatures.removedKeys
        let allowed = SchemaGrammar.swift.names + removed.map(\.key)
        guard let mapping = reader.mapping(node, what: "`swift`", allowedKeys: allowed) else { return options }
        _ = SchemaGrammar.swift.read(mapping, into: &options, by: self, what: "`swift`")
        for (key, replacement) in removed {
            if let node = mapping.value(key) { reader.error(replacement, at: node) }
        }
        return options
    }

    /// The feature keys of a `swift:` mapping (`hashable: true`…).
    /// The feature keys of a `swift:` mapping (`hashable: true`…, ``SchemaGrammar/features``);
    /// a removed key is reported with what to write instead.
    func features(_ mapping: NodeReader.Mapping) -> GeneratedFeatures.Choices {
        var choices = GeneratedFeatures.Choices()
        _ = SchemaGrammar.features.read(mapping, into: &choices, by: self, what: mapping.what)
        for (key, replacement) in GeneratedFeatures.removedKeys {
            if let node = mapping.value(key) { reader.error(replacement, at: node) }
        }
        return choices
    }

    /// An entry of `tables:` (``SchemaGrammar/table``), with the indexes its foreign keys get.
    func table(name: Located<String>, node: Node) -> TableDefinition? {
        var table = TableDefinition(name: name, location: name.location)
        guard SchemaGrammar.table.read(node, into: &table, by: self, what: "table `\(name.value)`") else {
            return nil
        }
        for index in table.indexes.indices { table.indexes[index].table = name.value }
        table.indexes += ForeignKeyDefaults.implicit(for: table)
        return table
    }

}
