import GRDBGenAdoption
import GRDBGenSQL
/// The keys, checks, indexes, triggers and options of a table in `tables:` and after the
/// migrations, as SQLite reports them.
extension TableAgreement {
    /// `[a, b]`, or `none`.
    private static func show(_ columns: [SQLIdentifier]) -> String {
        columns.isEmpty ? "none" : "[" + columns.map(\.name).joined(separator: ", ") + "]"
    }

    private static func ordered(_ keys: Set<[SQLIdentifier]>) -> [[SQLIdentifier]] {
        keys.sorted { $0.map(\.key).joined(separator: ",") < $1.map(\.key).joined(separator: ",") }
    }

    func comparePrimaryKey() {
        let wanted = want.primaryKey, found = have.primaryKey
        guard wanted != found else { return }
        func location(_ shape: TableDefinition) -> SourceLocation? {
            shape.primaryKey?.location ?? shape.primaryKeyColumns.first?.location
        }
        diagnostics.error(
            "table `\(tableName)`: tables: say primary key \(Self.show(wanted)), the migrations say "
                + Self.show(found),
            at: location(table) ?? table.name.location, noteIfKnown: note(folded.flatMap { location($0) }))
    }

    /// The unique constraints of several columns (a column's own is the column's).
    func compareUniqueGroups() {
        let wanted = want.uniqueKeys.filter { $0.count > 1 }, found = have.uniqueKeys.filter { $0.count > 1 }
        compare(
            "the unique group", Self.ordered(wanted), Self.ordered(found), key: { $0 }, show: Self.show,
            place: { columns, shape in shape?.uniqueGroups.first { $0.value.map(\.identifier) == columns }?.location })
    }

    /// The table-level checks, by their SQL.
    func compareChecks() {
        guard want.sql != have.sql else { return }
        compare(
            "the check", TableReport.tableChecks(want.sql ?? ""), TableReport.tableChecks(have.sql ?? ""),
            key: SQLTokenizer.canonical, show: { "`\($0)`" },
            place: { sql, shape in
                shape?.checks.first { SQLTokenizer.canonical($0.value) == SQLTokenizer.canonical(sql) }?.location
            })
    }

    /// The foreign keys, of one column or several, each as one key.
    func compareForeignKeys() {
        compare(
            "the foreign key", want.foreignKeys, have.foreignKeys, key: { $0 }, show: \.text,
            place: { key, shape in
                shape?.allForeignKeys.first { $0.columns.map(\.identifier) == key.columns.map(SQLIdentifier.init) }?
                    .location
            })
    }

    /// The constraints of one kind that `tables:` have and the migrations do not (reported at their
    /// place in `tables:`), and those the migrations have and `tables:` do not (noted where the
    /// migrations write them), in order, each as `key` tells them apart.
    private func compare<Item, Key: Equatable>(
        _ what: String, _ wanted: [Item], _ found: [Item], key: (Item) -> Key, show: (Item) -> String,
        place: (Item, TableDefinition?) -> SourceLocation?
    ) {
        let wantedKeys = wanted.map(key), foundKeys = found.map(key)
        for item in wanted where !foundKeys.contains(key(item)) {
            diagnostics.error(
                "table `\(tableName)`: \(what) \(show(item)) is in tables: but not in the migrations",
                at: place(item, table) ?? table.name.location)
        }
        for item in found where !wantedKeys.contains(key(item)) {
            diagnostics.error(
                "table `\(tableName)`: \(what) \(show(item)) of the migrations is not in tables:",
                at: table.name.location, noteIfKnown: note(place(item, folded)))
        }
    }

    /// The indexes, by their SQL: columns, expressions, collations, orders and condition.
    func compareIndexes() {
        func created(_ name: SQLIdentifier) -> SourceLocation? {
            folded?.indexes.first { $0.name.identifier == name }?.name.location
        }
        for index in table.indexes {
            let name = index.name.identifier
            guard let wanted = want.indexSQL[name] else {
                // Not in the database of tables: (``SchemaDatabase/declaredTables(_:)``).
                reportMissingImplicitIndex(index)
                continue
            }
            guard let found = have.indexSQL[name] else {
                diagnostics.error(
                    "index `\(index.name.value)` of table `\(tableName)` is in tables: but no migration creates it; "
                        + "add a `createIndex` step",
                    at: index.name.location)
                continue
            }
            if !SQLTokenizer.same(wanted, found) {
                diagnostics.error(
                    "index `\(index.name.value)` of table `\(tableName)`: tables: make `\(wanted)`, the migrations "
                        + "leave `\(found)`",
                    at: index.name.location,
                    noteIfKnown: note(created(name), "the migrations create it here", object: name))
            }
        }
        for name in have.indexSQL.keys.sorted(by: { $0.key < $1.key }) where want.indexSQL[name] == nil {
            diagnostics.error(
                "index `\(name.name)` of table `\(tableName)` is created by the migrations but is not in tables:",
                at: table.name.location, noteIfKnown: note(created(name), "the migrations create it here", object: name)
            )
        }
    }

    /// The index a foreign key gets by default, which no migration makes: a warning (existing
    /// schemas keep working until migrated), an error when written (`index: true`).
    private func reportMissingImplicitIndex(_ index: IndexDefinition) {
        let column = table.columns.first { $0.name.identifier == index.columns.first?.identifier }
        if let column, column.index == nil {
            diagnostics.warning(
                "foreign key column `\(column.name.value)` of table `\(tableName)` has no index: each fetch of one "
                    + "parent's rows and each cascade scans the table; run `grdbgen migrate NAME` to add "
                    + "`\(index.name.value)`, or write `index: false` to keep it without",
                at: index.name.location)
        } else {
            diagnostics.error(
                "column `\(index.columns.first?.value ?? "")` of table `\(tableName)` has `index: true`, and no "
                    + "migration creates `\(index.name.value)`; run `grdbgen migrate NAME`, or add a `createIndex` "
                    + "step",
                at: index.name.location)
        }
    }

    /// The triggers, by their SQL. Those that keep a search index in sync are the search index's.
    func compareTriggers() {
        func created(_ name: SQLIdentifier) -> SourceLocation? {
            folded?.triggers.first { $0.name.identifier == name }?.name.location
        }
        for trigger in table.triggers {
            let name = trigger.name.identifier
            guard let found = have.triggers[name] else {
                diagnostics.error(
                    "trigger `\(trigger.name.value)` of table `\(tableName)` is in tables: but no migration creates "
                        + "it; add a `createTrigger` step",
                    at: trigger.name.location)
                continue
            }
            if !SQLTokenizer.same(want.triggers[name], found) {
                diagnostics.error(
                    "trigger `\(trigger.name.value)` of table `\(tableName)`: tables: and the migrations define it "
                        + "differently",
                    at: trigger.name.location, noteIfKnown: note(created(name), object: name))
            }
        }
        for name in have.triggers.keys.sorted(by: { $0.key < $1.key })
        where want.triggers[name] == nil && !searchTriggers.contains(name) {
            diagnostics.error(
                "trigger `\(name.name)` of table `\(tableName)` is created by the migrations but is not in tables:",
                at: table.name.location, noteIfKnown: note(created(name), "the migrations create it here", object: name)
            )
        }
    }

    /// STRICT and WITHOUT ROWID, as `PRAGMA table_list` reports them.
    func compareOptions() {
        guard let wanted = want.options, let found = have.options, wanted != found else { return }
        func show(_ flags: [Int]) -> String {
            let options = [flags[0] == 1 ? TableOption.withoutRowID : nil, flags[1] == 1 ? .strict : nil]
                .compactMap { $0?.rawValue }.sorted()
            return options.isEmpty ? "none" : "[" + options.joined(separator: ", ") + "]"
        }
        diagnostics.error(
            "table `\(tableName)`: tables: say options \(show(wanted)), the migrations say \(show(found))",
            at: table.options.first?.location ?? table.name.location,
            noteIfKnown: note(folded?.options.first?.location))
    }
}
