import Foundation
import GRDB
@testable import GRDBGenCore
import XCTest

/// The keys of issue 46 (an app that already ships): `timestamps:`, `swift: { optional: false }`,
/// `representation: uppercaseText`, `migrations: only` and Swift migration steps, as the generator
/// reads, checks and rehearses them.
final class ShippedAppKeysTests: XCTestCase {
    /// A schema of one table `account` whose columns are `columns` (as in `tables:` and in its migration).
    func schema(columns: String, table: String = "", functions: String = "", steps: String = "") -> String {
        """
        swift: { store: AppDatabase }
        \(functions)
        tables:
          account:
            columns:
              id: { type: integer, primaryKey: autoincrement }
        \(columns.split(separator: "\n").map { "      \($0)" }.joined(separator: "\n"))
        \(table)
        migrations:
          - id: v1
            steps:
              - createTable:
                  table: account
                  columns:
                    id: { type: integer, primaryKey: autoincrement }
        \(columns.split(separator: "\n").map { "            \($0)" }.joined(separator: "\n")
            .replacingOccurrences(of: ", swift: { optional: false }", with: "")
            .replacingOccurrences(of: ", swift: { optional: true }", with: ""))
        \(steps)
        """
    }

    func testTimestampsNameDatetimeColumnsTheRecordWrites() async throws {
        let good = schema(
            columns: "created: { type: datetime }\nupdated: { type: datetime, notNull: true }",
            table: "    timestamps: { created: created, updated: updated }")
        let errors1 = await diagnose(good).filter { $0.contains("error") }
        XCTAssertEqual(errors1, [])
        let described = try await GeneratorPipeline().validate(
            SchemaSource(path: "schema.yaml", text: good), diagnostics: DiagnosticCollector())
        let record = try XCTUnwrap(described.record(forTable: "account"))
        XCTAssertEqual(record.timestamps?.created, "created")
        XCTAssertEqual(record.timestamps?.updated, "updated")
        // Optional even over NOT NULL, as GRDB's documentation has them: nil until inserted.
        XCTAssertEqual(record.properties.first { $0.columnName == "updated" }?.isOptional, true)

        let wrongType = schema(
            columns: "created: { type: text }", table: "    timestamps: { created: created }")
        let errors2 = await diagnose(wrongType).filter { $0.contains("error") }
        XCTAssertEqual(
            errors2,
            [
                "schema.yaml:8:28: error: `timestamps.created` of table `account`: column `created` is `text`; a "
                    + "timestamp is a `datetime` column (a `Date`)"
            ])
        let missing = schema(columns: "created: { type: datetime }", table: "    timestamps: { updated: creatd }")
        let errors3 = await diagnose(missing).filter { $0.contains("error") }
        XCTAssertEqual(
            errors3,
            [
                "schema.yaml:8:28: error: `timestamps.updated` of table `account` names no column `creatd`; did you "
                    + "mean `created`?"
            ])
        let same = schema(
            columns: "at: { type: datetime }", table: "    timestamps: { created: at, updated: at }")
        let errors4 = await diagnose(same).filter { $0.contains("error") }
        XCTAssertEqual(
            errors4,
            [
                "schema.yaml:8:41: error: `timestamps` of table `account`: `created` and `updated` name the same column `at`"
            ])
    }

    func testOptionalFalseKeepsThePropertyOverANullableColumnOnly() async throws {
        let good = schema(columns: "title: { type: text, swift: { optional: false } }")
        let errors5 = await diagnose(good).filter { $0.contains("error") }
        XCTAssertEqual(errors5, [])
        let output = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: good))
        let account = try XCTUnwrap(output.files["Account.swift"])
        XCTAssertTrue(account.contains("    var title: String\n"), account)
        XCTAssertTrue(
            account.contains(
                "title = try row.required(row.decodeIfPresent(String.self, at: 1), at: 1, table: Self.databaseTableName)"
            ), account)

        let onKey = """
            swift: { store: AppDatabase }
            tables:
              account:
                columns:
                  id: { type: integer, primaryKey: autoincrement, swift: { optional: false } }
            migrations:
              - id: v1
                steps:
                  - createTable: { table: account, columns: { id: { type: integer, primaryKey: autoincrement } } }
            """
        let errors6 = await diagnose(onKey).filter { $0.contains("error") }
        XCTAssertEqual(
            errors6,
            [
                "schema.yaml:5:74: error: column `id` of table `account`: `optional: false` on a column SQLite fills "
                    + "in (a key it chooses, a generated column): its property is nil until the row is read; remove "
                    + "`swift.optional`"
            ])
        let trueOnNotNull = schema(
            columns: "title: { type: text, notNull: true, default: \"\", swift: { optional: true } }")
        let errors7 = await diagnose(trueOnNotNull).filter { $0.contains("error") }
        XCTAssertEqual(
            errors7,
            [
                "schema.yaml:7:75: error: column `title` of table `account`: `optional: true` on a column that never "
                    + "holds NULL; the property is optional when the column accepts NULL: remove `swift.optional`"
            ])
    }

    func testAFunctionOfTheMigrationsOnlyIsNotCalledByTheCurrentSchema() async throws {
        let functions = "functions:\n  clean: { arguments: [text], result: text, migrations: only }"
        let good = schema(
            columns: "title: { type: text }", functions: functions,
            steps: "  - id: v2\n    steps:\n      - sql: UPDATE account SET title = clean(title)")
        let errors8 = await diagnose(good).filter { $0.contains("error") }
        XCTAssertEqual(errors8, [])
        let output = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: good))
        let migrations = try XCTUnwrap(output.files["AppDatabase+Migrations.swift"])
        XCTAssertTrue(
            migrations.contains(
                """
                        migrator.registerMigration("v2") { db in
                            try Self.checkMigrationFunction("clean", argumentCount: 1, migration: "v2", in: db)
                """), migrations)
        XCTAssertFalse(migrations.contains("migration: \"v1\""), migrations)

        // A view of the current schema that calls it: SQLite refuses it, at the view.
        let called =
            good + "\nviews:\n  cleaned:\n    sql: SELECT id, clean(title) AS title FROM account\n"
            + "    columns: { title: { type: text } }\n"
        let errors = await diagnose(called).filter { $0.contains("error") }
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.contains("no such function: clean") == true, "\(errors)")
    }

    func testASwiftStepIsLockedByItsNameAndRehearsedAsAStandIn() async throws {
        let text = schema(
            columns: "title: { type: text }",
            steps: "  - id: v2\n    steps:\n      - swift: { function: rewriteTitles }")
        let errors10 = await diagnose(text).filter { $0.contains("error") }
        XCTAssertEqual(errors10, [])
        let other = text.replacingOccurrences(of: "rewriteTitles", with: "rewriteNames")
        let described = try await GeneratorPipeline().validate(
            SchemaSource(path: "schema.yaml", text: text), diagnostics: DiagnosticCollector())
        let renamed = try await GeneratorPipeline().validate(
            SchemaSource(path: "schema.yaml", text: other), diagnostics: DiagnosticCollector())
        XCTAssertNotEqual(
            MigrationFingerprint.checksum(of: described.schema.migrations[1]),
            MigrationFingerprint.checksum(of: renamed.schema.migrations[1]))

        // A file at v1, rehearsed: v2 runs a stand-in, and the report says so.
        let path = NSTemporaryDirectory() + "stand-in-\(UUID().uuidString).sqlite"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let queue = try DatabaseQueue(path: path)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: "CREATE TABLE account (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT)")
            try db.execute(sql: "INSERT INTO account (title) VALUES ('a')")
        }
        try migrator.migrate(queue)
        try queue.close()
        let report = try Rehearsal.rehearse(described.validated, database: path)
        XCTAssertEqual(report.applied, ["v2"])
        XCTAssertEqual(report.standIns, ["migration `v2`: Swift step `rewriteTitles`"])
        XCTAssertNil(report.failure)
    }

    /// `t.*` of a table keyed by its hidden rowid, without the rowid: refused, saying to select it
    /// (issue 51: its record could not be told from a new one, and saved, inserted a second row; on
    /// an outer join's side nothing told its missing row). `t.rowid, t.*` nests it.
    func testAnOuterJoinOfARowidKeyedTableSaysToSelectItsRowid() async throws {
        let text = """
            swift: { store: AppDatabase }
            tables:
              vault:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
              position:
                columns:
                  vaultID: { type: integer, references: vault, index: false }
                  rank: { type: integer }
            queries:
              vaultList:
                sql: SELECT vault.*, position.* FROM vault LEFT JOIN position ON position.vaultID = vault.id
              keyed:
                sql: SELECT vault.*, position.rowid, position.* FROM vault LEFT JOIN position ON position.vaultID = vault.id
            migrations:
              - id: v1
                steps:
                  - createTable: { table: vault, columns: { id: { type: integer, primaryKey: autoincrement } } }
                  - createTable:
                      table: position
                      columns: { vaultID: { type: integer, references: vault }, rank: { type: integer } }

            """
        let found = await diagnose(text)
        XCTAssertEqual(
            found,
            [
                "schema.yaml:12:10: error: query `vaultList`: `position.*` leaves out the rowid of table `position`, "
                    + "its key: the record read could not be told from a new one (saved, it would insert a second "
                    + "row); select `position.rowid, position.*`"
            ])
        let fixed = text.replacingOccurrences(
            of: "sql: SELECT vault.*, position.* FROM", with: "sql: SELECT vault.*, position.rowid, position.* FROM")
        let output = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: fixed))
        let keyed = try XCTUnwrap(output.files["KeyedRow.swift"])
        XCTAssertTrue(
            keyed.contains("position = try row.decodeIfPresent(Position.self, at: 1, count: 3, presence: 0)"), keyed)
    }
}
