@testable import GRDBGenCore
import XCTest

final class SHA256Tests: XCTestCase {
    func testKnownDigests() {
        XCTAssertEqual(SHA256.hex(Array("".utf8)), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(SHA256.hex([UInt8](repeating: 0x61, count: 1000)), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
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
        let parsed = try XCTUnwrap(LockFile.parse(original.text, path: "schema.lock", diagnostics: diagnostics))
        XCTAssertEqual(parsed.entries.map(\.id), original.entries.map(\.id))
        XCTAssertEqual(parsed.entries.map(\.checksum), original.entries.map(\.checksum))
        XCTAssertEqual(LockFile.path(forSchema: "a/b/schema.yaml"), "a/b/schema.lock")
        XCTAssertEqual(LockFile.path(forSchema: "schema.yaml"), "schema.lock")
    }

    func testMalformedLockLine() {
        let diagnostics = DiagnosticCollector()
        XCTAssertNil(LockFile.parse("# comment\nsha256:abc createItem\n", path: "schema.lock", diagnostics: diagnostics))
        XCTAssertEqual(diagnostics.diagnostics.map(\.description), [
            "schema.lock:2:1: error: malformed lock line: expected `sha256:<64 hex digits> <migration id>`; regenerate it with `grdbgen lock --unlock` and `grdbgen generate`",
        ])
    }

    func testFormattingAndCommentsDoNotChangeTheChecksum() async throws {
        let reformatted = demoSchema
            .replacingOccurrences(of: "      - addColumn: { table: item, column: notes, type: text }", with: "      # notes, copied from the name\n      - addColumn:\n          type: text\n          column: notes\n          table: item")
        XCTAssertNotEqual(reformatted, demoSchema)
        let reformattedLock = try await lock(reformatted), demoLock = try await lock(demoSchema)
        XCTAssertEqual(reformattedLock.entries.map(\.checksum), demoLock.entries.map(\.checksum))
        let found1 = try await diagnose(reformatted, lockedFrom: demoSchema)
        XCTAssertEqual(found1, [])
    }

    func testAChangedLockedMigrationIsAnError() async throws {
        let changed = demoSchema.replacingOccurrences(of: "quantity: { type: integer }\n  - id", with: "quantity: { type: real }\n  - id")
            .replacingOccurrences(of: "            quantity: { type: integer }", with: "            quantity: { type: real }")
            .replacingOccurrences(of: "      quantity: { type: integer }\n      notes", with: "      quantity: { type: real }\n      notes")
        let found2 = try await diagnose(changed, lockedFrom: demoSchema)
        XCTAssertEqual(found2, [
            "schema.yaml:16:9: error: migration `createItem` changed after it was locked; add a new migration instead, or `grdbgen lock --unlock createItem` if it was never released",
        ])
    }

    func testRemovedRenamedAndReorderedLockedMigrations() async throws {
        let removed = demo(replacing: "  - id: addNotes\n    steps:\n      - addColumn: { table: item, column: notes, type: text }\n      - sql: UPDATE item SET notes = name\n", with: "")
            .replacingOccurrences(of: "      notes:    { type: text }\n", with: "")
        let found3 = try await diagnose(removed, lockedFrom: demoSchema)
        XCTAssertEqual(found3, [
            "schema.yaml:15:5: error: migration `addNotes` is locked but is no longer in the schema; locked migrations may not be removed",
        ])
        let renamed = demo(replacing: "id: addNotes", with: "id: addNotesColumn")
        let found4 = try await diagnose(renamed, lockedFrom: demoSchema)
        XCTAssertEqual(found4, [
            "schema.yaml:24:9: error: migration `addNotesColumn` is locked as `addNotes`; locked migrations may not be renamed",
        ])
        // A new migration inserted before a locked one moves it.
        let inserted = demo(replacing: "  - id: addNotes\n", with: "  - id: early\n    steps:\n      - sql: SELECT 1\n  - id: addNotes\n")
        let found5 = try await diagnose(inserted, lockedFrom: demoSchema)
        XCTAssertEqual(found5, [
            "schema.yaml:27:9: error: migration `addNotes` is locked as migration #2 but is now #3; locked migrations may not move, and new ones go at the end",
        ])
        // A new migration at the end is fine, and gets locked.
        let appended = demoSchema + "  - id: later\n    steps:\n      - sql: SELECT 1\n"
        let found6 = try await diagnose(appended, lockedFrom: demoSchema)
        XCTAssertEqual(found6, [])
        let appendedLock = try await lock(appended)
        XCTAssertEqual(appendedLock.entries.map(\.id), ["createItem", "addNotes", "later"])
    }
}
