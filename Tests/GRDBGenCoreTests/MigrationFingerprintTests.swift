@testable import GRDBGenCore
import XCTest

/// Lock format 1, spelled out: the canonical text of a migration's steps, from which
/// `schema.lock` checksums are computed. It must never change (CommittedLockTests checks the
/// checksums of lock files written by earlier versions).
final class MigrationFingerprintTests: XCTestCase {
    func testCanonicalTextOfFormat1() throws {
        let yaml = """
            tables:
              note:
                columns:
                  id:    { type: integer, primaryKey: autoincrement }
                  title: { type: text, notNull: true, default: "a \\"b\\"", collate: nocase, check: "length(title) > 0" }
                  kind:  { type: enum, values: [x, "y z"] }
                  owner: { type: uuid, representation: bytes }
                  score: { type: real, default: 1.5 }
            migrations:
              - id: v1
                steps:
                  - createTable:
                      table: note
                      columns:
                        id:    { type: integer, primaryKey: autoincrement }
                        title: { type: text, notNull: true, default: "a \\"b\\"", collate: nocase, check: "length(title) > 0" }
                        kind:  { type: enum, values: [x, "y z"] }
                        owner: { type: uuid, representation: bytes }
                  - addColumn: { table: note, column: score, type: real, default: 1.5 }
                  - insert: { table: note, rows: [{ title: "tab\\there", kind: x }] }
                  - sql: "UPDATE note SET title = 'é'"
            """
        let diagnostics = DiagnosticCollector()
        let document = try XCTUnwrap(
            YAMLParser.parse(SchemaSource(path: "schema.yaml", text: yaml), diagnostics: diagnostics))
        let schema = try XCTUnwrap(
            SchemaTranslator.translate(document, diagnostics: diagnostics), "\(diagnostics.diagnostics)")
        let migration = try XCTUnwrap(schema.migrations.first)
        XCTAssertEqual(
            MigrationFingerprint.canonicalText(of: migration.steps),
            #"""
            createTable "note"
              column "id" .integer autoIncrementedPrimaryKey
              column "title" .text column notNull check("length(title) > 0") collate(nocase) default("a \"b\"")
              column "kind" .text column values["x","y z"]
              column "owner" .blob column
            addColumn "note" column "score" .real column default(1.5)
            insert "note"
              row "title"="tab\there" "kind"="x"
            sql "UPDATE note SET title = 'é'"

            """#)
        XCTAssertEqual(MigrationFingerprint.formatVersion, 1)
    }

    /// The steps added after format 1 was frozen have their own lines: what they change changes
    /// the checksum; earlier steps keep their text. GRDB's synchronization of search indexes, the
    /// only one before GRDBGen's, keeps the text it had, so locks written then still read it.
    func testCanonicalTextOfSearchIndexesAndViews() throws {
        let yaml = """
            tables: {}
            migrations:
              - id: v2
                steps:
                  - createSearchIndex: { table: note, name: note_ft, columns: [title, body], tokenizer: porter, diacritics: keep }
                  - createSearchIndex: { table: memo, name: memo_ft, columns: [text] }
                  - createSearchIndex: { table: page, name: page_ft, columns: [text], synchronization: grdb }
                  - dropSearchIndex: { name: memo_ft }
                  - createView: { view: note_titles, sql: "SELECT title FROM note" }
                  - dropView: { view: note_titles }
            """
        let diagnostics = DiagnosticCollector()
        let document = try XCTUnwrap(
            YAMLParser.parse(SchemaSource(path: "schema.yaml", text: yaml), diagnostics: diagnostics))
        let schema = try XCTUnwrap(
            SchemaTranslator.translate(document, diagnostics: diagnostics), "\(diagnostics.diagnostics)")
        let migration = try XCTUnwrap(schema.migrations.first)
        XCTAssertEqual(
            MigrationFingerprint.canonicalText(of: migration.steps),
            #"""
            createSearchIndex "note_ft" "note" ["title","body"] tokenizer=porter diacritics=keep synchronization=grdbgen
            createSearchIndex "memo_ft" "memo" ["text"] tokenizer=- diacritics=- synchronization=grdbgen
            createSearchIndex "page_ft" "page" ["text"] tokenizer=- diacritics=-
            dropSearchIndex "memo_ft"
            createView "note_titles" sql="SELECT title FROM note"
            dropView "note_titles"

            """#)
    }
}
