import GRDB

/// A generated record of a search table (`searchTable:` in schema.yaml): an FTS5 table of its
/// own columns, which the app fills, and whose key is its rowid (the record's `rowid`).
///
/// ```swift
/// let found = try store.fetch(ReminderText.searching("app"))         // the store's read
/// let same = try ReminderText.all().searching("app").fetchAll(db)    // in a read of the app's
/// ```
public protocol SearchTableRecord: TableRecord {}

extension SearchTableRecord {
    /// The rowid, which `SELECT *` leaves out of an FTS5 table, and the table's columns: the order
    /// of the record's fast-path layout, so that its requests take the fast path.
    public static var databaseSelection: [any SQLSelectable] { [.rowID, .allColumns] }

    /// The rows that match the words of `text`, the best matches first: each word finds the words
    /// it starts (`app` finds `apples`; with the trigram tokenizer, any three characters or more
    /// find the text that contains them). Text without words (blank, punctuation) finds nothing.
    ///
    /// ```swift
    /// let found = try store.fetch(ReminderText.searching("app"))
    /// ```
    public static func searching(_ text: String) -> QueryInterfaceRequest<Self> {
        all().searching(text)
    }
}

extension DerivableRequest where RowDecoder: SearchTableRecord {
    /// The rows that match `pattern`, the best matches first (FTS5's rank). A nil pattern
    /// matches no row; build patterns from user input with `FTS5Pattern(matchingAllPrefixesIn:)`,
    /// which never fails on punctuation or unbalanced quotes.
    public func searching(_ pattern: FTS5Pattern?) -> Self {
        matching(pattern).order(Column.rank)
    }

    /// The rows of the request that match the words of `text`, the best matches first
    /// (`FTS5Pattern(matchingAllPrefixesIn:)`).
    public func searching(_ text: String) -> Self {
        searching(FTS5Pattern(matchingAllPrefixesIn: text))
    }
}
