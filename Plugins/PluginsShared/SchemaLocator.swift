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

    /// Finds the schema among the files of a target. `directory` is the target's folder and
    /// `packageDirectory` the package's: when there is no schema, the error names where the plugin
    /// looked and the near misses it saw (`schema.yml`, `Schema.yaml`, a schema one folder up).
    static func locate(
        in files: [URL], targetName: String, directory: URL? = nil, packageDirectory: URL? = nil
    ) throws -> Found {
        let schemas = files.filter { $0.lastPathComponent == schemaFileName }
        let configs = files.filter { $0.lastPathComponent == configFileName }
        if schemas.count + configs.count > 1 {
            throw PluginError.severalSchemas(target: targetName, files: (schemas + configs).map(\.path))
        }
        if let schema = schemas.first {
            return Found(schema: schema, config: nil)
        }
        guard let config = configs.first else {
            throw PluginError.noSchema(
                target: targetName, directory: directory?.path,
                nearMisses: nearMisses(in: files, directory: directory, packageDirectory: packageDirectory))
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

    /// Files that look meant to be the schema: another spelling among the target's files, or a
    /// schema in a folder above the target (up to the package).
    static func nearMisses(in files: [URL], directory: URL?, packageDirectory: URL?) -> [NearMiss] {
        var misses: [NearMiss] = []
        // SwiftPM may leave files it does not handle out of a target's files: the folder too.
        let listed =
            directory.flatMap { try? FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil) }
            ?? []
        let candidates = Set((files + listed).map(\.standardizedFileURL.path)).sorted().map { URL(fileURLWithPath: $0) }
        for file in candidates {
            let name = file.lastPathComponent
            let lower = name.lowercased()
            if ["schema.yaml", "schema.yml", "grdbgen.json"].contains(lower) || lower.hasSuffix(".schema.yaml")
                || lower == "schema.yaml.txt"
            {
                let fix =
                    name == schemaFileName || name == configFileName
                    ? "it is not among the target's files: remove it from the target's `exclude:`"
                    : "rename it to \(lower.hasSuffix("json") ? configFileName : schemaFileName)"
                misses.append(NearMiss(file: file, fix: fix))
            }
        }
        guard var folder = directory?.standardizedFileURL else { return misses }
        let top = packageDirectory?.standardizedFileURL
        // The folders above the target, up to the package's.
        while let top, folder.path.count > top.path.count, folder.path.hasPrefix(top.path) {
            folder = folder.deletingLastPathComponent().standardizedFileURL
            for name in [schemaFileName, "schema.yml"] {
                let candidate = folder.appendingPathComponent(name)
                guard FileManager.default.fileExists(atPath: candidate.path) else { continue }
                let relative = relativePath(from: directory!.standardizedFileURL, to: candidate)
                misses.append(
                    NearMiss(
                        file: candidate,
                        fix: "move it into the target, or add \(configFileName) beside the target's sources: "
                            + "{ \"schema\": \"\(relative)\" }"))
            }
        }
        return misses
    }

    /// `../../schema.yaml`: the path of `file` from `folder`, both inside one package.
    static func relativePath(from folder: URL, to file: URL) -> String {
        let from = folder.pathComponents, to = file.pathComponents
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
    }

    /// A file that looks meant to be the schema, and how to make the plugin find it.
    struct NearMiss {
        var file: URL
        var fix: String
    }
}
