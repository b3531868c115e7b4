import Foundation
import XCTest

/// `grdbgen generate` killed at any moment leaves the previous output or the new one, whole.
final class AtomicOutputTests: XCTestCase {
    /// A valid schema of `count` tables; `version` changes every record's doc comment.
    static func schema(tables count: Int, version: Int) -> String {
        var tables = "tables:\n", migrations = "migrations:\n"
        for index in 0..<count {
            let columns = [
                "id: { type: integer, primaryKey: autoincrement }", "title_v\(version): { type: text }",
                "amount: { type: real }",
            ]
            tables += "  t\(index):\n    columns:\n" + columns.map { "      \($0)\n" }.joined()
            migrations +=
                "  - id: m\(index)\n    steps:\n      - createTable:\n          table: t\(index)\n          columns:\n"
                + columns.map { "            \($0)\n" }.joined()
        }
        return tables + migrations
    }

    func testKillingGenerateLeavesAWholeOutput() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("grdbgen-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let schemaURL = work.appendingPathComponent("schema.yaml")
        let generated = work.appendingPathComponent("Generated")
        func contents() throws -> [String: Data] {
            var result: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: generated.path) {
                result[name] = try Data(contentsOf: generated.appendingPathComponent(name))
            }
            return result
        }
        // The two outputs a run may leave.
        var outputs: [[String: Data]] = []
        for version in 0..<2 {
            try Data(Self.schema(tables: 300, version: version).utf8).write(to: schemaURL)
            XCTAssertEqual(try CLIRunner.run(["generate", "--quiet", "--no-update-lock"], in: work).status, 0)
            outputs.append(try contents())
        }
        XCTAssertNotEqual(outputs[0], outputs[1])
        var killed = 0, completed = 0
        for round in 0..<16 {
            let version = round % 2
            try Data(Self.schema(tables: 300, version: version).utf8).write(to: schemaURL)
            let process = Process()
            process.executableURL = try CLIRunner.executable()
            process.arguments = ["generate", "--quiet", "--no-update-lock"]
            process.currentDirectoryURL = work
            try process.run()
            usleep(UInt32.random(in: 20_000...400_000))
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                killed += 1
            } else {
                completed += 1
            }
            process.waitUntilExit()
            // Whatever the moment of the kill, the output is one of the two, whole — or,
            // between the two renames, a backup that the next run puts back.
            if !FileManager.default.fileExists(atPath: generated.path) {
                let backups = try FileManager.default.contentsOfDirectory(atPath: work.path).filter {
                    $0.hasPrefix(".Generated.grdbgen-old-")
                }
                XCTAssertEqual(
                    backups.count, 1, "round \(round): killed between the two renames, the old output waits as a backup"
                )
                continue  // The next run puts it back.
            }
            let after = try contents()
            XCTAssertTrue(
                after == outputs[0] || after == outputs[1], "round \(round): a partial output (\(after.count) files)")
        }
        // The next run recovers and writes the current version.
        XCTAssertEqual(try CLIRunner.run(["generate", "--quiet", "--no-update-lock"], in: work).status, 0)
        XCTAssertEqual(try contents(), outputs[1])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: work.path).filter {
            $0.hasPrefix(".Generated.grdbgen")
        }
        XCTAssertEqual(leftovers, [], "no staging or backup directory is left")
        print("atomic output: \(killed) runs killed, \(completed) completed, output whole every time")
        XCTAssertGreaterThan(killed, 0)
    }
}
