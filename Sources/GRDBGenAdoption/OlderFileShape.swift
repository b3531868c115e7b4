import GRDB
import GRDBGenSQL

/// How a file of an older release of the app differs from the schema a baseline makes, as the
/// baseline's `olderFiles:` declares such shapes: columns declared otherwise (`untyped`), columns,
/// tables and indexes the file lacks (`addedLater`), objects the app dropped since (`dropped`), and,
/// in words, what no declaration brings to the baseline's shape. `grdbgen import --database …
/// --database old.sqlite` writes `olderFiles:` from it, and a store that refuses a file names the
/// entries that would adopt it (issue 61).
package struct OlderFileShape {
    package var untyped: [String] = []
    package var addedLater: [String] = []
    package var dropped: [String] = []
    /// What no entry declares.
    package var undeclarable: [Undeclarable] = []

    /// No difference.
    init() {}

    /// A difference no entry declares.
    package enum Undeclarable: Equatable {
        /// The file has a column the baseline lacks (adopting it would lose its values).
        case extraColumn(table: String, column: String)
        /// The file lacks a column that is NOT NULL without a default, or part of the key.
        case requiredColumn(table: String, column: String)
    }

    /// The shape of `file` beside `expected` (the baseline's schema), for the tables of `expected`
    /// (or of `tables`, when given); `dropping` the kinds of objects `dropped` lists (an adoption
    /// compares tables and indexes, and keeps the file's views and triggers).
    package init(
        expected: Database, file: Database, tables: [String]? = nil,
        dropping: Set<String> = ["table", "index", "view", "trigger"]
    ) throws {
        let key = SchemaReport.key
        let objects = { (db: Database) in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT type, name FROM sqlite_master
                    WHERE name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations' AND sql NOT NULL
                    """
            ).map { (type: $0["type"] as String, name: $0["name"] as String) }
        }
        let known = Set(try objects(expected).map { key($0.name) })
        let shadows = try SchemaReport.shadowTables(file)
        let fileObjects = try objects(file)
        dropped = fileObjects.filter { dropping.contains($0.type) }.map(\.name).filter {
            !known.contains(key($0)) && !shadows.contains(key($0))
        }
        let fileTables = Set(try (SchemaReport.tables(file) + SchemaReport.virtualTables(file)).map(key))
        let present = Set(fileObjects.map { key($0.name) })
        let wantReports = try TableReport.all(expected), haveReports = try TableReport.all(file)
        for table in try tables ?? SchemaReport.tables(expected) + SchemaReport.virtualTables(expected) {
            let wantReport = wantReports[SQLIdentifier(table)] ?? TableReport()
            guard fileTables.contains(key(table)) else {
                addedLater.append(table)
                continue
            }
            // The indexes of the table the file lacks, but those on a column it lacks, which the
            // table's rebuild makes.
            let have = Dictionary(
                try SchemaReport.columns(of: table, haveReports[SQLIdentifier(table)] ?? TableReport(), file).map {
                    (key($0.name), $0)
                }, uniquingKeysWith: { a, _ in a })
            for index in try expected.indexes(on: table) where !present.contains(key(index.name)) {
                if index.origin == .createIndex, Set(have.keys).isSuperset(of: index.columns.map(key)) {
                    addedLater.append(index.name)
                }
            }
            let want = try SchemaReport.columns(of: table, wantReport, expected)
            let wantNames = Set(want.map { key($0.name) })
            for (column, found) in have where !wantNames.contains(column) {
                undeclarable.append(.extraColumn(table: table, column: found.name))
            }
            for column in want {
                let entry = "\(table).\(column.name)"
                guard let found = have[key(column.name)] else {
                    if !column.facts.hasSuffix("primaryKey=0") || column.facts.contains("notNull=1 default=none") {
                        undeclarable.append(.requiredColumn(table: table, column: column.name))
                    } else {
                        addedLater.append(entry)
                    }
                    continue
                }
                if found.facts != column.facts { untyped.append(entry) }
            }
        }
    }

    /// The `olderFiles:` lines that declare this shape, as schema.yaml writes them under the
    /// baseline.
    package var declaration: String {
        [("untyped", untyped), ("addedLater", addedLater), ("dropped", dropped)].filter { !$0.1.isEmpty }
            .map { "`\($0.0): [\($0.1.joined(separator: ", "))]`" }.joined(separator: ", ")
    }
}

extension Adoption {
    /// What to say of a file this baseline refuses, when `olderFiles:` could adopt it: the
    /// entries to add, checked by adopting a copy of the file with them; nil when none would.
    func olderFilesHint(expected: DatabaseQueue, file db: Database, migrator: DatabaseMigrator) -> String? {
        guard
            let shape = try? expected.read({ try OlderFileShape(expected: $0, file: db, dropping: ["table", "index"]) }
            ),
            shape.undeclarable.isEmpty
        else { return nil }
        var added = OlderFileShape()
        added.untyped = shape.untyped.filter { !untyped.contains($0) }
        added.addedLater = shape.addedLater.filter { !addedLater.contains($0) }
        added.dropped = shape.dropped.filter { !dropped.contains($0) }
        var widened = self
        (widened.untyped, widened.addedLater, widened.dropped) = (
            untyped + added.untyped, addedLater + added.addedLater, dropped + added.dropped
        )
        guard widened != self, (try? widened.check(db, migrator: migrator)) != nil else { return nil }
        return "`olderFiles:` would adopt this file: add \(added.declaration) to the baseline's `olderFiles:` in "
            + "schema.yaml (`grdbgen import --database <a file of today's shape> --database <this file>` writes "
            + "them)"
    }
}
