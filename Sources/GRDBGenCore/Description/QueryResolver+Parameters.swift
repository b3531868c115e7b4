import Foundation

/// The parameters of a query: each one's Swift type, from what it is compared with, assigned
/// to or inserted into, or from `parameters:`.
extension QueryResolver.Resolver {
    /// The Swift parameters, and the position of the one bound at each SQLite index.
    func resolveParameters() -> ([PropertyModel]?, [Int], Set<Int>) {
        let uses = sql.parameterUses()
        let arrayOffsets = Set(sql.arrayParameterIndices.map { sql.tokens[$0].offset })
        let nullTestedOffsets = Set(
            sql.tokens.indices.filter { sql.tokens[$0].kind == .parameter && sql.isTestedForNull(parameterAt: $0) }
                .map { sql.tokens[$0].offset })
        var arrays: Set<Int> = []
        var parameters: [PropertyModel] = []
        var bindings: [Int] = []
        var complete = true
        var swiftNames = Set<String>()
        for (offset, sqliteName) in report.parameters.enumerated() {
            let index = offset + 1
            // `?` has no name; `?NNN` is named by its number.
            let key = sqliteName.map { String($0.dropFirst()) } ?? "\(index)"
            let occurrences = uses.enumerated().filter { position, use in
                if let sqliteName { return use.token.text == sqliteName }
                // Anonymous `?`: SQLite numbers them in order of the text.
                return use.token.text == "?" && anonymousIndex(of: position, in: uses) == index
            }.map(\.element)
            let location =
                occurrences.first.map {
                    query.positions.location(ofByteOffset: $0.token.offset, in: query.sql.value)
                }
                ?? query.sql.location
            let override = query.parameters.first { $0.name.value == key }
            var property: PropertyModel?
            if let override {
                property = declared(override)
            } else {
                for occurrence in occurrences {
                    if let use = occurrence.use, let inferred = infer(use) { property = inferred; break }
                }
            }
            guard var property else {
                let label = sqliteName ?? "?"
                diagnostics.error(
                    "\(what): nothing in the SQL tells the type of parameter `\(label)`; declare it: "
                        + "`parameters: { \(key): integer }` (or text, real, datetime, …)",
                    at: location)
                complete = false
                bindings.append(0)
                continue
            }
            let anonymous = sqliteName == nil || sqliteName!.hasPrefix("?")
            let isArray = occurrences.contains { arrayOffsets.contains($0.token.offset) }
            var swiftName = SwiftName.propertyName(
                forColumn: anonymous ? (isArray ? Inflection.plural(property.columnName) : property.columnName) : key
            )
            if sqliteName == nil || sqliteName!.hasPrefix("?"), swiftNames.contains(swiftName) {
                swiftName += "\(index)"
            }
            if !SwiftName.isPlainIdentifier(swiftName) { swiftName = "value\(index)" }
            guard swiftNames.insert(swiftName).inserted else {
                diagnostics.error(
                    "\(what): two parameters have the Swift name `\(swiftName)`; rename one", at: location)
                complete = false
                bindings.append(0)
                continue
            }
            property.propertyName = swiftName
            // `:p IS NULL OR …`: the SQL gives nil a meaning, so Swift takes one.
            if override == nil, occurrences.contains(where: { nullTestedOffsets.contains($0.token.offset) }) {
                property.isOptional = true
            }
            // A parameter written after `IN` takes an array, and only there.
            let asArray = occurrences.filter { arrayOffsets.contains($0.token.offset) }.count
            if isArray {
                if asArray < occurrences.count {
                    diagnostics.error(
                        "\(what): parameter `\(sqliteName ?? "?")` takes an array after `IN` and one value "
                            + "elsewhere; give each its own parameter",
                        at: location)
                    complete = false
                }
                property.isOptional = false
                arrays.insert(parameters.count)
            }
            bindings.append(parameters.count)
            parameters.append(property)
        }
        for override in query.parameters
        where !report.parameters.enumerated().contains(where: { offset, name in
            (name.map { String($0.dropFirst()) } ?? "\(offset + 1)") == override.name.value
        }) {
            diagnostics.error(
                "`parameters` of \(what) names `\(override.name.value)`, which is not a parameter of the SQL"
                    + Suggestion.didYouMean(
                        override.name.value,
                        among: report.parameters.compactMap { $0.map { String($0.dropFirst()) } }),
                at: override.name.location)
            complete = false
        }
        return (complete ? parameters : nil, bindings, arrays)
    }

    /// The SQLite index of the anonymous `?` at a position of the uses: SQLite numbers each
    /// `?` one more than the largest index before it.
    func anonymousIndex(
        of position: Int, in uses: [(token: QuerySQL.Token, use: QuerySQL.ParameterUse?)]
    ) -> Int {
        var largest = 0
        var named: [String: Int] = [:]
        for (index, use) in uses.enumerated() {
            let text = use.token.text
            let number: Int
            if text == "?" {
                number = largest + 1
            } else if text.hasPrefix("?"), let value = Int(text.dropFirst()) {
                number = value
            } else if let existing = named[text] {
                number = existing
            } else {
                number = largest + 1
                named[text] = number
            }
            largest = max(largest, number)
            if index == position { return number }
        }
        return 0
    }

    /// A parameter declared by `parameters:`.
    func declared(_ override: QueryParameterOverride) -> PropertyModel? {
        if override.type.value == .enum {
            diagnostics.error(
                "parameter `\(override.name.value)` of \(what): an enum parameter takes the enum of its column; "
                    + "compare it with the column, or declare `{ type: text, swift: { type: Item.Status } }`",
                at: override.type.location)
            return nil
        }
        var column = ColumnDefinition(name: override.name, type: override.type, location: override.name.location)
        column.swiftType = override.swiftType
        column.swiftConvertible = override.swiftConvertible
        column.notNull = !override.optional
        return property(of: column)
    }

    /// The Swift type of a parameter, from what the SQL does with it.
    func infer(_ use: QuerySQL.ParameterUse) -> PropertyModel? {
        switch use {
        case .comparedWithCall(let call):
            // The type the call's form tells (`coalesce(title, '')`: the column's), never nil.
            guard var property = expressionType(call) else { return nil }
            property.isOptional = false
            if property.columnName.isEmpty { property.columnName = "value" }
            return property
        case .count:
            return PropertyModel(
                columnName: "limit", propertyName: "limit", type: .integer, valueType: .named("Int"),
                primaryKey: nil,
                isOptional: false)
        case .match:
            // GRDB's `FTS5Pattern`: built from user text with `FTS5Pattern(matchingAllPrefixesIn:)`
            // and its siblings, which never fail on punctuation, or checked (`rawPattern:`).
            return PropertyModel(
                columnName: "pattern", propertyName: "pattern", type: .text, valueType: .named("FTS5Pattern"),
                primaryKey: nil,
                isOptional: false)
        case let .compared(qualifier, column, pattern):
            guard let (record, property, _) = resolveColumn(qualifier: qualifier, column: column) else {
                return nil
            }
            if pattern {
                return PropertyModel(
                    columnName: property.columnName, propertyName: property.propertyName, type: .text,
                    valueType: .named("String"),
                    primaryKey: nil, isOptional: false)
            }
            return parameter(from: property, of: record, optional: false)
        case let .arithmetic(qualifier, column):
            guard let (record, property, _) = resolveColumn(qualifier: qualifier, column: column),
                [.integer, .real].contains(property.type)
            else { return nil }
            var number = parameter(from: property, of: record, optional: false)
            number.valueType = .named(property.type == .integer ? "Int" : "Double")
            return number
        case let .assigned(qualifier, column):
            let target: (RecordModel, PropertyModel, Bool)?
            if qualifier == nil,
                let table = sql.writtenTable(known: { name in schema.record(forTable: name) != nil }),
                let record = schema.record(forTable: table),
                let property = record.properties.first(where: { $0.columnName.isSameSQLName(as: column) })
            {
                target = (record, property, false)
            } else {
                target = resolveColumn(qualifier: qualifier, column: column)
            }
            guard let (record, property, _) = target else { return nil }
            let notNull = tableColumn(record, property)?.isNotNullInDatabase ?? !property.isOptional
            return parameter(from: property, of: record, optional: !notNull)
        }
    }

    /// A parameter of the type of a record's property: enums named from outside the record.
    func parameter(from property: PropertyModel, of record: RecordModel, optional: Bool) -> PropertyModel {
        var parameter = property
        parameter.isOptional = optional
        parameter.primaryKey = nil
        parameter.defaultValue = nil
        parameter.isGenerated = false
        parameter.isFilledByDatabase = false
        parameter.isRequiredOverNull = false
        parameter.valueType = property.valueType(outside: record)
        parameter.enumeration = nil
        return parameter
    }

    /// The record and property of a column reference: by alias or table name, or the one
    /// table of the query that has the column. The flag tells whether an outer join can make
    /// it NULL.
    func resolveColumn(qualifier: String?, column: String) -> (RecordModel, PropertyModel, Bool)? {
        let candidates =
            qualifier.map { qualifier in
                sources.filter {
                    ($0.alias ?? $0.table).isSameSQLName(as: qualifier)
                        || ($0.alias == nil && $0.table.isSameSQLName(as: qualifier))
                }
            } ?? sources
        let matches = candidates.compactMap { source -> (RecordModel, PropertyModel, Bool)? in
            guard let record = schema.record(forTable: source.table),
                let property = record.properties.first(where: { $0.columnName.isSameSQLName(as: column) })
            else { return nil }
            return (record, property, source.nullable)
        }
        guard let first = matches.first,
            matches.allSatisfy({ $0.0.tableName.isSameSQLName(as: first.0.tableName) })
        else { return nil }
        return first
    }

    /// The definition of a record's column in `tables:` (a view has none).
    func tableColumn(_ record: RecordModel, _ property: PropertyModel) -> ColumnDefinition? {
        schema.schema.tables.first { $0.name.value.isSameSQLName(as: record.tableName) }?
            .columns.first { $0.name.value.isSameSQLName(as: property.columnName) }
    }

    /// The property of a column definition, as a record would have it.
    func property(of column: ColumnDefinition) -> PropertyModel? {
        var table = TableDefinition(
            name: Located("query", at: query.name.location), record: Located("QueryValue", at: query.name.location),
            location: query.location)
        table.columns = [column]
        return RecordResolver(table: table, kind: .query, diagnostics: diagnostics).record()?.properties.first
    }
}
