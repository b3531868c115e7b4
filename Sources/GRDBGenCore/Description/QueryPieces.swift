import GRDBGenSQL

/// The pieces of a query of one table's records as the runtime's `QueryPiece` holds them, cut
/// here once, at generation: SQL text, the table's columns (qualified by its name in the SQL
/// SQLite compiled), and the query's values by their position among its Swift parameters. The
/// generated code writes them as literals that interpolate the record's `Columns`
/// (`"\(Columns.name) LIKE \(value: 0)"`); the runtime reads no SQL.
enum QueryPieces {
    /// The segments of `sql`: its columns those qualified by `table` (none without a table), its
    /// parameters named in `positions` (`:pattern` → 0).
    static func segments(_ sql: String, table: String?, positions: [String: Int]) -> [QueryPieceSegment] {
        QualifiedPiece.segments(sql, table: table ?? "").map { segment in
            switch segment {
            case .text(let text): .text(text)
            case .column(let name): .column(name)
            case .parameter(let name): positions[name].map { .value($0) } ?? .text(name)
            }
        }
    }

    /// The terms of an ordering (the SQL after `ORDER BY`), each its segments and its direction,
    /// written last as the runtime reads it (` DESC`, ` NULLS LAST`, ` DESC NULLS FIRST`).
    static func terms(_ sql: String, table: String?, positions: [String: Int] = [:]) -> [[QueryPieceSegment]] {
        QualifiedPiece.orderingTerms(sql).map { term in
            var segments = Self.segments(term.expression, table: table, positions: positions)
            guard let suffix = QueryPieceSQL.directionSuffixes.first(where: { $0.direction == term.direction })?.suffix
            else { return segments }
            if case .text(let text) = segments.last {
                segments[segments.count - 1] = .text(text + suffix)
            } else {
                segments.append(.text(suffix))
            }
            return segments
        }
    }
}
