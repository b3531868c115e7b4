import Foundation
import Yams

/// Reads `views:` and `queries:`: their SQL, columns, parameters, filters and fragments.
extension SchemaTranslator {
    /// A `views:` entry: `{ record, sql, columns, orderings }` (``SchemaGrammar/view``).
    func view(name: Located<String>, node: Node) -> ViewDefinition? {
        var view = ViewDefinition(name: name, sql: Located("", at: name.location), location: name.location)
        return SchemaGrammar.view.read(node, into: &view, by: self, what: "view `\(name.value)`") ? view : nil
    }

    /// A `queries:` entry: `{ sql, parameters, columns, single, record, … }` (``SchemaGrammar/query``).
    func query(name: Located<String>, node: Node) -> QueryDefinition? {
        let sql = Located("", at: name.location)
        var query = QueryDefinition(
            name: name, sql: sql, positions: SQLTextPositions(scalar: name.location), location: name.location)
        return SchemaGrammar.query.read(node, into: &query, by: self, what: "query `\(name.value)`") ? query : nil
    }

    /// `sql:` of a query, its trailing whitespace removed (the positions of the text stay the
    /// file's); empty is refused.
    func readQuerySQL(_ node: Node, into query: inout QueryDefinition, _ at: SchemaKeyPlace) {
        guard var sql = reader.string(node, what: at.what) else { return }
        let positions = reader.textPositions(node, text: sql.value)
        while let last = sql.value.last, last.isWhitespace { sql.value.removeLast() }
        if sql.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            reader.error("\(at.what) is empty", at: node)
            return
        }
        (query.sql, query.positions) = (sql, positions)
    }

    /// `choices:` of a query: groups of two or more named conditions, `~` for one that adds none.
    func choiceGroups(_ node: Node, _ at: SchemaKeyPlace) -> [QueryChoiceGroup] {
        at.named(node).compactMap { name, value -> QueryChoiceGroup? in
            let groupWhat = "choice group `\(name.value)` of \(at.mapping)"
            if NodeReader.isNull(value) {
                reader.error("\(groupWhat) is empty: give it two conditions or more, one per case", at: value)
                return nil
            }
            guard let options = reader.mapping(value, what: groupWhat, allowedKeys: nil) else { return nil }
            guard options.entries.count >= 2 else {
                reader.error(
                    "\(groupWhat) has \(options.entries.isEmpty ? "no condition" : "one condition"): a group "
                        + "chooses one of two or more (`~` for the one that adds none)",
                    at: value)
                return nil
            }
            var read: [(name: Located<String>, sql: Located<String>?)] = []
            for entry in options.entries {
                if NodeReader.isNull(entry.value) {
                    read.append((entry.key, nil))
                } else if let sql = reader.string(entry.value, what: "`\(entry.key.value)` of \(groupWhat)") {
                    read.append((entry.key, sql))
                } else {
                    return nil
                }
            }
            return QueryChoiceGroup(name: name, options: read)
        }
    }

    /// `columns:` of a view or a query: each column's mapping (``SchemaGrammar/viewColumn``), or
    /// for a query's result column its type alone (`total: real`).
    func viewColumns(_ node: Node, _ at: SchemaKeyPlace, typeAlone: Bool = false) -> [ViewColumnOverride] {
        at.named(node).compactMap { name, value in
            let what = "column `\(name.value)` of \(at.mapping)"
            var column = ViewColumnOverride(name: name)
            if typeAlone, case .scalar = value {
                column.type = reader.locatedChoice(value, what: "the type of \(what)", of: ColumnType.self)
                return column.type == nil ? nil : column
            }
            return SchemaGrammar.viewColumn.read(value, into: &column, by: self, what: what) ? column : nil
        }
    }

    /// A query with each `{name}` of its SQL, filters and orderings written out from `fragments:`.
    /// Its SQL then has no place in the file for each character: SQLite's errors in it are
    /// reported at its start.
    func useFragments(
        _ fragments: [String: String], in query: QueryDefinition
    ) -> QueryDefinition {
        var query = query
        let what = "query `\(query.name.value)`"
        func unknown(_ name: String) -> String {
            "\(what) uses `{\(name)}`, which `fragments:` do not have"
                + Suggestion.didYouMean(name, among: fragments.keys.sorted())
        }
        switch QueryFragments.expand(query.sql.value, fragments) {
        case .failure(let error):
            reader.diagnostics.error(
                unknown(error.name), at: query.positions.location(ofByteOffset: error.offset, in: query.sql.value))
        case .success(let text) where text != query.sql.value:
            query.sql.value = text
            query.positions = SQLTextPositions(scalar: query.sql.location)
        case .success:
            break
        }
        // The SQL of its filters, orderings and choices, each error at its start.
        func expand(_ sql: inout Located<String>) {
            switch QueryFragments.expand(sql.value, fragments) {
            case .failure(let error): reader.diagnostics.error(unknown(error.name), at: sql.location)
            case .success(let text): sql.value = text
            }
        }
        for index in query.filters.indices { expand(&query.filters[index].sql) }
        for index in query.orderings.indices { expand(&query.orderings[index].sql) }
        for group in query.choices.indices {
            for option in query.choices[group].options.indices where query.choices[group].options[option].sql != nil {
                expand(&query.choices[group].options[option].sql!)
            }
        }
        return query
    }

    /// A parameter of a query: `since: datetime`, or `{ type, notNull, swift: { type } }`
    /// (``SchemaGrammar/queryParameter``).
    func queryParameter(
        name: Located<String>, node: Node, of query: String
    ) -> QueryParameterOverride? {
        let what = "parameter `\(name.value)` of \(query)"
        if case .scalar = node {
            return reader.locatedChoice(node, what: "the type of \(what)", of: ColumnType.self)
                .map { QueryParameterOverride(name: name, type: $0) }
        }
        var parameter = QueryParameterOverride(name: name, type: Located(.text, at: name.location))
        return SchemaGrammar.queryParameter.read(node, into: &parameter, by: self, what: what) ? parameter : nil
    }

    /// The required `sql` of a view, trimmed: of a `views:` entry or a `createView` step.
    func viewSQL(_ node: Node, _ at: SchemaKeyPlace) -> Located<String>? {
        guard var sql = reader.string(node, what: at.what) else { return nil }
        sql.value = sql.value.trimmingCharacters(in: .whitespacesAndNewlines)
        if sql.value.isEmpty {
            reader.error("\(at.what) is empty", at: node)
            return nil
        }
        return sql
    }
}
