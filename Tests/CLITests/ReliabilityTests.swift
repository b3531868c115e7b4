import Foundation
import GRDB
import XCTest

/// Several processes on one file, a killed transaction, and files the store must not touch.
final class ReliabilityTests: XCTestCase {
    var work: URL!
    var database: String { work.appendingPathComponent("db.sqlite").path }

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("grdbgen-reliability-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: work.path)
        try? FileManager.default.removeItem(at: work)
    }

    func start(_ executable: String, _ arguments: [String], output: Pipe? = nil) throws -> Process {
        let process = Process()
        process.executableURL = try CLIRunner.executable(executable)
        process.arguments = arguments
        process.currentDirectoryURL = work
        if let output { process.standardOutput = output }
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    func read<T>(_ body: (Database) throws -> T) throws -> T {
        var configuration = Configuration()
        configuration.readonly = true
        return try DatabaseQueue(path: database, configuration: configuration).read(body)
    }

    func testEightProcessesWritingToOneFile() throws {
        var processes: [Process] = []
        var errors: [Pipe] = []
        for index in 0..<8 {
            let process = Process()
            process.executableURL = try CLIRunner.executable("store-stress")
            process.arguments = ["add", database, "500", "p\(index)"]
            let error = Pipe()
            process.standardError = error
            errors.append(error)
            try process.run()
            processes.append(process)
        }
        for (process, error) in zip(processes, errors) {
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0)
            XCTAssertEqual(
                String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self), "",
                "no error printed")
        }
        try read { db in
            print(
                "8 processes × 500 items: \(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM item") ?? 0) rows, "
                    + "integrity \(try String.fetchOne(db, sql: "PRAGMA integrity_check") ?? "?")"
            )
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM item"), 4000)
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT COUNT(DISTINCT name) FROM item"), 4000)
            XCTAssertEqual(try String.fetchOne(db, sql: "PRAGMA integrity_check"), "ok")
        }
    }

    func testWatchSeesAnotherProcessWithinOneSecond() throws {
        XCTAssertEqual(
            try CLIRunner.run(["--database", database, "add", "--name", "First"], in: work, executable: "items").status,
            0)
        let output = Pipe()
        let watcher = try start("items", ["--database", database, "watch", "--order", "ascending"], output: output)
        defer { watcher.terminate() }
        final class Collected: @unchecked Sendable {
            let lock = NSLock()
            var text = ""
        }
        let collected = Collected()
        output.fileHandleForReading.readabilityHandler = { handle in
            let chunk = String(decoding: handle.availableData, as: UTF8.self)
            collected.lock.lock(); collected.text += chunk; collected.lock.unlock()
        }
        func text() -> String { collected.lock.lock(); defer { collected.lock.unlock() }; return collected.text }
        let deadline = Date().addingTimeInterval(10)
        while !text().contains("First"), Date() < deadline { usleep(20_000) }
        XCTAssertTrue(text().contains("1 Item\n"), text())

        let added = Date()
        XCTAssertEqual(
            try CLIRunner.run(["--database", database, "add", "--name", "Second"], in: work, executable: "items")
                .status, 0)
        while !text().contains("2 Items"), Date().timeIntervalSince(added) < 5 { usleep(10_000) }
        let latency = Date().timeIntervalSince(added)
        XCTAssertTrue(text().contains("2 Items"), text())
        XCTAssertLessThan(latency, 1.0, "the watcher printed the new list \(latency) s after `items add` returned")
        print(String(format: "cross-process watch: new list printed %.3f s after `items add` returned", latency))
        output.fileHandleForReading.readabilityHandler = nil
    }

    func testAKilledTransactionLeavesNoTrace() throws {
        let committed = try start("store-stress", ["add", database, "100", "kept"])
        committed.waitUntilExit()
        XCTAssertEqual(committed.terminationStatus, 0)
        for round in 0..<3 {
            let output = Pipe()
            let writer = try start("store-stress", ["bulk", database, "5000000"], output: output)
            // Wait until the transaction is under way, then kill the process.
            let line = output.fileHandleForReading.availableDataUntilNewline()
            XCTAssertEqual(line, "inserting", "round \(round)")
            usleep(UInt32(50_000 * (round + 1)))
            kill(writer.processIdentifier, SIGKILL)
            writer.waitUntilExit()
            XCTAssertEqual(writer.terminationReason, .uncaughtSignal)
            try read { db in
                XCTAssertEqual(try String.fetchOne(db, sql: "PRAGMA integrity_check"), "ok")
                XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM item WHERE name LIKE 'kept-%'"), 100)
                XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM item WHERE name LIKE 'bulk-%'"), 0)
            }
        }
        print(
            "killed transactions: 3 rounds, each left integrity ok, 100 committed rows, 0 rows of the killed "
                + "transaction"
        )
        // The next open succeeds, and the store works.
        let after = try CLIRunner.run(
            ["--database", database, "add", "--name", "After"], in: work, executable: "items")
        XCTAssertEqual(after.status, 0, after.stderr)
    }

    func testFilesTheStoreMustNotTouch() throws {
        // A read-only file, a file in a read-only directory, a missing directory, another
        // application's database, a database of a newer schema.
        XCTAssertEqual(
            try CLIRunner.run(["--database", database, "add", "--name", "x"], in: work, executable: "items").status, 0)
        let readOnly = work.appendingPathComponent("readonly.sqlite")
        try FileManager.default.copyItem(atPath: database, toPath: readOnly.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly.path)
        let lockedDirectory = work.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: lockedDirectory, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: lockedDirectory.path)
        let foreign = work.appendingPathComponent("other-app.sqlite")
        try DatabaseQueue(path: foreign.path).write { db in
            try db.execute(
                sql:
                    "CREATE TABLE contact (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO contact (name) "
                    + "VALUES ('Ann')"
            )
        }
        let newer = work.appendingPathComponent("newer.sqlite")
        try DatabaseQueue(path: newer.path).write { db in
            try db.execute(
                sql:
                    "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY); INSERT INTO "
                    + "grdb_migrations VALUES ('createItem'), ('addNotes'), ('fromTheFuture')"
            )
        }
        let cases: [(String, String)] = [
            (readOnly.path, "error: cannot open the database at \(readOnly.path): the file is read-only\n"),
            (
                lockedDirectory.appendingPathComponent("db.sqlite").path,
                "error: cannot open the database at \(lockedDirectory.path)/db.sqlite: the directory "
                    + "\(lockedDirectory.path) is read-only\n"
            ),
            (
                work.appendingPathComponent("missing/db.sqlite").path,
                "error: cannot open the database at \(work.path)/missing/db.sqlite: the directory "
                    + "\(work.path)/missing does not exist\n"
            ),
            (
                foreign.path,
                "error: \(foreign.path) is the database of another application (it has tables but no migrations "
                    + "of this one); it was not changed\n"
            ),
            (
                newer.path,
                "error: the database was migrated by a newer version of this app (unknown migrations: "
                    + "fromTheFuture); it was not changed\n"
            ),
        ]
        for (path, message) in cases {
            let before = FileManager.default.contents(atPath: path)
            for command in [["list"], ["add", "--name", "y"]] {
                let result = try CLIRunner.run(["--database", path] + command, in: work, executable: "items")
                XCTAssertEqual(result.status, 1, "\(path) \(command)")
                XCTAssertEqual(result.stderr, message, "\(path) \(command)")
            }
            XCTAssertEqual(FileManager.default.contents(atPath: path), before, "\(path) is unchanged")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("missing").path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: lockedDirectory.path), [])
        for path in [readOnly.path, foreign.path, newer.path] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: path + "-wal"), path)
        }
    }
}

extension FileHandle {
    /// Reads until a newline, for a line a child process prints.
    func availableDataUntilNewline() -> String {
        var data = Data()
        while true {
            let byte = readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            data.append(byte)
        }
        return String(decoding: data, as: UTF8.self)
    }
}
