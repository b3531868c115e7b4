import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The imported fixtures (`import-store`, `import-media`, `import-notes`: `grdbgen import` of
/// Tests/Fixtures/Import/*.sql): their generated records read every row of a database made by
/// the original script, and their generated migrator makes the same schema as the script.
final class ImportedSchemaTests: XCTestCase {
    static let scripts = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/Import")

    /// A database made by the original script, with foreign keys on.
    func original(_ name: String) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        let queue = try DatabaseQueue(configuration: configuration)
        let script = try String(contentsOf: Self.scripts.appendingPathComponent("\(name).sql"), encoding: .utf8)
        try queue.write { db in try db.execute(sql: script) }
        return queue
    }

    func testTheStoreRecordsReadTheRowsOfTheOriginal() throws {
        let queue = try original("store")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO shopper (email, name, joined_at) VALUES ('ana@example.com', 'Ana', '2024-05-01 10:00:00');
                    INSERT INTO shopper (email, name, is_active) VALUES ('bo@example.com', 'Bo', 0);
                    INSERT INTO product (sku, title, price, stock) VALUES ('tea', 'Green tea', 4.5, 10), ('cup', 'Cup', 12, 3);
                    INSERT INTO purchase (shopper_id, placed_at) VALUES (1, '2024-05-02 09:30:00.123');
                    INSERT INTO purchase_line (purchase_id, sku, quantity, unit_price) VALUES (1, 'tea', 2, 4.5), (1, 'cup', 1, 12);
                    INSERT INTO invoice (purchase_id, number, issued_on, total) VALUES (1, 'F-1', '2024-05-03', 21);
                    """)
        }
        try queue.read { db in
            let shoppers = try Shopper.fetchAll(db)
            XCTAssertEqual(shoppers.map(\.email), ["ana@example.com", "bo@example.com"])
            XCTAssertEqual(shoppers.map(\.isActive), [true, false])
            XCTAssertEqual(shoppers[0].joinedAt.timeIntervalSince1970, 1_714_557_600, accuracy: 0.001)
            XCTAssertEqual(try Product.fetchAll(db).map(\.price), [4.5, 12])
            XCTAssertEqual(try Product.fetchOne(db, key: "tea")?.title, "Green tea")
            let purchase = try XCTUnwrap(Purchase.fetchOne(db))
            XCTAssertEqual(purchase.status, "open")  // the default of the original
            XCTAssertEqual(try purchase.shopper.fetchOne(db)?.name, "Ana")
            XCTAssertEqual(try PurchaseLine.fetchAll(db).map(\.quantity), [2, 1])
            XCTAssertEqual(try Invoice.fetchAll(db).map(\.number), ["F-1"])
        }
    }

    func testTheMediaRecordsReadTheRowsOfTheOriginal() throws {
        let queue = try original("media")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO genre (name) VALUES ('Jazz');
                    INSERT INTO artist (name) VALUES ('Miles Davis');
                    INSERT INTO album (artist_id, title, released) VALUES (1, 'Kind of Blue', 1959);
                    INSERT INTO track (album_id, genre_id, name, milliseconds) VALUES (1, 1, 'So What', 562000), (1, 1, 'Blue in Green', 337000);
                    INSERT INTO playlist (name) VALUES ('Evening');
                    INSERT INTO playlist_track (playlist_id, track_id, position) VALUES (1, 2, 1), (1, 1, 2);
                    INSERT INTO staff (last_name, first_name) VALUES ('Adams', 'Andrew');
                    INSERT INTO staff (last_name, first_name, manager_id) VALUES ('Edwards', 'Nancy', 1);
                    """)
        }
        try queue.read { db in
            XCTAssertEqual(try Track.fetchAll(db).map(\.unitPrice), [0.99, 0.99])
            let album = try XCTUnwrap(Album.fetchOne(db))
            XCTAssertEqual(try album.tracks.fetchAll(db).map(\.name), ["So What", "Blue in Green"])
            XCTAssertEqual(try PlaylistTrack.fetchAll(db).count, 2)
            // The self-reference, both ways.
            let nancy = try XCTUnwrap(Staff.filter(Staff.Columns.lastName == "Edwards").fetchOne(db))
            XCTAssertEqual(try nancy.manager.fetchOne(db)?.lastName, "Adams")
        }
    }

    func testTheNotesRecordsSearchAndViewReadTheOriginal() throws {
        let queue = try original("notes")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO notebook (name) VALUES ('Recipes'), ('Empty');
                    INSERT INTO page (notebook_id, title, body) VALUES (1, 'Crème brûlée', 'Bake slowly'), (1, 'Bread', 'Knead');
                    INSERT INTO keyword (label) VALUES ('dessert');
                    INSERT INTO page_keyword (page_id, keyword_id) VALUES (1, 1);
                    """)
        }
        try queue.read { db in
            XCTAssertEqual(try Page.fetchAll(db).map(\.title), ["Crème brûlée", "Bread"])
            XCTAssertEqual(try PageKeyword.fetchAll(db).count, 1)
            // The original's hand-written triggers filled the index the generated request reads.
            let found = try Page.all().searching(FTS5Pattern(matchingAllPrefixesIn: "creme")).fetchAll(db)
            XCTAssertEqual(found.map(\.title), ["Crème brûlée"])
            // `name` of the table kept by the LEFT JOIN is NOT NULL in the view too.
            let summaries = try NotebookSummary.fetchAll(db).sorted { $0.name < $1.name }
            XCTAssertEqual(summaries.map(\.pageCount), [0, 2])
        }
    }

    // MARK: - Round trip

    /// What SQLite reports of a database's tables, for comparison: columns (name, declared type, NOT
    /// NULL, default, key), indexes (their columns, unique), unique constraints and foreign keys;
    /// under `sqlite_master`, every object's type, name and table, and each view's SELECT.
    func report(_ db: Database) throws -> [String: [String]] {
        let tables = try String.fetchAll(
            db,
            sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations'
                AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' AND name NOT IN (
                    SELECT v.name || s.suffix FROM sqlite_master v, (SELECT '_data' AS suffix UNION SELECT '_idx' UNION SELECT '_content'
                    UNION SELECT '_docsize' UNION SELECT '_config') s WHERE v.sql LIKE 'CREATE VIRTUAL TABLE%')
                """)
        var result: [String: [String]] = [:]
        for table in tables {
            var lines = try Row.fetchAll(db, sql: "SELECT * FROM pragma_table_info(?) ORDER BY cid", arguments: [table])
                .map { row in
                    "column \(row["name"] as String) \((row["type"] as String).uppercased()) "
                        + "notnull=\(row["notnull"] as Int) default=\(row["dflt_value"] as String? ?? "-") "
                        + "pk=\(row["pk"] as Int)"
                }
            for index in try Row.fetchAll(db, sql: "SELECT * FROM pragma_index_list(?)", arguments: [table]) {
                let name: String = index["name"]
                let columns = try String.fetchAll(
                    db, sql: "SELECT name FROM pragma_index_info(?) ORDER BY seqno", arguments: [name])
                let origin: String = index["origin"]
                lines.append("index \(origin == "c" ? name : origin) \(columns) unique=\(index["unique"] as Int)")
            }
            for key in try Row.fetchAll(db, sql: "SELECT * FROM pragma_foreign_key_list(?)", arguments: [table]) {
                lines.append(
                    "foreign key \(key["from"] as String) → \(key["table"] as String)(\(key["to"] as String? ?? "-")) "
                        + "on delete \(key["on_delete"] as String) on update \(key["on_update"] as String)")
            }
            result[table] = lines.sorted()
        }
        // GRDB's sync triggers of a search index are named after it; the original's own were warned.
        result["sqlite_master"] = try Row.fetchAll(
            db,
            sql: """
                SELECT type, name, tbl_name, sql FROM sqlite_master
                WHERE name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations' AND name NOT LIKE '\\_\\_%' ESCAPE '\\'
                """
        ).map { row in
            let type: String = row["type"]
            var line = "\(type) \(row["name"] as String) on \(row["tbl_name"] as String)"
            if type == "view", let sql = row["sql"] as String?,
                let select = sql.range(of: #"(?i)\bAS\s"#, options: .regularExpression)
            {
                line += ": " + sql[select.upperBound...].split(whereSeparator: \.isWhitespace).joined(separator: " ")
            }
            return line
        }.sorted()
        return result
    }

    /// The differences between the original and the database the generated migrator makes.
    func roundTrip(_ name: String, _ migrator: DatabaseMigrator) throws -> [String] {
        let wanted = try original(name).read(report)
        let queue = try DatabaseQueue()
        try migrator.migrate(queue)
        let found = try queue.read(report)
        var differences: [String] = []
        for table in Set(wanted.keys).union(found.keys).sorted() {
            let want = Set(wanted[table] ?? []), have = Set(found[table] ?? [])
            differences += want.subtracting(have).sorted().map { "\(table): only in the original: \($0)" }
            differences += have.subtracting(want).sorted().map { "\(table): only in the import: \($0)" }
        }
        return differences
    }

    func testTheGeneratedMigratorsMakeTheSchemaOfTheOriginals() throws {
        XCTAssertEqual(try roundTrip("store", ImportStoreDatabase.migrator), [])
        XCTAssertEqual(try roundTrip("media", ImportMediaDatabase.migrator), [])
        XCTAssertEqual(
            try roundTrip("notes", ImportNotesDatabase.migrator),
            [
                // Warned at import: the original's own triggers that updated the search index.
                "sqlite_master: only in the original: trigger page_ad on page",
                "sqlite_master: only in the original: trigger page_ai on page",
                "sqlite_master: only in the original: trigger page_au on page",
            ])
    }
}
