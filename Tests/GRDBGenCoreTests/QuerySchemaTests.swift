@testable import GRDBGenCore
import XCTest

/// `queries:`: what SQLite and the generator report about a query, at its place in schema.yaml.
final class QuerySchemaTests: XCTestCase {
    /// The demo schema with `queries:` before `migrations:`.
    func demo(queries: String) -> String {
        demoSchema.replacingOccurrences(of: "\nmigrations:\n", with: "\nqueries:\n\(queries)\nmigrations:\n")
    }

    func testSQLiteErrorsAreReportedInsideTheSQL() async {
        // A one-line query: the column of the unknown name.
        await assertDiagnostics(
            demo(queries: "  named:\n    sql: SELECT * FROM item WHERE nme = :name"),
            [
                "schema.yaml:17:35: error: query `named`: SQLite: no such column: nme"
            ])
        // A block: the line and column inside it.
        await assertDiagnostics(
            demo(
                queries: """
                      totals:
                        sql: |
                          SELECT name, SUM(quantity) AS total
                          FROM item
                          GROUP BY nam
                    """),
            [
                "schema.yaml:20:16: error: query `totals`: SQLite: no such column: nam"
            ])
        // Columns count characters (Unicode scalars), as the YAML parser does.
        await assertDiagnostics(
            demo(queries: "  accents:\n    sql: SELECT 'é' AS a, nme FROM item"),
            [
                "schema.yaml:17:27: error: query `accents`: SQLite: no such column: nme"
            ])
        // SQLite gives no place for some errors: the start of the SQL.
        await assertDiagnostics(
            demo(queries: "  tags:\n    sql: SELECT * FROM tag"),
            [
                "schema.yaml:17:10: error: query `tags`: SQLite: no such table: tag"
            ])
        // A syntax error.
        await assertDiagnostics(
            demo(queries: "  broken:\n    sql: SELECT name FROM item WHERE"),
            [
                "schema.yaml:17:10: error: query `broken`: SQLite: incomplete input"
            ])
    }

    func testWhatAQueryMayBe() async {
        await assertDiagnostics(
            demo(queries: "  two:\n    sql: SELECT 1 AS a; SELECT 2 AS b"),
            [
                "schema.yaml:17:25: error: query `two` has more than one statement; write one statement per query"
            ])
        await assertDiagnostics(
            demo(queries: "  ddl:\n    sql: DROP TABLE item"),
            [
                "schema.yaml:17:10: error: query `ddl` is a `DROP` statement; a query selects, inserts, updates "
                    + "or deletes rows (schema changes are migration steps)"
            ])
        await assertDiagnostics(
            demo(queries: "  default:\n    sql: SELECT name FROM item"),
            [
                "schema.yaml:16:3: error: query `default`: a query name is a Swift function name: letters, "
                    + "digits and underscores, not a keyword (`itemsNamed`)"
            ])
    }

    func testQueryNamesThatWouldClashAreRefused() async {
        await assertDiagnostics(
            demo(queries: "  fetchAll:\n    sql: SELECT * FROM item"),
            [
                "schema.yaml:16:3: error: query `fetchAll`: `fetchAll` is a static member of every record; "
                    + "rename the query"
            ])
        // The names of 0.2's store methods per table (`fetchItems`) are free: the store has none.
        let items = await diagnose(demo(queries: "  items:\n    sql: SELECT * FROM item\n    warnings: ignore"))
        XCTAssertEqual(items.filter { $0.contains("error") }, [])
    }

    func testParametersAreTypedOrDeclared() async throws {
        await assertDiagnostics(
            demo(queries: "  lookup:\n    sql: SELECT name FROM item WHERE :value IS NOT NULL"),
            [
                "schema.yaml:17:38: error: query `lookup`: nothing in the SQL tells the type of parameter "
                    + "`:value`; declare it: `parameters: { value: integer }` (or text, real, datetime, …)"
            ])
        // Declared: the Swift type of the declared column type.
        let declared = demo(
            queries: """
                  lookup:
                    sql: SELECT name FROM item WHERE :value IS NOT NULL
                    parameters: { value: datetime }
                """)
        let found = await diagnose(declared)
        XCTAssertEqual(found, [])
        let files = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: declared)).files
        XCTAssertTrue(
            files["Item.swift"]?.contains("public static func lookup(value: Date) -> QueryRequest<String>")
                == true)
        await assertDiagnostics(
            demo(
                queries: """
                      lookup:
                        sql: SELECT name FROM item WHERE quantity = :n
                        parameters: { m: integer }
                    """),
            [
                "schema.yaml:18:19: error: `parameters` of query `lookup` names `m`, which is not a parameter "
                    + "of the SQL; did you mean `n`?"
            ])
    }

    /// `IS` and `IS NOT` compare NULL-safely: the parameter they compare is optional, as one tested
    /// with `IS NULL` is (a non-optional one could never match a NULL).
    func testAParameterComparedWithISIsOptional() async throws {
        let yaml = demo(
            queries: """
                  same:
                    sql: SELECT * FROM item WHERE notes IS :notes
                  other:
                    sql: SELECT * FROM item WHERE notes IS NOT :notes
                  distinct:
                    sql: SELECT * FROM item WHERE notes IS DISTINCT FROM :notes
                  reversed:
                    sql: SELECT * FROM item WHERE :notes IS notes
                  plain:
                    sql: SELECT * FROM item WHERE notes = :notes
                """)
        let files = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml)).files
        let item = files["Item.swift"] ?? ""
        for name in ["same", "other", "distinct", "reversed"] {
            XCTAssertTrue(
                item.contains("public static func \(name)(notes: String?) -> RecordsRequest<Item>"),
                "\(name): \(item)")
        }
        XCTAssertTrue(item.contains("public static func plain(notes: String) -> RecordsRequest<Item>"), item)
    }

    func testInferredParameterAndResultTypes() async throws {
        let yaml = demo(
            queries: """
                  named:
                    sql: SELECT * FROM item WHERE name LIKE ? AND quantity > ? LIMIT ?
                  stock:
                    sql: SELECT name, quantity * 2 AS double, COALESCE(notes, '') AS notes FROM item ORDER BY name
                    columns:
                      double: { type: integer, notNull: true }
                  rename:
                    sql: UPDATE item SET name = :name, notes = :notes WHERE id = :id
                  ratio:
                    sql: SELECT id, quantity / 3.0 AS third FROM item
                    columns: { third: real }
                """)
        let files = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml)).files
        let item = files["Item.swift"] ?? ""
        XCTAssertTrue(
            item.contains(
                "public static func named(name: String, quantity: Int, limit: Int) -> QueryRequest<Item>"),
            item)
        XCTAssertTrue(
            item.contains(
                "public static func rename(name: String, notes: String?, id: Int64) -> WriteRequest<Int>"),
            item)
        let row = files["StockRow.swift"] ?? ""
        XCTAssertTrue(row.contains("public var name: String\n"), row)
        XCTAssertTrue(row.contains("public var double: Int\n"), row)
        XCTAssertTrue(row.contains("public var notes: String\n"), row)
        XCTAssertTrue(files["RatioRow.swift"]?.contains("public var third: Double?\n") == true)
        XCTAssertTrue(row.contains("public static func stock() -> QueryRequest<StockRow>"), row)
        // No method per query in the store: its generic verbs take every request.
        XCTAssertNil(files["AppDatabase+Queries.swift"])
    }

    /// `LEFT JOIN (SELECT …) e`: the table inside the subquery is on the side that may be missing,
    /// which the reading of the SQL cannot tell: its columns, and the others, are optional (a
    /// non-optional one would fail to decode the NULL of a missing row).
    func testAnOuterJoinOfASubqueryMakesItsColumnsOptional() async throws {
        let yaml = demo(
            queries: """
                  subquery:
                    sql: |
                      SELECT a.name, b.name AS other FROM item a
                      LEFT JOIN (SELECT id, name FROM item WHERE quantity > 0) b ON b.id = a.id + 1
                  plain:
                    sql: SELECT a.name, b.name AS other FROM item a LEFT JOIN item b ON b.id = a.id + 1
                """)
        let files = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml)).files
        let subquery = files["SubqueryRow.swift"] ?? ""
        XCTAssertTrue(subquery.contains("public var name: String?\n    public var other: String?\n"), subquery)
        // Without a group, the kept side's NOT NULL column stays as it is.
        let plain = files["PlainRow.swift"] ?? ""
        XCTAssertTrue(plain.contains("public var name: String\n    public var other: String?\n"), plain)
    }

    /// Shapes two real apps' queries had (issue 35): an aggregate or `highlight` beside `t.*`, a
    /// NULL among inserted values, `:p IS NULL OR …`, `rowid`. Each was refused or lost its type.
    func testQueryShapesOfRealAppsAreTyped() async throws {
        let yaml = demo(
            queries: """
                  counted:
                    sql: SELECT count(b.id) AS others, a.* FROM item a LEFT JOIN item b ON b.quantity = a.id GROUP BY a.id
                  counts:
                    sql: SELECT a.*, count(b.id) AS others, lower(b.name) AS marked FROM item a LEFT JOIN item b ON b.quantity = a.id GROUP BY a.id
                  insertNamed:
                    sql: INSERT INTO item (id, name, quantity, notes) VALUES (NULL, :name, :quantity, 'x')
                  maybeNamed:
                    sql: SELECT * FROM item WHERE :name IS NULL OR name = :name
                  keyed:
                    sql: SELECT rowid AS key, name FROM item
                  notNullTested:
                    sql: SELECT * FROM item WHERE :quantity IS NOT NULL AND quantity > :quantity
                """)
        let files = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml)).files
        let counted = files["CountedRow.swift"] ?? ""
        XCTAssertTrue(counted.contains("public var others: Int\n    public var item: Item\n"), counted)
        let counts = files["CountsRow.swift"] ?? ""
        XCTAssertTrue(
            counts.contains("public var item: Item\n    public var others: Int\n    public var marked: String?\n"),
            counts)
        let item = files["Item.swift"] ?? ""
        XCTAssertTrue(
            item.contains("public static func insertNamed(name: String, quantity: Int?) -> WriteRequest<Int>"),
            item)
        XCTAssertTrue(
            item.contains("public static func maybeNamed(name: String?) -> RecordsRequest<Item>"), item)
        XCTAssertTrue(
            item.contains("public static func notNullTested(quantity: Int?) -> RecordsRequest<Item>"), item)
        let keyed = files["KeyedRow.swift"] ?? ""
        XCTAssertTrue(keyed.contains("public var key: Int64\n    public var name: String\n"), keyed)
    }

    /// `SELECT t.*` of a table an outer join keeps returns its records; of a one-column table on
    /// the missing side, its values (the generated code decoded a record as a value: it did not
    /// compile).
    func testTheKeptSideOfAnOuterJoinReturnsRecords() async throws {
        let yaml = """
            tables:
              tag:
                columns:
                  title: { type: text, primaryKey: true }
              item:
                columns:
                  id:  { type: integer, primaryKey: autoincrement }
                  tag: { type: text, references: tag, index: false }
            queries:
              usedTags:
                sql: SELECT tag.* FROM tag LEFT JOIN item ON item.tag = tag.title GROUP BY tag.title
              itemTags:
                sql: SELECT tag.* FROM item LEFT JOIN tag ON item.tag = tag.title
            migrations:
              - id: v1
                steps:
                  - createTable:
                      table: tag
                      columns:
                        title: { type: text, primaryKey: true }
                  - createTable:
                      table: item
                      columns:
                        id:  { type: integer, primaryKey: autoincrement }
                        tag: { type: text, references: tag }
            """
        let files = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml)).files
        let tag = files["Tag.swift"] ?? ""
        XCTAssertTrue(tag.contains("static func usedTags() -> QueryRequest<Tag>"), tag)
        // The missing side's one column: its values, optional.
        let item = files["Item.swift"] ?? ""
        XCTAssertTrue(item.contains("static func itemTags() -> QueryRequest<String?>"), item)
        XCTAssertFalse(item.contains("row.decode(Tag.self"), item)
    }

    func testMoreExpressionsAndJoinsAreTyped() async throws {
        let yaml = demo(
            queries: """
                  pairs:
                    sql: |
                      SELECT a.name, b.name AS other, a.name || ' & ' || b.name AS pair, a.name || b.notes AS joined,
                        CASE WHEN a.quantity > 10 THEN 'many' ELSE 'few' END AS amount,
                        a.quantity * 2 + 1 AS doubled, abs(a.quantity - 2.5) AS distance, strftime('%Y', 'now') AS year
                      FROM item a LEFT JOIN item b ON b.id = a.id + 1
                  scale:
                    sql: UPDATE item SET quantity = quantity * :factor WHERE name = ? AND notes IS NOT :notes
                """)
        let files = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: yaml)).files
        let row = files["PairsRow.swift"] ?? ""
        for line in [
            "public var name: String\n", "public var other: String?\n", "public var pair: String?\n",
            "public var joined: String?\n",
            "public var amount: String\n", "public var doubled: Int?\n", "public var distance: Double?\n",
            "public var year: String?\n",
        ] {
            XCTAssertTrue(row.contains(line), "\(line) in \(row)")
        }
        XCTAssertTrue(
            files["Item.swift"]?.contains(
                "public static func scale(factor: Int, name: String, notes: String?) -> WriteRequest<Int>")
                == true)
    }

    func testComputedColumnsWithoutAKnownTypeAskForOne() async {
        await assertDiagnostics(
            demo(queries: "  odd:\n    sql: SELECT id, quantity > 2 AS parity FROM item"),
            [
                "schema.yaml:17:10: error: column `parity` of query `odd` is computed by SQLite, and its type "
                    + "cannot be told from the SQL; give it one: `columns: { parity: { type: boolean } }` (or "
                    + "integer, text, …)"
            ])
        await assertDiagnostics(
            demo(queries: "  odd:\n    sql: SELECT id, quantity + 1 FROM item"),
            [
                "schema.yaml:17:10: error: column `quantity + 1` of query `odd` has no plain name (letters, "
                    + "digits and underscores); name it in the SQL with `AS`: `quantity + 1 AS a_name`"
            ])
        await assertDiagnostics(
            demo(queries: "  odd:\n    sql: SELECT id, name FROM item\n    record: Item"),
            [
                "schema.yaml:18:13: error: query `odd` makes the row type `Item`, which a table, a view or "
                    + "another query makes; set `record:` to tell them apart"
            ])
    }

    func testQueriesAreNotLockedAndChangeFreely() async throws {
        let first = demo(queries: "  names:\n    sql: SELECT name FROM item")
        let lock = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: first)).lock
        let changed = demo(
            queries:
                "  names:\n    sql: SELECT name FROM item ORDER BY name\n  total:\n    sql: SELECT "
                + "total(quantity) FROM item"
        )
        let output = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: changed), lock: lock)
        XCTAssertEqual(output.lock, lock)
        XCTAssertEqual(output.diagnostics.map(\.description), [])
        XCTAssertTrue(
            output.files["Item.swift"]?.contains("public static func total() -> QueryRequest<Double>") == true)
    }

    func testAQueryThatNoLongerFitsFailsGeneration() async {
        // tables: drop `notes` (and a migration drops it): the query that reads it fails.
        let yaml =
            demo(queries: "  withNotes:\n    sql: SELECT name, notes FROM item")
            .replacingOccurrences(of: "      notes:    { type: text }\n", with: "")
            + "  - id: dropNotes\n    steps:\n      - dropColumn: { table: item, column: notes }\n"
        let found = await diagnose(yaml)
        XCTAssertTrue(
            found.contains("schema.yaml:16:23: error: query `withNotes`: SQLite: no such column: notes"), "\(found)")
    }

    /// FTS5's auxiliary functions and its hidden `rank` column have types: `highlight` and
    /// `snippet` give an optional text, `bm25` and `rank` a `Double`.
    func testSearchFunctionsAreTyped() async throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Schemas/trigram-search.yaml")
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
            of: "queries:\n",
            with: """
                queries:
                  rankedErrands:
                    sql: >
                      SELECT errand_ft.rank AS relevance, snippet(errand_ft, 1, '[', ']', '…', 4) AS excerpt
                      FROM errand_ft WHERE errand_ft MATCH :pattern

                """)
        let schema = try await GeneratorPipeline().validate(
            SchemaSource(path: "schema.yaml", text: text), diagnostics: DiagnosticCollector())
        let query = try XCTUnwrap(schema.queries.first { $0.name == "rankedErrands" })
        guard case .row(let row) = query.result else { return XCTFail("a row") }
        XCTAssertEqual(row.properties.map(\.swiftType.description), ["Double", "String?"])
    }

    /// SQLite's JSON functions have types; a type that cannot be told is asked for with the one
    /// the expression's form suggests.
    func testJSONFunctionsAndSuggestedTypes() async throws {
        let output = try await GeneratorPipeline().run(
            SchemaSource(
                path: "schema.yaml",
                text: demo(
                    queries: """
                          shapes:
                            sql: >
                              SELECT json_object('name', name) AS object, json_group_array(name) AS names,
                                     json_array_length(json_group_array(name)) AS size, json_valid(name) AS valid
                              FROM item
                        """)))
        let row = try XCTUnwrap(output.files["ShapesRow.swift"])
        for property in ["var object: String?", "var names: String", "var size: Int?", "var valid: Bool"] {
            XCTAssertTrue(row.contains(property), "missing \(property) in\n\(row)")
        }
        XCTAssertEqual(QuerySQL.suggestedType(QuerySQL("SELECT a || f(b)").selectList()![0]), "text")
        XCTAssertEqual(QuerySQL.suggestedType(QuerySQL("SELECT f(a) / 2").selectList()![0]), "real")
        XCTAssertNil(QuerySQL.suggestedType(QuerySQL("SELECT f(a)").selectList()![0]))
        let flag = await diagnose(demo(queries: "  flags:\n    sql: SELECT quantity > ? AS many FROM item"))
        XCTAssertTrue(
            flag.contains { $0.contains("`columns: { many: { type: boolean } }`") }, "\(flag)")
    }

    /// `x IN :values` takes an array; errors after it keep their place in the SQL as written.
    func testArrayParameters() async throws {
        let output = try await GeneratorPipeline().run(
            SchemaSource(path: "schema.yaml", text: demo(queries: "  some:\n    sql: SELECT * FROM item WHERE id IN ?"))
        )
        let item = try XCTUnwrap(output.files["Item.swift"])
        XCTAssertTrue(item.contains("static func some(ids: [Int64]) -> QueryRequest<Item>"), item)
        XCTAssertTrue(item.contains("WHERE id IN (SELECT value FROM json_each(?))"), item)
        // SQLite's error after the expansion: at its column in the SQL as written.
        await assertDiagnostics(
            demo(queries: "  some:\n    sql: SELECT * FROM item WHERE id IN :ids AND nme = 1"),
            ["schema.yaml:17:50: error: query `some`: SQLite: no such column: nme"])
        await assertDiagnostics(
            demo(queries: "  some:\n    sql: SELECT * FROM item WHERE id IN :ids OR id = :ids"),
            [
                "schema.yaml:17:41: error: query `some`: parameter `:ids` takes an array after `IN` and one value "
                    + "elsewhere; give each its own parameter"
            ])
    }

    /// Filters and orderings: each compiled by SQLite, its errors at its place; what cannot take
    /// them is said.
    func testFiltersAndOrderings() async throws {
        func query(_ sql: String, _ parts: String) -> String {
            demo(queries: "  some:\n    sql: \(sql)\n" + parts)
        }
        let output = try await GeneratorPipeline().run(
            SchemaSource(
                path: "schema.yaml",
                text: query(
                    "SELECT * FROM item WHERE quantity > :least",
                    "    filters:\n      named: \"name = :name\"\n      noted: \"notes IS NOT NULL\"\n"
                        + "    orderings:\n      byName: name\n      byQuantity: quantity DESC\n")))
        let item = try XCTUnwrap(output.files["Item.swift"])
        // A query of one table's records: its orderings are cases of the record's `Ordering`.
        XCTAssertTrue(item.contains("enum Ordering: CaseIterable, RecordOrdering"), item)
        XCTAssertTrue(item.contains(#"case .byQuantity: ["\(Columns.quantity) DESC"]"#), item)
        XCTAssertTrue(
            item.contains(
                "static func some(\n        least: Int,\n        name: String? = nil,\n"
                    + "        noted: Bool = false,\n        orderedBy ordering: Item.Ordering = .byName\n"),
            item)
        // An error inside a filter is reported at the filter.
        await assertDiagnostics(
            query("SELECT * FROM item", "    filters:\n      named: \"nme = :name\"\n"),
            ["schema.yaml:19:14: error: query `some`: filter `named`: SQLite: no such column: nme"])
        await assertDiagnostics(
            query("SELECT * FROM item ORDER BY name", "    orderings:\n      byName: name\n"),
            [
                "schema.yaml:19:7: error: query `some`: the SQL has its own ORDER BY; `orderings:` replace it: remove "
                    + "it from `sql`"
            ])
        await assertDiagnostics(
            query("SELECT id FROM item UNION SELECT id FROM item", "    filters:\n      x: \"1\"\n"),
            [
                "schema.yaml:19:7: error: query `some`: a compound SELECT (UNION, INTERSECT, EXCEPT) takes no "
                    + "filters or orderings"
            ])
        await assertDiagnostics(
            query("SELECT * FROM item WHERE name = :name", "    filters:\n      again: \"notes = :name\"\n"),
            [
                "schema.yaml:19:14: error: query `some`: filter `again` is on when its parameters are given, and "
                    + "`name` is used outside it too; give the filter its own parameter"
            ])
        await assertDiagnostics(
            query("SELECT * FROM item WHERE id = ?", "    orderings:\n      byName: name\n"),
            [
                "schema.yaml:17:10: error: query `some`: a query with `filters:` or `orderings:` names its "
                    + "parameters (`:name`): its variants bind them by name"
            ])
        let many = (1...7).map { "      f\($0): \"id > \($0)\"\n" }.joined()
        let tooMany = await diagnose(query("SELECT * FROM item", "    filters:\n" + many))
        XCTAssertEqual(
            tooMany,
            [
                "schema.yaml:19:7: error: query `some` has 128 variants (each filter doubles them, each group of "
                    + "choices multiplies them by its size, the orderings multiply them); SQLite checks each, and the "
                    + "most is 64: split the query, or make filters that exclude each other one group of `choices:`"
            ])
    }

    /// `fragments:`: written into each query; an unknown one is reported where it is used.
    func testFragments() async throws {
        func schema(_ fragments: String, _ sql: String) -> String {
            demoSchema.replacingOccurrences(
                of: "\nmigrations:\n",
                with: "\nfragments:\n\(fragments)\nqueries:\n  some:\n    sql: \(sql)\nmigrations:\n")
        }
        let output = try await GeneratorPipeline().run(
            SchemaSource(
                path: "schema.yaml",
                text: schema(
                    "  stocked: \"quantity > 0 OR notes IS NULL\"",
                    "SELECT * FROM item WHERE name = '{stocked}' AND {stocked}")))
        let item = try XCTUnwrap(output.files["Item.swift"])
        XCTAssertTrue(
            item.contains(#"\(Columns.name) = '{stocked}' AND (\(Columns.quantity) > 0 OR \(Columns.notes) IS NULL)"#),
            "a string keeps its braces")
        await assertDiagnostics(
            schema("  stocked: \"quantity > 0\"", "SELECT * FROM item WHERE {stoked}"),
            [
                "schema.yaml:19:35: error: query `some` uses `{stoked}`, which `fragments:` do not have; did you "
                    + "mean `stocked`?"
            ])
        await assertDiagnostics(
            schema("  a: \"1\"\n  b: \"{a} = 1\"", "SELECT * FROM item WHERE {b}"),
            [
                "schema.yaml:17:6: error: fragment `b` uses another fragment; write its SQL out",
                "schema.yaml:20:35: error: query `some` uses `{b}`, which `fragments:` do not have; did you mean `a`?",
            ])
        XCTAssertTrue(QueryFragments.isCommonTableExpression("recent AS (SELECT 1)"))
        XCTAssertTrue(QueryFragments.isCommonTableExpression("recent(a, b) AS (SELECT 1, 2)"))
        XCTAssertFalse(QueryFragments.isCommonTableExpression("a AND b"))
    }

    /// A table read whole where an index on the compared column would serve: a warning naming
    /// the index; `warnings: ignore` silences it; the key or an index leading with it does not warn.
    func testQueryPlansWarnOfFullScans() async {
        await assertDiagnostics(
            demo(queries: "  few:\n    sql: SELECT * FROM item WHERE quantity < :below"),
            [
                "schema.yaml:17:46: warning: query `few` reads every row of table `item` to compare `quantity` "
                    + "(SQLite's plan: SCAN); an index would serve it: add `{ name: item_on_quantity, columns: "
                    + "[quantity] }` to `indexes:` of table `item` (then `grdbgen migrate NAME` writes it), or write "
                    + "`warnings: ignore` on the query for a table that stays small"
            ])
        await assertDiagnostics(
            demo(queries: "  few:\n    sql: SELECT * FROM item WHERE quantity < :below\n    warnings: ignore"), [])
        await assertDiagnostics(demo(queries: "  one:\n    sql: SELECT * FROM item WHERE id = :id"), [])
        // A LIKE pattern cannot use an ordinary index: no advice to add one.
        await assertDiagnostics(demo(queries: "  named:\n    sql: SELECT * FROM item WHERE name LIKE :pattern"), [])
    }

    /// A `decimal` column ordered or compared for order in a query (issue 51): its text sorts as
    /// text (`price < 20` over 9.5, 10 and 100.25 finds 10 and 100.25), a warning at the column
    /// that says how to order it as a number; equality, `CAST(… AS REAL)` and `warnings: ignore`
    /// do not warn.
    func testADecimalOrderedAsTextIsWarned() async {
        let yaml = decimalSchema(
            """
              cheap:
                sql: SELECT * FROM product WHERE price < 20 ORDER BY id
              byPrice:
                sql: SELECT * FROM product WHERE id > :id ORDER BY product.price DESC
              exact:
                sql: SELECT * FROM product WHERE price = '10'
              cast:
                sql: SELECT * FROM product WHERE CAST(price AS REAL) < 20 ORDER BY CAST(price AS REAL)
              quiet:
                sql: SELECT * FROM product ORDER BY price
                warnings: ignore
            """)
        let warning =
            "a `decimal` column, which stores its value as text: SQLite orders it as text (`'10' < '9.5'`); write "
            + "`CAST(price AS REAL)` to order it as a number (exact to about 15 digits), or make the column `type: real`"
        await assertDiagnostics(
            yaml,
            [
                "schema.yaml:8:38: warning: query `cheap` orders or compares `price`, " + warning,
                "schema.yaml:10:64: warning: query `byPrice` orders or compares `price`, " + warning,
            ])
    }

    func decimalSchema(_ queries: String) -> String {
        """
        tables:
          product:
            columns:
              id: { type: integer, primaryKey: autoincrement }
              price: { type: decimal, notNull: true }
        queries:
        \(queries)
        migrations:
          - id: v1
            steps:
              - createTable:
                  table: product
                  columns:
                    id: { type: integer, primaryKey: autoincrement }
                    price: { type: decimal, notNull: true }

        """
    }

    /// `group:` names a `t.*` of a join; what it cannot group is said.
    func testGroupIsRefusedWhereItCannotGroup() async {
        await assertDiagnostics(
            demo(queries: "  some:\n    sql: SELECT * FROM item\n    group: item"),
            [
                "schema.yaml:18:12: error: query `some`: `group: item` groups the records of a join: select "
                    + "`item.*` and the others' `t.*`"
            ])
    }
}
