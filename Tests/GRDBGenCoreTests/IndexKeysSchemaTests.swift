import GRDB
import GRDBGenCore
import XCTest

/// Index keys with a collation, an order, or an SQL expression (`columns: [{ column: name,
/// collate: nocase }, { sql: "lower(name)" }]`) in `indexes:`, steps, `migrate` and the lock.
final class IndexKeysSchemaTests: XCTestCase {
    static func schema(_ tableKeys: String, _ stepKeys: String? = nil) -> String {
        """
        tables:
          person:
            columns:
              id:   { type: integer, primaryKey: autoincrement }
              name: { type: text, notNull: true }
              born: { type: date }
            indexes:
              - { name: person_by_name, columns: \(tableKeys) }
        migrations:
          - id: one
            steps:
              - createTable:
                  table: person
                  columns:
                    id:   { type: integer, primaryKey: autoincrement }
                    name: { type: text, notNull: true }
                    born: { type: date }
              - createIndex: { name: person_by_name, table: person, columns: \(stepKeys ?? tableKeys) }

        """
    }

    static let keys = #"[{ column: name, collate: nocase }, { column: born, order: desc }, { sql: "lower(name)" }]"#

    func testKeysReachTheMigrationAndSQLite() async throws {
        let output = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: Self.schema(Self.keys)))
        XCTAssertEqual(output.diagnostics.map(\.description), [])
        let migrations = try XCTUnwrap(output.files["AppDatabase+Migrations.swift"])
        XCTAssertTrue(
            migrations.contains(
                ##"expressions: [Column("name").collating(.nocase), SQL(sql: #""born" DESC"#), SQL(sql: "lower(name)")]"##
            ),
            migrations)
        let schema = try await GeneratorPipeline().validate(
            SchemaSource(path: "schema.yaml", text: Self.schema(Self.keys)), diagnostics: DiagnosticCollector())
        let queue = try XCTUnwrap(SQLiteVerifier.migratedDatabase(schema.validated))
        let keys = try queue.read { db in
            try Row.fetchAll(
                db, sql: "SELECT cid, name, desc, coll FROM pragma_index_xinfo('person_by_name') WHERE key = 1")
        }
        XCTAssertEqual(keys.map { $0["coll"] as String }, ["NOCASE", "BINARY", "BINARY"])
        XCTAssertEqual(keys.map { $0["desc"] as Int }, [0, 1, 0])
        XCTAssertEqual(keys.map { $0["cid"] as Int }, [1, 2, -2])
    }

    func testTablesAndMigrationsMustAgreeOnEachKey() async {
        await assertDiagnostics(
            Self.schema(Self.keys, #"[{ column: name, collate: nocase }, born, { sql: "lower(name)" }]"#),
            [
                "schema.yaml:8:17: error: index `person_by_name` of table `person`: tables: make `CREATE INDEX"
                    + " \"person_by_name\" ON \"person\"(\"name\" COLLATE NOCASE, \"born\" DESC, lower(name))`, the"
                    + " migrations leave `CREATE INDEX \"person_by_name\" ON \"person\"(\"name\" COLLATE NOCASE,"
                    + " \"born\", lower(name))`",
                "schema.yaml:18:30: note: the migrations create it here",
            ])
    }

    func testBadKeysAreRefused() async {
        await assertDiagnostics(
            Self.schema(#"[{ column: name, sql: "x" }]"#),
            [
                "schema.yaml:8:43: error: a key of `columns` of index `person_by_name` needs one of `column` (a "
                    + "column) or `sql` (an expression)",
                "schema.yaml:18:71: error: a key of `columns` of index `person_by_name` needs one of `column` (a "
                    + "column) or `sql` (an expression)",
            ])
        let found = await diagnose(Self.schema("[{ column: name, order: down, colate: nocase }]"))
        XCTAssertEqual(
            Array(found.prefix(2)),
            [
                "schema.yaml:8:72: error: unknown key `colate` in a key of `columns` of index `person_by_name`; did "
                    + "you mean `collate`?",
                "schema.yaml:8:66: error: expected one of `asc`, `desc` for `order` of a key of `columns` of index "
                    + "`person_by_name`, found the text `down`",
            ])
        let unknown = await diagnose(Self.schema("[{ column: nmae }]"))
        XCTAssertTrue(
            unknown.contains {
                $0.contains("index `person_by_name` of table `person` names the unknown column `nmae`")
            },
            "\(unknown)")
        // SQLite refuses what is no expression of the table.
        let sql = await diagnose(Self.schema(#"[{ sql: "lower(nope)" }]"#))
        XCTAssertTrue(sql.contains { $0.contains("no such column: nope") }, "\(sql)")
    }

    func testMigratePlansAChangedKey() async throws {
        var yaml = Self.schema(Self.keys)
        yaml = yaml.replacingOccurrences(
            of: "      - { name: person_by_name, columns: \(Self.keys) }",
            with: #"      - { name: person_by_name, columns: [{ column: born, order: desc }] }"#)
        let added = try await MigrationWriter.migrate(
            SchemaSource(path: "schema.yaml", text: yaml), id: "two", lock: nil)
        XCTAssertEqual(
            added.migrationText,
            """
              - id: two
                steps:
                  - dropIndex: { name: person_by_name }
                  - createIndex: { name: person_by_name, table: person, columns: [{ column: born, order: desc }] }

            """)
    }

    /// A foreign key's parent column must be unique alone, as SQLite requires: a one-column unique
    /// group is (it was refused before), a unique index in another collation is not.
    func testAForeignKeyNeedsItsParentUniqueAlone() async {
        func schema(_ uniqueness: String) -> String {
            """
            tables:
              parent:
                columns:
                  id:   { type: integer, primaryKey: autoincrement }
                  code: { type: text, notNull: true }
                \(uniqueness)
              child:
                columns:
                  id:         { type: integer, primaryKey: autoincrement }
                  parentCode: { type: text, references: { table: parent, column: code }, index: false }
            migrations:
              - id: one
                steps:
                  - createTable:
                      table: parent
                      columns:
                        id:   { type: integer, primaryKey: autoincrement }
                        code: { type: text, notNull: true }
                      \(uniqueness)
                  - createTable:
                      table: child
                      columns:
                        id:         { type: integer, primaryKey: autoincrement }
                        parentCode: { type: text, references: { table: parent, column: code } }

            """
        }
        let group = await diagnose(schema("unique: [[code]]"))
        XCTAssertEqual(group, [])
        let collated = await diagnose(
            schema("indexes: [{ name: parent_code, columns: [{ column: code, collate: nocase }], unique: true }]"))
        XCTAssertTrue(
            collated.contains { $0.contains("references `parent.code`, which is neither a primary key nor unique") },
            "\(collated)")
    }
}
