/// The modules a generated file imports, decided in one place: GRDB and GRDBGenRuntime, and
/// Foundation when the file's values need it (a `Date`, `Data`, `UUID`, `URL` or `Decimal`
/// property, parameter or value, or a `json` column).
enum Imports {
    /// `Foundation` (when needed), `GRDB`, `GRDBGenRuntime`.
    static func modules(foundation: Bool) -> [String] {
        foundation ? ["Foundation", "GRDB", "GRDBGenRuntime"] : ["GRDB", "GRDBGenRuntime"]
    }

    /// Whether the values of a record, or of a query's row, need Foundation.
    static func needsFoundation(_ record: RecordModel) -> Bool {
        record.needsFoundation || record.properties.contains { $0.storage == .json }
    }
}
