import ArgumentParser
import GRDBGenCore

struct Migrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Writes the migration that takes the migrations to tables: (not yet available).")

    @Argument(help: "The id of the new migration.")
    var name: String

    func run() throws {
        Console.error("grdbgen migrate is not available yet")
        throw ExitCode.failure
    }
}
