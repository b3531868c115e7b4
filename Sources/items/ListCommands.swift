import ArgumentParser
import Foundation
import GRDBGenRuntime
import ItemsStore

struct List: AsyncParsableCommand, DatabaseCommand {
    static let configuration = CommandConfiguration(abstract: "Lists the items, with a count header (\"3 Items\").")

    @OptionGroup var options: DatabaseOptions
    @ParentCommand var parent: ItemsCommand

    @Option(help: "The order: by name (ascending, descending), by quantity (largest first), or as added.")
    var order: OrderOption = .unspecified

    @Flag(help: "Only the items whose quantity is above zero.")
    var inStock = false

    @Option(help: "Only the items whose name is LIKE this pattern (`%` for any text: `app%`).")
    var matching: String?

    @Flag(help: "Prints JSON instead of a table.")
    var json = false

    func run() async throws {
        try await reportingErrors {
            // One generated query: SQLite checked each of its orders and filters at generation.
            let items = try openStore().fetch(
                Item.listed(pattern: matching, inStock: inStock, orderedBy: order.listedOrder))
            print(json ? try ItemFormatter.json(items) : ItemFormatter.table(items), terminator: "")
        }
    }
}

struct Migrations: AsyncParsableCommand, DatabaseCommand {
    static let configuration = CommandConfiguration(
        abstract: "Shows which migrations of the schema are applied to the database and which are pending.",
        discussion: "It does not migrate the database.")

    @OptionGroup var options: DatabaseOptions
    @ParentCommand var parent: ItemsCommand

    func run() async throws {
        try await reportingErrors {
            // Read-only: showing the status changes nothing, and creates no file.
            let reader = try StoreFile.openExistingReadOnly(
                atPath: path, configuration: AppDatabase.defaultConfiguration)
            // GRDB's own bookkeeping: the migrations the file has applied.
            let applied = try reader.map { try $0.read(AppDatabase.migrator.appliedIdentifiers) } ?? []
            if reader == nil {
                print("No database at \(path) yet")
            }
            for identifier in AppDatabase.migrator.migrations {
                print("\(applied.contains(identifier) ? "applied" : "pending")  \(identifier)")
            }
        }
    }
}

struct Search: AsyncParsableCommand, DatabaseCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lists the items whose name or notes match the words of TEXT, best matches first.",
        discussion: """
            Each word finds the words it starts ("app" finds "Apples"); English endings and accents do not \
            matter ("apple" finds "apples", "creme" finds "Crème"). Any text is accepted: quotes and \
            punctuation are not search syntax.
            """)

    @OptionGroup var options: DatabaseOptions
    @ParentCommand var parent: ItemsCommand

    @Argument(help: "The words to look for.")
    var text: [String]

    @Flag(help: "Prints JSON instead of a table.")
    var json = false

    func run() async throws {
        try await reportingErrors {
            let items = try openStore().fetch(Item.searching(text.joined(separator: " ")))
            print(json ? try ItemFormatter.json(items) : ItemFormatter.table(items), terminator: "")
        }
    }
}

struct Low: AsyncParsableCommand, DatabaseCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lists the items with a quantity below LIMIT, fewest first.",
        discussion: "Items without a quantity are not listed. Runs query `lowStock` of schema.yaml.")

    @OptionGroup var options: DatabaseOptions
    @ParentCommand var parent: ItemsCommand

    @Argument(help: "The quantity the items are below.")
    var limit: Int

    @Flag(help: "Prints JSON instead of a table.")
    var json = false

    func run() async throws {
        try await reportingErrors {
            let items = try openStore().fetch(Item.lowStock(below: limit))
            print(json ? try ItemFormatter.json(items) : ItemFormatter.table(items), terminator: "")
        }
    }
}

struct Stats: AsyncParsableCommand, DatabaseCommand {
    static let configuration = CommandConfiguration(
        abstract: "Prints the number of items, their total quantity and the longest name.",
        discussion: "Runs query `stats` of schema.yaml.")

    @OptionGroup var options: DatabaseOptions
    @ParentCommand var parent: ItemsCommand

    func run() async throws {
        try await reportingErrors {
            // An aggregate without GROUP BY always returns its one row.
            guard let stats = try openStore().fetch(ItemStats.stats()) else { return }
            print("\(stats.items) \(stats.items == 1 ? "Item" : "Items"), total quantity \(stats.quantity)")
            if let name = stats.longestName { print("Longest name: \(name)") }
        }
    }
}
