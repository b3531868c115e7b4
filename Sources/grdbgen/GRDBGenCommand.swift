import ArgumentParser
import GRDBGenCore

@main
struct GRDBGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grdbgen",
        abstract: "Generates GRDB records, columns, orderings and migrations from schema.yaml.",
        discussion: """
            Diagnostics are printed as `path:line:column: error: message`, like the Swift compiler.
            A schema with errors writes nothing and exits with a non-zero status.
            """,
        version: GRDBGenVersion.current,
        subcommands: [Generate.self, Check.self]
    )
}

/// Options shared by the subcommands.
struct SchemaOptions: ParsableArguments {
    @Option(name: .long, help: "The schema file.")
    var schema: String = "schema.yaml"

    @Option(name: .long, help: "The directory of the generated Swift files.")
    var output: String = "Generated"

    @Option(name: .long, help: "How the output is split: `files` (one file per record) or `single` (one GRDBGen.swift, as the build plugin does).")
    var layout: SwiftRenderer.Layout = .files

    /// Runs the pipeline, printing diagnostics to standard error.
    func generate() throws -> GeneratedFiles {
        do {
            let source = try SchemaSource.read(path: schema)
            let result = try GeneratorPipeline(layout: layout).run(source)
            Console.printDiagnostics(result.diagnostics)
            return result.files
        } catch let failure as GenerationFailed {
            Console.printDiagnostics(failure.diagnostics)
            let count = failure.diagnostics.filter { $0.severity == .error }.count
            Console.error("\(count) error\(count == 1 ? "" : "s") in \(schema); nothing was written")
            throw ExitCode.failure
        }
    }
}

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Writes the generated Swift files into the output directory.",
        discussion: "All files are written together or none is; files whose content did not change are not rewritten.")

    @OptionGroup var options: SchemaOptions

    @Flag(name: .long, help: "Print nothing when generation succeeds.")
    var quiet = false

    func run() throws {
        let files = try options.generate()
        let directory = OutputDirectory(path: options.output)
        do {
            let written = try directory.write(files)
            if quiet {
                return
            } else if written.isEmpty {
                print("\(options.output) is up to date")
            } else {
                for difference in written {
                    switch difference {
                    case .stale(let name): print("removed \(options.output)/\(name)")
                    case .changed(let name), .missing(let name): print("wrote \(options.output)/\(name)")
                    }
                }
            }
        } catch {
            Console.error(error.description)
            throw ExitCode.failure
        }
    }
}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Checks the schema, and that the output directory holds exactly what generate would write.",
        discussion: "Exits with a non-zero status and lists the files that differ when it does not.")

    @OptionGroup var options: SchemaOptions

    func run() throws {
        let files = try options.generate()
        do {
            let differences = try OutputDirectory(path: options.output).differences(from: files)
            guard differences.isEmpty else {
                for difference in differences {
                    Console.error("\(options.output)/\(difference)")
                }
                Console.error("\(options.output) is not up to date with \(options.schema); run `grdbgen generate`")
                throw ExitCode.failure
            }
            print("\(options.schema) is valid and \(options.output) is up to date")
        } catch let error as OutputDirectory.WriteError {
            Console.error(error.description)
            throw ExitCode.failure
        }
    }
}

extension SwiftRenderer.Layout: ExpressibleByArgument {}
