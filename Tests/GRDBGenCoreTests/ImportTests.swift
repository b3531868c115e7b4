import Foundation
import GRDB
@testable import GRDBGenCore
import XCTest

/// `grdbgen import`: the schema.yaml of an existing database or SQL script.
///
/// The imported schemas of `Tests/Fixtures/Import/*.sql` are committed as the fixtures
/// `import-store`, `import-media`, `import-notes` and `import-names` (their generated code is
/// compiled, and run by `ImportedSchemaTests`). After a change of the importer, re-record one with
/// `grdbgen import --sql Tests/Fixtures/Import/store.sql --schema Tests/Fixtures/Schemas/import-store.yaml --store ImportStoreDatabase --access public --force`
/// (import-notes: from the database of `handWrittenNotesDatabase()`, with `--database`).
final class ImportTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func script(_ name: String) -> String {
        fixtures.appendingPathComponent("Import/\(name).sql").path
    }

    func imported(_ name: String) throws -> SchemaImporter.Result {
        try SchemaImporter.importSchema(
            sqlScriptAt: Self.script(name), store: "Import\(name.prefix(1).uppercased() + name.dropFirst())Database",
            access: .public)
    }

    /// notes.sqlite, made by a hand-written GRDB migrator whose migration `v1` runs notes.sql: the
    /// `import-notes` fixture is its import (`baseline: { replaces: [v1] }`).
    static func handWrittenNotesDatabase() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("notes.sqlite").path
        var migrator = DatabaseMigrator()
        let script = try String(contentsOfFile: script("notes"), encoding: .utf8)
        migrator.registerMigration("v1") { db in try db.execute(sql: script) }
        let queue = try DatabaseQueue(path: path)
        try migrator.migrate(queue)
        try queue.close()
        return path
    }

    func testImportsOfTheScriptsAreTheCommittedFixturesAndValidate() async throws {
        let notes = try Self.handWrittenNotesDatabase()
        defer { try? FileManager.default.removeItem(atPath: (notes as NSString).deletingLastPathComponent) }
        for name in ["store", "media", "notes", "names"] {
            let result =
                name == "notes"
                ? try SchemaImporter.importSchema(databaseAt: notes, store: "ImportNotesDatabase", access: .public)
                : try imported(name)
            let fixture = try String(
                contentsOf: Self.fixtures.appendingPathComponent("Schemas/import-\(name).yaml"), encoding: .utf8)
            XCTAssertEqual(
                result.text, fixture, "\(name): re-record the fixture if the change is intended (see the class comment)"
            )
            let diagnostics = DiagnosticCollector()
            do {
                _ = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: result.text))
            } catch {
                XCTFail("\(name): \(error.diagnostics.map(\.description))")
            }
            XCTAssertFalse(diagnostics.hasErrors)
        }
    }

    func testWhatSchemaYAMLCannotExpressIsSaidByName() throws {
        // NUMERIC(10,2) and VARCHAR(120) are kept as `declaredType:`: nothing to warn. A script has no
        // rows: its DATE columns are days, said.
        XCTAssertEqual(
            try imported("store").warnings,
            [
                "column `issued_on` of table `invoice` is declared DATE and has no rows to tell days from instants: "
                    + "imported as `date` (a day); if the app stores times of day there, write `type: datetime`, as "
                    + "a `date` keeps the day only"
            ])
        XCTAssertEqual(
            try imported("media").warnings,
            [
                "column `hired_on` of table `staff` is declared DATE and has no rows to tell days from instants: "
                    + "imported as `date` (a day); if the app stores times of day there, write `type: datetime`, as "
                    + "a `date` keeps the day only"
            ])
        let notes = try Self.handWrittenNotesDatabase()
        defer { try? FileManager.default.removeItem(atPath: (notes as NSString).deletingLastPathComponent) }
        XCTAssertEqual(
            try SchemaImporter.importSchema(databaseAt: notes).warnings,
            [
                "search index `page_ft` of table `page`: imported as `search:`, kept in sync by GRDB's triggers "
                    + "(`__page_ft_ai`, `_ad`, `_au`, `synchronization: grdb`); other triggers that updated it "
                    + "must be dropped. `grdbgen generate` then suggests making it again with GRDBGen's "
                    + "triggers, which no other trigger corrupts",
                "trigger `page_ai` is not imported: it updates search index `page_ft`, which GRDB's triggers "
                    + "keep in sync",
                "trigger `page_ad` is not imported: it updates search index `page_ft`, which GRDB's triggers "
                    + "keep in sync",
                "trigger `page_au` is not imported: it updates search index `page_ft`, which GRDB's triggers "
                    + "keep in sync",
                "column `last_edit` of view `notebook_summary`: SQLite computes it and its values do not tell "
                    + "its type; imported as text, check it",
            ])
    }

    func testOtherUnsupportedObjectsAreWarnedNotDropped() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).sql").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try """
        CREATE TABLE "Order Details" (id INTEGER PRIMARY KEY);
        CREATE TABLE parent (a INTEGER NOT NULL, b INTEGER NOT NULL, PRIMARY KEY (a, b));
        CREATE TABLE child (
            id INTEGER PRIMARY KEY, a INTEGER, b INTEGER, c INTEGER,
            FOREIGN KEY (a, b) REFERENCES parent (a, b), CHECK (a < b)
        );
        CREATE INDEX child_on_sum ON child (a + b);
        CREATE INDEX child_partial ON child (c) WHERE c > 0;
        CREATE VIRTUAL TABLE words USING fts5(word);
        CREATE VIEW child_view (x) AS SELECT id FROM child;
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try SchemaImporter.importSchema(sqlScriptAt: path)
        XCTAssertEqual(
            result.warnings,
            [
                "view `child_view` is not imported: it names its columns before AS, which schema.yaml cannot write"
            ])
        XCTAssertTrue(
            result.text.contains("  parent:\n    columns:\n      a: { type: integer, notNull: true }\n"), result.text)
        // A table-level CHECK is imported (issue 37).
        XCTAssertTrue(result.text.contains("    checks: [\"a < b\"]\n"), result.text)
        // So is a foreign key of several columns, its columns in order.
        XCTAssertTrue(
            result.text.contains(
                "    foreignKeys:\n      - { columns: [a, b], references: { table: parent, columns: [a, b] } }\n"),
            result.text)
        // A table named as SQLite takes it (its record is named of its words: `OrderDetail`).
        XCTAssertTrue(
            result.text.contains(
                "  \"Order Details\":\n    columns:\n      id: { type: integer, primaryKey: rowid }\n"),
            result.text)
        // An FTS5 table of its own content is a search table.
        XCTAssertTrue(
            result.text.contains("  words:\n    searchTable: true\n    columns:\n      word: { type: text }\n"),
            result.text)
        // An index of an expression keeps it.
        XCTAssertTrue(result.text.contains(#"- { name: child_on_sum, columns: [{ sql: "a + b" }] }"#), result.text)
        // A partial index keeps its condition.
        XCTAssertTrue(
            result.text.contains(#"- { name: child_partial, columns: [c], where: "c > 0" }"#), result.text)
    }

    /// A foreign key that names no referenced columns (`REFERENCES parent`) references the primary key:
    /// imported as written, without columns, beside one that names them; an index's keys keep their
    /// order and a collation other than their column's; the indexes come in the order they were made.
    func testForeignKeysWithoutColumnsAndIndexKeysAreImportedAsWritten() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).sql").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try """
        CREATE TABLE parent (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
        CREATE TABLE pair (a INTEGER NOT NULL, b INTEGER NOT NULL, PRIMARY KEY (a, b));
        CREATE TABLE child (
            id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES parent, other_id INTEGER REFERENCES parent (id),
            a INTEGER, b INTEGER, title TEXT COLLATE NOCASE,
            FOREIGN KEY (a, b) REFERENCES pair
        );
        CREATE INDEX child_by_title ON child (title DESC, a COLLATE NOCASE);
        CREATE INDEX child_by_b ON child (b);
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let text = try SchemaImporter.importSchema(sqlScriptAt: path).text
        XCTAssertTrue(text.contains("      parent_id: { type: integer, references: { table: parent } }\n"), text)
        XCTAssertTrue(
            text.contains("      other_id:  { type: integer, references: { table: parent, column: id } }\n"), text)
        XCTAssertTrue(
            text.contains("    foreignKeys:\n      - { columns: [a, b], references: { table: pair } }\n"), text)
        let byTitle = try XCTUnwrap(text.range(of: "- { name: child_by_title"))
        let byB = try XCTUnwrap(text.range(of: "- { name: child_by_b"))
        XCTAssertLessThan(byTitle.lowerBound, byB.lowerBound, text)
        XCTAssertTrue(
            text.contains(
                "- { name: child_by_title, columns: [{ column: title, order: desc }, { column: a, collate: nocase }] }"),
            text)
    }

    /// What depends on a table that is not imported is left out too, each said by name, so that the
    /// imported schema validates: foreign keys to it (their tables are imported), its triggers, the
    /// triggers and views that use it; and a search index of a WITHOUT ROWID table (FTS5 needs a rowid).
    func testWhatUsesATableNotImportedIsLeftOutAndTheSchemaValidates() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).sql").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try """
        CREATE TABLE customer (id INTEGER PRIMARY KEY AUTOINCREMENT, "%" TEXT NOT NULL);
        CREATE TABLE "order" (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            customer_id INTEGER NOT NULL REFERENCES customer (id),
            archive_id INTEGER REFERENCES archive (id)
        );
        CREATE TABLE line (id INTEGER PRIMARY KEY AUTOINCREMENT, order_id INTEGER NOT NULL REFERENCES "order" (id));
        CREATE INDEX line_on_order_id ON line (order_id);
        CREATE INDEX order_on_customer_id ON "order" (customer_id);
        CREATE TABLE log (message TEXT NOT NULL);
        CREATE TABLE product (sku TEXT NOT NULL PRIMARY KEY, title TEXT NOT NULL) WITHOUT ROWID;
        CREATE VIRTUAL TABLE product_fts USING fts5(title, content='product', content_rowid='rowid');
        CREATE TRIGGER customer_log AFTER INSERT ON customer BEGIN INSERT INTO log VALUES ('customer'); END;
        CREATE TRIGGER order_touch AFTER INSERT ON "order"
        BEGIN UPDATE customer SET "%" = upper("%") WHERE id = NEW.customer_id; END;
        CREATE TRIGGER order_log AFTER INSERT ON "order" BEGIN INSERT INTO log VALUES ('order'); END;
        CREATE VIEW customer_orders AS SELECT c.id, count(o.id) AS n FROM customer c JOIN "order" o ON o.customer_id = c.id;
        CREATE VIEW order_lines AS SELECT o.id, l.id AS line_id FROM "order" o JOIN line l ON l.order_id = o.id;
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try SchemaImporter.importSchema(sqlScriptAt: path)
        XCTAssertEqual(
            result.warnings,
            [
                "table `customer` is not imported: its column `%` is not a name schema.yaml can write (letters "
                    + "or digits, without double quotes, control characters nor spaces around them)",
                "the foreign key (customer_id) of table `order` to `customer` is not imported: table `customer` is "
                    + "not imported",
                "the foreign key (archive_id) of table `order` to `archive` is not imported: the database has no "
                    + "table `archive`",
                "search index `product_fts` of table `product` is not imported: the table is WITHOUT ROWID, and an "
                    + "FTS5 index finds its rows by rowid (SQLite fails at its first search)",
                "trigger `customer_log` of table `customer` is not imported: its table is not imported",
                "trigger `order_touch` of table `order` is not imported: it uses `customer`, which is not imported",
                "view `customer_orders` is not imported: it uses `customer`, which is not imported",
            ])
        // What does not depend on it is kept: the other foreign key, trigger and view.
        XCTAssertTrue(result.text.contains("references: { table: order"), result.text)
        XCTAssertTrue(result.text.contains("name: order_log"), result.text)
        XCTAssertTrue(result.text.contains("order_lines:"), result.text)
        do {
            _ = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: result.text))
        } catch {
            XCTFail("the imported schema does not validate: \(error.diagnostics.map(\.description))")
        }
    }

    /// A trigram search index is imported with its tokenizer, and reads back as the same index.
    /// A column `id` that is not the table's key (a table keyed by its hidden rowid, as a real app's
    /// `appArea(id TEXT NOT NULL, …)`; issue 51) gets a property named apart, written as `swift: {
    /// name: … }` and said in a note; the imported schema validates. (The generator refuses a
    /// property `id` that is not the key: GRDB's id APIs would look up the rowid.)
    func testColumnsNamedLikeMembersOfRecordsKeywordsAndRuntimeTypesImportWhole() throws {
        // names.sql: GRDB's and GRDBGen's record members, Swift keywords, two columns of one property,
        // tables named like the runtime's and GRDB's types. Its fixture `import-names` compiles.
        let result = try imported("names")
        for (column, property) in [
            ("layout", "layoutValue"), ("encode", "encodeValue"), ("databaseTableName", "databaseTableNameValue"),
            ("fetchAll", "fetchAllValue"), ("hashValue", "hashValueValue"), ("userId", "userIdValue"),
        ] {
            XCTAssertTrue(
                result.notes.contains {
                    $0.hasPrefix("column `\(column)` of table `watchSettings` would make the property `\(column)`")
                        && $0.hasSuffix("its property is named `\(property)` (`swift: { name: \(property) }`)")
                }, "\(column): \(result.notes)")
        }
        XCTAssertTrue(
            result.text.contains(
                "layout:            { type: text, notNull: true, default: grid, swift: { name: layoutValue } }"),
            result.text)
        // Keywords are quoted by the generated code: kept.
        XCTAssertTrue(result.text.contains("      class:             { type: text }\n"), result.text)
        // Records named apart from the store's name and from each other, view columns too.
        XCTAssertTrue(result.text.contains("  importNamesDatabase:\n    record: ImportNamesDatabaseRecord\n"))
        XCTAssertTrue(result.text.contains("  bookmarks:\n    record: Bookmarks\n"))
        XCTAssertTrue(result.text.contains("      fetchAll: { swift: { name: fetchAllValue } }\n"), result.text)
        XCTAssertTrue(
            result.notes.contains(
                "table `bookmarks` would make the record `Bookmark`, another table's record: its record is named "
                    + "`Bookmarks` (`record: Bookmarks`)"), "\(result.notes)")
    }

    func testJSONColumnsAreProposedAndNotesOfNullAreOnePerTableWithTheirRowCount() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE setting (id INTEGER PRIMARY KEY AUTOINCREMENT, tags TEXT, counts TEXT, profile TEXT,
                      name TEXT, label TEXT);
                    CREATE TABLE small (id INTEGER PRIMARY KEY, name TEXT);
                    INSERT INTO small (name) VALUES ('one');
                    """)
            for index in 0..<12 {
                try db.execute(
                    sql: "INSERT INTO setting (tags, counts, profile, name, label) VALUES (?, ?, ?, ?, ?)",
                    arguments: [
                        "[\"a\", \"b\(index)\"]", "[1, \(index)]", "{\"n\": \(index)}", "n\(index)",
                        index == 3 ? nil : "x",
                    ])
            }
        }
        let result = try queue.read { db in try SchemaImporter.importSchema(from: db, source: "app.sqlite") }
        // One note for the table: its JSON columns, then those that hold no NULL, without its key (SQLite
        // fills it) nor `label` (one NULL); a table of one row says it of its one row (issue 61).
        XCTAssertEqual(
            result.notes,
            [
                "table `setting`: `tags` (an array), `counts` (an array), `profile` (an object) hold JSON in every "
                    + "row: to read them as Swift values, write `tags: { type: json, swift: { type: \"[String]\" } }`, "
                    + "`counts: { type: json, swift: { type: \"[Int]\" } }`, `profile: { type: json, swift: { type: "
                    + "\"YourCodableType\" } }`, naming a Codable type of the app; `tags`, `counts`, `profile`, `name` "
                    + "accept NULL but hold none in its 12 rows: if the app never stores NULL there, `swift: { "
                    + "optional: false }` keeps their properties non-optional (reading a NULL then throws)",
                "table `small`: `name` accepts NULL but holds none in its 1 row: if the app never stores NULL there, "
                    + "`swift: { optional: false }` keeps its property non-optional (reading a NULL then throws)",
            ])
    }

    func testATableTheGeneratorRefusesIsLeftOutSaidAndTheRestWritten() async throws {
        let queue = try DatabaseQueue()
        try await queue.write { db in
            try db.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT)")
            try db.execute(sql: "CREATE TABLE odd (id INTEGER PRIMARY KEY, label TEXT)")
        }
        // A stand-in for a refusal the importer does not foresee: `odd`'s column made a bad type.
        let (result, errors) = try await SchemaImporter.validated { leavingOut in
            var result = try queue.read { db in
                try SchemaImporter.importSchema(from: db, source: "app.sqlite", leavingOut: leavingOut)
            }
            result.text = result.text.replacingOccurrences(of: "label: { type: text }", with: "label: { type: txt }")
            return result
        }
        XCTAssertEqual(errors.map(\.description), [])
        XCTAssertFalse(result.text.contains("odd"), result.text)
        XCTAssertTrue(result.text.contains("  item:\n"), result.text)
        XCTAssertEqual(result.warnings.filter { $0.contains("odd") }.count, 1, "\(result.warnings)")
        XCTAssertTrue(
            result.warnings.contains {
                $0.hasPrefix("table `odd` is not imported: grdbgen generate would refuse it: ")
            },
            "\(result.warnings)")
    }

    func testTheTableOfALineOfAnImportedSchema() {
        let text = """
            tables:
              item:
                columns:
                  id: { type: integer, references: { table: other, column: id } }
            migrations:
              - id: baseline
                steps:
                  - createTable:
                      table: item
                      columns:
                        id: { type: integer }
                  - createIndex: { name: i, table: "other", columns: [id] }
            """
        XCTAssertEqual(SchemaImporter.table(at: 4, in: text), "item")
        XCTAssertEqual(SchemaImporter.table(at: 2, in: text), "item")
        XCTAssertEqual(SchemaImporter.table(at: 1, in: text), nil)
        XCTAssertEqual(SchemaImporter.table(at: 6, in: text), nil)
        XCTAssertEqual(SchemaImporter.table(at: 11, in: text), "item")
        XCTAssertEqual(SchemaImporter.table(at: 12, in: text), "other")
    }

    func testOlderFilesOfTheAppAreComparedAndWrittenAsTheBaselinesOlderFiles() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("older-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func file(_ name: String, _ sql: String) throws -> String {
            let path = directory.appendingPathComponent(name).path
            let queue = try DatabaseQueue(path: path)
            try queue.write { db in try db.execute(sql: sql) }
            try queue.close()
            return path
        }
        let fresh = try file(
            "fresh.sqlite",
            """
            CREATE TABLE entry (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL, mood INTEGER, rank REAL,
              flag INTEGER NOT NULL);
            CREATE INDEX entry_on_rank ON entry(rank);
            """)
        let upgraded = try file(
            "upgraded.sqlite",
            """
            CREATE TABLE entry (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL, flag INTEGER NOT NULL);
            ALTER TABLE entry ADD COLUMN mood;
            CREATE TABLE event (day TEXT);
            CREATE INDEX event_on_day ON event(day);
            """)
        let odd = try file(
            "odd.sqlite",
            "CREATE TABLE entry (id INTEGER PRIMARY KEY, title TEXT NOT NULL, mood INTEGER, rank REAL, extra TEXT)")
        let result = try SchemaImporter.importSchema(databaseAt: fresh, olderFiles: [upgraded, odd])
        XCTAssertTrue(
            result.text.contains(
                """
                    baseline: # adopts files made before GRDBGen, of these shapes too
                      olderFiles:
                        untyped: [entry.mood]
                        addedLater: [entry.rank, entry_on_rank]
                        dropped: [event, event_on_day]

                """), result.text)
        XCTAssertEqual(
            result.warnings,
            [
                "column `extra` of table `entry` in odd.sqlite is not in the baseline: a file with it is refused "
                    + "(adopting it would lose its values)",
                "column `flag` of table `entry` is not in odd.sqlite, and is NOT NULL without a default: a file "
                    + "without it is refused (its rows would have no value)",
            ])
        // What it writes generates, its older shapes rehearsed.
        do {
            _ = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: result.text))
        } catch {
            XCTFail("\(error.diagnostics.map(\.description))")
        }
    }

    func testAnAppOfTwentyNineTablesImportsWholeEachColumnOnceOneNotePerTable() async throws {
        // Scripts/make-twenty-nine-tables.py: 29 tables, two JSON columns and a lowercase UUID each, a
        // column `layout`. Issue 52: 5f7b50a refused it (`layout`); the same file without `layout`
        // gave 883 lines, its baseline 438, and 115 notes.
        let (result, errors) = try await SchemaImporter.validated { leavingOut in
            try SchemaImporter.importSchema(sqlScriptAt: Self.script("twenty-nine-tables"), leavingOut: leavingOut)
        }
        XCTAssertEqual(errors.map(\.description), [])
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        XCTAssertEqual(lines, 449)
        XCTAssertTrue(
            result.text.hasSuffix(
                "    # Its steps create tables: and views: as imported; the lock file keeps them, so that they never change.\n"
            ))
        XCTAssertEqual(result.notes.count, 30, "\(result.notes)")  // one per table, and `layout` named apart
        XCTAssertEqual(result.lock?.entries.map(\.id), ["baseline"])
        XCTAssertEqual(result.lock?.baselineSteps?.text.components(separatedBy: "- createTable:").count, 30)
    }

    func testAnIDThatIsNotTheKeyIsNamedApart() async throws {
        let queue = try DatabaseQueue()
        try await queue.write { db in
            try db.execute(sql: "CREATE TABLE appArea (id TEXT NOT NULL, appAreaID TEXT, title TEXT)")
            try db.execute(sql: "CREATE TABLE tag (code TEXT PRIMARY KEY, id INTEGER)")
            try db.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT)")
        }
        let result = try await queue.read { db in try SchemaImporter.importSchema(from: db, source: "app.sqlite") }
        XCTAssertTrue(
            result.text.contains("id:        { type: text, notNull: true, swift: { name: appAreaID2 } }"), result.text)
        XCTAssertTrue(result.text.contains("swift: { name: tagID }"), result.text)
        XCTAssertFalse(result.text.contains("swift: { name: itemID }"), result.text)
        XCTAssertTrue(
            result.notes.contains {
                $0.hasPrefix(
                    "column `id` of table `appArea` is not its primary key: its property is named `appAreaID2`")
            },
            "\(result.notes)")
        do {
            _ = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: result.text))
        } catch {
            XCTFail("the imported schema does not validate: \(error.diagnostics.map(\.description))")
        }
    }

    func testATrigramSearchIndexIsImportedWithItsTokenizer() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).sql")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try """
        CREATE TABLE reminder (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL);
        CREATE VIRTUAL TABLE reminder_ft USING fts5(title, content='reminder', content_rowid='id', tokenize='trigram');
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try SchemaImporter.importSchema(sqlScriptAt: path)
        XCTAssertTrue(
            result.text.contains("search: { name: reminder_ft, columns: [title], tokenizer: trigram }"), result.text)
        XCTAssertFalse(result.warnings.contains { $0.contains("tokenizer") }, "\(result.warnings)")
        let schema = try await GeneratorPipeline().validate(
            SchemaSource(path: "schema.yaml", text: result.text), diagnostics: DiagnosticCollector())
        XCTAssertEqual(schema.schema.tables.first?.search?.tokenizer?.value, .trigram)
    }

    /// The tokenizer and diacritics an FTS5 `tokenize` option is read as, and whether that is all of it.
    func tokenizer(_ tokenize: String) -> (SearchTokenizer?, SearchDiacritics?, Bool) {
        let read = SchemaImporter.tokenization(tokenize)
        return (read.tokenization.tokenizer, read.tokenization.diacritics, read.isExact)
    }

    /// A tokenizer or option that schema.yaml cannot write is said, never dropped in silence.
    func testSearchTokenizersAreReadExactlyOrReported() async throws {
        XCTAssertTrue(tokenizer("porter unicode61 remove_diacritics 2") == (.porter, .remove, true))
        XCTAssertTrue(tokenizer("unicode61") == (.unicode61, nil, true))
        XCTAssertTrue(tokenizer("trigram case_sensitive 0") == (.trigram, nil, true))
        XCTAssertTrue(tokenizer("trigram case_sensitive 1") == (.trigram, nil, true))
        XCTAssertEqual(SchemaImporter.tokenization("trigram case_sensitive 1").tokenization.options.caseSensitive, true)
        XCTAssertTrue(tokenizer("unicode61 categories 'L* N*'") == (.unicode61, nil, false))
        XCTAssertTrue(tokenizer("porter ascii") == (.porter, nil, false))
        XCTAssertTrue(tokenizer("unicode61 tokenchars '-_'") == (.unicode61, nil, true))
        var options = SearchOptions()
        options.separators = ".'"
        options.tokenCharacters = "-_"
        XCTAssertEqual(
            SchemaImporter.tokenization("ascii separators '.''' tokenchars '-_'").tokenization.options, options)
        XCTAssertTrue(tokenizer("icu") == (nil, nil, false))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).sql")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try """
        CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT);
        CREATE VIRTUAL TABLE note_ft USING fts5(body, content='note', content_rowid='id',
          tokenize = 'unicode61 remove_diacritics 2 tokenchars ''-_''', prefix='2 3', detail=column);
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try SchemaImporter.importSchema(sqlScriptAt: path)
        XCTAssertEqual(result.warnings.filter { $0.hasPrefix("search index `note_ft`: ") }, [])
        XCTAssertTrue(
            result.text.contains(
                #"search: { name: note_ft, columns: [body], tokenizer: unicode61, diacritics: remove, "#
                    + #"tokenCharacters: "-_", prefixes: [2, 3], detail: column }"#), result.text)
        // The index made again from schema.yaml tokenizes as the original: `e-mail` is one word.
        let schema = try await GeneratorPipeline().validate(
            SchemaSource(path: "schema.yaml", text: result.text), diagnostics: DiagnosticCollector())
        let queue = try XCTUnwrap(SQLiteVerifier.migratedDatabase(schema.validated))
        let sql = try await queue.write { db in
            try db.execute(sql: "INSERT INTO note (id, body) VALUES (1, 'send the e-mail')")
            return try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'note_ft'")
        }
        XCTAssertTrue(sql?.contains("tokenchars") == true && sql?.contains("detail=column") == true, sql ?? "")
        try await queue.read { db in
            XCTAssertEqual(
                try Int.fetchOne(db, sql: #"SELECT count(*) FROM note_ft WHERE note_ft MATCH '"e-mail"'"#), 1)
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM note_ft WHERE note_ft MATCH 'mail'"), 0)
        }
        // The prefix indexes are kept.
        XCTAssertTrue(result.text.contains("prefixes: [2, 3]"), result.text)
    }

    /// Date columns are imported as their rows store them: a DATE that holds times stays a `Date`,
    /// numbers are Unix time (seconds or milliseconds), so nothing is cut when the app writes back.
    func testDateColumnsAreImportedAsTheirRowsStoreThem() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).sqlite")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Self.makeEventDatabase(at: path)
        let result = try SchemaImporter.importSchema(databaseAt: path)
        XCTAssertEqual(
            result.warnings,
            [
                "column `at` of table `event` is declared DATE but holds times of day: imported as `datetime` "
                    + "(a `Date`), as a `date` keeps the day only",
                "column `stamp` of table `event` holds numbers, not date text: imported as Unix time in seconds "
                    + "(`representation: unixTime`)",
                "column `ms` of table `event` holds numbers, not date text: imported as Unix time in milliseconds "
                    + "(`representation: unixTimeMilliseconds`)",
                "column `mixed` of table `event` holds both date text and numbers: imported as date text; the "
                    + "numbers will not read as dates",
            ])
        XCTAssertTrue(
            result.text.contains(
                """
                      day:     { type: date }
                      at:      { type: datetime, declaredType: DATE }
                      created: { type: integer }
                      stamp:   { type: datetime, declaredType: TIMESTAMP, representation: unixTime }
                      ms:      { type: datetime, declaredType: DATETIME, representation: unixTimeMilliseconds }
                """), result.text)
        let found = await diagnose(result.text)
        XCTAssertEqual(found, [])
    }

    /// A database whose date columns hold day text, date-and-time text, Unix seconds and milliseconds.
    static func makeEventDatabase(at path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE event (
                        id INTEGER PRIMARY KEY, day DATE, at DATE, created INTEGER, stamp TIMESTAMP, ms DATETIME, mixed DATETIME);
                    INSERT INTO event (day, at, stamp, ms, mixed) VALUES
                        ('2026-11-23', '2026-11-23 09:28:57.874', 1700000000, 1700000000123, '2026-11-23 09:28:57.874'),
                        ('2026-11-24', '2026-11-24', NULL, NULL, 1700000000);
                    """)
        }
        try queue.close()
    }

    func testADatabaseFileIsReadWithoutChangingIt() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).sqlite")
            .path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: String(contentsOfFile: Self.script("media"), encoding: .utf8)) }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = try SchemaImporter.importSchema(databaseAt: path, store: "ImportMediaDatabase", access: .public)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before, "the file is unchanged")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
                .filter { $0.hasPrefix((path as NSString).lastPathComponent) }, [(path as NSString).lastPathComponent],
            "no -wal or -shm left")
        // The same schema as from the script, but for the file name in the first comment.
        let fromScript = try imported("media").text
        XCTAssertEqual(result.text.split(separator: "\n").dropFirst(), fromScript.split(separator: "\n").dropFirst())

        XCTAssertThrowsError(try SchemaImporter.importSchema(databaseAt: path + ".missing")) { error in
            XCTAssertEqual("\(error)", "no file at \(path).missing")
        }
        try Data("not a database, though long enough to look like a file header".utf8).write(
            to: URL(fileURLWithPath: path + ".txt"))
        defer { try? FileManager.default.removeItem(atPath: path + ".txt") }
        XCTAssertThrowsError(try SchemaImporter.importSchema(databaseAt: path + ".txt")) { error in
            XCTAssertEqual("\(error)", "\(path).txt is not an SQLite database")
        }
    }
}

/// `baseline:` of a migration.
final class BaselineSchemaTests: XCTestCase {
    func testABaselineIsTheFirstMigrationAndReplacesOtherMigrations() async {
        let first = demo(
            replacing: "  - id: createItem\n", with: "  - id: createItem\n    baseline: { replaces: [v1, addNotes] }\n")
        await assertDiagnostics(
            first,
            [
                "schema.yaml:17:32: error: baseline `createItem` replaces `addNotes`, a migration of this "
                    + "schema; it replaces the app's migrations from before GRDBGen"
            ])
        let second = demo(replacing: "  - id: addNotes\n", with: "  - id: addNotes\n    baseline: true\n")
        await assertDiagnostics(
            second,
            [
                "schema.yaml:25:15: error: migration `addNotes` is a baseline, which creates the schema of "
                    + "databases made before GRDBGen: it must be the first migration"
            ])
        await assertDiagnostics(
            demo(replacing: "  - id: createItem\n", with: "  - id: createItem\n    baseline: { replace: [v1] }\n"),
            [
                "schema.yaml:17:17: error: unknown key `replace` in `baseline` of migration `createItem`; did "
                    + "you mean `replaces`?"
            ])
        let valid = await diagnose(
            demo(replacing: "  - id: createItem\n", with: "  - id: createItem\n    baseline: { replaces: [v1, v2] }\n"))
        XCTAssertEqual(valid, [])
    }

    func testTheBaselineIsInTheLockChecksum() async throws {
        func checksum(_ yaml: String) async throws -> String {
            try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml)).lock.entries[0].checksum
        }
        let plain = try await checksum(demoSchema)
        let baseline = try await checksum(
            demo(replacing: "  - id: createItem\n", with: "  - id: createItem\n    baseline: true\n"))
        let replacing = try await checksum(
            demo(replacing: "  - id: createItem\n", with: "  - id: createItem\n    baseline: { replaces: [v1] }\n"))
        XCTAssertEqual(Set([plain, baseline, replacing]).count, 3)
    }

    /// A key declared without NOT NULL (SQLite then accepts NULL there) is imported as it is:
    /// `notNull: false`, made by `t.column(…).primaryKey()` rather than GRDB's `t.primaryKey`, which
    /// would add NOT NULL. The record's property stays non-optional; the rowid needs nothing (it is
    /// `primaryKey: rowid`, the record's key optional).
    func testKeysWithoutNotNullAreImportedAsTheFileHasThem() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).sql").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try """
        CREATE TABLE blinded (blindedId TEXT PRIMARY KEY, sessionId TEXT);
        CREATE TABLE code (code TEXT NOT NULL PRIMARY KEY);
        CREATE TABLE album (albumId INTEGER NOT NULL PRIMARY KEY, title TEXT);
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try SchemaImporter.importSchema(sqlScriptAt: path, store: "Store", access: .public)
        XCTAssertTrue(result.text.contains("blindedId: { type: text, primaryKey: true, notNull: false }"), result.text)
        XCTAssertTrue(result.text.contains("code: { type: text, primaryKey: true, notNull: true }"), result.text)
        // The rowid: SQLite chooses it when an insert gives none, as the app's file was written.
        XCTAssertTrue(result.text.contains("albumId: { type: integer, primaryKey: rowid }"), result.text)
        let output = try await GeneratorPipeline(layout: .single).run(
            SchemaSource(path: "schema.yaml", text: result.text))
        let code = try XCTUnwrap(output.files.files.first).contents
        XCTAssertTrue(code.contains(#"t.column("blindedId", .text).primaryKey()"#), code)
        XCTAssertTrue(code.contains(#"t.primaryKey("code", .text)"#), code)
        XCTAssertTrue(code.contains("public var blindedId: String\n"), code)
        XCTAssertTrue(code.contains(#"t.primaryKey("albumId", .integer)"#), code)
        XCTAssertTrue(code.contains("public var albumId: Int64?\n"), code)
    }

    /// One-to-one extension tables (issue 35: a messenger's file no longer imported): an integer key
    /// that is also a foreign key, with and without AUTOINCREMENT and NOT NULL, imports and
    /// validates; its record keeps the `Int64` of a key SQLite chooses.
    func testIntegerKeysThatAreForeignKeysImport() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).sql").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try """
        CREATE TABLE interaction (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT);
        CREATE TABLE quote ("interactionId" INTEGER PRIMARY KEY NOT NULL REFERENCES "interaction"("id") ON DELETE CASCADE,
            author TEXT);
        CREATE TABLE plain (id INTEGER PRIMARY KEY REFERENCES interaction(id), x TEXT);
        CREATE TABLE counted (id INTEGER PRIMARY KEY AUTOINCREMENT REFERENCES interaction(id), x TEXT);
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try SchemaImporter.importSchema(sqlScriptAt: path, store: "Store", access: .public)
        XCTAssertTrue(
            result.text.contains(
                "interactionId: { type: integer, primaryKey: rowid, references: { table: interaction, column: id, "
                    + "onDelete: cascade } }"), result.text)
        XCTAssertTrue(
            result.text.contains(
                "id: { type: integer, primaryKey: autoincrement, references: { table: interaction, column: id } }"),
            result.text)
        let found = await diagnose(result.text)
        XCTAssertEqual(found.filter { $0.contains("error") }, [])
    }

    /// Import reads the storage classes of the rows before it picks a type, and says what it chose
    /// (issue 35: a TEXT column holding bytes read `""`; UUIDs became `String`; an empty DATE column
    /// became a day though the app stores instants).
    func testTypesFollowWhatTheRowsHold() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).sqlite")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let queue = try DatabaseQueue(path: path)
        try await queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE t (
                        id TEXT PRIMARY KEY NOT NULL, data TEXT, uid TEXT, shout TEXT, due DATE, n INTEGER, mixed TEXT);
                    CREATE TABLE u (id TEXT PRIMARY KEY NOT NULL DEFAULT (uuid()), at DATE);
                    INSERT INTO t VALUES ('a', x'00ff', 'e621e1f8-c36c-495a-93fc-0c247a3e6e5f',
                        'E621E1F8-C36C-495A-93FC-0C247A3E6E5F', NULL, 'many', 'E621E1F8-C36C-495A-93FC-0C247A3E6E5F');
                    INSERT INTO t VALUES ('b', 'text', NULL, NULL, NULL, 2, 'e621e1f8-c36c-495a-93fc-0c247a3e6e5f');
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 9)
                    INSERT INTO t (id, uid, shout) SELECT 'c' || i, printf('e621e1f8-c36c-495a-93fc-0c247a3e6e%02d', i),
                        printf('E621E1F8-C36C-495A-93FC-0C247A3E6E%02d', i) FROM n;
                    """)
        }
        try queue.close()
        let result = try SchemaImporter.importSchema(databaseAt: path)
        XCTAssertEqual(
            result.warnings.filter { !$0.hasPrefix("function") },
            [
                "column `data` of table `t` is declared TEXT but holds blobs in 1 of its 2 rows: imported as `blob` "
                    + "(`Data`, which reads text too); a `String` would read the bytes as text, and saving it would "
                    + "overwrite them",
                "column `uid` of table `t` holds a lowercase UUID in every one of its 10 rows: imported as `uuid` (a "
                    + "`LowercaseUUID`, or a record's `ID` for a key: stored as this text)",
                "column `shout` of table `t` holds an upper-case UUID in every one of its 10 rows: imported as `uuid` with "
                    + "`representation: uppercaseText` (an `UppercaseUUID`, or a record's `ID` for a key: stored "
                    + "as this text, as `uuidString` writes it)",
                "column `due` of table `t` is declared DATE and has no rows to tell days from instants: imported as "
                    + "`date` (a day); if the app stores times of day there, write `type: datetime`, as a `date` "
                    + "keeps the day only",
                "column `n` of table `t` holds text in 1 of its 2 rows, which its `integer` property cannot read: "
                    + "reading such a row throws",
                "column `mixed` of table `t` holds UUIDs in lower and upper case: imported as `text`; a `uuid` "
                    + "column stores them in one case, so SQL comparing them with stored text would miss some rows",
                "column `id` of table `u`: its default calls `uuid()`: imported as `uuid` (a record's `ID` for a "
                    + "key, a `LowercaseUUID` otherwise: stored as lowercase text)",
                "column `at` of table `u` is declared DATE and has no rows to tell days from instants: imported as "
                    + "`date` (a day); if the app stores times of day there, write `type: datetime`, as a `date` "
                    + "keeps the day only",
            ])
        for line in [
            "data:  { type: blob, declaredType: TEXT }", "uid:   { type: uuid }",
            "shout: { type: uuid, representation: uppercaseText }", "mixed: { type: text }",
            "due:   { type: date }",
            "id: { type: uuid, primaryKey: true, notNull: true, default: { sql: \"(uuid())\" } }",
        ] {
            XCTAssertTrue(result.text.contains(line), "\(line) in \(result.text)")
        }
        // Every column of `t` but its key holds a NULL: no note of columns without NULL.
        XCTAssertEqual(result.notes.filter { $0.contains("NULL") }, [])
        XCTAssertFalse(result.text.contains("optional"))
        let found = await diagnose(result.text)
        XCTAssertEqual(found.filter { $0.contains("error") }, [])
    }
}
