import Foundation
import Yams

/// Reads `views:` and `queries:`: their SQL, columns, parameters, filters and fragments.
extension SchemaTranslator {
    /// A `views:` entry: `{ record, sql, columns, orderings }`.
    func view(name: Located<String>, node: Node) -> ViewDefinition? {
        let what = "view `\(name.value)`"
        guard let mapping = reader.mapping(node, what: what, allowedKeys: Self.viewKeys) else { return nil }
        guard var view = viewSQL(mapping, name: name, location: name.location) else { return nil }
        view.record = mapping.value("record").flatMap { reader.string($0, what: "`record` of \(what)") }
        if let node = mapping.value("orderings"), let list = reader.sequence(node, what: "`orderings` of \(what)") {
            view.orderings = list.compactMap { reader.string($0, what: "an ordering of \(what)") }
        }
        if let node = mapping.value("columns"),
            let columns = reader.mapping(node, what: "`columns` of \(what)", allowedKeys: nil)
        {
            view.columns = columns.entries.compactMap { entry in
                reader.mapping(
                    entry.value, what: "column `\(entry.key.value)` of \(what)", allowedKeys: Self.viewColumnKeys
                )
                .map { viewColumn(name: entry.key, mapping: $0, of: what) }
            }
        }
        return view
    }

    /// A `queries:` entry: `{ sql, parameters, columns, single, record }`.
    func query(name: Located<String>, node: Node) -> QueryDefinition? {
        let what = "query `\(name.value)`"
        guard let mapping = reader.mapping(node, what: what, allowedKeys: Self.queryKeys) else { return nil }
        guard let sqlNode = mapping.required("sql"), var sql = reader.string(sqlNode, what: "`sql` of \(what)") else {
            return nil
        }
        let positions = reader.textPositions(sqlNode, text: sql.value)
        // Trailing whitespace only: the positions of the text stay those of the file.
        while let last = sql.value.last, last.isWhitespace { sql.value.removeLast() }
        if sql.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            reader.error("`sql` of \(what) is empty", at: sqlNode)
            return nil
        }
        var query = QueryDefinition(name: name, sql: sql, positions: positions, location: name.location)
        query.record = mapping.value("record").flatMap { reader.string($0, what: "`record` of \(what)") }
        query.group = mapping.value("group").flatMap { reader.string($0, what: "`group` of \(what)") }
        if let node = mapping.value("warnings") {
            query.ignoresWarnings =
                reader.choice(node, what: "`warnings` of \(what)", [("ignore", true), ("report", false)]) ?? false
        }
        if let node = mapping.value("single"), let single = reader.bool(node, what: "`single` of \(what)") {
            query.single = Located(single, at: reader.location(node))
        }
        if let node = mapping.value("columns"),
            let columns = reader.mapping(node, what: "`columns` of \(what)", allowedKeys: nil)
        {
            query.columns = columns.entries.compactMap { entry in
                // `total: real`: the type alone.
                if case .scalar = entry.value {
                    var column = ViewColumnOverride(name: entry.key)
                    column.type = reader.locatedChoice(
                        entry.value, what: "the type of column `\(entry.key.value)` of \(what)", of: ColumnType.self)
                    return column.type == nil ? nil : column
                }
                return reader.mapping(
                    entry.value, what: "column `\(entry.key.value)` of \(what)", allowedKeys: Self.viewColumnKeys
                )
                .map { viewColumn(name: entry.key, mapping: $0, of: what) }
            }
        }
        if let node = mapping.value("parameters"),
            let parameters = reader.mapping(node, what: "`parameters` of \(what)", allowedKeys: nil)
        {
            query.parameters = parameters.entries.compactMap { entry in
                queryParameter(name: entry.key, node: entry.value, of: what)
            }
        }
        for key in ["filters", "orderings"] {
            guard let node = mapping.value(key),
                let parts = reader.mapping(node, what: "`\(key)` of \(what)", allowedKeys: nil)
            else { continue }
            let read = parts.entries.compactMap { entry -> QueryPart? in
                guard let sql = reader.string(entry.value, what: "`\(entry.key.value)` of `\(key)` of \(what)") else {
                    return nil
                }
                return QueryPart(name: entry.key, sql: sql)
            }
            if key == "filters" { query.filters = read } else { query.orderings = read }
        }
        if let node = mapping.value("choices"),
            let groups = reader.mapping(node, what: "`choices` of \(what)", allowedKeys: nil)
        {
            query.choices = groups.entries.compactMap { group -> QueryChoiceGroup? in
                let groupWhat = "choice group `\(group.key.value)` of \(what)"
                if NodeReader.isNull(group.value) {
                    reader.error("\(groupWhat) is empty: give it two conditions or more, one per case", at: group.value)
                    return nil
                }
                guard let options = reader.mapping(group.value, what: groupWhat, allowedKeys: nil) else { return nil }
                guard options.entries.count >= 2 else {
                    reader.error(
                        "\(groupWhat) has \(options.entries.isEmpty ? "no condition" : "one condition"): a group "
                            + "chooses "
                            + "one of two or more (`~` for the one that adds none)",
                        at: group.value)
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
                return QueryChoiceGroup(name: group.key, options: read)
            }
        }
        return query
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
        for index in query.filters.indices {
            switch QueryFragments.expand(query.filters[index].sql.value, fragments) {
            case .failure(let error):
                reader.diagnostics.error(unknown(error.name), at: query.filters[index].sql.location)
            case .success(let text): query.filters[index].sql.value = text
            }
        }
        for index in query.orderings.indices {
            switch QueryFragments.expand(query.orderings[index].sql.value, fragments) {
            case .failure(let error):
                reader.diagnostics.error(unknown(error.name), at: query.orderings[index].sql.location)
            case .success(let text): query.orderings[index].sql.value = text
            }
        }
        for group in query.choices.indices {
            for option in query.choices[group].options.indices {
                guard let sql = query.choices[group].options[option].sql else { continue }
                switch QueryFragments.expand(sql.value, fragments) {
                case .failure(let error): reader.diagnostics.error(unknown(error.name), at: sql.location)
                case .success(let text): query.choices[group].options[option].sql?.value = text
                }
            }
        }
        return query
    }

    /// A parameter of a query: `since: datetime` or `{ type, notNull, swift: { type } }`.
    func queryParameter(
        name: Located<String>, node: Node, of query: String
    ) -> QueryParameterOverride? {
        let what = "parameter `\(name.value)` of \(query)"
        if case .scalar = node {
            return reader.locatedChoice(node, what: "the type of \(what)", of: ColumnType.self)
                .map { QueryParameterOverride(name: name, type: $0) }
        }
        guard let mapping = reader.mapping(node, what: what, allowedKeys: Self.queryParameterKeys),
            let typeNode = mapping.required("type"),
            let type = reader.locatedChoice(typeNode, what: "the type of \(what)", of: ColumnType.self)
        else { return nil }
        var parameter = QueryParameterOverride(name: name, type: type)
        if let node = mapping.value("notNull"), let notNull = reader.bool(node, what: "`notNull` of \(what)") {
            parameter.optional = !notNull
        }
        if let node = mapping.value("swift"),
            let swift = reader.mapping(node, what: "`swift` of \(what)", allowedKeys: Self.querySwiftKeys)
        {
            parameter.swiftType = swift.value("type").flatMap { reader.string($0, what: "`swift.type` of \(what)") }
            if let node = swift.value("convertible"),
                let flag = reader.bool(node, what: "`swift.convertible` of \(what)")
            {
                parameter.swiftConvertible = Located(flag, at: reader.location(node))
            }
        }
        return parameter
    }

    /// The required `sql` of a view, trimmed: of a `views:` entry or a `createView` step.
    func viewSQL(
        _ mapping: NodeReader.Mapping, name: Located<String>, location: SourceLocation
    ) -> ViewDefinition? {
        guard let node = mapping.required("sql"), var sql = reader.string(node, what: "`sql` of view `\(name.value)`")
        else {
            return nil
        }
        sql.value = sql.value.trimmingCharacters(in: .whitespacesAndNewlines)
        if sql.value.isEmpty {
            reader.error("`sql` of view `\(name.value)` is empty", at: node)
            return nil
        }
        return ViewDefinition(name: name, sql: sql, location: location)
    }

    /// A column of `views: … columns:`.
    func viewColumn(
        name: Located<String>, mapping: NodeReader.Mapping, of view: String
    ) -> ViewColumnOverride {
        let what = "column `\(name.value)` of \(view)"
        var column = ViewColumnOverride(name: name)
        column.type = mapping.value("type").flatMap {
            reader.locatedChoice($0, what: "the type of \(what)", of: ColumnType.self)
        }
        column.notNull = mapping.value("notNull").flatMap { reader.bool($0, what: "`notNull` of \(what)") }
        if let node = mapping.value("values"), let list = reader.sequence(node, what: "`values` of \(what)") {
            let values = list.compactMap { reader.string($0, what: "a value of \(what)") }
            if values.count == list.count {
                column.enumValues = Located(values.map(\.value), at: reader.location(node))
            }
        }
        column.representation = mapping.value("representation").flatMap {
            reader.locatedChoice($0, what: "`representation` of \(what)", of: ColumnRepresentation.self)
        }
        if let node = mapping.value("swift"),
            let swift = reader.mapping(node, what: "`swift` of \(what)", allowedKeys: Self.viewColumnSwiftKeys)
        {
            column.swiftType = swift.value("type").flatMap { reader.string($0, what: "`swift.type` of \(what)") }
            column.swiftName = swift.value("name").flatMap { reader.string($0, what: "`swift.name` of \(what)") }
            if let node = swift.value("convertible"),
                let flag = reader.bool(node, what: "`swift.convertible` of \(what)")
            {
                column.swiftConvertible = Located(flag, at: reader.location(node))
            }
        }
        return column
    }
}
