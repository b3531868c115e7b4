/// The checks of `timestamps:` (issue 46), apart from the rest of a table's validation.
extension RecordResolver {
    /// The properties of `timestamps:`, checked: `datetime` columns of the table (a `Date`, or Unix
    /// time), not a key nor generated, two different ones. They become optional, as GRDB's documentation of
    /// record timestamps has them: nil until the row is inserted.
    func timestampProperties(
        _ timestamps: TableTimestamps, in properties: inout [PropertyModel]
    ) -> (created: String?, updated: String?) {
        let what = "table `\(table.name.value)`"
        if timestamps.created == nil, timestamps.updated == nil {
            diagnostics.error(
                "`timestamps` of \(what) names no column: write `{ created: createdAt, updated: updatedAt }`, "
                    + "or either alone",
                at: timestamps.location)
        }
        if let created = timestamps.created, let updated = timestamps.updated,
            created.value.isSameSQLName(as: updated.value)
        {
            diagnostics.error(
                "`timestamps` of \(what): `created` and `updated` name the same column `\(created.value)`",
                at: updated.location)
            return (nil, nil)
        }
        func property(_ name: Located<String>?, _ key: String) -> String? {
            guard let name else { return nil }
            guard let index = properties.firstIndex(where: { $0.columnName.isSameSQLName(as: name.value) }),
                let column = table.columns.first(where: { $0.name.value.isSameSQLName(as: name.value) })
            else {
                let columns = table.columns.map(\.name.value)
                diagnostics.error(
                    "`timestamps.\(key)` of \(what) names no column `\(name.value)`"
                        + Suggestion.didYouMean(name.value, among: columns),
                    at: name.location)
                return nil
            }
            let property = properties[index]
            if column.type.value != .datetime || property.isConvertible {
                diagnostics.error(
                    "`timestamps.\(key)` of \(what): column `\(name.value)` is `\(column.type.value.rawValue)`; a "
                        + "timestamp is a `datetime` column (a `Date`)",
                    at: name.location)
            } else if column.primaryKey != nil || column.generated != nil {
                diagnostics.error(
                    "`timestamps.\(key)` of \(what): column `\(name.value)` is \(column.primaryKey != nil ? "the key" : "generated"); "
                        + "a timestamp is a column the record writes",
                    at: name.location)
            } else if let flag = column.swiftOptional, !flag.value {
                diagnostics.error(
                    "`timestamps.\(key)` of \(what): column `\(name.value)` is a timestamp, nil until the row is "
                        + "inserted; remove `swift: { optional: false }`",
                    at: flag.location)
            }
            properties[index].isOptional = true
            properties[index].isRequiredOverNull = false
            return property.propertyName
        }
        return (property(timestamps.created, "created"), property(timestamps.updated, "updated"))
    }
}
