import Foundation
import XCTest

/// End-to-end tests of the `items` demo, each command a new process, as a user runs them.
final class ItemsCLITests: XCTestCase {
    var work: URL!
    var dataHome: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("items-cli-\(UUID().uuidString)")
        dataHome = work.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    /// Runs `items` with the default database in a private `XDG_DATA_HOME`.
    @discardableResult
    func items(
        _ arguments: String..., status expected: Int32 = 0, file: StaticString = #filePath, line: UInt = #line
    ) throws -> CLIRunner.Result {
        let result = try CLIRunner.run(
            arguments, in: work, executable: "items", environment: ["XDG_DATA_HOME": dataHome.path])
        if expected == 0 {
            XCTAssertEqual(result.status, 0, "items \(arguments): \(result.stderr)", file: file, line: line)
        } else {
            XCTAssertNotEqual(result.status, 0, "items \(arguments) should fail", file: file, line: line)
        }
        return result
    }

    func testSeedAppStepByStepOnTheDefaultDatabase() throws {
        XCTAssertEqual(
            try items("add", "--name", "Apple", "--quantity", "3").stdout, "Added item 1: Apple, quantity 3\n")
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: dataHome.appendingPathComponent("items/db.sqlite").path),
            "the default database is created on first use in XDG_DATA_HOME/items")
        let new = try items("new").stdout
        XCTAssertTrue(
            new.range(of: #"^Added item 2: [A-Z][a-z]{6}, quantity [1-9]\n$"#, options: .regularExpression) != nil, new)
        try items("add", "--name", "Banana", "--notes", "ripe")

        let list = try items("list", "--order", "descending").stdout
        let lines = list.split(separator: "\n")
        XCTAssertEqual(lines.first, "3 Items")
        XCTAssertEqual(lines[1], "ID  Name     Quantity  Notes")
        XCTAssertEqual(lines.count, 5)
        // Descending by name: the random name (capitalized, 7 letters) may sort anywhere.
        let names = lines.dropFirst(2).map { $0.split(separator: " ", omittingEmptySubsequences: true)[1] }
        XCTAssertEqual(names, names.sorted(by: >))

        // One generated query's orders and filters: by quantity, largest first (no quantity last),
        // only those in stock, only names like a pattern.
        let byQuantity = try items("list", "--order", "quantity").stdout.split(separator: "\n")
        XCTAssertEqual(byQuantity.last.map { $0.contains("Banana") }, true, "no quantity last: \(byQuantity)")
        let inStock = try items("list", "--in-stock").stdout
        XCTAssertTrue(inStock.hasPrefix("2 Items\n") && !inStock.contains("Banana"), inStock)
        XCTAssertEqual(
            try items("list", "--matching", "App%", "--in-stock").stdout,
            "1 Item\nID  Name   Quantity  Notes\n 1  Apple         3\n")
        try items("edit", "1", "--name", "Avocado", "--clear-quantity", "--notes", "soft")
        try items("delete", "2")
        let json = try items("list", "--json", "--order", "ascending").stdout
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        XCTAssertEqual(decoded?.count, 2)
        XCTAssertEqual(decoded?[0]["name"] as? String, "Avocado")
        XCTAssertTrue(decoded?[0]["quantity"] is NSNull)
        XCTAssertEqual(decoded?[0]["notes"] as? String, "soft")
        XCTAssertEqual(decoded?[1]["name"] as? String, "Banana")

        // Still there in the next process.
        XCTAssertEqual(
            try items("list").stdout,
            """
            2 Items
            ID  Name     Quantity  Notes
             1  Avocado            soft
             3  Banana             ripe

            """)
        XCTAssertEqual(
            try items("migrations").stdout,
            "applied  createItem\napplied  addNotes\napplied  addSearch\napplied  resyncSearch\n")
    }

    func testSearchFindsItemsByTheStartOfTheirWords() throws {
        try items("add", "--name", "Apples", "--quantity", "3", "--notes", "Crème fraîche on the side")
        try items("add", "--name", "Bananas")
        try items("add", "--name", "Apple pie", "--notes", "bake at 180")
        XCTAssertEqual(
            try items("search", "appl").stdout,
            """
            2 Items
            ID  Name       Quantity  Notes
             3  Apple pie            bake at 180
             1  Apples            3  Crème fraîche on the side

            """)
        // Accents and English endings do not matter; every word must match.
        XCTAssertEqual(try items("search", "creme", "apple").stdout.split(separator: "\n").first, "1 Item")
        XCTAssertEqual(
            try items("search", "baking").stdout.split(separator: "\n").last, " 3  Apple pie            bake at 180")
        // Not search syntax: quotes and parentheses are just text around words.
        XCTAssertEqual(try items("search", "\"bananas (").stdout.split(separator: "\n").last, " 2  Bananas")
        XCTAssertEqual(try items("search", "\"(").stdout, "0 Items\n")
        // An edit reaches the index.
        try items("edit", "2", "--notes", "ripe")
        XCTAssertEqual(try items("search", "ripe").stdout.split(separator: "\n").last, " 2  Bananas            ripe")
    }

    func testLowListsTheItemsBelowAQuantityThroughATypedQuery() throws {
        try items("add", "--name", "Pears", "--quantity", "2")
        try items("add", "--name", "Apples", "--quantity", "2")
        try items("add", "--name", "Figs", "--quantity", "9")
        try items("add", "--name", "Bread")
        XCTAssertEqual(
            try items("low", "5").stdout,
            """
            2 Items
            ID  Name    Quantity  Notes
             2  Apples         2
             1  Pears          2

            """)
        XCTAssertEqual(try items("low", "0").stdout, "0 Items\n")
        XCTAssertEqual(try items("stats").stdout, "4 Items, total quantity 13\nLongest name: Apples\n")
    }

    func testStatsOfAnEmptyDatabase() throws {
        XCTAssertEqual(try items("stats").stdout, "0 Items, total quantity 0\n")
    }

    func testDatabaseOptionBeforeOrAfterTheSubcommand() throws {
        let path = work.appendingPathComponent("mine.sqlite").path
        try items("--database", path, "add", "--name", "One")
        try items("add", "--name", "Two", "--database", path)
        XCTAssertTrue(try items("list", "--database", path).stdout.hasPrefix("2 Items\n"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dataHome.path), "the default database was not used")
    }

    func testBadInputGetsOneLineAndExitStatus() throws {
        try items("add", "--name", "Kept", "--quantity", "1")
        let cases: [([String], String)] = [
            (["add"], "error: an empty item is not saved: give a --name, a --quantity or --notes\n"),
            (["add", "--name", ""], "error: an empty item is not saved: give a --name, a --quantity or --notes\n"),
            (
                ["add", "--name", "X", "--quantity", "three"],
                "error: the quantity must be a whole number, not `three`\n"
            ),
            (["edit", "1", "--quantity", "1.5"], "error: the quantity must be a whole number, not `1.5`\n"),
            (["edit", "42", "--name", "Nope"], "error: no item with id 42\n"),
            (["edit", "abc", "--name", "Nope"], "error: the id must be a whole number, not `abc`\n"),
            (
                ["edit", "1", "--name", "", "--clear-quantity"],
                "error: an empty item is not saved: it needs a name, a quantity or notes\n"
            ),
            (
                ["edit", "1"],
                "error: nothing to change: give --name, --quantity, --clear-quantity, --notes or --clear-notes\n"
            ),
            (["delete", "1", "7"], "error: no item with id 7; nothing was deleted\n"),
        ]
        for (arguments, message) in cases {
            let result = try CLIRunner.run(
                arguments, in: work, executable: "items", environment: ["XDG_DATA_HOME": dataHome.path])
            XCTAssertEqual(result.status, 1, "\(arguments)")
            XCTAssertEqual(result.stderr, message, "\(arguments)")
        }
        XCTAssertEqual(
            try items("list").stdout, "1 Item\nID  Name  Quantity  Notes\n 1  Kept         1\n", "nothing changed")
    }

    func testFilesThatAreNotDatabasesAreRefusedAndUnchanged() throws {
        let text = work.appendingPathComponent("notes.txt")
        let bytes = Data("not a database\n".utf8)
        try bytes.write(to: text)
        for command in [["list"], ["add", "--name", "X"], ["migrations"], ["new"]] {
            let result = try CLIRunner.run(
                ["--database", text.path] + command, in: work, executable: "items",
                environment: ["XDG_DATA_HOME": dataHome.path])
            XCTAssertEqual(result.status, 1, "\(command)")
            XCTAssertEqual(result.stderr, "error: \(text.path) is not an SQLite database; it was not changed\n")
        }
        XCTAssertEqual(try Data(contentsOf: text), bytes)
        let directory = work.appendingPathComponent("adir")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let result = try items("--database", directory.path, "list", status: 1)
        XCTAssertEqual(result.stderr, "error: cannot open the database at \(directory.path): it is a directory\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: work.path).sorted(), ["adir", "notes.txt"])
    }
}
