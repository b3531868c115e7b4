import ArgumentParser
import Foundation
import GRDBGenCore

struct Migrate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Appends the migration that takes the migrations to tables: to the schema file.",
        discussion: """
            Change tables:, then run `grdbgen migrate NAME`: new tables and columns, dropped tables \
            and columns, new and dropped indexes become steps; what SQLite cannot alter in place \
            (a type, NOT NULL, a key, a reference) recreates the table. The rest of the schema file \
            stays byte for byte as it was. A NOT NULL column without default is refused.
            """)

    @Argument(help: "The id of the new migration.")
    var name: String

    @Option(name: .long, help: "The schema file.")
    var schema: String = "schema.yaml"

    @Option(name: .long, help: "The lock file (default: schema.lock beside the schema).")
    var lock: String?

    @Flag(name: .long, help: "Print the new migration instead of writing it.")
    var dryRun = false

    func run() async throws {
        let lockDiagnostics = DiagnosticCollector()
        let lockFile = LockFile.read(path: lock ?? LockFile.path(forSchema: schema), diagnostics: lockDiagnostics)
        if lockDiagnostics.hasErrors {
            Console.printDiagnostics(lockDiagnostics.diagnostics)
            throw ExitCode.failure
        }
        let result: MigrationWriter.Result
        do {
            result = try await MigrationWriter.migrate(SchemaSource.read(path: schema), id: name, lock: lockFile)
        } catch let failure as GenerationFailed {
            Console.printDiagnostics(failure.diagnostics)
            Console.error("\(schema) was not changed")
            throw ExitCode.failure
        }
        guard let text = result.text else {
            print("tables: and the migrations of \(schema) agree: there is nothing to migrate")
            return
        }
        if dryRun {
            print(result.migrationText, terminator: "")
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: schema), options: .atomic)
        } catch {
            Console.error("cannot write \(schema): \(error.localizedDescription)")
            throw ExitCode.failure
        }
        print("added migration \(name) (\(result.stepCount) step\(result.stepCount == 1 ? "" : "s")) to \(schema); run `grdbgen generate`")
    }
}
