import Foundation
import GRDBGenSQL

/// Folds the migrations, in order, into the tables they produce.
///
/// Each step is checked against the database the previous steps left: creating a table that
/// exists, adding a column to an unknown table, dropping an indexed column, and so on are
/// reported at the step, with SQLite's rules.
public enum MigrationFold {
    /// The database after every migration.
    public static func fold(_ migrations: [Migration], diagnostics: DiagnosticCollector) -> FoldedSchema {
        // One folder for every migration: the schema is changed in place, never copied per migration.
        var folder = Folder(migration: "", schema: FoldedSchema(), diagnostics: diagnostics)
        var seenIDs: [String: Migration] = [:]
        for migration in migrations {
            let id = migration.id.value
            if id.trimmingCharacters(in: .whitespaces).isEmpty {
                diagnostics.error("a migration id cannot be empty", at: migration.id.location)
            } else if let first = seenIDs[id] {
                diagnostics.error(
                    "duplicate migration id `\(id)`; migration ids must be unique",
                    at: migration.id.location, note: "first written here", at: first.id.location)
            } else {
                seenIDs[id] = migration
            }
            if let baseline = migration.baseline {
                if migration.id.value != migrations.first?.id.value {
                    diagnostics.error(
                        "migration `\(id)` is a baseline, which creates the schema of databases made before GRDBGen: "
                            + "it must be the first migration",
                        at: baseline.location)
                }
                for replaced in baseline.value where migrations.contains(where: { $0.id.value == replaced.value }) {
                    diagnostics.error(
                        "baseline `\(id)` replaces `\(replaced.value)`, a migration of this schema; it replaces "
                            + "the app's migrations from before GRDBGen",
                        at: replaced.location)
                }
            }
            folder.migration = id
            for step in migration.steps {
                folder.apply(step.call)
            }
            if let older = migration.olderFiles {
                checkOlderFiles(older, in: folder.schema, diagnostics: diagnostics)
            }
        }
        checkReferences(folder.schema, diagnostics: diagnostics)
        return folder.schema
    }

    /// Reports foreign keys of the final database that point to no table, or to a column that is
    /// neither a primary key nor unique.
    static func checkReferences(_ schema: FoldedSchema, diagnostics: DiagnosticCollector) {
        for table in schema.tables {
            TableRules(table: table.name.value, diagnostics: diagnostics).checkReferences(
                of: table, target: { schema.table(named: $0) }, knownTables: { schema.tables.map(\.name.value) },
                context: "after the migrations, ")
        }
    }
}

/// Applies the GRDB calls of one migration to the database left by the previous ones.
private struct Folder {
    /// The id of the migration being folded.
    var migration: String
    var schema: FoldedSchema
    let diagnostics: DiagnosticCollector

    /// `migration `id` creates …`.
    func error(_ message: String, at location: SourceLocation) {
        diagnostics.error("migration `\(migration)` \(message)", at: location)
    }

    /// `migration `id`: SQLite cannot …`.
    func rule(_ message: String, at location: SourceLocation) {
        diagnostics.error("migration `\(migration)`: \(message)", at: location)
    }

    /// The index of an existing table, or an error at `name`.
    func existingTable(_ name: Located<SQLIdentifier>, doing what: String) -> Int? {
        if let index = schema.tableIndex(named: name.value) { return index }
        error(
            "\(what) unknown table `\(name.value)`"
                + Suggestion.didYouMean(name.value.name, among: schema.tables.map(\.name.value)),
            at: name.location)
        return nil
    }

    /// Whether table `index` is a search table, which SQLite cannot alter: then an error at
    /// `location` says what to write instead.
    func isSearchTable(_ index: Int, doing what: String, at location: SourceLocation) -> Bool {
        guard schema.tables[index].searchTable != nil else { return false }
        rule(
            "SQLite cannot \(what) search table `\(schema.tables[index].name.value)` (an FTS5 table); create a new "
                + "search table, fill it from the old one (`sql: INSERT INTO new (rowid, …) SELECT rowid, … FROM "
                + "old`), then drop the old one",
            at: location)
        return true
    }

    /// The index of an existing column, or an error at `name`.
    func existingColumn(_ name: Located<SQLIdentifier>, in table: Int, doing what: String) -> Int? {
        if let index = schema.tables[table].columnIndex(named: name.value) { return index }
        let folded = schema.tables[table]
        error(
            "\(what) unknown column `\(name.value)` of table `\(folded.name.value)`"
                + Suggestion.didYouMean(name.value.name, among: folded.columns.map(\.name.value)),
            at: name.location)
        return nil
    }

    mutating func apply(_ call: MigrationCall) {
        switch call {
        case let .createTable(table, shape):
            createTable(table, shape: shape)
        case let .alterTable(table, .add(column)):
            addColumn(column, to: table)
        case let .alterTable(table, .rename(from, to)):
            renameColumn(from, to: to, in: table)
        case let .alterTable(table, .drop(column)):
            dropColumn(column, from: table)
        case let .dropTable(table):
            dropTable(table)
        case let .renameTable(from, to):
            renameTable(from, to: to)
        case let .createIndex(index, table):
            createIndex(index, on: table)
        case let .dropIndex(name):
            dropIndex(name)
        case let .createTrigger(trigger, table):
            createTrigger(trigger, on: table)
        case let .dropTrigger(name):
            dropTrigger(name)
        case let .createSearchIndex(index, table):
            createSearchIndex(index, on: table)
        case let .dropSearchIndex(name):
            dropSearchIndex(name)
        case let .createView(view):
            createView(view)
        case let .dropView(name):
            dropView(name)
        case let .insert(seed):
            insert(seed)
        case .execute, .swift:
            break
        }
    }

    mutating func createTable(_ table: Located<SQLIdentifier>, shape: TableDefinition) {
        diagnostics.checkName(table.name, kind: .table)
        if let existing = schema.table(named: table.value) {
            error(
                "creates table `\(table.value)`, which migration `\(existing.origin?.table ?? "?")` already created",
                at: table.location)
            return
        }
        if let view = schema.view(named: table.value) {
            error(
                "creates table `\(table.value)`, but view `\(view.definition.name.value)` has that name",
                at: table.location)
            return
        }
        if shape.columns.isEmpty {
            error("creates table `\(table.value)` without columns", at: table.location)
        }
        TableRules(table: table.value.name, diagnostics: diagnostics).check(shape)
        for index in shape.indexes where schema.hasIndex(named: index.name.identifier) {
            error("creates index `\(index.name.value)`, but an index of that name exists", at: index.name.location)
        }
        var origin = TableOrigin(table: migration)
        for column in shape.columns { origin.columns[column.name.identifier] = migration }
        var folded = shape
        folded.name = Located(table.value.name, at: table.location)
        folded.location = table.location
        folded.origin = origin
        schema.append(folded)
    }

    mutating func addColumn(_ column: ColumnDefinition, to table: Located<SQLIdentifier>) {
        guard let index = existingTable(table, doing: "adds column `\(column.name.value)` to"),
            !isSearchTable(index, doing: "add a column to", at: column.name.location)
        else { return }
        let tableName = schema.tables[index].name.value
        diagnostics.checkName(column.name, kind: .column)
        let rules = TableRules(table: tableName, diagnostics: diagnostics)
        rules.check(column)
        if schema.tables[index].column(named: column.name.identifier) != nil {
            let origin = schema.tables[index].origin?.columns[column.name.identifier] ?? "?"
            error(
                "adds column `\(column.name.value)` to table `\(tableName)`, which migration `\(origin)` already added",
                at: column.name.location)
            return
        }
        if schema.tables[index].has(.strict) {
            rules.checkStrict(column)
        }
        // SQLite's rules for ALTER TABLE ADD COLUMN.
        if column.primaryKey != nil {
            rule("SQLite cannot add a primary key column to an existing table", at: column.name.location)
        }
        if column.unique {
            rule(
                "SQLite cannot add a UNIQUE column to an existing table; add the column, then a unique index",
                at: column.name.location)
        }
        if column.notNull, column.defaultValue == nil {
            rule(
                "SQLite cannot add the NOT NULL column `\(column.name.value)` to existing rows without a `default`",
                at: column.name.location)
        }
        if let value = column.defaultValue, case .sql = value.value {
            rule(
                "SQLite cannot add a column whose default is an SQL expression to an existing table", at: value.location
            )
        }
        if let generated = column.generated, generated.value.stored {
            rule(
                "SQLite cannot add a stored generated column to an existing table; make it virtual, or recreate "
                    + "the table",
                at: generated.location)
        }
        if column.references != nil, let value = column.defaultValue {
            rule(
                "SQLite cannot add a column that references another table with a default other than NULL",
                at: value.location)
        }
        schema.tables[index].columns.append(column)
        schema.tables[index].origin?.columns[column.name.identifier] = migration
    }

    mutating func dropTable(_ table: Located<SQLIdentifier>) {
        guard let index = existingTable(table, doing: "drops") else { return }
        if let search = schema.tables[index].search {
            // SQLite would keep the index, which would then read a table that is gone.
            rule(
                "dropping table `\(table.value)` would leave its search index `\(search.name.value)` behind; "
                    + "drop the index first (`dropSearchIndex`)",
                at: table.location)
        }
        // Other tables may still reference it: SQLite allows that, and the recreate-table
        // sequence relies on it (drop, then rename the new table to the old name). References
        // that still point nowhere at the end are reported by `checkReferences`.
        schema.remove(at: index)
    }

    mutating func renameTable(_ from: Located<SQLIdentifier>, to: Located<SQLIdentifier>) {
        guard let index = existingTable(from, doing: "renames") else { return }
        diagnostics.checkName(to.name, kind: .table)
        if let search = schema.tables[index].search {
            // The FTS5 table keeps the old name of its content table.
            rule(
                "renaming table `\(from.value)` would break its search index `\(search.name.value)`, which "
                    + "keeps the old name; drop the index first (`dropSearchIndex`) and create it again after",
                at: from.location)
        }
        if let existing = schema.table(named: to.value), existing.name.identifier != from.value {
            error("renames table `\(from.value)` to `\(to.value)`, which exists", at: to.location)
            return
        }
        schema.renameTable(at: index, to: to.value.name)
    }

    mutating func renameColumn(
        _ from: Located<SQLIdentifier>, to: Located<SQLIdentifier>, in table: Located<SQLIdentifier>
    ) {
        guard let t = existingTable(table, doing: "renames a column of"),
            !isSearchTable(t, doing: "rename a column of", at: from.location),
            let c = existingColumn(from, in: t, doing: "renames")
        else { return }
        if let search = schema.tables[t].search, search.columns.contains(where: { $0.identifier == from.value }) {
            rule(
                "renaming column `\(from.value)` would break search index `\(search.name.value)`, which indexes "
                    + "it by name; drop the index first (`dropSearchIndex`) and create it again after",
                at: from.location)
        }
        diagnostics.checkName(to.name, kind: .column)
        if let existing = schema.tables[t].column(named: to.value), existing.name.identifier != from.value {
            error(
                "renames column `\(from.value)` to `\(to.value)`, which exists in table "
                    + "`\(schema.tables[t].name.value)`",
                at: to.location)
            return
        }
        let origin = schema.tables[t].origin?.columns.removeValue(forKey: from.value)
        schema.tables[t].origin?.columns[to.value] = origin ?? migration
        schema.renameColumn(at: c, ofTableAt: t, to: to.value.name)
    }

    mutating func dropColumn(_ column: Located<SQLIdentifier>, from table: Located<SQLIdentifier>) {
        guard let t = existingTable(table, doing: "drops a column of"),
            !isSearchTable(t, doing: "drop a column of", at: column.location),
            let c = existingColumn(column, in: t, doing: "drops")
        else { return }
        let folded = schema.tables[t]
        let definition = folded.columns[c]
        let name = definition.name.identifier
        let tableName = folded.name.identifier
        let prefix = "SQLite cannot drop column `\(definition.name.value)` of table `\(folded.name.value)`"
        var blocked = true
        if definition.primaryKey != nil
            || folded.primaryKey?.value.contains(where: { $0.identifier == name }) == true
        {
            rule("\(prefix): it is part of the primary key", at: column.location)
        } else if definition.unique
            || folded.uniqueGroups.contains(where: { $0.value.contains { $0.identifier == name } })
        {
            rule("\(prefix): it is unique; recreate the table instead", at: column.location)
        } else if let index = folded.indexes.first(where: { $0.columns.contains { $0.identifier == name } }) {
            rule("\(prefix): index `\(index.name.value)` uses it; drop the index first", at: column.location)
        } else if let trigger = folded.triggers.first(where: { $0.columns.contains { $0.identifier == name } }) {
            rule("\(prefix): trigger `\(trigger.name.value)` uses it; drop the trigger first", at: column.location)
        } else if let search = folded.search, search.columns.contains(where: { $0.identifier == name }) {
            rule("\(prefix): search index `\(search.name.value)` indexes it; drop the index first", at: column.location)
        } else if definition.references != nil || folded.foreignKeysList(name) {
            rule("\(prefix): it references another table; recreate the table instead", at: column.location)
        } else if let other = schema.tables.first(where: { $0.references(name, of: tableName) }) {
            rule("\(prefix): table `\(other.name.value)` references it", at: column.location)
        } else if folded.columns.count == 1 {
            rule("\(prefix): it is the last column of the table; drop the table instead", at: column.location)
        } else {
            blocked = false
        }
        guard !blocked else { return }
        schema.tables[t].columns.remove(at: c)
        schema.tables[t].origin?.columns.removeValue(forKey: name)
    }

    mutating func createIndex(_ index: IndexDefinition, on table: Located<SQLIdentifier>) {
        guard let t = existingTable(table, doing: "creates index `\(index.name.value)` on"),
            !isSearchTable(t, doing: "index", at: index.name.location)
        else { return }
        diagnostics.checkName(index.name, kind: .index)
        if schema.hasIndex(named: index.name.identifier) {
            error("creates index `\(index.name.value)`, but an index of that name exists", at: index.name.location)
            return
        }
        // Each unknown column reported.
        guard index.columns.filter({ existingColumn($0.locatedIdentifier, in: t, doing: "indexes") == nil }).isEmpty
        else { return }
        var index = index
        index.table = schema.tables[t].name.value
        schema.addIndex(index, at: t)
    }

    mutating func dropIndex(_ name: Located<SQLIdentifier>) {
        if schema.removeIndex(named: name.value) { return }
        error(
            "drops unknown index `\(name.value)`"
                + Suggestion.didYouMean(name.value.name, among: schema.indexes.map(\.name.value)),
            at: name.location)
    }

    mutating func createTrigger(_ trigger: TriggerDefinition, on table: Located<SQLIdentifier>) {
        guard let t = existingTable(table, doing: "creates trigger `\(trigger.name.value)` on"),
            !isSearchTable(t, doing: "run a trigger on", at: trigger.name.location)
        else { return }
        diagnostics.checkName(trigger.name, kind: .trigger)
        if let existing = schema.trigger(named: trigger.name.identifier) {
            error(
                "creates trigger `\(trigger.name.value)`, but table `\(existing.table)` has a trigger of that name",
                at: trigger.name.location)
            return
        }
        guard
            trigger.columns.filter({ existingColumn($0.locatedIdentifier, in: t, doing: "triggers on") == nil }).isEmpty
        else { return }
        var trigger = trigger
        trigger.table = schema.tables[t].name.value
        schema.tables[t].triggers.append(trigger)
    }

    mutating func createSearchIndex(_ index: SearchIndexDefinition, on table: Located<SQLIdentifier>) {
        guard let t = existingTable(table, doing: "creates search index `\(index.name.value)` on"),
            !isSearchTable(t, doing: "add a search index to", at: index.name.location)
        else { return }
        diagnostics.checkName(index.name, kind: .searchIndex)
        let name = index.name.identifier
        if let other = schema.tables.first(where: { $0.search?.name.identifier == name }) {
            error(
                "creates search index `\(index.name.value)`, but table `\(other.name.value)` has a search index of "
                    + "that name",
                at: index.name.location)
            return
        }
        if schema.table(named: name) != nil || schema.view(named: name) != nil {
            error(
                "creates search index `\(index.name.value)`, but a table or view has that name", at: index.name.location
            )
            return
        }
        if let existing = schema.tables[t].search {
            error(
                "creates search index `\(index.name.value)` on table `\(schema.tables[t].name.value)`, which has "
                    + "search index `\(existing.name.value)`; one search index per table",
                at: index.name.location)
            return
        }
        TableRules(table: schema.tables[t].name.value, diagnostics: diagnostics).check(index, in: schema.tables[t])
        var index = index
        index.table = schema.tables[t].name.value
        schema.tables[t].search = index
    }

    mutating func dropSearchIndex(_ name: Located<SQLIdentifier>) {
        guard let t = schema.tables.firstIndex(where: { $0.search?.name.identifier == name.value }) else {
            error(
                "drops unknown search index `\(name.value)`"
                    + Suggestion.didYouMean(
                        name.value.name, among: schema.tables.compactMap(\.search?.name.value)),
                at: name.location)
            return
        }
        schema.tables[t].search = nil
    }

    mutating func createView(_ view: ViewDefinition) {
        diagnostics.checkName(view.name, kind: .view)
        let name = view.name.identifier
        if let existing = schema.view(named: name) {
            error(
                "creates view `\(view.name.value)`, which migration `\(existing.createdBy)` already created",
                at: view.name.location)
        } else if let table = schema.table(named: name) {
            error(
                "creates view `\(view.name.value)`, but table `\(table.name.value)` has that name",
                at: view.name.location)
        } else {
            schema.views.append(FoldedView(definition: view, createdBy: migration))
        }
    }

    mutating func dropView(_ name: Located<SQLIdentifier>) {
        guard let index = schema.views.firstIndex(where: { $0.definition.name.identifier == name.value }) else {
            error(
                "drops unknown view `\(name.value)`"
                    + Suggestion.didYouMean(name.value.name, among: schema.views.map(\.definition.name.value)),
                at: name.location)
            return
        }
        schema.views.remove(at: index)
    }

    mutating func dropTrigger(_ name: Located<SQLIdentifier>) {
        for t in schema.tables.indices {
            if let i = schema.tables[t].triggers.firstIndex(where: { $0.name.identifier == name.value }) {
                schema.tables[t].triggers.remove(at: i)
                return
            }
        }
        error(
            "drops unknown trigger `\(name.value)`"
                + Suggestion.didYouMean(
                    name.value.name, among: schema.tables.flatMap(\.triggers).map(\.name.value)),
            at: name.location)
    }

    func insert(_ seed: SeedRows) {
        guard let t = existingTable(seed.table, doing: "inserts rows into") else { return }
        let folded = schema.tables[t]
        let required = folded.columns.filter { column in
            column.isNotNullInDatabase && column.defaultValue == nil && column.primaryKey?.isChosenBySQLite != true
                && !(column.primaryKey == .plain && column.type.value == .integer)
        }
        for row in seed.rows {
            var seen: Set<SQLIdentifier> = []
            for (column, value) in row {
                guard let c = existingColumn(column, in: t, doing: "inserts into") else { continue }
                if !seen.insert(column.value).inserted {
                    error("inserts a row that gives column `\(column.value)` twice", at: column.location)
                }
                let definition = folded.columns[c]
                if value.value == .null, definition.isNotNullInDatabase,
                    definition.primaryKey?.isChosenBySQLite != true
                {
                    error(
                        "inserts NULL into the NOT NULL column `\(definition.name.value)` of table "
                            + "`\(folded.name.value)`",
                        at: value.location)
                }
            }
            for column in required where !seen.contains(column.name.identifier) {
                error(
                    "inserts a row into table `\(folded.name.value)` without a value for the NOT NULL column "
                        + "`\(column.name.value)`",
                    at: row.first?.column.location ?? seed.table.location)
            }
        }
    }
}
