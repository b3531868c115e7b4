import GRDBGenSQL

/// Resolves the GRDB associations of the records from the foreign keys of `tables:`.
///
/// A foreign key column `list_id` of table `item` referencing table `list` gives:
/// - `Item.list`, a `belongsTo` association named after the column without its `_id` suffix
///   (or after the parent record when the column has no such suffix);
/// - `List.items`, a `hasMany` association named after the child records.
///
/// A foreign key column that is unique, or alone the table's primary key, references at most one
/// row per parent: the parent gets `hasOne` instead, named after the child record
/// (`List.listAsset`), an optional child rather than an array.
///
/// `references: { …, belongsTo: manager, hasMany: reports }` (or `hasOne:`) names them instead. A
/// self-reference whose column has no `_id` suffix (`reportsTo`) gets `reportsToEmployee` by
/// default, not `employee`.
enum Associations {
    static func resolve(
        _ records: [RecordModel], tables: [TableDefinition], diagnostics: DiagnosticCollector
    ) -> [RecordModel] {
        var records = records
        let positions = Dictionary(
            records.enumerated().map { (SQLIdentifier($1.tableName), $0) }, uniquingKeysWith: { first, _ in first })
        func index(ofTable name: String) -> Int? {
            positions[SQLIdentifier(name)]
        }
        for table in tables {
            guard let child = index(ofTable: table.name.value) else { continue }
            for key in table.allForeignKeys {
                let reference = key.reference
                let columnNames = key.columns.map(\.value)
                // What the errors name: `column `a`` or `the foreign key (a, b)`.
                let subject =
                    key.isColumnReference
                    ? "column `\(columnNames[0])`" : "the foreign key (\(columnNames.joined(separator: ", ")))"
                guard let parent = index(ofTable: reference.table.value) else { continue }
                let named = [
                    ("belongsTo", reference.belongsTo), ("hasMany", reference.hasMany), ("hasOne", reference.hasOne),
                ]
                guard named.map({ isValidName($1, key: $0, diagnostics: diagnostics) }).allSatisfy({ $0 }) else {
                    continue
                }
                let parentRecord = records[parent]
                let targetColumns =
                    key.isColumnReference
                    ? [reference.column?.value ?? parentRecord.singleKey?.columnName ?? "id"]
                    : key.referencedColumns.isEmpty
                        ? parentRecord.primaryKey.map(\.columnName) : key.referencedColumns.map(\.value)
                let childRecord = records[child]
                let taken = Set(childRecord.properties.map(\.propertyName) + childRecord.belongsTo.map(\.name))
                // A foreign key of several columns is named after the parent record alone.
                let property = key.isColumnReference ? SwiftName.propertyName(forColumn: columnNames[0]) : "parent"
                let stripped = key.isColumnReference ? strippingIDSuffix(property) : nil
                let parentName = SwiftName.lowercasedFirst(parentRecord.recordName)
                // A self-reference named after its record (`Employee.employee`) reads as the row
                // itself: `reportsTo` gives `reportsToEmployee` instead (`parentEmployee` for
                // several columns).
                let selfReference = parent == child && stripped == nil ? property + parentRecord.recordName : nil
                var candidates = [stripped, selfReference, parentName, (stripped ?? parentName) + "Record"].compactMap {
                    $0
                }
                if let chosen = reference.belongsTo {
                    guard
                        check(
                            chosen, key: "belongsTo", taken: taken, of: childRecord.recordName, diagnostics: diagnostics
                        )
                    else {
                        continue
                    }
                    candidates = [chosen.value]
                }
                guard
                    let name = candidates.first(where: {
                        !taken.contains($0) && !RecordMembers.propertyNames.contains($0)
                    })
                else {
                    diagnostics.error(
                        "\(subject) of table `\(table.name.value)`: no free name for its association; "
                            + (key.isColumnReference ? "rename the column" : "name it with `belongsTo:`"),
                        at: key.isColumnReference ? key.columns[0].location : key.location)
                    continue
                }
                let belongsTo = AssociationModel(
                    name: name, otherRecord: parentRecord.recordName, columns: columnNames,
                    targetColumns: targetColumns)
                records[child].belongsTo.append(belongsTo)

                addOtherSide(
                    of: key, in: table, named: name, subject: subject, child: childRecord, parent: parent,
                    targetColumns: targetColumns, to: &records, diagnostics: diagnostics)
            }
        }
        resolveJoinTables(&records)
        return records
    }

    /// The parent's side of a foreign key: `hasMany` (`List.todos`), or `hasOne` for a unique key
    /// or when `hasOne:` asks, named by `hasMany:`/`hasOne:` or after the child records.
    private static func addOtherSide(
        of key: TableForeignKey, in table: TableDefinition, named name: String, subject: String,
        child childRecord: RecordModel,
        parent: Int, targetColumns: [String], to records: inout [RecordModel], diagnostics: DiagnosticCollector
    ) {
        let reference = key.reference
        let columnNames = key.columns.map(\.value)
        let parentRecord = records[parent]
        let parentTaken = records[parent].propertyAndAssociationNames
        // At most one child per parent, unless `hasMany:` asks for the array.
        let unique = table.isUnique(together: key.columns.map(\.identifier))
        let isToOne = reference.hasMany == nil && (reference.hasOne != nil || unique)
        if let chosen = reference.hasOne, !isToOne || !unique {
            diagnostics.error(
                "`hasOne` needs "
                    + (key.isColumnReference
                        ? "a foreign key column that is" : "foreign key columns that are together")
                    + " unique or the table's primary key; \(subject) of table `\(table.name.value)` is "
                    + "neither"
                    + (reference.hasMany != nil ? ", and `hasMany` names the other side already" : ""),
                at: chosen.location)
            return
        }
        let sideKey = isToOne ? "hasOne" : "hasMany"
        var otherSideCandidates =
            isToOne
            ? [SwiftName.lowercasedFirst(childRecord.recordName), name + childRecord.recordName]
            : [
                SwiftName.lowercasedFirst(Inflection.plural(childRecord.recordName)),
                name + Inflection.plural(childRecord.recordName),
            ]
        if let chosen = isToOne ? reference.hasOne : reference.hasMany {
            guard
                check(
                    chosen, key: sideKey, taken: parentTaken, of: parentRecord.recordName,
                    diagnostics: diagnostics)
            else {
                return
            }
            otherSideCandidates = [chosen.value]
        }
        guard let otherSideName = otherSideCandidates.first(where: { !parentTaken.contains($0) }) else {
            diagnostics.error(
                "\(subject) of table `\(table.name.value)`: no free name for the "
                    + "association of table `\(parentRecord.tableName)` to \(isToOne ? "its row" : "its rows")",
                at: key.isColumnReference ? key.columns[0].location : key.location)
            return
        }
        let otherSide = AssociationModel(
            name: otherSideName, otherRecord: childRecord.recordName, columns: columnNames,
            targetColumns: targetColumns)
        if isToOne {
            records[parent].hasOne.append(otherSide)
        } else {
            records[parent].hasMany.append(otherSide)
        }
    }

    /// For each join table (a table of two foreign keys to two other tables, and of its primary key:
    /// no other column), the two `hasMany(_:through:using:)` associations between those tables:
    /// `Reminder.tags` and `Tag.reminders` through `ReminderTag`, named after the other record, and
    /// left out where that name is taken.
    private static func resolveJoinTables(_ records: inout [RecordModel]) {
        for join in records.indices {
            let keys = records[join].belongsTo
            guard keys.count == 2 else { continue }
            let joinColumns = Set(
                (keys.flatMap(\.columns) + records[join].primaryKey.map(\.columnName)).map(SQLIdentifier.init))
            guard records[join].properties.allSatisfy({ joinColumns.contains(SQLIdentifier($0.columnName)) }) else {
                continue
            }
            let ends = keys.map { key in records.firstIndex { $0.recordName == key.otherRecord } }
            guard let first = ends[0], let second = ends[1], first != second, first != join, second != join else {
                continue
            }
            for (origin, other, pivotKey, target) in [
                (first, second, keys[0], keys[1]), (second, first, keys[1], keys[0]),
            ] {
                let joinRecord = records[join].recordName
                guard
                    let pivot = records[origin].hasMany.first(where: {
                        $0.otherRecord == joinRecord && $0.columns == pivotKey.columns
                    })
                else { continue }
                let name = SwiftName.lowercasedFirst(Inflection.plural(records[other].recordName))
                let taken = records[origin].propertyAndAssociationNames
                guard !taken.contains(name), !RecordMembers.propertyNames.contains(name) else { continue }
                records[origin].hasManyThrough.append(
                    ThroughAssociationModel(
                        name: name, otherRecord: records[other].recordName, joinRecord: joinRecord, pivot: pivot.name,
                        target: target.name))
            }
        }
    }

    /// Reports a `belongsTo:` or `hasMany:` name that is no Swift identifier; true when there is
    /// no name or a valid one.
    private static func isValidName(_ name: Located<String>?, key: String, diagnostics: DiagnosticCollector) -> Bool {
        guard let name, !SwiftName.isPlainIdentifier(name.value) || SwiftName.keywords.contains(name.value) else {
            return true
        }
        diagnostics.error(
            "`\(name.value)` is not a valid Swift name for `\(key)`: use letters, digits and underscores, "
                + "not starting with a digit, and no keyword",
            at: name.location)
        return false
    }

    /// Reports a `belongsTo:` or `hasMany:` name that the record already uses; true when the name
    /// is free.
    private static func check(
        _ name: Located<String>, key: String, taken: Set<String>, of record: String, diagnostics: DiagnosticCollector
    ) -> Bool {
        if taken.contains(name.value) || RecordMembers.propertyNames.contains(name.value) {
            diagnostics.error(
                "`\(key)` name `\(name.value)` is already a member of `\(record)`; choose another name",
                at: name.location)
            return false
        }
        return true
    }

    /// `listId` → `list`, `authorID` → `author`, `vaultUID` → `vault` (also `UUID`, `GUID`); `nil`
    /// when the name has no such suffix.
    static func strippingIDSuffix(_ name: String) -> String? {
        let suffixes = ["UUID", "Uuid", "GUID", "Guid", "UID", "Uid", "Id", "ID"]
        for suffix in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return nil
    }
}
