import Foundation
import XCTest

/// End-to-end tests of the `grdbgen` executable.
final class GRDBGenCLITests: XCTestCase {
    var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("grdbgen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CLIRunner.packageRoot.appendingPathComponent("schema.yaml"),
            to: work.appendingPathComponent("schema.yaml"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    var schemaText: String {
        get throws { try String(contentsOf: work.appendingPathComponent("schema.yaml"), encoding: .utf8) }
    }

    func writeSchema(_ text: String) throws {
        try Data(text.utf8).write(to: work.appendingPathComponent("schema.yaml"))
    }

    func testGenerateIntoOtherDirectoryEqualsCommittedGenerated() throws {
        // With the committed lock, which tells how the locked migrations read (`addSearch`).
        try FileManager.default.copyItem(
            at: CLIRunner.packageRoot.appendingPathComponent("schema.lock"),
            to: work.appendingPathComponent("schema.lock"))
        let result = try CLIRunner.run(["generate", "--schema", "schema.yaml", "--output", "Other"], in: work)
        XCTAssertEqual(result.status, 0, result.stderr)
        let committed = CLIRunner.packageRoot.appendingPathComponent("Generated")
        let names = try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted()
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("Other").path).sorted(),
            names)
        for name in names {
            XCTAssertEqual(
                try Data(contentsOf: work.appendingPathComponent("Other/\(name)")),
                try Data(contentsOf: committed.appendingPathComponent(name)), name)
        }
    }

    func testGeneratingTwiceGivesTheSameBytesAndRewritesNothing() throws {
        XCTAssertEqual(try CLIRunner.run(["generate"], in: work).status, 0)
        let first = try snapshotTree(work.appendingPathComponent("Generated"))
        XCTAssertEqual(first.count, 4)
        let again = try CLIRunner.run(["generate"], in: work)
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(again.stdout, "Generated is up to date\n")
        assertSameTree(first, try snapshotTree(work.appendingPathComponent("Generated")))
    }

    func testCheckPassesThenListsFilesThatDiffer() throws {
        XCTAssertEqual(try CLIRunner.run(["generate"], in: work).status, 0)
        let ok = try CLIRunner.run(["check"], in: work)
        XCTAssertEqual(ok.status, 0, ok.stderr)

        // Hand-edit one file, remove another, and add a column in the schema.
        let item = work.appendingPathComponent("Generated/Item.swift")
        try (try String(contentsOf: item, encoding: .utf8) + "// edited\n").write(
            to: item, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: work.appendingPathComponent("Generated/AppDatabase.swift"))
        let result = try CLIRunner.run(["check"], in: work)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("Generated/AppDatabase.swift: missing"), result.stderr)
        XCTAssertTrue(
            result.stderr.contains("Generated/Item.swift: differs from what grdbgen generates"), result.stderr)
        XCTAssertFalse(result.stderr.contains("AppDatabase+Migrations.swift"), result.stderr)
    }

    func testCheckFailsWithoutOutputDirectory() throws {
        let result = try CLIRunner.run(["check"], in: work)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("Generated/Item.swift: missing"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("Generated").path))
    }

    /// The build plugin's way to say an error once: `grdbgen plugin-error`, hidden from the help.
    func testPluginErrorPrintsItsMessageAndFails() throws {
        let result = try CLIRunner.run(["plugin-error", "target 'TodoKit' has no schema.yaml"], in: work)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "error: target 'TodoKit' has no schema.yaml\n")
        XCTAssertEqual(result.stdout, "")
        let help = try CLIRunner.run(["--help"], in: work)
        XCTAssertFalse(help.stdout.contains("plugin-error"), help.stdout)
        XCTAssertTrue(help.stdout.contains("lock"), help.stdout)
    }

    /// Each bad input: a `schema.yaml:line:column: error:` line, exit ≠ 0, and the output
    /// directory untouched.
    func testBadInputsLeaveTheOutputUntouched() throws {
        // Without a lock file: the cases change the locked migrations too (LockCLITests covers locks).
        XCTAssertEqual(try CLIRunner.run(["generate", "--no-update-lock"], in: work).status, 0)
        let original = try schemaText
        let before = try snapshotTree(work.appendingPathComponent("Generated"))
        let cases: [(String, String, String)] = [
            (
                "syntax", original.replacingOccurrences(of: "orderings: [name]", with: "orderings: [name"),
                "schema.yaml:15:5: error: invalid YAML"
            ),
            (
                "unknown key", original.replacingOccurrences(of: "    orderings:", with: "    orderigns:"),
                "schema.yaml:14:5: error: unknown key `orderigns` in table `item`; did you mean `orderings`?"
            ),
            (
                "wrong type",
                original.replacingOccurrences(
                    of: "      notes:    { type: text }", with: "      notes:    { type: txt }"),
                "schema.yaml:13:25: error: expected one of"
            ),
            (
                "missing key", original.replacingOccurrences(of: "  - id: addNotes\n", with: "  -\n"),
                "schema.yaml:53:5: error: missing key `id` in migration #2"
            ),
            (
                "duplicate migration", original.replacingOccurrences(of: "id: addNotes", with: "id: createItem"),
                "schema.yaml:52:9: error: duplicate migration id `createItem`"
            ),
            (
                "bad identifier",
                original.replacingOccurrences(
                    of: "      quantity: { type: integer }\n      notes",
                    with: "      'quan\"tity': { type: integer }\n      notes"),
                "schema.yaml:12:7: error: `quan\"tity` is not a valid column name"
            ),
            (
                "unknown table",
                original.replacingOccurrences(of: "addColumn: { table: item,", with: "addColumn: { table: items,"),
                "schema.yaml:54:29: error: migration `addNotes` adds column `notes` to unknown table `items`; "
                    + "did you mean `item`?"
            ),
            (
                "disagreement",
                original.replacingOccurrences(of: "            quantity: { type: integer }\n", with: ""),
                "schema.yaml:12:7: error: column `quantity` of table `item` is in tables: but no migration adds it"
            ),
            ("empty", "", "schema.yaml:1:1: error: the schema file is empty"),
        ]
        for (name, text, expected) in cases {
            XCTAssertNotEqual(text, original, name)
            try writeSchema(text)
            for command in ["generate", "check"] {
                let result = try CLIRunner.run(
                    command == "generate" ? [command, "--no-update-lock"] : [command], in: work)
                XCTAssertNotEqual(result.status, 0, "\(name) \(command)")
                XCTAssertTrue(result.stderr.hasPrefix(expected), "\(name) \(command): \(result.stderr)")
                XCTAssertTrue(result.stderr.contains("nothing was written"), "\(name): \(result.stderr)")
                XCTAssertEqual(result.stdout, "", name)
            }
            assertSameTree(before, try snapshotTree(work.appendingPathComponent("Generated")))
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: work.path).sorted(), ["Generated", "schema.yaml"],
                name)
        }
    }

    func testMissingSchemaFile() throws {
        let result = try CLIRunner.run(["generate", "--schema", "nope.yaml"], in: work)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.hasPrefix("nope.yaml:1:1: error: no schema file at this path"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("Generated").path))
    }

    func testVersionAndHelp() throws {
        let version = try CLIRunner.run(["--version"], in: work)
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.hasPrefix("0."), version.stdout)
        let help = try CLIRunner.run(["--help"], in: work)
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("generate"), help.stdout)
        XCTAssertTrue(help.stdout.contains("check"), help.stdout)
        let generateHelp = try CLIRunner.run(["generate", "--help"], in: work)
        XCTAssertTrue(generateHelp.stdout.contains("--schema"), generateHelp.stdout)
        XCTAssertTrue(generateHelp.stdout.contains("--output"), generateHelp.stdout)
    }
}
