import Foundation
import Yams

/// Reads what a table is made of besides its columns: triggers, key and unique lists, indexes.
extension SchemaTranslator {
    /// `{ name, timing, event, columns, when, body }`: a trigger of `tables:` or a `createTrigger` step.
    func trigger(
        _ mapping: NodeReader.Mapping, table: String?, location: SourceLocation
    ) -> TriggerDefinition? {
        let name = mapping.required("name").flatMap { reader.string($0, what: "the `name` of a trigger") }
        let what = "trigger `\(name?.value ?? "?")`"
        let timing = mapping.required("timing").flatMap {
            reader.locatedChoice($0, what: "`timing` of \(what)", of: TriggerTiming.self)
        }
        let event = mapping.required("event").flatMap {
            reader.locatedChoice($0, what: "`event` of \(what)", of: TriggerEvent.self)
        }
        let columns = mapping.value("columns").flatMap { nameList($0, what: "`columns` of \(what)") }
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
    func tableShape(
        _ mapping: NodeReader.Mapping, table: String, columns grammar: SchemaMapping<ColumnDefinition>
    ) -> TableShapeDefinition {
        let what = "table `\(table)`"
        var shape = TableShapeDefinition()
        if let node = mapping.required("columns") {
            shape.columns = columnDefinitions(node, what: "`columns` of \(what)", grammar: grammar)
        }
        if let node = mapping.value("searchTable") {
            shape.searchTable = searchTable(node, table: table)
            if shape.searchTable != nil {
                for index in shape.columns.indices { shape.columns[index].isInSearchTable = true }
            }
        }
        if let node = mapping.value("primaryKey") {
            shape.primaryKey = nameList(node, what: "`primaryKey` of \(what)")
        }
        if let node = mapping.value("unique"), let groups = reader.sequence(node, what: "`unique` of \(what)") {
            shape.uniqueGroups = groups.compactMap { nameList($0, what: "a `unique` group of \(what)") }
        }
        if let node = mapping.value("checks"), let list = reader.sequence(node, what: "`checks` of \(what)") {
            shape.checks = list.compactMap { reader.string($0, what: "a check of \(what)") }
        }
        if let node = mapping.value("foreignKeys"), let list = reader.sequence(node, what: "`foreignKeys` of \(what)") {
            shape.foreignKeys = list.compactMap { foreignKey($0, what: "a foreign key of \(what)") }
        }
        if let node = mapping.value("indexes"), let list = reader.sequence(node, what: "`indexes` of \(what)") {
            shape.indexes = list.compactMap { index($0, table: table, tableKey: nil) }
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

    /// `{ name, columns, unique }`, or with `table` for a `createIndex` step.
    func index(_ node: Node, table: String?, tableKey: String?) -> IndexDefinition? {
        let allowed = tableKey == nil ? Self.indexKeys : Self.indexKeys + ["table"]
        guard let mapping = reader.mapping(node, what: "an index", allowedKeys: allowed) else { return nil }
        let name = mapping.required("name").flatMap { reader.string($0, what: "the `name` of an index") }
        let what = "index `\(name?.value ?? "?")`"
        let tableName =
            table ?? mapping.required("table").flatMap { reader.string($0, what: "`table` of \(what)") }?.value
        let keys = mapping.required("columns").flatMap { sortKeys($0, what: "`columns` of \(what)") }
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
            guard let mapping = reader.mapping(item, what: keyWhat, allowedKeys: Self.indexKeyKeys) else { return nil }
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
