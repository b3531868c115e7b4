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

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A rename to plan instead of a drop and an add: table.old=new for a column, old=new for a table.",
            valueName: "rename"))
    var rename: [String] = []

    @Option(
        name: .customLong("no-rename"),
        help: ArgumentHelp(
            "A candidate rename that is a drop and an add: table.old for a column, old for a table.", valueName: "name")
    )
    var noRename: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "What to tell to do next (the command plugin says how its user builds).",
            visibility: .hidden))
    var nextStep: String?

    func run() async throws {
        let lockDiagnostics = DiagnosticCollector()
        let lockFile = LockFile.read(path: lock ?? LockFile.path(forSchema: schema), diagnostics: lockDiagnostics)
        if lockDiagnostics.hasErrors {
            Console.printDiagnostics(lockDiagnostics.diagnostics)
            throw ExitCode.failure
        }
        let result: MigrationWriter.Result
        do {
            // On a terminal, each rename that no flag decides is asked.
            let interactive = isatty(STDIN_FILENO) != 0 && isatty(STDERR_FILENO) != 0
            let decisions = RenameDecisions(renames: rename, noRenames: noRename, ask: interactive ? Self.ask : nil)
            result = try await MigrationWriter.migrate(
                SchemaSource.read(path: schema), id: name, lock: lockFile, measuringIn: database, renames: decisions)
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
            print(json ? try planJSON(result) : annotatedPlan(result) + rehearsalText(result), terminator: "")
            if result.rehearsal?.failure != nil { throw ExitCode.failure }
            return
        }
        if let rehearsal = result.rehearsal {
            print(rehearsalText(result), terminator: "")
            if let failure = rehearsal.failure {
                Console.error("the rehearsal on \(database ?? "") fails: \(failure)")
                Console.error("\(schema) was not changed")
                throw ExitCode.failure
            }
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
        let next =
            nextStep
            ?? "run `grdbgen generate` (it locks the migration), or build if the build plugin generates the code"
        print(
            "added migration \(name) (\(result.stepCount) step\(result.stepCount == 1 ? "" : "s")) to "
                + "\(schema); \(next)"
        )
    }

    /// The rehearsal on a copy of `--database`: what ran, rows per table, or the failure.
    func rehearsalText(_ result: MigrationWriter.Result) -> String {
        guard let rehearsal = result.rehearsal, let database else { return "" }
        var text = "\nRehearsed on a copy of \(database) (the file is not changed):\n"
        text += "  applied: " + (rehearsal.applied.isEmpty ? "none" : rehearsal.applied.joined(separator: ", ")) + "\n"
        for row in rehearsal.rows {
            func count(_ value: Int?) -> String { value.map { "\($0) row\($0 == 1 ? "" : "s")" } ?? "absent" }
            text += "  \(row.table): \(count(row.before)) → \(count(row.after))\n"
        }
        for standIn in rehearsal.standIns {
            text += "  stand-in: \(standIn) is the app's code, not run here: a stand-in that changes nothing ran\n"
        }
        if let failure = rehearsal.failure { text += "  fails: \(failure)\n" }
        return text
    }

    /// Asks on the terminal whether a candidate is a rename.
    @Sendable static func ask(_ candidate: RenameCandidate) -> Bool {
        FileHandle.standardError.write(Data("Did you rename \(candidate.description)? [y/N] ".utf8))
        let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        return answer == "y" || answer == "yes"
    }

    /// The new migration's YAML, then each step with its kind: `safe`, or `destructive` and what
    /// it loses.
    func annotatedPlan(_ result: MigrationWriter.Result) -> String {
        var text = result.migrationText + "\n"
        for step in result.steps {
            let kind = step.kind
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
                Step(
                    kind: step.kind, yaml: step.lines.joined(separator: "\n"),
                    losses: step.losses.map { $0.describe() })
            },
            losses: result.losses)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(plan), as: UTF8.self) + "\n"
    }
}
