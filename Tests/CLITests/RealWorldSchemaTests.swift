import Foundation
import XCTest

/// A real-world schema, the Chinook music store (PascalCase names, a self-reference, NO ACTION and
/// cascading keys, a composite WITHOUT ROWID key, a STRICT table, a generated column, a trigger),
/// taken through the CLI as a new user would: `tables:` written first, `migrate` writes the
/// migration, `generate` and `check` accept it, then a change of several kinds is migrated again.
final class RealWorldSchemaTests: XCTestCase {
    static let chinook = """
        swift:
          access: public
          store: Chinook

        tables:
          Artist:
            columns:
              ArtistId: { type: integer, primaryKey: autoincrement }
              Name:     { type: text }
          Album:
            columns:
              AlbumId:  { type: integer, primaryKey: autoincrement }
              Title:    { type: text, notNull: true }
              ArtistId: { type: integer, notNull: true, references: { table: Artist, onDelete: noAction } }
            indexes:
              - { name: IFK_AlbumArtistId, columns: [ArtistId] }
          MediaType:
            columns:
              MediaTypeId: { type: integer, primaryKey: true, notNull: true }
              Name:        { type: text }
          Genre:
            columns:
              GenreId: { type: integer, primaryKey: true }
              Name:    { type: text }
          Track:
            columns:
              TrackId:      { type: integer, primaryKey: autoincrement }
              Name:         { type: text, notNull: true }
              AlbumId:      { type: integer, references: { table: Album, onDelete: noAction, onUpdate: noAction } }
              MediaTypeId:  { type: integer, notNull: true, references: MediaType }
              GenreId:      { type: integer, references: Genre }
              Composer:     { type: text }
              Milliseconds: { type: integer, notNull: true }
              Bytes:        { type: integer }
              UnitPrice:    { type: real, notNull: true }
              Minutes:      { type: real, generated: { sql: Milliseconds / 60000.0 } }
            orderings: [Name, UnitPrice]
          Playlist:
            columns:
              PlaylistId: { type: integer, primaryKey: autoincrement }
              Name:       { type: text }
          PlaylistTrack:
            columns:
              PlaylistId: { type: integer, notNull: true, references: Playlist }
              TrackId:    { type: integer, notNull: true, references: Track }
            primaryKey: [PlaylistId, TrackId]
            options: [withoutRowID]
          Employee:
            columns:
              EmployeeId: { type: integer, primaryKey: autoincrement }
              LastName:   { type: text, notNull: true }
              FirstName:  { type: text, notNull: true }
              Title:      { type: text }
              ReportsTo:  { type: integer, references: { table: Employee, belongsTo: manager, hasMany: reports } }
              BirthDate:  { type: datetime }
              Email:      { type: text }
          Customer:
            columns:
              CustomerId:   { type: integer, primaryKey: autoincrement }
              FirstName:    { type: text, notNull: true }
              LastName:     { type: text, notNull: true }
              Email:        { type: text, notNull: true, collate: nocase, unique: true }
              SupportRepId: { type: integer, references: { table: Employee, belongsTo: supportRep, hasMany: customers } }
          Invoice:
            columns:
              InvoiceId:   { type: integer, primaryKey: autoincrement }
              CustomerId:  { type: integer, notNull: true, references: Customer }
              InvoiceDate: { type: datetime, notNull: true }
              Total:       { type: real, notNull: true }
            triggers:
              - { name: invoice_total_positive, timing: before, event: insert, when: NEW.Total < 0, body: "SELECT RAISE(ABORT, 'negative total');" }
          InvoiceLine:
            columns:
              InvoiceLineId: { type: integer, primaryKey: autoincrement }
              InvoiceId:     { type: integer, notNull: true, references: { table: Invoice, onDelete: cascade } }
              TrackId:       { type: integer, notNull: true, references: Track }
              UnitPrice:     { type: real, notNull: true }
              Quantity:      { type: integer, notNull: true }
            options: [strict]


        migrations:
          - id: placeholder
            steps:
              - sql: SELECT 1

        """

    func testChinookFromTablesToMigrationsAndBack() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("grdbgen-chinook-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let schema = work.appendingPathComponent("schema.yaml")
        try Data(Self.chinook.utf8).write(to: schema)

        let first = try CLIRunner.run(["migrate", "chinook"], in: work)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("added migration chinook (22 steps)"), first.stdout)
        let generate = try CLIRunner.run(["generate", "--quiet"], in: work)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        XCTAssertTrue(
            generate.stderr.contains("warning: column `MediaTypeId` of table `MediaType`: `notNull` has no effect"),
            generate.stderr)
        let record = try String(contentsOf: work.appendingPathComponent("Generated/Employee.swift"), encoding: .utf8)
        XCTAssertTrue(record.contains(#"belongsTo(Employee.self, key: "manager""#), record)
        XCTAssertEqual(try CLIRunner.run(["check"], in: work).status, 0)

        // Drop the trigger and STRICT, make a generated column stored and add another.
        var text = try String(contentsOf: schema, encoding: .utf8)
        let tables = text.range(of: "\nmigrations:")!.lowerBound
        var head = String(text[..<tables])
        head = head.replacingOccurrences(of: "    options: [strict]\n", with: "")
        head = head.replacingOccurrences(
            of:
                "    triggers:\n      - { name: invoice_total_positive, timing: before, event: insert, when: "
                + "NEW.Total < 0, body: \"SELECT RAISE(ABORT, 'negative total');\" }\n",
            with: "")
        head = head.replacingOccurrences(
            of: "      Minutes:      { type: real, generated: { sql: Milliseconds / 60000.0 } }",
            with: "      Minutes:      { type: real, generated: { sql: Milliseconds / 60000.0, stored: true } }\n"
                + "      Seconds:      { type: real, generated: { sql: Milliseconds / 1000.0 } }")
        text = head + text[tables...]
        try Data(text.utf8).write(to: schema)
        let second = try CLIRunner.run(["migrate", "second"], in: work)
        XCTAssertEqual(second.status, 0, second.stderr)
        let migrated = try String(contentsOf: schema, encoding: .utf8)
        XCTAssertTrue(migrated.contains("- dropTrigger: { name: invoice_total_positive }"), migrated)
        XCTAssertTrue(migrated.contains("(column `Minutes` changes its generated expression)"), migrated)
        XCTAssertTrue(migrated.contains("(its options change)"), migrated)
        XCTAssertEqual(try CLIRunner.run(["generate", "--quiet"], in: work).status, 0)
        XCTAssertEqual(try CLIRunner.run(["check"], in: work).status, 0)
    }
}
