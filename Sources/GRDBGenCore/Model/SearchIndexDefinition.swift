import GRDBGenSQL

/// A full-text search index of a table: an FTS5 virtual table that triggers keep in sync with it
/// (``SearchSynchronization``), `search:` of a `tables:` entry or a `createSearchIndex` step.
public struct SearchIndexDefinition: Sendable {
    /// The FTS5 table.
    public var name: Located<String>
    /// The indexed table (the content table).
    public var table: String
    /// The indexed columns of the table, in order.
    public var columns: [Located<String>]
    /// `tokenizer:`; SQLite's default (unicode61) when absent.
    public var tokenizer: Located<SearchTokenizer>?
    /// `diacritics:` of the unicode61 tokenizer; its default (`removeLegacy`) when absent.
    public var diacritics: Located<SearchDiacritics>?
    /// `prefixes: [2, 3]`: FTS5's prefix indexes (`prefix='2 3'`), which make searches of words
    /// that start with so many characters faster; none when absent.
    public var prefixes: Located<[Int]>?
    /// The tokenizer's other options and FTS5's (`tokenCharacters`, `separators`,
    /// `caseSensitive`, `detail`).
    public var options = SearchOptions()
    /// Where the index is written.
    public var location: SourceLocation
    /// How the index is kept in sync: GRDBGen's triggers, unless a step says `synchronization:
    /// grdb` or was locked before GRDBGen had them (``LockVerifier/reading(_:as:)``).
    public var synchronization: SearchSynchronization = .grdbgen

    /// How the index cuts text into words; set, each value is placed where the index is.
    var tokenization: SearchTokenization {
        get {
            var tokenization = SearchTokenization(
                tokenizer: tokenizer?.value, diacritics: diacritics?.value, prefixes: prefixes?.value)
            tokenization.options = options
            return tokenization
        }
        set {
            tokenizer = newValue.tokenizer.map { Located($0, at: location) }
            diacritics = newValue.diacritics.map { Located($0, at: location) }
            prefixes = newValue.prefixes.map { Located($0, at: location) }
            options = newValue.options
        }
    }

    /// What the index is in the database, without locations.
    var shape: SearchIndexShape {
        SearchIndexShape(
            name: name.identifier, table: SQLIdentifier(table), columns: columns.map(\.identifier),
            tokenizer: tokenizer?.value, diacritics: diacritics?.value, prefixes: prefixes?.value, options: options)
    }
}

/// What a search index is in the database.
struct SearchIndexShape: Hashable {
    var name: SQLIdentifier
    var table: SQLIdentifier
    var columns: [SQLIdentifier]
    var tokenizer: SearchTokenizer?
    var diacritics: SearchDiacritics?
    var prefixes: [Int]?
    var options: SearchOptions
}

/// How an FTS5 table cuts text into words and indexes them: the `tokenizer`, `diacritics` and
/// `prefixes` of a search index (`search:`) or of a search table (`searchTable:`).
public struct SearchTokenization: Hashable, Sendable {
    /// `tokenizer:`; SQLite's default (unicode61) when absent.
    public var tokenizer: SearchTokenizer?
    /// `diacritics:` of the unicode61 (or porter) tokenizer, or of the trigram tokenizer
    /// (`remove` or `keep`); the tokenizer's default when absent.
    public var diacritics: SearchDiacritics?
    /// `prefixes: [2, 3]`: FTS5's prefix indexes; none when absent.
    public var prefixes: [Int]?
    /// The tokenizer's other options and FTS5's.
    public var options = SearchOptions()

}

/// The options of an FTS5 tokenizer and table beyond the tokenizer's name and diacritics: what
/// real schemas write, kept so that an imported index tokenizes as before.
public struct SearchOptions: Hashable, Sendable {
    /// `tokenCharacters: "-_"`: characters that are part of words (unicode61's and ascii's
    /// `tokenchars`): `e-mail` is one word.
    public var tokenCharacters: String?
    /// `separators: "."`: characters that separate words (unicode61's and ascii's `separators`).
    public var separators: String?
    /// `caseSensitive: true`: the trigram tokenizer's `case_sensitive 1`.
    public var caseSensitive: Bool?
    /// `detail: column | none`: FTS5's `detail` option, a smaller index that answers fewer queries.
    public var detail: SearchDetail?

    /// No option: SQLite's defaults.
    public init() {}

    /// Whether an option is written.
    var isEmpty: Bool { self == SearchOptions() }
}

/// FTS5's `detail` option: what the index keeps of each word.
public enum SearchDetail: String, Sendable, CaseIterable {
    /// Rows, columns and positions (SQLite's default).
    case full
    /// Rows and columns: no phrase or NEAR queries.
    case column
    /// Rows only: no column filters either.
    case none
}

/// How a search index is kept in sync with its table: `synchronization:` of a `createSearchIndex`
/// step.
public enum SearchSynchronization: String, Sendable, CaseIterable {
    /// GRDBGen's: the FTS5 table keeps its own copy of the indexed text, and after each insert,
    /// update or delete a trigger indexes the row again as the table holds it then (removing
    /// what the index had for that rowid first). The index stays whole whatever other triggers
    /// do to the table, in whatever order SQLite fires them, and through `INSERT OR REPLACE`.
    case grdbgen
    /// GRDB's `synchronize(withTable:)`: an external-content FTS5 table and GRDB's triggers, which
    /// remove a row from the index with the values it had before the change. A trigger of the app
    /// that writes the same table, fired before them, makes them remove values the index does
    /// not have, and SQLite then reports the index corrupt. Kept for the indexes that schemas
    /// made with it (locked migrations, imported files); `grdbgen migrate` replaces them.
    case grdb
}

/// An FTS5 tokenizer (GRDB's `FTS5TokenizerDescriptor`).
public enum SearchTokenizer: String, Sendable, CaseIterable {
    /// Unicode words, case-insensitive (SQLite's default).
    case unicode61
    /// English stemming over unicode61: `running` finds `run`.
    case porter
    /// ASCII words only.
    case ascii
    /// Every sequence of three characters (SQLite 3.34+): a search finds any substring of three
    /// characters or more (`ake` finds `cake`), case-insensitive; shorter terms find nothing.
    case trigram
}

/// What the unicode61 tokenizer does with diacritics (GRDB's `FTS5.Diacritics`).
public enum SearchDiacritics: String, Sendable, CaseIterable {
    /// Removed from Latin letters, SQLite's default (`remove_diacritics 1`).
    case removeLegacy
    /// Removed from every letter (`remove_diacritics 2`): `é` and `e` match.
    case remove
    /// Kept (`remove_diacritics 0`).
    case keep
}
