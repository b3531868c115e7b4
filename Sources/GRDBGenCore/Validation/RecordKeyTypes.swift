import GRDBGenSyntax
import GRDBGenSQL

/// The types of `uuid` keys, decided once after the records are made: a table whose primary key is
/// one `uuid` column gives its record a key type of its own (`Reminder.ID`: GRDBGenRuntime's
/// `RecordID<Reminder, LowercaseUUID>`), and every foreign key of one column to it, stored alike,
/// takes that type (`Reminder.remindersListID: RemindersList.ID`). One table's key then cannot be
/// passed where another's is expected, and each binds as its column stores it, in every GRDB API.
///
/// A key that is itself a foreign key to such a key (`RemindersListAsset.remindersListID`, a
/// one-to-one child) takes its parent's type, and declares none of its own.
enum RecordKeyTypes {
    /// The records, their `uuid` keys and the foreign keys to them typed.
    static func assign(_ records: [RecordModel], tables: [TableDefinition]) -> [RecordModel] {
        var records = records
        let positions = Dictionary(
            records.enumerated().map { (SQLIdentifier($1.tableName), $0) }, uniquingKeysWith: { first, _ in first })
        // The parent of each one-column foreign key to a one-column key, by child and column.
        var parents: [Int: [SQLIdentifier: Int]] = [:]
        for table in tables {
            guard let child = positions[SQLIdentifier(table.name.value)] else { continue }
            for key in table.allForeignKeys where key.columns.count == 1 {
                guard let parent = positions[SQLIdentifier(key.reference.table.value)],
                    let parentKey = records[parent].singleKey,
                    key.referencedColumns.allSatisfy({ $0.value.isSameSQLName(as: parentKey.columnName) })
                else { continue }
                parents[child, default: [:]][SQLIdentifier(key.columns[0].value)] = parent
            }
        }
        /// The record whose `ID` a record's key is, following keys that reference a parent's key;
        /// nil when the key is not one `uuid` column.
        func owner(of position: Int, depth: Int = 0) -> Int? {
            let record = records[position]
            guard record.kind.tableTraits != nil, let key = record.singleKey, !key.isConvertible,
                key.storage.uuidForm != nil
            else { return nil }
            if depth < records.count, let parent = parents[position]?[SQLIdentifier(key.columnName)],
                records[parent].singleKey?.storage == key.storage, let owner = owner(of: parent, depth: depth + 1)
            {
                return owner
            }
            return position
        }
        let owners = records.indices.map { owner(of: $0) }
        for position in records.indices {
            var record = records[position]
            if let owner = owners[position] {
                if owner == position, let form = record.singleKey?.storage.uuidForm {
                    record.keyType = .generic(RuntimeName.recordID.name, [.named(record.recordName), form.type])
                }
                record.retype(column: record.singleKey!.columnName, to: .named(records[owner].recordName).member("ID"))
            }
            for (column, parent) in parents[position] ?? [:] {
                guard let owner = owners[parent],
                    let property = record.properties.first(where: { SQLIdentifier($0.columnName) == column }),
                    property.storage == records[parent].singleKey?.storage, !property.isConvertible
                else { continue }
                record.retype(column: property.columnName, to: .named(records[owner].recordName).member("ID"))
            }
            records[position] = record
        }
        return records
    }
}

extension RecordModel {
    /// Gives the property of `column` another Swift type, in ``properties`` and ``primaryKey`` alike.
    mutating func retype(column: String, to type: TypeReference) {
        for index in properties.indices where properties[index].columnName == column {
            properties[index].valueType = type
        }
        for index in primaryKey.indices where primaryKey[index].columnName == column {
            primaryKey[index].valueType = type
        }
    }
}
