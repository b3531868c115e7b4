import Foundation
import PackagePlugin

/// The command plugin: writes the generated code into a directory of the package, for teams
/// that commit it.
///
/// ```sh
/// swift package --allow-writing-to-package-directory generate-records
/// swift package --allow-writing-to-package-directory generate-records \
///     --target MyStore --output Sources/MyStore/Generated
/// ```
///
/// Without `--target`, the package's top-level schema.yaml is generated into `Generated/`.
/// With `--target NAME`, that target's schema is generated into `Generated/NAME`.
@main
struct GRDBGenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let output = extractor.extractOption(named: "output").last
        let root = context.package.directoryURL
        let tool = try context.tool(named: "grdbgen").url
        /// A path given on the command line: absolute, or relative to the package.
        func resolve(_ path: String) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
        }

        var jobs: [(schema: URL, output: URL)] = []
        if targetNames.isEmpty {
            let schema = root.appendingPathComponent(SchemaLocator.schemaFileName)
            jobs.append((schema, resolve(output ?? "Generated")))
        } else {
            for name in targetNames {
                guard let target = try context.package.targets(named: [name]).first as? SourceModuleTarget else {
                    throw PluginError.unknownTarget(name)
                }
                let found = try SchemaLocator.locate(
                    in: target.sourceFiles.map(\.url), targetName: name, directory: target.directoryURL,
                    packageDirectory: root)
                let directory = output.map { targetNames.count == 1 ? $0 : "\($0)/\(name)" } ?? "Generated/\(name)"
                jobs.append((found.schema, resolve(directory)))
            }
        }
        // Files written into a target that also runs the build plugin would define every record twice.
        for job in jobs {
            for case let target as SourceModuleTarget in context.package.targets {
                let folder = target.directoryURL.standardizedFileURL.path + "/"
                guard (job.output.standardizedFileURL.path + "/").hasPrefix(folder),
                    PackageManifest.targetRunsBuildPlugin(target.name, packageDirectory: root)
                else { continue }
                throw PluginError.outputInBuildPluginTarget(output: job.output.path, target: target.name)
            }
        }
        for job in jobs {
            let process = Process()
            process.executableURL = tool
            process.arguments = ["generate", "--schema", job.schema.path, "--output", job.output.path]
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw PluginError.generatorFailed(status: process.terminationStatus)
            }
        }
    }
}
