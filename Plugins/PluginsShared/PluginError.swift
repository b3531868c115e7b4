import Foundation

/// Errors of the GRDBGen plugins, printed by SwiftPM.
enum PluginError: Error, CustomStringConvertible {
    case noSchema(target: String)
    case severalSchemas(target: String, files: [String])
    case invalidConfig(path: String, reason: String)
    case unknownTarget(String)
    case generatorFailed(status: Int32)

    var description: String {
        switch self {
        case .noSchema(let target):
            "target '\(target)' has no \(SchemaLocator.schemaFileName) nor \(SchemaLocator.configFileName); add one beside its sources to use GRDBGenPlugin"
        case .severalSchemas(let target, let files):
            "target '\(target)' has several schemas (\(files.joined(separator: ", "))); keep one"
        case .invalidConfig(let path, let reason):
            "\(path):1:1: error: invalid GRDBGen configuration: \(reason)"
        case .unknownTarget(let name):
            "no target named '\(name)' in this package"
        case .generatorFailed(let status):
            "grdbgen failed with exit status \(status)"
        }
    }
}
