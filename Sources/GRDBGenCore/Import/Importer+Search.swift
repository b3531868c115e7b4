import Foundation
import GRDB
import GRDBGenSQL

/// FTS5 tables: the search index of a table, or a search table of its own.
extension Importer {
    /// An FTS5 table: the search index of a table (returned), or a search table of its own
    /// columns (added to `tables`, as `searchTable:`).
    mutating func importSearchIndex(_ name: String, sql: String) throws -> SearchIndexDefinition? {
        let tokens = SQLTokens(sql).tokens
        guard let using = tokens.firstIndex(where: { $0.isKeyword("USING") }), using + 2 < tokens.count,
            tokens[using + 1].isKeyword("FTS5"), tokens[using + 2].kind == .group
        else {
            warn("virtual table `\(name)` is not imported: schema.yaml knows FTS5 tables only")
            return nil
        }
        var columns: [(name: String, unindexed: Bool)] = []
        var options: [String: String] = [:]
        for item in SQLTokens.items(ofGroup: tokens[using + 2].text) {
            if item.tokens.count >= 3, item.tokens[1].text == "=", let key = item.tokens[0].name {
                options[key.lowercased()] =
                    item.tokens[2].kind == .word ? item.tokens[2].text : SQLTokenizer.unquoted(item.tokens[2].text)
            } else if let column = item.tokens.first?.name {
                columns.append((column, item.tokens.dropFirst().contains { $0.isKeyword("UNINDEXED") }))
            }
        }
        // An index of GRDBGen's keeps its own content, and its triggers name the table.
        let synchronizedTable = try String.fetchOne(
            db, sql: "SELECT tbl_name FROM sqlite_master WHERE type = 'trigger' AND name = ?",
            arguments: ["__\(name)_ai"])
        if let column = columns.first(where: { !SwiftName.isPlainIdentifier($0.name) }) {
            warn(
                "virtual table `\(name)` is not imported: its column `\(column.name)` is not letters, digits and "
                    + "underscores, which GRDB declares FTS5 columns with")
            return nil
        }
        let content: String
        let synchronization: SearchSynchronization
        if let table = options["content"], !table.isEmpty {
            (content, synchronization) = (table, .grdb)
        } else if let table = synchronizedTable {
            (content, synchronization) = (table, .grdbgen)
        } else {
            importSearchTable(name, columns: columns, options: options)
            return nil
        }
        guard let table = tables.first(where: { $0.name.value.isSameSQLName(as: content) }) else {
            warn("search index `\(name)` of table `\(content)` is not imported: its table is not imported")
            return nil
        }
        guard !table.options.contains(where: { $0.value == .withoutRowID }) else {
            warn(
                "search index `\(name)` of table `\(content)` is not imported: the table is WITHOUT ROWID, and an FTS5 "
                    + "index finds its rows by rowid (SQLite fails at its first search)")
            return nil
        }
        var index = SearchIndexDefinition(
            name: located(name), table: content, columns: columns.map { located($0.name) }, location: Self.nowhere)
        index.synchronization = synchronization
        let tokenization = importTokenization(
            options, of: "search index `\(name)`", kept: ["content", "content_rowid"])
        index.tokenizer = tokenization.tokenizer.map(located)
        index.diacritics = tokenization.diacritics.map(located)
        index.prefixes = tokenization.prefixes.map(located)
        index.options = tokenization.options
        if synchronization == .grdb {
            warn(
                "search index `\(name)` of table `\(content)`: imported as `search:`, kept in sync by GRDB's triggers "
                    + "(`__\(name)_ai`, `_ad`, `_au`, `synchronization: grdb`); other triggers that updated it must be "
                    + "dropped. `grdbgen generate` then suggests making it again with GRDBGen's triggers, which "
                    + "no other trigger corrupts")
        }
        return index
    }

    /// An FTS5 table that keeps its own content and that no table's triggers of GRDBGen fill: a
    /// search table (`searchTable:`), its columns text that may be NULL (FTS5 has no NOT NULL),
    /// `unindexed` where they are `UNINDEXED`.
    mutating func importSearchTable(
        _ name: String, columns: [(name: String, unindexed: Bool)], options: [String: String]
    ) {
        var shape = TableDefinition(name: located(name), location: Self.nowhere)
        shape.searchTable = located(importTokenization(options, of: "search table `\(name)`", kept: []))
        shape.columns = columns.map { column in
            var definition = ColumnDefinition(
                name: located(column.name), type: located(.text), location: Self.nowhere)
            definition.isInSearchTable = true
            if column.unindexed { definition.unindexed = located(true) }
            return definition
        }
        tables.append(shape)
    }

    /// The `tokenize` and `prefix` options of an FTS5 table; what schema.yaml cannot write is said,
    /// never dropped in silence: the table made again from schema.yaml would split words otherwise.
    mutating func importTokenization(
        _ options: [String: String], of what: String, kept: [String]
    ) -> SearchTokenization {
        var tokenization = SearchTokenization()
        var kept = kept + ["tokenize"]
        if let tokenize = options["tokenize"] {
            let read = SchemaImporter.tokenization(tokenize)
            tokenization = read.tokenization
            if !read.isExact {
                warn(
                    "\(what): tokenizer `\(tokenize)` is imported as "
                        + (tokenization.tokenizer.map { "`\($0.rawValue)`" } ?? "SQLite's default")
                        + (tokenization.diacritics.map { " with `diacritics: \($0.rawValue)`" } ?? "")
                        + "; schema.yaml cannot write the rest, and an index made again from it would tokenize "
                        + "differently")
            }
        }
        if let detail = options["detail"].flatMap({ SearchDetail(rawValue: $0.lowercased()) }) {
            tokenization.options.detail = detail == .full ? nil : detail
            kept.append("detail")
        }
        // Prefix indexes: `prefix='2 3'`.
        if let prefix = options["prefix"] {
            let lengths = prefix.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Int($0) }
            if !lengths.isEmpty, lengths.allSatisfy({ (1...999).contains($0) }) {
                tokenization.prefixes = lengths
                kept.append("prefix")
            }
        }
        for (option, value) in options.sorted(by: { $0.key < $1.key }) where !kept.contains(option) {
            warn("\(what): option `\(option) = \(value)` is not imported: schema.yaml cannot write it")
        }
        return tokenization
    }
}
