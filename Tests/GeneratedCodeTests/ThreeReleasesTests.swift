import FixtureRecords
import Foundation
import GRDB
@testable import GRDBGenCore
import GRDBGenAdoption
@_spi(Generated) import GRDBGenRuntime
import XCTest

/// The `three-releases` fixture (issue 63): a podcast player's files of three releases, each left
/// by the app's own GRDB migrations — 1.5 (v1, v2), 1.6 (v3: aliases of shows, the search of
/// episodes), today's (v4: three indexes). The baseline replaces v1…v4 and declares what the older
/// files lack (`olderFiles: { addedLater: […] }`): each file is adopted, given what it lacks in the
/// adoption's transaction (the search filled from the episodes it already has), its schema then
/// that of a new file, its rows read and written back. `grdbgen import` of the three files writes
/// these declarations.
final class ThreeReleasesTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("releases-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The SQL of each of the app's own migrations. v3's search index is the one the baseline
    /// makes (its table and triggers, read from a new file), as the app's v3 made it.
    static func appMigrations() throws -> [(id: String, sql: String)] {
        let new = try DatabaseQueue()
        try PodcastDatabase.migrator.migrate(new)
        let search = try new.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT sql FROM sqlite_master WHERE sql NOT NULL
                    AND (name = 'episodes_fts' OR (type = 'trigger' AND sql LIKE '%episodes_fts%')) ORDER BY rowid
                    """)
        }
        return [
            (
                "v1",
                """
                CREATE TABLE shows (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL);
                CREATE TABLE episodes (
                  id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL, summary TEXT,
                  show_id INTEGER REFERENCES shows(id) ON DELETE SET NULL);
                """
            ),
            (
                "v2",
                """
                CREATE TABLE stations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL);
                CREATE TABLE station_episodes (
                  id INTEGER PRIMARY KEY,
                  station_id INTEGER NOT NULL REFERENCES stations(id) ON DELETE CASCADE,
                  episode_id INTEGER NOT NULL REFERENCES episodes(id) ON DELETE CASCADE,
                  position INTEGER NOT NULL DEFAULT 0);
                INSERT INTO stations (name) VALUES ('Favorites'), ('Later');
                """
            ),
            (
                "v3",
                """
                CREATE TABLE show_aliases (
                  id INTEGER PRIMARY KEY, show_id INTEGER NOT NULL REFERENCES shows(id) ON DELETE CASCADE,
                  alias TEXT NOT NULL);
                CREATE INDEX idx_show_aliases_show_id ON show_aliases(show_id);
                """ + search.map { $0 + ";\n" }.joined()
            ),
            (
                "v4",
                """
                CREATE INDEX idx_episodes_show_id ON episodes(show_id);
                CREATE INDEX idx_station_episodes_station_id ON station_episodes(station_id);
                CREATE INDEX idx_station_episodes_episode_id ON station_episodes(episode_id);
                """
            ),
        ]
    }

    /// A file of the release whose migrations are the first `count` of the app's, with two shows,
    /// three episodes (one deleted: AUTOINCREMENT keeps its id), a station, and an alias where the
    /// release has them.
    func file(migrations count: Int, name: String = "release") throws -> String {
        let path = directory.appendingPathComponent("\(name)-\(count).sqlite").path
        var migrator = DatabaseMigrator()
        for (id, sql) in try Self.appMigrations().prefix(count) {
            migrator.registerMigration(id) { db in try db.execute(sql: sql) }
        }
        let queue = try DatabaseQueue(path: path)
        try migrator.migrate(queue)
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO shows (title) VALUES ('Morning'), ('Evening');
                    INSERT INTO episodes (title, summary, show_id) VALUES
                      ('Sunrise', 'birds and coffee', 1), ('Dusk', 'owls', 2), ('Gone', NULL, 2);
                    DELETE FROM episodes WHERE title = 'Gone';
                    INSERT INTO stations (name) VALUES ('Home');
                    INSERT INTO station_episodes (station_id, episode_id, position) VALUES (1, 2, 0), (1, 1, 1);
                    """)
            if count >= 3 { try db.execute(sql: "INSERT INTO show_aliases (show_id, alias) VALUES (1, 'AM')") }
            // A user of 1.6 deleted a seeded station.
            if count == 3 { try db.execute(sql: "DELETE FROM stations WHERE name = 'Later'") }
        }
        try queue.close()
        return path
    }

    func testEachReleasesFileIsAdoptedWithWhatItLacks() throws {
        for count in [2, 3, 4] {
            let path = try file(migrations: count)
            let store = try PodcastDatabase.openFile(atPath: path)
            let release = "the file of migrations v1…v\(count)"
            // The schema of a new file: tables, indexes, the search table, its triggers.
            XCTAssertEqual(try PodcastDatabase.schemaChanges(store.writer), [], release)
            XCTAssertEqual(try store.pendingMigrations(), [], release)
            XCTAssertEqual(try store.fetch(Episode.all().order(Episode.Columns.id)).map(\.title), ["Sunrise", "Dusk"])
            // The search holds the episodes the file had before it existed.
            XCTAssertEqual(
                try store.fetch(Episode.searchEpisodes(pattern: XCTUnwrap(FTS5Pattern(matchingAllTokensIn: "owls"))))
                    .map(\.id), [2], release)
            XCTAssertEqual(try store.read { db in try ShowAlias.fetchCount(db) }, count >= 3 ? 1 : 0, release)
            // The baseline's seeded rows are not made again in a file that had them, or deleted one.
            XCTAssertEqual(
                try store.read { db in try Station.order(Station.Columns.id).fetchAll(db) }.map(\.name),
                count == 3 ? ["Favorites", "Home"] : ["Favorites", "Later", "Home"], release)
            // Written back: the search follows, AUTOINCREMENT keeps the deleted episode's id.
            try store.write { db in
                var episode = try XCTUnwrap(Episode.fetchOne(db, id: 1))
                episode.summary = "larks"
                try episode.update(db)
                var new = Episode(title: "Noon", summary: "larks")
                try new.insert(db)
                XCTAssertEqual(new.id, 4, release)
                try StationEpisode(id: 3, stationId: 1, episodeId: try XCTUnwrap(new.id), position: 2).insert(db)
                try ShowAlias(id: 2, showId: 2, alias: "PM").insert(db)
            }
            XCTAssertEqual(
                try store.fetch(Episode.searchEpisodes(pattern: XCTUnwrap(FTS5Pattern(matchingAllTokensIn: "larks"))))
                    .map(\.id), [1, 4], release)
            XCTAssertEqual(try store.read { db in try Int.fetchOne(db, sql: "PRAGMA foreign_key_check") }, nil)
            try store.writer.close()
        }
    }

    /// A new file has the rows the baseline seeds.
    func testANewFileHasTheSeededRows() throws {
        let store = try PodcastDatabase.openFile(atPath: directory.appendingPathComponent("new.sqlite").path)
        XCTAssertEqual(try store.fetch(Station.all().order(Station.Columns.id)).map(\.name), ["Favorites", "Later"])
    }

    /// Without the declarations, release 1.5's file is refused, unchanged, and the refusal names
    /// the entries that would adopt it.
    func testUndeclaredTheOlderFileIsRefusedWithTheEntriesThatAdoptIt() throws {
        let path = try file(migrations: 2)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let adoption = Adoption(migration: "baseline", replaces: ["v1", "v2", "v3", "v4"])
        let queue = try DatabaseQueue(path: path)
        XCTAssertThrowsError(
            try queue.writeWithoutTransaction { db in try adoption.adopt(db, migrator: PodcastDatabase.migrator) }
        ) { error in
            let differences = (error as? Adoption.Refusal)?.differences ?? []
            XCTAssertTrue(differences.contains("table `show_aliases` is missing"), "\(error)")
            XCTAssertTrue(differences.contains("virtual table `episodes_fts` is missing"), "\(differences)")
            let hint = differences.last ?? ""
            XCTAssertTrue(hint.hasPrefix("`olderFiles:` would adopt this file: add `addedLater: ["), hint)
            for name in ["show_aliases", "episodes_fts", "idx_episodes_show_id", "idx_station_episodes_station_id"] {
                XCTAssertTrue(hint.contains(name), hint)
            }
        }
        try queue.close()
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
    }

    /// The other design: the baseline is release 1.5's schema, replacing v1 and v2, and the app's
    /// later migrations follow under their own identifiers (v3, v4). A file records the ones it
    /// ran: it is adopted at that release, then migrated; one whose schema is not its release's is
    /// refused with the differences, never stopped by SQLite's "table already exists".
    struct OlderReleaseStore: DatabaseStore {
        let writer: any DatabaseWriter
        init(_ writer: any DatabaseWriter) throws {
            try Self.migrate(writer)
            self.writer = writer
        }
        static var migrator: DatabaseMigrator {
            let sql = try! ThreeReleasesTests.appMigrations()
            var migrator = DatabaseMigrator()
            migrator.registerMigration("baseline") { db in try db.execute(sql: sql[0].sql + sql[1].sql) }
            migrator.registerMigration("v3") { db in try db.execute(sql: sql[2].sql) }
            migrator.registerMigration("v4") { db in try db.execute(sql: sql[3].sql) }
            return migrator
        }
        static var baseline: Baseline? { Baseline(migration: "baseline", replaces: ["v1", "v2"]) }
    }

    func testABaselineOfAnOlderReleaseAdoptsEachFileAtItsRelease() throws {
        for count in [2, 3, 4] {
            let path = try file(migrations: count)
            let store = try OlderReleaseStore.openFile(atPath: path)
            XCTAssertEqual(try store.pendingMigrations(), [], "v1…v\(count)")
            XCTAssertEqual(try OlderReleaseStore.schemaChanges(store.writer), [], "v1…v\(count)")
            XCTAssertEqual(try store.read { db in try String.fetchAll(db, sql: "SELECT title FROM episodes") }.count, 2)
            try store.writer.close()
        }
        // A file that records v3 without v3's table: refused, with the difference, unchanged.
        let path = try file(migrations: 3, name: "damaged")
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "DROP TABLE show_aliases") }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try OlderReleaseStore.openFile(atPath: path)) { error in
            guard case StoreError.baselineMismatch(let differences) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(differences.contains("table `show_aliases` is missing"), "\(differences)")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
    }

    /// `grdbgen import` of today's file and the two older ones writes the declarations of the
    /// fixture: the tables and indexes each older file lacks.
    func testImportOfTheThreeFilesWritesWhatTheyLack() async throws {
        let today = try file(migrations: 4)
        let older = [try file(migrations: 2), try file(migrations: 3)]
        let imported = try SchemaImporter.importSchema(databaseAt: today, olderFiles: older)
        let addedLater = try XCTUnwrap(
            imported.text.split(separator: "\n").first { $0.contains("addedLater:") }, imported.text)
        for name in [
            "show_aliases", "episodes_fts", "idx_episodes_show_id", "idx_station_episodes_station_id",
            "idx_station_episodes_episode_id",
        ] {
            XCTAssertTrue(addedLater.contains(name), "\(name): \(addedLater)")
        }
        // The index of a table added later comes with it.
        XCTAssertFalse(addedLater.contains("idx_show_aliases_show_id"), String(addedLater))
        XCTAssertEqual(imported.warnings.filter { $0.contains("release-") }, [], "\(imported.warnings)")
        // What it writes generates: the older shapes it declares are made and adopted in a rehearsal.
        do {
            _ = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: imported.text))
        } catch {
            XCTFail("\(error.diagnostics.map(\.description))")
        }
    }
}
