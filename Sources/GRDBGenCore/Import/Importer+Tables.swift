import GRDBGenAdoption
import Foundation
import GRDB
import GRDBGenSQL

/// The tables of the file: columns, keys, constraints, indexes and foreign keys, as SQLite
/// reports them.
extension Importer {
    mutating func importTable(_ name: String, sql: String) throws -> TableDefinition? {
        guard TableRules.isAcceptedName(name) else {
            warn(
                "table `\(name)` is not imported: schema.yaml names need letters or digits, without double "
                    + "quotes, control characters nor spaces around them")
            return nil
        }
        let definitions = TableReport.columnClauses(sql)
        let columns = try Row.fetchAll(db, sql: "SELECT * FROM pragma_table_xinfo(?) ORDER BY cid", arguments: [name])
        let primaryKeyCount = columns.filter { ($0["pk"] as Int) > 0 }.count
        let list = try? Row.fetchOne(db, sql: "SELECT wr, strict FROM pragma_table_list(?)", arguments: [name])
        let isStrict = list.map { ($0["strict"] as Int) != 0 } ?? false
        var shape = TableDefinition(name: located(name), location: Self.nowhere)
        for row in columns {
            let columnName: String = row["name"]
            guard TableRules.isAcceptedName(columnName) else {
                warn(
                    "table `\(name)` is not imported: its column `\(columnName)` is not a name schema.yaml can "
                        + "write (letters or digits, without double quotes, control characters nor spaces around them)"
                )
                return nil
            }
            let declared: String = row["type"]
            let (type, note) = Self.columnType(declared: declared)
            if let note { warn("column `\(columnName)` of table `\(name)`: \(note)") }
            var column = ColumnDefinition(name: located(columnName), type: located(type), location: Self.nowhere)
            column.notNull = (row["notnull"] as Int) != 0
            // The declared type as written, where GRDB would write another one for the type.
            let trimmed = declared.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty, trimmed.uppercased() != column.databaseType.sql {
                column.declaredType = located(trimmed)
            }
            if type == .date || type == .datetime {
                try adaptDates(&column, of: name)
            }
            try adaptToStoredValues(&column, declared: trimmed, default: row["dflt_value"], of: name)
            let clauses = definitions[SQLIdentifier(columnName)]
            if isStrict {
                try readStrictValues(&column, check: clauses?.check, of: name)
            }
            if primaryKeyCount == 1, (row["pk"] as Int) == 1 {
                let isWithoutRowID = list.map { ($0["wr"] as Int) != 0 } ?? false
                Self.makeKey(
                    &column, declared: declared, clauses: clauses, hasDefault: (row["dflt_value"] as String?) != nil,
                    withoutRowID: isWithoutRowID)
            }
            if let value: String = row["dflt_value"] {
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
            } else if (row["hidden"] as Int) >= 2 {
                warn(
                    "generated column `\(columnName)` of table `\(name)` is not imported: its expression was "
                        + "not found in the table's SQL"
                )
                continue
            }
            shape.columns.append(column)
        }
        if primaryKeyCount > 1 {
            let key = columns.filter { ($0["pk"] as Int) > 0 }.sorted { ($0["pk"] as Int) < ($1["pk"] as Int) }.map {
                $0["name"] as String
            }
            shape.primaryKey = located(key.map(located))
            for (i, column) in shape.columns.enumerated() where key.contains(column.name.value) && !column.notNull {
                shape.columns[i].notNull = true
                warn(
                    "column `\(column.name.value)` of table `\(name)` is part of the primary key: imported as "
                        + "NOT NULL, as schema.yaml requires"
                )
            }
        }
        if let list {
            if (list["strict"] as Int) != 0 { shape.options.append(located(TableOption.strict)) }
            if (list["wr"] as Int) != 0 { shape.options.append(located(TableOption.withoutRowID)) }
        }
        noteWhatTheRowsTell(of: name, in: shape)
        nameApartAnIDThatIsNotTheKey(of: name, in: &shape)
        nameApartTakenProperties(of: name, in: &shape)
        // Table-level CHECK constraints, as written (a constraint's name is not kept: GRDB names none).
        shape.checks = TableReport.tableChecks(sql).map(located)
        try importIndexes(of: name, into: &shape)
        try importForeignKeys(of: name, into: &shape)
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

    mutating func importIndexes(of table: String, into shape: inout TableDefinition) throws {
        let list = try Row.fetchAll(db, sql: "SELECT * FROM pragma_index_list(?) ORDER BY seq DESC", arguments: [table])
        for index in list {
            let name: String = index["name"]
            let origin: String = index["origin"]
            guard origin != "pk" else { continue }
            let info = try Row.fetchAll(
                db, sql: "SELECT * FROM pragma_index_xinfo(?) WHERE key = 1 ORDER BY seqno", arguments: [name])
            let columns = info.compactMap { $0["name"] as String? }
            let unique = (index["unique"] as Int) != 0
            let sql = try String.fetchOne(
                db, sql: "SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?", arguments: [name])
            if origin == "c" {
                guard let keys = indexKeys(info, sql: sql ?? "", of: shape) else {
                    warn("index `\(name)` of table `\(table)` is not imported: its keys cannot be read")
                    continue
                }
                guard let condition = try indexCondition(index, sql: sql, name: name, table: table) else { continue }
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
            guard columns.count == info.count else { continue }
            let collations = info.map { $0["coll"] as String }
            if let collation = collations.first(where: { $0.uppercased() != "BINARY" }),
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
            if origin == "u" {
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
    mutating func indexCondition(_ index: Row, sql: String?, name: String, table: String) throws -> String?? {
        guard (index["partial"] as Int) != 0 else { return .some(nil) }
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
    func indexKeys(_ info: [Row], sql: String, of shape: TableDefinition) -> [IndexKey]? {
        let tokens = SQLTokens(sql).tokens
        guard let on = tokens.firstIndex(where: { $0.isKeyword("ON") }),
            let group = tokens[on...].first(where: { $0.kind == .group })
        else { return nil }
        let items = SQLTokens.items(ofGroup: group.text)
        guard items.count == info.count else { return nil }
        var keys: [IndexKey] = []
        for (row, item) in zip(info, items) {
            var key: IndexKey
            let collation = (row["coll"] as String? ?? "BINARY").lowercased()
            if let column = row["name"] as String? {
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
            key.descending = (row["desc"] as Int) != 0
            keys.append(key)
        }
        return keys
    }

    mutating func importForeignKeys(of table: String, into shape: inout TableDefinition) throws {
        let rows = try Row.fetchAll(
            db, sql: "SELECT * FROM pragma_foreign_key_list(?) ORDER BY id, seq", arguments: [table])
        for (_, keys) in Dictionary(grouping: rows, by: { $0["id"] as Int }).sorted(by: { $0.key > $1.key }) {
            let target: String = keys[0]["table"]
            guard keys.count == 1 else {
                // A foreign key of several columns: `foreignKeys:`, its columns in order.
                var reference = ForeignKeyReference(table: located(target))
                reference.onDelete = ForeignKeyAction(reported: keys[0]["on_delete"])
                reference.onUpdate = ForeignKeyAction(reported: keys[0]["on_update"])
                let referenced = keys.compactMap { $0["to"] as String? }
                // SQLite numbers the foreign keys from the last written: this loop, from the first.
                shape.foreignKeys.append(
                    TableForeignKey(
                        columns: keys.map { located($0["from"] as String) }, reference: reference,
                        referencedColumns: referenced.count == keys.count ? referenced.map(located) : [],
                        location: Self.nowhere))
                continue
            }
            let from: String = keys[0]["from"]
            guard let c = shape.columns.firstIndex(where: { $0.name.value.isSameSQLName(as: from) }) else { continue }
            var reference = ForeignKeyReference(table: located(target))
            reference.column = (keys[0]["to"] as String?).map(located)
            reference.onDelete = ForeignKeyAction(reported: keys[0]["on_delete"])
            reference.onUpdate = ForeignKeyAction(reported: keys[0]["on_update"])
            shape.columns[c].references = located(reference)
        }
    }
}
