import GRDB

/// The error of reading NULL into a property that is not optional over a column that accepts NULL
/// (`swift: { optional: false }`, a key declared without NOT NULL): it names the table, the
/// column and the row, whichever way the row was read (the fast path, GRDB's `init(row:)`, a
/// cursor, an observation).
///
/// ```swift
/// do {
///     let accounts = try store.fetch(Account.all())
/// } catch let error as NullValueError {
///     // NULL in column `title` of table `account`, whose property is not optional: row [id:3 title:NULL]
///     print(error)
/// }
/// ```
public struct NullValueError: Error, CustomStringConvertible, Sendable {
    /// The table of the record (or the view).
    public let table: String
    /// The column that holds NULL.
    public let column: String
    /// The names of the row's columns, in order.
    public let columns: [String]
    /// The row's values, in the order of ``columns``.
    public let values: [DatabaseValue]

    /// An error of NULL in `column` of `table`, in the row of `columns` and `values`.
    init(table: String, column: String, columns: [String], values: [DatabaseValue]) {
        self.table = table
        self.column = column
        self.columns = columns
        self.values = values
    }

    public var description: String {
        let row = zip(columns, values).map { "\($0):\($1)" }.joined(separator: " ")
        return "NULL in column `\(column)` of table `\(table)`, whose property is not optional: row [\(row)]"
    }
}

extension RowReader {
    /// The value of a property that is not optional over a column that accepts NULL, read as an
    /// optional (`row.decodeIfPresent(…)`): the value, or ``NullValueError`` when the column holds
    /// NULL.
    @inlinable
    @_spi(Generated) public func required<Value>(_ value: Value?, at index: CInt, table: String) throws -> Value {
        if let value { return value }
        throw nullValueError(at: index, table: table)
    }
}
