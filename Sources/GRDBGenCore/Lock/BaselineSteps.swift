import Foundation

/// The steps of a baseline that schema.yaml leaves to the lock (``Migration/stepsInLock``, as
/// `grdbgen import` writes it): so that `tables:` states each column once, and may change later
/// while the baseline means what it meant.
///
/// Locked, the steps are the lock's (``LockFile/baselineSteps``), read as schema.yaml's are. Not
/// locked yet, they are planned from `tables:` and `views:` as they are now (what `grdbgen import`
/// plans), and the lock keeps them when it locks the baseline.
enum BaselineSteps {
    /// Fills the steps of such a baseline.
    static func fill(_ schema: inout Schema, lock: LockFile?, diagnostics: DiagnosticCollector) {
        guard let index = schema.migrations.firstIndex(where: \.stepsInLock) else { return }
        let id = schema.migrations[index].id.value
        let text: String, path: String, line: Int
        // The lock's, locked or (as `grdbgen import` writes them) about to be.
        if let lock, let steps = lock.baselineSteps, lock.entries.first.map({ $0.id == id }) ?? true {
            (text, path, line) = (steps.text, lock.path, steps.line)
        } else {
            let planner = DiagnosticCollector()
            // The indexes `tables:` has without listing them are not the file's (the verifier suggests them).
            var tables = schema.tables
            for t in tables.indices { tables[t].indexes.removeAll(where: \.isImplicit) }
            guard
                let steps = MigrationPlanner.plan(
                    tables: tables, views: schema.views, folded: FoldedSchema(), diagnostics: planner),
                !steps.isEmpty
            else {
                // tables: has errors of its own, which validation reports.
                return
            }
            text = SchemaEditor.migrationText(id: id, steps: steps, indent: 0)
            (path, line) = ("\(schema.migrations[index].id.location.file) (baseline from tables:)", 1)
        }
        // Each line at its line of the lock file, for diagnostics.
        let source = SchemaSource(path: path, text: String(repeating: "\n", count: max(line - 1, 0)) + text)
        guard let document = YAMLParser.parse(source, diagnostics: diagnostics),
            let root = document.root, case .sequence(let items) = root, let first = items.first,
            let migration = SchemaTranslator(reader: NodeReader(document: document, diagnostics: diagnostics))
                .migration(first, index: index)
        else { return }
        if migration.id.value != id {
            diagnostics.error(
                "the lock keeps the steps of migration `\(migration.id.value)`, not of baseline `\(id)`",
                at: migration.id.location)
            return
        }
        schema.migrations[index].steps = migration.steps
        schema.migrations[index].lockedStepsText = text
        // As the translator marks schema.yaml's steps.
        StrictTables.mark(tables: &schema.tables, migrations: &schema.migrations)
    }
}
