import Foundation
import XCTest

/// The corpus of hostile schema files (Tests/Fixtures/Hostile, made by
/// Scripts/make-hostile-schemas.py from the valid fixtures): for each, `grdbgen generate` ends
/// within 5 seconds with a diagnostic and exit status 1, never crashes, and writes nothing.
final class HostileSchemaTests: XCTestCase {
    static let corpus = CLIRunner.packageRoot.appendingPathComponent("Tests/Fixtures/Hostile")

    struct Outcome {
        var status: Int32
        var crashed: Bool
        var seconds: Double
        var stderr: String
        var written: [String]
    }

    /// Runs `grdbgen generate` on one schema file in a fresh directory, killing it after 5 s.
    func generate(_ data: Data) throws -> Outcome {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("grdbgen-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        try data.write(to: work.appendingPathComponent("schema.yaml"))
        let process = Process()
        process.executableURL = try CLIRunner.executable()
        process.arguments = ["generate"]
        process.currentDirectoryURL = work
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        let start = Date()
        try process.run()
        final class Box: @unchecked Sendable { var data = Data() }
        let stderr = Box()
        let reader = Thread { stderr.data = error.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        while process.isRunning, Date().timeIntervalSince(start) < 5 { usleep(2_000) }
        let seconds = Date().timeIntervalSince(start)
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        while !reader.isFinished { usleep(1_000) }
        let written = try FileManager.default.contentsOfDirectory(atPath: work.path).filter { $0 != "schema.yaml" }
        return Outcome(
            status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
            seconds: seconds, stderr: String(decoding: stderr.data, as: UTF8.self), written: written)
    }

    func assertRejected(_ outcome: Outcome, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(outcome.crashed, "\(name) crashed", file: file, line: line)
        XCTAssertLessThan(outcome.seconds, 5, "\(name) took \(outcome.seconds) s", file: file, line: line)
        XCTAssertEqual(outcome.status, 1, "\(name): \(outcome.stderr.prefix(300))", file: file, line: line)
        XCTAssertTrue(
            outcome.stderr.hasPrefix("schema.yaml:"), "\(name): \(outcome.stderr.prefix(300))", file: file, line: line)
        XCTAssertTrue(outcome.stderr.contains(": error: "), name, file: file, line: line)
        XCTAssertEqual(outcome.written, [], "\(name) wrote files", file: file, line: line)
    }

    func testEveryHostileSchemaIsRejectedWithoutCrashOrWrite() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter {
            $0.hasSuffix(".yaml")
        }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 200)
        var slowest = (name: "", seconds: 0.0)
        for name in names {
            let outcome = try generate(try Data(contentsOf: Self.corpus.appendingPathComponent(name)))
            assertRejected(outcome, name)
            if outcome.seconds > slowest.seconds { slowest = (name, outcome.seconds) }
        }
        print(
            "hostile corpus: \(names.count) files rejected; slowest \(slowest.name) in "
                + "\(String(format: "%.2f", slowest.seconds)) s"
        )
    }

    func testATenMegabyteFile() throws {
        var text = "tables:\n"
        while text.utf8.count < 10 * 1024 * 1024 { text += "  # " + String(repeating: "padding ", count: 120) + "\n" }
        let outcome = try generate(Data(text.utf8))
        assertRejected(outcome, "10 MB")
        XCTAssertTrue(outcome.stderr.hasPrefix("schema.yaml:1:1: error: the schema file is"), outcome.stderr)
    }

    func testThousandsOfErrorsArePrintedWithALimit() throws {
        let outcome = try generate(try Data(contentsOf: Self.corpus.appendingPathComponent("011-many-errors.yaml")))
        assertRejected(outcome, "many errors")
        XCTAssertTrue(outcome.stderr.contains("more diagnostics not shown"), String(outcome.stderr.suffix(300)))
        XCTAssertLessThan(outcome.stderr.split(separator: "\n").count, 110)
    }
}
