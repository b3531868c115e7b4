import Foundation
import GRDB
import GRDBGenAdoption
import GRDBGenSQL

/// A rehearsal of migrations on real data: `grdbgen migrate --database FILE` copies the file
/// (SQLite's backup API, from a read-only connection: the file is never changed), applies the
/// pending migrations and the planned one to the copy as the generated store would, and reports
/// the rows of each table before and after, or the step SQLite refused.
public enum Rehearsal {
    /// What the rehearsal saw.
    public struct Report: Sendable {
        /// The migrations applied to the copy, in order.
        public var applied: [String]
        /// Each table of the copy, before and after (`nil`: absent then).
        public var rows: [(table: String, before: Int?, after: Int?)]
        /// The refusal of SQLite, when a migration failed on the data: "migration `x`: NOT NULL
        /// constraint failed: item_new.notes".
        public var failure: String?
        /// The Swift steps of the applied migrations (`migration v6: swift rewriteCards`): the app's
        /// code is not here, so each ran as a stand-in that changes nothing.
        public var standIns: [String] = []
    }

    /// Rehearses the migrations of a validated schema on a copy of a database file.
    public static func rehearse(_ schema: ValidatedSchema, database path: String) throws -> Report {
        var configuration = Configuration()
        configuration.readonly = true
        let source = try DatabaseQueue(path: path, configuration: configuration)
        let copy = try DatabaseQueue(configuration: SchemaDatabase.configuration(functions: schema.schema.functions))
        try source.backup(to: copy)
        try source.close()
        let before = try copy.read(counts)
        let migrator = migrator(for: schema)
        let alreadyApplied = try copy.read { db in try migrator.appliedIdentifiers(db) }
        var failure: String?
        var applied: [String] = []
        for migration in schema.schema.migrations where !alreadyApplied.contains(migration.id.value) {
            do {
                try migrator.migrate(copy, upTo: migration.id.value)
                applied.append(migration.id.value)
            } catch let error as DatabaseError {
                failure = "migration `\(migration.id.value)`: \(error.message ?? "\(error.resultCode)")"
                break
            }
        }
        let after = try copy.read(counts)
        let tables = Set(before.keys).union(after.keys).sorted()
        var report = Report(applied: applied, rows: tables.map { ($0, before[$0], after[$0]) }, failure: failure)
        for migration in schema.schema.migrations where applied.contains(migration.id.value) {
            for case .swift(let function) in migration.steps.map(\.call) {
                report.standIns.append("migration `\(migration.id.value)`: Swift step `\(function.value)`")
            }
        }
        return report
    }

    /// GRDB's migrator of a schema's migrations, as the generated store registers them.
    static func migrator(for schema: ValidatedSchema) -> DatabaseMigrator {
        let applier = SchemaApplier(schema: schema)
        var migrator = DatabaseMigrator()
        for migration in schema.schema.migrations {
            let steps = migration.steps
            migrator.registerMigration(migration.id.value) { db in
                for step in steps { try applier.apply(step.call, in: db) }
            }
        }
        return migrator
    }

    /// The rows of each table of the app (not SQLite's, GRDB's or FTS5's own), as the runtime's
    /// `SchemaReport` lists them: one reader of a file's schema.
    private static func counts(_ db: Database) throws -> [String: Int] {
        var result: [String: Int] = [:]
        for name in try SchemaReport.tables(db) {
            result[name] = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(SQLName.quoted(name))") ?? 0
        }
        return result
    }
}
