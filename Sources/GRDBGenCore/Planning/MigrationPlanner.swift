import GRDBGenSQL

/// Computes the migration steps that take the folded migrations to `tables:`.
///
/// New tables are created, dropped tables dropped, new columns added at the end, dropped
/// columns dropped, indexes created and dropped. What SQLite cannot change in place (a type,
/// NOT NULL, a key, a constraint, a reference, the column order) recreates the table, as GRDB
/// recommends: create the new table, copy the rows, drop the old one, rename, re-create indexes.
public enum MigrationPlanner {
    /// One planned step, with the comment that explains it.
    public struct PlannedStep: Sendable {
        /// A YAML comment line above the step, if any.
        public var comment: String? = nil
        /// The step.
        public var step: MigrationStep
        /// What the step can destroy; empty for a safe step.
        public var losses: [DataLoss] = []
        /// Whether the step renames a table or a column that `tables:` renamed.
        public var isRename = false

        /// The step, as YAML lines (the first starts with `- `), without indentation
        /// (``SchemaYAML``).
        public var lines: [String] { SchemaYAML.step(step) }

        /// Whether the step can destroy data.
        public var isDestructive: Bool { !losses.isEmpty }

        /// How a reviewable plan labels the step: `destructive`, `rename` or `safe`.
        public var kind: String { isDestructive ? "destructive" : isRename ? "rename" : "safe" }

        /// The planned step that makes `call` (no place in schema.yaml yet), with what it can destroy.
        init(_ call: MigrationCall, comment: String? = nil, losses: [DataLoss] = [], isRename: Bool = false) {
            self.comment = comment
            self.step = .planned(call)
            self.losses = losses
            self.isRename = isRename
        }
    }

    /// The tables and columns that `tables:` dropped while a compatible one appeared: each may
    /// be a rename. A table whose columns are those of a dropped table, in order; a new column
    /// with the shape of a dropped one of the same table, or, when a table lost one column and
    /// gained one, that pair (a rename with a type change).
    public static func renameCandidates(tables: [TableDefinition], folded: FoldedSchema) -> [RenameCandidate] {
        var candidates: [RenameCandidate] = []
        let dropped = folded.tables.filter { old in !tables.contains { $0.name.value.isSameSQLName(as: old.name.value) }
        }
        let added = tables.filter { folded.table(named: $0.name.value) == nil }
        var taken = Set<String>()
        for old in dropped {
            // The same columns, or columns of the same shapes in the same order (some renamed).
            let names = old.columns.map(\.name.identifier), shapes = old.columns.map(\.shape)
            guard
                let new = added.first(where: { table in
                    !taken.contains(table.name.value)
                        && (table.columns.map(\.name.identifier) == names || table.columns.map(\.shape) == shapes)
                })
            else { continue }
            taken.insert(new.name.value)
            candidates.append(
                RenameCandidate(kind: .table, table: old.name.value, from: old.name.value, to: new.name.value))
            candidates += columnCandidates(new, current: old)
        }
        for table in tables {
            guard let current = folded.table(named: table.name.value) else { continue }
            candidates += columnCandidates(table, current: current)
        }
        return candidates
    }

    /// The columns of `current` that `table` no longer has, paired with a new one: of the same
    /// shape; or, with another shape, at the same place in the table, or the only one left.
    private static func columnCandidates(_ table: TableDefinition, current: TableDefinition) -> [RenameCandidate] {
        var candidates: [RenameCandidate] = []
        let gone = current.columns.filter { old in
            !table.columns.contains { $0.name.value.isSameSQLName(as: old.name.value) }
        }
        let new = table.columns.filter { current.column(named: $0.name.value) == nil }
        var used = Set<String>()
        for old in gone {
            if let match = new.first(where: { $0.shape == old.shape && !used.contains($0.name.value) }) {
                used.insert(match.name.value)
                candidates.append(
                    RenameCandidate(kind: .column, table: table.name.value, from: old.name.value, to: match.name.value))
            }
        }
        let pairedOld = Set(candidates.map(\.from))
        let oldLeft = gone.filter { !pairedOld.contains($0.name.value) && $0.generated == nil }
        let newLeft = new.filter { !used.contains($0.name.value) && $0.generated == nil }
        for old in oldLeft {
            let position = current.columns.firstIndex { $0.name.identifier == old.name.identifier }
            let match =
                newLeft.first { candidate in
                    !used.contains(candidate.name.value)
                        && table.columns.firstIndex { $0.name.identifier == candidate.name.identifier } == position
                } ?? (oldLeft.count == 1 && newLeft.count == 1 ? newLeft[0] : nil)
            if let match, !used.contains(match.name.value) {
                used.insert(match.name.value)
                candidates.append(
                    RenameCandidate(kind: .column, table: table.name.value, from: old.name.value, to: match.name.value))
            }
        }
        return candidates
    }

    /// The plan, or `nil` after reporting what cannot be migrated.
    ///
    /// - parameter renames: the accepted ``renameCandidates(tables:folded:)``: renamed rather than
    ///   dropped and added, so that their rows and values stay.
    public static func plan(
        tables: [TableDefinition], views: [ViewDefinition] = [], folded: FoldedSchema, renames: [RenameCandidate] = [],
        diagnostics: DiagnosticCollector
    ) -> [PlannedStep]? {
        var steps: [PlannedStep] = []
        let checkpoint = diagnostics.checkpoint()
        // Renamed tables and columns: the current tables as the renames leave them.
        var folded = folded
        for rename in renames where rename.kind == .table {
            steps.append(
                PlannedStep(
                    .renameTable(planned(rename.from), to: planned(rename.to)),
                    isRename: true))
            folded.rename(table: rename.from, to: rename.to)
        }
        for rename in renames where rename.kind == .column {
            // SQLite's FTS5 index names its columns: dropped first, made again by `alter`.
            if let search = folded.table(named: rename.table)?.search,
                search.columns.contains(where: { $0.value.isSameSQLName(as: rename.from) })
            {
                steps.append(dropSearchIndex(search))
                folded.dropSearch(of: rename.table)
            }
            steps.append(
                PlannedStep(
                    .alterTable(planned(rename.table), .rename(planned(rename.from), to: planned(rename.to))),
                    isRename: true))
            folded.rename(column: rename.from, of: rename.table, to: rename.to)
        }
        // Views first dropped, last created: those that go or change, and all of them when a
        // table is recreated (SQLite refuses to rename the new table while a view names the old).
        let recreates = tables.contains { table in
            folded.table(named: table.name.value).map { recreateReason(table, $0) != nil } ?? false
        }
        func unchanged(_ view: ViewDefinition) -> Bool {
            !recreates
                && folded.views.contains {
                    $0.definition.name.identifier == view.name.identifier && $0.definition.sql.value == view.sql.value
                }
        }
        for view in folded.views
        where !views.contains(where: { $0.name.identifier == view.definition.name.identifier && unchanged($0) }) {
            steps.append(PlannedStep(.dropView(view.definition.name.locatedIdentifier)))
        }
        // Dropped tables: children before the tables they reference.
        let dropped = folded.tables.filter { table in
            !tables.contains { $0.name.value.isSameSQLName(as: table.name.value) }
        }
        for table in dropped.reversed() {
            if let search = table.search { steps.append(dropSearchIndex(search)) }
            steps.append(
                PlannedStep(.dropTable(planned(table.name.value)), losses: [.dropTable(table.name.value)]))
        }
        for table in tables {
            guard let current = folded.table(named: table.name.value) else {
                steps += createTable(table.name.value, shape: table)
                continue
            }
            if table.searchTable != nil || current.searchTable != nil {
                checkSearchTableUnchanged(table, current, diagnostics: diagnostics)
                continue
            }
            steps += alter(table, from: current, diagnostics: diagnostics)
        }
        // Triggers last, once every table exists: a trigger's body may write a table created after
        // the table it is on (a search table that a trigger fills).
        let triggers = steps.filter { if case .createTrigger = $0.step.call { true } else { false } }
        steps.removeAll { if case .createTrigger = $0.step.call { true } else { false } }
        steps += triggers
        for view in views where !unchanged(view) {
            steps.append(PlannedStep(.createView(view)))
        }
        return diagnostics.hasErrors(since: checkpoint) ? nil : steps
    }

    /// SQLite cannot alter a search table (an FTS5 table), and what fills it (the app's writes or
    /// triggers) is the app's: a change is the app's steps to write, not a plan.
    private static func checkSearchTableUnchanged(
        _ table: TableDefinition, _ current: TableDefinition, diagnostics: DiagnosticCollector
    ) {
        guard
            table.searchTable?.value != current.searchTable?.value
                || table.columns.map(\.name.identifier) != current.columns.map(\.name.identifier)
                || table.columns.map(\.shape) != current.columns.map(\.shape)
        else { return }
        diagnostics.error(
            "table `\(table.name.value)` changes as a search table (`searchTable`, its columns or tokenizer), which "
                + "SQLite cannot alter and GRDBGen does not plan: write the migration's steps (create the new table "
                + "under another name, fill it with an `sql` step, drop the old one, rename the new one, and update "
                + "the triggers that fill it)",
            at: table.name.location)
    }

    /// A name the plan writes.
    private static func planned(_ name: String) -> Located<SQLIdentifier> {
        Located(SQLIdentifier(name), at: .planned)
    }

    /// A column as migrations write it: no Swift names or types.
    private static func storageOnly(_ column: ColumnDefinition) -> ColumnDefinition {
        var column = column
        column.swiftName = nil
        column.swiftType = nil
        return column
    }

    private static func createTable(
        _ name: String, shape: TableDefinition, comment: String? = nil
    ) -> [PlannedStep] {
        var created = shape
        created.columns = shape.columns.map(storageOnly)
        // Indexes, triggers and the search index are steps of their own.
        created.indexes = []
        created.triggers = []
        created.search = nil
        return [PlannedStep(.createTable(planned(name), created), comment: comment)]
            + shape.companionCalls(on: planned(name)).map { PlannedStep($0) }
    }

    private static func dropSearchIndex(_ index: SearchIndexDefinition) -> PlannedStep {
        PlannedStep(.dropSearchIndex(index.name.locatedIdentifier))
    }

    /// Whether the two lists have a trigger of this name and definition.
    private static func contains(_ triggers: [TriggerDefinition], _ trigger: TriggerDefinition) -> Bool {
        triggers.contains { $0.name.identifier == trigger.name.identifier && $0.shape == trigger.shape }
    }

    /// Why a table must be recreated, or `nil` when columns can be added and dropped in place.
    private static func recreateReason(_ table: TableDefinition, _ current: TableDefinition) -> String? {
        let wanted = table.columns
        // SQLite adds virtual generated columns in place, not stored ones.
        if let added = wanted.first(where: {
            current.column(named: $0.name.value) == nil && $0.generated?.value.stored == true
        }) {
            return "column `\(added.name.value)` is a new stored generated column"
        }
        for column in wanted {
            guard let existing = current.column(named: column.name.value) else { continue }
            let old = existing.shape, new = column.shape
            if old.type != new.type || old.enumValues != new.enumValues || old.enumCodes != new.enumCodes {
                return "column `\(column.name.value)` changes type"
            }
            if old.checksEnumValues != new.checksEnumValues {
                let change = new.checksEnumValues ? "gains" : "loses"
                return "column `\(column.name.value)` \(change) the CHECK of its values"
            }
            if old.representation != new.representation {
                return "column `\(column.name.value)` changes its representation"
            }
            if old.declaredType != new.declaredType { return "column `\(column.name.value)` changes its declared type" }
            if old.notNull != new.notNull { return "column `\(column.name.value)` changes NOT NULL" }
            if old.primaryKey?.inTheTable != new.primaryKey?.inTheTable {
                return "column `\(column.name.value)` changes its primary key"
            }
            if old.references != new.references { return "column `\(column.name.value)` changes its foreign key" }
            if old.defaultValue != new.defaultValue { return "column `\(column.name.value)` changes its default" }
            if old.generated != new.generated {
                return "column `\(column.name.value)` changes its generated expression"
            }
            if old.unique != new.unique || old.check != new.check || old.collate != new.collate
                || old.notNullOnConflict != new.notNullOnConflict || old.uniqueOnConflict != new.uniqueOnConflict
            {
                return "column `\(column.name.value)` changes its constraints"
            }
        }
        func names(_ list: [Located<String>]?) -> [SQLIdentifier]? { list?.map(\.identifier) }
        if names(table.primaryKey?.value) != names(current.primaryKey?.value) {
            return "the primary key changes"
        }
        if Set(table.options.map(\.value)) != Set(current.options.map(\.value)) {
            return "its options change"
        }
        if table.checks.map(\.value) != current.checks.map(\.value) {
            return "its checks change"
        }
        if Set(table.foreignKeys.map(\.shape)) != Set(current.foreignKeys.map(\.shape)) {
            return "its foreign keys of several columns change"
        }
        if Set(table.uniqueGroups.map { names($0.value)! })
            != Set(current.uniqueGroups.map { names($0.value)! })
        {
            return "the unique groups change"
        }
        // Columns that stay must keep their order, and new ones come after them.
        let kept = wanted.filter { current.column(named: $0.name.value) != nil }.map(\.name.identifier)
        let keptInOldOrder = current.columns.map(\.name.identifier).filter { kept.contains($0) }
        if kept != keptInOldOrder { return "the column order changes" }
        if let firstNew = wanted.firstIndex(where: { current.column(named: $0.name.value) == nil }),
            wanted[firstNew...].contains(where: { current.column(named: $0.name.value) != nil })
        {
            return "a new column comes before existing ones"
        }
        for column in wanted where current.column(named: column.name.value) == nil {
            if column.primaryKey != nil || column.unique {
                return "new column `\(column.name.value)` is a key or unique"
            }
            if case .sql = column.defaultValue?.value { return "new column `\(column.name.value)` has an SQL default" }
            if column.references != nil, column.defaultValue != nil {
                return "new column `\(column.name.value)` references a table and has a default"
            }
        }
        for column in current.columns
        where !wanted.contains(where: { $0.name.value.isSameSQLName(as: column.name.value) }) {
            if column.unique || column.references != nil || column.primaryKey != nil {
                return "dropped column `\(column.name.value)` is a key, unique or a reference"
            }
            if current.uniqueGroups.contains(where: {
                $0.value.contains { $0.value.isSameSQLName(as: column.name.value) }
            }) {
                return "dropped column `\(column.name.value)` is in a unique group"
            }
        }
        return nil
    }

    private static func alter(
        _ table: TableDefinition, from current: TableDefinition, diagnostics: DiagnosticCollector
    ) -> [PlannedStep] {
        let name = table.name.value
        // A NOT NULL column without default cannot get a value for existing rows.
        for column in table.columns where current.column(named: column.name.value) == nil {
            if column.notNull, column.defaultValue == nil, column.primaryKey == nil {
                diagnostics.error(
                    "column `\(column.name.value)` of table `\(name)` is NOT NULL without a `default`: the rows "
                        + "already in the table would have no value for it. Give it a `default`; or, in two "
                        + "migrations, add it without `notNull`, fill it with a data step (`- sql: UPDATE "
                        + "\(SQLName.quoted(name)) SET \(SQLName.quoted(column.name.value)) = … WHERE "
                        + "\(SQLName.quoted(column.name.value)) IS NULL`), then add `notNull` and run "
                        + "`grdbgen migrate` again",
                    at: column.name.location)
            }
        }
        if let reason = recreateReason(table, current) {
            return recreate(table, from: current, reason: reason)
        }
        var steps: [PlannedStep] = []
        // An index kept by GRDB's triggers is made again with GRDBGen's (``SearchSynchronization``).
        let resynchronized = table.search != nil && current.search?.synchronization == .grdb
        let searchChanges = current.search?.shape != table.search?.shape || resynchronized
        if searchChanges, let search = current.search {
            var step = dropSearchIndex(search)
            if resynchronized, current.search?.shape == table.search?.shape {
                step.comment =
                    "GRDB's triggers can leave `\(search.name.value)` corrupt: "
                    + "made again with GRDBGen's, from the table's rows."
            }
            steps.append(step)
        }
        for trigger in current.triggers where !contains(table.triggers, trigger) {
            steps.append(PlannedStep(.dropTrigger(trigger.name.locatedIdentifier)))
        }
        let indexesToDrop = current.indexes.filter { index in
            !table.indexes.contains {
                $0.name.value.isSameSQLName(as: index.name.value) && $0.shape == index.shape
            }
        }
        for index in indexesToDrop {
            steps.append(PlannedStep(.dropIndex(index.name.locatedIdentifier)))
        }
        for column in current.columns
        where !table.columns.contains(where: { $0.name.value.isSameSQLName(as: column.name.value) }) {
            steps.append(
                PlannedStep(
                    .alterTable(planned(name), .drop(column.name.locatedIdentifier)),
                    losses: [.dropColumn(table: name, column: column.name.value)]))
        }
        for column in table.columns where current.column(named: column.name.value) == nil {
            steps.append(
                PlannedStep(.alterTable(planned(name), .add(storageOnly(column)))))
        }
        // What is new beside the columns: indexes and triggers the table lacks, the search index if it changes.
        let companions = table.companionCalls(on: planned(name)).filter { call in
            switch call {
            case .createIndex(let index, _):
                !current.indexes.contains { $0.name.identifier == index.name.identifier && $0.shape == index.shape }
            case .createTrigger(let trigger, _): !contains(current.triggers, trigger)
            default: searchChanges
            }
        }
        return steps + companions.map { PlannedStep($0) }
    }

    /// A column's type as a plan names it: `text`, `enum [a, b]`, `real (NUMERIC(10,2))`.
    private static func typeName(_ column: ColumnDefinition) -> String {
        var name = column.type.value.rawValue
        if let values = column.enumValues?.value {
            let written = column.enumCodes.map { codes in zip(values, codes).map { "\($0): \($1)" } } ?? values
            name += " [" + written.joined(separator: ", ") + "]"
        }
        if let declared = column.declaredType?.value { name += " (\(declared))" }
        if column.type.value == .uuid { name += " (\(column.uuidRepresentation.rawValue))" }
        if let unixTime = column.unixTime { name += " (\(unixTime.rawValue))" }
        return name
    }

    /// GRDB's recreate-table sequence: create new, copy, drop, rename, re-create indexes.
    private static func recreate(
        _ table: TableDefinition, from current: TableDefinition, reason: String
    ) -> [PlannedStep] {
        let name = table.name.value
        let temporary = name + "_new"
        var shape = table
        shape.indexes = []
        shape.triggers = []  // dropped with the old table, made again on the new one
        shape.search = nil  // dropped first, made again on the new table, which fills it
        var comment =
            "Recreates table `\(name)`: SQLite cannot change it in place (\(reason)). Check that the copied "
            + "rows fit the new shape."
        let becomeNotNull = table.columns.filter { column in
            column.isNotNullInDatabase
                && current.column(named: column.name.value).map { !$0.isNotNullInDatabase } == true
        }
        if !becomeNotNull.isEmpty {
            let names = becomeNotNull.map { "`\($0.name.value)`" }.joined(separator: ", ")
            comment +=
                " \(names) become NOT NULL: rows with NULL there would fail the copy; adapt the `sql` step "
                + "(with COALESCE, say) if the table has such rows."
        }
        var steps: [PlannedStep] = current.search.map { [dropSearchIndex($0)] } ?? []
        steps += createTable(temporary, shape: shape, comment: comment)
        // Generated columns are computed, never copied.
        let copied = table.columns.filter { column in
            column.generated == nil && current.column(named: column.name.value).map { $0.generated == nil } == true
        }.map(\.name.identifier)
        // What the copy loses: columns left out, changed types, new NOT NULL.
        var losses: [DataLoss] = []
        var reading: [SQLIdentifier: String] = [:]
        for column in current.columns {
            guard let wanted = table.columns.first(where: { $0.name.value.isSameSQLName(as: column.name.value) }) else {
                losses.append(.dropColumn(table: name, column: column.name.value))
                continue
            }
            let old = column.shape, new = wanted.shape
            // An enum that keeps all its values loses nothing.
            var enumLosesValues = false
            if let values = old.enumValues, let newValues = new.enumValues {
                enumLosesValues = !Set(values).isSubset(of: Set(newValues))
            }
            if DateConversion.applies(from: column, to: wanted) {
                // Dates are rewritten in the new form: SQLite would copy them unchanged.
                reading[wanted.name.identifier] = DateConversion.expression(
                    wanted.name.identifier, from: .init(column), to: .init(wanted))
                if DateConversion.dropsFractions(from: column, to: wanted) {
                    losses.append(.dropFractions(table: name, column: column.name.value))
                }
                if old.declaredType != new.declaredType {
                    losses.append(
                        .changeType(
                            table: name, column: column.name.value, from: Self.typeName(column),
                            to: Self.typeName(wanted)))
                }
            } else if old.type != new.type || old.representation != new.representation
                || old.declaredType != new.declaredType
                || enumLosesValues
            {
                losses.append(
                    .changeType(
                        table: name, column: column.name.value, from: Self.typeName(column), to: Self.typeName(wanted)))
            }
        }
        losses += becomeNotNull.map { .makeNotNull(table: name, column: $0.name.value) }
        if !copied.isEmpty {
            let copy = SQLStatement.copy(
                copied, from: SQLIdentifier(name), into: SQLIdentifier(temporary), reading: reading)
            steps.append(PlannedStep(.execute(Located(copy.sql, at: .planned)), losses: losses))
        }
        // Nothing copied: the rows go with the old table.
        steps.append(
            PlannedStep(
                .dropTable(planned(name)),
                losses: copied.isEmpty ? [.dropTable(name)] : []
            ))
        steps.append(
            PlannedStep(.renameTable(planned(temporary), to: planned(name))))
        return steps + table.companionCalls(on: planned(name)).map { PlannedStep($0) }
    }
}

extension MigrationStep {
    /// A step the plan writes (no place in schema.yaml yet).
    static func planned(_ call: MigrationCall) -> MigrationStep { MigrationStep(call, at: .planned) }
}
