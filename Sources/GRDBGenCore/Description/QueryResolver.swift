/// Makes the typed queries from what SQLite reports (``QueryDescriber``), the reading of the SQL
/// (``QuerySQL``) and the overrides of `parameters:` and `columns:`.
///
/// - A parameter takes the Swift type of the column it is compared with, assigned to or inserted
///   into (`Date` for a `datetime` column, the enum of an `enum` column), `Int` after `LIMIT` or
///   `OFFSET`, `String` for `LIKE`, `GLOB` and `MATCH`; otherwise `parameters:` must declare it.
/// - A query that selects exactly the columns of one table or view, in order (`SELECT *`,
///   `item.*`), returns its record; any other returns a generated row type whose properties take
///   the type of the column they read, or of the expression (`count(*)` → `Int`, …), optional
///   unless the column is NOT NULL and nothing can make it NULL (an outer join, a compound
///   select, an aggregate without `GROUP BY`).
enum QueryResolver {
    static func resolve(
        _ schema: DescribedSchema, reports: [Result<QueryDescriber.Report, DiagnosticError>],
        diagnostics: DiagnosticCollector
    ) -> [QueryModel] {
        var typeNames = Set(schema.records.map { $0.recordName.lowercased() } + [schema.storeName.lowercased()])
        var names = Set<String>()
        var models: [QueryModel] = []
        for (query, report) in zip(schema.schema.queries, reports) {
            let what = "query `\(query.name.value)`"
            guard SwiftName.isPlainIdentifier(query.name.value), !SwiftName.keywords.contains(query.name.value) else {
                diagnostics.error(
                    "\(what): a query name is a Swift function name: letters, digits and underscores, not a keyword "
                        + "(`itemsNamed`)",
                    at: query.name.location)
                continue
            }
            guard names.insert(query.name.value.lowercased()).inserted else {
                diagnostics.error("\(what): another query has this name", at: query.name.location)
                continue
            }
            if let taken = takenName(query.name.value, schema) {
                diagnostics.error("\(what): \(taken); rename the query", at: query.name.location)
                continue
            }
            let found: QueryDescriber.Report
            switch report {
            case .failure(let error):
                diagnostics.report(error.diagnostic)
                continue
            case .success(let value):
                found = value
            }
            // A query with run-time choices is read as its variant with every filter on.
            var described = query
            if let written = found.writtenSQL {
                described.sql = Located(written, at: query.sql.location)
                described.positions = SQLTextPositions(scalar: query.sql.location)
            }
            guard
                let model = Resolver(schema: schema, query: described, report: found, diagnostics: diagnostics)
                    .resolve()
            else {
                continue
            }
            if case .row(let row) = model.result {
                if !typeNames.insert(row.recordName.lowercased()).inserted {
                    diagnostics.error(
                        "\(what) makes the row type `\(row.recordName)`, which a table, a view or another query makes; "
                            + "set `record:` to tell them apart",
                        at: query.record?.location ?? query.name.location)
                    continue
                }
            }
            models.append(model)
        }
        return models
    }

    /// Why a query name cannot be used: a static member of the records, an association, or a
    /// store method that a table or view already has.
    private static func takenName(_ name: String, _ schema: DescribedSchema) -> String? {
        if RecordMembers.staticNames.contains(name) { return "`\(name)` is a static member of every record" }
        for record in schema.records {
            let associations = record.hasMany.map(\.name) + record.hasOne.map(\.name) + record.belongsTo.map(\.name)
            if associations.contains(name) { return "`\(name)` is an association of `\(record.recordName)`" }
            let one = record.recordName, many = SwiftName.plural(record.recordName)
            let values = SwiftName.lowercasedFirst(many)
            let storeNames = [
                "fetch\(one)", "fetch\(many)", "count\(many)", "search\(many)", "observe\(many)",
                "\(values)Publisher", "save\(one)", "insert\(one)", "update\(one)", "delete\(many)", "delete\(one)",
            ]
            let upper = SwiftName.uppercasedFirst(name)
            let queryNames = ["fetch\(upper)", "observe\(upper)", "\(name)Publisher", "execute\(upper)"]
            if let clash = queryNames.first(where: storeNames.contains) {
                return
                    "its store method `\(clash)` is one that \(record.isView ? "view" : "table") "
                    + "`\(record.tableName)` has"
            }
        }
        return nil
    }

    /// Resolves one query.
    private struct Resolver {
        let schema: DescribedSchema
        let query: QueryDefinition
        let report: QueryDescriber.Report
        let diagnostics: DiagnosticCollector
        let sql: QuerySQL
        let sources: [QuerySQL.Source]
        var what: String { "query `\(query.name.value)`" }

        init(
            schema: DescribedSchema, query: QueryDefinition, report: QueryDescriber.Report,
            diagnostics: DiagnosticCollector
        ) {
            self.schema = schema
            self.query = query
            self.report = report
            self.diagnostics = diagnostics
            sql = QuerySQL(query.sql.value)
            let records = schema.records
            sources = sql.sources { name in records.contains { $0.tableName.isSameSQLName(as: name) } }
        }

        func resolve() -> QueryModel? {
            let checkpoint = diagnostics.checkpoint()
            let (parameters, bindings, arrays) = resolveParameters()
            let writes = !report.isReadOnly
            var owner: String
            let result: QueryModel.Result
            if report.columns.isEmpty {
                guard writes else {
                    diagnostics.error("\(what) returns no column", at: query.sql.location)
                    return nil
                }
                let known = { (name: String) in schema.records.contains { $0.tableName.isSameSQLName(as: name) } }
                guard let table = sql.writtenTable(known: known), let record = schema.record(forTable: table) else {
                    diagnostics.error("\(what): cannot tell which table the statement writes", at: query.sql.location)
                    return nil
                }
                owner = record.recordName
                result = .changes
            } else if let record = tableRecord() {
                owner = record.recordName
                result = .record(record)
            } else if let row = rowType() {
                // One column: its values, on the record of the first table the query reads.
                if row.properties.count == 1, query.record == nil, let source = sources.first,
                    let record = schema.record(forTable: source.table)
                {
                    owner = record.recordName
                    result = .value(row.properties[0])
                } else {
                    owner = row.recordName
                    result = .row(row)
                }
            } else {
                return nil
            }
            if let record = query.record, case .record = result {
                diagnostics.warning(
                    "\(what) returns `\(owner)` records: `record: \(record.value)` is not used", at: record.location)
            }
            guard !diagnostics.hasErrors(since: checkpoint), let parameters else { return nil }
            let single = query.single?.value ?? sql.limitsToOneRow
            if single, case .changes = result {
                diagnostics.error(
                    "\(what) writes and returns no row: `single` does not apply", at: query.single?.location)
            }
            var model = QueryModel(
                name: query.name.value, sql: report.sql, parameters: parameters, bindings: bindings,
                result: result,
                single: single, writes: writes, owner: owner)
            model.arrayParameters = arrays
            // Arrays of bytes (UUIDs stored as bytes, blobs): JSON holds no bytes, so they are bound
            // as hex text and compared with `hex(column)`, their parameters found by name.
            let byteArrays = arrays.filter { parameters[$0].storage == .uuidBytes || parameters[$0].type == .blob }
            let byteNames = report.parameters.indices.filter { byteArrays.contains(bindings[$0]) }
                .map { report.parameters[$0] }
            if byteNames.contains(nil) {
                diagnostics.error(
                    "\(what): an array of bytes is compared as hex text: name its parameter (`:ids`)",
                    at: query.sql.location)
                return nil
            }
            let hexed = Set(byteNames.compactMap { $0 })
            if !hexed.isEmpty { model.sql = sql.expandingArrays { hexed.contains($0.text) }.sql }
            if let composition = report.composition {
                guard
                    let variants = resolveVariants(
                        composition, parameters: &model.parameters, bindings: bindings, hexed: hexed)
                else { return nil }
                model.variants = variants
            }
            if let group = query.group {
                guard let grouping = resolveGrouping(group, result: result) else { return nil }
                model.grouping = grouping
            }
            if !query.ignoresWarnings { warnAboutScans() }
            model.readsWithoutRowIDTable = sources.contains { schema.record(forTable: $0.table)?.withoutRowID == true }
            return model
        }

        // MARK: Grouping

        /// The grouping of a query with `group:`: its row holds the group's record, never nil,
        /// and arrays of the other records; nothing else.
        private func resolveGrouping(_ group: Located<String>, result: QueryModel.Result) -> QueryGrouping? {
            func refuse(_ reason: String) -> QueryGrouping? {
                diagnostics.error("\(what): `group: \(group.value)` \(reason)", at: group.location)
                return nil
            }
            guard case .row(let row) = result else {
                return refuse("groups the records of a join: select `\(group.value).*` and the others' `t.*`")
            }
            let parents = row.properties.filter { $0.nested != nil && $0.nested?.isChildren == false }
            let children = row.properties.filter { $0.nested?.isChildren == true }
            guard parents.count == 1, let parent = parents.first, !children.isEmpty,
                parents.count + children.count == row.properties.count
            else {
                return refuse(
                    "groups the records of a join: select `\(group.value).*` and the others' `t.*`, and nothing else")
            }
            if parent.isOptional { return refuse("names the side of an outer join that may be missing") }
            guard case .named(let name) = parent.valueType,
                let record = schema.records.first(where: { $0.recordName == name }), let key = record.singleKey
            else { return refuse("needs a table with a one-column primary key, to tell its rows apart") }
            if query.single != nil { return refuse("returns every group: remove `single`") }
            return QueryGrouping(
                parent: parent.propertyName, key: key.propertyName, children: children.map(\.propertyName))
        }

        // MARK: Plan

        /// A warning for each column a parameter is compared with in a table that SQLite's plan
        /// reads whole, when no index of the table starts with the column: naming the index to add.
        private func warnAboutScans() {
            guard !report.scans.isEmpty else { return }
            let scanned = Set(
                sources.filter { report.scans.contains($0.alias ?? $0.table) }.map { SQLIdentifier($0.table) })
            var warned: Set<[SQLIdentifier]> = []
            for (token, use) in sql.parameterUses() {
                guard case let .compared(qualifier, column, pattern)? = use, !pattern,
                    let (record, property, _) = resolveColumn(qualifier: qualifier, column: column),
                    scanned.contains(SQLIdentifier(record.tableName)),
                    let table = schema.schema.tables.first(where: { $0.name.value.isSameSQLName(as: record.tableName) }
                    ),
                    !Self.hasIndex(startingWith: SQLIdentifier(property.columnName), in: table.shape),
                    warned.insert([SQLIdentifier(record.tableName), SQLIdentifier(property.columnName)]).inserted
                else { continue }
                let name = "\(record.tableName)_on_\(property.columnName)"
                diagnostics.warning(
                    "\(what) reads every row of table `\(record.tableName)` to compare `\(property.columnName)` "
                        + "(SQLite's plan: SCAN); an index would serve it: add `{ name: \(name), columns: "
                        + "[\(property.columnName)] }` to `indexes:` of table `\(record.tableName)` (then `grdbgen "
                        + "migrate NAME` writes it), or write `warnings: ignore` on the query for a table that stays small",
                    at: query.positions.location(ofByteOffset: token.offset, in: query.sql.value))
            }
        }

        /// Whether a key, a unique constraint or an index of the table starts with the column.
        static func hasIndex(startingWith column: SQLIdentifier, in shape: TableShapeDefinition) -> Bool {
            if shape.columns.contains(where: {
                $0.name.identifier == column && ($0.primaryKey != nil || $0.unique)
            }) {
                return true
            }
            if shape.primaryKey?.value.first?.identifier == column { return true }
            if shape.uniqueGroups.contains(where: { $0.value.first?.identifier == column }) { return true }
            return shape.indexes.contains { index in
                index.keys.first.map { $0.value.column.map(SQLIdentifier.init) == column } == true
            }
        }

        // MARK: Variants

        /// The pieces of a query with `filters:` or `orderings:`, each naming its parameters by
        /// position; a filter's parameters become optional (it is on when they are given), a
        /// filter without parameters gets a flag.
        private func resolveVariants(
            _ composition: QueryComposition, parameters: inout [PropertyModel], bindings: [Int], hexed: Set<String>
        ) -> QueryVariantsModel? {
            var positions: [String: Int] = [:]
            for (index, name) in report.parameters.enumerated() {
                guard let name, !name.hasPrefix("?") else {
                    diagnostics.error(
                        "\(what): a query with `filters:` or `orderings:` names its parameters (`:name`): its "
                            + "variants bind them by name",
                        at: query.sql.location)
                    return nil
                }
                positions[name] = bindings[index]
            }
            func piece(_ text: String) -> QueryVariantsModel.Piece {
                let sql = QuerySQL(text)
                var used: [Int] = []
                for token in sql.tokens where token.kind == .parameter {
                    if let position = positions[token.text], !used.contains(position) { used.append(position) }
                }
                return QueryVariantsModel.Piece(
                    sql: sql.expandingArrays { hexed.contains($0.text) }.sql, parameters: used)
            }
            let prefix = piece(composition.prefix), middle = piece(composition.middle)
            let suffix = piece(composition.suffix)
            let orderingPieces = composition.orderings.map(piece)
            var taken = Set(parameters.map(\.propertyName) + ["db", "ordering"])
            var filters: [QueryVariantsModel.Filter] = []
            for (index, part) in query.filters.enumerated() {
                let filter = piece(composition.filters[index])
                let elsewhere = Set(
                    [prefix, middle, suffix].flatMap(\.parameters) + orderingPieces.flatMap(\.parameters)
                        + query.filters.indices.filter { $0 != index }.flatMap {
                            piece(composition.filters[$0]).parameters
                        })
                if let shared = filter.parameters.first(where: elsewhere.contains) {
                    diagnostics.error(
                        "\(what): filter `\(part.name.value)` is on when its parameters are given, and "
                            + "`\(parameters[shared].propertyName)` is used outside it too; give the filter its own "
                            + "parameter",
                        at: part.sql.location)
                    return nil
                }
                var flag: String?
                if filter.parameters.isEmpty {
                    let name = part.name.value
                    guard SwiftName.isPlainIdentifier(name), !SwiftName.keywords.contains(name),
                        taken.insert(name).inserted
                    else {
                        diagnostics.error(
                            "\(what): filter `\(name)` has no parameter, so its name is its Swift flag "
                                + "(`\(name): Bool = false`): a plain identifier that no parameter has",
                            at: part.name.location)
                        return nil
                    }
                    flag = name
                } else {
                    for position in filter.parameters { parameters[position].isOptional = true }
                }
                filters.append(QueryVariantsModel.Filter(piece: filter, flag: flag))
            }
            var choices: [QueryVariantsModel.Choice] = []
            let orderingType = SwiftName.uppercasedFirst(query.name.value) + "Order"
            let choicePieces: [[QueryVariantsModel.Piece?]] = composition.choices.map { group in
                group.map { $0.map(piece) }
            }
            // The parameters of everything but the choices, then each group's own.
            var outside: [Int] = [prefix, middle, suffix].flatMap(\.parameters)
            outside += orderingPieces.flatMap(\.parameters) + filters.flatMap(\.piece.parameters)
            let groupParameters: [[Int]] = choicePieces.map { group in group.compactMap { $0 }.flatMap(\.parameters) }
            for (index, group) in query.choices.enumerated() {
                let others: [Int] = groupParameters.indices.filter { $0 != index }.flatMap { groupParameters[$0] }
                guard
                    let choice = resolveChoice(
                        group, choicePieces[index], elsewhere: Set(outside + others),
                        parameters: parameters, taken: &taken, reserved: [orderingType])
                else { return nil }
                choices.append(choice)
            }
            var orderings: [QueryVariantsModel.Ordering] = []
            var cases = Set<String>()
            for (part, ordering) in zip(query.orderings, orderingPieces) {
                let name = part.name.value
                guard SwiftName.isPlainIdentifier(name), !SwiftName.keywords.contains(name),
                    cases.insert(name).inserted
                else {
                    diagnostics.error(
                        "\(what): ordering `\(name)` is a case of a Swift enum: a plain identifier, once",
                        at: part.name.location)
                    return nil
                }
                orderings.append(QueryVariantsModel.Ordering(caseName: name, piece: ordering))
            }
            return QueryVariantsModel(
                prefix: prefix, filters: filters, choices: choices, middle: middle, orderings: orderings,
                suffix: suffix, hasWhere: composition.hasWhere, orderingType: orderingType)
        }

        /// A group of `choices:`: its name is its Swift parameter, its cases a Swift enum's, and the
        /// parameters of its conditions, used nowhere else, the cases' associated values.
        private func resolveChoice(
            _ group: QueryChoiceGroup, _ pieces: [QueryVariantsModel.Piece?], elsewhere: Set<Int>,
            parameters: [PropertyModel], taken: inout Set<String>, reserved: Set<String>
        ) -> QueryVariantsModel.Choice? {
            let name = group.name.value
            let typeName = SwiftName.uppercasedFirst(query.name.value) + SwiftName.uppercasedFirst(name)
            guard SwiftName.isPlainIdentifier(name), !SwiftName.keywords.contains(name), taken.insert(name).inserted,
                !reserved.contains(typeName)
            else {
                diagnostics.error(
                    "\(what): choice group `\(name)` is the name of its Swift parameter (`\(name): \(typeName)`): a "
                        + "plain identifier that no parameter, flag or other group has",
                    at: group.name.location)
                return nil
            }
            var options: [QueryVariantsModel.ChoiceOption] = []
            var cases = Set<String>()
            var bound: [Int] = []
            for (option, piece) in zip(group.options, pieces) {
                let caseName = option.name.value
                guard SwiftName.isPlainIdentifier(caseName), !SwiftName.keywords.contains(caseName),
                    caseName != "queryChoice", cases.insert(caseName).inserted
                else {
                    diagnostics.error(
                        "\(what): choice `\(name).\(caseName)` is a case of the Swift enum `\(typeName)`: a plain "
                            + "identifier, once in its group",
                        at: option.name.location)
                    return nil
                }
                for position in piece?.parameters ?? [] {
                    if elsewhere.contains(position) {
                        diagnostics.error(
                            "\(what): choice `\(name).\(caseName)` binds `\(parameters[position].propertyName)` as its "
                                + "associated value (`.\(caseName)(\(parameters[position].propertyName): …)`), and the "
                                + "query uses it outside the group `\(name)` too; give the choice its own parameter",
                            at: option.sql?.location ?? option.name.location)
                        return nil
                    }
                    if !bound.contains(position) { bound.append(position) }
                }
                options.append(QueryVariantsModel.ChoiceOption(caseName: caseName, piece: piece))
            }
            return QueryVariantsModel.Choice(name: name, typeName: typeName, options: options, parameters: bound)
        }

        // MARK: Parameters

        /// The Swift parameters, and the position of the one bound at each SQLite index.
        private func resolveParameters() -> ([PropertyModel]?, [Int], Set<Int>) {
            let uses = sql.parameterUses()
            let arrayOffsets = Set(sql.arrayParameterIndices.map { sql.tokens[$0].offset })
            let nullTestedOffsets = Set(
                sql.tokens.indices.filter { sql.tokens[$0].kind == .parameter && sql.isTestedForNull(parameterAt: $0) }
                    .map { sql.tokens[$0].offset })
            var arrays: Set<Int> = []
            var parameters: [PropertyModel] = []
            var bindings: [Int] = []
            var complete = true
            var swiftNames = Set<String>(["db"])
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
                    forColumn: anonymous ? (isArray ? SwiftName.plural(property.columnName) : property.columnName) : key
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
        private func anonymousIndex(
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
        private func declared(_ override: QueryParameterOverride) -> PropertyModel? {
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
        private func infer(_ use: QuerySQL.ParameterUse) -> PropertyModel? {
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
        private func parameter(from property: PropertyModel, of record: RecordModel, optional: Bool) -> PropertyModel {
            var parameter = property
            parameter.isOptional = optional
            parameter.primaryKey = nil
            parameter.defaultValue = nil
            parameter.isGenerated = false
            parameter.isFilledByDatabase = false
            parameter.valueType = property.valueType(outside: record)
            parameter.enumeration = nil
            return parameter
        }

        /// The record and property of a column reference: by alias or table name, or the one
        /// table of the query that has the column. The flag tells whether an outer join can make
        /// it NULL.
        private func resolveColumn(qualifier: String?, column: String) -> (RecordModel, PropertyModel, Bool)? {
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
        private func tableColumn(_ record: RecordModel, _ property: PropertyModel) -> ColumnDefinition? {
            schema.schema.tables.first { $0.name.value.isSameSQLName(as: record.tableName) }?
                .columns.first { $0.name.value.isSameSQLName(as: property.columnName) }
        }

        /// The property of a column definition, as a record would have it.
        private func property(of column: ColumnDefinition) -> PropertyModel? {
            var shape = TableShapeDefinition()
            shape.columns = [column]
            let table = TableDefinition(
                name: Located("query", at: query.name.location), record: Located("QueryValue", at: query.name.location),
                shape: shape, orderings: [], location: query.location)
            return SchemaValidator.record(for: table, kind: "query", diagnostics: diagnostics)?.properties.first
        }

        // MARK: Results

        /// The record of the one table or view whose columns the query returns, in order.
        private func tableRecord() -> RecordModel? {
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
        private func rowType() -> RecordModel? {
            let typeName = query.record?.value ?? SwiftName.uppercasedFirst(query.name.value) + "Row"
            if let record = query.record {
                SchemaValidator.checkTypeName(record, what: "the row type of \(what)", diagnostics: diagnostics)
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
                var property: PropertyModel?
                if let type = override?.type {
                    if type.value == .enum {
                        diagnostics.error(
                            "column `\(column.name)` of \(what): a result column reads the enum of its table column; "
                                + "declare `{ type: text, swift: { type: Item.Status } }` for an expression",
                            at: type.location)
                        complete = false
                        continue
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
                            !((notNull || inKey) && !nullable && !compound && !aggregateWithoutGroups && !hiddenSides))
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
                    complete = false
                    continue
                }
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
            row.features = schema.schema.swift.schemaFeatures
            return row
        }

        /// The records of the select list's `t.*` items, by the index of their first result column:
        /// a property of the table's record type, optional when an outer join can make the table's
        /// columns NULL (known by a column never NULL in the table, its key).
        private func nestedRecords() -> [Int: PropertyModel] {
            guard let items = sql.selectItems(), sources.count > 1 else { return [:] }
            var result: [Int: PropertyModel] = [:]
            var column = 0
            for item in items {
                guard item.count == 3, item[1].text == ".", item[2].text == "*", let qualifier = item[0].name,
                    let source = sources.first(where: { ($0.alias ?? $0.table).isSameSQLName(as: qualifier) }),
                    let record = schema.record(forTable: source.table), !record.isSearchTable
                else {
                    // A bare `*` expands to columns this reading does not count: no nested records.
                    if item.count == 1, item[0].text == "*" { return [:] }
                    column += 1
                    continue
                }
                let names = record.properties.map(\.columnName)
                let end = column + names.count
                guard end <= report.columns.count,
                    zip(report.columns[column..<end], names).allSatisfy({ described, name in
                        described.origin.map {
                            $0.table.isSameSQLName(as: source.table) && $0.column.isSameSQLName(as: name)
                        } == true
                    })
                else { return [:] }
                var presence: Int?
                if source.nullable {
                    presence = record.properties.firstIndex { property in
                        record.primaryKey.contains { $0.columnName == property.columnName }
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
                    property.propertyName = SwiftName.plural(SwiftName.lowercasedFirst(record.recordName))
                    if property.nested?.presenceColumn == nil {
                        // The key tells a child from the outer join's missing one.
                        property.nested?.presenceColumn = record.properties.firstIndex { key in
                            record.primaryKey.contains { $0.columnName == key.columnName }
                        }
                    }
                }
                result[column] = property
                column = end
            }
            return result
        }

        /// The record and property a result column reads.
        private func resolveOrigin(_ origin: (table: String, column: String)) -> (RecordModel, PropertyModel, Bool)? {
            guard let record = schema.record(forTable: origin.table),
                let property = record.properties.first(where: { $0.columnName.isSameSQLName(as: origin.column) })
            else { return nil }
            let nullable = sources.contains { $0.table.isSameSQLName(as: origin.table) && $0.nullable }
            return (record, property, nullable)
        }

        /// The type of a select-list expression SQLite computes, when its form tells it.
        private func expressionType(_ tokens: [QuerySQL.Token]) -> PropertyModel? {
            func simple(_ type: ColumnType, _ valueType: String, optional: Bool) -> PropertyModel {
                PropertyModel(
                    columnName: "", propertyName: "", type: type, valueType: .named(valueType), primaryKey: nil,
                    isOptional: optional)
            }
            guard var first = tokens.first else { return nil }
            var tokens = tokens
            // A window function: `rank() OVER (…)`, an aggregate's `FILTER (WHERE …)`.
            if let over = tokens.firstIndex(where: {
                $0.depth == first.depth && ["OVER", "FILTER"].contains($0.keyword)
            }), over > 0 {
                tokens = Array(tokens[..<over])
                first = tokens[0]
            }
            // FTS5's hidden `rank` column, read from a search index: the relevance.
            if tokens.count == 1 || (tokens.count == 3 && tokens[1].text == "."),
                tokens.last?.keyword == "RANK", !schema.schema.tables.compactMap(\.shape.search).isEmpty
            {
                return simple(.real, "Double", optional: false)
            }
            // `rowid`, `t.rowid` (`oid`, `_rowid_`) of a table without a column of that name: its key.
            if tokens.count == 1 || (tokens.count == 3 && tokens[1].text == "."),
                let last = tokens.last, ["ROWID", "OID", "_ROWID_"].contains(last.keyword)
            {
                let qualifier = tokens.count == 3 ? tokens[0].name : nil
                let candidates = sources.filter { source in
                    qualifier.map { (source.alias ?? source.table).isSameSQLName(as: $0) } ?? true
                }
                if candidates.count == 1 {
                    return simple(.integer, "Int64", optional: candidates[0].nullable)
                }
            }
            if tokens.count == 1 {
                switch first.kind {
                case .number:
                    return first.text.contains(".")
                        ? simple(.real, "Double", optional: false) : simple(.integer, "Int", optional: false)
                case .string: return simple(.text, "String", optional: false)
                default: return nil
                }
            }
            // `f( … )` as the whole expression.
            let isCall =
                first.kind == .word && tokens.count >= 3 && tokens[1].text == "(" && tokens.last?.text == ")"
                && tokens.dropFirst(2).dropLast().allSatisfy({ $0.depth > first.depth })
            if isCall {
                let arguments = Array(tokens.dropFirst(2).dropLast())
                // A function of `functions:` (which SQLite lets override a built-in one).
                if let function = schema.schema.functions.first(where: { $0.name.value.uppercased() == first.keyword }),
                    let result = function.result?.value
                {
                    let type: ColumnType =
                        switch result {
                        case .integer: .integer
                        case .real: .real
                        case .text: .text
                        case .blob: .blob
                        }
                    return simple(type, result.swiftType, optional: false)
                }
                let argument = self.argument(arguments)
                switch first.keyword {
                case "COUNT": return simple(.integer, "Int", optional: false)
                case "ROW_NUMBER", "RANK", "DENSE_RANK", "NTILE": return simple(.integer, "Int", optional: false)
                case "TOTAL": return simple(.real, "Double", optional: false)
                case "AVG": return simple(.real, "Double", optional: true)
                case "LENGTH", "INSTR", "UNICODE", "OCTET_LENGTH": return simple(.integer, "Int", optional: true)
                case "LOWER", "UPPER", "TRIM", "LTRIM", "RTRIM", "SUBSTR", "SUBSTRING", "REPLACE", "GROUP_CONCAT",
                    "STRING_AGG":
                    return simple(.text, "String", optional: true)
                case "PRINTF", "FORMAT", "QUOTE", "HEX", "TYPEOF": return simple(.text, "String", optional: false)
                // FTS5's auxiliary functions: the text with its matches marked (NULL for a NULL
                // column), and the relevance (lower is better, as `rank`).
                case "HIGHLIGHT", "SNIPPET": return simple(.text, "String", optional: true)
                // SQLite's JSON functions that build or edit JSON text (NULL for a NULL argument).
                case "JSON", "JSON_ARRAY", "JSON_OBJECT", "JSON_GROUP_ARRAY", "JSON_GROUP_OBJECT", "JSON_QUOTE":
                    return simple(.text, "String", optional: first.keyword.hasPrefix("JSON_GROUP") == false)
                case "JSON_SET", "JSON_INSERT", "JSON_REPLACE", "JSON_REMOVE", "JSON_PATCH", "JSON_TYPE":
                    return simple(.text, "String", optional: true)
                case "JSON_ARRAY_LENGTH": return simple(.integer, "Int", optional: true)
                case "JSON_VALID": return simple(.boolean, "Bool", optional: false)
                case "BM25": return simple(.real, "Double", optional: false)
                case "STRFTIME", "DATE", "TIME", "DATETIME":
                    return simple(.text, "String", optional: true)
                case "UNIXEPOCH": return simple(.integer, "Int", optional: true)
                case "JULIANDAY", "ROUND": return simple(.real, "Double", optional: true)
                case "ABS":
                    guard let argument = argument ?? arithmeticType(arguments),
                        [.integer, .real].contains(argument.type)
                    else { return nil }
                    return argument
                case "SUM", "MIN", "MAX":
                    guard let argument = argument ?? arithmeticType(arguments) else { return nil }
                    if first.keyword == "SUM", ![.integer, .real].contains(argument.type) { return nil }
                    var property = argument
                    property.isOptional = true
                    return property
                case "COALESCE", "IFNULL":
                    let parts = split(arguments)
                    guard let head = parts.first.flatMap({ self.argument($0) ?? expressionType($0) }) else {
                        return nil
                    }
                    var property = head
                    property.isOptional =
                        parts.last.map { last in last.count == 1 && [.number, .string].contains(last[0].kind) } != true
                    return property
                case "CAST":
                    guard
                        let asIndex = arguments.lastIndex(where: { $0.keyword == "AS" && $0.depth == first.depth + 1 })
                    else { return nil }
                    let declared = arguments[(asIndex + 1)...].map(\.text).joined(separator: " ")
                    switch DatabaseColumnType.affinity(ofDeclared: declared) {
                    case "INTEGER": return simple(.integer, "Int", optional: true)
                    case "TEXT": return simple(.text, "String", optional: true)
                    case "BLOB": return simple(.blob, "Data", optional: true)
                    default: return simple(.real, "Double", optional: true)
                    }
                default: return nil
                }
            }
            if first.keyword == "EXISTS"
                || (first.keyword == "NOT" && tokens.count > 1 && tokens[1].keyword == "EXISTS")
            {
                return simple(.boolean, "Bool", optional: false)
            }
            if tokens.contains(where: { $0.text == "||" && $0.depth == first.depth }) {
                // NULL when one operand is: literals are not, columns as they are.
                var operands: [[QuerySQL.Token]] = [[]]
                for token in tokens {
                    if token.text == "||", token.depth == first.depth {
                        operands.append([])
                    } else {
                        operands[operands.count - 1].append(token)
                    }
                }
                let optional = operands.contains { operand in
                    if operand.count == 1, [.string, .number].contains(operand[0].kind) { return false }
                    return argument(operand).map { $0.isOptional } ?? true
                }
                return simple(.text, "String", optional: optional)
            }
            if first.keyword == "CASE", tokens.last?.keyword == "END" { return caseType(tokens) }
            return arithmeticType(tokens)
        }

        /// `a * b + 2`: arithmetic of numeric columns and numbers is a real when one of them is,
        /// else an integer; optional when a column is.
        private func arithmeticType(_ tokens: [QuerySQL.Token]) -> PropertyModel? {
            guard let depth = tokens.first?.depth else { return nil }
            var isReal = false, optional = false, sawOperator = false
            var i = 0
            while i < tokens.count {
                let token = tokens[i]
                if token.kind == .number {
                    isReal = isReal || token.text.contains(".")
                    i += 1
                } else if token.kind == .punctuation, ["+", "-", "*", "/", "%"].contains(token.text),
                    token.depth == depth
                {
                    sawOperator = true
                    i += 1
                } else if token.kind == .punctuation, token.text == "(" || token.text == ")" {
                    i += 1
                } else {
                    // A column reference: `column` or `qualifier.column`.
                    let length = i + 2 < tokens.count && tokens[i + 1].text == "." ? 3 : 1
                    guard let property = argument(Array(tokens[i..<(i + length)])),
                        [.integer, .real].contains(property.type),
                        property.enumeration == nil
                    else { return nil }
                    isReal = isReal || property.type == .real
                    optional = optional || property.isOptional
                    i += length
                }
            }
            guard sawOperator else { return nil }
            return isReal
                ? PropertyModel(
                    columnName: "", propertyName: "", type: .real, valueType: .named("Double"), primaryKey: nil,
                    isOptional: optional)
                : PropertyModel(
                    columnName: "", propertyName: "", type: .integer, valueType: .named("Int"), primaryKey: nil,
                    isOptional: optional)
        }

        /// `CASE … THEN 'a' ELSE 'b' END`: text when every result is a text literal, a number when
        /// every one is a number; optional without `ELSE`.
        private func caseType(_ tokens: [QuerySQL.Token]) -> PropertyModel? {
            let depth = tokens[0].depth
            var results: [QuerySQL.Token] = []
            for (index, token) in tokens.enumerated()
            where token.depth == depth && ["THEN", "ELSE"].contains(token.keyword) {
                guard index + 2 < tokens.count, ["WHEN", "ELSE", "END"].contains(tokens[index + 2].keyword) else {
                    return nil
                }
                results.append(tokens[index + 1])
            }
            let hasElse = tokens.contains { $0.depth == depth && $0.keyword == "ELSE" }
            if !results.isEmpty, results.allSatisfy({ $0.kind == .string }) {
                return PropertyModel(
                    columnName: "", propertyName: "", type: .text, valueType: .named("String"), primaryKey: nil,
                    isOptional: !hasElse)
            }
            if !results.isEmpty, results.allSatisfy({ $0.kind == .number }) {
                let real = results.contains { $0.text.contains(".") }
                return PropertyModel(
                    columnName: "", propertyName: "", type: real ? .real : .integer,
                    valueType: .named(real ? "Double" : "Int"),
                    primaryKey: nil,
                    isOptional: !hasElse)
            }
            return nil
        }

        /// The property of an argument that is one column reference.
        private func argument(_ tokens: [QuerySQL.Token]) -> PropertyModel? {
            let qualifier: String?, column: String
            if tokens.count == 1, let name = tokens[0].name {
                qualifier = nil
                column = name
            } else if tokens.count == 3, tokens[1].text == ".", let table = tokens[0].name, let name = tokens[2].name {
                qualifier = table
                column = name
            } else {
                return nil
            }
            guard let (record, property, nullable) = resolveColumn(qualifier: qualifier, column: column) else {
                return nil
            }
            let notNull = tableColumn(record, property)?.isNotNullInDatabase ?? !property.isOptional
            return parameter(from: property, of: record, optional: !notNull || nullable)
        }

        /// The arguments of a call, split at its top-level commas.
        private func split(_ tokens: [QuerySQL.Token]) -> [[QuerySQL.Token]] {
            guard let depth = tokens.first?.depth else { return [] }
            var parts: [[QuerySQL.Token]] = [[]]
            for token in tokens {
                if token.depth == depth, token.text == "," {
                    parts.append([])
                } else {
                    parts[parts.count - 1].append(token)
                }
            }
            return parts
        }
    }
}
