import Foundation
import XCTest

/// GRDBGenRuntime keeps what GRDB lacks, and re-declares nothing of GRDB (issue 60): no member of a
/// GRDB type (or of a protocol GRDB declares it adopts) is declared again by an extension of the
/// runtime, no operator or function of GRDB is declared again at the top level, and nothing
/// extends `Sequence`, `Range` or `ClosedRange`. Before issue 60 the runtime declared 30 operators of
/// its `StoredColumn`, `max`/`min`, GRDB's key dictionaries, and `fetchAll`/`fetchOne` of every
/// `QueryInterfaceRequest` of the app: the test then listed them.
///
/// It reads the sources of the runtime and of the GRDB that SwiftPM checked out beside them.
final class RuntimeRedeclarationTests: XCTestCase {
    /// A declaration's name in a line: `func name`, `var name`, `static func ==`, `subscript`.
    static let member = try! NSRegularExpression(
        pattern: #"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|internal|package|static|mutating|"#
            + #"nonisolated|final|override|prefix|postfix|infix)\s+)*(?:func|var|let)\s+([^\s(<:]+)"#)

    /// The start of a top-level block: `extension Name`, `struct Name`, `protocol Name`….
    nonisolated(unsafe) static let block =
        /^(?:public |open |final |package )*(?:extension|struct|class|protocol|enum|actor) ([A-Za-z_][A-Za-z0-9_]*)/

    /// The top-level blocks of a source (`extension Name …`, a type, a protocol), with the names
    /// declared directly in them (nested types' members left out).
    static func extensions(in text: String) -> [(type: String, members: [String])] {
        var blocks: [(String, [String])] = []
        var current: (String, [String])?
        var depth = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(line)
            if depth == 0, let match = line.firstMatch(of: Self.block) {
                current = (String(match.1), [])
            } else if depth == 1, current != nil,
                let found = member.firstMatch(in: line, range: NSRange(line.startIndex..., in: line))
            {
                current?.1.append(String(line[Range(found.range(at: 1), in: line)!]))
            } else if depth == 1, current != nil, line.contains(/^\s*(?:@inlinable\s+)?(?:public\s+)?subscript/) {
                current?.1.append("subscript")
            }
            let code = line.split(separator: "//", maxSplits: 1).first.map(String.init) ?? ""
            depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
            if depth == 0, let block = current, code.contains("}") || code.contains("{}") {
                blocks.append(block)
                current = nil
            }
        }
        return blocks
    }

    /// The names declared at the top level of a source: `func max`, `func ==`.
    static func topLevelFunctions(in text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") where !line.hasPrefix(" ") && !line.hasPrefix("}") {
            let line = String(line)
            if let found = member.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                line.contains("func ")
            {
                names.insert(String(line[Range(found.range(at: 1), in: line)!]))
            }
        }
        return names
    }

    func testTheRuntimeRedeclaresNothingOfGRDB() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let grdb = root.appendingPathComponent(".build/checkouts/GRDB.swift/GRDB")
        guard FileManager.default.fileExists(atPath: grdb.path) else {
            throw XCTSkip("GRDB's sources are not checked out at \(grdb.path)")
        }
        func sources(_ directory: URL) throws -> [String] {
            let files = try XCTUnwrap(FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil))
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            return try files.map { try String(contentsOf: $0, encoding: .utf8) }
        }
        let grdbSources = try sources(grdb)
        let runtimeSources = try sources(root.appendingPathComponent("Sources/GRDBGenRuntime"))
        XCTAssertGreaterThan(grdbSources.count, 100)

        // GRDB's types and protocols, what each adopts or refines, and the members of each.
        var adopts: [String: Set<String>] = [:]
        var members: [String: Set<String>] = [:]
        let declaration =
            /^(?:public |open |final )*(?:struct|class|protocol|enum|extension) ([A-Za-z_][A-Za-z0-9_]*)(?:<[^>]*>)?(?:: ([^{]*))?/
        for text in grdbSources {
            // A declaration whose conformances go on over several lines, joined up to its `{`.
            var lines: [String] = []
            for line in text.split(separator: "\n").map(String.init) {
                if let last = lines.last, last.firstMatch(of: declaration) != nil, !last.contains("{"),
                    last.hasSuffix(",")
                {
                    lines[lines.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
                } else {
                    lines.append(line)
                }
            }
            for line in lines {
                guard let match = line.firstMatch(of: declaration) else { continue }
                let conformances = (match.2.map(String.init) ?? "").split(separator: " where ").first ?? ""
                adopts[String(match.1), default: []].formUnion(
                    conformances.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            }
            for block in Self.extensions(in: text) {
                members[block.type, default: []].formUnion(block.members)
            }
        }
        func closure(_ type: String) -> Set<String> {
            var seen: Set<String> = [type]
            var queue = [type]
            while let next = queue.popLast() {
                for adopted in adopts[next] ?? [] where seen.insert(adopted).inserted { queue.append(adopted) }
            }
            return seen
        }

        var redeclared: [String] = []
        for text in runtimeSources {
            for block in Self.extensions(in: text)
            where adopts[block.type] != nil || block.type.hasPrefix("Sequence")
                || ["Range", "ClosedRange", "Sequence", "Collection", "Array", "Optional"].contains(block.type)
            {
                if ["Range", "ClosedRange", "Sequence"].contains(block.type) {
                    redeclared.append("extension \(block.type)")
                }
                let grdbMembers = closure(block.type).reduce(into: Set<String>()) { $0.formUnion(members[$1] ?? []) }
                for name in block.members where grdbMembers.contains(name) {
                    redeclared.append("\(block.type).\(name)")
                }
            }
        }
        let grdbGlobals = grdbSources.reduce(into: Set<String>()) { $0.formUnion(Self.topLevelFunctions(in: $1)) }
        for text in runtimeSources {
            redeclared += Self.topLevelFunctions(in: text).intersection(grdbGlobals).map { "global \($0)" }
        }
        XCTAssertEqual(redeclared.sorted(), [], "the runtime re-declares these members of GRDB")
    }
}
