import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The kitchen fixture (Tests/Fixtures/Schemas/kitchen.yaml): a STRICT table with a generated
/// column, a trigger, a full-text search index and a view, against SQLite.
final class KitchenTests: XCTestCase {
    func makeStore() throws -> (KitchenStore, cake: Recipe, bread: Recipe, brulee: Recipe) {
        let store = try KitchenStore(DatabaseQueue())
        var cake = Recipe(
            title: "Chocolate cake", instructions: "Melt the chocolate. Fold the chocolate into the batter.")
        var bread = Recipe(
            title: "Banana bread", instructions: "Mash the bananas, add chocolate chips if you like, and bake.")
        var brulee = Recipe(title: "Crème brûlée", instructions: "Bake the custard slowly, then burn the sugar.")
        try store.insert(&cake)
        try store.insert(&bread)
        try store.insert(&brulee)
        return (store, cake, bread, brulee)
    }

    func testSearchRanksTheBestMatchesFirst() throws {
        let (store, _, _, _) = try makeStore()
        // Three "chocolate" in the cake, one in the bread.
        XCTAssertEqual(try store.fetch(Recipe.searching("chocolate")).map(\.title), ["Chocolate cake", "Banana bread"])
        // Prefixes, stemming (porter) and diacritics (remove).
        XCTAssertEqual(try store.fetch(Recipe.searching("choc")).map(\.title), ["Chocolate cake", "Banana bread"])
        XCTAssertEqual(
            try store.fetch(Recipe.searching("baking")).map(\.title).sorted(), ["Banana bread", "Crème brûlée"])
        XCTAssertEqual(try store.fetch(Recipe.searching("creme brulee")).map(\.title), ["Crème brûlée"])
        // Every word must match.
        XCTAssertEqual(try store.fetch(Recipe.searching("chocolate banana")).map(\.title), ["Banana bread"])
    }

    func testUserInputThatIsNotFTS5SyntaxNeverFails() throws {
        let (store, _, _, _) = try makeStore()
        // Raw, these are FTS5 syntax errors ("unterminated string", "syntax error near …").
        try store.writer.read { db in
            XCTAssertThrowsError(
                try Row.fetchAll(db, sql: "SELECT * FROM recipe_ft WHERE recipe_ft MATCH ?", arguments: ["\"choc"]))
        }
        XCTAssertEqual(try store.fetch(Recipe.searching("\"choc")).map(\.title), ["Chocolate cake", "Banana bread"])
        XCTAssertEqual(
            try store.fetch(Recipe.searching("chocolate (")).map(\.title), ["Chocolate cake", "Banana bread"])
        XCTAssertEqual(try store.fetch(Recipe.searching("cake*:")).map(\.title), ["Chocolate cake"])
        // Operators are words like the others: "and" must match too (the bread says "and bake").
        XCTAssertEqual(try store.fetch(Recipe.searching("chocolate AND")).map(\.title), ["Banana bread"])
        XCTAssertEqual(try store.fetch(Recipe.searching("   ")), [])
        XCTAssertEqual(try store.fetch(Recipe.searching("*()\"^:")), [])
        XCTAssertEqual(try store.fetch(Recipe.searching("pizza")), [])
    }

    func testTheIndexFollowsInsertsUpdatesAndDeletes() throws {
        let (store, cake, bread, _) = try makeStore()
        var soup = Recipe(title: "Pumpkin soup", instructions: "Roast the pumpkin.")
        try store.insert(&soup)
        XCTAssertEqual(try store.fetch(Recipe.searching("pumpkin")).map(\.id), [soup.id])

        var renamed = bread
        renamed.title = "Pumpkin bread"
        try store.update(renamed)
        XCTAssertEqual(Set(try store.fetch(Recipe.searching("pumpkin")).map(\.id)), [soup.id, bread.id])
        XCTAssertEqual(try store.fetch(Recipe.searching("banana")).map(\.id), [bread.id])  // still in the instructions

        XCTAssertEqual(try store.delete(Recipe.self, ids: [try XCTUnwrap(cake.id)]), 1)
        XCTAssertEqual(try store.fetch(Recipe.searching("chocolate")).map(\.id), [bread.id])
        // The FTS5 index agrees with its table (SQLite's integrity check of external content).
        try store.writer.write { db in
            try db.execute(sql: "INSERT INTO recipe_ft(recipe_ft, rank) VALUES ('integrity-check', 1)")
        }
    }

    func testRowsWrittenBeforeTheIndexExistedAreFound() throws {
        // A database of the app's previous version: migration `v1` only, with rows.
        let queue = try DatabaseQueue()
        try KitchenStore.migrator.migrate(queue, upTo: "v1")
        try queue.write { db in
            try db.execute(
                sql: "INSERT INTO recipe (title, instructions) VALUES ('Old soup', 'From before the index.')")
        }
        let store = try KitchenStore(queue)  // applies `search`: GRDB fills the new index
        XCTAssertEqual(try store.fetch(Recipe.searching("soup")).map(\.title), ["Old soup"])
    }

    func testSearchingComposesWithFilters() throws {
        let (store, cake, bread, _) = try makeStore()
        var quick = cake
        quick.minutes = 20
        try store.update(quick)
        var slow = bread
        slow.minutes = 70
        try store.update(slow)
        let found = try store.writer.read { db in
            try Recipe.filter(Recipe.Columns.minutes > 30).searching(FTS5Pattern(matchingAllPrefixesIn: "chocolate"))
                .fetchAll(db)
        }
        XCTAssertEqual(found.map(\.title), ["Banana bread"])
        let none = try store.writer.read { db in try Recipe.all().searching(nil).fetchAll(db) }
        XCTAssertEqual(none, [])
    }

    func testTheTriggerTheGeneratedColumnAndStrict() throws {
        let (store, cake, _, _) = try makeStore()
        var edited = cake
        edited.title = "Dark chocolate cake"
        try store.update(edited)
        let fetched = try XCTUnwrap(store.fetchOne(Recipe.self, id: try XCTUnwrap(cake.id)))
        XCTAssertEqual(fetched.revision, 1)  // the trigger
        XCTAssertEqual(fetched.slug, "dark-chocolate-cake")  // the generated column
        // STRICT: text in an INTEGER column is refused, not stored.
        XCTAssertThrowsError(
            try store.writer.write { db in
                try db.execute(sql: "INSERT INTO recipe (title, instructions, minutes) VALUES ('Tea', 'Steep.', 'ten')")
            }
        ) { error in
            XCTAssertEqual((error as? DatabaseError)?.extendedResultCode, .SQLITE_CONSTRAINT_DATATYPE, "\(error)")
        }
    }

    /// `checks:` of a table: SQLite refuses a row that fails it, foreign keys aside.
    func testATableLevelCheck() throws {
        let (store, cake, _, _) = try makeStore()
        try store.writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            XCTAssertThrowsError(try db.execute(sql: "INSERT INTO review (recipe_id, stars) VALUES (0, 3)")) { error in
                XCTAssertEqual((error as? DatabaseError)?.extendedResultCode, .SQLITE_CONSTRAINT_CHECK, "\(error)")
            }
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }
        var review = Review(recipeId: try XCTUnwrap(cake.id), stars: 4)
        try store.insert(&review)
        XCTAssertEqual(try store.fetchCount(Review.all()), 1)
    }

    func testTheViewReadsTheTables() throws {
        let (store, cake, bread, _) = try makeStore()
        for (recipe, stars) in [(cake, 5), (cake, 4), (bread, 3)] {
            var review = Review(recipeId: try XCTUnwrap(recipe.id), stars: stars)
            try store.insert(&review)
        }
        let ratings = try store.fetch(RecipeRating.all().ordered(by: .title))
        XCTAssertEqual(ratings.map(\.title), ["Banana bread", "Chocolate cake", "Crème brûlée"])
        XCTAssertEqual(ratings.map(\.reviewCount), [1, 2, 0])
        XCTAssertEqual(ratings.map(\.averageStars), [3, 4.5, nil])
    }
}
