import GRDBGenAdoption
import Foundation
import GRDB
import GRDBGenSQL

/// The tables of the file: columns, keys, constraints, indexes and foreign keys, as SQLite
/// reports them.
extension Importer {
    mutating func importTable(_ name: String, _ report: TableReport) throws -> TableDefinition? {
        guard TableRules.isAcceptedName(name) else {
            warn(
                "table `\(name)` is not imported: schema.yaml names need letters or digits, without double "
                    + "quotes, control characters nor spaces around them")
            return nil
        }
        let sql = report.sql ?? ""
        let definitions = TableReport.columnClauses(sql)
        let primaryKey = report.primaryKey
        // `[wr, strict]`: none before SQLite 3.37.
        let isWithoutRowID = report.options?.first == 1, isStrict = report.options?.last == 1
        var shape = TableDefinition(name: located(name), location: Self.nowhere)
        for info in report.columns {
            let columnName = info.name
            guard TableRules.isAcceptedName(columnName) else {
                warn(
                    "table `\(name)` is not imported: its column `\(columnName)` is not a name schema.yaml can "
                        + "write (letters or digits, without double quotes, control characters nor spaces around them)"
                )
                return nil
            }
            let declared = info.type
            let (type, note) = Self.columnType(declared: declared)
            if let note { warn("column `\(columnName)` of table `\(name)`: \(note)") }
            var column = ColumnDefinition(name: located(columnName), type: located(type), location: Self.nowhere)
            column.notNull = info.isNotNull
            // The declared type as written, where GRDB would write another one for the type.
            let trimmed = declared.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty, trimmed.uppercased() != column.databaseType.sql {
                column.declaredType = located(trimmed)
            }
            if type == .date || type == .datetime {
                try adaptDates(&column, of: name)
            }
            try adaptToStoredValues(&column, declared: trimmed, default: info.defaultValueSQL, of: name)
            let clauses = definitions[SQLIdentifier(columnName)]
            if isStrict {
                try readStrictValues(&column, check: clauses?.check, of: name)
            }
            if primaryKey.count == 1, info.primaryKeyIndex == 1 {
                Self.makeKey(
                    &column, declared: declared, clauses: clauses, hasDefault: info.defaultValueSQL != nil,
                    withoutRowID: isWithoutRowID)
            }
            if let value = info.defaultValueSQL {
                let literal = Self.defaultValue(value, type: column.type.value)
                let kept = try Self.keepingItsText(literal, reported: value)
                if let literal, kept != literal {
                    warn(
                        "column `\(columnName)` of table `\(name)`: default \(value) is kept as SQL, as the file "
                            + "writes it (`default: \(literal)` would write it otherwise, and the file could not be "
                            + "adopted), so the record's initializer has no default for it")
                }
                column.defaultValue = kept.map(located)
            }
            if let clauses {
                apply(clauses, to: &column, of: name)
            } else if report.generatedColumns.contains(SQLIdentifier(columnName)) {
                warn(
                    "generated column `\(columnName)` of table `\(name)` is not imported: its expression was "
                        + "not found in the table's SQL"
                )
                continue
            }
            shape.columns.append(column)
        }
        if primaryKey.count > 1 {
            shape.primaryKey = located(primaryKey.map { located($0.name) })
            for (i, column) in shape.columns.enumerated()
            where primaryKey.contains(column.name.identifier) && !column.notNull {
                shape.columns[i].notNull = true
                warn(
                    "column `\(column.name.value)` of table `\(name)` is part of the primary key: imported as "
                        + "NOT NULL, as schema.yaml requires"
                )
            }
        }
        if isStrict { shape.options.append(located(TableOption.strict)) }
        if isWithoutRowID { shape.options.append(located(TableOption.withoutRowID)) }
        noteWhatTheRowsTell(of: name, in: shape)
        nameApartAnIDThatIsNotTheKey(of: name, in: &shape)
        nameApartTakenProperties(of: name, in: &shape)
        // Table-level CHECK constraints, as written (a constraint's name is not kept: GRDB names none).
        shape.checks = TableReport.tableChecks(sql).map(located)
        importIndexes(report, of: name, into: &shape)
        importForeignKeys(report, into: &shape)
        return shape
    }

    /// A column whose property would be `id` in a table keyed by its hidden rowid or by another
    /// single column (a real app's `appArea(id TEXT NOT NULL, …)`): the record would be
    /// `Identifiable` by it while GRDB's id APIs look up the key, which the generator refuses.
    /// Its property is named apart (`appAreaID`), said in a note.
    mutating func nameApartAnIDThatIsNotTheKey(of table: String, in shape: inout TableDefinition) {
        guard shape.primaryKey == nil,
            let index = shape.columns.firstIndex(where: {
                SwiftName.propertyName(forColumn: $0.name.value) == "id" && $0.primaryKey == nil
            })
        else { return }
        let taken = Set(shape.columns.map { SwiftName.propertyName(forColumn: $0.name.value) })
        let property = SwiftName.unique(
            SwiftName.lowerCamelCase(Inflection.singular(table)) + "ID",
            avoiding: taken.union(RecordMembers.propertyNames))
        let column = shape.columns[index].name.value
        shape.columns[index].swiftName = located(property)
        note(
            "column `\(column)` of table `\(table)` is not its primary key: its property is named `\(property)` "
                + "(`swift: { name: \(property) }`), as a property `id` would make the record `Identifiable` by it "
                + "while GRDB's id APIs look up the key")
    }

    /// Columns whose property a record cannot have — a member of GRDB's records or GRDBGen's
    /// (`layout`, `encode`, `databaseTableName`, `fetchAll`), a member a protocol of the record
    /// requires (`hashValue`), the hidden rowid's `rowid`, or the property of another column
    /// (`user_id` and `userId`): named apart (`layoutValue`), written as `swift: { name: … }`,
    /// said in a note. Swift keywords need nothing: generated code quotes them.
    mutating func nameApartTakenProperties(of table: String, in shape: inout TableDefinition) {
        let hiddenRowID =
            shape.primaryKey == nil && !shape.has(.withoutRowID) && !shape.columns.contains { $0.primaryKey != nil }
        let property = { (column: ColumnDefinition) in
            column.swiftName?.value ?? SwiftName.propertyName(forColumn: column.name.value)
        }
        for (index, name, apart) in Self.propertiesApart(
            shape.columns.map(property), taken: hiddenRowID ? ["rowid"] : [])
        {
            shape.columns[index].swiftName = located(apart)
            let column = shape.columns[index].name.value
            let why =
                RecordMembers.propertyNames.contains(name)
                ? "a member of every record (\(RecordMembers.protocolRequiring(name).map { "`\($0)` requires it" } ?? "GRDB's or GRDBGen's"))"
                : "the property of another column"
            note(
                "column `\(column)` of table `\(table)` would make the property `\(name)`, \(why): its property is "
                    + "named `\(apart)` (`swift: { name: \(apart) }`)")
        }
    }

    /// The properties of a record's columns, in order, that a record cannot have — a member of every
    /// record, one of `taken`, or an earlier column's — each with a name apart (`layoutValue`): the one
    /// rule of tables' and views' columns.
    static func propertiesApart(
        _ properties: [String], taken initial: Set<String>
    ) -> [(index: Int, name: String, apart: String)] {
        var taken = initial
        var result: [(index: Int, name: String, apart: String)] = []
        for (index, name) in properties.enumerated() {
            guard RecordMembers.propertyNames.contains(name) || taken.contains(name) else {
                taken.insert(name)
                continue
            }
            let apart = SwiftName.unique(
                name + "Value", avoiding: taken.union(properties).union(RecordMembers.propertyNames))
            taken.insert(apart)
            result.append((index, name, apart))
        }
        return result
    }

    /// Tables whose record would have the store's name or another table's record (`item` and
    /// `items`): their record is named apart (`ItemsRecord`), written as `record:`, said in a note.
    mutating func nameApartRecords(store: String) {
        var taken: Set<String> = [store]
        let names = tables.map {
            SchemaValidator.defaultRecordName(forTable: $0.name.value, isSearchTable: $0.searchTable != nil)
        }
        for index in tables.indices {
            let name = names[index]
            guard taken.contains(name) else {
                taken.insert(name)
                continue
            }
            let table = tables[index].name.value
            let apart = SwiftName.typeName(SwiftName.upperCamelCase(table), appending: "Record") {
                taken.contains($0) || Set(names).contains($0) || SwiftName.isReservedType($0)
            }
            taken.insert(apart)
            tables[index].record = located(apart)
            note(
                "table `\(table)` would make the record `\(name)`, "
                    + (name == store ? "the name of the store" : "another table's record")
                    + ": its record is named `\(apart)` (`record: \(apart)`)")
        }
    }

    /// The one key column of a table: a key SQLite chooses (`autoincrement`, `rowid`) or the
    /// app's, NOT NULL as SQLite enforces it.
    static func makeKey(
        _ column: inout ColumnDefinition, declared: String, clauses: TableReport.ColumnClauses?, hasDefault: Bool,
        withoutRowID: Bool
    ) {
        let isRowID = declared.uppercased() == "INTEGER"
        // The rowid of a table that has one: SQLite chooses it when an insert gives none.
        let choosesKey = isRowID && !withoutRowID
        if choosesKey, clauses?.autoincrement == true {
            column.primaryKey = .autoincrement
        } else if choosesKey, !hasDefault {
            column.primaryKey = .rowid
        } else {
            column.primaryKey = .plain
        }
        // The integer rowid is never NULL; another key is NOT NULL only if the file says so
        // (GRDB's `t.primaryKey` adds it to keys other than the rowid: `notNull: false` says not).
        column.keyAcceptsNull = !column.notNull && !isRowID
        column.notNull = column.notNull && !isRowID
    }

    /// What only a column's SQL says: its CHECK, conflict clauses, enumeration, collation and
    /// generated expression.
    mutating func apply(_ clauses: TableReport.ColumnClauses, to column: inout ColumnDefinition, of name: String) {
        column.check = clauses.check.map(located)
        if column.notNull || column.primaryKey == .plain {
            column.notNullOnConflict = clauses.notNullOnConflict
        }
        column.uniqueOnConflict = clauses.uniqueOnConflict
        readEnumeration(&column, of: name)
        if let collation = clauses.collate {
            if let known = Collation(rawValue: collation.lowercased()) {
                column.collate = located(known)
            } else {
                warn(
                    "column `\(column.name.value)` of table `\(name)`: collation \(collation) is not imported "
                        + "(schema.yaml knows binary, nocase, rtrim)"
                )
            }
        }
        if let generated = clauses.generated {
            column.generated = located(generated)
        }
    }

    mutating func importIndexes(_ report: TableReport, of table: String, into shape: inout TableDefinition) {
        for index in report.indexes where index.origin != "pk" {
            let name = index.name, unique = index.isUnique
            let sql = report.indexSQL[SQLIdentifier(name)]
            if index.origin == "c" {
                guard let keys = indexKeys(index.keys, sql: sql ?? "", of: shape) else {
                    warn("index `\(name)` of table `\(table)` is not imported: its keys cannot be read")
                    continue
                }
                guard let condition = indexCondition(index, sql: sql, table: table) else { continue }
                guard SwiftName.isPlainIdentifier(name) else {
                    warn(
                        "index `\(name)` of table `\(table)` is not imported: its name is not letters, digits and "
                            + "underscores"
                    )
                    continue
                }
                var imported = IndexDefinition(
                    name: located(name), table: table, columns: [], unique: unique, location: Self.nowhere)
                imported.keys = keys.map(located)
                imported.condition = condition.map(located)
                shape.indexes.append(imported)
                continue
            }
            guard let columns = index.columns else { continue }
            if let collation = index.keys.map(\.collation).first(where: { $0.uppercased() != "BINARY" }),
                !shape.columns.contains(where: { column in
                    columns.contains { column.name.value.isSameSQLName(as: $0) }
                        && column.collate?.value.rawValue.uppercased() == collation.uppercased()
                })
            {
                warn(
                    "index `\(name)` of table `\(table)` is not imported: it compares with collation "
                        + "\(collation), which schema.yaml indexes cannot write"
                )
                continue
            }
            if index.origin == "u" {
                if columns.count == 1,
                    let c = shape.columns.firstIndex(where: { $0.name.value.isSameSQLName(as: columns[0]) })
                {
                    shape.columns[c].unique = true
                } else {
                    shape.uniqueGroups.append(located(columns.map(located)))
                }
                continue
            }
        }
    }

    /// The condition of a partial index: the SQL after the WHERE of its CREATE INDEX; `nil` (and a
    /// warning) when it cannot be read, `.some(nil)` for an index that is not partial.
    mutating func indexCondition(_ index: TableReport.Index, sql: String?, table: String) -> String?? {
        guard index.isPartial else { return .some(nil) }
        let name = index.name
        let tokens = SQLTokens(sql ?? "")
        guard let position = tokens.index(ofKeyword: "WHERE"), position + 1 < tokens.tokens.count else {
            warn("index `\(name)` of table `\(table)` is not imported: its WHERE clause cannot be read")
            return nil
        }
        return .some(tokens.text(from: position + 1).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The keys of an index, from `PRAGMA index_xinfo` (columns, orders, collations) and its
    /// `CREATE INDEX` (the text of an expression). A key's collation is written only where it is
    /// not its column's.
    func indexKeys(_ info: [TableReport.Index.Key], sql: String, of shape: TableDefinition) -> [IndexKey]? {
        let tokens = SQLTokens(sql).tokens
        guard let on = tokens.firstIndex(where: { $0.isKeyword("ON") }),
            let group = tokens[on...].first(where: { $0.kind == .group })
        else { return nil }
        let items = SQLTokens.items(ofGroup: group.text)
        guard items.count == info.count else { return nil }
        var keys: [IndexKey] = []
        for (row, item) in zip(info, items) {
            var key: IndexKey
            let collation = row.collation.lowercased()
            if let column = row.column {
                key = IndexKey(column: column)
                let own = shape.columns.first { $0.name.value.isSameSQLName(as: column) }?.collate?.value ?? .binary
                if collation != own.rawValue {
                    guard let known = Collation(rawValue: collation) else { return nil }
                    key.collation = known
                }
            } else {
                // The expression: the item's text without its COLLATE and ASC/DESC.
                var end = item.tokens.count
                if end > 0, item.tokens[end - 1].isKeyword("ASC") || item.tokens[end - 1].isKeyword("DESC") { end -= 1 }
                if end >= 2, item.tokens[end - 2].isKeyword("COLLATE") { end -= 2 }
                let text = item.text(0, end)
                guard !text.isEmpty else { return nil }
                key = IndexKey(.expression(text))
                if collation != "binary" {
                    guard let known = Collation(rawValue: collation) else { return nil }
                    key.collation = known
                }
            }
            key.descending = row.isDescending
            keys.append(key)
        }
        return keys
    }

    mutating func importForeignKeys(_ report: TableReport, into shape: inout TableDefinition) {
        // SQLite numbers the foreign keys from the last written: this loop, from the first.
        for key in report.foreignKeys.reversed() {
            var reference = ForeignKeyReference(table: located(key.table))
            reference.onDelete = ForeignKeyAction(reported: key.onDelete)
            reference.onUpdate = ForeignKeyAction(reported: key.onUpdate)
            let referenced = key.namesNoColumns ? [] : key.referencedColumns
            guard key.columns.count == 1 else {
                // A foreign key of several columns: `foreignKeys:`, its columns in order.
                shape.foreignKeys.append(
                    TableForeignKey(
                        columns: key.columns.map(located), reference: reference,
                        referencedColumns: referenced.map(located), location: Self.nowhere))
                continue
            }
            guard let c = shape.columns.firstIndex(where: { $0.name.value.isSameSQLName(as: key.columns[0]) }) else {
                continue
            }
            reference.column = referenced.first.map(located)
            shape.columns[c].references = located(reference)
        }
    }
}
