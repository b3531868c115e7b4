import GRDB
import GRDBGenSQL

/// The SQL of each variant of a generated query with run-time choices (`filters:`, `choices:`
/// and `orderings:` in schema.yaml), built once, and the arguments each binds.
///
/// ```swift
/// let variant = remindersOfListVariants.statement(
///     filters: [hidingCompleted, dueBefore != nil], ordering: 0, values: [listID, dueBefore])
/// try FastPath.fetchAll(db, sql: variant.sql, arguments: variant.arguments, …)
/// ```
///
/// Every variant was compiled by SQLite when the code was generated. Each has its own SQL, so
/// GRDB caches one statement per variant.
@_spi(Generated) public struct QueryVariants: Sendable {
    /// The SQL of a variant, and the number of the query's values it binds (the first ones, in
    /// order: its parameters are numbered by the values' positions).
    @usableFromInline struct Variant: Sendable {
        /// The statement.
        @usableFromInline let sql: String
        @usableFromInline let valueCount: Int

        /// The arguments of the statement, from all the query's values (one per Swift parameter,
        /// in order).
        @inlinable
        func arguments(_ values: [DatabaseValue]) -> [DatabaseValue] {
            Array(values.prefix(valueCount))
        }
    }

    private var variants: [Variant]
    private let orderingCount: Int
    /// The table whose columns the pieces name, if any: their qualifier.
    private let table: String?
    /// The pieces, to compose the variant of an ordering that is not the query's own.
    private let pieces:
        (
            prefix: QueryPiece, condition: QueryPiece?, filters: [QueryPiece], choices: [[QueryPiece?]],
            middle: QueryPiece, suffix: QueryPiece
        )
    /// The terms of each of the query's orderings.
    let orderings: [[QueryPiece]]
    /// The size of each group of choices.
    private let choiceSizes: [Int]

    /// The variants of a query: `prefix`, then `WHERE` with the statement's own `condition` (when
    /// it has one), the filters that are on and the condition picked in each group of `choices`
    /// (`nil` for one that adds none), each whole in parentheses and joined by `AND`, `middle`,
    /// the chosen ordering after `ORDER BY` (its terms), then `suffix`; the columns the pieces
    /// name qualified by `table`. Without a `prefix`, a query of one table's records:
    /// `SELECT * FROM table`.
    @_spi(Generated) public init(
        prefix: QueryPiece? = nil, table: String? = nil, condition: QueryPiece? = nil, filters: [QueryPiece] = [],
        choices: [[QueryPiece?]] = [], middle: QueryPiece = "", orderings: [[QueryPiece]] = [], suffix: QueryPiece = ""
    ) {
        precondition(prefix != nil || table != nil, "a query's variants need its prefix, or its table")
        self.init(
            table: table, prefix: prefix ?? QueryPiece(stringLiteral: QueryPieceSQL.oneTablePrefix(table ?? "")),
            condition: condition, filters: filters, choices: choices, middle: middle, orderings: orderings,
            suffix: suffix)
    }

    private init(
        table: String?, prefix: QueryPiece, condition: QueryPiece?, filters: [QueryPiece], choices: [[QueryPiece?]],
        middle: QueryPiece, orderings: [[QueryPiece]], suffix: QueryPiece
    ) {
        self.table = table
        orderingCount = max(orderings.count, 1)
        choiceSizes = choices.map(\.count)
        self.orderings = orderings
        pieces = (prefix, condition, filters, choices, middle, suffix)
        variants = []
        let combinations = VariantSQL.combinations(
            filterCount: filters.count, choiceSizes: choiceSizes, orderingCount: orderings.count)
        variants = combinations.map { combination in
            variant(
                on: combination.filters, picked: combination.choices,
                ordering: orderings.isEmpty ? nil : orderings[combination.ordering])
        }
    }

    /// The SQL of one variant: the filters that are on, the condition of each picked case, the
    /// ordering's terms.
    private func variant(on: [Bool], picked: [Int], ordering terms: [QueryPiece]?) -> Variant {
        let conditions = VariantSQL.conditions(filters: pieces.filters, choices: pieces.choices, on: on, picked: picked)
        let sql = VariantSQL.compose(
            prefix: pieces.prefix.sql(table: table), condition: pieces.condition?.sql(table: table),
            conditions: conditions.map { $0.sql(table: table) }, middle: pieces.middle.sql(table: table),
            ordering: terms.map { $0.map { $0.sql(table: table) }.joined(separator: ", ") },
            suffix: pieces.suffix.sql(table: table))
        let used =
            [pieces.prefix, pieces.middle, pieces.suffix] + (pieces.condition.map { [$0] } ?? []) + conditions
            + (terms ?? [])
        return Variant(sql: sql, valueCount: used.map(\.valueCount).max() ?? 0)
    }

    /// The variant with these filters on and these cases picked, ordered by `terms`, a case of a
    /// record's `Ordering`: one of the query's own orderings, compiled by SQLite at generation and
    /// built once; another case of the record's `Ordering` (a table's ordering, another query's:
    /// terms of the table's columns) is composed for the call.
    func variant(filters: [Bool], choices: [Int] = [], ordering terms: [QueryPiece]) -> Variant {
        if let index = orderings.firstIndex(of: terms) {
            return variant(filters: filters, choices: choices, ordering: index)
        }
        return variant(on: filters, picked: choices, ordering: terms)
    }

    /// The conditions that are on, as pieces: the statement's own, the filters on, the picked
    /// cases (``RecordsRequest`` gives them to GRDB's request).
    func conditions(filters: [Bool], choices picked: [Int]) -> [QueryPiece] {
        (pieces.condition.map { [$0] } ?? [])
            + VariantSQL.conditions(filters: pieces.filters, choices: pieces.choices, on: filters, picked: picked)
    }

    /// The variant with these filters on (in the order of `filters:`), these cases picked in the
    /// groups of choices (their positions), and this ordering (the index of its case; 0 without
    /// orderings).
    @inlinable
    func variant(filters: [Bool], choices: [Int] = [], ordering: Int = 0) -> Variant {
        var mask = 0
        for (index, on) in filters.enumerated() where on { mask |= 1 << index }
        return variant(mask: mask, choices: choices, ordering: ordering)
    }

    /// The statement of a call and its arguments: the variant with these filters on, these cases
    /// picked and this ordering (see ``variant(filters:choices:ordering:)``), bound to the query's
    /// values (one per Swift parameter, in order).
    ///
    /// ```swift
    /// let variant = Self.listedVariants.statement(filters: [value != nil], ordering: 0, values: [value.databaseValue])
    /// return QueryRequest(sql: variant.sql, arguments: variant.arguments, decode: …)
    /// ```
    @inlinable
    @_spi(Generated) public func statement(
        filters: [Bool], choices: [Int] = [], ordering: Int = 0, values: [DatabaseValue]
    ) -> (sql: String, arguments: [DatabaseValue]) {
        let variant = variant(filters: filters, choices: choices, ordering: ordering)
        return (variant.sql, variant.arguments(values))
    }

    @usableFromInline
    func variant(mask: Int, choices: [Int], ordering: Int) -> Variant {
        var combination = mask
        for (size, pick) in zip(choiceSizes, choices) { combination = combination * size + pick }
        return variants[combination * orderingCount + ordering]
    }
}
