import Foundation
import PackagePlugin

/// The build tool plugin: generates the records, migrations and store of a target from its
/// schema.yaml (or the schema its grdbgen.json points to) at build time.
///
/// The output is one file, `GRDBGen.swift`, in the plugin work directory. Its inputs are the
/// schema (and the configuration and lock files), so a build with an unchanged schema does not
/// run the generator again. A locked migration that changed fails the build.
///
/// SwiftPM targets and Xcode targets (`XcodeBuildToolPlugin`, in Xcode only) share
/// ``createBuildCommands(pluginWorkDirectory:tool:sourceFiles:targetName:directory:packageDirectory:)``, as
/// swift-openapi-generator's plugin does.
@main
struct GRDBGenPlugin {
    func createBuildCommands(
        pluginWorkDirectory: URL, tool: (String) throws -> PluginContext.Tool, sourceFiles: [URL], targetName: String,
        directory: URL?, packageDirectory: URL?
    ) throws -> [Command] {
        let outputDirectory = pluginWorkDirectory.appendingPathComponent("GRDBGen")
        let found: SchemaLocator.Found
        do {
            found = try SchemaLocator.locate(
                in: sourceFiles, targetName: targetName, directory: directory, packageDirectory: packageDirectory)
        } catch let error as PluginError {
            // Said by a build command that fails, not at planning: SwiftPM plans a build twice and
            // prints what the plugin reports each time (swift-package-manager#4494), but runs a
            // command once. The build stops there, before compiling the target.
            return [
                .buildCommand(
                    displayName: "Finding the GRDBGen schema of \(targetName)",
                    executable: try tool("grdbgen").url,
                    arguments: ["plugin-error", error.description],
                    inputFiles: [],
                    outputFiles: [outputDirectory.appendingPathComponent("GRDBGen.swift")]
                )
            ]
        }
        // The lock file beside the schema is checked (locked migrations may not change) but
        // never written by a build.
        let lock = found.schema.deletingPathExtension().appendingPathExtension("lock")
        var inputs = found.inputs
        if FileManager.default.fileExists(atPath: lock.path) { inputs.append(lock) }
        return [
            .buildCommand(
                displayName: "Generating GRDB records for \(targetName) from \(found.schema.lastPathComponent)",
                executable: try tool("grdbgen").url,
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
            )
        ]
    }
}

extension GRDBGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try createBuildCommands(
            pluginWorkDirectory: context.pluginWorkDirectoryURL, tool: context.tool,
            sourceFiles: target.sourceFiles.map(\.url), targetName: target.name,
            directory: target.directoryURL, packageDirectory: context.package.directoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// Xcode targets: the schema among the target's input files (a schema.yaml added to the target).
extension GRDBGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try createBuildCommands(
            pluginWorkDirectory: context.pluginWorkDirectoryURL, tool: context.tool,
            sourceFiles: target.inputFiles.map(\.url), targetName: target.displayName,
            directory: nil, packageDirectory: nil)
    }
}
#endif
