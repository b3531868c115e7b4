import GRDBGenSQL

/// Makes the read-only record of each view of `views:` from what SQLite reports of its columns
/// (``ViewDescriber``) and the overrides of `columns:`.
///
/// A column that reads a table column (`item.name`, `name AS title`) takes its type from
/// `tables:` (an `enum`, a `uuid`, a `json` type and its Swift type included), and is NOT NULL
/// when that column is and nothing in the view can make it NULL: an outer join, a compound
/// select, or an aggregate without `GROUP BY` (one row of NULLs over an empty table). A column
/// SQLite computes (`count(*)`, `a + b`) has no type SQLite can tell: `columns:` must give it.
enum ViewRecords {
    /// The records of the views, in the order of `views:`; errors are reported.
    static func resolve(
        _ schema: ValidatedSchema, columns viewColumns: [[DescribedColumn]], diagnostics: DiagnosticCollector
    ) -> [RecordModel] {
        var recordNames = Set(schema.records.map { $0.recordName.lowercased() })
        var records: [RecordModel] = []
        for (view, columns) in zip(schema.schema.views, viewColumns) {
            guard
                let table = definition(
                    of: view, columns: columns, tables: schema.schema.tables, diagnostics: diagnostics),
                var record = RecordResolver(table: table, kind: .view, diagnostics: diagnostics).record()
            else { continue }
            record.features = schema.schema.swift.schemaFeatures
            let location = view.record?.location ?? view.name.location
            if !recordNames.insert(record.recordName.lowercased()).inserted {
                diagnostics.error(
                    "view `\(view.name.value)` makes the record `\(record.recordName)`, which another table or "
                        + "view makes; set `record:` to tell them apart",
                    at: location)
                continue
            }
            if record.recordName == schema.storeName {
                diagnostics.error(
                    "the record of view `\(view.name.value)` has the name of the store, `\(record.recordName)`; "
                        + "set `record:`",
                    at: location)
                continue
            }
            records.append(record)
        }
        return records
    }

    /// The view as a table of `tables:` would describe it: one column per column of the view.
    private static func definition(
        of view: ViewDefinition, columns: [DescribedColumn], tables: [TableDefinition],
        diagnostics: DiagnosticCollector
    ) -> TableDefinition? {
        let what = "view `\(view.name.value)`"
        for override in view.columns where !columns.contains(where: { $0.name.isSameSQLName(as: override.name.value) })
        {
            diagnostics.error(
                "`columns` of \(what) names `\(override.name.value)`, which is not a column of the view"
                    + Suggestion.didYouMean(override.name.value, among: columns.map(\.name)),
                at: override.name.location)
        }
        // A NOT NULL table column reads NULL in the view: in a compound select (SQLite reports the
        // first one's columns), under an aggregate without `GROUP BY` (one row over no rows), or from
        // a table that is not a direct source kept by every join (the nullable side of an outer
        // join, or a table read through another view or a subquery).
        let words = ViewSQL.words(view.sql.value)
        let compoundOrLoneAggregate =
            words.contains { ["UNION", "EXCEPT", "INTERSECT"].contains($0) }
            || (words.contains(where: ViewSQL.aggregateCalls.contains) && !words.contains("GROUP"))
            || ViewSQL.hidesJoinedSides(view.sql.value)
        let sources = QuerySQL(view.sql.value).sources { name in
            tables.contains { $0.name.value.isSameSQLName(as: name) }
        }
        func mayBeNull(_ table: TableDefinition) -> Bool {
            let direct = sources.filter { $0.table.isSameSQLName(as: table.name.value) }
            return compoundOrLoneAggregate || direct.isEmpty || direct.contains(where: \.nullable)
        }
        var shape = TableDefinition(name: view.name, record: view.record, location: view.location)
        shape.orderings = view.orderings
        var complete = true
        for column in columns {
            guard column.hasPlainName else {
                diagnostics.error(column.noPlainNameError(of: what), at: view.sql.location)
                complete = false
                continue
            }
            let override = view.override(forColumn: column.name)
            let origin = column.origin.flatMap { origin -> (TableDefinition, ColumnDefinition)? in
                guard let table = tables.first(where: { $0.name.value.isSameSQLName(as: origin.table) }),
                    let definition = table.columns.first(where: { $0.name.value.isSameSQLName(as: origin.column) })
                else { return nil }
                return (table, definition)
            }
            let name = Located(column.name, at: override?.name.location ?? view.name.location)
            var definition: ColumnDefinition
            if let type = override?.type {
                definition = ColumnDefinition(name: name, type: type, location: name.location)
                definition.enumValues = override?.enumValues
                definition.representation = override?.representation
                definition.swiftType = override?.swiftType
                definition.swiftConvertible = override?.swiftConvertible
            } else if let (table, source) = origin {
                definition = ColumnDefinition(name: name, type: source.type, location: name.location)
                definition.enumValues = source.enumValues
                definition.enumCodes = source.enumCodes
                definition.representation = source.representation
                definition.swiftType = source.swiftType
                definition.swiftConvertible = source.swiftConvertible
                if source.primaryKey?.isChosenBySQLite == true, source.swiftType == nil {
                    // The same Swift type as the key of the table's record.
                    definition.swiftType = Located("Int64", at: name.location)
                }
                let inCompositeKey =
                    table.primaryKey?.value.contains { $0.value.isSameSQLName(as: source.name.value) } ?? false
                definition.notNull = (source.isNotNullInDatabase || inCompositeKey) && !mayBeNull(table)
            } else {
                diagnostics.error(
                    "column `\(column.name)` of \(what) is computed by SQLite, which cannot tell its type; "
                        + "give it one: `columns: { \(column.name): { type: integer } }` (or text, real, …)",
                    at: view.sql.location)
                complete = false
                continue
            }
            if let notNull = override?.notNull {
                definition.notNull = notNull
            }
            definition.swiftName = override?.swiftName
            if let values = override?.enumValues, definition.type.value != .enum {
                diagnostics.error(
                    "`values` of column `\(column.name)` of \(what) need `type: enum`", at: values.location)
            }
            shape.columns.append(definition)
        }
        guard complete else { return nil }
        return shape
    }
}

/// What the text of a view's SQL tells about NULLs, read word by word outside literals and
/// comments.
enum ViewSQL {
    /// Whether the view may return NULL in a column that reads a NOT NULL table column: an outer
    /// join (`LEFT`, `RIGHT`, `FULL`), a compound select (`UNION`: SQLite reports the columns of
    /// the first one), or an aggregate function without `GROUP BY`.
    static func mayIntroduceNulls(_ sql: String) -> Bool {
        let words = self.words(sql)
        if words.contains(where: { ["LEFT", "RIGHT", "FULL", "OUTER", "UNION"].contains($0) }) { return true }
        return words.contains(where: aggregateCalls.contains) && !words.contains("GROUP")
    }

    /// Whether an outer join joins a parenthesized group (`LEFT JOIN (SELECT …) e`,
    /// `LEFT JOIN (b JOIN c)`), at any depth: the tables inside are read as sources of their own,
    /// which hides the side they are on, so that any column may read NULL.
    static func hidesJoinedSides(_ sql: String) -> Bool {
        guard mayIntroduceNulls(sql) else { return false }
        var texts = [sql]
        while let text = texts.popLast() {
            let tokens = SQLTokens(text).tokens
            if zip(tokens, tokens.dropFirst()).contains(where: { $0.isKeyword("JOIN") && $1.kind == .group }) {
                return true
            }
            texts += tokens.filter { $0.kind == .group }.map { String($0.text.dropFirst().dropLast()) }
        }
        return false
    }

    /// The aggregate functions, as ``words(_:)`` reads their calls: one row of NULLs over an
    /// empty table when there is no `GROUP BY`.
    static let aggregateCalls: Set<String> = [
        "COUNT(", "MAX(", "MIN(", "SUM(", "TOTAL(", "AVG(", "GROUP_CONCAT(", "STRING_AGG(",
    ]

    /// The uppercased words of the SQL (``SQLTokenizer``'s words and numbers: not in string
    /// literals, quoted names nor comments); a word followed by `(` keeps it (`COUNT(`).
    static func words(_ sql: String) -> [String] {
        let tokens = SQLTokenizer.tokens(sql)
        return tokens.indices.compactMap { i in
            guard tokens[i].kind == .word || tokens[i].kind == .number else { return nil }
            return tokens[i].text.uppercased() + (i + 1 < tokens.count && tokens[i + 1].text == "(" ? "(" : "")
        }
    }
}
