@testable import GRDBGenCore
import GRDB
import XCTest

/// `representation: unixTime` and `unixTimeMilliseconds` of `datetime` columns, on the schema side:
/// INTEGER storage (so STRICT tables take them), and `grdbgen migrate` rewriting the stored dates
/// when a column changes representation (SQLite alone would copy date text into the INTEGER column).
final class UnixTimeSchemaTests: XCTestCase {
    /// A schema with a `log` table whose `at` column is written `at`.
    func schema(_ at: String, strict: Bool = false) -> String {
        """
        tables:
          log:
            columns:
              id: { type: integer, primaryKey: autoincrement }
              at: \(at)
        \(strict ? "    options: [strict]\n" : "")migrations:
          - id: v1
            steps:
              - createTable:
                  table: log
                  columns:
                    id: { type: integer, primaryKey: autoincrement }
                    at: \(at)
        \(strict ? "          options: [strict]\n" : "")
        """
    }

    // Synchronous GRDB calls, out of the async tests.
    func execute(_ queue: DatabaseQueue, _ sql: String) throws {
        try queue.write { try $0.execute(sql: sql) }
    }

    func validated(_ text: String) async throws -> DescribedSchema {
        try await GeneratorPipeline().validate(
            SchemaSource(path: "schema.yaml", text: text), diagnostics: DiagnosticCollector())
    }

    func testUnixTimeIsAnIntegerColumnThatStrictTablesTake() async throws {
        let files = try await GeneratorPipeline().run(
            SchemaSource(
                path: "schema.yaml",
                text: schema("{ type: datetime, representation: unixTime, notNull: true }", strict: true))
        ).files
        let migrations = try XCTUnwrap(files["AppDatabase+Migrations.swift"])
        XCTAssertTrue(migrations.contains(#"t.column("at", .integer).notNull()"#), migrations)
        // The property is a `UnixSeconds`, which binds itself as the integer (issue 60).
        let log = try XCTUnwrap(files["Log.swift"])
        XCTAssertTrue(log.contains("    var at: UnixSeconds\n"), log)
        XCTAssertTrue(log.contains("container[Columns.at] = at\n"), log)
        // A date as text is a TEXT column of a STRICT table (issue 26).
        let text = try await GeneratorPipeline().run(
            SchemaSource(path: "schema.yaml", text: schema("{ type: datetime, notNull: true }", strict: true))
        ).files
        let textMigrations = try XCTUnwrap(text["AppDatabase+Migrations.swift"])
        XCTAssertTrue(textMigrations.contains(#"t.column("at", .text).notNull()"#), textMigrations)
    }

    /// Text → seconds → milliseconds → text, each planned by `migrate` and run on rows: the values
    /// are converted (fractions dropped only where seconds are asked for, and reported).
    func testMigrateRewritesDatesWhenTheRepresentationChanges() async throws {
        let queue = try DatabaseQueue()
        var current = schema("{ type: datetime }")
        try Rehearsal.migrator(for: (try await validated(current)).validated).migrate(queue)
        try execute(
            queue,
            "INSERT INTO log (at) VALUES ('2023-11-14 22:13:21.500'), ('1969-12-31 23:59:58.750'), (NULL), "
                + "('not a date')"
        )
        func step(to at: String, id: String) async throws -> MigrationWriter.Result {
            let wanted =
                current.components(separatedBy: "\nmigrations:")[0]
                .replacingOccurrences(of: #"(?m)^(      at: ).*$"#, with: "$1" + at, options: .regularExpression)
                + "\nmigrations:" + current.components(separatedBy: "\nmigrations:")[1]
            let result = try await MigrationWriter.migrate(
                SchemaSource(path: "schema.yaml", text: wanted), id: id, lock: nil)
            current = try XCTUnwrap(result.text)
            try Rehearsal.migrator(for: (try await validated(current)).validated).migrate(queue)
            return result
        }
        func stored() throws -> [DatabaseValue] {
            try queue.read { try DatabaseValue.fetchAll($0, sql: "SELECT at FROM log ORDER BY id") }
        }

        let toSeconds = try await step(to: "{ type: datetime, representation: unixTime }", id: "toSeconds")
        XCTAssertEqual(
            toSeconds.losses,
            [
                "rewrites column `log.at` as Unix time in whole seconds: fractions of a second are dropped"
            ])
        XCTAssertTrue(toSeconds.migrationText.contains("changes its representation"), toSeconds.migrationText)
        XCTAssertEqual(
            try stored(),
            [(1_700_000_001 as Int64).databaseValue, (-2 as Int64).databaseValue, .null, "not a date".databaseValue])

        let toMilliseconds = try await step(
            to: "{ type: datetime, representation: unixTimeMilliseconds }", id: "toMilliseconds")
        XCTAssertEqual(toMilliseconds.losses, [])
        XCTAssertEqual(
            try stored(),
            [
                (1_700_000_001_000 as Int64).databaseValue, (-2_000 as Int64).databaseValue, .null,
                "not a date".databaseValue,
            ])
        try execute(queue, "UPDATE log SET at = -1250 WHERE id = 2")

        let toText = try await step(to: "{ type: datetime }", id: "toText")
        XCTAssertEqual(toText.losses, [])
        XCTAssertEqual(
            try stored(),
            [
                "2023-11-14 22:13:21.000".databaseValue, "1969-12-31 23:59:58.750".databaseValue, .null,
                "not a date".databaseValue,
            ])

        // Milliseconds back to seconds round down, before 1970 too (as GRDB's `secondsSince1970`).
        _ = try await step(to: "{ type: datetime, representation: unixTimeMilliseconds }", id: "again")
        XCTAssertEqual(try stored()[1], (-1_250 as Int64).databaseValue)
        let down = try await step(to: "{ type: datetime, representation: unixTime }", id: "down")
        XCTAssertEqual(
            down.losses, ["rewrites column `log.at` as Unix time in whole seconds: fractions of a second are dropped"])
        XCTAssertEqual(try stored()[0...1], [(1_700_000_001 as Int64).databaseValue, (-2 as Int64).databaseValue])
    }
}
