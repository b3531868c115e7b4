import Foundation
import GRDB
import GRDBGenSQL

/// The pieces of a generated query of one table's records, as GRDB's SQL literals: each column
/// of the table a GRDB `Column`, which GRDB qualifies for the alias the request has (a self-join's
/// `employee1`, the app's `TableAlias`), and each parameter a value bound in place, by position,
/// which never clashes with an argument name of the app's (issue 51). The cut of each piece is
/// made once (``QualifiedPiece``), then kept.
enum QualifiedPieces {
    /// Values made once per key, then kept (the cut of each piece, the terms of each ordering).
    final class Cache<Value>: @unchecked Sendable {
        private var values: [String: Value] = [:]
        private let lock = NSLock()

        /// The value of `key`: `make`'s, made the first time.
        func value(_ key: String, _ make: () -> Value) -> Value {
            if let value = lock.withLock({ values[key] }) { return value }
            let made = make()
            lock.withLock { values[key] = made }
            return made
        }
    }

    /// The segments of each piece seen, by table and text.
    private static let segments = Cache<[QualifiedPiece.Segment]>()
    /// The terms of each ordering seen, by text.
    private static let terms = Cache<[(expression: String, direction: QualifiedPiece.Direction)]>()

    /// The ordering `sql` (the SQL after `ORDER BY`) of the table `table`, as GRDB's terms, each
    /// an expression literal with its direction, so that GRDB can reverse them (`reversed()`).
    static func ordering(_ sql: String, table: String) -> [SQLOrdering] {
        terms.value(sql) { QualifiedPiece.orderingTerms(sql) }.map { term in
            let expression = literal(term.expression, table: table, values: []).sqlExpression
            switch term.direction {
            case .ascending: return expression.asc
            case .descending: return expression.desc
            case .ascendingNullsLast: return expression.ascNullsLast
            case .descendingNullsFirst: return expression.descNullsFirst
            }
        }
    }

    /// The piece `sql` of the table `table`, its parameters bound to `values` in the order they
    /// first appear in it (as ``QueryVariants/Piece`` lists them).
    static func literal(_ sql: String, table: String, values: [DatabaseValue]) -> SQL {
        var literal = SQL(sql: "")
        var names: [String] = []
        let cut = segments.value(table + "\u{0}" + sql) { QualifiedPiece.segments(sql, table: table) }
        for segment in cut {
            switch segment {
            case .text(let text): literal.append(sql: text)
            case .column(let name): literal.append(literal: "\(Column(name))")
            case .parameter(let name):
                let position = names.firstIndex(of: name) ?? names.count
                if position == names.count { names.append(name) }
                literal.append(literal: "\(values[position])")
            }
        }
        return literal
    }
}

extension DerivableRequest {
    /// Adds a piece of a generated query as a condition (its statement's own `WHERE`, a filter
    /// that is on, a picked case), its columns qualified by GRDB for the request's alias and its
    /// values bound in place: `filteredBy(piece: "item.name LIKE :pattern", values: [pattern])`.
    func filteredBy(piece sql: String, values: [DatabaseValue] = []) -> Self {
        filter(literal: QualifiedPieces.literal(sql, table: databaseTableName, values: values))
    }

    /// Sorts by a piece of a generated query (its ordering), replacing any order the request had,
    /// its columns qualified by GRDB for the request's alias, term by term (GRDB reverses them).
    func orderedBy(piece sql: String) -> Self {
        order(QualifiedPieces.ordering(sql, table: databaseTableName))
    }
}
