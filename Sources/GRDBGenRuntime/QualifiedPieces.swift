import Foundation
import GRDB
import GRDBGenSQL

/// The pieces of a generated query of one table's records, as GRDB's SQL literals: each column
/// of the table a GRDB `Column`, which GRDB qualifies for the alias the request has (a self-join's
/// `employee1`, the app's `TableAlias`), and each parameter a value bound in place, by position,
/// which never clashes with an argument name of the app's (issue 51). The cut of each piece is
/// made once (``QualifiedPiece``), then kept.
enum QualifiedPieces {
    /// The segments of each piece seen, by table and text.
    nonisolated(unsafe) private static var cache: [String: [QualifiedPiece.Segment]] = [:]
    private static let lock = NSLock()

    /// The piece `sql` of the table `table`, its parameters bound from `arguments` by name.
    static func literal(_ sql: String, table: String, arguments: [String: DatabaseValue]) -> SQL {
        let key = table + "\u{0}" + sql
        let segments =
            lock.withLock { cache[key] }
            ?? {
                let made = QualifiedPiece.segments(sql, table: table)
                lock.withLock { cache[key] = made }
                return made
            }()
        var literal = SQL(sql: "")
        for segment in segments {
            switch segment {
            case .text(let text): literal.append(sql: text)
            case .column(let name): literal.append(literal: "\(Column(name))")
            case .parameter(let name):
                if let value = arguments[name] {
                    literal.append(literal: "\(value)")
                } else {
                    literal.append(sql: ":" + name)
                }
            }
        }
        return literal
    }
}

extension QueryInterfaceRequest where RowDecoder: TableRecord {
    /// Adds a piece of a generated query as a condition (its statement's own `WHERE`, a filter
    /// that is on), its columns qualified by GRDB for the request's alias and its values bound in
    /// place: `request.filter(piece: "item.name LIKE :pattern", ["pattern": values[0]])`.
    public func filter(piece sql: String, _ arguments: [String: DatabaseValue] = [:]) -> Self {
        filter(literal: QualifiedPieces.literal(sql, table: RowDecoder.databaseTableName, arguments: arguments))
    }

    /// Sorts by a piece of a generated query (its statement's own `ORDER BY`), replacing any order
    /// the request had, its columns qualified by GRDB for the request's alias.
    public func order(piece sql: String) -> Self {
        order(literal: QualifiedPieces.literal(sql, table: RowDecoder.databaseTableName, arguments: [:]))
    }
}
