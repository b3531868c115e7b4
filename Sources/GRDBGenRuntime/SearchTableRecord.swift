import GRDB

/// A generated record of a search table (`searchTable:` in schema.yaml): an FTS5 table of its
/// own columns, which the app fills, and whose key is its rowid (the record's `rowid`).
///
/// ```swift
/// let pattern = FTS5Pattern(matchingAllPrefixesIn: text)
/// let found = try ReminderText.all().searching(pattern).fetchAll(db)
/// ```
public protocol SearchTableRecord: TableRecord {}

extension SearchTableRecord {
    /// The table's columns and its rowid, which `SELECT *` leaves out of an FTS5 table.
    public static var databaseSelection: [any SQLSelectable] { [.allColumns, .rowID] }
}

extension DerivableRequest where RowDecoder: SearchTableRecord {
    /// The rows that match `pattern`, the best matches first (FTS5's rank). A nil pattern
    /// matches no row; build patterns from user input with `FTS5Pattern(matchingAllPrefixesIn:)`,
    /// which never fails on punctuation or unbalanced quotes.
    public func searching(_ pattern: FTS5Pattern?) -> Self {
        matching(pattern).order(Column.rank)
    }
}
