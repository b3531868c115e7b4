import Foundation
@testable import GRDBGenCore
import XCTest

/// Each kind of bad input gives its `schema.yaml:line:column: error:` diagnostic.
final class BadInputTests: XCTestCase {
    func testYAMLSyntaxError() async {
        let yaml = demo(replacing: "orderings: [name]", with: "orderings: [name")
        let result = await diagnose(yaml)
        XCTAssertEqual(result.count, 1)
        XCTAssertTrue(
            result[0].hasPrefix("schema.yaml:15:11: error: invalid YAML: did not find expected ',' or ']'"), result[0])
        XCTAssertTrue(result[0].hasSuffix("(while parsing a flow sequence at line 13, column 16)"), result[0])
    }

    func testTabIndentationIsASyntaxError() async {
        let yaml = demo(replacing: "  item:\n    record: Item", with: "  item:\n\trecord: Item")
        let result = await diagnose(yaml)
        XCTAssertEqual(result.count, 1)
        XCTAssertTrue(result[0].hasPrefix("schema.yaml:7:1: error: invalid YAML:"), result[0])
    }

    func testUnknownKeyWithSuggestion() async {
        await assertDiagnostics(
            demo(
                replacing: "name:     { type: text, notNull: true }\n      quantity",
                with: "name:     { type: text, notnull: true }\n      quantity"),
            [
                "schema.yaml:10:31: error: unknown key `notnull` in column `name`; did you mean `notNull`?"
            ])
        await assertDiagnostics(
            demo(replacing: "    orderings:", with: "    ordering:"),
            [
                "schema.yaml:13:5: error: unknown key `ordering` in table `item`; did you mean `orderings`?"
            ])
        await assertDiagnostics(
            demo(replacing: "  access: public", with: "  acess: public"),
            [
                "schema.yaml:2:3: error: unknown key `acess` in `swift`; did you mean `access`?"
            ])
        await assertDiagnostics(
            demo(replacing: "      - sql:", with: "      - sqll:"),
            [
                "schema.yaml:27:9: error: unknown key `sqll` in a migration step; did you mean `sql`?",
                "schema.yaml:27:9: error: a migration step needs one of: createTable, addColumn, dropTable, "
                    + "renameTable, renameColumn, dropColumn, createIndex, dropIndex, createTrigger, "
                    + "dropTrigger, createSearchIndex, dropSearchIndex, createView, dropView, insert, swift, sql",
            ])
    }

    func testUnknownKeyWithoutCloseMatchListsTheKeys() async {
        await assertDiagnostics(
            demo(replacing: "tables:", with: "zzz: 1\ntables:"),
            [
                "schema.yaml:5:1: error: unknown key `zzz` in the schema file; expected one of: swift, functions, "
                    + "tables, views, fragments, queries, migrations, debug"
            ])
    }

    func testWrongValueTypes() async {
        await assertDiagnostics(
            demo(replacing: "quantity: { type: integer }\n      notes", with: "quantity: { type: int }\n      notes"),
            [
                "schema.yaml:11:25: error: expected one of `integer`, `text`, `real`, `blob`, `boolean`, "
                    + "`date`, `datetime`, `uuid`, `json`, `enum`, `url`, `decimal` for the type of column "
                    + "`quantity`, found the text `int`"
            ])
        await assertDiagnostics(
            demo(
                replacing: "name:     { type: text, notNull: true }\n      quantity",
                with: "name:     { type: text, notNull: yes }\n      quantity"),
            [
                "schema.yaml:10:40: error: expected `true` or `false` for `notNull` of column `name`, found the "
                    + "text `yes`"
            ])
        await assertDiagnostics(
            demo(replacing: "orderings: [name]", with: "orderings: name"),
            [
                "schema.yaml:13:16: error: expected a list for `orderings` of table `item`, found the text `name`"
            ])
        await assertDiagnostics(
            demo(replacing: "  access: public", with: "  access: open"),
            [
                "schema.yaml:2:11: error: expected one of `public`, `internal` for `access` of `swift`, found the text `open`"
            ])
        await assertDiagnostics(
            demo(replacing: "  - id: addNotes", with: "  - id: 42"),
            [
                "schema.yaml:24:9: error: expected text for `id` of migration #2, found the number `42`"
            ])
        await assertDiagnostics(
            "- a\n- b\n", ["schema.yaml:1:1: error: expected a mapping for the schema file, found a list"])
    }

    func testMissingRequiredKeys() async {
        await assertDiagnostics(
            demo(
                replacing: "addColumn: { table: item, column: notes, type: text }",
                with: "addColumn: { table: item, column: notes }"),
            [
                "schema.yaml:26:20: error: missing key `type` in `addColumn`"
            ])
        await assertDiagnostics(
            demo(replacing: "  - id: addNotes\n", with: "  -\n"),
            [
                "schema.yaml:25:5: error: missing key `id` in migration #2"
            ])
        await assertDiagnostics("migrations: []\n", ["schema.yaml:1:1: error: missing key `tables` in the schema file"])
    }

    func testDuplicateTableColumnAndMigrationID() async {
        await assertDiagnostics(
            demo(replacing: "\nmigrations:", with: "  item:\n    columns:\n      id: { type: integer }\n\nmigrations:"),
            [
                "schema.yaml:14:3: error: duplicate key `item`",
                "schema.yaml:6:3: note: first written here",
            ])
        await assertDiagnostics(
            demo(
                replacing: "      notes:    { type: text }\n",
                with: "      notes:    { type: text }\n      Notes:    { type: text }\n"),
            [
                "schema.yaml:13:7: error: duplicate column `Notes` in table `item` (SQLite names ignore case)",
                "schema.yaml:12:7: note: first written here",
            ])
        await assertDiagnostics(
            demo(replacing: "id: addNotes", with: "id: createItem"),
            [
                "schema.yaml:24:9: error: duplicate migration id `createItem`; migration ids must be unique",
                "schema.yaml:16:9: note: first written here",
            ])
    }

    func testNamesThatAreNotIdentifiers() async {
        let result = await diagnose(
            demo(
                replacing: "      quantity: { type: integer }\n      notes",
                with: "      'quantity \"count\"': { type: integer }\n      notes"))
        XCTAssertEqual(
            result.first,
            "schema.yaml:11:7: error: `quantity \"count\"` is not a valid column name: use a name with letters or "
                + "digits, without double quotes, control characters nor spaces around it"
        )
        await assertDiagnostics(
            demo(replacing: "  store: AppDatabase", with: "  store: App-Database"),
            [
                "schema.yaml:3:10: error: `App-Database` is not a valid Swift type name for the store name: use "
                    + "letters, digits and underscores, not starting with a digit"
            ])
        await assertDiagnostics(
            demo(replacing: "    record: Item", with: "    record: Column"),
            [
                "schema.yaml:7:13: error: `Column` cannot be the record name of table `item`: generated code "
                    + "uses this name for a Swift or GRDB type"
            ])
    }

    func testMigrationReferencesUnknownTableOrColumn() async {
        await assertDiagnostics(
            demo(replacing: "addColumn: { table: item,", with: "addColumn: { table: itm,"),
            [
                // Only the cause: whether tables: agree with the migrations is asked of SQLite after.
                "schema.yaml:26:29: error: migration `addNotes` adds column `notes` to unknown table `itm`; did "
                    + "you mean `item`?"
            ])
        await assertDiagnostics(
            demo(replacing: "orderings: [name]", with: "orderings: [nam]"),
            [
                "schema.yaml:13:17: error: ordering `nam` of table `item` is not a column; did you mean `name`?"
            ])
    }

    func testTablesThatDisagreeWithTheMigrations() async {
        // The issue's example: a column in tables: that no migration adds (nor uses: SQLite would
        // refuse the step that does first).
        await assertDiagnostics(
            demo(
                replacing:
                    "      - addColumn: { table: item, column: notes, type: text }\n      - sql: UPDATE item SET notes = name",
                with: "      - sql: UPDATE item SET name = name"),
            [
                "schema.yaml:12:7: error: column `notes` of table `item` is in tables: but no migration adds "
                    + "it; add a migration with an `addColumn` step"
            ])
        // At the table in tables:, the migration's step as a note.
        await assertDiagnostics(
            demo(replacing: "      notes:    { type: text }\n", with: ""),
            [
                "schema.yaml:6:3: error: column `notes` of table `item` is added by migration `addNotes` but "
                    + "is not in tables:",
                "schema.yaml:25:43: note: migration `addNotes` defines the column here",
            ])
        await assertDiagnostics(
            demo(
                replacing: "quantity: { type: integer }\n      notes",
                with: "quantity: { type: real, notNull: true }\n      notes"),
            [
                "schema.yaml:11:7: error: column `quantity` of table `item`: tables: say type REAL, the "
                    + "migrations give type INTEGER",
                "schema.yaml:23:13: note: migration `createItem` defines the column here",
                "schema.yaml:11:7: error: column `quantity` of table `item`: tables: say NOT NULL, the "
                    + "migrations leave it nullable",
                "schema.yaml:23:13: note: migration `createItem` defines the column here",
            ])
        await assertDiagnostics(
            demo(replacing: "  item:\n    record: Item", with: "  items:\n    record: Item"),
            [
                "schema.yaml:6:3: error: table `items` is in tables: but no migration creates it; add a "
                    + "migration with a `createTable` step",
                "schema.yaml:19:18: error: table `item` is created by migration `createItem` but is not in tables:",
            ])
    }

    func testColumnOrderMustMatchTheMigrations() async {
        let yaml = demo(
            replacing: "      quantity: { type: integer }\n      notes:    { type: text }\n",
            with: "      notes:    { type: text }\n      quantity: { type: integer }\n")
        await assertDiagnostics(
            yaml,
            [
                "schema.yaml:11:7: error: column `notes` of table `item` is column 3 in tables: but the "
                    + "migrations make `quantity` column 3; list the columns in the order the migrations add them"
            ])
    }

    func testSQLiteRulesOfAddColumn() async {
        await assertDiagnostics(
            demo(replacing: "column: notes, type: text }", with: "column: notes, type: text, notNull: true }"),
            [
                "schema.yaml:26:43: error: migration `addNotes`: SQLite cannot add the NOT NULL column `notes` "
                    + "to existing rows without a `default`"
            ])
    }

    func testSeveralErrorsInOneRun() async {
        let yaml = demo(
            replacing: "name:     { type: text, notNull: true }\n      quantity",
            with: "name:     { type: text, notNull: maybe }\n      quantity"
        )
        .replacingOccurrences(of: "  access: public", with: "  access: private")
        let found1 = await diagnose(yaml)
        XCTAssertEqual(found1.count, 2)
    }

    func testEmptyAndBinaryFilesAreReportedNotCrashed() async {
        await assertDiagnostics(
            "", ["schema.yaml:1:1: error: the schema file is empty; it needs at least `tables:` and `migrations:`"])
        await assertDiagnostics(
            "# only a comment\n",
            ["schema.yaml:1:1: error: the schema file is empty; it needs at least `tables:` and `migrations:`"])
        let found2 = await diagnose(data: Data([0x74, 0x0A, 0xFF, 0xFE, 0x00]))
        XCTAssertEqual(found2, ["schema.yaml:2:1: error: the schema file is not valid UTF-8 text"])
        let found3 = await diagnose(data: Data("tables: {}\u{0}".utf8))
        XCTAssertEqual(found3, ["schema.yaml:1:1: error: the schema file contains a NUL character"])
    }

    func testAliasesThatExpandToBillionsOfNodesAreRefusedBeforeYamsWalksThem() async {
        // Found by the fuzzer: a mapping key made of aliases. Yams hashes keys to find duplicates,
        // which walks the expanded tree: 9^9 nodes here, hours of work.
        var lines = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            lines.append(
                "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]")
        }
        lines.append("j: { *i: x }")
        await assertDiagnostics(
            lines.joined(separator: "\n") + "\n",
            [
                "schema.yaml:1:1: error: the schema file expands to more than 2000000 YAML nodes through its "
                    + "aliases (`*name`); write the repeated parts out instead"
            ])
    }

    func testAliasesOfAReasonableSizeAreRead() async {
        // An anchor reused a few times is ordinary YAML: the guard lets it through.
        let yaml = demo(
            replacing: "  name:     { type: text, notNull: true }\n      quantity",
            with: "  name:     &name { type: text, notNull: true }\n      quantity"
        )
        .replacingOccurrences(
            of: "        name:     { type: text, notNull: true }\n            quantity",
            with: "        name:     *name\n            quantity")
        XCTAssertTrue(yaml.contains("name:     *name"), yaml)
        await assertDiagnostics(yaml, [])
    }

    func testRandomMutationsNeverCrash() async {
        // Deleting any one line of the demo schema gives diagnostics or valid code, never a crash.
        let lines = demoSchema.split(separator: "\n", omittingEmptySubsequences: false)
        for index in lines.indices {
            var mutated = lines
            mutated.remove(at: index)
            for diagnostic in await diagnose(mutated.joined(separator: "\n")) {
                XCTAssertTrue(diagnostic.hasPrefix("schema.yaml:"), diagnostic)
            }
        }
    }

    func testSwiftOverridesOfColumns() async {
        await assertDiagnostics(
            demo(
                replacing: "quantity: { type: integer }\n      notes",
                with: "quantity: { type: integer, swift: { type: Int65 } }\n      notes"),
            [
                "schema.yaml:11:49: error: `Int65` is not a Swift type for an `integer` column; use one of: "
                    + "Int, Int64, Int32, Int16, Int8, UInt32, UInt16, UInt8; did you mean `Int64`?"
            ])
        await assertDiagnostics(
            demo(
                replacing: "quantity: { type: integer }\n      notes",
                with: "quantity: { type: integer, swift: { nmae: count } }\n      notes"),
            [
                "schema.yaml:11:43: error: unknown key `nmae` in `swift` of column `quantity`; did you mean `name`?"
            ])
        await assertDiagnostics(
            demo(
                replacing: "quantity: { type: integer }\n      notes",
                with: "quantity: { type: integer, swift: { name: \"how many\" } }\n      notes"),
            [
                "schema.yaml:11:49: error: `how many` is not a valid Swift property name for column `quantity` "
                    + "of table `item`: use letters, digits and underscores, not starting with a digit"
            ])
        await assertDiagnostics(
            demo(
                replacing: "id:       { type: integer, primaryKey: autoincrement }\n      name",
                with: "id:       { type: integer, primaryKey: autoincrement, swift: { type: Int } }\n      name"),
            [
                "schema.yaml:9:76: error: column `id` of table `item`: a `primaryKey: autoincrement` key is always `Int64`; "
                    + "remove `swift.type`"
            ])
        // An unknown type: the app's own type needs `convertible: true`, and then it is used.
        await assertDiagnostics(
            demo(
                replacing: "quantity: { type: integer }\n      notes",
                with: "quantity: { type: integer, swift: { type: Count } }\n      notes"),
            [
                "schema.yaml:11:49: error: `Count` is not a Swift type for an `integer` column; use one of: "
                    + "Int, Int64, Int32, Int16, Int8, UInt32, UInt16, UInt8; or, for your own "
                    + "`DatabaseValueConvertible` type, `swift: { type: Count, "
                    + "convertible: true }`"
            ])
        await assertDiagnostics(
            demo(
                replacing: "quantity: { type: integer }\n      notes",
                with: "quantity: { type: integer, swift: { type: Count, convertible: true } }\n      notes"), [])
        // Swift names belong to tables:, not to the migrations.
        await assertDiagnostics(
            demo(replacing: "column: notes, type: text }", with: "column: notes, type: text, swift: { name: memo } }"),
            [
                "schema.yaml:26:62: error: unknown key `swift` in `addColumn`; expected one of: table, column, "
                    + "type, declaredType, values, primaryKey, notNull, default, unique, check, collate, generated, "
                    + "representation, references"
            ])
    }

    func testDebugOptions() async {
        await assertDiagnostics(
            "debug: { eraseDatabaseOnSchemaChange: yes }\n" + demoSchema,
            [
                "schema.yaml:1:39: error: expected `true` or `false` for `eraseDatabaseOnSchemaChange` of `debug`, found "
                    + "the text `yes`"
            ])
        await assertDiagnostics(
            "debug: { eraseDatabase: true }\n" + demoSchema,
            [
                "schema.yaml:1:10: error: unknown key `eraseDatabase` in `debug`; expected one of: "
                    + "eraseDatabaseOnSchemaChange"
            ])
    }

    /// The trigram tokenizer takes no `diacritics` (an option of unicode61).
    func testTrigramSearchTakesNoDiacritics() async {
        let yaml = demo(
            replacing: "    orderings: [name]",
            with: "    orderings: [name]\n    search: { columns: [name], tokenizer: trigram, diacritics: remove }")
        let found = await diagnose(yaml)
        XCTAssertTrue(
            found.contains {
                $0.hasPrefix(
                    "schema.yaml:14:64: error: search index `item_ft` of table `item`: `diacritics` is an "
                        + "option of the unicode61 tokenizer")
            }, "\(found)")
    }

    /// An integer enum's values: each an integer, each its own; its default one of its cases.
    func testBadIntegerEnums() async {
        func schema(_ values: String, default value: String = "") -> String {
            demo(
                replacing: "quantity: { type: integer }\n      notes",
                with: "quantity: { type: enum, values: \(values)\(value) }\n      notes"
            )
            .replacingOccurrences(
                of: "quantity: { type: integer }\n      - id",
                with: "quantity: { type: enum, values: \(values)\(value) }\n      - id")
        }
        let notInteger = await diagnose(schema("{ low: 1, high: lots }"))
        XCTAssertTrue(
            notInteger.contains {
                $0.contains("expected the integer that value `high` of column `quantity` is stored as")
            },
            "\(notInteger)")
        let twice = await diagnose(schema("{ low: 1, high: 1 }"))
        XCTAssertTrue(
            twice.contains { $0.contains("two values are stored as the same integer; each needs its own") }, "\(twice)")
        let badDefault = await diagnose(schema("{ low: 1, high: 2 }", default: ", default: medium"))
        XCTAssertTrue(
            badDefault.contains {
                $0.contains("the default \"medium\" is not a value of type `enum` with these values")
            }
                || badDefault.contains { $0.contains("the default medium is not a value of type `enum`") },
            "\(badDefault)")
    }

    /// `notNull: { onConflict: … }`: a known resolution, and the same in tables: and the migrations.
    func testConflictClauses() async throws {
        let bad = await diagnose(
            demo(
                replacing: "name:     { type: text, notNull: true }\n      quantity",
                with: "name:     { type: text, notNull: { onConflict: overwrite } }\n      quantity"))
        XCTAssertTrue(
            bad.contains {
                $0.contains(
                    "expected one of `rollback`, `abort`, `fail`, `ignore`, `replace` for `onConflict` of "
                        + "`notNull` of column `name`")
            }, "\(bad)")
        let differ = await diagnose(
            demo(
                replacing: "name:     { type: text, notNull: true }\n      quantity",
                with: "name:     { type: text, notNull: { onConflict: replace } }\n      quantity"))
        XCTAssertTrue(
            differ.contains { $0.contains("NOT NULL ON CONFLICT REPLACE") }, "\(differ)")
        let unique = demoSchema.replacingOccurrences(
            of: "notes:    { type: text }", with: "notes:    { type: text, unique: { onConflict: ignore } }"
        )
        .replacingOccurrences(
            of: "column: notes, type: text }", with: "column: notes, type: text, unique: { onConflict: ignore } }")
        let found = await diagnose(unique)
        XCTAssertTrue(found.contains { $0.contains("SQLite cannot add a UNIQUE column") }, "\(found)")
    }

    /// `functions:`: each a name once, a result type; a declared function is known to SQLite
    /// while generating (no warning from the write rehearsal of a trigger that calls it).
    /// Index and trigger names are unique in a database, whichever tables they are on: the second
    /// of a name is an error, with a note at the first.
    func testAnIndexOrATriggerNameTakenByAnotherTableIsRefused() async {
        func table(_ name: String) -> String {
            """
              \(name):
                columns:
                  id: { type: integer, primaryKey: autoincrement }
                  title: { type: text }
                indexes:
                  - { name: by_title, columns: [title] }
                triggers:
                  - { name: touch, timing: after, event: insert, body: "SELECT 1;" }

            """
        }
        let result = await diagnose("tables:\n" + table("a") + table("b"))
        XCTAssertTrue(
            result.contains(
                "schema.yaml:15:17: error: index `by_title` has the same name as an index of table `a`; index names "
                    + "are unique in a database"), "\(result)")
        XCTAssertTrue(
            result.contains("schema.yaml:7:17: note: the index of table `a` is written here"), "\(result)")
        XCTAssertTrue(
            result.contains(
                "schema.yaml:17:17: error: trigger `touch` has the same name as a trigger of table `a`; trigger "
                    + "names are unique in a database"), "\(result)")
    }

    func testAppFunctions() async throws {
        func schema(_ functions: String) -> String {
            "functions:\n" + functions + "\n" + demoSchema
        }
        let twice = await diagnose(schema("  uuid: { result: text }\n  UUID: { result: text }"))
        XCTAssertTrue(
            twice.contains { $0.contains("function `UUID` is declared twice; SQLite names ignore case") }, "\(twice)")
        let badType = await diagnose(schema("  uuid: { result: uuid }"))
        XCTAssertTrue(
            badType.contains {
                $0.contains("expected one of `integer`, `real`, `text`, `blob` for `result` of function `uuid`")
            },
            "\(badType)")
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Schemas/app-functions.yaml")
        let output = try await GeneratorPipeline().run(
            SchemaSource(path: "schema.yaml", text: try String(contentsOf: url, encoding: .utf8)))
        XCTAssertEqual(output.diagnostics.map(\.description), [])
    }

    /// A `json` column of a value GRDB binds as itself is refused (issue 60): `Column("x") == value`
    /// would bind the value, not the JSON text the column stores, and find no row.
    func testAJSONColumnOfAValueGRDBBindsAsItselfIsRefused() async {
        func schema(_ type: String) -> String {
            """
            tables:
              note:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
                  label: { type: json, swift: { type: \(type) } }
            migrations:
              - id: v1
                steps:
                  - createTable:
                      table: note
                      columns:
                        id: { type: integer, primaryKey: autoincrement }
                        label: { type: json }

            """
        }
        let result = await diagnose(schema("String"))
        XCTAssertTrue(
            result.contains {
                $0.hasPrefix(
                    "schema.yaml:5:43: error: column `label` of table `note`: a `json` column of `String` "
                        + "stores its JSON text")
            }, "\(result)")
        let accepted = await diagnose(schema(#""[String]""#))
        XCTAssertEqual(accepted.filter { $0.contains("error:") }, [])
    }
}

extension BadInputTests {
    /// A column renamed by a later migration is still defined where the migration that brought it
    /// wrote it: the note of a difference names that migration, not the one that renamed it.
    func testARenamedColumnsDifferenceNamesTheMigrationThatBroughtIt() async {
        let yaml =
            demo(replacing: "      notes:    { type: text }\n", with: "      remarks:  { type: integer }\n")
            + "  - id: renameNotes\n    steps:\n      - renameColumn: { table: item, from: notes, to: remarks }\n"
        await assertDiagnostics(
            yaml,
            [
                "schema.yaml:12:7: error: column `remarks` of table `item`: tables: say type INTEGER, the "
                    + "migrations give type TEXT",
                "schema.yaml:26:43: note: migration `addNotes` defines the column here",
            ])
    }
}
