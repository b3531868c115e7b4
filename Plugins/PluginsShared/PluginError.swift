import Foundation

/// Errors of the GRDBGen plugins, printed by SwiftPM.
enum PluginError: Error, CustomStringConvertible {
    case noSchema(target: String, directory: String?, nearMisses: [SchemaLocator.NearMiss])
    case severalSchemas(target: String, files: [String])
    case invalidConfig(path: String, reason: String)
    case unknownTarget(String)
    case generatorFailed(status: Int32)
    case outputInBuildPluginTarget(output: String, target: String)
    case usage(String)

    var description: String {
        switch self {
        case let .noSchema(target, directory, nearMisses):
            "target '\(target)' has no \(SchemaLocator.schemaFileName) nor \(SchemaLocator.configFileName)"
                + (directory.map { " (GRDBGen looked among the files of \($0))" } ?? "")
                + (nearMisses.isEmpty
                    ? "; add \(SchemaLocator.schemaFileName) beside its sources, or \(SchemaLocator.configFileName) "
                        + "naming a schema elsewhere: { \"schema\": \"../../schema.yaml\" }"
                    : nearMisses.map { "; found \($0.file.path): \($0.fix)" }.joined())
        case .severalSchemas(let target, let files):
            "target '\(target)' has several schemas (\(files.joined(separator: ", "))); keep one"
        case .invalidConfig(let path, let reason):
            "\(path):1:1: error: invalid GRDBGen configuration: \(reason)"
        case .unknownTarget(let name):
            "no target named '\(name)' in this package"
        case .generatorFailed(let status):
            "grdbgen failed with exit status \(status)"
        case let .outputInBuildPluginTarget(output, target):
            "nothing was written: \(output) is inside target '\(target)', which runs GRDBGenPlugin at build "
                + "time, so every record would be defined twice ('invalid redeclaration'); the build plugin "
                + "already generates the code (nothing to commit), or remove GRDBGenPlugin from the "
                + "target's `plugins:` to commit generated files instead"
        case .usage(let message):
            message
        }
    }
}
