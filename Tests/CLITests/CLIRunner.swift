import Foundation
import XCTest

/// Runs the built `grdbgen` executable as a user would.
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package root, for the top-level schema.yaml and Generated/.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// An executable (`grdbgen`, `items`) built beside the test bundle.
    static func executable(_ name: String = "grdbgen") throws -> URL {
        var candidates: [URL] = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        for directory in candidates {
            let url = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw XCTSkip("\(name) executable not found beside the tests (looked in \(candidates.map(\.path)))")
    }

    /// Runs an executable with arguments in a directory, with extra environment variables.
    static func run(
        _ arguments: [String], in directory: URL, executable name: String = "grdbgen",
        environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = try executable(name)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}

/// A snapshot of a directory tree: relative path → (bytes, modification date).
func snapshotTree(_ root: URL) throws -> [String: (Data, Date)] {
    var result: [String: (Data, Date)] = [:]
    let manager = FileManager.default
    guard
        let enumerator = manager.enumerator(
            at: root, includingPropertiesForKeys: [.contentModificationDateKey, .isRegularFileKey])
    else {
        return [:]
    }
    for case let url as URL in enumerator {
        let values = try url.resourceValues(forKeys: [.contentModificationDateKey, .isRegularFileKey])
        guard values.isRegularFile == true else { continue }
        let relative = String(url.path.dropFirst(root.path.count))
        result[relative] = (try Data(contentsOf: url), values.contentModificationDate ?? .distantPast)
    }
    return result
}

func assertSameTree(
    _ a: [String: (Data, Date)], _ b: [String: (Data, Date)], file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(a.keys.sorted(), b.keys.sorted(), file: file, line: line)
    for (key, value) in a {
        XCTAssertEqual(value.0, b[key]?.0, "\(key) bytes", file: file, line: line)
        XCTAssertEqual(value.1, b[key]?.1, "\(key) date", file: file, line: line)
    }
}
