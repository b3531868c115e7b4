import Foundation
import XCTest

/// docs/architecture.md's table of the targets' dependencies says what Package.swift declares
/// (issue 62): the core depends on no runtime module, so grdbgen and the build plugin build no
/// OpenCombine, and a new dependency is a change of the table too.
final class ArchitectureTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The dependencies of each library and executable target of Package.swift, by target name:
    /// the targets and products it names.
    static func packageDependencies() throws -> [String: Set<String>] {
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
            .split(separator: "\n").map { $0.split(separator: "//", maxSplits: 1).first.map(String.init) ?? "" }
            .joined(separator: "\n")
        let target = try NSRegularExpression(pattern: #"\.(?:target|executableTarget)\(\s*name: "([^"]+)""#)
        let element = try NSRegularExpression(
            pattern: #"(?:\.product\(name: |^|[\[,])\s*"([^"]+)""#, options: .anchorsMatchLines)
        var found: [String: Set<String>] = [:]
        let whole = NSRange(text.startIndex..., in: text)
        for match in target.matches(in: text, range: whole) {
            let name = String(text[Range(match.range(at: 1), in: text)!])
            var rest = text[Range(match.range, in: text)!.upperBound...]
            // The target's own arguments: up to its closing parenthesis.
            var depth = 1
            let end =
                rest.firstIndex { character in
                    depth += character == "(" ? 1 : character == ")" ? -1 : 0
                    return depth == 0
                } ?? rest.endIndex
            rest = rest[..<end]
            guard let list = rest.range(of: "dependencies: [") else {
                found[name] = []
                continue
            }
            let dependencies = String(rest[list.lowerBound...])
            found[name] = Set(
                element.matches(in: dependencies, range: NSRange(dependencies.startIndex..., in: dependencies)).map {
                    String(dependencies[Range($0.range(at: 1), in: dependencies)!])
                })
        }
        return found
    }

    /// The table of docs/architecture.md: each target's row, its dependencies in backquotes.
    static func documentedDependencies() throws -> [String: Set<String>] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        var found: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let names = { (cell: String) in
                Set(
                    cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter {
                        $0.offset % 2 == 1
                    }.map { String($0.element) })
            }
            guard cells.count == 2, let target = names(cells[0]).first else { continue }
            found[target] = names(cells[1])
        }
        return found
    }

    func testTheDocumentedDependenciesAreThePackages() throws {
        let documented = try Self.documentedDependencies()
        let declared = try Self.packageDependencies()
        XCTAssertEqual(
            Set(documented.keys),
            ["GRDBGenSyntax", "GRDBGenSQL", "GRDBGenAdoption", "GRDBGenCore", "GRDBGenRuntime", "grdbgen"])
        for (target, dependencies) in documented {
            XCTAssertEqual(declared[target], dependencies, target)
        }
        // The generator's closure has no runtime, hence no OpenCombine.
        var closure: Set<String> = []
        var next = ["grdbgen"]
        while let target = next.popLast() {
            if closure.insert(target).inserted { next += declared[target] ?? [] }
        }
        XCTAssertFalse(closure.contains("GRDBGenRuntime"), "\(closure)")
        XCTAssertFalse(closure.contains("OpenCombine"), "\(closure)")
    }

    /// A kind of migration step is handled in few files (issue 62): its call and kind
    /// (`MigrationCall.swift`), its grammar, its meaning (the fold), its Swift (the migration
    /// renderer), its GRDB call (the applier) and its lock text. The search index stands for every
    /// kind; a seventh file that names it in code (not in a comment nor a string) fails.
    func testAStepKindIsHandledInSixFiles() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        let handling = try files.filter { file in
            try String(contentsOf: file, encoding: .utf8).split(separator: "\n").contains { line in
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
                // Strings left out: a diagnostic may name the step.
                let unquoted = code.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.offset % 2 == 0 }.map(\.element).joined()
                return unquoted.contains("createSearchIndex")
            }
        }.map(\.lastPathComponent).sorted()
        XCTAssertGreaterThan(handling.count, 0)
        XCTAssertLessThanOrEqual(handling.count, 6, "\(handling)")
    }
}
