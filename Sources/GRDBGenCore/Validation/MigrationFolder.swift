import Foundation

/// Folds the migrations, in order, into the tables they produce.
///
/// Each step is checked against the tables the previous steps left: creating a table that
/// exists, adding a column to an unknown table, and so on are reported at the step.
public enum MigrationFolder {
    /// The tables after every migration, in creation order.
    public static func fold(_ migrations: [Migration], diagnostics: DiagnosticCollector) -> [FoldedTable] {
        var tables: [FoldedTable] = []
        var seenIDs: [String: Migration] = [:]
        for migration in migrations {
            let id = migration.id.value
            if id.trimmingCharacters(in: .whitespaces).isEmpty {
                diagnostics.error("a migration id cannot be empty", at: migration.id.location)
            } else if let first = seenIDs[id] {
                diagnostics.error(
                    "duplicate migration id `\(id)` (first written at line \(first.id.location.line)); migration ids must be unique",
                    at: migration.id.location)
            } else {
                seenIDs[id] = migration
            }
            for step in migration.steps {
                apply(step, of: id, to: &tables, diagnostics: diagnostics)
            }
        }
        return tables
    }

    private static func index(of name: String, in tables: [FoldedTable]) -> Int? {
        tables.firstIndex { $0.name.lowercased() == name.lowercased() }
    }

    private static func apply(
        _ step: MigrationStep, of migration: String, to tables: inout [FoldedTable],
        diagnostics: DiagnosticCollector
    ) {
        switch step {
        case let .createTable(table, columns, _):
            ColumnRules.checkName(table, kind: "table", diagnostics: diagnostics)
            if let existing = index(of: table.value, in: tables) {
                diagnostics.error(
                    "migration `\(migration)` creates table `\(table.value)`, which migration `\(tables[existing].createdBy)` already created",
                    at: table.location)
                return
            }
            if columns.isEmpty {
                diagnostics.error("migration `\(migration)` creates table `\(table.value)` without columns", at: table.location)
            }
            ColumnRules.check(columns, of: table.value, diagnostics: diagnostics)
            var origins: [String: String] = [:]
            for column in columns { origins[column.name.value.lowercased()] = migration }
            tables.append(FoldedTable(
                name: table.value, columns: columns, createdBy: migration, columnOrigins: origins,
                location: table.location))

        case let .addColumn(table, column, _):
            guard let tableIndex = index(of: table.value, in: tables) else {
                diagnostics.error(
                    "migration `\(migration)` adds column `\(column.name.value)` to unknown table `\(table.value)`"
                        + Suggestion.didYouMean(table.value, among: tables.map(\.name)),
                    at: table.location)
                return
            }
            let tableName = tables[tableIndex].name
            ColumnRules.checkName(column.name, kind: "column", diagnostics: diagnostics)
            ColumnRules.check(column, of: tableName, diagnostics: diagnostics)
            if tables[tableIndex].column(named: column.name.value) != nil {
                let origin = tables[tableIndex].columnOrigins[column.name.value.lowercased()] ?? "?"
                diagnostics.error(
                    "migration `\(migration)` adds column `\(column.name.value)` to table `\(tableName)`, which migration `\(origin)` already added",
                    at: column.name.location)
                return
            }
            if column.primaryKey != nil {
                diagnostics.error(
                    "migration `\(migration)`: SQLite cannot add a primary key column to an existing table",
                    at: column.name.location)
            }
            if column.notNull, column.defaultValue == nil {
                diagnostics.error(
                    "migration `\(migration)`: SQLite cannot add the NOT NULL column `\(column.name.value)` to existing rows without a `default`",
                    at: column.name.location)
            }
            tables[tableIndex].columns.append(column)
            tables[tableIndex].columnOrigins[column.name.value.lowercased()] = migration

        case .sql:
            break
        }
    }
}
