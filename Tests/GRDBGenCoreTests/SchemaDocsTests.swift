import Foundation
import XCTest

@testable import GRDBGenCore

/// docs/schema.md's key tables name the keys the translator reads, no more and no fewer (issue
/// 62): the top-level mappings' tables (`swift:`, `debug:`, `functions:`), the column keys and
/// types, and the migration steps with their keys; and every key of every other mapping is
/// written in the section that describes it.
final class SchemaDocsTests: XCTestCase {
    static let text = try! String(
        contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/schema.md"),
        encoding: .utf8)

    /// The text of the section under `heading` (a line `## …` or `### …`), to the next heading of
    /// the same level or above.
    func section(_ heading: String) throws -> String {
        let lines = Self.text.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex(of: heading), heading)
        let level = heading.prefix { $0 == "#" }.count
        let end = lines[(start + 1)...].firstIndex { line in
            let hashes = line.prefix { $0 == "#" }.count
            return hashes > 0 && hashes <= level && line.dropFirst(hashes).hasPrefix(" ")
        }
        return lines[start..<(end ?? lines.count)].joined(separator: "\n")
    }

    /// The rows of the section's tables, headers left out: each row's cells, its first cell a
    /// backticked name.
    func rows(_ section: String) -> [[String]] {
        let lines = section.components(separatedBy: "\n")
        return lines.indices.filter { index in
            lines[index].hasPrefix("| `") && !(index + 1 < lines.count && lines[index + 1].hasPrefix("|-"))
        }.map { index in
            lines[index].split(separator: "|", omittingEmptySubsequences: false).dropFirst().map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        }
    }

    /// The backticked names of a cell (`` `table`, `rows: […]` `` → table, rows).
    func names(_ cell: String) -> [String] {
        cell.matches(of: /`([A-Za-z.]+)[`:]/).map { String($0.1) }
    }

    /// A table's keys are keys of the mapping, and each key of the mapping is written in the
    /// section (in the table, or in its text: a key the translator refuses with advice).
    func checkTable(_ heading: String, _ keys: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let text = try section(heading)
        let written = Set(rows(text).compactMap { names($0[0]).first })
        XCTAssertTrue(written.isSubset(of: keys), "\(heading): \(written.subtracting(keys))", file: file, line: line)
        for key in keys where !text.contains("`\(key)`") && !text.contains("`\(key):") {
            XCTFail("\(heading) does not write `\(key)`", file: file, line: line)
        }
    }

    func keys(ofTableIn heading: String) throws -> Set<String> {
        Set(try rows(section(heading)).compactMap { names($0[0]).first })
    }

    func testTheTopLevelMappingsTablesNameTheirKeys() throws {
        try checkTable("## `swift:`", SchemaGrammar.swift.names + GeneratedFeatures.removedKeys.map(\.key))
        try checkTable("## `debug:`", SchemaGrammar.debug.names)
        try checkTable("## `functions:`", SchemaGrammar.function.names)
    }

    func testTheColumnTablesNameEveryColumnKeyAndType() throws {
        let columnKeys = try keys(ofTableIn: "### Column keys")
        XCTAssertEqual(
            columnKeys.filter { !$0.hasPrefix("swift.") }, Set(SchemaGrammar.column.names).subtracting(["swift"]))
        XCTAssertEqual(
            Set(columnKeys.filter { $0.hasPrefix("swift.") }.map { String($0.dropFirst("swift.".count)) }),
            Set(SchemaGrammar.columnSwift.names))
        XCTAssertEqual(try keys(ofTableIn: "### Column types"), Set(ColumnType.allCases.map(\.rawValue)))
    }

    /// Each step kind, with its keys; `addColumn`'s are a column's ("and the column keys").
    func testTheStepTableNamesEveryKindAndItsKeys() throws {
        let rows = try rows(section("## `migrations:`"))
        XCTAssertEqual(Set(rows.compactMap { names($0[0]).first }), Set(StepKind.allCases.map(\.rawValue)))
        for row in rows {
            guard let kind = names(row[0]).first.flatMap(StepKind.init(rawValue:)), row.count > 1 else { continue }
            let written = Set(names(row[1]))
            let keys = Set(kind.keys)
            if kind == .addColumn {
                XCTAssertTrue(written.isSubset(of: keys), "\(kind): \(written.subtracting(keys))")
            } else {
                XCTAssertEqual(written, keys, "\(kind)")
            }
        }
    }

    /// The keys of the mappings that have no table of their own are each written in the section
    /// that describes the mapping (`` `key` `` or `key:`).
    func testEveryKeyOfTheOtherMappingsIsWrittenInItsSection() throws {
        let mappings: [(String, [String])] = [
            ("## `tables:`", SchemaGrammar.table.names + SchemaGrammar.reference.names),
            ("### Timestamps", SchemaGrammar.timestamps.names),
            ("### Triggers", SchemaGrammar.trigger.names),
            ("### Full-text search", SchemaGrammar.searchStep.names),
            ("## `views:`", SchemaGrammar.view.names + SchemaGrammar.viewColumn.names),
            (
                "## `migrations:`",
                SchemaGrammar.migration.names + SchemaGrammar.baseline.names + SchemaGrammar.olderFiles.names
            ),
        ]
        // Queries have a document of their own.
        let queries = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("docs/queries.md"),
            encoding: .utf8)
        for key in Set(SchemaGrammar.query.names + SchemaGrammar.queryParameter.names) {
            XCTAssertTrue(queries.contains("`\(key)`") || queries.contains("\(key):"), "docs/queries.md: `\(key)`")
        }
        for (heading, keys) in mappings {
            let text = try section(heading)
            for key in Set(keys) {
                XCTAssertTrue(
                    text.contains("`\(key)`") || text.contains("\(key):") || text.contains("`\(key):"),
                    "\(heading) does not write `\(key)`")
            }
        }
    }
}
