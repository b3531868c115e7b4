import Foundation
import PackagePlugin

/// The build tool plugin: generates the records, migrations and store of a target from its
/// schema.yaml (or the schema its grdbgen.json points to) at build time.
///
/// The output is one file, `GRDBGen.swift`, in the plugin work directory. Its inputs are the
/// schema (and the configuration and lock files), so a build with an unchanged schema does not
/// run the generator again. A locked migration that changed fails the build.
@main
struct GRDBGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        let found = try SchemaLocator.locate(in: files, targetName: target.name)
        let outputDirectory = context.pluginWorkDirectoryURL.appendingPathComponent("GRDBGen")
        // The lock file beside the schema is checked (locked migrations may not change) but
        // never written by a build.
        let lock = found.schema.deletingPathExtension().appendingPathExtension("lock")
        var inputs = found.inputs
        if FileManager.default.fileExists(atPath: lock.path) { inputs.append(lock) }
        return [
            .buildCommand(
                displayName: "Generating GRDB records for \(target.name) from \(found.schema.lastPathComponent)",
                executable: try context.tool(named: "grdbgen").url,
                arguments: [
                    "generate",
                    "--schema", found.schema.path,
                    "--output", outputDirectory.path,
                    "--layout", "single",
                    "--quiet",
                    "--no-update-lock",
                ],
                inputFiles: inputs,
                outputFiles: [outputDirectory.appendingPathComponent("GRDBGen.swift")]
            ),
        ]
    }
}
