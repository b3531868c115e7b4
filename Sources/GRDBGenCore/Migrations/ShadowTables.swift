import GRDBGenSQL

/// The tables in which FTS5 keeps the data of a virtual table (`item_ft_data`, `item_ft_idx`,
/// …): SQLite's, never schema.yaml's. The verifier and `grdbgen import` leave them out.
enum ShadowTables {
    /// The suffixes SQLite appends to the virtual table's name.
    static let suffixes = ["data", "idx", "content", "docsize", "config"]

    /// The names of the shadow tables that these virtual tables may have.
    static func names(of virtualTables: some Sequence<SQLIdentifier>) -> Set<SQLIdentifier> {
        Set(virtualTables.flatMap { table in suffixes.map { SQLIdentifier(table.name + "_" + $0) } })
    }
}

extension ShadowTables {
    /// The names of the triggers that keep these search indexes in sync with their tables, GRDB's
    /// and GRDBGen's alike (`__item_ft_ai`, `__item_ft_ad`, `__item_ft_au`): the search index's,
    /// compared with it rather than with the table's triggers.
    static func synchronizationTriggers(of searchIndexes: some Sequence<SQLIdentifier>) -> Set<SQLIdentifier> {
        Set(searchIndexes.flatMap { index in ["ai", "ad", "au"].map { SQLIdentifier("__\(index.name)_\($0)") } })
    }
}
