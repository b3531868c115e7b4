import Foundation
import GRDB
import XCTest

/// `grdbgen migrate NAME`: writes the missing migration into schema.yaml, leaving the rest of the
/// file byte for byte as it was.
final class MigrateCLITests: XCTestCase {
    var work: URL!
    var schemaURL: URL { work.appendingPathComponent("schema.yaml") }

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("grdbgen-migrate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLIRunner.packageRoot.appendingPathComponent("schema.yaml"), to: schemaURL)
        XCTAssertEqual(try CLIRunner.run(["generate", "--quiet"], in: work).status, 0)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    func text() throws -> String { try String(contentsOf: schemaURL, encoding: .utf8) }

    /// Replaces text in the `tables:` part only (before `migrations:`).
    func editTables(_ old: String, _ new: String) throws {
        let full = try text()
        let split = try XCTUnwrap(full.range(of: "\nmigrations:"))
        let tables = String(full[..<split.lowerBound])
        XCTAssertTrue(tables.contains(old), old)
        try Data((tables.replacingOccurrences(of: old, with: new) + full[split.lowerBound...]).utf8).write(
            to: schemaURL)
    }

    /// Asserts that `after` is `before` with one block of lines inserted, and returns the block.
    func insertedBlock(_ before: String, _ after: String, file: StaticString = #filePath, line: UInt = #line) -> String
    {
        let old = before.components(separatedBy: "\n"), new = after.components(separatedBy: "\n")
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        { suffix += 1 }
        XCTAssertEqual(
            prefix + suffix, old.count, "every line of the old file is kept, in order", file: file, line: line)
        return new[prefix..<(new.count - suffix)].joined(separator: "\n")
    }

    func testAPlanThatWouldBreakAQueryIsRefusedBeforeWriting() throws {
        // The demo's queries `lowStock`, `listed` and `stats` read `quantity`.
        try editTables("      quantity: { type: integer }\n", "")
        let before = try text()
        let result = try CLIRunner.run(["migrate", "dropQuantity"], in: work)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(
            result.stderr,
            """
            schema.yaml:21:35: error: query `lowStock`: SQLite: no such column: quantity
            schema.yaml:26:16: error: query `listed`: filter `inStock`: SQLite: no such column: quantity
            schema.yaml:35:46: error: query `stats`: SQLite: no such column: quantity
            error: the tables of schema.yaml no longer fit these queries: change the queries (or the tables), then plan \
            migration `dropQuantity` again
            error: schema.yaml was not changed

            """)
        XCTAssertEqual(try text(), before)
    }

    /// A table SQLite refuses is reported as such, without blaming the queries.
    func testATableSQLiteRefusesIsNotBlamedOnTheQueries() throws {
        try editTables(
            "      notes:    { type: text }\n", "      notes:    { type: text, check: \"nope > 0\" }\n")
        let result = try CLIRunner.run(["migrate", "checkNotes"], in: work)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("SQLite refuses table `item` as tables: define it"), result.stderr)
        XCTAssertFalse(result.stderr.contains("no longer fit"), result.stderr)
    }

    func testAColumnAddedToTablesOnlyIsFixedByMigrate() throws {
        try editTables(
            "      notes:    { type: text }\n",
            "      notes:    { type: text }\n      rating:   { type: real, notNull: true, default: 0 }\n")
        let check = try CLIRunner.run(["check"], in: work)
        XCTAssertNotEqual(check.status, 0)
        XCTAssertTrue(
            check.stderr.hasPrefix(
                "schema.yaml:14:7: error: column `rating` of table `item` is in tables: but no migration adds it"),
            check.stderr)

        let before = try text()
        let dryRun = try CLIRunner.run(["migrate", "addRating", "--dry-run"], in: work)
        XCTAssertEqual(dryRun.status, 0, dryRun.stderr)
        let migration = """
              - id: addRating
                steps:
                  - addColumn: { table: item, column: rating, type: real, notNull: true, default: 0 }

            """
        // The migration, then each step annotated.
        XCTAssertEqual(
            dryRun.stdout,
            migration + """

                safe        - addColumn: { table: item, column: rating, type: real, notNull: true, default: 0 }

                """)
        XCTAssertEqual(try text(), before, "--dry-run writes nothing")

        let migrate = try CLIRunner.run(["migrate", "addRating"], in: work)
        XCTAssertEqual(migrate.status, 0, migrate.stderr)
        XCTAssertEqual(
            migrate.stdout,
            "added migration addRating (1 step) to schema.yaml; run `grdbgen generate` (it locks the "
                + "migration), or build if the build plugin generates the code\n"
        )
        let after = try text()
        XCTAssertTrue(after.hasPrefix(before), "comments and layout are kept byte for byte")
        XCTAssertEqual(String(after.dropFirst(before.count)), migration)

        XCTAssertEqual(try CLIRunner.run(["generate", "--quiet"], in: work).status, 0)
        let final = try CLIRunner.run(["check"], in: work)
        XCTAssertEqual(final.status, 0, final.stderr)
    }

    func testNewTablesDroppedColumnsAndIndexesWithAKeyAfterMigrations() throws {
        // A key after `migrations:` and comments: the new migration goes before them.
        try (try text() + "\n# Debug builds only.\ndebug:\n  eraseDatabaseOnSchemaChange: false\n").write(
            to: schemaURL, atomically: true, encoding: .utf8)
        // `notes` goes, and so from the search index, which SQLite cannot change: dropped and made again.
        try editTables("      notes:    { type: text }\n", "")
        try editTables("      columns: [name, notes]\n", "      columns: [name]\n")
        try editTables(
            "      diacritics: remove    # \"creme\" finds \"crème\"\n",
            "      diacritics: remove    # \"creme\" finds \"crème\"\n    indexes:\n      - { name: "
                + "item_on_name, columns: [name] }\n  tag:\n    columns:\n      code: { type: text, primaryKey: "
                + "true }\n      item_id: { type: integer, references: { table: item, onDelete: cascade } }\n"
        )
        let before = try text()
        let migrate = try CLIRunner.run(["migrate", "tidyUp", "--allow-data-loss"], in: work)
        XCTAssertEqual(migrate.status, 0, migrate.stderr)
        let block = insertedBlock(before, try text())
        let expected = """
              - id: tidyUp
                steps:
                  - dropSearchIndex: { name: item_ft }
                  # Data loss: drops column `item.notes`.
                  - dropColumn: { table: item, column: notes }
                  - createIndex: { name: item_on_name, table: item, columns: [name] }
                  - createSearchIndex: { table: item, name: item_ft, columns: [name], tokenizer: porter, diacritics: remove }
                  - createTable:
                      table: tag
                      columns:
                        code: { type: text, primaryKey: true }
                        item_id: { type: integer, references: { table: item, onDelete: cascade } }
                  - createIndex: { name: index_tag_on_item_id, table: tag, columns: [item_id] }
            """
        XCTAssertEqual(block, expected)
        XCTAssertTrue(
            try text().hasSuffix(expected + "\n\n# Debug builds only.\ndebug:\n  eraseDatabaseOnSchemaChange: false\n"))
        XCTAssertEqual(try CLIRunner.run(["generate", "--quiet"], in: work).status, 0)
        XCTAssertEqual(try CLIRunner.run(["check"], in: work).status, 0)
    }

    func testATypeChangeRecreatesTheTable() throws {
        try editTables("      quantity: { type: integer }\n", "      quantity: { type: real }\n")
        let before = try text()
        let migrate = try CLIRunner.run(["migrate", "quantityReal", "--allow-data-loss"], in: work)
        XCTAssertEqual(migrate.status, 0, migrate.stderr)
        XCTAssertTrue(migrate.stdout.hasPrefix("added migration quantityReal"), migrate.stdout)
        let block = insertedBlock(before, try text())
        XCTAssertTrue(
            block.contains(
                "# Recreates table `item`: SQLite cannot change it in place (column `quantity` changes type)"), block)
        XCTAssertTrue(block.contains("- createTable:\n          table: item_new"), block)
        XCTAssertTrue(
            block.contains(
                #"- sql: "INSERT INTO \"item_new\" (\"id\", \"name\", \"quantity\", \"notes\") SELECT \"id\", \"name\", \"quantity\", \"notes\" FROM \"item\"""#
            ), block)
        XCTAssertTrue(
            block.contains("- dropTable: { table: item }\n      - renameTable: { from: item_new, to: item }"), block)
        XCTAssertEqual(try CLIRunner.run(["generate", "--quiet"], in: work).status, 0)
        XCTAssertEqual(try CLIRunner.run(["check"], in: work).status, 0)
    }

    func testStepsThatLoseDataAreListedAndRefusedWithoutTheFlag() throws {
        try editTables("      quantity: { type: integer }\n", "      quantity: { type: real }\n")
        try editTables("      notes:    { type: text }\n", "")
        try editTables("      columns: [name, notes]\n", "      columns: [name]\n")
        let before = try text()
        let refused = try CLIRunner.run(["migrate", "reshape"], in: work)
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertEqual(
            refused.stderr,
            """
            error: migration `reshape` changes column `item.quantity` from integer to real: SQLite converts the values it can
            error: migration `reshape` drops column `item.notes`
            error: these steps lose data: review them with `grdbgen migrate reshape --dry-run`, write them with \
            `--allow-data-loss`, or change tables:
            error: schema.yaml was not changed

            """)
        XCTAssertEqual(try text(), before)

        // Measured in a database: the demo's items.
        let database = work.appendingPathComponent("items.sqlite").path
        for (name, notes) in [("Apple", "green"), ("Pear", nil), ("Fig", "dried")] as [(String, String?)] {
            var arguments = ["--database", database, "add", "--name", name, "--quantity", "2"]
            if let notes { arguments += ["--notes", notes] }
            XCTAssertEqual(try CLIRunner.run(arguments, in: work, executable: "items").status, 0)
        }
        let fileBefore = try Data(contentsOf: URL(fileURLWithPath: database))
        let plan = try CLIRunner.run(["migrate", "reshape", "--dry-run", "--database", database], in: work)
        XCTAssertEqual(plan.status, 0, plan.stderr)
        XCTAssertTrue(plan.stdout.contains("      # Data loss: drops column `item.notes`.\n"), plan.stdout)
        XCTAssertTrue(
            plan.stdout.contains(
                """
                safe        - dropSearchIndex: { name: item_ft }
                safe        - createTable:
                destructive - sql: "INSERT INTO \\"item_new\\"
                """), plan.stdout)
        XCTAssertTrue(
            plan.stdout.contains(
                """
                Loses data (written only with --allow-data-loss):
                  changes column `item.quantity` from integer to real: SQLite converts the values it can (3 of 3 rows have a value)
                  drops column `item.notes` (2 of 3 rows have a value)

                """), plan.stdout)
        XCTAssertTrue(
            plan.stdout.hasSuffix(
                """
                (the file is not changed):
                  applied: reshape
                  item: 3 rows → 3 rows

                """), plan.stdout)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: database)), fileBefore)
        XCTAssertEqual(try text(), before)

        let json = try CLIRunner.run(["migrate", "reshape", "--dry-run", "--json"], in: work)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(object?["migration"] as? String, "reshape")
        let steps = try XCTUnwrap(object?["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.map { $0["kind"] as? String }.filter { $0 == "destructive" }.count, 1)
        XCTAssertEqual((object?["losses"] as? [String])?.count, 2)

        let allowed = try CLIRunner.run(["migrate", "reshape", "--allow-data-loss"], in: work)
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertTrue(
            try text().contains(
                "      # Data loss: changes column `item.quantity` from integer to real: SQLite converts the values it can.\n"
            ))
        XCTAssertEqual(try CLIRunner.run(["generate", "--quiet"], in: work).status, 0)
    }

    func testARehearsalOnRealDataCatchesANotNullStepThatFailsOnExistingNulls() throws {
        let database = work.appendingPathComponent("items.sqlite").path
        XCTAssertEqual(
            try CLIRunner.run(
                ["--database", database, "add", "--name", "Apple", "--notes", "green"], in: work, executable: "items"
            ).status, 0)
        XCTAssertEqual(
            try CLIRunner.run(["--database", database, "add", "--name", "Pear"], in: work, executable: "items").status,
            0)
        let fileBefore = try Data(contentsOf: URL(fileURLWithPath: database))
        try editTables(
            "      notes:    { type: text }\n", "      notes:    { type: text, notNull: true, default: \"\" }\n")
        let before = try text()
        let result = try CLIRunner.run(
            ["migrate", "notesRequired", "--database", database, "--allow-data-loss"], in: work)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(
            result.stdout,
            """

            Rehearsed on a copy of \(database) (the file is not changed):
              applied: none
              item: 2 rows → 2 rows
              fails: migration `notesRequired`: NOT NULL constraint failed: item_new.notes

            """)
        XCTAssertEqual(
            result.stderr,
            """
            error: the rehearsal on \(database) fails: migration `notesRequired`: NOT NULL constraint failed: item_new.notes
            error: schema.yaml was not changed

            """)
        XCTAssertEqual(try text(), before)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: database)), fileBefore)

        // Once the NULLs have a value, the rehearsal passes and the migration is written.
        XCTAssertEqual(
            try CLIRunner.run(["--database", database, "edit", "2", "--notes", "ripe"], in: work, executable: "items")
                .status, 0)
        let fixed = try CLIRunner.run(
            ["migrate", "notesRequired", "--database", database, "--allow-data-loss"], in: work)
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertTrue(
            fixed.stdout.hasPrefix(
                """

                Rehearsed on a copy of \(database) (the file is not changed):
                  applied: notesRequired
                  item: 2 rows → 2 rows
                added migration notesRequired
                """), fixed.stdout)
    }

    /// A pending Swift step (issue 46): the rehearsal runs a stand-in that changes nothing, and says so.
    func testTheRehearsalSaysWhichSwiftStepsRanAsStandIns() throws {
        let directory = work.appendingPathComponent("steps")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(
            """
            swift: { store: AppDatabase }
            tables:
              account:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
                  title: { type: text }
                  note: { type: text }
            migrations:
              - id: v1
                steps:
                  - createTable:
                      table: account
                      columns:
                        id: { type: integer, primaryKey: autoincrement }
                        title: { type: text }
              - id: v2
                steps:
                  - swift: { function: rewriteTitles }

            """.utf8
        ).write(to: directory.appendingPathComponent("schema.yaml"))
        let database = directory.appendingPathComponent("app.sqlite").path
        let queue = try DatabaseQueue(path: database)
        try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                    INSERT INTO grdb_migrations VALUES ('v1');
                    CREATE TABLE account (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT);
                    INSERT INTO account (title) VALUES ('a');
                    """)
        }
        try queue.close()
        let result = try CLIRunner.run(["migrate", "addNote", "--database", database], in: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stdout.hasPrefix(
                """

                Rehearsed on a copy of \(database) (the file is not changed):
                  applied: v2, addNote
                  account: 1 row → 1 row
                  stand-in: migration `v2`: Swift step `rewriteTitles` is the app's code, not run here: a \
                stand-in that changes nothing ran

                """), result.stdout)
    }

    /// On a terminal (a pseudo-terminal made by util-linux `script`), each candidate is asked.
    func testOnATerminalEachRenameIsAsked() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            throw XCTSkip("no /usr/bin/script")
        }
        try editTables("      notes:    { type: text }\n", "      memo:     { type: text }\n")
        try editTables("      columns: [name, notes]\n", "      columns: [name, memo]\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "'\(try CLIRunner.executable().path)' migrate renameNotes", "/dev/null"]
        process.currentDirectoryURL = work
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        input.fileHandleForWriting.write(Data("y\n".utf8))
        try input.fileHandleForWriting.close()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, printed)
        XCTAssertTrue(printed.contains("Did you rename column `item.notes` to `memo`? [y/N]"), printed)
        XCTAssertTrue(try text().contains("      - renameColumn: { table: item, from: notes, to: memo }\n"))
    }

    func testANotNullColumnWithoutDefaultIsRefused() throws {
        try editTables(
            "      notes:    { type: text }\n",
            "      notes:    { type: text }\n      sku:      { type: text, notNull: true }\n")
        let before = try text()
        let migrate = try CLIRunner.run(["migrate", "addSku"], in: work)
        XCTAssertNotEqual(migrate.status, 0)
        XCTAssertEqual(
            migrate.stderr,
            """
            schema.yaml:14:7: error: column `sku` of table `item` is NOT NULL without a `default`: the rows already in the \
            table would have no value for it. Give it a `default`; or, in two migrations, add it without `notNull`, fill it \
            with a data step (`- sql: UPDATE "item" SET "sku" = … WHERE "sku" IS NULL`), then add `notNull` and run \
            `grdbgen migrate` again
            error: schema.yaml was not changed

            """)
        XCTAssertEqual(try text(), before)
    }

    func testNothingToMigrateAndTakenIDs() throws {
        let nothing = try CLIRunner.run(["migrate", "noop"], in: work)
        XCTAssertEqual(nothing.status, 0)
        XCTAssertEqual(nothing.stdout, "tables: and the migrations of schema.yaml agree: there is nothing to migrate\n")
        try editTables(
            "      notes:    { type: text }\n", "      notes:    { type: text }\n      extra:    { type: text }\n")
        let taken = try CLIRunner.run(["migrate", "addNotes"], in: work)
        XCTAssertNotEqual(taken.status, 0)
        XCTAssertTrue(
            taken.stderr.hasPrefix(
                "schema.yaml:53:9: error: there is already a migration `addNotes`; choose another id"), taken.stderr)
    }

    /// A new schema: `migrations: []` (with or without a comment after it), an empty
    /// `migrations:` or no `migrations:` key at all; the dry run and the written file agree, and
    /// the result generates.
    func testMigrateStartsFromAnEmptyOrMissingMigrationsList() throws {
        let tables = """
            tables:
              note:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
                  title: { type: text }

            """
        let step = """
              - id: v1
                steps:
                  - createTable:
                      table: note
                      columns:
                        id: { type: integer, primaryKey: autoincrement }
                        title: { type: text }

            """
        let cases: [(String, String)] = [
            ("migrations: []\n", "migrations:\n" + step),
            ("migrations: [ ]   # none yet\n", "migrations: # none yet\n" + step),
            ("migrations:\n", "migrations:\n" + step),
            ("", "\nmigrations:\n" + step),
        ]
        for (migrations, expected) in cases {
            try? FileManager.default.removeItem(at: work.appendingPathComponent("schema.lock"))
            try Data((tables + migrations).utf8).write(to: schemaURL)
            let dryRun = try CLIRunner.run(["migrate", "v1", "--dry-run"], in: work)
            XCTAssertEqual(dryRun.status, 0, migrations + dryRun.stderr)
            XCTAssertEqual(try text(), tables + migrations, "a dry run writes nothing")
            let written = try CLIRunner.run(["migrate", "v1"], in: work)
            XCTAssertEqual(written.status, 0, migrations + written.stderr)
            XCTAssertEqual(try text(), tables + expected, migrations)
            XCTAssertEqual(try CLIRunner.run(["generate", "--quiet"], in: work).status, 0, migrations)
        }
    }
}
