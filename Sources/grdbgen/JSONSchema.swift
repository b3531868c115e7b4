import ArgumentParser
import GRDBGenCore

/// `grdbgen json-schema`: prints the JSON Schema of schema.yaml, for editors.
struct JSONSchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "json-schema",
        abstract: "Prints the JSON Schema of schema.yaml (committed as docs/schema.schema.json), for editors.",
        discussion: """
            With the YAML extension of VS Code (or a JetBrains IDE), the first line of schema.yaml \
            `# yaml-language-server: $schema=<path or URL of schema.schema.json>` gives key completion, \
            documentation on hover, and mistakes underlined while typing.
            """)

    func run() throws {
        print(SchemaJSONSchema.render(), terminator: "")
    }
}
