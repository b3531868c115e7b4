import GRDB
@testable import GRDBGenCore
import XCTest

/// Foreign keys of several columns, `foreignKeys:` of a table and of a `createTable` step
/// (issue 37): checked against the tables they reference, compared between `tables:` and the
/// migrations, followed through renames.
final class TableForeignKeysTests: XCTestCase {
    /// A parent keyed by (a, b) and a child that references it; `key` is the child's
    /// `foreignKeys:` entry in `tables:`, `stepKey` the migration's.
    func schema(
        key: String = "{ columns: [pa, pb], references: { table: parent, onDelete: cascade } }",
        stepKey: String? = nil, childColumns: String = "pa: { type: integer, notNull: true }"
    ) -> String {
        """
        tables:
          parent:
            columns:
              a: { type: integer, notNull: true }
              b: { type: text, notNull: true }
              c: { type: text }
            primaryKey: [a, b]
          child:
            columns:
              id: { type: integer, primaryKey: autoincrement }
              \(childColumns)
              pb: { type: text, notNull: true }
            foreignKeys:
              - \(key)
        migrations:
          - id: v1
            steps:
              - createTable:
                  table: parent
                  columns:
                    a: { type: integer, notNull: true }
                    b: { type: text, notNull: true }
                    c: { type: text }
                  primaryKey: [a, b]
              - createTable:
                  table: child
                  columns:
                    id: { type: integer, primaryKey: autoincrement }
                    \(childColumns)
                    pb: { type: text, notNull: true }
                  foreignKeys:
                    - \(stepKey ?? key)

        """
    }

    func testAForeignKeyOfTwoColumnsIsMadeBySQLite() async throws {
        let source = SchemaSource(path: "schema.yaml", text: schema())
        let output = try await GeneratorPipeline().run(source)
        XCTAssertEqual(output.diagnostics.map(\.description), [])
        let migrations = try XCTUnwrap(output.files["AppDatabase+Migrations.swift"])
        XCTAssertTrue(
            migrations.contains(#"t.foreignKey(["pa", "pb"], references: "parent", onDelete: .cascade)"#), migrations)
        let child = try XCTUnwrap(output.files["Child.swift"])
        XCTAssertTrue(
            child.contains(#"belongsTo(Parent.self, key: "parent", using: ForeignKey(["pa", "pb"], to: ["a", "b"]))"#),
            child)
        let validated = try await GeneratorPipeline().validate(source, diagnostics: DiagnosticCollector()).validated
        let queue = try XCTUnwrap(try SQLiteVerifier.migratedDatabase(validated))
        try await queue.write { db in
            try db.execute(sql: "PRAGMA foreign_keys = ON")
            try db.execute(sql: "INSERT INTO parent (a, b) VALUES (1, 'x'), (2, 'y')")
            try db.execute(sql: "INSERT INTO child (pa, pb) VALUES (1, 'x')")
            XCTAssertThrowsError(try db.execute(sql: "INSERT INTO child (pa, pb) VALUES (1, 'y')"))
            try db.execute(sql: "DELETE FROM parent WHERE a = 1")
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM child"), 0)
        }
    }

    func testTablesAndMigrationsMustAgreeOnTheirForeignKeys() async {
        let found = await diagnose(
            schema(stepKey: "{ columns: [pa, pb], references: { table: parent, onDelete: restrict } }"))
        XCTAssertEqual(
            found,
            [
                "schema.yaml:14:9: error: table `child`: the foreign key (pa, pb) references `parent` (a, b)"
                    + " onDelete: cascade is in tables: but not in the migrations",
                "schema.yaml:8:3: error: table `child`: the foreign key (pa, pb) references `parent` (a, b) onDelete:"
                    + " restrict of the migrations is not in tables:",
                "schema.yaml:32:15: note: the migrations define it here",
            ])
    }

    func testAForeignKeyIsCheckedAgainstItsTable() async {
        // An unknown column of its own table, and of the referenced one.
        await assertDiagnostics(
            schema(key: "{ columns: [pa, pc], references: parent }"),
            [
                "schema.yaml:14:25: error: the foreign key (pa, pc) of table `child` names the unknown column `pc`; "
                    + "did you mean `pa`?",
                "schema.yaml:32:31: error: after the migrations, the foreign key (pa, pc) of table `child` names the "
                    + "unknown column `pc`; did you mean `pa`?",
            ])
        // Columns that are not unique together: SQLite would refuse every write ("foreign key mismatch").
        await assertDiagnostics(
            schema(key: "{ columns: [pa, pb], references: { table: parent, columns: [a, c] } }"),
            [
                "schema.yaml:14:69: error: the foreign key (pa, pb) of table `child` references (a, c) of table "
                    + "`parent`, which are neither its primary key nor unique together; SQLite needs one of them "
                    + "(add `unique: [[a, c]]` to `parent`)",
                "schema.yaml:32:75: error: after the migrations, the foreign key (pa, pb) of table `child` "
                    + "references (a, c) of table `parent`, which are neither its primary key nor unique together; "
                    + "SQLite needs one of them (add `unique: [[a, c]]` to `parent`)",
            ])
        // An unknown referenced table, and an unknown referenced column: said as a column's
        // `references:` says them.
        let unknownTable = await diagnose(schema(key: "{ columns: [pa, pb], references: parents }"))
        XCTAssertEqual(
            unknownTable.first,
            "schema.yaml:14:42: error: the foreign key (pa, pb) of table `child` references the unknown table "
                + "`parents`; did you mean `parent`?")
        let unknownColumn = await diagnose(
            schema(key: "{ columns: [pa, pb], references: { table: parent, columns: [a, bb] } }"))
        XCTAssertEqual(
            unknownColumn.first,
            "schema.yaml:14:72: error: the foreign key (pa, pb) of table `child` references the unknown column `bb` "
                + "of table `parent`; did you mean `b`?")
        // As many referenced columns as its own.
        let counts = await diagnose(schema(key: "{ columns: [pa, pb], references: { table: parent, columns: [a] } }"))
        XCTAssertEqual(
            counts.first, "schema.yaml:14:68: error: a foreign key of table `child` has 2 columns and references 1")
        // One column is a column's `references:`.
        let one = await diagnose(schema(key: "{ columns: [pa], references: parent }"))
        XCTAssertEqual(
            one.first,
            "schema.yaml:14:20: error: a foreign key of table `child` has one column; write it on the column "
                + "(`references:`)")
        // SET NULL on NOT NULL columns.
        let setNull = await diagnose(
            schema(key: "{ columns: [pa, pb], references: { table: parent, onDelete: setNull } }"))
        XCTAssertEqual(
            setNull.first,
            "schema.yaml:14:9: error: the foreign key (pa, pb) of table `child`: `setNull` cannot apply to NOT NULL "
                + "columns; use `cascade` or `restrict`, or drop `notNull`")
    }

    /// A column's `references: parent` takes the parent's primary key of one column, written on the
    /// column or as the table's `primaryKey: [code]` (the latter was refused as "no one-column
    /// primary key"); SQLite enforces it.
    func testAColumnReferencesAOneColumnKeyOfTheTable() async throws {
        let yaml = """
            tables:
              parent:
                columns:
                  code: { type: text, notNull: true }
                primaryKey: [code]
              child:
                columns:
                  id:         { type: integer, primaryKey: autoincrement }
                  parentCode: { type: text, references: parent }
            migrations:
              - id: v1
                steps:
                  - createTable:
                      table: parent
                      columns:
                        code: { type: text, notNull: true }
                      primaryKey: [code]
                  - createTable:
                      table: child
                      columns:
                        id:         { type: integer, primaryKey: autoincrement }
                        parentCode: { type: text, references: parent }
                  - createIndex: { name: index_child_on_parentCode, table: child, columns: [parentCode] }

            """
        let found = await diagnose(yaml)
        XCTAssertEqual(found, [])
        let source = SchemaSource(path: "schema.yaml", text: yaml)
        let validated = try await GeneratorPipeline().validate(source, diagnostics: DiagnosticCollector()).validated
        let queue = try XCTUnwrap(try SQLiteVerifier.migratedDatabase(validated))
        try await queue.write { db in
            try db.execute(sql: "INSERT INTO parent (code) VALUES ('a')")
            try db.execute(sql: "INSERT INTO child (parentCode) VALUES ('a')")
            XCTAssertThrowsError(try db.execute(sql: "INSERT INTO child (parentCode) VALUES ('b')"))
        }
    }

    func testRenamesInTheMigrationsAreFollowed() async {
        // SQLite renames a column in the foreign keys that list it and in those that reference it:
        // tables: say the new names.
        var text = schema()
        for (old, new) in [
            (
                "      a: { type: integer, notNull: true }\n      b:",
                "      key: { type: integer, notNull: true }\n      b:"
            ),
            ("    primaryKey: [a, b]\n  child:", "    primaryKey: [key, b]\n  child:"),
            (
                "      pa: { type: integer, notNull: true }\n      pb:",
                "      parentKey: { type: integer, notNull: true }\n      pb:"
            ),
            (
                "      - { columns: [pa, pb], references: { table: parent, onDelete: cascade } }\nmigrations:",
                "      - { columns: [parentKey, pb], references: { table: parent, onDelete: cascade } }\nmigrations:"
            ),
        ] {
            XCTAssertTrue(text.contains(old), old)
            text = text.replacingOccurrences(of: old, with: new)
        }
        text += """
              - id: v2
                steps:
                  - renameColumn: { table: parent, from: a, to: key }
                  - renameColumn: { table: child, from: pa, to: parentKey }

            """
        let accepted = await diagnose(text)
        XCTAssertEqual(accepted, [])
        // A column of a foreign key cannot be dropped (SQLite refuses it).
        let dropped = await diagnose(text + "      - dropColumn: { table: child, column: parentKey }\n")
        XCTAssertEqual(
            dropped.first,
            "schema.yaml:37:45: error: migration `v2`: SQLite cannot drop column `parentKey` of table `child`: it references "
                + "another table; recreate the table instead")
    }

    func testMigrateRebuildsATableWhoseForeignKeysChange() async throws {
        // tables: say `restrict`, the migrations `cascade`: migrate recreates the child, rows kept.
        let text = schema(
            key: "{ columns: [pa, pb], references: { table: parent, onDelete: restrict } }",
            stepKey: "{ columns: [pa, pb], references: { table: parent, onDelete: cascade } }")
        let plan = try await MigrationWriter.migrate(
            SchemaSource(path: "schema.yaml", text: text), id: "restrictChildren", lock: nil)
        XCTAssertTrue(
            plan.migrationText.contains(
                "# Recreates table `child`: SQLite cannot change it in place (its foreign keys of several columns "
                    + "change)"),
            plan.migrationText)
        XCTAssertTrue(
            plan.migrationText.contains(
                "          foreignKeys:\n            - { columns: [pa, pb], references: { table: parent, "
                    + "onDelete: restrict } }\n"),
            plan.migrationText)
        let migrated = await diagnose(try XCTUnwrap(plan.text))
        XCTAssertEqual(migrated, [])
    }

    /// A foreign key between columns that store the same values in two forms (a `uuid` as
    /// lowercase text referencing one as upper-case text, seconds referencing milliseconds;
    /// issue 51): SQLite compares the stored values, so every child insert would fail its foreign
    /// key. Refused at the reference; the same forms generate.
    func testAForeignKeyBetweenTwoStoredFormsIsRefused() async {
        func schema(_ parent: String, _ child: String) -> String {
            """
            tables:
              owners:
                columns:
                  id: { \(parent), primaryKey: true }
              notes:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
                  ownerID: { \(child), references: owners, index: false }
            migrations:
              - id: v1
                steps:
                  - createTable:
                      table: owners
                      columns:
                        id: { \(parent), primaryKey: true }
                  - createTable:
                      table: notes
                      columns:
                        id: { type: integer, primaryKey: autoincrement }
                        ownerID: { \(child), references: owners }

            """
        }
        let uuids = await diagnose(schema("type: uuid, representation: uppercaseText", "type: uuid"))
        XCTAssertEqual(uuids.count, 2, "\(uuids)")
        XCTAssertTrue(
            uuids.first?.hasPrefix(
                "schema.yaml:8:42: error: column `ownerID` of table `notes` references `owners.id`, which stores its "
                    + "values with `representation: uppercaseText`, this column with the default representation")
                == true, "\(uuids)")
        let dates = await diagnose(
            schema("type: datetime, representation: unixTime", "type: datetime, representation: unixTimeMilliseconds"))
        XCTAssertTrue(
            dates.first?.contains("`representation: unixTime`, this column with `representation: unixTimeMilliseconds`")
                == true, "\(dates)")
        let same = await diagnose(
            schema("type: uuid, representation: uppercaseText", "type: uuid, representation: uppercaseText"))
        XCTAssertEqual(same, [])
        let plain = await diagnose(schema("type: uuid", "type: uuid"))
        XCTAssertEqual(plain, [])
    }
}
