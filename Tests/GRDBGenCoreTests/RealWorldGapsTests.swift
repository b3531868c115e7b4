@testable import GRDBGenCore
import XCTest

/// Gaps found on a real-world schema (the Chinook music store): `noAction`, `notNull` on an
/// integer primary key, and association names.
final class RealWorldGapsTests: XCTestCase {
    /// A table `employee` with a self-reference; `REFERENCE` is the `references:` of `tables:`,
    /// `MIGRATED` the one of the migration, `KEY` the key column's extra attributes. The foreign key
    /// goes without its index (``ForeignKeyDefaultsTests`` tests that).
    func schema(reference: String, migrated: String = "employee", key: String = "") -> String {
        """
        tables:
          employee:
            columns:
              id: { type: integer, primaryKey: true\(key) }
              last_name: { type: text, notNull: true }
              reports_to: { type: integer, references: \(reference), index: false }
        migrations:
          - id: one
            steps:
              - createTable:
                  table: employee
                  columns:
                    id: { type: integer, primaryKey: true\(key) }
                    last_name: { type: text, notNull: true }
                    reports_to: { type: integer, references: \(migrated) }

        """
    }

    func files(_ yaml: String) async throws -> GeneratedFiles {
        try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml)).files
    }

    func checksum(_ yaml: String) async throws -> String {
        let lock = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml)).lock
        return try XCTUnwrap(lock.entries.first?.checksum)
    }

    func testNoActionIsSQLitesDefaultAction() async throws {
        let yaml = schema(
            reference: "{ table: employee, onDelete: noAction, onUpdate: noAction }",
            migrated: "{ table: employee, onDelete: noAction }")
        let found = await diagnose(yaml)
        XCTAssertEqual(found, [])
        let migrations = try await files(yaml)["AppDatabase+Migrations.swift"]
        XCTAssertTrue(migrations?.contains(#".references("employee")"#) == true, migrations ?? "")
        // The same foreign key as no action at all: the same lock checksum.
        let explicit = try await checksum(yaml)
        let implicit = try await checksum(schema(reference: "employee"))
        XCTAssertEqual(explicit, implicit)
        let cascading = try await checksum(
            schema(reference: "employee", migrated: "{ table: employee, onDelete: cascade }")
                .replacingOccurrences(
                    of: "references: employee, index: false }",
                    with: "references: { table: employee, onDelete: cascade }, index: false }"))
        XCTAssertNotEqual(cascading, implicit)
    }

    func testNotNullOnAnIntegerPrimaryKeyIsAWarningAndChangesNoChecksum() async throws {
        let yaml = schema(reference: "employee", key: ", notNull: true")
        let found = await diagnose(yaml)
        XCTAssertEqual(
            found,
            [
                "schema.yaml:4:7: warning: column `id` of table `employee`: `notNull` has no effect on an "
                    + "integer primary key, which is SQLite's rowid (never NULL: a NULL inserted gets the next "
                    + "rowid); remove it"
            ])
        // What a migration locked with it does, and its checksum, stay the same.
        let with = try await checksum(yaml)
        let without = try await checksum(schema(reference: "employee"))
        XCTAssertEqual(with, without)
        // A text key keeps its NOT NULL, and no warning.
        let text = yaml.replacingOccurrences(
            of: "type: integer, primaryKey: true", with: "type: text, primaryKey: true"
        )
        .replacingOccurrences(of: "reports_to: { type: integer", with: "reports_to: { type: text")
        let textFound = await diagnose(text)
        XCTAssertEqual(textFound, [])
    }

    func testAssociationsCanBeNamed() async throws {
        let yaml = schema(reference: "{ table: employee, belongsTo: manager, hasMany: reports }")
        let record = try await files(yaml)["Employee.swift"] ?? ""
        XCTAssertTrue(record.contains(#"belongsTo(Employee.self, key: "manager", "#), record)
        XCTAssertTrue(record.contains(#"hasMany(Employee.self, key: "reports", "#), record)
        XCTAssertFalse(record.contains("EmployeeWithReports"), "a type with children only with `children: true`")
        let withChildren = try await files("swift: { children: true }\n" + yaml)["Employee.swift"] ?? ""
        XCTAssertTrue(withChildren.contains("struct EmployeeWithReports: "), withChildren)
    }

    func testASelfReferenceWithoutIDSuffixIsNotNamedAfterItsRecord() async throws {
        let record = try await files(schema(reference: "employee"))["Employee.swift"] ?? ""
        XCTAssertTrue(record.contains(#"belongsTo(Employee.self, key: "reportsToEmployee", "#), record)
        XCTAssertTrue(record.contains(#"hasMany(Employee.self, key: "employees", "#), record)
    }

    /// A join table (two foreign keys and its key, no other column) gives the associations through
    /// it; a table with more columns is an entity of its own, and gives none.
    func testOnlyAJoinTableGivesAssociationsThroughIt() async throws {
        func schema(extra: String) -> String {
            func columns(_ indent: String) -> String {
                ([
                    "id:        { type: integer, primaryKey: autoincrement }",
                    "book_id:   { type: integer, notNull: true, references: book }",
                    "author_id: { type: integer, notNull: true, references: author }",
                ] + (extra.isEmpty ? [] : [extra]))
                .map { indent + $0 }.joined(separator: "\n")
            }
            return """
                tables:
                  book:
                    columns:
                      id: { type: integer, primaryKey: autoincrement }
                  author:
                    columns:
                      id: { type: integer, primaryKey: autoincrement }
                  credit:
                    columns:
                \(columns("      "))
                migrations:
                  - id: one
                    steps:
                      - createTable: { table: book, columns: { id: { type: integer, primaryKey: autoincrement } } }
                      - createTable: { table: author, columns: { id: { type: integer, primaryKey: autoincrement } } }
                      - createTable:
                          table: credit
                          columns:
                \(columns("            "))

                """
        }
        let join = try await files(schema(extra: ""))
        XCTAssertTrue(
            join["Book.swift"]?.contains(
                #"hasMany(Author.self, through: credits, using: Credit.author, key: "authors")"#)
                == true, join["Book.swift"] ?? "")
        XCTAssertTrue(
            join["Author.swift"]?.contains(#"hasMany(Book.self, through: credits, using: Credit.book, key: "books")"#)
                == true, join["Author.swift"] ?? "")
        let entity = try await files(schema(extra: "role: { type: text }"))
        XCTAssertFalse(entity["Book.swift"]?.contains("through:") ?? true, entity["Book.swift"] ?? "")
    }

    func testBadAssociationNames() async {
        await assertDiagnostics(
            schema(reference: "{ table: employee, belongsTo: class, hasMany: 2reports }"),
            [
                "schema.yaml:6:78: error: `class` is not a valid Swift name for `belongsTo`: use letters, "
                    + "digits and underscores, not starting with a digit, and no keyword",
                "schema.yaml:6:94: error: `2reports` is not a valid Swift name for `hasMany`: use letters, "
                    + "digits and underscores, not starting with a digit, and no keyword",
            ])
        await assertDiagnostics(
            schema(reference: "{ table: employee, belongsTo: lastName, hasMany: insert }"),
            [
                "schema.yaml:6:78: error: `belongsTo` name `lastName` is already a member of `Employee`; choose "
                    + "another name"
            ])
    }

    /// `hasOne` needs a foreign key that holds each parent once; a unique one may still ask for
    /// `hasMany`, an array.
    func testHasOneNeedsAUniqueForeignKey() async throws {
        await assertDiagnostics(
            schema(reference: "{ table: employee, hasOne: assistant }"),
            [
                "schema.yaml:6:75: error: `hasOne` needs a foreign key column that is unique or the table's "
                    + "primary key; column `reports_to` of table `employee` is neither"
            ])
        let unique = schema(reference: "{ table: employee, hasOne: assistant }")
            .replacingOccurrences(
                of: "reports_to: { type: integer, references:",
                with: "reports_to: { type: integer, unique: true, references:"
            )
            .replacingOccurrences(
                of: "reports_to: { type: integer, references: employee }",
                with: "reports_to: { type: integer, unique: true, references: employee }")
        let record = try await files(unique)["Employee.swift"] ?? ""
        XCTAssertTrue(record.contains(#"hasOne(Employee.self, key: "assistant", "#), record)
        let many = try await files(unique.replacingOccurrences(of: "hasOne: assistant", with: "hasMany: reports"))
        XCTAssertTrue(many["Employee.swift"]?.contains(#"hasMany(Employee.self, key: "reports", "#) == true)
    }
}
