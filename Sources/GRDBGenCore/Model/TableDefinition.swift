/// One entry of `tables:`: the desired, current shape of a table and its Swift names.
public struct TableDefinition: Sendable {
    /// The SQL name of the table (the key under `tables:`).
    public var name: Located<String>
    /// `record:`, when written.
    public var record: Located<String>?
    /// The columns, in table order.
    public var columns: [ColumnDefinition]
    /// `orderings:`: the columns that get `orderedByX()` / `orderedByXReversed()` helpers.
    public var orderings: [Located<String>]
    /// Where the table's key is written.
    public var location: SourceLocation

    /// Creates a table definition.
    public init(
        name: Located<String>,
        record: Located<String>? = nil,
        columns: [ColumnDefinition],
        orderings: [Located<String>] = [],
        location: SourceLocation
    ) {
        self.name = name
        self.record = record
        self.columns = columns
        self.orderings = orderings
        self.location = location
    }
}
