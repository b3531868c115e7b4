import GRDBGenSQL

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
        RecordOrderings.check(models, schema: schema, diagnostics: diagnostics)
        return models
    }

    /// Why a query name cannot be used: a static member of the records, or an association (a query
    /// is a static function of its record; the store has no method per table or query).
    private static func takenName(_ name: String, _ schema: DescribedSchema) -> String? {
        if RecordMembers.staticNames.contains(name) { return "`\(name)` is a static member of every record" }
        for record in schema.records {
            let associations = record.hasMany.map(\.name) + record.hasOne.map(\.name) + record.belongsTo.map(\.name)
            if associations.contains(name) { return "`\(name)` is an association of `\(record.recordName)`" }
        }
        return nil
    }

    /// Resolves one query.
    struct Resolver {
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
            if case .record(let record) = result {
                model.composed = resolveComposed(model, record: record, hexed: hexed)
            }
            if !query.ignoresWarnings {
                warnAboutScans()
                warnAboutTextOrder()
            }
            model.readsWithoutRowIDTable = sources.contains {
                schema.record(forTable: $0.table)?.kind.tableTraits?.withoutRowID == true
            }
            return model
        }

        // MARK: Grouping

        /// The grouping of a query with `group:`: its row holds the group's record, never nil,
        /// and arrays of the other records; nothing else.
        func resolveGrouping(_ group: Located<String>, result: QueryModel.Result) -> QueryGrouping? {
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
        func warnAboutScans() {
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
                    !Self.hasIndex(startingWith: SQLIdentifier(property.columnName), in: table),
                    warned.insert([SQLIdentifier(record.tableName), SQLIdentifier(property.columnName)]).inserted
                else { continue }
                let name = "\(record.tableName)_on_\(property.columnName)"
                diagnostics.warning(
                    "\(what) reads every row of table `\(record.tableName)` to compare `\(property.columnName)` "
                        + "(SQLite's plan: SCAN); an index would serve it: add `{ name: \(name), columns: "
                        + "[\(property.columnName)] }` to `indexes:` of table `\(record.tableName)` (then `grdbgen "
                        + "migrate NAME` writes it), or write `warnings: ignore` on the query for a table that stays "
                        + "small",
                    at: query.positions.location(ofByteOffset: token.offset, in: query.sql.value))
            }
        }

        /// A warning for each `decimal` column the query orders by or compares for order: its text
        /// sorts as text (`'10' < '9.5'`), not as the number it writes (issue 51).
        func warnAboutTextOrder() {
            var warned: Set<String> = []
            for (token, qualifier, column) in sql.orderedColumns() {
                guard let (_, property, _) = resolveColumn(qualifier: qualifier, column: column),
                    property.type == .decimal, warned.insert(property.columnName).inserted
                else { continue }
                diagnostics.warning(
                    "\(what) orders or compares `\(column)`, a `decimal` column, which stores its value as text: "
                        + "SQLite orders it as text (`'10' < '9.5'`); write `CAST(\(column) AS REAL)` to order it "
                        + "as a number (exact to about 15 digits), or make the column `type: real`",
                    at: query.positions.location(ofByteOffset: token.offset, in: query.sql.value))
            }
        }

        /// Whether a key, a unique constraint or an index of the table starts with the column.
        static func hasIndex(startingWith column: SQLIdentifier, in shape: TableDefinition) -> Bool {
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

    }
}
