import GRDBGenCore
import XCTest

/// Every key of the full schema language, misused: each gives its `file:line:column` diagnostic.
final class SchemaKeyBadInputTests: XCTestCase {
    /// A valid schema with two tables, a foreign key, an enum and an index.
    static let base = """
        tables:
          list:
            columns:
              id:    { type: integer, primaryKey: autoincrement }
              title: { type: text, notNull: true }
          entry:
            columns:
              id:      { type: integer, primaryKey: autoincrement }
              list_id: { type: integer, notNull: true, references: { table: list, onDelete: cascade } }
              kind:    { type: enum, values: [a, b] }
            indexes:
              - { name: entry_on_kind, columns: [kind] }
        migrations:
          - id: v1
            steps:
              - createTable:
                  table: list
                  columns:
                    id:    { type: integer, primaryKey: autoincrement }
                    title: { type: text, notNull: true }
              - createTable:
                  table: entry
                  columns:
                    id:      { type: integer, primaryKey: autoincrement }
                    list_id: { type: integer, notNull: true, references: { table: list, onDelete: cascade } }
                    kind:    { type: enum, values: [a, b] }
                  indexes:
                    - { name: entry_on_kind, columns: [kind] }

        """

    static func replacing(_ old: String, with new: String) -> String {
        // A missing text leaves the base unchanged, which the test then reports.
        guard let range = base.range(of: old) else { return base }
        return base.replacingCharacters(in: range, with: new)
    }

    static func appending(_ steps: String) -> String {
        base + "  - id: v2\n    steps:\n" + steps
    }

    /// (what, schema text, the first diagnostic).
    static let cases: [(String, String, String)] = [
        (
            "json without swift.type",
            replacing(
                "      title: { type: text, notNull: true }\n  entry",
                with: "      title: { type: text, notNull: true }\n      data:  { type: json }\n  entry"),
            "schema.yaml:6:22: error: column `data` of table `list`: a `json` column needs the Codable Swift "
                + "type of its values: `swift: { type: … }`"
        ),
        (
            "json bad swift.type",
            replacing(
                "      title: { type: text, notNull: true }\n  entry",
                with:
                    "      title: { type: text, notNull: true }\n      data:  { type: json, swift: { type: "
                    + "\"[String]; exit(1)\" } }\n  entry"
            ),
            "schema.yaml:6:43: error: column `data` of table `list`: `[String]; exit(1)` is not a Swift type"
        ),
        (
            "enum without values",
            replacing("kind:    { type: enum, values: [a, b] }", with: "kind:    { type: enum }"),
            "schema.yaml:10:24: error: column `kind` of table `entry`: an `enum` column needs `values: [a, b, …]`"
        ),
        (
            "enum duplicate values",
            replacing("kind:    { type: enum, values: [a, b] }", with: "kind:    { type: enum, values: [a, a] }"),
            "schema.yaml:10:38: error: column `kind` of table `entry`: the value `a` is listed twice"
        ),
        (
            "enum bad case",
            replacing("kind:    { type: enum, values: [a, b] }", with: "kind:    { type: enum, values: [a, \"!!\"] }"),
            "schema.yaml:10:38: error: column `kind` of table `entry`: the value `!!` cannot be a Swift enum "
                + "case; use letters, digits, spaces, dashes and underscores"
        ),
        (
            "values on text",
            replacing(
                "title: { type: text, notNull: true }", with: "title: { type: text, notNull: true, values: [x] }"),
            "schema.yaml:5:51: error: column `title` of table `list`: `values` is only for `type: enum`"
        ),
        (
            "enum default outside values",
            replacing(
                "kind:    { type: enum, values: [a, b] }", with: "kind:    { type: enum, values: [a, b], default: c }"),
            "schema.yaml:10:55: error: column `kind` of table `entry`: the default \"c\" is not a value of type "
                + "`enum` with these values"
        ),
        (
            "representation on text",
            replacing(
                "title: { type: text, notNull: true }",
                with: "title: { type: text, notNull: true, representation: bytes }"),
            "schema.yaml:5:59: error: column `title` of table `list`: `representation` is only for `type: uuid` "
                + "(text, bytes) and `type: datetime` (unixTime, unixTimeMilliseconds)"
        ),
        (
            "representation bad value",
            replacing(
                "kind:    { type: enum, values: [a, b] }", with: "kind:    { type: uuid, representation: binary }"),
            "schema.yaml:10:46: error: expected one of `text`, `uppercaseText`, `bytes`, `unixTime`, "
                + "`unixTimeMilliseconds` for "
                + "`representation` of column `kind`, found the text `binary`"
        ),
        (
            "uuid representation on datetime",
            replacing(
                "kind:    { type: enum, values: [a, b] }", with: "kind:    { type: datetime, representation: bytes }"),
            "schema.yaml:10:50: error: column `kind` of table `entry`: a `datetime` column takes "
                + "`representation: unixTime` or `unixTimeMilliseconds`, not `bytes`"
        ),
        (
            "unixTime on uuid",
            replacing(
                "kind:    { type: enum, values: [a, b] }", with: "kind:    { type: uuid, representation: unixTime }"),
            "schema.yaml:10:46: error: column `kind` of table `entry`: a `uuid` column takes `representation: "
                + "text`, `uppercaseText` or `bytes`, not `unixTime`"
        ),
        (
            "unixTime text default",
            replacing(
                "kind:    { type: enum, values: [a, b] }",
                with: "kind:    { type: datetime, representation: unixTime, default: \"2024-01-01\" }"),
            "schema.yaml:10:69: error: column `kind` of table `entry`: the default \"2024-01-01\" is not a "
                + "value of type `datetime` stored as Unix time: give an integer, or `{ sql: \"(unixepoch())\" }`"
        ),
        (
            "unixTime declaredType text",
            replacing(
                "kind:    { type: enum, values: [a, b] }",
                with: "kind:    { type: datetime, representation: unixTime, declaredType: TEXT }"),
            "schema.yaml:10:74: error: column `kind` of table `entry`: `declaredType: TEXT` has TEXT affinity, "
                + "and a `datetime` column stored as Unix time needs INTEGER or NUMERIC or REAL"
        ),
        (
            "default sql bad key",
            replacing(
                "title: { type: text, notNull: true }",
                with: "title: { type: text, notNull: true, default: { sqll: x } }"),
            "schema.yaml:5:54: error: unknown key `sqll` in `default` of column `title`; did you mean `sql`?"
        ),
        (
            "unique not bool",
            replacing(
                "title: { type: text, notNull: true }", with: "title: { type: text, notNull: true, unique: yes }"),
            "schema.yaml:5:51: error: expected `true` or `false` for `unique` of column `title`, found the text `yes`"
        ),
        (
            "check empty",
            replacing(
                "title: { type: text, notNull: true }", with: "title: { type: text, notNull: true, check: \" \" }"),
            "schema.yaml:5:50: error: column `title` of table `list`: `check` is empty"
        ),
        (
            "collate bad",
            replacing(
                "title: { type: text, notNull: true }", with: "title: { type: text, notNull: true, collate: nocse }"),
            "schema.yaml:5:52: error: expected one of `binary`, `nocase`, `rtrim` for `collate` of column "
                + "`title`, found the text `nocse`; did you mean `nocase`?"
        ),
        (
            "references unknown table",
            replacing(
                "references: { table: list, onDelete: cascade }",
                with: "references: { table: lists, onDelete: cascade }"),
            "schema.yaml:9:69: error: column `list_id` of table `entry` references the unknown table `lists`; "
                + "did you mean `list`?"
        ),
        (
            "references unknown column",
            replacing(
                "references: { table: list, onDelete: cascade }",
                with: "references: { table: list, column: ident, onDelete: cascade }"),
            "schema.yaml:9:83: error: column `list_id` of table `entry` references the unknown column `ident` "
                + "of table `list`"
        ),
        (
            "references non-unique column",
            replacing(
                "references: { table: list, onDelete: cascade }",
                with: "references: { table: list, column: title, onDelete: cascade }"),
            "schema.yaml:9:83: error: column `list_id` of table `entry` references `list.title`, which is "
                + "neither a primary key nor unique; SQLite needs one of them"
        ),
        (
            "references bad action",
            replacing(
                "references: { table: list, onDelete: cascade }",
                with: "references: { table: list, onDelete: "
                    + "delete }"),
            "schema.yaml:9:85: error: expected one of `cascade`, `setNull`, `setDefault`, `restrict`, "
                + "`noAction` for `onDelete` of `references` of column `list_id`, found the text `delete`"
        ),
        (
            "references setNull on notNull",
            replacing(
                "references: { table: list, onDelete: cascade }", with: "references: { table: list, onDelete: setNull }"
            ),
            "schema.yaml:9:60: error: column `list_id` of table `entry`: `setNull` cannot apply to a NOT NULL "
                + "column; use `cascade` or `restrict`, or drop `notNull`"
        ),
        (
            "primaryKey unknown column",
            replacing(
                "      id:    { type: integer, primaryKey: autoincrement }\n      title: { type: text, notNull: "
                    + "true }\n  entry:",
                with:
                    "      code:  { type: text, notNull: true }\n      title: { type: text, notNull: true }\n   "
                    + " primaryKey: [code, titel]\n  entry:"
            ),
            "schema.yaml:6:24: error: the primary key of table `list` names the unknown column `titel`; did you "
                + "mean `title`?"
        ),
        (
            "primaryKey nullable column",
            replacing(
                "      id:    { type: integer, primaryKey: autoincrement }\n      title: { type: text, notNull: "
                    + "true }\n  entry:",
                with:
                    "      code:  { type: text }\n      title: { type: text, notNull: true }\n    primaryKey: "
                    + "[code, title]\n  entry:"
            ),
            "schema.yaml:4:7: error: column `code` of table `list` is part of the primary key and needs "
                + "`notNull: true` (SQLite accepts NULL in such columns otherwise)"
        ),
        (
            "primaryKey both levels",
            replacing(
                "      title: { type: text, notNull: true }\n  entry:",
                with: "      title: { type: text, notNull: true }\n    primaryKey: [id, title]\n  entry:"),
            "schema.yaml:6:17: error: table `list` has both a table-level `primaryKey` and the primary key "
                + "column `id`; keep one"
        ),
        (
            "unique group unknown column",
            replacing(
                "    indexes:\n      - { name: entry_on_kind, columns: [kind] }\nmigrations",
                with:
                    "    unique: [[list_id, knd]]\n    indexes:\n      - { name: entry_on_kind, columns: [kind] "
                    + "}\nmigrations"
            ),
            "schema.yaml:11:24: error: a `unique` group of table `entry` names the unknown column `knd`; did "
                + "you mean `kind`?"
        ),
        (
            "index unknown column",
            replacing(
                "      - { name: entry_on_kind, columns: [kind] }\nmigrations",
                with: "      - { name: entry_on_kind, columns: [kinds] }\nmigrations"),
            "schema.yaml:12:42: error: index `entry_on_kind` of table `entry` names the unknown column `kinds`; "
                + "did you mean `kind`?"
        ),
        (
            "index missing name",
            replacing(
                "      - { name: entry_on_kind, columns: [kind] }\nmigrations",
                with: "      - { columns: [kind] }\nmigrations"),
            "schema.yaml:12:9: error: missing key `name` in an index"
        ),
        (
            "index only in tables",
            replacing(
                "      - { name: entry_on_kind, columns: [kind] }\nmigrations",
                with:
                    "      - { name: entry_on_kind, columns: [kind] }\n      - { name: entry_on_list, columns: "
                    + "[list_id] }\nmigrations"
            ),
            "schema.yaml:13:17: error: index `entry_on_list` of table `entry` is in tables: but no migration "
                + "creates it; add a `createIndex` step"
        ),
        (
            "dropTable unknown", appending("      - dropTable: { table: lst }\n"),
            "schema.yaml:31:29: error: migration `v2` drops unknown table `lst`; did you mean `list`?"
        ),
        (
            "dropTable still referenced", appending("      - dropTable: { table: list }\n"),
            "schema.yaml:25:75: error: after the migrations, column `list_id` of table `entry` references the "
                + "unknown table `list`"
        ),
        (
            "renameTable unknown", appending("      - renameTable: { from: lists, to: todo }\n"),
            "schema.yaml:31:30: error: migration `v2` renames unknown table `lists`; did you mean `list`?"
        ),
        (
            "renameTable to existing", appending("      - renameTable: { from: list, to: entry }\n"),
            "schema.yaml:31:40: error: migration `v2` renames table `list` to `entry`, which exists"
        ),
        (
            "renameColumn unknown", appending("      - renameColumn: { table: list, from: titel, to: name }\n"),
            "schema.yaml:31:44: error: migration `v2` renames unknown column `titel` of table `list`; did you "
                + "mean `title`?"
        ),
        (
            "renameColumn to existing", appending("      - renameColumn: { table: list, from: title, to: id }\n"),
            "schema.yaml:31:55: error: migration `v2` renames column `title` to `id`, which exists in table `list`"
        ),
        (
            "dropColumn indexed", appending("      - dropColumn: { table: entry, column: kind }\n"),
            "schema.yaml:31:45: error: migration `v2`: SQLite cannot drop column `kind` of table `entry`: index "
                + "`entry_on_kind` uses it; drop the index first"
        ),
        (
            "dropColumn key", appending("      - dropColumn: { table: list, column: id }\n"),
            "schema.yaml:31:44: error: migration `v2`: SQLite cannot drop column `id` of table `list`: it is "
                + "part of the primary key"
        ),
        (
            "createIndex unknown column",
            appending("      - createIndex: { name: list_on_name, table: list, columns: [name] }\n"),
            "schema.yaml:31:67: error: migration `v2` indexes unknown column `name` of table `list`"
        ),
        (
            "createIndex duplicate name",
            appending("      - createIndex: { name: entry_on_kind, table: list, columns: [title] }\n"),
            "schema.yaml:31:30: error: migration `v2` creates index `entry_on_kind`, but an index of that name exists"
        ),
        (
            "createIndex missing table", appending("      - createIndex: { name: list_on_title, columns: [title] }\n"),
            "schema.yaml:31:22: error: missing key `table` in an index"
        ),
        (
            "dropIndex unknown", appending("      - dropIndex: { name: entry_on_knd }\n"),
            "schema.yaml:31:28: error: migration `v2` drops unknown index `entry_on_knd`; did you mean `entry_on_kind`?"
        ),
        (
            "insert unknown column", appending("      - insert: { table: list, rows: [{ titel: x }] }\n"),
            "schema.yaml:31:41: error: migration `v2` inserts into unknown column `titel` of table `list`; did "
                + "you mean `title`?"
        ),
        (
            "insert missing notNull", appending("      - insert: { table: entry, rows: [{ kind: a }] }\n"),
            "schema.yaml:31:42: error: migration `v2` inserts a row into table `entry` without a value for the "
                + "NOT NULL column `list_id`"
        ),
        (
            "insert null into notNull", appending("      - insert: { table: list, rows: [{ title: null }] }\n"),
            "schema.yaml:31:48: error: migration `v2` inserts NULL into the NOT NULL column `title` of table `list`"
        ),
        (
            "insert nested value", appending("      - insert: { table: list, rows: [{ title: [x] }] }\n"),
            "schema.yaml:31:48: error: expected a text, number, boolean or null for column `title` of a row, "
                + "found a list"
        ),
        (
            "addColumn unique",
            appending("      - addColumn: { table: list, column: code, type: text, unique: true }\n"),
            "schema.yaml:31:43: error: migration `v2`: SQLite cannot add a UNIQUE column to an existing table; "
                + "add the column, then a unique index"
        ),
        (
            "addColumn sql default",
            appending(
                "      - addColumn: { table: list, column: at, type: datetime, default: { sql: "
                    + "CURRENT_TIMESTAMP } }\n"),
            "schema.yaml:31:72: error: migration `v2`: SQLite cannot add a column whose default is an SQL "
                + "expression to an existing table"
        ),
        (
            "swift.type on enum invalid",
            replacing(
                "kind:    { type: enum, values: [a, b] }",
                with: "kind:    { type: enum, values: [a, b], swift: { type: Columns } }"),
            "schema.yaml:10:61: error: column `kind` of table `entry`: `Columns` cannot be the name of the "
                + "generated enum"
        ),
        (
            "unknown step kind", appending("      - dropTables: { table: list }\n"),
            "schema.yaml:31:9: error: unknown key `dropTables` in a migration step; did you mean `dropTable`?"
        ),
    ]

    /// What the base schema says without a mistake: `list` is SwiftUI's `List`, and `entry.list_id` has no index.
    static let baseNotes = [
        "schema.yaml:2:3: note: table `list` gets the record name `ListRecord`, as `List` is also a type of SwiftUI; "
            + "choose another with `record:`",
        "schema.yaml:9:60: warning: foreign key column `list_id` of table `entry` has no index: each fetch of "
            + "one parent's rows and each cascade scans the table; run `grdbgen migrate NAME` to add "
            + "`index_entry_on_list_id`, or write `index: false` to keep it without",
    ]

    func testBaseSchemaIsValid() async {
        let found1 = await diagnose(Self.base)
        XCTAssertEqual(found1, Self.baseNotes)
    }

    func testEachMisusedKeyGivesItsDiagnostic() async {
        XCTAssertGreaterThanOrEqual(Self.cases.count, 40)
        for (name, yaml, expected) in Self.cases {
            let found2 = await diagnose(yaml).filter { !Self.baseNotes.contains($0) }
            XCTAssertEqual(found2.first, expected, name)
        }
    }
}
