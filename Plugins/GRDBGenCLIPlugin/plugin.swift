import Foundation
import PackagePlugin

/// The `grdbgen` command plugin: runs grdbgen's `lock` and `migrate` on a target's schema, found
/// as the build plugin finds it, so that a plugin user never leaves SwiftPM:
///
/// ```sh
/// swift package --allow-writing-to-package-directory grdbgen lock --target TodoKit
/// swift package --allow-writing-to-package-directory grdbgen lock --target TodoKit --unlock addNotes
/// swift package --allow-writing-to-package-directory grdbgen migrate addNotes --target TodoKit --dry-run
/// swift package --allow-writing-to-package-directory grdbgen migrate addNotes --target TodoKit
/// ```
///
/// Without `--target`: the only target with a schema, or the package's top-level schema.yaml.
/// Every other argument goes to grdbgen as written (`--dry-run`, `--allow-data-loss`, `--rename`…).
@main
struct GRDBGenCLIPlugin: CommandPlugin {
    /// The grdbgen commands the plugin runs, and what each does.
    static let commands = [
        "lock": "lock the schema's migrations (before a release), or `--unlock ID` a draft",
        "migrate": "append the migration that takes the migrations to tables: (`--dry-run` to see it first)",
    ]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        let usage =
            "usage: swift package --allow-writing-to-package-directory grdbgen COMMAND [--target NAME] [options]\n"
            + Self.commands.sorted { $0.key < $1.key }.map { "  \($0.key): \($0.value)" }.joined(separator: "\n")
        guard let command = rest.first, Self.commands[command] != nil else {
            throw PluginError.usage((rest.first.map { "unknown command '\($0)'\n" } ?? "") + usage)
        }
        rest.removeFirst()
        guard targetNames.count <= 1 else { throw PluginError.usage("give one --target\n" + usage) }
        let root = context.package.directoryURL
        let (schema, targetName) = try Self.schema(in: context, targetName: targetNames.first)

        var toolArguments = [command, "--schema", schema.path]
        if command == "migrate" {
            let target = targetName.map { " --target \($0)" } ?? ""
            let runsBuildPlugin =
                targetName.map { PackageManifest.targetRunsBuildPlugin($0, packageDirectory: root) } ?? false
            let next =
                runsBuildPlugin
                ? "build to use it (`swift build`); it stays a draft you may edit until "
                    + "`swift package --allow-writing-to-package-directory grdbgen lock\(target)`, before a release"
                : "run `swift package --allow-writing-to-package-directory generate-records\(target)` "
                    + "(it locks the migration), then build"
            toolArguments += ["--next-step", next]
        }
        toolArguments += rest

        let process = Process()
        process.executableURL = try context.tool(named: "grdbgen").url
        process.arguments = toolArguments
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginError.generatorFailed(status: process.terminationStatus)
        }
    }

    /// The schema of `--target NAME`; else of the only target that has one; else the package's
    /// top-level schema.yaml.
    static func schema(in context: PluginContext, targetName: String?) throws -> (URL, String?) {
        let root = context.package.directoryURL
        func found(_ target: SourceModuleTarget) throws -> URL {
            try SchemaLocator.locate(
                in: target.sourceFiles.map(\.url), targetName: target.name, directory: target.directoryURL,
                packageDirectory: root
            ).schema
        }
        if let targetName {
            guard let target = try context.package.targets(named: [targetName]).first as? SourceModuleTarget else {
                throw PluginError.unknownTarget(targetName)
            }
            return (try found(target), targetName)
        }
        let withSchemas = context.package.targets.compactMap { $0 as? SourceModuleTarget }.compactMap { target in
            (try? found(target)).map { ($0, target.name) }
        }
        if withSchemas.count == 1 { return (withSchemas[0].0, withSchemas[0].1) }
        let topLevel = root.appendingPathComponent(SchemaLocator.schemaFileName)
        if withSchemas.isEmpty, FileManager.default.fileExists(atPath: topLevel.path) { return (topLevel, nil) }
        throw PluginError.usage(
            withSchemas.isEmpty
                ? "no target of this package has a \(SchemaLocator.schemaFileName) (nor a "
                    + "\(SchemaLocator.configFileName)), and there is none at its top level"
                : "several targets have a schema (" + withSchemas.map(\.1).joined(separator: ", ")
                    + "); choose one with --target NAME")
    }
}
