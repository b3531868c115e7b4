import Foundation

/// What the command plugins read in the package's `Package.swift`: which targets run the build
/// tool plugin. SwiftPM does not tell a command plugin which plugins a target uses, so the
/// manifest's text is read: the declaration of a target (from its `name: "…"` to the next
/// target) that names `GRDBGenPlugin`.
enum PackageManifest {
    /// Whether the target named `target` lists GRDBGenPlugin among its plugins.
    static func targetRunsBuildPlugin(_ target: String, manifest: String) -> Bool {
        // Not `.plugin(`: it also starts each use of a plugin in a target's `plugins:`.
        let declarations = [
            ".target(", ".executableTarget(", ".testTarget(", ".macro(", ".binaryTarget(", ".systemLibrary(",
        ]
        // Split the manifest at each target declaration.
        var starts: [String.Index] = []
        for declaration in declarations {
            var searchStart = manifest.startIndex
            while let found = manifest.range(of: declaration, range: searchStart..<manifest.endIndex) {
                starts.append(found.lowerBound)
                searchStart = found.upperBound
            }
        }
        starts.sort()
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1] : manifest.endIndex
            let declaration = manifest[start..<end]
            // The first `name:` of a declaration is the target's (later ones name products).
            guard let name = declaration.range(of: #"name:\s*"[^"]*""#, options: .regularExpression) else { continue }
            let quoted = declaration[name].drop { $0 != "\"" }
            if quoted == "\"\(target)\"", declaration.contains("\"GRDBGenPlugin\"") { return true }
        }
        return false
    }

    /// Whether the target runs the build plugin, reading the manifest of the package at `root`.
    static func targetRunsBuildPlugin(_ target: String, packageDirectory root: URL) -> Bool {
        guard let text = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8) else {
            return false
        }
        return targetRunsBuildPlugin(target, manifest: text)
    }
}
