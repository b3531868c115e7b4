import ArgumentParser
import Foundation
import GRDBGenCore

struct Import: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Writes schema.yaml and schema.lock from an existing SQLite database or SQL script.",
        discussion: """
            `grdbgen import --database app.sqlite` reads the file without changing it; `grdbgen import --sql \
            schema.sql` runs the script in an empty in-memory database. Every table, column, key, index, \
            foreign key, view, trigger and FTS5 search index that schema.yaml can express is written, and \
            migration `baseline` creates them, its steps kept in schema.lock; what it cannot express is printed \
            as a warning. `--database` given again names files of the app in older shapes: the baseline's \
            `olderFiles:` says how they differ, and the store adopts them too. An existing schema file or lock \
            is only replaced with --force.
            """)

    @Option(
        name: .long,
        help: ArgumentHelp(
            "An SQLite database file, opened read-only. Given again, files of the app in older shapes: the baseline "
                + "adopts them too (olderFiles:).", valueName: "file"))
    var database: [String] = []

    @Option(name: .long, help: ArgumentHelp("A script of CREATE statements.", valueName: "file"))
    var sql: String?

    @Option(name: .long, help: "The schema file to write.")
    var schema: String = "schema.yaml"

    @Option(name: .long, help: "The name of the generated store type.")
    var store: String = "AppDatabase"

    @Option(name: .long, help: "The access level of the generated code: `internal` or `public` (for a library target).")
    var access: SwiftOptions.AccessLevel = .internal

    @Flag(name: .long, help: "Prints the schema instead of writing it.")
    var dryRun = false

    @Flag(name: .long, help: "Replaces an existing schema file.")
    var force = false

    func validate() throws {
        if database.isEmpty == (sql == nil) {
            throw ValidationError("give one source: --database FILE or --sql FILE")
        }
    }

    func run() async throws {
        let result: SchemaImporter.Result
        let errors: [Diagnostic]
        do {
            (result, errors) = try await SchemaImporter.validated(schemaPath: schema) { leavingOut in
                if let first = database.first {
                    try SchemaImporter.importSchema(
                        databaseAt: first, olderFiles: Array(database.dropFirst()), store: store, access: access,
                        leavingOut: leavingOut)
                } else {
                    try SchemaImporter.importSchema(
                        sqlScriptAt: sql!, store: store, access: access, leavingOut: leavingOut)
                }
            }
        } catch {
            Console.error("\(error)")
            throw ExitCode.failure
        }
        let source = database.first ?? sql!
        for warning in result.warnings {
            Console.warning(warning, in: source)
        }
        for note in result.notes {
            Console.note(note, in: source)
        }
        // What import writes must generate: checked as `grdbgen check` would, a table refused left out.
        guard errors.isEmpty else {
            Console.printDiagnostics(errors)
            Console.error(
                "the imported schema does not validate, and the errors are in no table it could leave out (a bug of "
                    + "grdbgen: please report it, with the source); nothing was written"
            )
            throw ExitCode.failure
        }
        if dryRun {
            print(result.text, terminator: "")
            return
        }
        // The lock keeps the baseline's steps: written with the schema.
        let lockPath = LockFile.path(forSchema: schema)
        for path in [schema, lockPath] where FileManager.default.fileExists(atPath: path) && !force {
            Console.error("\(path) exists; give --force to replace it, or --schema another path; nothing was written")
            throw ExitCode.failure
        }
        do {
            // The folder of the schema, made if it is not there yet.
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: schema).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(result.text.utf8).write(to: URL(fileURLWithPath: schema), options: .atomic)
            try result.lock?.write(by: "grdbgen import")
        } catch {
            Console.error("cannot write \(schema) and \(lockPath): \(error.localizedDescription)")
            throw ExitCode.failure
        }
        let counts = [(result.warnings.count, "warning"), (result.notes.count, "note")].filter { $0.0 > 0 }
            .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        // Every file read, and what the baseline declares of the older ones.
        let older = database.dropFirst()
        let olderSaid =
            older.isEmpty
            ? ""
            : ", and the baseline's olderFiles: from \(older.joined(separator: ", ")) ("
                + (result.olderFiles.isEmpty
                    ? "of today's shape: nothing to declare" : result.olderFiles.joined(separator: ", "))
                + ")"
        print(
            "wrote \(schema) and \(lockPath) from \(source)" + olderSaid
                + (counts.isEmpty ? "" : " (\(counts.joined(separator: ", ")))")
                + "; next: grdbgen generate --schema \(schema)"
        )
    }
}
