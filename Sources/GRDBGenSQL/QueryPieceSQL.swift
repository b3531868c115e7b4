/// A part of a piece of a generated query (its condition, a filter, a case of a choice, an
/// ordering term), as the generator cuts it: SQL as written, a column of the query's table, or one
/// of the query's values, by its position among the query's Swift parameters.
public enum QueryPieceSegment: Hashable, Sendable {
    case text(String), column(String), value(Int)
}

/// The SQL of a piece of a generated query: the generator has SQLite compile it, the runtime's
/// `QueryVariants` runs it, with this one function.
///
/// ```swift
/// QueryPieceSQL.sql([.column("name"), .text(" LIKE "), .value(0)], table: "item")
/// // "item"."name" LIKE ?1
/// ```
public enum QueryPieceSQL {
    /// The segments as SQL: a column qualified by `table`, both quoted (SQLite reads them as they
    /// are named, in a statement of one table or in a subquery of another); a value as SQLite's
    /// numbered parameter `?N`, N its position plus one, so that a statement binds the query's
    /// values in order, whichever pieces it has.
    public static func sql(_ segments: [QueryPieceSegment], table: String?) -> String {
        var sql = ""
        for segment in segments {
            switch segment {
            case .text(let text): sql += text
            case .column(let name): sql += (table.map { SQLName.quoted($0) + "." } ?? "") + SQLName.quoted(name)
            case .value(let position): sql += "?\(position + 1)"
            }
        }
        return sql
    }

    /// The statement of a query of one table's records, before its `WHERE`: `SELECT * FROM "item"`.
    public static func oneTablePrefix(_ table: String) -> String { "SELECT * FROM " + SQLName.quoted(table) }

    /// How an ordering term sorts: `ASC` or `DESC`, NULLs where SQLite puts them or at the other end.
    public enum Direction: Equatable, Sendable {
        case ascending, descending, ascendingNullsLast, descendingNullsFirst
    }

    /// How an ordering term ends, written after its expression: ascending (nothing), ` DESC`,
    /// ` NULLS LAST`, ` DESC NULLS FIRST`.
    public static let directionSuffixes: [(suffix: String, direction: Direction)] = [
        (" DESC NULLS FIRST", .descendingNullsFirst), (" NULLS LAST", .ascendingNullsLast), (" DESC", .descending),
    ]
}
