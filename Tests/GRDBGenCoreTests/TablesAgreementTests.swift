@testable import GRDBGenCore
import XCTest

/// SQLite is the one judge of whether `tables:` and the migrations agree (issue 38): each kind of
/// difference is reported at its place in `tables:`, where the migration's step defines it as the
/// note. The schema below agrees; each test changes one thing of `tables:` only.
final class TablesAgreementTests: XCTestCase {
    static let columns = """
        id:      { type: integer, primaryKey: autoincrement }
        name:    { type: text, notNull: true }
        rank:    { type: integer, default: 0 }
        code:    { type: text, unique: true }
        price:   { type: real, check: "price >= 0" }
        ownerID: { type: integer, references: owner }
        madeAt:  { type: datetime, representation: unixTime }
        """

    /// `tables:` as `edit` makes it, and migrations that make the schema as first written.
    static func schema(_ edit: (String) -> String = { $0 }) -> String {
        func indented(_ text: String, _ spaces: Int) -> String {
            text.split(separator: "\n").map { String(repeating: " ", count: spaces) + $0 }.joined(separator: "\n")
        }
        let tables = """
            tables:
              owner:
                columns:
                  id: { type: integer, primaryKey: autoincrement }
              thing:
                columns:
            \(indented(columns, 6))
                unique: [[name, rank]]
                checks: ["rank < 100"]
                indexes:
                  - { name: thing_by_rank, columns: [rank] }
            views:
              thingNames: { sql: "SELECT name FROM thing" }

            """
        return edit(tables) + """
            migrations:
              - id: v1
                steps:
                  - createTable:
                      table: owner
                      columns:
                        id: { type: integer, primaryKey: autoincrement }
                  - createTable:
                      table: thing
                      columns:
            \(indented(columns, 12))
                      unique: [[name, rank]]
                      checks: ["rank < 100"]
                  - createIndex: { name: index_thing_on_ownerID, table: thing, columns: [ownerID] }
                  - createIndex: { name: thing_by_rank, table: thing, columns: [rank] }
                  - createView: { view: thingNames, sql: "SELECT name FROM thing" }

            """
    }

    /// `schema.yaml:LINE:COLUMN:` of the `occurrence`-th `text` in the schema (1: in `tables:`,
    /// 2: in the migration), at `offset` characters into it.
    func place(_ text: String, _ occurrence: Int, in yaml: String, offset: Int = 0) -> String {
        var count = 0
        for (number, line) in yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: text) else { continue }
            count += 1
            if count == occurrence {
                let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1 + offset
                return "schema.yaml:\(number + 1):\(column):"
            }
        }
        XCTFail("no \(occurrence)th \(text)")
        return ""
    }

    func diagnostics(replacing old: String, with new: String) async -> (yaml: String, found: [String]) {
        let yaml = Self.schema { tables in
            XCTAssertTrue(tables.contains(old), old)
            return tables.replacingOccurrences(of: old, with: new)
        }
        return (yaml, await diagnose(yaml))
    }

    func testTheSchemaAgrees() async {
        let found = await diagnose(Self.schema())
        XCTAssertEqual(found, [])
    }

    func testColumnType() async {
        let (yaml, found) = await diagnostics(
            replacing: "code:    { type: text,", with: "code:    { type: integer,")
        XCTAssertEqual(
            found,
            [
                "\(place("code:", 1, in: yaml)) error: column `code` of table `thing`: tables: say type INTEGER, the "
                    + "migrations give type TEXT",
                "\(place("code:", 2, in: yaml)) note: migration `v1` defines the column here",
            ])
    }

    func testNotNull() async {
        let (yaml, found) = await diagnostics(
            replacing: "name:    { type: text, notNull: true }", with: "name:    { type: text }")
        XCTAssertEqual(
            found,
            [
                "\(place("name:    {", 1, in: yaml)) error: column `name` of table `thing`: tables: say nullable, "
                    + "the migrations make it NOT NULL",
                "\(place("name:    {", 2, in: yaml)) note: migration `v1` defines the column here",
            ])
    }

    func testDefault() async {
        let (yaml, found) = await diagnostics(replacing: "default: 0 }", with: "default: 1 }")
        XCTAssertEqual(
            found,
            [
                "\(place("rank:", 1, in: yaml)) error: column `rank` of table `thing`: tables: say default 1, the "
                    + "migrations say default 0",
                "\(place("rank:", 2, in: yaml)) note: migration `v1` defines the column here",
            ])
    }

    func testPrimaryKey() async {
        // The key moves from `id` to the hidden rowid: what `id` lost (its property named apart,
        // as a column `id` that is not the key must be).
        let (yaml, found) = await diagnostics(
            replacing: "id:      { type: integer, primaryKey: autoincrement }\n      name",
            with: "id:      { type: integer, swift: { name: thingID } }\n      name")
        XCTAssertEqual(
            found,
            [
                "\(place("id:      {", 1, in: yaml)) error: column `id` of table `thing`: tables: do not say "
                    + "AUTOINCREMENT (`primaryKey: autoincrement`), the migrations do",
                "\(place("id:      {", 2, in: yaml)) note: migration `v1` defines the column here",
                "\(place("thing:", 1, in: yaml)) error: table `thing`: tables: say primary key none, the migrations "
                    + "say [id]",
                "\(place("id:      {", 2, in: yaml)) note: the migrations define it here",
            ])
    }

    func testUniqueColumnAndGroup() async {
        let (yaml, found) = await diagnostics(
            replacing: "code:    { type: text, unique: true }\n", with: "code:    { type: text }\n")
        XCTAssertEqual(
            found,
            [
                "\(place("code:", 1, in: yaml)) error: column `code` of table `thing`: tables: do not say unique, "
                    + "the migrations do",
                "\(place("code:", 2, in: yaml)) note: migration `v1` defines the column here",
            ])
        let (grouped, groupFound) = await diagnostics(
            replacing: "unique: [[name, rank]]", with: "unique: [[name, code]]")
        XCTAssertEqual(
            groupFound,
            [
                "\(place("[name, code]", 1, in: grouped)) error: table `thing`: the unique group [name, code] is in "
                    + "tables: but not in the migrations",
                "\(place("thing:", 1, in: grouped)) error: table `thing`: the unique group [name, rank] of the "
                    + "migrations is not in tables:",
                "\(place("[name, rank]", 1, in: grouped)) note: the migrations define it here",
            ])
    }

    func testForeignKey() async {
        let (yaml, found) = await diagnostics(
            replacing: "references: owner }", with: "references: { table: owner, onDelete: cascade } }")
        XCTAssertEqual(
            found,
            [
                "\(place("{ table: owner", 1, in: yaml)) error: table `thing`: the foreign key (ownerID) references "
                    + "`owner` (id) onDelete: cascade is in tables: but not in the migrations",
                "\(place("thing:", 1, in: yaml)) error: table `thing`: the foreign key (ownerID) references `owner` "
                    + "(id) of the migrations is not in tables:",
                "\(place("owner }", 1, in: yaml)) note: the migrations define it here",
            ])
    }

    func testIndex() async {
        let (yaml, found) = await diagnostics(
            replacing: "{ name: thing_by_rank, columns: [rank] }",
            with: "{ name: thing_by_rank, columns: [rank, name] }")
        XCTAssertEqual(
            found,
            [
                "\(place("thing_by_rank", 1, in: yaml)) error: index `thing_by_rank` of table `thing`: tables: make "
                    + #"`CREATE INDEX "thing_by_rank" ON "thing"("rank", "name")`, the migrations leave "#
                    + #"`CREATE INDEX "thing_by_rank" ON "thing"("rank")`"#,
                "\(place("thing_by_rank", 2, in: yaml)) note: the migrations create it here",
            ])
    }

    func testColumnAndTableChecks() async {
        let (yaml, found) = await diagnostics(replacing: #"check: "price >= 0""#, with: #"check: "price > 0""#)
        XCTAssertEqual(
            found,
            [
                "\(place("price:", 1, in: yaml)) error: column `price` of table `thing`: tables: say check "
                    + "`price > 0`, the migrations say check `price >= 0`",
                "\(place("price:", 2, in: yaml)) note: migration `v1` defines the column here",
            ])
        let (tableYAML, tableFound) = await diagnostics(
            replacing: #"checks: ["rank < 100"]"#, with: #"checks: ["rank < 10"]"#)
        XCTAssertEqual(
            tableFound,
            [
                "\(place("\"rank < 10\"", 1, in: tableYAML)) error: table `thing`: the check `rank < 10` is in "
                    + "tables: but not in the migrations",
                "\(place("thing:", 1, in: tableYAML)) error: table `thing`: the check `rank < 100` of the "
                    + "migrations is not in tables:",
                "\(place("\"rank < 100\"", 1, in: tableYAML)) note: the migrations define it here",
            ])
    }

    func testView() async {
        let (yaml, found) = await diagnostics(
            replacing: #"thingNames: { sql: "SELECT name FROM thing" }"#,
            with: #"thingNames: { sql: "SELECT name, rank FROM thing" }"#)
        XCTAssertEqual(
            found,
            [
                "\(place("\"SELECT name, rank", 1, in: yaml)) error: view `thingNames`: the `sql` of views: and of "
                    + "migration `v1` differ; to change a view, drop it and create it again in a new migration",
                "\(place("\"SELECT name FROM", 1, in: yaml)) note: migration `v1` writes it here",
            ])
    }

    /// SQLite rewrites the SQL of a check, an index and a trigger when a column is renamed (and a
    /// table's name in them): what it keeps then is compared in one spelling with what `tables:`
    /// make, and agrees.
    func testRenamesSQLiteWritesIntoTheSQLAgree() async {
        let yaml = """
            tables:
              note:
                columns:
                  id:    { type: integer, primaryKey: autoincrement }
                  title: { type: text, notNull: true, check: "length(title) > 0" }
                checks: ["title <> 'x'"]
                indexes:
                  - { name: note_by_title, columns: [{ column: title, collate: nocase }] }
                triggers:
                  - name: note_trim
                    timing: after
                    event: update
                    columns: [title]
                    body: "UPDATE note SET title = trim(title) WHERE id = NEW.id"
            migrations:
              - id: v1
                steps:
                  - createTable:
                      table: memo
                      columns:
                        id:   { type: integer, primaryKey: autoincrement }
                        name: { type: text, notNull: true, check: "length(name) > 0" }
                      checks: ["name <> 'x'"]
                  - createIndex: { name: note_by_title, table: memo, columns: [{ column: name, collate: nocase }] }
                  - createTrigger:
                      name: note_trim
                      table: memo
                      timing: after
                      event: update
                      columns: [name]
                      body: "UPDATE memo SET name = trim(name) WHERE id = NEW.id"
              - id: v2
                steps:
                  - renameColumn: { table: memo, from: name, to: title }
                  - renameTable: { from: memo, to: note }

            """
        let found = await diagnose(yaml)
        XCTAssertEqual(found, [])
    }

    /// What SQLite cannot tell apart — seconds or milliseconds in the same INTEGER column — the
    /// fold of the migrations still does: the record would read the stored values otherwise.
    func testHowValuesAreStored() async {
        let (yaml, found) = await diagnostics(
            replacing: "representation: unixTime }", with: "representation: unixTimeMilliseconds }")
        XCTAssertEqual(
            found,
            [
                "\(place("madeAt:", 1, in: yaml)) error: column `madeAt` of table `thing`: tables: say "
                    + "representation unixTimeMilliseconds, the migrations say representation unixTime (alike to "
                    + "SQLite, read otherwise by the record)",
                "\(place("madeAt:", 2, in: yaml)) note: migration `v1` defines the column here",
                "\(place("madeAt:", 1, in: yaml)) note: write in the step of migration `v1` that defines the column "
                    + "what tables: say; if that migration is locked, `grdbgen lock --unlock v1` first, only if no "
                    + "released file has run it (or write in tables: what the migrations give)",
            ])
    }
}
