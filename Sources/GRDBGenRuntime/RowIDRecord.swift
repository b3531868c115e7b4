import GRDB

/// A generated record of a table without a declared primary key, or of a search table: SQLite's
/// hidden rowid is its key, as GRDB keys such a table, and the record holds it in its `rowid`
/// property. `SELECT *` leaves the rowid out; the record's selection names it first, in the order
/// of its properties (the record's fast-path layout).
///
/// ```swift
/// var entry = LogEntry(message: "started")
/// try store.insert(&entry)                        // entry.rowid is set
/// entry.message = "started again"
/// try store.update(entry)                         // UPDATE … WHERE rowid = ?
/// try store.delete(LogEntry.self, ids: [entry.rowid!])
/// ```
public protocol RowIDRecord: TableRecord {}

extension RowIDRecord {
    /// The rowid, then the table's columns.
    public static var databaseSelection: [any SQLSelectable] { [.rowID, .allColumns] }
}
