import ArgumentParser
import Foundation
import GRDB
import ItemsStore

struct New: AsyncParsableCommand, DatabaseCommand {
    static let configuration = CommandConfiguration(
        abstract: "Adds a random item (a 7-letter name, a quantity from 1 to 9), as the seed's New button.")

    @OptionGroup var options: DatabaseOptions
    @ParentCommand var parent: ItemsCommand

    func run() async throws {
        try await reportingErrors {
            let store = try openStore()
            // The seed's call, now the store's generic save(_:): it sets the new item's id.
            var item = Item.random()
            try store.save(&item)
            print("Added \(ItemFormatter.summary(item))")
        }
    }
}

struct Add: AsyncParsableCommand, DatabaseCommand {
    static let configuration = CommandConfiguration(abstract: "Adds an item.")

    @OptionGroup var options: DatabaseOptions
    @ParentCommand var parent: ItemsCommand

    @Option(help: "The name.")
    var name: String = ""

    @Option(help: ArgumentHelp("The quantity, a whole number.", valueName: "n"))
    var quantity: String?

    @Option(help: "Notes.")
    var notes: String?

    func run() async throws {
        try await reportingErrors {
            let quantity = try quantity.map { Int(try parseNumber($0, what: "the quantity")) }
            var item = Item(name: name, quantity: quantity, notes: notes)
            guard !item.isEmpty else {
                throw ItemsError("an empty item is not saved: give a --name, a --quantity or --notes")
            }
            let store = try openStore()
            try store.save(&item)
            print("Added \(ItemFormatter.summary(item))")
        }
    }
}

struct Edit: AsyncParsableCommand, DatabaseCommand {
    static let configuration = CommandConfiguration(abstract: "Changes an item.")

    @OptionGroup var options: DatabaseOptions
    @ParentCommand var parent: ItemsCommand

    @Argument(help: "The id of the item.")
    var id: String

    @Option(help: "The new name.")
    var name: String?

    @Option(help: ArgumentHelp("The new quantity, a whole number.", valueName: "n"))
    var quantity: String?

    @Flag(help: "Removes the quantity.")
    var clearQuantity = false

    @Option(help: "The new notes.")
    var notes: String?

    @Flag(help: "Removes the notes.")
    var clearNotes = false

    func run() async throws {
        try await reportingErrors {
            let id = try parseNumber(id, what: "the id")
            if quantity != nil, clearQuantity {
                throw ItemsError("give either --quantity or --clear-quantity, not both")
            }
            if notes != nil, clearNotes {
                throw ItemsError("give either --notes or --clear-notes, not both")
            }
            guard name != nil || quantity != nil || clearQuantity || notes != nil || clearNotes else {
                throw ItemsError(
                    "nothing to change: give --name, --quantity, --clear-quantity, --notes or --clear-notes")
            }
            let newQuantity = try quantity.map { Int(try parseNumber($0, what: "the quantity")) }
            let store = try openStore()
            let item = try await store.writer.write { db -> Item in
                guard var item = try Item.fetchOne(db, key: id) else {
                    throw ItemsError("no item with id \(id)")
                }
                if let name { item.name = name }
                if let newQuantity { item.quantity = newQuantity }
                if clearQuantity { item.quantity = nil }
                if let notes { item.notes = notes }
                if clearNotes { item.notes = nil }
                guard !item.isEmpty else {
                    throw ItemsError("an empty item is not saved: it needs a name, a quantity or notes")
                }
                try item.update(db)
                return item
            }
            print("Changed \(ItemFormatter.summary(item))")
        }
    }
}

struct Delete: AsyncParsableCommand, DatabaseCommand {
    static let configuration = CommandConfiguration(
        abstract: "Deletes items, as the seed's swipe-to-delete. Deletes none when an id is unknown.")

    @OptionGroup var options: DatabaseOptions
    @ParentCommand var parent: ItemsCommand

    @Argument(help: "The ids of the items.")
    var ids: [String]

    func validate() throws {
        if ids.isEmpty { throw ValidationError("give at least one id") }
    }

    func run() async throws {
        try await reportingErrors {
            let ids = try ids.map { try parseNumber($0, what: "an id") }
            let store = try openStore()
            let count = try await store.writer.write { db -> Int in
                let missing = try ids.filter { try !Item.exists(db, key: $0) }
                guard missing.isEmpty else {
                    let list = missing.map(String.init).joined(separator: ", ")
                    throw ItemsError("no item with id \(list); nothing was deleted")
                }
                return try Item.deleteAll(db, keys: ids)
            }
            print("Deleted \(count) item\(count == 1 ? "" : "s")")
        }
    }
}
