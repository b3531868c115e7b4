import GRDB
import GRDBGenAdoption

/// `grdbgen import --database fresh.sqlite --database old.sqlite`: how each older file of the app
/// differs from the one imported, as the `olderFiles:` of the baseline that adopts it — columns
/// declared otherwise (`untyped`), columns, tables and indexes it lacks (`addedLater`), objects the app dropped since
/// (`dropped`) — and, as warnings, what no declaration brings to the baseline's shape (such a file
/// will be refused).
struct OlderFileComparison {
    var untyped: [String] = []
    var addedLater: [String] = []
    var dropped: [String] = []
    var warnings: [String] = []

    var isEmpty: Bool { untyped.isEmpty && addedLater.isEmpty && dropped.isEmpty }

    /// Compares an older file with the imported one, for the imported tables and search indexes.
    mutating func compare(imported db: Database, tables: [TableDefinition], older: Database, name: String) throws {
        let names = tables.map(\.name.value) + tables.compactMap(\.search?.name.value)
        let shape = try OlderFileShape(expected: db, file: older, tables: names)
        dropped += shape.dropped.filter { !dropped.contains($0) }
        addedLater += shape.addedLater.filter { !addedLater.contains($0) }
        untyped += shape.untyped.filter { !untyped.contains($0) }
        for difference in shape.undeclarable {
            switch difference {
            case .extraColumn(let table, let column):
                warnings.append(
                    "column `\(column)` of table `\(table)` in \(name) is not in the baseline: a file with it is "
                        + "refused (adopting it would lose its values)")
            case .requiredColumn(let table, let column):
                warnings.append(
                    "column `\(column)` of table `\(table)` is not in \(name), and is NOT NULL without "
                        + "a default: a file without it is refused (its rows would have no value)")
            }
        }
    }
}
