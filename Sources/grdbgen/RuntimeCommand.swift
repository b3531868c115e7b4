import ArgumentParser
import Foundation
import GRDBGenCore

/// `grdbgen runtime`: writes GRDBGenRuntime's sources as a module of the app's own package, for an
/// app on a GRDB of its own (a SQLCipher build, a fork): one copy for all its stores, which import
/// it as they would GRDBGen's (`import GRDBGenRuntime`).
struct RuntimeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "runtime",
        abstract: "Writes GRDBGenRuntime's sources as a module of the app, for an app on a GRDB of its own.",
        discussion: """
            The folder becomes a target named GRDBGenRuntime that depends on the app's GRDB; each store target \
            depends on it and is generated with the default `--runtime module`. All files are written together \
            or none is. With --check, nothing is written: the command fails when the folder differs.
            """)

    @Option(name: .long, help: "The folder of the runtime module's sources.")
    var output: String = "Sources/GRDBGenRuntime"

    @Flag(name: .long, help: "Write nothing; fail when the folder is not what this grdbgen writes.")
    var check = false

    @Flag(name: .long, help: "Print nothing when writing succeeds.")
    var quiet = false

    /// The command that writes `output` again, named in each file's header.
    static func command(output: String) -> String { "grdbgen runtime --output \(output)" }

    func run() async throws {
        let files: [GeneratedFiles.File]
        do {
            files = try EmbeddedRuntime.files(
                from: EmbeddedRuntime.sourcesDirectory(), command: Self.command(output: output))
        } catch {
            Console.error(error.description)
            throw ExitCode.failure
        }
        let directory = OutputDirectory(path: output)
        do {
            if check {
                let differences = try directory.differences(from: GeneratedFiles(files: files))
                for difference in differences { Console.error("\(output)/\(difference)") }
                guard differences.isEmpty else {
                    Console.error(
                        "\(output) is not the runtime of grdbgen \(GRDBGenVersion.current); run "
                            + "`\(Self.command(output: output))`")
                    throw ExitCode.failure
                }
                if !quiet { print("\(output) is the runtime of grdbgen \(GRDBGenVersion.current)") }
                return
            }
            let written = try directory.write(GeneratedFiles(files: files))
            if !quiet {
                print(
                    written.isEmpty
                        ? "\(output) is up to date"
                        : "wrote the runtime of grdbgen \(GRDBGenVersion.current) in \(output) (\(files.count) files)")
            }
        } catch let error as OutputDirectory.WriteError {
            Console.error(error.description)
            throw ExitCode.failure
        }
    }

    /// Whether the folder holds a runtime that `grdbgen generate --runtime embedded` wrote.
    static func holdsEmbeddedRuntime(_ folder: String) -> Bool {
        swiftFiles(folder).contains { name in EmbeddedRuntime.modules.contains { name.hasPrefix($0 + ".") } }
    }

    /// Whether the folder holds Swift files.
    static func holdsGeneratedFiles(_ folder: String) -> Bool { !swiftFiles(folder).isEmpty }

    private static func swiftFiles(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }
    }
}
