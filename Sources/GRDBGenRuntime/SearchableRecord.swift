import GRDB

/// A generated record that full-text search finds: a table's record with a search index
/// (`search:` in schema.yaml: an FTS5 table with one row per row of the record's table, by
/// rowid), or the record of a search table itself (`searchTable:`: an FTS5 table of its own
/// columns, which the app fills, and whose key is its rowid).
///
/// ```swift
/// let found = try store.fetch(Item.searching("app"))              // the store's read
/// let same = try Item.all().searching("app").fetchAll(db)         // in a read of the app's
/// let texts = try store.fetch(ReminderText.searching("app"))      // a search table's rows
/// ```
public protocol SearchableRecord: TableRecord {
    /// The name of the FTS5 table: the record's own table when it is a search table.
    static var searchTable: String { get }
}

extension SearchableRecord {
    /// The record's own table: the record of a search table.
    public static var searchTable: String { databaseTableName }

    /// The row of the search index, joined by rowid.
    public static var searchIndex: HasOneAssociation<Self, Row> {
        hasOne(Table(searchTable), key: "searchIndex", using: ForeignKey([Column.rowID], to: [Column.rowID]))
    }

    /// The rows whose indexed columns match the words of `text`, the best matches first: each word finds the words
    /// it starts (`app` finds `apples`; with the trigram tokenizer, any three characters or more
    /// find the text that contains them). Text without words (blank, punctuation) finds nothing.
    ///
    /// ```swift
    /// let found = try store.fetch(Item.searching("app"))
    /// ```
    public static func searching(_ text: String) -> QueryInterfaceRequest<Self> {
        all().searching(text)
    }
}

extension DerivableRequest where RowDecoder: SearchableRecord {
    /// The rows whose indexed columns match `pattern`, the best matches first (FTS5's rank). A
    /// nil pattern matches no row; build patterns from user input with
    /// `FTS5Pattern(matchingAllPrefixesIn:)`, which never fails on punctuation or unbalanced
    /// quotes.
    public func searching(_ pattern: FTS5Pattern?) -> Self {
        // A search table's own rows match by themselves.
        if RowDecoder.searchTable == RowDecoder.databaseTableName { return matching(pattern).order(Column.rank) }
        let index = TableAlias()
        return joining(required: RowDecoder.searchIndex.aliased(index).matching(pattern)).order(index[Column.rank])
    }

    /// The rows of the request whose indexed columns match the words of `text`, the best matches first
    /// (`FTS5Pattern(matchingAllPrefixesIn:)`).
    public func searching(_ text: String) -> Self {
        searching(FTS5Pattern(matchingAllPrefixesIn: text))
    }
}
