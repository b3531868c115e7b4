import Foundation
import GRDB

/// The imported schema as schema.yaml text.
extension Importer {
    mutating func render(source: String, store: String, access: SwiftOptions.AccessLevel) -> String {
        var lines = [
            "# Imported by `grdbgen import` from \(URL(fileURLWithPath: source).lastPathComponent).",
            "#",
            "# Next: `grdbgen generate` writes the records and the store. To change the schema, edit tables:",
            "# (or views:), then run `grdbgen migrate NAME`: it appends the migration that makes the change.",
            "# Migration `\(SchemaImporter.baselineID)` creates this schema in a new, empty database; a file "
                + "that already has it",
            "# (made by the app's earlier migrations, or by SQL) is adopted as it is when the app opens it.",
            "swift:",
        ]
        if access == .public { lines.append("  access: public") }
        lines += ["  store: \(store)", ""]
        if !functions.isEmpty {
            lines.append("functions:")
            for function in functions {
                let arguments = Array(repeating: "text", count: function.arguments)
                lines.append(
                    "  \(YAMLText.scalar(function.name)): "
                        + (arguments.isEmpty
                            ? "{ result: text }" : "{ arguments: \(YAMLText.list(arguments)), result: text }"))
            }
            lines.append("")
        }
        lines.append("tables:")
        if tables.isEmpty { lines[lines.count - 1] = "tables: {}" }
        for table in tables {
            lines += SchemaYAML.table(table)
        }
        if !views.isEmpty {
            lines += ["", "views:"]
            for view in views {
                lines += SchemaYAML.view(view)
            }
        }
        lines += ["", "migrations:"]
        let diagnostics = DiagnosticCollector()
        let steps =
            MigrationPlanner.plan(tables: tables, views: views, folded: FoldedSchema(), diagnostics: diagnostics) ?? []
        if steps.isEmpty {
            lines[lines.count - 1] = "migrations: []"
            return lines.joined(separator: "\n") + "\n"
        }
        var baseline = "    baseline: "
        if older.isEmpty {
            baseline +=
                (replaces.isEmpty ? "true" : "{ replaces: \(YAMLText.list(replaces)) }")
                + "   # adopts files made before GRDBGen\n"
        } else {
            baseline += "# adopts files made before GRDBGen, of these shapes too\n"
            if !replaces.isEmpty { baseline += "      replaces: \(YAMLText.list(replaces))\n" }
            baseline += "      olderFiles:\n"
            for (key, names) in [
                ("untyped", older.untyped), ("addedLater", older.addedLater), ("dropped", older.dropped),
            ]
            where !names.isEmpty {
                baseline += "        \(key): \(YAMLText.list(names))\n"
            }
        }
        // Its steps make tables: and views: as they are: the lock keeps them (BaselineSteps), as planned
        // here (what tables: cannot say, such as GRDB's synchronization of a search index, included).
        baselineStepsText = SchemaEditor.migrationText(id: SchemaImporter.baselineID, steps: steps, indent: 0)
        let migration =
            "  - id: \(SchemaImporter.baselineID)\n" + baseline
            + "    # Its steps create tables: and views: as imported; the lock file keeps them, so that they never change.\n"
        return lines.joined(separator: "\n") + "\n" + migration
    }
}
