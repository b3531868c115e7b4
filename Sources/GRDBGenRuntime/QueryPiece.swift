import GRDB
import GRDBGenSQL

/// A piece of a generated query of one table's records — its condition, a filter, a case of a
/// choice, an ordering term — cut by the generator where the table's columns and the query's
/// values are, and written as a literal that interpolates the record's `Columns`:
///
/// ```swift
/// let filter: QueryPiece = "\(Columns.name) LIKE \(value: 0)"    // value 0: the query's first parameter
/// let term: QueryPiece = "\(Columns.quantity) DESC"                 // an ordering term
/// ```
///
/// The runtime reads no SQL to use it: the statement of a variant has each column qualified by the
/// table's name and each value numbered (`"item"."name" LIKE ?1`: the SQL the generator had SQLite
/// compile); GRDB's request has it as an SQL literal (`SQL`), each column a GRDB `Column` that GRDB
/// qualifies for the alias the request has (`employee1` in a self-join, the app's `TableAlias`),
/// each value bound in place.
public struct QueryPiece: Hashable, Sendable, ExpressibleByStringInterpolation {
    let segments: [QueryPieceSegment]

    /// A piece of SQL text alone.
    public init(stringLiteral text: String) {
        segments = text.isEmpty ? [] : [.text(text)]
    }

    /// A piece of SQL text, columns and values.
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
    }

    /// The parts of a piece: its text, `\(Columns.name)`, `\(value: 0)`.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [QueryPieceSegment] = []

        /// An empty piece.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// SQL text, as written.
        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { segments.append(.text(literal)) }
        }

        /// A column of the query's table.
        public mutating func appendInterpolation(_ column: Column) {
            segments.append(.column(column.name))
        }

        /// One of the query's values: its position among the query's Swift parameters.
        public mutating func appendInterpolation(value position: Int) {
            segments.append(.value(position))
        }
    }

    /// The SQL of the piece, its columns qualified by `table`, its values numbered
    /// (``QueryPieceSQL``).
    func sql(table: String?) -> String { QueryPieceSQL.sql(segments, table: table) }

    /// The number of the query's values that the piece needs bound: its last value's position, plus one.
    var valueCount: Int {
        segments.reduce(0) { count, segment in
            if case .value(let position) = segment { max(count, position + 1) } else { count }
        }
    }

    /// The piece as GRDB's SQL literal, its values taken from `values` (the query's, by position).
    func literal(_ values: [DatabaseValue]) -> SQL {
        var literal = SQL(sql: "")
        for segment in segments {
            switch segment {
            case .text(let text): literal.append(sql: text)
            case .column(let name): literal.append(literal: "\(Column(name))")
            case .value(let position): literal.append(literal: "\(values[position])")
            }
        }
        return literal
    }

    /// An ordering term as GRDB's ordering, its direction apart (its last words, as the generator
    /// writes them: ` DESC`, ` NULLS LAST`, ` DESC NULLS FIRST`), so that GRDB can reverse it.
    var ordering: SQLOrdering {
        var expression = segments
        var direction = QueryPieceSQL.Direction.ascending
        if case .text(let last) = expression.last,
            let (suffix, found) = QueryPieceSQL.directionSuffixes.first(where: { last.hasSuffix($0.suffix) })
        {
            direction = found
            let rest = String(last.dropLast(suffix.count))
            expression.removeLast()
            if !rest.isEmpty { expression.append(.text(rest)) }
        }
        let sql = QueryPiece(segments: expression).literal([]).sqlExpression
        switch direction {
        case .ascending: return sql.asc
        case .descending: return sql.desc
        case .ascendingNullsLast: return sql.ascNullsLast
        case .descendingNullsFirst: return sql.descNullsFirst
        }
    }

    private init(segments: [QueryPieceSegment]) { self.segments = segments }
}

extension DerivableRequest {
    /// Adds a piece of a generated query as a condition (its statement's own `WHERE`, a filter
    /// that is on, a picked case), its values taken from `values`.
    func filtered(by piece: QueryPiece, values: [DatabaseValue]) -> Self {
        filter(literal: piece.literal(values))
    }

    /// Sorts by the terms of a generated ordering, replacing any order the request had.
    func ordered(byTerms terms: [QueryPiece]) -> Self {
        order(terms.map(\.ordering))
    }
}
