extension RecordResolver {
    /// A table record is `Identifiable` by its property `id`, and GRDB's id APIs (`fetchOne(db, id:)`,
    /// `filter(id:)`, `deleteAll(db, ids:)`) look its rows up by the table's primary key: a property
    /// `id` that is not the one-column key (a table keyed by its hidden rowid, or by another column)
    /// would make them match other rows, or none (issue 51). (A record with a composite key is not
    /// `Identifiable`: ``RecordModel/identifier``.)
    func checkIdentity(properties: [PropertyModel], key: [PropertyModel]) {
        guard kind == .table, key.count == 1, key[0].propertyName != "id",
            let id = properties.first(where: { $0.propertyName == "id" }),
            let column = table.columns.first(where: { $0.name.value.isSameSQLName(as: id.columnName) })
        else { return }
        let keyName = key[0].columnName == "rowid" ? "its hidden rowid" : "`\(key[0].columnName)`"
        diagnostics.error(
            "column `\(column.name.value)` of table `\(table.name.value)` would make the property `id`, by which the "
                + "record is `Identifiable`, but the table's rows are keyed by \(keyName): GRDB's `fetchOne(db, id:)`, "
                + "`filter(id:)` and `deleteAll(db, ids:)` would look up the key, not `id`; make `id` the primary "
                + "key, or set `swift: { name: … }` on the column",
            at: column.name.location)
    }
}
