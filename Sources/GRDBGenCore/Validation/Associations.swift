/// Resolves the GRDB associations of the records from the foreign keys of `tables:`.
///
/// A foreign key column `list_id` of table `item` referencing table `list` gives:
/// - `Item.list`, a `belongsTo` association named after the column without its `_id` suffix
///   (or after the parent record when the column has no such suffix);
/// - `List.items`, a `hasMany` association named after the child records.
enum Associations {
    static func resolve(_ records: [RecordModel], tables: [TableDefinition], diagnostics: DiagnosticCollector) -> [RecordModel] {
        var records = records
        let positions = Dictionary(records.enumerated().map { (SQLIdentifier($1.tableName), $0) }, uniquingKeysWith: { first, _ in first })
        func index(ofTable name: String) -> Int? {
            positions[SQLIdentifier(name)]
        }
        for table in tables {
            guard let child = index(ofTable: table.name.value) else { continue }
            let references = table.columns.filter { $0.references != nil }
            for column in references {
                let reference = column.references!.value
                guard let parent = index(ofTable: reference.table.value) else { continue }
                let parentRecord = records[parent]
                let targetColumn = reference.column?.value ?? parentRecord.singleKey?.columnName ?? "id"
                let childRecord = records[child]
                let taken = Set(childRecord.properties.map(\.propertyName) + childRecord.belongsTo.map(\.name))
                let stripped = strippingIDSuffix(SwiftName.propertyName(forColumn: column.name.value))
                let parentName = SwiftName.lowercasedFirst(parentRecord.recordName)
                let candidates = [stripped, parentName, (stripped ?? parentName) + "Record"].compactMap { $0 }
                guard let name = candidates.first(where: { !taken.contains($0) && !SchemaValidator.reservedPropertyNames.contains($0) }) else {
                    diagnostics.error(
                        "column `\(column.name.value)` of table `\(table.name.value)`: no free name for its association; rename the column",
                        at: column.name.location)
                    continue
                }
                let belongsTo = AssociationModel(
                    name: name, otherRecord: parentRecord.recordName, columns: [column.name.value], targetColumns: [targetColumn])
                records[child].belongsTo.append(belongsTo)

                let parentTaken = Set(records[parent].properties.map(\.propertyName) + records[parent].hasMany.map(\.name) + records[parent].belongsTo.map(\.name))
                let plural = SwiftName.lowercasedFirst(SwiftName.plural(childRecord.recordName))
                let hasManyCandidates = [plural, name + SwiftName.plural(childRecord.recordName)]
                guard let hasManyName = hasManyCandidates.first(where: { !parentTaken.contains($0) }) else {
                    diagnostics.error(
                        "column `\(column.name.value)` of table `\(table.name.value)`: no free name for the association of table `\(parentRecord.tableName)` to its rows",
                        at: column.name.location)
                    continue
                }
                records[parent].hasMany.append(AssociationModel(
                    name: hasManyName, otherRecord: childRecord.recordName, columns: [column.name.value], targetColumns: [targetColumn]))
            }
        }
        return records
    }

    /// `listId` → `list`, `authorID` → `author`; `nil` when the name has no such suffix.
    static func strippingIDSuffix(_ name: String) -> String? {
        for suffix in ["Id", "ID"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return nil
    }
}
