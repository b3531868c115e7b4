import Foundation
import XCTest

/// `schema.lock` through the CLI: generate locks, check verifies, lock --unlock unlocks.
final class LockCLITests: XCTestCase {
    var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("grdbgen-lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CLIRunner.packageRoot.appendingPathComponent("schema.yaml"),
            to: work.appendingPathComponent("schema.yaml"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    func edit(_ old: String, _ new: String) throws {
        let url = work.appendingPathComponent("schema.yaml")
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.contains(old), old)
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    func lockText() throws -> String {
        try String(contentsOf: work.appendingPathComponent("schema.lock"), encoding: .utf8)
    }

    func testGenerateLocksCheckVerifiesAndChangesAreRefused() throws {
        let first = try CLIRunner.run(["generate"], in: work)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("locked migration createItem in schema.lock"), first.stdout)
        XCTAssertTrue(first.stdout.contains("locked migration addNotes in schema.lock"), first.stdout)
        let locked = try lockText()
        XCTAssertEqual(
            locked.split(separator: "\n").filter { $0.hasPrefix("sha256:") }.map { $0.split(separator: " ")[1] },
            ["createItem", "addNotes", "addSearch", "resyncSearch"])
        XCTAssertEqual(try CLIRunner.run(["check"], in: work).status, 0)

        // Change a locked migration: generate and check refuse, nothing is written.
        let before = try snapshotTree(work)
        try edit("sql: UPDATE item SET notes = name", "sql: UPDATE item SET notes = 'none'")
        for command in ["generate", "check"] {
            let result = try CLIRunner.run([command], in: work)
            XCTAssertNotEqual(result.status, 0)
            XCTAssertTrue(
                result.stderr.hasPrefix(
                    "schema.yaml:52:9: error: migration `addNotes` changed after it was locked; add a new "
                        + "migration instead"
                ),
                result.stderr)
            XCTAssertTrue(result.stderr.contains("schema.lock:5:1: note: `addNotes` is locked here"), result.stderr)
        }
        var after = try snapshotTree(work)
        after["/schema.yaml"] = before["/schema.yaml"]
        assertSameTree(before, after)

        // A migration before another locked one cannot be unlocked alone: the later one ran it.
        let alone = try CLIRunner.run(["lock", "--unlock", "addNotes"], in: work)
        XCTAssertEqual(alone.status, 1)
        XCTAssertEqual(
            alone.stderr,
            "error: migration `addNotes` comes before the locked `addSearch`, `resyncSearch`: a database that "
                + "ran those ran it too; unlock them as well if none was released (--unlock addSearch --unlock "
                + "resyncSearch); nothing was changed\n")
        XCTAssertTrue(try lockText().contains(" addNotes"))

        // Unlock both (never released): generate accepts the change and locks them again.
        let unlock = try CLIRunner.run(
            ["lock", "--unlock", "addNotes", "--unlock", "addSearch", "--unlock", "resyncSearch"], in: work)
        XCTAssertEqual(unlock.status, 0, unlock.stderr)
        XCTAssertFalse(try lockText().contains(" addNotes"))
        XCTAssertFalse(try lockText().contains(" addSearch"))
        XCTAssertNotEqual(try CLIRunner.run(["check"], in: work).status, 0, "the lock does not lock addNotes")
        let relocked = try CLIRunner.run(["generate"], in: work)
        XCTAssertEqual(relocked.status, 0, relocked.stderr)
        XCTAssertTrue(try lockText().contains(" addNotes"))
        XCTAssertNotEqual(try lockText(), locked, "a new checksum")
        XCTAssertEqual(try CLIRunner.run(["check"], in: work).status, 0)
    }

    /// `grdbgen lock`: locks without generating code; a second run has nothing to do; a broken schema locks nothing.
    func testLockLocksWithoutGeneratingCode() throws {
        let lock = try CLIRunner.run(["lock"], in: work)
        XCTAssertEqual(lock.status, 0, lock.stderr)
        XCTAssertEqual(
            lock.stdout,
            """
            locked migration createItem in schema.lock
            locked migration addNotes in schema.lock
            locked migration addSearch in schema.lock
            locked migration resyncSearch in schema.lock

            """)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: work.appendingPathComponent("Generated").path), "no code written")
        let locked = try lockText()
        // The header names the command that wrote the file.
        XCTAssertTrue(locked.hasPrefix("# schema.lock — written by grdbgen lock; commit it with the schema.\n"))
        let again = try CLIRunner.run(["lock"], in: work)
        XCTAssertEqual(again.stdout, "schema.lock locks every migration of schema.yaml\n")
        XCTAssertEqual(try lockText(), locked)
        // The same checksums as `generate` writes.
        try FileManager.default.removeItem(at: work.appendingPathComponent("schema.lock"))
        XCTAssertEqual(try CLIRunner.run(["generate"], in: work).status, 0)
        let generated = try lockText()
        XCTAssertTrue(generated.hasPrefix("# schema.lock — written by grdbgen generate;"))
        XCTAssertEqual(generated.split(separator: "\n").dropFirst(), locked.split(separator: "\n").dropFirst())

        // A new migration with an error: nothing is locked, and the error has its location.
        let url = work.appendingPathComponent("schema.yaml")
        try
            (try String(contentsOf: url, encoding: .utf8)
            + "  - id: seedApples\n    steps:\n      - insert: { table: itm, rows: [{ name: Apple }] }\n")
            .write(to: url, atomically: true, encoding: .utf8)
        let broken = try CLIRunner.run(["lock"], in: work)
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stderr.contains("schema.yaml:"), broken.stderr)
        XCTAssertEqual(try lockText(), generated)
    }

    func testCheckWantsNewMigrationsLocked() throws {
        XCTAssertEqual(try CLIRunner.run(["generate"], in: work).status, 0)
        let url = work.appendingPathComponent("schema.yaml")
        try
            (try String(contentsOf: url, encoding: .utf8)
            + "  - id: seedApples\n    steps:\n      - insert: { table: item, rows: [{ name: Apple }] }\n")
            .write(to: url, atomically: true, encoding: .utf8)
        let check = try CLIRunner.run(["check"], in: work)
        XCTAssertNotEqual(check.status, 0)
        XCTAssertTrue(
            check.stderr.contains(
                "schema.lock does not lock `seedApples` yet; run `grdbgen lock` (or `grdbgen generate`) and "
                    + "commit the lock file"
            ), check.stderr)
        let generate = try CLIRunner.run(["generate"], in: work)
        XCTAssertTrue(generate.stdout.contains("locked migration seedApples"), generate.stdout)
        XCTAssertEqual(try CLIRunner.run(["check"], in: work).status, 0)
    }

    func testUnlockingAnUnknownMigration() throws {
        XCTAssertEqual(try CLIRunner.run(["generate"], in: work).status, 0)
        let result = try CLIRunner.run(["lock", "--unlock", "nope"], in: work)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "error: migration `nope` is not locked in schema.lock\n")
    }
}
