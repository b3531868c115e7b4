import Foundation

/// GRDBGenRuntime's sources, written beside the generated files (`grdbgen generate --runtime
/// embedded`), for an app whose GRDB is a build of its own — a SQLCipher build, a fork under another
/// package identity — and which therefore cannot depend on GRDBGenRuntime (SwiftPM would hold two
/// GRDBs). The app's target then compiles the runtime with the generated code, against its GRDB:
///
/// ```swift
/// let files = try EmbeddedRuntime.files(from: EmbeddedRuntime.sourcesDirectory())
/// // GRDBGenRuntime.FastPath.swift, GRDBGenRuntime.RecordsRequest.swift, GRDBGenSQL.QueryPieceSQL.swift…
/// ```
///
/// Each file is a runtime source as it is, under a header that marks it generated (so that a later
/// generation replaces or removes it), without its imports of the embedded modules (GRDBGenSQL,
/// GRDBGenRuntime), whose declarations are then the target's own, and with its `package`
/// declarations internal. grdbgen embeds the sources of
/// the package it was built from; `GRDBGEN_SOURCES` names another Sources folder.
public enum EmbeddedRuntime {
    /// The modules embedded, in order: the runtime, and the modules of GRDBGen it imports.
    public static let modules = ["GRDBGenRuntime", "GRDBGenAdoption", "GRDBGenSQL"]

    /// A runtime that cannot be embedded: its sources are not where grdbgen looks for them.
    public struct MissingSources: Error, CustomStringConvertible {
        /// What is missing, and how to say where the sources are.
        public let description: String
    }

    /// The Sources folder of the package grdbgen was built from, or the one `GRDBGEN_SOURCES` names.
    public static func sourcesDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let path = environment["GRDBGEN_SOURCES"] { return URL(fileURLWithPath: path) }
        // This file is Sources/GRDBGenCore/Output/EmbeddedRuntime.swift.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The command that writes the runtime's sources again, in their headers: by default that of
    /// a runtime embedded in a store target; `grdbgen runtime` names its own.
    public static let embeddedCommand = "grdbgen generate --runtime embedded"

    /// The embedded files: each Swift source of ``modules`` in `directory`, named
    /// `GRDBGenRuntime.FastPath.swift`, in the order of ``modules`` then of their names, under a
    /// header that names `command`, which writes them again.
    public static func files(
        from directory: URL, command: String = embeddedCommand
    ) throws(MissingSources) -> [GeneratedFiles.File] {
        var files: [GeneratedFiles.File] = []
        for module in modules {
            let folder = directory.appendingPathComponent(module)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
                throw MissingSources(
                    description: "cannot embed the runtime: no \(module) sources in \(directory.path) (grdbgen "
                        + "embeds those of the package it was built from; set GRDBGEN_SOURCES to the Sources folder "
                        + "of a GRDBGen checkout of version \(GRDBGenVersion.current))")
            }
            for name in names.filter({ $0.hasSuffix(".swift") }).sorted() {
                guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else {
                    throw MissingSources(description: "cannot embed the runtime: cannot read \(module)/\(name)")
                }
                files.append(
                    GeneratedFiles.File(
                        name: "\(module).\(name)", contents: embedded(text, name: name, of: module, command: command)))
            }
        }
        return files
    }

    /// The runtime's files that only some schemas need, each embedded when the generated code, or
    /// another of these files embedded, names one of its declarations (``declaredNames(_:_:)``): a
    /// key stored as UUID text, a `json` column, timestamps, Unix time, a baseline… No other
    /// runtime file names theirs (EmbeddedRuntimeTests checks it), so a schema without the feature
    /// compiles without the file.
    static let optionalFiles = Set(
        [
            "Baseline+Adoption", "CalendarDate", "DatabaseStore+Functions", "DatabaseStore+UUIDCase", "GroupedRequest",
            "RowIDRecord", "StableJSON", "StoredText", "StoredText+Array", "StoredText+JSON",
            "StoredUUID", "Timestamping", "UnixTimestamp",
        ].map { "GRDBGenRuntime.\($0).swift" } + ["Adoption", "OlderFileShape"].map { "GRDBGenAdoption.\($0).swift" })

    /// A generated file.
    public typealias File = GeneratedFiles.File

    /// The embedded files that `generated` needs: every file of `files` but the ``optionalFiles``
    /// that neither the generated code nor an optional file embedded names.
    public static func files(_ files: [File], neededBy generated: [File]) -> [File] {
        var named = Set(generated.flatMap { identifiers(in: $0.contents) })
        var needed = Set(files.map(\.name)).subtracting(optionalFiles)
        let runtimeTypes = Set(files.flatMap { topLevelNames($0.contents) })
        let declared = Dictionary(
            uniqueKeysWithValues: files.map { ($0.name, declaredNames($0.contents, runtimeTypes)) })
        var found = true
        while found {
            found = false
            for file in files
            where !needed.contains(file.name) && !declared[file.name, default: []].isDisjoint(with: named) {
                needed.insert(file.name)
                named.formUnion(identifiers(in: file.contents))
                found = true
            }
        }
        return files.filter { needed.contains($0.name) }
    }

    /// The names a file declares for other files to name: its top-level declarations, the runtime's
    /// types it gives a conformance (`extension Baseline: AdoptingBaseline`), and the members,
    /// but private ones, it adds to a type declared elsewhere (`extension RowReader { public func
    /// decodeJSON… }`). A name too many only embeds a file more; one too few would leave one out.
    static func declaredNames(_ text: String, _ runtimeTypes: Set<String>) -> Set<String> {
        let topLevel = topLevelNames(text)
        var names = topLevel, extending: String?
        for line in text.split(separator: "\n") where !line.hasPrefix("     ") {
            if line.hasPrefix("extension ") {
                let type = line.dropFirst("extension ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                extending = topLevel.contains(String(type)) ? nil : String(type)
                if let extending, runtimeTypes.contains(extending),
                    line.dropFirst("extension ".count + type.count).hasPrefix(":")
                {
                    names.insert(extending)
                }
            } else if !line.hasPrefix(" "), !line.hasPrefix("//") {
                extending = nil
            } else if extending != nil, !line.contains("private "),
                let name = line.prefixMatch(of: declaration)?.output[1].substring
            {
                names.insert(String(name))
            }
        }
        return names
    }

    /// The names of a file's top-level declarations.
    static func topLevelNames(_ text: String) -> Set<String> {
        Set(
            text.split(separator: "\n").filter { !$0.hasPrefix(" ") }.compactMap { line in
                line.prefixMatch(of: declaration)?.output[1].substring.map(String.init)
            })
    }

    /// A declaration, after its attributes and modifiers: its name is the match's first capture.
    nonisolated(unsafe) static let declaration = try! Regex(
        #"(?:\s*(?:@\w+(?:\(\w+\))?|public|package|private|fileprivate|static|final|mutating))*"#
            + #"\s*(?:struct|enum|class|protocol|typealias|func|var|let|actor)\s+(\w+)"#)

    /// The identifiers of Swift source, its comments left out.
    static func identifiers(in text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") {
            let code = line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line
            for match in code.matches(of: /[A-Za-z_][A-Za-z0-9_]*/) { names.insert(String(match.0)) }
        }
        return names
    }

    /// A source as embedded: the generated header, the source without its imports of ``modules``.
    static func embedded(_ text: String, name: String, of module: String, command: String = embeddedCommand) -> String {
        let header = [
            "\(FileHeader.marker) \(GRDBGenVersion.current): \(module)/\(name), embedded — do not edit.",
            "// Run `\(command)` again to update it.",
        ]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            !modules.contains { module in
                line == "import \(module)" || line.hasPrefix("@_spi(") && line.hasSuffix(") import \(module)")
            }
        }.map(internalized)
        return (header + lines).joined(separator: "\n")
    }

    /// A line whose declaration is `package` (what GRDBGen's own modules share), made internal: in
    /// the app's one module it is the same, and a target built without a package name (an Xcode
    /// app target) does not know `package`.
    static func internalized(_ line: Substring) -> String {
        let indent = line.prefix { $0 == " " }
        guard line.dropFirst(indent.count).hasPrefix("package ") else { return String(line) }
        return String(indent) + line.dropFirst(indent.count + "package ".count)
    }
}
