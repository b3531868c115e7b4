@testable import GRDBGenCore
import XCTest

final class SHA256Tests: XCTestCase {
    func testKnownDigests() {
        XCTAssertEqual(SHA256.hex(Array("".utf8)), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(
            SHA256.hex(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(
            SHA256.hex([UInt8](repeating: 0x61, count: 1000)),
            "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}

/// The lock file: locked migrations may not change, move, be renamed or disappear.
final class LockTests: XCTestCase {
    func lock(_ yaml: String) async throws -> LockFile {
        try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml)).lock
    }

    func diagnose(_ yaml: String, lockedFrom locked: String) async throws -> [String] {
        let lockFile = try await lock(locked)
        do {
            _ = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml), lock: lockFile)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    func testLockTextRoundTrips() async throws {
        let original = try await lock(demoSchema)
        XCTAssertEqual(original.entries.map(\.id), ["createItem", "addNotes"])
        XCTAssertTrue(original.entries.allSatisfy { $0.checksum.hasPrefix("sha256:") && $0.checksum.count == 71 })
        let diagnostics = DiagnosticCollector()
        let parsed = try XCTUnwrap(LockFile.parse(original.text(), path: "schema.lock", diagnostics: diagnostics))
        XCTAssertEqual(parsed.entries.map(\.id), original.entries.map(\.id))
        XCTAssertEqual(parsed.entries.map(\.checksum), original.entries.map(\.checksum))
        XCTAssertEqual(LockFile.path(forSchema: "a/b/schema.yaml"), "a/b/schema.lock")
        XCTAssertEqual(LockFile.path(forSchema: "schema.yaml"), "schema.lock")
    }

    func testMalformedLockLine() {
        let diagnostics = DiagnosticCollector()
        XCTAssertNil(
            LockFile.parse("# comment\nsha256:abc createItem\n", path: "schema.lock", diagnostics: diagnostics))
        XCTAssertEqual(
            diagnostics.diagnostics.map(\.description),
            [
                "schema.lock:2:1: error: malformed lock line: expected `sha256:<64 hex digits> <migration id>`; "
                    + "regenerate it with `grdbgen lock --unlock` and `grdbgen generate`"
            ])
    }

    func testFormattingAndCommentsDoNotChangeTheChecksum() async throws {
        let reformatted =
            demoSchema
            .replacingOccurrences(
                of: "      - addColumn: { table: item, column: notes, type: text }",
                with:
                    "      # notes, copied from the name\n      - addColumn:\n          type: text\n          "
                    + "column: notes\n          table: item"
            )
        XCTAssertNotEqual(reformatted, demoSchema)
        let reformattedLock = try await lock(reformatted), demoLock = try await lock(demoSchema)
        XCTAssertEqual(reformattedLock.entries.map(\.checksum), demoLock.entries.map(\.checksum))
        let found1 = try await diagnose(reformatted, lockedFrom: demoSchema)
        XCTAssertEqual(found1, [])
    }

    func testAChangedLockedMigrationIsAnError() async throws {
        let changed = demoSchema.replacingOccurrences(
            of: "quantity: { type: integer }\n  - id", with: "quantity: { type: real }\n  - id"
        )
        .replacingOccurrences(
            of: "            quantity: { type: integer }", with: "            quantity: { type: real }"
        )
        .replacingOccurrences(
            of: "      quantity: { type: integer }\n      notes", with: "      quantity: { type: real }\n      notes")
        let found2 = try await diagnose(changed, lockedFrom: demoSchema)
        XCTAssertEqual(
            found2,
            [
                "schema.yaml:16:9: error: migration `createItem` changed after it was locked; add a new "
                    + "migration instead, or `grdbgen lock --unlock createItem` if it was never released"
            ])
    }

    func testRemovedRenamedAndReorderedLockedMigrations() async throws {
        let removed = demo(
            replacing:
                "  - id: addNotes\n    steps:\n      - addColumn: { table: item, column: notes, type: text }\n  "
                + "    - sql: UPDATE item SET notes = name\n",
            with: ""
        )
        .replacingOccurrences(of: "      notes:    { type: text }\n", with: "")
        let found3 = try await diagnose(removed, lockedFrom: demoSchema)
        XCTAssertEqual(
            found3,
            [
                "schema.yaml:15:5: error: migration `addNotes` is locked but is no longer in the schema; locked "
                    + "migrations may not be removed"
            ])
        let renamed = demo(replacing: "id: addNotes", with: "id: addNotesColumn")
        let found4 = try await diagnose(renamed, lockedFrom: demoSchema)
        XCTAssertEqual(
            found4,
            [
                "schema.yaml:24:9: error: migration `addNotesColumn` is locked as `addNotes`; locked migrations "
                    + "may not be renamed"
            ])
        // A new migration inserted before a locked one moves it.
        let inserted = demo(
            replacing: "  - id: addNotes\n",
            with: "  - id: early\n    steps:\n      - sql: SELECT 1\n  - id: addNotes\n")
        let found5 = try await diagnose(inserted, lockedFrom: demoSchema)
        XCTAssertEqual(
            found5,
            [
                "schema.yaml:27:9: error: migration `addNotes` is locked as migration #2 but is now #3; locked "
                    + "migrations may not move, and new ones go at the end"
            ])
        // A new migration at the end is fine, and gets locked.
        let appended = demoSchema + "  - id: later\n    steps:\n      - sql: SELECT 1\n"
        let found6 = try await diagnose(appended, lockedFrom: demoSchema)
        XCTAssertEqual(found6, [])
        let appendedLock = try await lock(appended)
        XCTAssertEqual(appendedLock.entries.map(\.id), ["createItem", "addNotes", "later"])
    }

    /// A search index locked before GRDBGen had its own synchronization: the lock's checksum is
    /// the step's with GRDB's, so the step keeps making GRDB's triggers (the locked migration's
    /// meaning does not change), with a warning that `grdbgen migrate` mends it. The same step
    /// not locked yet, or locked since, makes GRDBGen's.
    func testASearchIndexLockedWithGRDBSynchronizationKeepsIt() async throws {
        let schema = """
            tables:
              note:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
                  title: { type: text }
                search: { columns: [title] }
            migrations:
              - id: v1
                steps:
                  - createTable: { table: note, columns: { id: { type: integer, primaryKey: autoincrement }, title: { type: text } } }
                  - createSearchIndex: { table: note, name: note_ft, columns: [title] }

            """
        // The lock of a release made before: the same step, which then meant GRDB's triggers.
        let earlier = try await lock(
            schema.replacingOccurrences(
                of: "note_ft, columns: [title] }", with: "note_ft, columns: [title], synchronization: grdb }"))
        let now = try await lock(schema)
        XCTAssertNotEqual(earlier.entries.map(\.checksum), now.entries.map(\.checksum))

        let source = SchemaSource(path: "schema.yaml", text: schema)
        let locked = try await GeneratorPipeline(layout: .single).run(source, lock: earlier)
        let migrations = try XCTUnwrap(locked.files.files.first).contents
        XCTAssertTrue(migrations.contains("t.synchronize(withTable: \"note\")"), migrations)
        XCTAssertFalse(migrations.contains("CREATE TRIGGER"), migrations)
        XCTAssertEqual(
            locked.lock.entries.map(\.checksum), earlier.entries.map(\.checksum), "no lock error, no new checksum")
        XCTAssertEqual(
            locked.diagnostics.map(\.description),
            [
                "schema.yaml:6:13: warning: search index `note_ft` of table `note` is kept in sync by GRDB's "
                    + "triggers, which a trigger that writes `note` or an INSERT OR REPLACE can leave corrupt "
                    + "(SQLite error 11); run `grdbgen migrate NAME` to make it again with GRDBGen's "
                    + "triggers, which keep it whole",
                "schema.yaml:11:28: note: made with GRDB's triggers here (a locked step, or `synchronization: grdb`)",
            ])

        for lock in [nil, now] {
            let output = try await GeneratorPipeline(layout: .single).run(source, lock: lock)
            let text = try XCTUnwrap(output.files.files.first).contents
            XCTAssertFalse(text.contains("synchronize(withTable:"), text)
            XCTAssertTrue(text.contains(#"CREATE TRIGGER "__note_ft_ai" AFTER INSERT ON "note" BEGIN"#), text)
            XCTAssertEqual(output.diagnostics.map(\.description), [])
        }

        // grdbgen migrate plans the fix: the index made again, with GRDBGen's triggers.
        let planned = try await MigrationWriter.migrate(source, id: "resync", lock: earlier)
        XCTAssertEqual(
            planned.migrationText,
            """
              - id: resync
                steps:
                  # GRDB's triggers can leave `note_ft` corrupt: made again with GRDBGen's, from the table's rows.
                  - dropSearchIndex: { name: note_ft }
                  - createSearchIndex: { table: note, name: note_ft, columns: [title] }

            """)
        let fixed = try await GeneratorPipeline().run(
            SchemaSource(path: "schema.yaml", text: try XCTUnwrap(planned.text)), lock: earlier)
        XCTAssertEqual(fixed.diagnostics.map(\.description), [])
    }
}
