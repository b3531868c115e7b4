import Foundation
import GRDB

/// `grdbgen migrate`: plans the migration that takes the migrations to `tables:`, appends it to
/// the schema text, and checks that the result validates.
public enum MigrationWriter {
    /// What `migrate` produced.
    public struct Result: Sendable {
        /// The new text of the schema file; `nil` when nothing needs migrating.
        public var text: String?
        /// The YAML of the new migration.
        public var migrationText: String
        /// How many steps it has.
        public var stepCount: Int
        /// The planned steps, with what each can destroy.
        public var steps: [MigrationPlanner.PlannedStep] = []
        /// What the migration destroys, one line per loss, measured in the database when one
        /// was given ("drops column `item.notes` (3 of 3 rows have a value)").
        public var losses: [String] = []
        /// The rehearsal of the pending and planned migrations on a copy of the database, when
        /// one was given.
        public var rehearsal: Rehearsal.Report?
    }

    /// Plans migration `id` for a schema.
    ///
    /// - throws: ``GenerationFailed`` when the schema has errors, the id is taken, a change
    ///   cannot be migrated (a NOT NULL column without default), or the result does not validate.
    ///
    /// - parameter database: a database file to measure the losses in (opened read-only).
    /// - parameter renames: how rename candidates (``MigrationPlanner/renameCandidates(tables:folded:)``)
    ///   are decided; one that nothing decides stops the plan, listed with the flags that decide it.
    public static func migrate(
        _ source: SchemaSource, id: String, lock: LockFile?, measuringIn database: String? = nil,
        renames decisions: RenameDecisions = RenameDecisions()
    ) async throws(GenerationFailed) -> Result {
        let diagnostics = DiagnosticCollector()
        func fail() -> GenerationFailed { GenerationFailed(diagnostics: diagnostics.diagnostics) }
        // The pipeline's stages, but for one: tables: need not agree with the migrations yet.
        let document = try await GeneratorPipeline.parse.run(source, diagnostics: diagnostics)
        let schema = try await GeneratorPipeline.translate.run(document, diagnostics: diagnostics)
        let validated = try await GeneratorPipeline.validate(
            lock: lock, migrationsLocation: source.location(line: 1, column: 1)
        ).run(schema, diagnostics: diagnostics)
        if id.trimmingCharacters(in: .whitespaces).isEmpty {
            diagnostics.error("the new migration needs an id", at: nil)
            throw fail()
        }
        if let existing = schema.migrations.first(where: { $0.id.value == id }) {
            diagnostics.error("there is already a migration `\(id)`; choose another id", at: existing.id.location)
            throw fail()
        }
        // Views and queries read tables: as the migration would leave them: one that no longer
        // fits stops the plan before anything is written.
        let reported = diagnostics.diagnostics.count
        do {
            _ = try await GeneratorPipeline.describe.run(validated, diagnostics: diagnostics)
        } catch {
            // SQLite refused a table, search index or trigger of tables: itself: that error says it all.
            let ofTables = Set(
                schema.tables.flatMap { table in
                    [table.name.location] + (table.search.map { [$0.location] } ?? [])
                        + table.triggers.map(\.name.location)
                })
            let refusedTables = diagnostics.diagnostics[reported...].allSatisfy { diagnostic in
                diagnostic.severity != .error || diagnostic.location.map(ofTables.contains) == true
            }
            if !refusedTables,
                let readers = !schema.queries.isEmpty ? "queries" : !schema.views.isEmpty ? "views" : nil
            {
                diagnostics.error(
                    "the tables of schema.yaml no longer fit these \(readers): change the \(readers) (or the tables), "
                        + "then plan migration `\(id)` again",
                    at: nil)
            }
            throw fail()
        }
        let tables = validated.schema.tables
        guard
            let renames = decide(
                MigrationPlanner.renameCandidates(tables: tables, folded: validated.folded), decisions, id: id,
                diagnostics: diagnostics)
        else { throw fail() }
        guard
            let steps = MigrationPlanner.plan(
                tables: tables, views: schema.views, folded: validated.folded, renames: renames,
                diagnostics: diagnostics)
        else {
            throw fail()
        }
        guard !steps.isEmpty else {
            return Result(text: nil, migrationText: "", stepCount: 0)
        }
        let text: String
        do {
            text = try SchemaEditor.appendingMigration(id: id, steps: steps, to: document)
        } catch {
            diagnostics.error(error.description, at: error.location)
            throw fail()
        }
        // The new schema must be valid, agree with tables:, and run in SQLite.
        let check = DiagnosticCollector()
        let planned: DescribedSchema
        do {
            planned = try await GeneratorPipeline().validate(
                SchemaSource(path: source.path, text: text), lock: lock, diagnostics: check)
        } catch {
            for diagnostic in error.diagnostics { diagnostics.report(diagnostic) }
            diagnostics.error(
                "the planned migration `\(id)` does not validate (a bug of grdbgen: please report it); "
                    + "schema.yaml was not changed",
                at: nil)
            throw fail()
        }
        let losses = describeLosses(steps.flatMap(\.losses), database: database, diagnostics: diagnostics)
        var rehearsal: Rehearsal.Report?
        if let database {
            do {
                rehearsal = try Rehearsal.rehearse(planned.validated, database: database)
            } catch {
                diagnostics.error("cannot rehearse the migrations on \(database): \(error)", at: nil)
                throw fail()
            }
        }
        let indentGuess = SchemaEditor.migrationText(id: id, steps: steps, indent: 2)
        return Result(
            text: text, migrationText: indentGuess, stepCount: steps.count, steps: steps, losses: losses,
            rehearsal: rehearsal)
    }

    /// The accepted renames, or `nil` after reporting the candidates nothing decided and the
    /// flags that name no candidate.
    private static func decide(
        _ candidates: [RenameCandidate], _ decisions: RenameDecisions, id: String, diagnostics: DiagnosticCollector
    ) -> [RenameCandidate]? {
        let checkpoint = diagnostics.checkpoint()
        for flag in decisions.renames where !candidates.contains(where: { $0.renameFlag == flag }) {
            diagnostics.error(
                "--rename \(flag) names no rename that tables: suggest"
                    + (candidates.isEmpty
                        ? "" : "; candidates: " + candidates.map(\.renameFlag).joined(separator: ", ")),
                at: nil)
        }
        for flag in decisions.noRenames where !candidates.contains(where: { $0.keepFlag == flag }) {
            diagnostics.error("--no-rename \(flag) names no rename that tables: suggest", at: nil)
        }
        var accepted: [RenameCandidate] = []
        var undecided: [RenameCandidate] = []
        for candidate in candidates {
            // The columns of a table that is not renamed go with it.
            if candidate.kind == .column,
                let table = candidates.first(where: { $0.kind == .table && $0.to.isSameSQLName(as: candidate.table) }),
                !accepted.contains(table)
            {
                continue
            }
            let renamed = decisions.renames.contains(candidate.renameFlag)
            let kept = decisions.noRenames.contains(candidate.keepFlag)
            if renamed, kept {
                diagnostics.error("\(candidate.keepFlag) is both in --rename and --no-rename", at: nil)
            } else if renamed {
                accepted.append(candidate)
            } else if kept {
                continue
            } else if let ask = decisions.ask {
                if ask(candidate) { accepted.append(candidate) }
            } else {
                undecided.append(candidate)
            }
        }
        for candidate in undecided {
            let (old, new) =
                candidate.kind == .table
                ? ("table `\(candidate.from)`", "table `\(candidate.to)`")
                : ("column `\(candidate.table).\(candidate.from)`", "`\(candidate.table).\(candidate.to)`")
            diagnostics.error(
                "\(old) is gone from tables: and \(new) is new: was it renamed? `--rename "
                    + "\(candidate.renameFlag)` keeps its \(candidate.kind == .table ? "rows" : "values"); "
                    + "`--no-rename \(candidate.keepFlag)` drops it and adds the new one",
                at: nil)
        }
        if !undecided.isEmpty {
            diagnostics.error(
                "decide each rename with --rename or --no-rename (or run `grdbgen migrate \(id)` in a terminal)",
                at: nil)
        }
        return diagnostics.hasErrors(since: checkpoint) ? nil : accepted
    }

    /// One line per loss, measured in the database when there is one.
    private static func describeLosses(
        _ losses: [DataLoss], database: String?, diagnostics: DiagnosticCollector
    ) -> [String] {
        guard let database, !losses.isEmpty else { return losses.map { $0.describe() } }
        do {
            var configuration = Configuration()
            configuration.readonly = true
            let queue = try DatabaseQueue(path: database, configuration: configuration)
            return try queue.read { db in losses.map { $0.describe(in: db) } }
        } catch {
            diagnostics.warning("cannot measure the losses in \(database): \(error)", at: nil)
            return losses.map { $0.describe() }
        }
    }
}
