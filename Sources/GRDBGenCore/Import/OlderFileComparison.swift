import GRDB
import GRDBGenRuntime

/// `grdbgen import --database fresh.sqlite --database old.sqlite`: how each older file of the app
/// differs from the one imported, as the `olderFiles:` of the baseline that adopts it — columns
/// declared otherwise (`untyped`), columns it lacks (`addedLater`), objects the app dropped since
/// (`dropped`) — and, as warnings, what no declaration brings to the baseline's shape (such a file
/// will be refused).
struct OlderFileComparison {
    var untyped: [String] = []
    var addedLater: [String] = []
    var dropped: [String] = []
    var warnings: [String] = []

    var isEmpty: Bool { untyped.isEmpty && addedLater.isEmpty && dropped.isEmpty }

    /// Compares an older file with the imported one, for the imported tables.
    mutating func compare(imported db: Database, tables: [TableDefinition], older: Database, name: String) throws {
        let key = SchemaReport.key
        let objects = { (db: Database) in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT type, name FROM sqlite_master
                    WHERE name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations' AND sql NOT NULL
                    """)
        }
        let known = Set(try objects(db).map { key($0["name"]) })
        let shadows = try SchemaReport.shadowTables(older)
        for object in try objects(older) where !known.contains(key(object["name"])) {
            let objectName: String = object["name"]
            if !shadows.contains(key(objectName)), !dropped.contains(objectName) { dropped.append(objectName) }
        }
        let olderTables = Set(try SchemaReport.tables(older).map(key))
        for definition in tables {
            let table = definition.name.value
            guard olderTables.contains(key(table)) else {
                warnings.append(
                    "table `\(table)` is not in \(name): a file without it is refused (the baseline does not create "
                        + "tables in files it adopts)")
                continue
            }
            let want = try SchemaReport.columns(of: table, db)
            let have = Dictionary(
                try SchemaReport.columns(of: table, older).map { (key($0.name), $0.facts) },
                uniquingKeysWith: { a, _ in a })
            let wantNames = Set(want.map { key($0.name) })
            for (column, _) in have where !wantNames.contains(column) {
                warnings.append(
                    "column `\(column)` of table `\(table)` in \(name) is not in the baseline: a file with it is "
                        + "refused (adopting it would lose its values)")
            }
            for column in want {
                let entry = "\(table).\(column.name)"
                guard let facts = have[key(column.name)] else {
                    let found = definition.shape.columns.first { key($0.name.value) == key(column.name) }
                    if let found, found.primaryKey != nil || (found.isNotNullInDatabase && found.defaultValue == nil) {
                        warnings.append(
                            "column `\(column.name)` of table `\(table)` is not in \(name), and is NOT NULL without "
                                + "a default: a file without it is refused (its rows would have no value)")
                    } else if !addedLater.contains(entry) {
                        addedLater.append(entry)
                    }
                    continue
                }
                if facts != column.facts, !untyped.contains(entry) { untyped.append(entry) }
            }
        }
    }
}
