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

    @Flag(name: .long, help: "Print the new migration, each step annotated, instead of writing it.")
    var dryRun = false

    @Flag(name: .long, help: "With --dry-run: print the plan as JSON, for tools.")
    var json = false

    @Flag(name: .long, help: "Write steps that lose data (drop a table or a column, change a type, add NOT NULL).")
    var allowDataLoss = false

    @Option(name: .long, help: ArgumentHelp("A database file to measure the losses in; only read.", valueName: "path"))
    var database: String?

    func run() async throws {
        let lockDiagnostics = DiagnosticCollector()
        let lockFile = LockFile.read(path: lock ?? LockFile.path(forSchema: schema), diagnostics: lockDiagnostics)
        if lockDiagnostics.hasErrors {
            Console.printDiagnostics(lockDiagnostics.diagnostics)
            throw ExitCode.failure
        }
        let result: MigrationWriter.Result
        do {
            result = try await MigrationWriter.migrate(SchemaSource.read(path: schema), id: name, lock: lockFile, measuringIn: database)
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
            print(json ? try planJSON(result) : annotatedPlan(result), terminator: "")
            return
        }
        if !result.losses.isEmpty, !allowDataLoss {
            for loss in result.losses { Console.error("migration `\(name)` \(loss)") }
            Console.error(
                "these steps lose data: review them with `grdbgen migrate \(name) --dry-run`, write them with "
                    + "`--allow-data-loss`, or change tables:")
            Console.error("\(schema) was not changed")
            throw ExitCode.failure
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: schema), options: .atomic)
        } catch {
            Console.error("cannot write \(schema): \(error.localizedDescription)")
            throw ExitCode.failure
        }
        print("added migration \(name) (\(result.stepCount) step\(result.stepCount == 1 ? "" : "s")) to \(schema); run `grdbgen generate`")
    }

    /// The new migration's YAML, then each step with its kind: `safe`, or `destructive` and what
    /// it loses.
    func annotatedPlan(_ result: MigrationWriter.Result) -> String {
        var text = result.migrationText + "\n"
        for step in result.steps {
            let kind = step.isDestructive ? "destructive" : "safe"
            text += "\(kind.padding(toLength: 12, withPad: " ", startingAt: 0))\(step.lines[0])\n"
        }
        if !result.losses.isEmpty {
            text += "\nLoses data (written only with --allow-data-loss):\n" + result.losses.map { "  \($0)\n" }.joined()
        }
        return text
    }

    /// The plan as JSON: `{ "migration", "steps": [{ "kind", "yaml", "losses" }], "losses" }`.
    func planJSON(_ result: MigrationWriter.Result) throws -> String {
        struct Step: Encodable { var kind: String; var yaml: String; var losses: [String] }
        struct Plan: Encodable { var migration: String; var steps: [Step]; var losses: [String] }
        let plan = Plan(
            migration: name,
            steps: result.steps.map { step in
                Step(kind: step.isDestructive ? "destructive" : "safe", yaml: step.lines.joined(separator: "\n"),
                     losses: step.losses.map { $0.describe() })
            },
            losses: result.losses)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(plan), as: UTF8.self) + "\n"
    }
}
