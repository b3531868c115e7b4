import GRDB
import GRDBGenSQL

/// The SQL of each variant of a generated query with run-time choices (`filters:`, `choices:`
/// and `orderings:` in schema.yaml), built once, and the arguments each binds.
///
/// ```swift
/// let variant = remindersOfListVariants.variant(filters: [hidingCompleted, dueBefore != nil], ordering: 0)
/// try FastPath.fetchAll(db, sql: variant.sql, arguments: variant.arguments([listID, dueBefore]), …)
/// ```
///
/// Every variant was compiled by SQLite when the code was generated. Each has its own SQL, so
/// GRDB caches one statement per variant.
@_spi(Generated) public struct QueryVariants: Sendable {
    /// A piece of the query's SQL and the parameters it names, by their position among the
    /// query's Swift parameters, in the order they first appear in it.
    @_spi(Generated) public struct Piece: Sendable {
        let sql: String
        let parameters: [Int]

        /// A piece.
        @_spi(Generated) public init(_ sql: String, parameters: [Int] = []) {
            self.sql = sql
            self.parameters = parameters
        }

        /// A piece: `.sql("due < :dueBefore", parameters: [1])`.
        @_spi(Generated) public static func sql(_ sql: String, parameters: [Int] = []) -> Piece {
            Piece(sql, parameters: parameters)
        }
    }

    /// The SQL of a variant, and the position of the Swift parameter that each of its SQLite
    /// parameters (1, 2, …) binds.
    @_spi(Generated) public struct Variant: Sendable {
        /// The statement.
        @_spi(Generated) public let sql: String
        @usableFromInline let bindings: [Int]

        /// The arguments of the statement, from all the query's values (one per Swift parameter,
        /// in order): those of the pieces it has.
        @inlinable
        @_spi(Generated) public func arguments(_ values: [DatabaseValue]) -> [DatabaseValue] {
            bindings.map { values[$0] }
        }
    }

    /// The case of a group of choices a call picked: its position in the group, and the values of
    /// the group's parameters it binds (NULL for those it does not).
    @_spi(Generated) public struct Choice: Sendable {
        /// The position of the case in the group.
        @_spi(Generated) public let index: Int
        /// The values of the group's parameters, in order.
        @_spi(Generated) public let values: [DatabaseValue]

        /// A picked case: `QueryVariants.Choice(2, [listID.databaseValue, .null])`.
        @_spi(Generated) public init(_ index: Int, _ values: [DatabaseValue] = []) {
            self.index = index
            self.values = values
        }
    }

    private let variants: [Variant]
    private let orderingCount: Int
    /// The SQL of each ordering, to find the variant of an ordering by its SQL.
    private let orderingSQL: [String]
    /// The pieces, to compose the variant of an ordering that is not the query's own.
    private let pieces:
        (prefix: Piece, condition: Piece?, filters: [Piece], choices: [[Piece?]], middle: Piece, suffix: Piece)
    /// The size of each group of choices.
    private let choiceSizes: [Int]

    /// The variants of a query: `prefix`, then `WHERE` with the statement's own `condition` (when
    /// it has one), the filters that are on and the condition picked in each group of `choices`
    /// (`nil` for one that adds none), each whole in parentheses and joined by `AND`, `middle`,
    /// the chosen ordering after `ORDER BY`, then `suffix`.
    @_spi(Generated) public init(
        prefix: Piece, condition: Piece? = nil, filters: [Piece], choices: [[Piece?]] = [], middle: Piece = Piece(""),
        orderings: [Piece] = [], suffix: Piece = Piece("")
    ) {
        orderingCount = max(orderings.count, 1)
        choiceSizes = choices.map(\.count)
        orderingSQL = orderings.map(\.sql)
        pieces = (prefix, condition, filters, choices, middle, suffix)
        var variants: [Variant] = []
        let combinations = VariantSQL.combinations(
            filterCount: filters.count, choiceSizes: choiceSizes, orderingCount: orderings.count)
        for combination in combinations {
            let order = orderings.isEmpty ? nil : orderings[combination.ordering]
            variants.append(
                Self.variant(
                    prefix: prefix, condition: condition, filters: filters, choices: choices, middle: middle,
                    suffix: suffix, on: combination.filters, picked: combination.choices, ordering: order))
        }
        self.variants = variants
    }

    /// The SQL of one variant and its bindings: the filters that are on, the condition of each
    /// picked case, the ordering.
    private static func variant(
        prefix: Piece, condition: Piece?, filters: [Piece], choices: [[Piece?]], middle: Piece, suffix: Piece,
        on: [Bool], picked: [Int], ordering order: Piece?
    ) -> Variant {
        let conditions = chosen(filters: filters, choices: choices, on: on, picked: picked)
        let sql = VariantSQL.compose(
            prefix: prefix.sql, condition: condition?.sql, conditions: conditions.map(\.sql),
            middle: middle.sql, ordering: order?.sql, suffix: suffix.sql)
        // The pieces in the order the SQL names them.
        let pieces =
            [prefix] + (condition.map { [$0] } ?? []) + conditions + [middle] + (order.map { [$0] } ?? []) + [suffix]
        // SQLite numbers named parameters in the order they first appear.
        var bindings: [Int] = []
        for position in pieces.flatMap(\.parameters) where !bindings.contains(position) {
            bindings.append(position)
        }
        return Variant(sql: sql, bindings: bindings)
    }

    /// The variant with these filters on and these cases picked, ordered by `ordering`, the SQL
    /// of a case of a record's `Ordering`: one of the query's own orderings, compiled by SQLite at
    /// generation and built once; another case of the record's `Ordering` (a table's ordering,
    /// another query's: SQL of the table's columns) is composed for the call.
    @_spi(Generated) public func variant(filters: [Bool], choices: [Int] = [], ordering: String) -> Variant {
        if let index = orderingSQL.firstIndex(of: ordering) {
            return variant(filters: filters, choices: choices, ordering: index)
        }
        return Self.variant(
            prefix: pieces.prefix, condition: pieces.condition, filters: pieces.filters, choices: pieces.choices,
            middle: pieces.middle, suffix: pieces.suffix, on: filters, picked: choices, ordering: Piece(ordering))
    }

    /// The conditions that are on, as pieces: the statement's own, the filters on, the picked
    /// cases (``RecordsRequest`` gives them to GRDB's request).
    func conditions(filters: [Bool], choices picked: [Int]) -> [Piece] {
        (pieces.condition.map { [$0] } ?? [])
            + Self.chosen(filters: pieces.filters, choices: pieces.choices, on: filters, picked: picked)
    }

    /// The filters that are `on` and the condition of each `picked` case, in order.
    private static func chosen(filters: [Piece], choices: [[Piece?]], on: [Bool], picked: [Int]) -> [Piece] {
        zip(filters, on).filter(\.1).map(\.0) + zip(choices, picked).compactMap { group, pick in group[pick] }
    }

    /// The ordering of a query without `orderings:`: its own `ORDER BY` terms (its suffix), if any.
    var ownOrdering: String? {
        pieces.suffix.sql.hasPrefix("ORDER BY ") ? String(pieces.suffix.sql.dropFirst(9)) : nil
    }

    /// The variant with these filters on (in the order of `filters:`), these cases picked in the
    /// groups of choices (their positions), and this ordering (the index of its case; 0 without
    /// orderings).
    @inlinable
    @_spi(Generated) public func variant(filters: [Bool], choices: [Int] = [], ordering: Int = 0) -> Variant {
        var mask = 0
        for (index, on) in filters.enumerated() where on { mask |= 1 << index }
        return variant(mask: mask, choices: choices, ordering: ordering)
    }

    @usableFromInline
    func variant(mask: Int, choices: [Int], ordering: Int) -> Variant {
        var combination = mask
        for (size, pick) in zip(choiceSizes, choices) { combination = combination * size + pick }
        return variants[combination * orderingCount + ordering]
    }
}
