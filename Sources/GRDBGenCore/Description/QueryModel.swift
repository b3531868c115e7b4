import GRDBGenSQL

/// A query of `queries:` with its Swift shape resolved: what the renderer needs.
public struct QueryModel: Sendable {
    /// The Swift name of the query's functions (`itemsNamed`).
    public var name: String
    /// The SQL SQLite runs: as written, array parameters expanded (`IN (SELECT value FROM
    /// json_each(:ids))`).
    public var sql: String
    /// The Swift parameters, in the order of their first appearance in the SQL.
    public var parameters: [PropertyModel]
    /// For each SQLite parameter index (1, 2, …), the position of its Swift parameter.
    public var bindings: [Int]
    /// The positions of the parameters that take an array (`id IN :ids`): the Swift parameter is
    /// an array of the ``parameters`` element type, bound as one JSON array (`json_each`).
    public var arrayParameters: Set<Int> = []
    /// What the query returns.
    public var result: Result
    /// Whether it returns at most one row (an optional value).
    public var single: Bool
    /// Whether it writes (run in a write transaction).
    public var writes: Bool
    /// The type the query's function is declared on: the record it returns or writes, or the
    /// row type.
    public var owner: String
    /// Whether the query names a WITHOUT ROWID table, whose changes GRDB's observations miss.
    public var readsWithoutRowIDTable = false
    /// The run-time choices of a query with `filters:` or `orderings:`; `sql` is then the variant
    /// with every filter on and the first ordering.
    public var variants: QueryVariantsModel?
    /// A grouped query (`group:`): the statement's rows merged by the parent's key
    /// (`remindersList.id`), their children appended.
    public var grouping: QueryGrouping?
    /// A query of one table that returns its records (`SELECT * FROM t [WHERE …] [ORDER BY …]`): its
    /// request is GRDB's `QueryInterfaceRequest` of the record, built from its pieces.
    public var composed: ComposedRequest?

    /// What a query returns.
    public enum Result: Sendable {
        /// Rows of a table (or view), decoded as its record.
        case record(RecordModel)
        /// Rows of a generated row type.
        case row(RecordModel)
        /// The values of a query's one column (`SELECT count(*) …`, `SELECT name …`).
        case value(PropertyModel)
        /// The number of rows a write changed.
        case changes
    }
}

/// The run-time choices of a query: its SQL in pieces (GRDBGenRuntime's `QueryVariants` builds
/// each variant from them), its filters and its orderings.
public struct QueryVariantsModel: Sendable {
    /// A piece of SQL (array parameters expanded), and the positions of the Swift parameters it
    /// names, in the order they first appear in it.
    public struct Piece: Sendable {
        public var sql: String
        public var parameters: [Int]
        /// The piece cut for the runtime's `QueryPiece` (``QueryPieces``).
        public var segments: [QueryPieceSegment]
    }

    /// A filter: its SQL, and the Swift flag that turns it on, or `nil` when it is on when its
    /// parameters are given.
    public struct Filter: Sendable {
        public var piece: Piece
        public var flag: String?
    }

    /// An ordering: its Swift case and its SQL.
    public struct Ordering: Sendable {
        public var caseName: String
        public var piece: Piece
        /// Its terms, cut for the runtime's `QueryPiece` (``QueryPieces``).
        public var terms: [[QueryPieceSegment]]
    }

    /// A group of `choices:`: the Swift parameter that picks one of its conditions, its enum, its
    /// cases, and the query's parameters that its cases bind as associated values.
    public struct Choice: Sendable {
        /// The Swift parameter (`scope`).
        public var name: String
        /// The enum, nested in the query's type (`RemindersDetailScope`).
        public var typeName: String
        /// The cases, in order; the first is the default.
        public var options: [ChoiceOption]
        /// The positions of the parameters the cases bind, in the order they first appear.
        public var parameters: [Int]
    }

    /// A case of a group of choices: its name and its condition (`nil` adds none); the
    /// parameters of its condition are its associated values.
    public struct ChoiceOption: Sendable {
        public var caseName: String
        public var piece: Piece?
    }

    public var prefix: Piece
    /// The statement's own `WHERE` condition, which the filters and choices join as a whole.
    public var condition: Piece?
    public var filters: [Filter]
    public var choices: [Choice] = []
    public var middle: Piece
    public var orderings: [Ordering]
    public var suffix: Piece
    /// The Swift enum of the orderings (`RemindersOfListOrder`), nested in the query's type.
    public var orderingType: String

    /// The positions of the parameters bound by the cases of a group of choices, not by the
    /// function's own parameters.
    public var choiceParameters: Set<Int> { Set(choices.flatMap(\.parameters)) }
}

/// A query of one table that returns its records, built as GRDB's `QueryInterfaceRequest`:
/// `Item.all().filter(sql: condition, arguments: …)`, each filter and choice that is on, then
/// `.order(sql:)` or `.ordered(by:)`. Its filters, choices and orderings are those of
/// ``QueryModel/variants``; its orderings are cases of the record's `Ordering`.
public struct ComposedRequest: Sendable {
    /// The statement's own `WHERE` condition.
    public var condition: QueryVariantsModel.Piece?
    /// The statement's own `ORDER BY` terms, when it has no `orderings:` (``QueryPieces``).
    public var ordering: [[QueryPieceSegment]]?
}

/// How a grouped query merges its statement's rows: by the parent record's key, appending the
/// arrays of children.
public struct QueryGrouping: Sendable {
    /// `remindersList.id`: the parent's property and its key property.
    public var parent: String
    public var key: String
    /// The array properties of the children (`reminders`).
    public var children: [String]
}
