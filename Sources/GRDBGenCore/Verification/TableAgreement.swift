import GRDBGenAdoption
import GRDB
import GRDBGenSQL

/// One table of `tables:` beside the same table after the migrations, as SQLite reports both
/// (``TableReport``): each difference is reported at its place in `tables:` — the column, the key,
/// the unique group, the check, the foreign key, the index, the trigger, the options — with, as a
/// note, where the migrations define it (the ``TableDefinition`` knows each step's place; SQLite
/// alone decides what differs).
///
/// What SQLite cannot see, how a column's values are read and written (``StoredValueAgreement``),
/// is compared for the columns SQLite finds alike.
struct TableAgreement {
    /// The table as `tables:` write it.
    let table: TableDefinition
    /// The table as the migrations leave it, in the Swift fold: the places of the notes.
    let folded: TableDefinition?
    /// What SQLite reports of it in the database of `tables:`, and after the migrations.
    let want: TableReport, have: TableReport
    /// The triggers that keep search indexes in sync, compared with the search indexes.
    let searchTriggers: Set<SQLIdentifier>
    /// The tables, indexes and triggers that `sql` steps created or changed, and the place of the
    /// last such step: what the fold cannot see, so the place of the notes.
    let changedBySQL: [SQLIdentifier: SourceLocation]
    /// The baselines whose steps the lock keeps (imported ones): the fix of a difference there is
    /// in the lock.
    var stepsInLock: Set<String> = []
    let diagnostics: DiagnosticCollector

    var tableName: String { table.name.value }

    /// Reports every difference.
    func compare() {
        let differing = compareColumns()
        comparePrimaryKey()
        compareUniqueGroups()
        compareChecks()
        compareForeignKeys()
        compareIndexes()
        compareTriggers()
        compareOptions()
        for column in table.columns where !differing.contains(column.name.identifier) {
            guard let migrated = folded?.column(named: column.name.identifier) else { continue }
            let differences = StoredValueAgreement.differences(declared: column.shape, migrated: migrated.shape)
            for difference in differences {
                diagnostics.error(
                    "column `\(column.name.value)` of table `\(tableName)`: \(difference)", at: column.name.location,
                    noteIfKnown: columnNote(column.name.identifier))
            }
            if !differences.isEmpty, let origin = folded?.origin?.migration(ofColumn: column.name.identifier) {
                diagnostics.report(
                    Diagnostic(
                        .note, StoredValueAgreement.fix(migration: origin, stepsInLock: stepsInLock),
                        at: column.name.location))
            }
        }
    }

    /// Where the migrations define a column.
    func columnNote(_ name: SQLIdentifier) -> (String, SourceLocation)? {
        if let sqlNote { return sqlNote }
        guard let folded, let origin = folded.origin, let column = folded.column(named: name) else { return nil }
        return (
            "migration `\(origin.migration(ofColumn: name))` defines the column here",
            column.name.location
        )
    }

    /// The note at the place the fold gives, or at the `sql` step that last changed the table (or
    /// made the named index or trigger), which the fold cannot see.
    func note(
        _ location: SourceLocation?, _ text: String = "the migrations define it here", object: SQLIdentifier? = nil
    )
        -> (String, SourceLocation)?
    {
        if let object, let step = changedBySQL[object] { return ("an `sql` step makes it here", step) }
        if let sqlNote { return sqlNote }
        return location.map { (text, $0) }
    }

    /// The `sql` step that last changed the table, when one did.
    private var sqlNote: (String, SourceLocation)? {
        changedBySQL[table.name.identifier].map {
            ("an `sql` step of the migrations changes table `\(tableName)` here", $0)
        }
    }

    /// The columns: each one's differences at its name; the columns SQLite reports a difference
    /// of.
    private func compareColumns() -> Set<SQLIdentifier> {
        var differing: Set<SQLIdentifier> = []
        // The same SQL, the same clauses: the SQL is read only when it differs.
        let sameSQL = want.sql == have.sql
        let wantClauses = sameSQL ? [:] : TableReport.columnClauses(want.sql ?? "")
        let haveClauses = sameSQL ? [:] : TableReport.columnClauses(have.sql ?? "")
        for column in table.columns {
            let name = column.name.identifier
            guard let expected = want.column(name) else { continue }
            guard let actual = have.column(name) else {
                diagnostics.error(
                    "column `\(column.name.value)` of table `\(tableName)` is in tables: but no migration adds it; "
                        + "add a migration with an `addColumn` step",
                    at: column.name.location)
                differing.insert(name)
                continue
            }
            let found =
                differences(of: column, expected, actual, wantClauses[name], haveClauses[name])
                + uniqueDifference(of: name)
            for difference in found {
                diagnostics.error(
                    "column `\(column.name.value)` of table `\(tableName)`: \(difference)",
                    at: column.name.location, noteIfKnown: columnNote(name))
            }
            if !found.isEmpty { differing.insert(name) }
        }
        for column in have.columns where want.column(SQLIdentifier(column.name)) == nil {
            let name = SQLIdentifier(column.name)
            let origin = folded.flatMap { $0.column(named: name) == nil ? nil : $0.origin?.migration(ofColumn: name) }
            diagnostics.error(
                "column `\(column.name)` of table `\(tableName)` is added by "
                    + (origin.map { "migration `\($0)`" } ?? "the migrations") + " but is not in tables:",
                at: table.name.location, noteIfKnown: columnNote(name))
        }
        compareColumnOrder()
        return differing
    }

    /// Same columns, another order: `SELECT *` and the record would disagree.
    private func compareColumnOrder() {
        let wanted = want.columns.map { SQLIdentifier($0.name) }, found = have.columns.map { SQLIdentifier($0.name) }
        guard wanted != found, Set(wanted) == Set(found), wanted.count == found.count,
            let index = zip(wanted, found).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset,
            let column = table.columns.first(where: { $0.name.identifier == wanted[index] })
        else { return }
        diagnostics.error(
            "column `\(column.name.value)` of table `\(tableName)` is column \(index + 1) in tables: but the "
                + "migrations make `\(have.columns[index].name)` column \(index + 1); list the columns in the "
                + "order the migrations add them",
            at: column.name.location)
    }

    /// What SQLite reports differently of one column: its type, NOT NULL, default, and what its
    /// SQL says (AUTOINCREMENT, collation, check, generated expression, conflict clauses).
    private func differences(
        of column: ColumnDefinition, _ expected: ColumnInfo, _ actual: ColumnInfo,
        _ wanted: TableReport.ColumnClauses?,
        _ found: TableReport.ColumnClauses?
    ) -> [String] {
        var result: [String] = []
        func differ(_ a: String?, _ b: String?, _ what: String, hint: String = "", _ show: (String) -> String) {
            if !SQLTokenizer.same(a, b) {
                result.append(
                    "tables: say \(a.map(show) ?? "no \(what)"), the migrations say \(b.map(show) ?? "no \(what)")"
                        + hint)
            }
        }
        if expected.type.uppercased() != actual.type.uppercased() {
            // Same affinity, and no `declaredType` in tables:: the migrations wrote another spelling of
            // the type, which `declaredType` keeps.
            let hint =
                column.declaredType == nil
                    && SQLAffinity.of(declared: expected.type)
                        == SQLAffinity.of(declared: actual.type)
                    && !actual.type.isEmpty
                ? " (write `declaredType: \(actual.type)` on the column to keep it)" : ""
            func show(_ type: String) -> String { type.isEmpty ? "no type" : "type \(type)" }
            result.append("tables: say \(show(expected.type)), the migrations give \(show(actual.type))\(hint)")
        }
        if expected.isNotNull != actual.isNotNull {
            result.append(
                expected.isNotNull
                    ? "tables: say NOT NULL, the migrations leave it nullable"
                    : "tables: say nullable, the migrations make it NOT NULL")
        }
        differ(expected.defaultValueSQL, actual.defaultValueSQL, "default") { "default \($0)" }
        let wanted = wanted ?? .init(), found = found ?? .init()
        if wanted.autoincrement != found.autoincrement {
            result.append(
                wanted.autoincrement
                    ? "tables: say AUTOINCREMENT (`primaryKey: autoincrement`), the migrations do not"
                    : "tables: do not say AUTOINCREMENT (`primaryKey: autoincrement`), the migrations do")
        }
        differ(wanted.collate?.uppercased(), found.collate?.uppercased(), "collation") { "COLLATE \($0)" }
        let enumHint = column.type.value == .enum ? " (the enum's values; `check: false` leaves them unchecked)" : ""
        differ(wanted.check, found.check, "check", hint: enumHint) { "check `\($0)`" }
        if !SQLTokenizer.same(wanted.generated?.sql, found.generated?.sql)
            || wanted.generated?.stored != found.generated?.stored
        {
            let none = "no generated expression"
            result.append(
                "tables: say \(wanted.generated.map(Self.show) ?? none), the migrations say "
                    + (found.generated.map(Self.show) ?? none))
        }
        differ(
            wanted.notNullOnConflict?.rawValue.uppercased(), found.notNullOnConflict?.rawValue.uppercased(),
            "NOT NULL conflict clause"
        ) { "NOT NULL ON CONFLICT \($0)" }
        differ(
            wanted.uniqueOnConflict?.rawValue.uppercased(), found.uniqueOnConflict?.rawValue.uppercased(),
            "UNIQUE conflict clause"
        ) { "UNIQUE ON CONFLICT \($0)" }
        return result
    }

    private static func show(_ generated: GeneratedColumn) -> String {
        "generated `\(generated.sql)`" + (generated.stored ? " (stored)" : "")
    }

    /// A column's own UNIQUE: a unique constraint of that column alone.
    private func uniqueDifference(of name: SQLIdentifier) -> [String] {
        switch (want.uniqueKeys.contains([name]), have.uniqueKeys.contains([name])) {
        case (true, false): ["tables: say unique, the migrations do not"]
        case (false, true): ["tables: do not say unique, the migrations do"]
        default: []
        }
    }
}
