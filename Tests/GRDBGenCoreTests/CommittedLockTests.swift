import Foundation
import GRDBGenCore
import XCTest

/// Lock files written by earlier versions of grdbgen keep validating: a released migration is
/// never reported as changed when it did not change. `Tests/Fixtures/Locks/NAME.lock` was written
/// by grdbgen for `Tests/Fixtures/Schemas/NAME.yaml` before the lock checksum was reworked; never
/// re-record these files.
final class CommittedLockTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    func committedLock(_ name: String) throws -> LockFile {
        let path = Self.fixtures.appendingPathComponent("Locks/\(name).lock").path
        let diagnostics = DiagnosticCollector()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try XCTUnwrap(LockFile.parse(text, path: path, diagnostics: diagnostics), "\(diagnostics.diagnostics)")
    }

    func schema(_ name: String) throws -> SchemaSource {
        try SchemaSource.read(path: Self.fixtures.appendingPathComponent("Schemas/\(name).yaml").path)
    }

    func testEveryFixtureValidatesAgainstItsCommittedLock() async throws {
        let names = try FileManager.default
            .contentsOfDirectory(atPath: Self.fixtures.appendingPathComponent("Locks").path)
            .filter { $0.hasSuffix(".lock") }
            .map { String($0.dropLast(".lock".count)) }
            .sorted()
        XCTAssertEqual(names.count, 6)
        for name in names {
            let lock = try committedLock(name)
            let source = try schema(name)
            XCTAssertFalse(lock.entries.isEmpty, name)
            do {
                let output = try await GeneratorPipeline().run(source, lock: lock)
                // The locked migrations keep their checksums; migrations added since are appended.
                XCTAssertEqual(
                    Array(output.lock.entries.map(\.checksum).prefix(lock.entries.count)), lock.entries.map(\.checksum),
                    name)
            } catch {
                XCTFail("\(name): \(error.diagnostics.map(\.description))")
            }
        }
    }

    /// One byte of a locked migration changed: the committed lock reports it.
    func testAChangedByteOfALockedMigrationIsReported() async throws {
        let source = try schema("seed-items")
        let text = String(decoding: source.data, as: UTF8.self)
        let changed = text.replacingOccurrences(of: "UPDATE item SET notes = name", with: "UPDATE item SET notes = nam")
        XCTAssertNotEqual(changed, text)
        let lock = try committedLock("seed-items")
        do {
            _ = try await GeneratorPipeline().run(SchemaSource(path: source.path, text: changed), lock: lock)
            XCTFail("a changed locked migration was accepted")
        } catch {
            let messages = error.diagnostics.map(\.description)
            XCTAssertEqual(messages.count, 2, "\(messages)")
            XCTAssertTrue(
                messages[0].contains("error: migration `addNotes` changed after it was locked"), "\(messages)")
            XCTAssertTrue(
                messages[1].hasSuffix("Locks/seed-items.lock:5:1: note: `addNotes` is locked here"), "\(messages)")
        }
    }
}
