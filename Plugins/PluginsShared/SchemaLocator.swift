import Foundation

/// Finds the schema of a target: a `schema.yaml` among its files, or a `grdbgen.json` that points
/// to one elsewhere in the package.
///
/// `grdbgen.json`, beside the target's sources:
///
/// ```json
/// { "schema": "../../schema.yaml" }
/// ```
///
/// The path is relative to the directory of `grdbgen.json`.
enum SchemaLocator {
    /// The name of the schema file the plugins look for.
    static let schemaFileName = "schema.yaml"
    /// The name of the configuration file that points to a schema elsewhere.
    static let configFileName = "grdbgen.json"

    /// What the plugins found for a target.
    struct Found {
        /// The schema file.
        var schema: URL
        /// The configuration file, when the schema was found through one.
        var config: URL?

        /// The files whose change must rerun the generator.
        var inputs: [URL] { [schema] + (config.map { [$0] } ?? []) }
    }

    private struct Config: Decodable {
        var schema: String
    }

    /// Finds the schema among the files of a target.
    static func locate(in files: [URL], targetName: String) throws -> Found {
        let schemas = files.filter { $0.lastPathComponent == schemaFileName }
        let configs = files.filter { $0.lastPathComponent == configFileName }
        if schemas.count + configs.count > 1 {
            throw PluginError.severalSchemas(target: targetName, files: (schemas + configs).map(\.path))
        }
        if let schema = schemas.first {
            return Found(schema: schema, config: nil)
        }
        guard let config = configs.first else {
            throw PluginError.noSchema(target: targetName)
        }
        let decoded: Config
        do {
            decoded = try JSONDecoder().decode(Config.self, from: Data(contentsOf: config))
        } catch {
            throw PluginError.invalidConfig(path: config.path, reason: "\(error)")
        }
        let schema = URL(fileURLWithPath: decoded.schema, relativeTo: config.deletingLastPathComponent())
            .standardizedFileURL
        guard FileManager.default.fileExists(atPath: schema.path) else {
            throw PluginError.invalidConfig(path: config.path, reason: "no schema file at \(schema.path)")
        }
        return Found(schema: schema, config: config)
    }
}
