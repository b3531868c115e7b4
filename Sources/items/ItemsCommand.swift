import ArgumentParser
import Foundation
import GRDB
import GRDBGenRuntime
import ItemsStore

/// `items`: the seed items app as a command-line tool, on the store GRDBGen generates from the
/// package's schema.yaml.
@main
struct ItemsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "items",
        abstract: "The GRDBGen demo: a list of items (name, quantity, notes) in an SQLite database.",
        discussion: """
            The database is \(AppDatabase.defaultPath()) unless --database says otherwise; \
            it is created on first use.
            """,
        subcommands: [
            New.self, Add.self, Edit.self, List.self, Search.self, Low.self, Stats.self, Delete.self, Watch.self,
            Migrations.self,
        ],
        defaultSubcommand: List.self
    )

    /// `items --database PATH list`: the option may also come before the subcommand.
    @Option(name: .long, help: ArgumentHelp("The database file.", valueName: "path"))
    var database: String?
}

/// `--database PATH`, shared by every subcommand.
struct DatabaseOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The database file.", valueName: "path"))
    var database: String?

    /// The default database file, in the user's data directory.
    static var defaultPath: String { AppDatabase.defaultPath() }
}

/// A subcommand that opens the database.
protocol DatabaseCommand {
    var options: DatabaseOptions { get }
    var parent: ItemsCommand { get }
}

extension DatabaseCommand {
    /// The database path: `--database` after the subcommand, or before it, or the default file.
    var path: String {
        options.database ?? parent.database ?? DatabaseOptions.defaultPath
    }

    /// Opens the store and applies pending migrations. The default file's directory is
    /// created on first use; a `--database` in a directory that does not exist is an error.
    ///
    /// `watchingOtherProcesses`: the store's live values see other processes' commits (`items watch`).
    func openStore(watchingOtherProcesses: Bool = false) throws -> AppDatabase {
        if options.database ?? parent.database != nil {
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                throw ItemsError("cannot open the database at \(path): the directory \(directory) does not exist")
            }
        }
        return try AppDatabase.openFile(atPath: path, watchingOtherProcesses: watchingOtherProcesses)
    }
}

/// The orders of `items list` and `items watch`, as the seed's ordering button.
enum OrderOption: String, ExpressibleByArgument, CaseIterable {
    case unspecified, ascending, descending, quantity

    var ordering: Item.Ordering? {
        switch self {
        case .unspecified, .quantity: nil
        case .ascending: .name
        case .descending: .nameDescending
        }
    }

    /// The order of query `listed` (schema.yaml): `unspecified` is the order of insertion.
    var listedOrder: Item.Ordering {
        switch self {
        case .unspecified: .insertion
        case .ascending: .name
        case .descending: .nameDescending
        case .quantity: .quantity
        }
    }
}

/// An error of the items CLI, printed as one line.
struct ItemsError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Runs a command body, printing any error as one `error: …` line and exiting with status 1.
func reportingErrors<T>(_ body: () async throws -> T) async throws -> T {
    do {
        return try await body()
    } catch let error as ExitCode {
        throw error
    } catch {
        FileHandle.standardError.write(Data("error: \(describe(error))\n".utf8))
        throw ExitCode.failure
    }
}

/// One line for any error the store can throw.
func describe(_ error: any Error) -> String {
    switch error {
    case let error as ItemsError: error.description
    case let error as StoreError: error.description
    case let error as DatabaseError: "database error: \(error.message ?? "\(error.resultCode)")"
    case let error as RecordError: "\(error)"
    default: "\(error)"
    }
}

/// Parses a whole number given on the command line, with a one-line error.
func parseNumber(_ text: String, what: String) throws -> Int64 {
    guard let value = Int64(text.trimmingCharacters(in: .whitespaces)) else {
        throw ItemsError("\(what) must be a whole number, not `\(text)`")
    }
    return value
}
