import Foundation
import Yams

/// The translate stage: YAML nodes → ``Schema``.
///
/// Checks the shape of the file: known keys, value types, required keys. Every mistake is
/// reported with its location; the translator goes on after a mistake, so that one run shows
/// them all.
public enum SchemaTranslator {
    static let topLevelKeys = ["swift", "functions", "tables", "views", "fragments", "queries", "migrations", "debug"]
    static let functionKeys = ["arguments", "result", "deterministic"]
    static let swiftKeys = ["access", "store"] + GeneratedFeatures.acceptedKeys
    // The order of each list is the order in which ``SchemaYAML`` writes the keys.
    static let tableConstraintKeys = [
        "searchTable", "columns", "primaryKey", "unique", "checks", "foreignKeys", "options", "indexes",
    ]
    static let tableKeys = ["record"] + tableConstraintKeys + ["orderings", "triggers", "search", "swift"]
    static let tokenizationKeys = [
        "tokenizer", "diacritics", "tokenCharacters", "separators", "caseSensitive", "prefixes", "detail",
    ]
    static let searchKeys = ["name", "columns"] + tokenizationKeys
    static let triggerKeys = ["name", "timing", "event", "columns", "when", "body"]
    static let columnKeys = [
        "type", "declaredType", "values", "primaryKey", "notNull", "default", "unique", "check", "collate", "generated",
        "representation", "references",
    ]
    /// The keys of a column in a table's definition (not added by `addColumn`): `unindexed` is for
    /// the columns of a search table, which SQLite cannot alter.
    static let createdColumnKeys = columnKeys + ["unindexed"]
    static let tableColumnKeys = createdColumnKeys + ["index", "swift"]
    static let columnSwiftKeys = ["type", "name", "convertible"]
    static let referenceKeys = ["table", "column", "onDelete", "onUpdate", "belongsTo", "hasMany", "hasOne"]
    static let foreignKeyKeys = ["columns", "references"]
    /// The keys of a table-level foreign key's `references:`: `columns` rather than `column`.
    static let foreignKeyReferenceKeys = referenceKeys.map { $0 == "column" ? "columns" : $0 }
    static let indexKeys = ["name", "columns", "unique", "where"]
    static let indexKeyKeys = ["column", "sql", "collate", "order"]
    static let viewKeys = ["record", "sql", "columns", "orderings"]
    static let viewColumnKeys = ["type", "notNull", "values", "representation", "swift"]
    static let queryKeys = [
        "sql", "filters", "orderings", "choices", "parameters", "columns", "single", "record", "group", "warnings",
    ]
    static let queryParameterKeys = ["type", "notNull", "swift"]
    static let migrationKeys = ["id", "baseline", "steps"]
    static let debugKeys = ["eraseDatabaseOnSchemaChange"]
    static let generatedKeys = ["sql", "stored"]
    static let sqlDefaultKeys = ["sql"]
    static let baselineKeys = ["replaces"]
    static let conflictKeys = ["onConflict"]
    static let querySwiftKeys = ["type", "convertible"]
    /// The keys of each kind of step (`sql` takes text, or `{ sql }`).
    static let stepKeys: [String: [String]] = [
        "createTable": ["table"] + tableConstraintKeys,
        "addColumn": ["table", "column"] + columnKeys,
        "dropTable": ["table"],
        "renameTable": ["from", "to"],
        "renameColumn": ["table", "from", "to"],
        "dropColumn": ["table", "column"],
        "createIndex": ["name", "table", "columns", "unique", "where"],
        "dropIndex": ["name"],
        "createTrigger": ["table"] + triggerKeys,
        "dropTrigger": ["name"],
        "createSearchIndex": ["table"] + searchKeys + ["synchronization"],
        "dropSearchIndex": ["name"],
        "createView": ["view", "sql"],
        "dropView": ["view"],
        "insert": ["table", "rows"],
        "sql": [],  // text: the statement
    ]
    static let stepKinds = [
        "createTable", "addColumn", "dropTable", "renameTable", "renameColumn", "dropColumn", "createIndex",
        "dropIndex", "createTrigger", "dropTrigger", "createSearchIndex", "dropSearchIndex", "createView", "dropView",
        "insert",
        "sql",
    ]

    /// Translates a parsed document. Returns `nil` when errors were reported.
    public static func translate(_ document: ParsedDocument, diagnostics: DiagnosticCollector) -> Schema? {
        let reader = NodeReader(document: document, diagnostics: diagnostics)
        guard let root = document.root, !NodeReader.isNull(root) else {
            diagnostics.error(
                "the schema file is empty; it needs at least `tables:` and `migrations:`",
                at: document.source.location(line: 1, column: 1))
            return nil
        }
        let checkpoint = diagnostics.checkpoint()
        guard let top = reader.mapping(root, what: "the schema file", allowedKeys: topLevelKeys) else {
            return nil
        }
        var swift = SwiftOptions()
        if let node = top.value("swift") {
            swift = swiftOptions(node, reader: reader)
        }
        var tables: [TableDefinition] = []
        if let node = top.required("tables"), !NodeReader.isNull(node),
            let mapping = reader.mapping(node, what: "`tables`", allowedKeys: nil)
        {
            for entry in mapping.entries {
                if let table = table(name: entry.key, node: entry.value, reader: reader) {
                    tables.append(table)
                }
            }
        }
        var views: [ViewDefinition] = []
        if let node = top.value("views"), !NodeReader.isNull(node),
            let mapping = reader.mapping(node, what: "`views`", allowedKeys: nil)
        {
            views = mapping.entries.compactMap { view(name: $0.key, node: $0.value, reader: reader) }
        }
        var functions: [FunctionDefinition] = []
        if let node = top.value("functions"), !NodeReader.isNull(node),
            let mapping = reader.mapping(node, what: "`functions`", allowedKeys: nil)
        {
            functions = mapping.entries.compactMap { function(name: $0.key, node: $0.value, reader: reader) }
        }
        // GRDBGenRuntime's `uuid()`, when the schema calls it without declaring its own.
        for builtIn in FunctionDefinition.builtIns
        where !functions.contains(where: { $0.name.value.lowercased() == builtIn.name.value })
            && document.text.range(
                of: #"\b\#(builtIn.name.value)\s*\("#, options: [.regularExpression, .caseInsensitive]) != nil
        {
            functions.append(builtIn)
        }
        var queries: [QueryDefinition] = []
        if let node = top.value("queries"), !NodeReader.isNull(node),
            let mapping = reader.mapping(node, what: "`queries`", allowedKeys: nil)
        {
            queries = mapping.entries.compactMap { query(name: $0.key, node: $0.value, reader: reader) }
        }
        if let node = top.value("fragments"), !NodeReader.isNull(node),
            let mapping = reader.mapping(node, what: "`fragments`", allowedKeys: nil)
        {
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
            queries = queries.map { useFragments(fragments, in: $0, reader: reader) }
        } else {
            queries = queries.map { useFragments([:], in: $0, reader: reader) }
        }
        var migrations: [Migration] = []
        if let node = top.value("migrations"), !NodeReader.isNull(node),
            let list = reader.sequence(node, what: "`migrations`")
        {
            for (index, item) in list.enumerated() {
                if let migration = migration(item, index: index, reader: reader) {
                    migrations.append(migration)
                }
            }
        }
        var debug = DebugOptions()
        if let node = top.value("debug"),
            let mapping = reader.mapping(node, what: "`debug`", allowedKeys: debugKeys),
            let flag = mapping.value("eraseDatabaseOnSchemaChange")
        {
            debug.eraseDatabaseOnSchemaChange = reader.bool(flag, what: "`eraseDatabaseOnSchemaChange`") ?? false
        }
        guard !diagnostics.hasErrors(since: checkpoint) else { return nil }
        ForeignKeyDefaults.followReferencedKeys(&tables)
        StrictTables.mark(tables: &tables, migrations: &migrations)
        var schema = Schema(swift: swift, tables: tables, migrations: migrations)
        schema.debug = debug
        schema.views = views
        schema.queries = queries
        schema.functions = functions
        return schema
    }

    private static func swiftOptions(_ node: Node, reader: NodeReader) -> SwiftOptions {
        var options = SwiftOptions()
        guard let mapping = reader.mapping(node, what: "`swift`", allowedKeys: swiftKeys) else {
            return options
        }
        if let access = mapping.value("access") {
            options.access = reader.choice(access, what: "`access`", of: SwiftOptions.AccessLevel.self) ?? .internal
        }
        if let store = mapping.value("store") {
            options.store = reader.string(store, what: "`store`")
        }
        options.features = features(mapping, reader: reader)
        return options
    }

    /// The feature keys of a `swift:` mapping (`hashable: true`…).
    private static func features(_ mapping: NodeReader.Mapping, reader: NodeReader) -> GeneratedFeatures.Choices {
        var choices = GeneratedFeatures.Choices()
        for key in GeneratedFeatures.keys {
            if let node = mapping.value(key), let value = reader.bool(node, what: "`\(key)`") {
                choices.values[key] = value
            }
        }
        for (key, replacement) in GeneratedFeatures.removedKeys {
            if let node = mapping.value(key) { reader.error(replacement, at: node) }
        }
        return choices
    }

    private static func table(name: Located<String>, node: Node, reader: NodeReader) -> TableDefinition? {
        let what = "table `\(name.value)`"
        guard let mapping = reader.mapping(node, what: what, allowedKeys: tableKeys) else { return nil }
        var record: Located<String>?
        if let node = mapping.value("record") {
            record = reader.string(node, what: "`record` of \(what)")
        }
        let shape = tableShape(mapping, table: name.value, columnKeys: tableColumnKeys, reader: reader)
        var orderings: [Located<String>] = []
        if let node = mapping.value("orderings"), let list = reader.sequence(node, what: "`orderings` of \(what)") {
            orderings = list.compactMap { reader.string($0, what: "an ordering of \(what)") }
        }
        var table = TableDefinition(
            name: name, record: record, shape: shape, orderings: orderings, location: name.location)
        if let node = mapping.value("swift"),
            let swift = reader.mapping(
                node, what: "`swift` of \(what)",
                allowedKeys: GeneratedFeatures.acceptedKeys)
        {
            table.features = features(swift, reader: reader)
        }
        table.shape.indexes += ForeignKeyDefaults.implicit(for: table)
        if let node = mapping.value("search"),
            let search = reader.mapping(node, what: "`search` of \(what)", allowedKeys: searchKeys)
        {
            table.shape.search = searchIndex(search, table: name.value, location: reader.location(node), reader: reader)
        }
        if let node = mapping.value("triggers"), let list = reader.sequence(node, what: "`triggers` of \(what)") {
            table.shape.triggers = list.compactMap { item in
                reader.mapping(item, what: "a trigger of \(what)", allowedKeys: triggerKeys).flatMap {
                    trigger($0, table: name.value, location: reader.location(item), reader: reader)
                }
            }
        }
        return table
    }

    /// `{ name, columns, tokenizer, diacritics }`: `search:` of a table (whose `name` defaults to
    /// `<table>_ft`) or a `createSearchIndex` step (with `table`, and a required `name`).
    private static func searchIndex(
        _ mapping: NodeReader.Mapping, table: String?, location: SourceLocation, reader: NodeReader
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
        let columns = mapping.required("columns").flatMap { nameList($0, what: "`columns` of \(what)", reader: reader) }
        let (tokenizer, diacritics, prefixes, options) = tokenization(mapping, what: what, reader: reader)
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
    private static func tokenization(
        _ mapping: NodeReader.Mapping, what: String, reader: NodeReader
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
    private static func searchTable(_ node: Node, table: String, reader: NodeReader) -> Located<SearchTokenization>? {
        let what = "`searchTable` of table `\(table)`"
        if case .scalar = node {
            guard let flag = reader.bool(node, what: what) else { return nil }
            if !flag {
                reader.error("\(what) is false; remove it for a table that is not a search table", at: node)
                return nil
            }
            return Located(SearchTokenization(), at: reader.location(node))
        }
        guard let mapping = reader.mapping(node, what: what, allowedKeys: tokenizationKeys) else { return nil }
        let (tokenizer, diacritics, prefixes, options) = tokenization(mapping, what: what, reader: reader)
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

    /// A `views:` entry: `{ record, sql, columns, orderings }`.
    private static func view(name: Located<String>, node: Node, reader: NodeReader) -> ViewDefinition? {
        let what = "view `\(name.value)`"
        guard let mapping = reader.mapping(node, what: what, allowedKeys: viewKeys) else { return nil }
        guard var view = viewSQL(mapping, name: name, location: name.location, reader: reader) else { return nil }
        view.record = mapping.value("record").flatMap { reader.string($0, what: "`record` of \(what)") }
        if let node = mapping.value("orderings"), let list = reader.sequence(node, what: "`orderings` of \(what)") {
            view.orderings = list.compactMap { reader.string($0, what: "an ordering of \(what)") }
        }
        if let node = mapping.value("columns"),
            let columns = reader.mapping(node, what: "`columns` of \(what)", allowedKeys: nil)
        {
            view.columns = columns.entries.compactMap { entry in
                reader.mapping(entry.value, what: "column `\(entry.key.value)` of \(what)", allowedKeys: viewColumnKeys)
                    .map { viewColumn(name: entry.key, mapping: $0, of: what, reader: reader) }
            }
        }
        return view
    }

    /// A `queries:` entry: `{ sql, parameters, columns, single, record }`.
    private static func query(name: Located<String>, node: Node, reader: NodeReader) -> QueryDefinition? {
        let what = "query `\(name.value)`"
        guard let mapping = reader.mapping(node, what: what, allowedKeys: queryKeys) else { return nil }
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
                    entry.value, what: "column `\(entry.key.value)` of \(what)", allowedKeys: viewColumnKeys
                )
                .map { viewColumn(name: entry.key, mapping: $0, of: what, reader: reader) }
            }
        }
        if let node = mapping.value("parameters"),
            let parameters = reader.mapping(node, what: "`parameters` of \(what)", allowedKeys: nil)
        {
            query.parameters = parameters.entries.compactMap { entry in
                queryParameter(name: entry.key, node: entry.value, of: what, reader: reader)
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
                        "\(groupWhat) has \(options.entries.isEmpty ? "no condition" : "one condition"): a group chooses "
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
    private static func useFragments(
        _ fragments: [String: String], in query: QueryDefinition, reader: NodeReader
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
    private static func queryParameter(
        name: Located<String>, node: Node, of query: String, reader: NodeReader
    ) -> QueryParameterOverride? {
        let what = "parameter `\(name.value)` of \(query)"
        if case .scalar = node {
            return reader.locatedChoice(node, what: "the type of \(what)", of: ColumnType.self)
                .map { QueryParameterOverride(name: name, type: $0) }
        }
        guard let mapping = reader.mapping(node, what: what, allowedKeys: queryParameterKeys),
            let typeNode = mapping.required("type"),
            let type = reader.locatedChoice(typeNode, what: "the type of \(what)", of: ColumnType.self)
        else { return nil }
        var parameter = QueryParameterOverride(name: name, type: type)
        if let node = mapping.value("notNull"), let notNull = reader.bool(node, what: "`notNull` of \(what)") {
            parameter.optional = !notNull
        }
        if let node = mapping.value("swift"),
            let swift = reader.mapping(node, what: "`swift` of \(what)", allowedKeys: querySwiftKeys)
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
    private static func viewSQL(
        _ mapping: NodeReader.Mapping, name: Located<String>, location: SourceLocation, reader: NodeReader
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
    private static func viewColumn(
        name: Located<String>, mapping: NodeReader.Mapping, of view: String, reader: NodeReader
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
            let swift = reader.mapping(node, what: "`swift` of \(what)", allowedKeys: columnSwiftKeys)
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

    /// `{ name, timing, event, columns, when, body }`: a trigger of `tables:` or a `createTrigger` step.
    private static func trigger(
        _ mapping: NodeReader.Mapping, table: String?, location: SourceLocation, reader: NodeReader
    ) -> TriggerDefinition? {
        let name = mapping.required("name").flatMap { reader.string($0, what: "the `name` of a trigger") }
        let what = "trigger `\(name?.value ?? "?")`"
        let timing = mapping.required("timing").flatMap {
            reader.locatedChoice($0, what: "`timing` of \(what)", of: TriggerTiming.self)
        }
        let event = mapping.required("event").flatMap {
            reader.locatedChoice($0, what: "`event` of \(what)", of: TriggerEvent.self)
        }
        let columns = mapping.value("columns").flatMap { nameList($0, what: "`columns` of \(what)", reader: reader) }
        if let columns, event?.value != .update {
            reader.diagnostics.error("`columns` of \(what) only apply to `event: update`", at: columns.location)
        }
        let when = mapping.value("when").flatMap { reader.string($0, what: "`when` of \(what)") }
        let body = mapping.required("body").flatMap { reader.string($0, what: "`body` of \(what)") }
        if let body, body.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            reader.diagnostics.error("`body` of \(what) is empty", at: body.location)
        }
        guard let name, let table, let timing, let event, let body else { return nil }
        return TriggerDefinition(
            name: name, table: table, timing: timing, event: event, columns: columns?.value ?? [], when: when,
            body: body,
            location: location)
    }

    /// Reads `columns`, `primaryKey`, `unique` and `indexes`: of a `tables:` entry or a
    /// `createTable` step.
    private static func tableShape(
        _ mapping: NodeReader.Mapping, table: String, columnKeys: [String], reader: NodeReader
    ) -> TableShapeDefinition {
        let what = "table `\(table)`"
        var shape = TableShapeDefinition()
        if let node = mapping.required("columns") {
            shape.columns = columnDefinitions(
                node, what: "`columns` of \(what)", allowedKeys: columnKeys, reader: reader)
        }
        if let node = mapping.value("searchTable") {
            shape.searchTable = searchTable(node, table: table, reader: reader)
            if shape.searchTable != nil {
                for index in shape.columns.indices { shape.columns[index].isInSearchTable = true }
            }
        }
        if let node = mapping.value("primaryKey") {
            shape.primaryKey = nameList(node, what: "`primaryKey` of \(what)", reader: reader)
        }
        if let node = mapping.value("unique"), let groups = reader.sequence(node, what: "`unique` of \(what)") {
            shape.uniqueGroups = groups.compactMap { nameList($0, what: "a `unique` group of \(what)", reader: reader) }
        }
        if let node = mapping.value("checks"), let list = reader.sequence(node, what: "`checks` of \(what)") {
            shape.checks = list.compactMap { reader.string($0, what: "a check of \(what)") }
        }
        if let node = mapping.value("foreignKeys"), let list = reader.sequence(node, what: "`foreignKeys` of \(what)") {
            shape.foreignKeys = list.compactMap { foreignKey($0, what: "a foreign key of \(what)", reader: reader) }
        }
        if let node = mapping.value("indexes"), let list = reader.sequence(node, what: "`indexes` of \(what)") {
            shape.indexes = list.compactMap { index($0, table: table, tableKey: nil, reader: reader) }
        }
        if let node = mapping.value("options"), let list = reader.sequence(node, what: "`options` of \(what)") {
            for item in list {
                guard let option = reader.choice(item, what: "an option of \(what)", of: TableOption.self) else {
                    continue
                }
                if shape.has(option) {
                    reader.error("option `\(option.rawValue)` of \(what) is listed twice", at: item)
                } else {
                    shape.options.append(Located(option, at: reader.location(item)))
                }
            }
        }
        return shape
    }

    /// A non-empty list of names: `[a, b]`.
    private static func nameList(_ node: Node, what: String, reader: NodeReader) -> Located<[Located<String>]>? {
        guard let list = reader.sequence(node, what: what) else { return nil }
        if list.isEmpty {
            reader.error("\(what) is an empty list", at: node)
            return nil
        }
        let names = list.compactMap { reader.string($0, what: "a column of \(what)") }
        guard names.count == list.count else { return nil }
        return Located(names, at: reader.location(node))
    }

    /// `{ name, columns, unique }`, or with `table` for a `createIndex` step.
    private static func index(_ node: Node, table: String?, tableKey: String?, reader: NodeReader) -> IndexDefinition? {
        let allowed = tableKey == nil ? indexKeys : indexKeys + ["table"]
        guard let mapping = reader.mapping(node, what: "an index", allowedKeys: allowed) else { return nil }
        let name = mapping.required("name").flatMap { reader.string($0, what: "the `name` of an index") }
        let what = "index `\(name?.value ?? "?")`"
        let tableName =
            table ?? mapping.required("table").flatMap { reader.string($0, what: "`table` of \(what)") }?.value
        let keys = mapping.required("columns").flatMap { sortKeys($0, what: "`columns` of \(what)", reader: reader) }
        let unique = mapping.value("unique").flatMap { reader.bool($0, what: "`unique` of \(what)") } ?? false
        let condition = mapping.value("where").flatMap { reader.string($0, what: "`where` of \(what)") }
        guard let name, let tableName, let keys else { return nil }
        var index = IndexDefinition(
            name: name, table: tableName, columns: [], unique: unique, location: reader.location(node))
        index.keys = keys
        index.condition = condition
        return index
    }

    /// The keys of an index: a column name, or `{ column: name | sql: EXPR, collate, order }`.
    private static func sortKeys(_ node: Node, what: String, reader: NodeReader) -> [Located<IndexKey>]? {
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
            guard let mapping = reader.mapping(item, what: keyWhat, allowedKeys: indexKeyKeys) else { return nil }
            let column = mapping.value("column").flatMap { reader.string($0, what: "`column` of \(keyWhat)") }
            let sql = mapping.value("sql").flatMap { reader.string($0, what: "`sql` of \(keyWhat)") }
            let target: IndexKey.Target
            switch (column, sql) {
            case (let column?, nil): target = .column(column.value)
            case (nil, let sql?): target = .expression(sql.value)
            default:
                reader.error("\(keyWhat) needs one of `column` (a column) or `sql` (an expression)", at: item)
                return nil
            }
            var key = IndexKey(target)
            key.collation = mapping.value("collate").flatMap {
                reader.choice($0, what: "`collate` of \(keyWhat)", of: Collation.self)
            }
            if let order = mapping.value("order") {
                key.descending =
                    reader.choice(order, what: "`order` of \(keyWhat)", [("asc", false), ("desc", true)]) ?? false
            }
            return Located(key, at: column?.location ?? sql?.location ?? reader.location(item))
        }
        return keys.count == list.count ? keys : nil
    }

    private static func columnDefinitions(
        _ node: Node, what: String, allowedKeys: [String] = columnKeys, reader: NodeReader
    ) -> [ColumnDefinition] {
        guard let mapping = reader.mapping(node, what: what, allowedKeys: nil) else { return [] }
        return mapping.entries.compactMap { entry in
            guard
                let columnMapping = reader.mapping(
                    entry.value, what: "column `\(entry.key.value)`", allowedKeys: allowedKeys)
            else { return nil }
            return columnDefinition(name: entry.key, mapping: columnMapping, reader: reader)
        }
    }

    /// Reads a column definition from a mapping: a column under `columns:`, or an `addColumn`
    /// step. Swift names and types are only accepted in `tables:` (the caller's allowed keys):
    /// migrations only say what SQLite stores.
    private static func columnDefinition(
        name: Located<String>, mapping: NodeReader.Mapping, reader: NodeReader
    ) -> ColumnDefinition? {
        let what = "column `\(name.value)`"
        var type: Located<ColumnType>?
        if let node = mapping.required("type") {
            type = reader.locatedChoice(node, what: "the type of \(what)", of: ColumnType.self)
        }
        guard let type else { return nil }
        var column = ColumnDefinition(name: name, type: type, location: name.location)
        if let node = mapping.value("notNull") {
            (column.notNull, column.notNullOnConflict) = constraint(node, what: "`notNull` of \(what)", reader: reader)
        }
        if let node = mapping.value("primaryKey") {
            column.primaryKey =
                reader.choice(
                    node, what: "`primaryKey` of \(what)",
                    [("autoincrement", .autoincrement), ("rowid", .rowid), ("true", .plain), ("false", nil)]) ?? nil
        }
        if let node = mapping.value("default") {
            column.defaultValue = defaultValue(node, what: "`default` of \(what)", reader: reader)
            // A number is expected: YAML's other integer forms (`0x4a99ef`, `1_000`) are numbers.
            if [.integer, .real].contains(type.value), case .scalar(let scalar) = node,
                scalar.style == .plain || scalar.style == .any, case .text(let text)? = column.defaultValue?.value,
                let number = YAMLInteger.value(of: text)
            {
                column.defaultValue = Located(.integer(number), at: reader.location(node))
            }
        }
        if let node = mapping.value("index"), let flag = reader.bool(node, what: "`index` of \(what)") {
            column.index = Located(flag, at: reader.location(node))
        }
        if let node = mapping.value("generated"),
            let generated = reader.mapping(node, what: "`generated` of \(what)", allowedKeys: generatedKeys),
            let sql = generated.required("sql").flatMap({ reader.string($0, what: "`sql` of `generated` of \(what)") })
        {
            let stored =
                generated.value("stored").flatMap { reader.bool($0, what: "`stored` of `generated` of \(what)") }
                ?? false
            column.generated = Located(GeneratedColumn(sql: sql.value, stored: stored), at: reader.location(node))
        }
        if let node = mapping.value("unique") {
            (column.unique, column.uniqueOnConflict) = constraint(node, what: "`unique` of \(what)", reader: reader)
        }
        if let node = mapping.value("check") {
            if case .scalar(let scalar) = node, ScalarKind(scalar) == .bool {
                // `check: false`: an enum whose values no CHECK keeps out (checked in validation).
                if scalar.string.lowercased() == "true" {
                    reader.error(
                        "`check: true` says nothing: write the CHECK's SQL (`check: \"price > 0\"`), or `check: "
                            + "false` on an `enum` column to leave out the CHECK of its values", at: node)
                } else {
                    column.uncheckedEnum = reader.location(node)
                }
            } else {
                column.check = reader.string(node, what: "`check` of \(what)")
            }
        }
        if let node = mapping.value("collate") {
            column.collate = reader.locatedChoice(node, what: "`collate` of \(what)", of: Collation.self)
        }
        if let node = mapping.value("references") {
            column.references = reference(node, what: "`references` of \(what)", reader: reader)
        }
        if let node = mapping.value("values") {
            if case .mapping = node {
                readIntegerEnum(node, into: &column, what: what, reader: reader)
            } else if let list = reader.sequence(node, what: "`values` of \(what)") {
                let values = list.compactMap { reader.string($0, what: "a value of \(what)") }
                if values.count == list.count {
                    column.enumValues = Located(values.map(\.value), at: reader.location(node))
                }
            }
        }
        if let node = mapping.value("unindexed"), let flag = reader.bool(node, what: "`unindexed` of \(what)") {
            column.unindexed = Located(flag, at: reader.location(node))
        }
        if let node = mapping.value("declaredType"),
            let declared = reader.string(node, what: "`declaredType` of \(what)")
        {
            // Written into CREATE TABLE as is: a type name and its size, nothing else.
            let pattern = #"^[A-Za-z][A-Za-z0-9_]*( [A-Za-z][A-Za-z0-9_]*)*( ?\( ?[0-9]+ ?(, ?[0-9]+ ?)?\))?$"#
            if declared.value.range(of: pattern, options: .regularExpression) == nil {
                reader.diagnostics.error(
                    "`declaredType` of \(what) is not an SQL type name: letters, digits and spaces, with an "
                        + "optional size such as `(10,2)`",
                    at: declared.location)
            } else {
                column.declaredType = declared
            }
        }
        if let node = mapping.value("representation") {
            column.representation = reader.locatedChoice(
                node, what: "`representation` of \(what)", of: ColumnRepresentation.self)
        }
        if let node = mapping.value("swift"),
            let swift = reader.mapping(node, what: "`swift` of \(what)", allowedKeys: columnSwiftKeys)
        {
            column.swiftType = swift.value("type").flatMap { reader.string($0, what: "`swift.type` of \(what)") }
            column.swiftName = swift.value("name").flatMap { reader.string($0, what: "`swift.name` of \(what)") }
            if let node = swift.value("convertible"),
                let flag = reader.bool(node, what: "`swift.convertible` of \(what)")
            {
                column.swiftConvertible = Located(flag, at: reader.location(node))
            }
        }
        // An integer enum's default names a case (`default: medium`): it is the case's integer.
        if let codes = column.enumCodes, let names = column.enumValues?.value,
            let defaultValue = column.defaultValue, case .text(let name) = defaultValue.value,
            let position = names.firstIndex(of: name)
        {
            column.defaultValue = Located(.integer(codes[position]), at: defaultValue.location)
        }
        // `notNull: false` written on a key other than the rowid: declared without NOT NULL, as
        // SQLite allows (the rowid, `INTEGER`, is never NULL: nothing to say there).
        if column.primaryKey == .plain, mapping.value("notNull") != nil, !column.notNull,
            (column.declaredType?.value ?? column.databaseType.sql).uppercased() != "INTEGER"
        {
            column.keyAcceptsNull = true
        }
        return column
    }

    /// An entry of `functions:`: `{ arguments: [text], result: text, deterministic: true }`.
    private static func function(name: Located<String>, node: Node, reader: NodeReader) -> FunctionDefinition? {
        let what = "function `\(name.value)`"
        guard let mapping = reader.mapping(node, what: what, allowedKeys: functionKeys) else { return nil }
        // No `result`: a function that gives none.
        var result: Located<FunctionValueType>?
        if let node = mapping.value("result") {
            guard let choice = reader.locatedChoice(node, what: "the `result` of \(what)", of: FunctionValueType.self)
            else { return nil }
            result = choice
        }
        var function = FunctionDefinition(name: name, result: result, location: name.location)
        if let node = mapping.value("arguments"), let list = reader.sequence(node, what: "`arguments` of \(what)") {
            function.arguments = list.compactMap {
                reader.locatedChoice($0, what: "an argument of \(what)", of: FunctionValueType.self)
            }
        }
        if let node = mapping.value("deterministic") {
            function.deterministic = reader.bool(node, what: "`deterministic` of \(what)") ?? false
        }
        return function
    }

    /// `notNull: true` or `notNull: { onConflict: replace }` (and `unique:` alike): whether the
    /// constraint holds, and its conflict clause.
    private static func constraint(
        _ node: Node, what: String, reader: NodeReader
    ) -> (Bool, ConflictResolution?) {
        guard case .mapping = node else { return (reader.bool(node, what: what) ?? false, nil) }
        guard let mapping = reader.mapping(node, what: what, allowedKeys: conflictKeys),
            let resolution = mapping.required("onConflict").flatMap({
                reader.locatedChoice($0, what: "`onConflict` of \(what)", of: ConflictResolution.self)
            })
        else { return (false, nil) }
        return (true, resolution.value)
    }

    /// `values: { low: 1, medium: 2, high: 3 }`: the cases of an integer enum and the integer each
    /// is stored as.
    private static func readIntegerEnum(
        _ node: Node, into column: inout ColumnDefinition, what: String, reader: NodeReader
    ) {
        guard let mapping = reader.mapping(node, what: "`values` of \(what)", allowedKeys: nil) else { return }
        var names: [String] = []
        var codes: [Int64] = []
        for entry in mapping.entries {
            guard case .scalar(let scalar) = entry.value,
                scalar.style == .plain || scalar.style == .any, let code = YAMLInteger.value(of: scalar.string)
            else {
                reader.error(
                    "expected the integer that value `\(entry.key.value)` of \(what) is stored as, found "
                        + NodeReader.describe(entry.value),
                    at: entry.value)
                return
            }
            names.append(entry.key.value)
            codes.append(code)
        }
        column.enumValues = Located(names, at: reader.location(node))
        column.enumCodes = codes
    }

    /// `references: list` or `references: { table: list, column: id, onDelete: cascade }`.
    private static func reference(_ node: Node, what: String, reader: NodeReader) -> Located<ForeignKeyReference>? {
        if case .scalar = node {
            return reader.string(node, what: what).map { Located(ForeignKeyReference(table: $0), at: $0.location) }
        }
        guard let mapping = reader.mapping(node, what: what, allowedKeys: referenceKeys) else { return nil }
        let column = mapping.value("column").flatMap { reader.string($0, what: "`column` of \(what)") }
        guard var reference = reference(mapping, what: what, reader: reader) else { return nil }
        reference.column = column
        return Located(reference, at: reader.location(node))
    }

    /// `{ columns: [a, b], references: { table: t, columns: [x, y], onDelete: cascade } }` of
    /// `foreignKeys:`; `references: t` for the primary key of `t`.
    private static func foreignKey(_ node: Node, what: String, reader: NodeReader) -> TableForeignKey? {
        guard let mapping = reader.mapping(node, what: what, allowedKeys: foreignKeyKeys) else { return nil }
        let columns = mapping.required("columns").flatMap { nameList($0, what: "`columns` of \(what)", reader: reader) }
        if let columns, columns.value.count < 2 {
            reader.diagnostics.error(
                "\(what) has one column; write it on the column (`references:`)", at: columns.location)
            return nil
        }
        guard let referenceNode = mapping.required("references") else { return nil }
        let referenceWhat = "`references` of \(what)"
        var reference: ForeignKeyReference?
        var referenced: Located<[Located<String>]>?
        if case .scalar = referenceNode {
            reference = reader.string(referenceNode, what: referenceWhat).map { ForeignKeyReference(table: $0) }
        } else if let inner = reader.mapping(referenceNode, what: referenceWhat, allowedKeys: foreignKeyReferenceKeys) {
            referenced = inner.value("columns").flatMap {
                nameList($0, what: "`columns` of \(referenceWhat)", reader: reader)
            }
            reference = self.reference(inner, what: referenceWhat, reader: reader)
        }
        guard let columns, let reference else { return nil }
        if let referenced, referenced.value.count != columns.value.count {
            reader.diagnostics.error(
                "\(what) has \(columns.value.count) columns and references \(referenced.value.count)",
                at: referenced.location)
            return nil
        }
        return TableForeignKey(
            columns: columns.value, reference: reference, referencedColumns: referenced?.value ?? [],
            location: reader.location(node))
    }

    /// The table, the actions and the association names of a reference.
    private static func reference(
        _ mapping: NodeReader.Mapping, what: String, reader: NodeReader
    ) -> ForeignKeyReference? {
        let table = mapping.required("table").flatMap { reader.string($0, what: "`table` of \(what)") }
        // `noAction` is SQLite's default action: GRDB writes no clause for it, and SQLite reports
        // the same foreign key either way.
        let actions: [(String, ForeignKeyAction?)] =
            ForeignKeyAction.allCases.map { ($0.rawValue, $0) } + [("noAction", nil)]
        let onDelete =
            mapping.value("onDelete").flatMap { reader.choice($0, what: "`onDelete` of \(what)", actions) } ?? nil
        let onUpdate =
            mapping.value("onUpdate").flatMap { reader.choice($0, what: "`onUpdate` of \(what)", actions) } ?? nil
        let belongsTo = mapping.value("belongsTo").flatMap { reader.string($0, what: "`belongsTo` of \(what)") }
        let hasMany = mapping.value("hasMany").flatMap { reader.string($0, what: "`hasMany` of \(what)") }
        let hasOne = mapping.value("hasOne").flatMap { reader.string($0, what: "`hasOne` of \(what)") }
        guard let table else { return nil }
        var reference = ForeignKeyReference(table: table, onDelete: onDelete, onUpdate: onUpdate)
        reference.belongsTo = belongsTo
        reference.hasMany = hasMany
        reference.hasOne = hasOne
        return reference
    }

    private static func defaultValue(_ node: Node, what: String, reader: NodeReader) -> Located<DefaultValue>? {
        if case .mapping = node {
            guard let mapping = reader.mapping(node, what: what, allowedKeys: sqlDefaultKeys),
                let sql = mapping.required("sql").flatMap({ reader.string($0, what: "`sql` of \(what)") })
            else { return nil }
            return Located(.sql(sql.value), at: reader.location(node))
        }
        guard case .scalar(let scalar) = node else {
            reader.error(
                "expected a text, number, boolean or `{ sql: … }` for \(what), found \(NodeReader.describe(node))",
                at: node)
            return nil
        }
        let value: DefaultValue
        switch ScalarKind(scalar) {
        case .null:
            reader.error("\(what) is empty; remove it for no default", at: node)
            return nil
        case .bool: value = .boolean(scalar.string.lowercased() == "true")
        case .int: value = .integer(Int64(scalar.string)!)
        case .float:
            guard let number = Double(scalar.string), number.isFinite else {
                reader.error("\(what) is not a finite number", at: node)
                return nil
            }
            value = .real(number)
        case .string: value = .text(scalar.string)
        }
        return Located(value, at: reader.location(node))
    }

    private static func migration(_ node: Node, index: Int, reader: NodeReader) -> Migration? {
        let what = "migration #\(index + 1)"
        guard let mapping = reader.mapping(node, what: what, allowedKeys: migrationKeys) else { return nil }
        let id = mapping.required("id").flatMap { reader.string($0, what: "the `id` of \(what)") }
        var steps: [MigrationStep] = []
        if let node = mapping.required("steps") {
            let stepsWhat = "the steps of " + (id.map { "migration `\($0.value)`" } ?? what)
            if let list = reader.sequence(node, what: stepsWhat) {
                if list.isEmpty {
                    reader.error("\(stepsWhat): the list is empty", at: node)
                }
                steps = list.compactMap { step($0, reader: reader) }
            }
        }
        guard let id else { return nil }
        var migration = Migration(id: id, steps: steps, location: reader.location(node))
        if let node = mapping.value("baseline") {
            migration.baseline = baseline(node, of: id.value, reader: reader)
        }
        return migration
    }

    /// `baseline: true` or `baseline: { replaces: [v1, v2] }`.
    private static func baseline(_ node: Node, of migration: String, reader: NodeReader) -> Located<[Located<String>]>?
    {
        let what = "`baseline` of migration `\(migration)`"
        if case .mapping = node {
            guard let mapping = reader.mapping(node, what: what, allowedKeys: baselineKeys) else { return nil }
            guard
                let list = mapping.required("replaces").flatMap({ reader.sequence($0, what: "`replaces` of \(what)") })
            else { return nil }
            return Located(
                list.compactMap { reader.string($0, what: "a migration of `replaces`") }, at: reader.location(node))
        }
        guard let flag = reader.bool(node, what: what) else { return nil }
        return flag ? Located([], at: reader.location(node)) : nil
    }

    private static func step(_ node: Node, reader: NodeReader) -> MigrationStep? {
        guard let mapping = reader.mapping(node, what: "a migration step", allowedKeys: stepKinds) else {
            return nil
        }
        guard mapping.entries.count == 1, let entry = mapping.entries.first else {
            if mapping.entries.isEmpty {
                reader.error("a migration step needs one of: \(stepKinds.joined(separator: ", "))", at: node)
            } else {
                let kinds = mapping.entries.map { "`\($0.key.value)`" }.joined(separator: " and ")
                reader.error("a migration step has one kind, found \(kinds); write them as separate steps", at: node)
            }
            return nil
        }
        let location = entry.key.location
        let kind = entry.key.value
        if kind == "sql" {
            return sqlStep(entry.value, reader: reader)
        }
        let keys = stepKeys[kind] ?? []
        guard let body = reader.mapping(entry.value, what: "`\(kind)`", allowedKeys: keys) else { return nil }
        func name(_ key: String) -> Located<String>? {
            body.required(key).flatMap { reader.string($0, what: "`\(key)` of `\(kind)`") }
        }
        switch kind {
        case "createTable":
            guard let table = name("table") else { return nil }
            let shape = tableShape(body, table: table.value, columnKeys: createdColumnKeys, reader: reader)
            return .createTable(table: table, shape: shape, location: location)
        case "addColumn":
            let table = name("table")
            guard let column = name("column") else { return nil }
            guard let definition = columnDefinition(name: column, mapping: body, reader: reader), let table else {
                return nil
            }
            return .addColumn(table: table, column: definition, location: location)
        case "dropTable":
            return name("table").map { .dropTable(table: $0, location: location) }
        case "renameTable":
            let from = name("from"), to = name("to")
            guard let from, let to else { return nil }
            return .renameTable(from: from, to: to, location: location)
        case "renameColumn":
            let table = name("table"), from = name("from"), to = name("to")
            guard let table, let from, let to else { return nil }
            return .renameColumn(table: table, from: from, to: to, location: location)
        case "dropColumn":
            let table = name("table"), column = name("column")
            guard let table, let column else { return nil }
            return .dropColumn(table: table, column: column, location: location)
        case "createIndex":
            let table = body.value("table").flatMap { reader.string($0, what: "`table` of `createIndex`") }
            guard let index = index(entry.value, table: nil, tableKey: "table", reader: reader), let table else {
                return nil
            }
            return .createIndex(index, tableName: table, location: location)
        case "dropIndex":
            return name("name").map { .dropIndex(name: $0, location: location) }
        case "createTrigger":
            let table = name("table")
            guard
                let trigger = trigger(body, table: table?.value, location: reader.location(entry.value), reader: reader)
            else {
                return nil
            }
            return .createTrigger(trigger, location: location)
        case "dropTrigger":
            return name("name").map { .dropTrigger(name: $0, location: location) }
        case "createSearchIndex":
            let table = name("table")
            guard let index = searchIndex(body, table: nil, location: reader.location(entry.value), reader: reader),
                let table
            else {
                return nil
            }
            var located = index
            located.table = table.value
            if let synchronization = body.value("synchronization").flatMap({
                reader.locatedChoice(
                    $0, what: "`synchronization` of search index `\(index.name.value)`", of: SearchSynchronization.self)
            }) {
                located.synchronization = synchronization.value
            }
            return .createSearchIndex(located, location: location)
        case "dropSearchIndex":
            return name("name").map { .dropSearchIndex(name: $0, location: location) }
        case "createView":
            guard let view = name("view") else { return nil }
            return viewSQL(body, name: view, location: location, reader: reader).map {
                .createView($0, location: location)
            }
        case "dropView":
            return name("view").map { .dropView(view: $0, location: location) }
        default:
            return insertStep(body, location: location, reader: reader)
        }
    }

    private static func sqlStep(_ node: Node, reader: NodeReader) -> MigrationStep? {
        guard var sql = reader.string(node, what: "`sql`") else { return nil }
        // A block scalar (`sql: |`) ends with a newline; trailing whitespace means nothing to SQLite.
        while let last = sql.value.unicodeScalars.last, CharacterSet.whitespacesAndNewlines.contains(last) {
            sql.value.unicodeScalars.removeLast()
        }
        if sql.value.isEmpty {
            reader.error("`sql` is empty", at: node)
            return nil
        }
        return .sql(sql)
    }

    private static func insertStep(
        _ body: NodeReader.Mapping, location: SourceLocation, reader: NodeReader
    ) -> MigrationStep? {
        let table = body.required("table").flatMap { reader.string($0, what: "`table` of `insert`") }
        var rows: [[(column: Located<String>, value: Located<InsertValue>)]] = []
        if let node = body.required("rows"), let list = reader.sequence(node, what: "`rows` of `insert`") {
            if list.isEmpty { reader.error("`rows` of `insert` is an empty list", at: node) }
            for item in list {
                guard let row = reader.mapping(item, what: "a row of `insert`", allowedKeys: nil) else { continue }
                if row.entries.isEmpty { reader.error("a row of `insert` has no columns", at: item) }
                var values: [(column: Located<String>, value: Located<InsertValue>)] = []
                for entry in row.entries {
                    guard case .scalar(let scalar) = entry.value else {
                        reader.error(
                            "expected a text, number, boolean or null for column `\(entry.key.value)` of a row, "
                                + "found \(NodeReader.describe(entry.value))",
                            at: entry.value)
                        continue
                    }
                    let value: InsertValue
                    switch ScalarKind(scalar) {
                    case .null: value = .null
                    case .bool: value = .boolean(scalar.string.lowercased() == "true")
                    case .int: value = .integer(Int64(scalar.string)!)
                    case .float: value = .real(Double(scalar.string)!)
                    // Not YAML's other integer forms (`0x10`): rows of locked migrations read them as
                    // text, and their checksums must not change.
                    case .string: value = .text(scalar.string)
                    }
                    values.append((entry.key, Located(value, at: reader.location(entry.value))))
                }
                rows.append(values)
            }
        }
        guard let table else { return nil }
        return .insert(table: table, rows: rows, location: location)
    }
}
