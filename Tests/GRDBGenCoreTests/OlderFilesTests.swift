import Foundation
import XCTest

/// `olderFiles:` of a baseline: what it names is checked against the baseline's schema, and a file
/// of the shape it declares is adopted in a rehearsal at generation (the runtime's own adoption).
final class OlderFilesTests: XCTestCase {
    /// A baseline of one table `note(id, title, rank)` with an index on `rank`, and the given
    /// `olderFiles:` (line 11).
    func schema(olderFiles: String, rank: String = "{ type: real }") -> String {
        """
        tables:
          note:
            columns:
              id: { type: integer, primaryKey: autoincrement }
              title: { type: text, notNull: true }
              rank: \(rank)
            indexes: [{ name: note_on_rank, columns: [rank] }]
        migrations:
          - id: baseline
            baseline:
              olderFiles: \(olderFiles)
            steps:
              - createTable:
                  table: note
                  columns:
                    id: { type: integer, primaryKey: autoincrement }
                    title: { type: text, notNull: true }
                    rank: \(rank)
              - createIndex: { name: note_on_rank, table: note, columns: [rank] }

        """
    }

    func testDeclaredShapesThatTheAdoptionBringsBackAreAccepted() async {
        let diagnostics = await diagnose(
            schema(olderFiles: "{ untyped: [note.title], addedLater: [note.rank], dropped: [note_event, old_index] }"))
        XCTAssertEqual(diagnostics.filter { $0.contains("error") }, [])
    }

    func testUnknownNamesAreErrorsAtTheirPlace() async {
        let diagnostics = await diagnose(
            schema(olderFiles: "{ untyped: [note.color, notes.title, title], dropped: [note] }"))
        XCTAssertEqual(
            diagnostics,
            [
                "schema.yaml:11:31: error: table `note` of the baseline has no column `color`",
                "schema.yaml:11:43: error: `notes.title` names no table of the baseline; write a column as table.column",
                "schema.yaml:11:56: error: `title` names no table of the baseline; write a column as table.column",
                "schema.yaml:11:74: error: `note` is in the baseline; `dropped` names what older files have and the app drops",
            ])
    }

    /// A table or an index added later names one of the baseline's; the rehearsal makes a file
    /// without it, which the adoption gives it (issue 63).
    func testATableOrIndexAddedLaterIsTheBaselines() async {
        let index = await diagnose(schema(olderFiles: "{ addedLater: [note_on_rank] }"))
        XCTAssertEqual(index, [])
        let table = await diagnose(schema(olderFiles: "{ addedLater: [note] }"))
        XCTAssertEqual(table, [])
        let unknown = await diagnose(schema(olderFiles: "{ addedLater: [notes] }"))
        XCTAssertEqual(
            unknown,
            [
                "schema.yaml:11:34: error: `notes` names nothing of the baseline; `addedLater` names its tables, "
                    + "indexes, views, triggers and search tables, and its columns as table.column"
            ])
    }

    func testAColumnAddedLaterMustBeFillable() async {
        let diagnostics = await diagnose(
            schema(olderFiles: "{ addedLater: [note.rank] }", rank: "{ type: real, notNull: true }"))
        XCTAssertEqual(
            diagnostics.first,
            "schema.yaml:11:34: error: column `note.rank` cannot have been added later: it is NOT NULL without a "
                + "default; adoption gives the rows of an older file the column's default")
    }

    func testAShapeTheAdoptionCannotBringBackIsAnErrorOfTheRehearsal() async {
        // An index of the baseline named as dropped: the rehearsed older file cannot have a table of that name.
        let diagnostics = await diagnose(schema(olderFiles: "{ dropped: [note_on_rank] }"))
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        XCTAssertTrue(
            diagnostics.first?.hasPrefix(
                "schema.yaml:11:19: error: a file of the older shape that `olderFiles` declares is not adopted")
                ?? false,
            "\(diagnostics)")
    }
}
