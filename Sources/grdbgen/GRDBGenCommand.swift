import ArgumentParser
import Foundation
import GRDBGenCore

@main
struct GRDBGenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grdbgen",
        abstract: "Generates GRDB records, columns, orderings and migrations from schema.yaml.",
        discussion: """
            Diagnostics are printed as `path:line:column: error: message`, like the Swift compiler.
            A schema with errors writes nothing and exits with a non-zero status.
            """,
        version: GRDBGenVersion.current,
        subcommands: [
            Generate.self, Check.self, Migrate.self, Lock.self, Import.self, RuntimeCommand.self,
            JSONSchemaCommand.self, PluginErrorCommand.self,
        ]
    )
}

/// Options shared by the subcommands.
struct SchemaOptions: ParsableArguments {
    @Option(name: .long, help: "The schema file.")
    var schema: String = "schema.yaml"

    @Option(name: .long, help: "The directory of the generated Swift files.")
    var output: String = "Generated"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "How the output is split: `files` (one file per record) or `single` (one GRDBGen.swift, as the "
                + "build plugin does).")
    )
    var layout: SwiftRenderer.Layout = .files

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Where the generated code finds GRDBGenRuntime: `module` (it imports GRDBGenRuntime: GRDBGen's, or "
                + "the app's own module that `grdbgen runtime` writes) or `embedded` (the runtime's sources written "
                + "beside it). Default: the mode of what the output directory holds, else `module`.")
    )
    var runtime: SwiftRenderer.Runtime?

    /// The runtime mode: the one asked for, else the one the output directory holds (a runtime
    /// embedded there before), else `module`.
    var resolvedRuntime: SwiftRenderer.Runtime { runtime ?? foundRuntime }

    /// The mode the output directory holds: `embedded` when a runtime is embedded there.
    var foundRuntime: SwiftRenderer.Runtime { RuntimeCommand.holdsEmbeddedRuntime(output) ? .embedded : .module }

    /// What to say of the mode: that the output's is kept, or that it changes, as asked; nil when
    /// there is nothing to say.
    var runtimeNote: String? {
        switch (runtime, foundRuntime) {
        case (nil, .embedded):
            return "note: \(output) holds an embedded runtime: kept (`--runtime module` removes it)"
        case (.module?, .embedded):
            return "note: \(output) held an embedded runtime: removed, as `--runtime module` asks; the target now "
                + "imports GRDBGenRuntime"
        case (.embedded?, .module) where RuntimeCommand.holdsGeneratedFiles(output):
            return "note: \(output) now embeds the runtime, as `--runtime embedded` asks; the next `generate` keeps it"
        default:
            return nil
        }
    }

    @Option(name: .long, help: "The lock file (default: schema.lock beside the schema).")
    var lock: String?

    var lockPath: String { lock ?? LockFile.path(forSchema: schema) }

    /// The lock file, if there is one; exits on a malformed one.
    func readLock() throws -> LockFile? {
        let diagnostics = DiagnosticCollector()
        let lock = LockFile.read(path: lockPath, diagnostics: diagnostics)
        if diagnostics.hasErrors {
            Console.printDiagnostics(diagnostics.diagnostics)
            throw ExitCode.failure
        }
        return lock
    }

    /// Runs the pipeline, printing diagnostics to standard error.
    func generate(lock: LockFile?) async throws -> GeneratorPipeline.Output {
        do {
            let source = try SchemaSource.read(path: schema)
            let runtime = resolvedRuntime
            var result = try await GeneratorPipeline(layout: layout, runtime: runtime).run(source, lock: lock)
            Console.printDiagnostics(result.diagnostics)
            if runtime == .embedded {
                do {
                    let runtime = try EmbeddedRuntime.files(from: EmbeddedRuntime.sourcesDirectory())
                    result.files.files += EmbeddedRuntime.files(runtime, neededBy: result.files.files)
                } catch {
                    Console.error(error.description)
                    throw ExitCode.failure
                }
            }
            return result
        } catch let failure as GenerationFailed {
            Console.printDiagnostics(failure.diagnostics)
            let count = failure.diagnostics.filter { $0.severity == .error }.count
            Console.error("\(count) error\(count == 1 ? "" : "s") in \(schema); nothing was written")
            throw ExitCode.failure
        }
    }
}

struct Generate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Writes the generated Swift files into the output directory, and locks new migrations.",
        discussion: """
            All files are written together or none is; files whose content did not change are not rewritten.
            New migrations are appended to the lock file; locked migrations that changed are errors.
            """)

    @OptionGroup var options: SchemaOptions

    @Flag(name: .long, help: "Print nothing when generation succeeds.")
    var quiet = false

    @Flag(name: .long, help: "Check the lock file but do not write it (as the build plugin does).")
    var noUpdateLock = false

    func run() async throws {
        let lock = try options.readLock()
        let result = try await options.generate(lock: lock)
        let directory = OutputDirectory(path: options.output)
        let note = options.runtimeNote
        do {
            let written = try directory.write(result.files)
            if let note { Console.error(note) }
            if !quiet {
                if written.isEmpty { print("\(options.output) is up to date") }
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
        guard !noUpdateLock, result.lock != lock else { return }
        do {
            try result.lock.write()
        } catch {
            Console.error("cannot write \(options.lockPath): \(error.localizedDescription)")
            throw ExitCode.failure
        }
        if !quiet {
            for entry in result.lock.entries.dropFirst(lock?.entries.count ?? 0) {
                print("locked migration \(entry.id) in \(options.lockPath)")
            }
        }
    }
}

struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Checks the schema (in SQLite too), the lock file, and that the output directory holds exactly what "
            + "generate would write.",
        discussion: "Exits with a non-zero status and lists what differs when it does not.")

    @OptionGroup var options: SchemaOptions

    func run() async throws {
        let lock = try options.readLock()
        let result = try await options.generate(lock: lock)
        var failed = false
        let differences: [OutputDirectory.Difference]
        do {
            differences = try OutputDirectory(path: options.output).differences(from: result.files)
        } catch {
            Console.error(error.description)
            throw ExitCode.failure
        }
        for difference in differences {
            Console.error("\(options.output)/\(difference)")
        }
        if !differences.isEmpty {
            let mode = options.resolvedRuntime
            let keeps = mode == .embedded ? " --runtime embedded" : ""
            Console.error(
                "\(options.output) is not up to date with \(options.schema) (runtime: \(mode.rawValue)); "
                    + "run `grdbgen generate\(keeps)`")
            failed = true
        }
        let unlocked = result.lock.entries.dropFirst(lock?.entries.count ?? 0)
        if !unlocked.isEmpty {
            let ids = unlocked.map { "`\($0.id)`" }.joined(separator: ", ")
            Console.error(
                "\(options.lockPath) does not lock \(ids) yet; run `grdbgen lock` (or `grdbgen generate`) and "
                    + "commit the lock file"
            )
            failed = true
        }
        if failed { throw ExitCode.failure }
        print(
            "\(options.schema) is valid, \(options.lockPath) locks every migration, and \(options.output) is up to date"
        )
    }
}

struct Lock: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Locks the schema's migrations, without generating code; or unlocks drafts that were never released.",
        discussion: """
            `grdbgen lock` checks the schema (in SQLite too) and appends every migration the lock file does not \
            lock yet: do it before a release, and commit the lock file. Locked migrations may not change.
            `grdbgen lock --unlock ID` removes ID from the lock file: use it only for a migration that no \
            released database has run. The next `grdbgen lock` (or `generate`) locks it again, with its new steps.
            """)

    @OptionGroup var options: SchemaOptions

    @Option(name: .long, help: "A migration id to unlock (repeatable).")
    var unlock: [String] = []

    func run() async throws {
        if unlock.isEmpty {
            try await lockAll()
        } else {
            try unlockDrafts()
        }
    }

    /// Appends the migrations that are not locked yet.
    func lockAll() async throws {
        let lock = try options.readLock()
        let result = try await options.generate(lock: lock)
        let added = result.lock.entries.dropFirst(lock?.entries.count ?? 0)
        guard !added.isEmpty else {
            print("\(options.lockPath) locks every migration of \(options.schema)")
            return
        }
        do {
            try result.lock.write(by: "grdbgen lock")
        } catch {
            Console.error("cannot write \(options.lockPath): \(error.localizedDescription)")
            throw ExitCode.failure
        }
        for entry in added {
            print("locked migration \(entry.id) in \(options.lockPath)")
        }
    }

    /// Removes migrations from the lock file, keeping the locked ones in order.
    func unlockDrafts() throws {
        guard var lock = try options.readLock() else {
            Console.error("there is no lock file at \(options.lockPath)")
            throw ExitCode.failure
        }
        var positions: [Int] = []
        for id in unlock {
            guard let index = lock.entries.firstIndex(where: { $0.id == id }) else {
                Console.error("migration `\(id)` is not locked in \(options.lockPath)")
                throw ExitCode.failure
            }
            positions.append(index)
        }
        // Locked migrations keep their order: a later locked one means a released database
        // ran this one too.
        if let first = positions.min() {
            let later = lock.entries[first...].map(\.id).filter { !unlock.contains($0) }
            if !later.isEmpty {
                let list = later.map { "`\($0)`" }.joined(separator: ", ")
                let flags = later.map { "--unlock \($0)" }.joined(separator: " ")
                Console.error(
                    "migration `\(lock.entries[first].id)` comes before the locked \(list): a database that ran "
                        + "those ran it too; unlock them as well if none was released (\(flags)); nothing was changed")
                throw ExitCode.failure
            }
        }
        // An unlocked baseline's steps follow tables: again.
        if positions.contains(0) { lock.baselineSteps = nil }
        lock.entries = lock.entries.enumerated().filter { !positions.contains($0.offset) }.map(\.element)
        do {
            try lock.write(by: "grdbgen lock --unlock")
        } catch {
            Console.error("cannot write \(options.lockPath): \(error.localizedDescription)")
            throw ExitCode.failure
        }
        for id in unlock { print("unlocked migration \(id)") }
    }
}

extension SwiftRenderer.Layout: ExpressibleByArgument {}
extension SwiftRenderer.Runtime: ExpressibleByArgument {}
extension SwiftOptions.AccessLevel: ExpressibleByArgument {}
