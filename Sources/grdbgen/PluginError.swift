import ArgumentParser

/// `grdbgen plugin-error MESSAGE`: prints `error: MESSAGE` and fails. The build tool plugin runs it
/// as its build command when it cannot find a target's schema: SwiftPM plans a build twice, and
/// prints what a plugin reports each time, but runs a build command once, so the message shows
/// once.
struct PluginErrorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plugin-error",
        abstract: "Prints an error of the build tool plugin, once, and fails.",
        shouldDisplay: false)

    @Argument(help: "The message.")
    var message: String

    func run() throws {
        Console.error(message)
        throw ExitCode.failure
    }
}
