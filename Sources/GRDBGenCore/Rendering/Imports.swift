import GRDBGenSyntax

/// The modules a generated file imports, decided in one place: those its kind of file needs
/// (GRDB, and GRDBGenRuntime but for the migrations), and Foundation when the finished syntax tree
/// names one of its types.
enum Imports {
    /// The module of the runtime.
    static let runtime = "GRDBGenRuntime"

    /// What every file of records, queries and store methods imports.
    static let records = ["GRDB", runtime]

    /// The SPI group of GRDBGenRuntime that generated code imports: what only generated code calls
    /// (`RowReader.decode`, `QueryVariants`, `StoredText`…) is out of the app's vocabulary.
    static let spiGroups = [runtime: "Generated"]

    /// The types of Foundation that generated code names.
    static let foundationTypes: Set<String> = ["Date", "Data", "UUID", "URL", "Decimal"]

    /// The imports of a file: Foundation first when its declarations name a Foundation type,
    /// then `modules`.
    static func modules(_ modules: [String], for declarations: [Declaration]) -> [String] {
        declarations.contains { $0.mentions(foundationTypes) } ? ["Foundation"] + modules : modules
    }
}
