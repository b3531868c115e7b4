import Foundation

/// What a query returns: a table's record, or a row type of its columns and nested records.
extension QueryResolver.Resolver {
    /// The record of the one table or view whose columns the query returns, in order.
    func tableRecord() -> RecordModel? {
        guard let first = report.columns.first?.origin,
            let record = schema.record(forTable: first.table),
            record.properties.count == report.columns.count
        else { return nil }
        for (column, property) in zip(report.columns, record.properties) {
            guard let origin = column.origin, origin.table.isSameSQLName(as: record.tableName),
                origin.column.isSameSQLName(as: property.columnName),
                column.name.isSameSQLName(as: property.columnName)
            else { return nil }
        }
        // A table on the nullable side of an outer join: its NOT NULL columns may read NULL. The
        // table an outer join keeps keeps them (`tag LEFT JOIN memberTag … GROUP BY tag.title`).
        if sources.contains(where: { $0.table.isSameSQLName(as: record.tableName) && $0.nullable }) { return nil }
        let words = ViewSQL.words(query.sql.value)
        if words.contains(where: { ["UNION", "EXCEPT", "INTERSECT"].contains($0) }) { return nil }
        if words.contains(where: ViewSQL.aggregateCalls.contains) && !sql.hasGroupBy { return nil }
        if ViewSQL.hidesJoinedSides(query.sql.value) { return nil }
        return record
    }

    /// The generated row type of the query.
    func rowType() -> RecordModel? {
        let typeName = query.record?.value ?? SwiftName.uppercasedFirst(query.name.value) + "Row"
        if let record = query.record {
            diagnostics.checkTypeName(record, what: "the row type of \(what)")
        }
        for override in query.columns
        where !report.columns.contains(where: { $0.name.isSameSQLName(as: override.name.value) }) {
            diagnostics.error(
                "`columns` of \(what) names `\(override.name.value)`, which is not a column of the result"
                    + Suggestion.didYouMean(override.name.value, among: report.columns.map(\.name)),
                at: override.name.location)
        }
        let words = ViewSQL.words(query.sql.value)
        let compound = words.contains { ["UNION", "EXCEPT", "INTERSECT"].contains($0) }
        let aggregateWithoutGroups = words.contains(where: ViewSQL.aggregateCalls.contains) && !sql.hasGroupBy
        // `LEFT JOIN (SELECT …) e`: the tables inside the group are not known to be on its side.
        let hiddenSides = ViewSQL.hidesJoinedSides(query.sql.value)
        let expressions = sql.selectList(columnCount: report.columns.count) { qualifier in
            sources.first(where: { ($0.alias ?? $0.table).isSameSQLName(as: qualifier) })
                .flatMap { schema.record(forTable: $0.table)?.properties.count }
        }
        var properties: [PropertyModel] = []
        var swiftNames = Set<String>()
        var complete = true
        // One column is returned as its values: its name does not matter.
        let valuesOnly = report.columns.count == 1 && query.record == nil
        // `SELECT t.*` of a one-column table on an outer join's missing side: its values.
        let nested = valuesOnly ? [:] : nestedRecords()
        var skipUntil = 0
        for (index, column) in report.columns.enumerated() {
            if index < skipUntil { continue }
            if let group = nested[index] {
                skipUntil = index + (group.nested?.columns.count ?? 1)
                guard swiftNames.insert(group.propertyName).inserted else {
                    diagnostics.error(
                        "\(what) returns two columns or records named `\(group.propertyName)` in Swift; name them "
                            + "apart with `AS`",
                        at: query.sql.location)
                    complete = false
                    continue
                }
                properties.append(group)
                continue
            }
            guard valuesOnly || column.hasPlainName else {
                diagnostics.error(column.noPlainNameError(of: what), at: query.sql.location)
                complete = false
                continue
            }
            let override = query.override(forColumn: column.name)
            let property = resultProperty(
                column, at: index, expressions: expressions,
                surelyPresent: !compound && !aggregateWithoutGroups && !hiddenSides)
            guard var property else { complete = false; continue }
            property.columnName = column.name
            property.propertyName =
                override?.swiftName?.value
                ?? (column.hasPlainName ? SwiftName.propertyName(forColumn: column.name) : "value")
            guard swiftNames.insert(property.propertyName).inserted else {
                diagnostics.error(
                    "\(what) returns two columns named `\(property.propertyName)` in Swift; name them apart "
                        + "with `AS`",
                    at: query.sql.location)
                complete = false
                continue
            }
            properties.append(property)
        }
        guard complete else { return nil }
        var row = RecordModel(
            tableName: query.name.value, recordName: typeName, properties: properties, orderings: [], primaryKey: []
        )
        row.kind = .queryRow
        row.features = schema.schema.swift.schemaFeatures
        return row
    }

    /// The property of one result column: of its `columns:` override, of the table column it
    /// reads (optional when a join, a compound select, an aggregate without groups or a subquery
    /// may leave it NULL: `surelyPresent` false), or of its expression; nil with an error.
    func resultProperty(
        _ column: DescribedColumn, at index: Int, expressions: [[QuerySQL.Token]?]?, surelyPresent: Bool
    ) -> PropertyModel? {
        let override = query.override(forColumn: column.name)
        var property: PropertyModel?
        if let type = override?.type {
            if type.value == .enum {
                diagnostics.error(
                    "column `\(column.name)` of \(what): a result column reads the enum of its table column; "
                        + "declare `{ type: text, swift: { type: Item.Status } }` for an expression",
                    at: type.location)
                return nil
            }
            var definition = ColumnDefinition(
                name: Located(column.name, at: type.location), type: type, location: type.location)
            definition.swiftType = override?.swiftType
            definition.representation = override?.representation
            definition.notNull = override?.notNull ?? false
            property = self.property(of: definition)
        } else if let origin = column.origin, let (record, source, tableNullable) = resolveOrigin(origin) {
            // `e.name` of `Employee e LEFT JOIN Employee m`: the alias tells which side it reads.
            var nullable = tableNullable
            if let expressions, index < expressions.count, let expression = expressions[index],
                expression.count == 3, expression[1].text == ".", let qualifier = expression[0].name,
                let named = sources.first(where: { ($0.alias ?? $0.table).isSameSQLName(as: qualifier) })
            {
                nullable = named.nullable
            }
            let notNull = tableColumn(record, source)?.isNotNullInDatabase ?? !source.isOptional
            let inKey = record.primaryKey.contains { $0.columnName == source.columnName }
            property = parameter(
                from: source, of: record,
                optional:
                    !((notNull || inKey) && !nullable && surelyPresent))
            if let notNull = override?.notNull { property?.isOptional = !notNull }
        } else if let expressions, index < expressions.count, let expression = expressions[index],
            var inferred = expressionType(expression)
        {
            if let notNull = override?.notNull { inferred.isOptional = !notNull }
            property = inferred
        } else {
            let suggested: String =
                expressions.flatMap { index < $0.count ? $0[index].flatMap(QuerySQL.suggestedType) : nil }
                ?? "integer"
            let others: [String] = ["integer", "text", "real", "boolean"].filter { $0 != suggested }
            diagnostics.error(
                "column `\(column.name)` of \(what) is computed by SQLite, and its type cannot be told "
                    + "from the SQL; give it one: `columns: { \(column.name): { type: \(suggested) } }` (or "
                    + others.prefix(2).joined(separator: ", ") + ", …)",
                at: query.sql.location)
            return nil
        }
        return property
    }

    /// The records of the select list's `t.*` items, by the index of their first result column:
    /// a property of the table's record type, optional when an outer join can make the table's
    /// columns NULL (known by a column never NULL in the table, its key).
    func nestedRecords() -> [Int: PropertyModel] {
        guard let items = sql.selectItems(), sources.count > 1 else { return [:] }
        var result: [Int: PropertyModel] = [:]
        var column = 0
        var rowIDItem: (column: Int, qualifier: String)?
        for item in items {
            guard item.count == 3, item[1].text == ".", item[2].text == "*", let qualifier = item[0].name,
                let source = sources.first(where: { ($0.alias ?? $0.table).isSameSQLName(as: qualifier) }),
                let record = schema.record(forTable: source.table), !record.kind.isSearchTable
            else {
                // A bare `*` expands to columns this reading does not count: no nested records.
                if item.count == 1, item[0].text == "*" { return [:] }
                // `t.rowid`, which a `t.*` of a table keyed by its hidden rowid may follow.
                rowIDItem =
                    item.count == 3 && item[1].text == "."
                        && ["rowid", "oid", "_rowid_"].contains(item[2].text.lowercased())
                    ? item[0].name.map { (column, $0) } : nil
                column += 1
                continue
            }
            // A table keyed by its hidden rowid: `t.*` leaves the rowid out; `t.rowid, t.*` selects it.
            let hiddenRowID = record.kind.tableTraits?.hasHiddenRowID == true
            let withRowID =
                hiddenRowID && rowIDItem.map { $0.column == column - 1 && $0.qualifier == qualifier } == true
            rowIDItem = nil
            if hiddenRowID, !withRowID {
                // Its record could not be told from a new one: saved, it would insert a second row; on
                // an outer join's side, its missing row could not be told (issue 51).
                diagnostics.error(
                    "\(what): `\(qualifier).*` leaves out the rowid of table `\(source.table)`, its key: the record "
                        + "read could not be told from a new one (saved, it would insert a second row); select "
                        + "`\(qualifier).rowid, \(qualifier).*`",
                    at: query.sql.location)
                return [:]
            }
            // The record starts at the rowid's column, which the loop counted as a column of its own.
            if withRowID { column -= 1 }
            let names = record.properties.map(\.columnName)
            let end = column + names.count
            guard end <= report.columns.count,
                zip(report.columns[column..<end], names).allSatisfy({ described, name in
                    // The rowid's origin is the table's rowid, whatever SQLite names it.
                    name == "rowid" && hiddenRowID
                        || described.origin.map {
                            $0.table.isSameSQLName(as: source.table) && $0.column.isSameSQLName(as: name)
                        } == true
                })
            else { return [:] }
            var presence: Int?
            if source.nullable {
                presence = names.firstIndex { name in
                    guard let property = record.properties.first(where: { $0.columnName == name }) else { return false }
                    return record.primaryKey.contains { $0.columnName == property.columnName }
                        || tableColumn(record, property)?.isNotNullInDatabase == true
                }
                // Without a column that is never NULL, a missing row cannot be told.
                if presence == nil { return [:] }
            }
            var property = PropertyModel(
                columnName: names[0], propertyName: SwiftName.lowercasedFirst(record.recordName), type: .blob,
                valueType: .named(record.recordName), primaryKey: nil, isOptional: source.nullable)
            property.nested = NestedRecord(columns: names, presenceColumn: presence)
            // A grouped query: the records other than the group's are its children, an array.
            if let group = query.group, !qualifier.isSameSQLName(as: group.value) {
                property.nested?.isChildren = true
                property.valueType = .array(.named(record.recordName))
                property.isOptional = false
                property.propertyName = Inflection.plural(SwiftName.lowercasedFirst(record.recordName))
                if property.nested?.presenceColumn == nil {
                    // The key tells a child from the outer join's missing one.
                    property.nested?.presenceColumn = names.firstIndex { name in
                        record.primaryKey.contains { $0.columnName == name }
                    }
                }
            }
            result[column] = property
            column = end
        }
        return result
    }
}
