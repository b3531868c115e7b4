import GRDB
import GRDBGenSQL

/// The SQL the runtime runs for a query's pieces, compiled by SQLite at generation: each variant of
/// a query's run-time choices as GRDBGenRuntime's `QueryVariants` writes it (its pieces' segments
/// through ``QueryPieceSQL``, composed by `VariantSQL`), and the condition and ordering of a query
/// of one table's records. The describer compiled the SQL as written; this compiles what the
/// generated code holds, so that what was checked is what runs. A failure is grdbgen's bug, said at
/// the query.
enum RuntimeSQLCheck {
    static func check(
        _ queries: [QueryModel], definitions: [QueryDefinition], in database: SchemaDatabase,
        diagnostics: DiagnosticCollector
    ) {
        for query in queries {
            let statements = self.statements(of: query)
            guard !statements.isEmpty else { continue }
            let location = definitions.first { $0.name.value == query.name }?.sql.location
            let failure: String? = try? database.queue.read { db in
                for sql in statements {
                    do {
                        _ = try db.makeStatement(sql: sql)
                    } catch let error as DatabaseError {
                        return "\(sql): SQLite: \(error.message ?? "\(error.resultCode)")"
                    }
                }
                return nil
            }
            if let failure {
                diagnostics.error(
                    "query `\(query.name)`: the SQL grdbgen writes for it does not compile (a bug of grdbgen: please "
                        + "report it, with the schema): \(failure)",
                    at: location)
            }
        }
    }

    /// The statements the runtime may run for the query's pieces.
    static func statements(of query: QueryModel) -> [String] {
        let table = query.pieceTable
        let text = { (segments: [QueryPieceSegment]) in QueryPieceSQL.sql(segments, table: table) }
        guard let variants = query.variants else {
            guard let composed = query.composed, let table else { return [] }
            return [
                VariantSQL.compose(
                    prefix: QueryPieceSQL.oneTablePrefix(table),
                    condition: composed.condition.map { text($0.segments) },
                    conditions: [], middle: "",
                    ordering: composed.ordering.map { $0.map(text).joined(separator: ", ") },
                    suffix: "")
            ]
        }
        let prefix = query.composed != nil ? QueryPieceSQL.oneTablePrefix(table ?? "") : text(variants.prefix.segments)
        let orderings =
            variants.orderings.isEmpty ? query.composed?.ordering.map { [$0] } ?? [] : variants.orderings.map(\.terms)
        return VariantSQL.combinations(
            filterCount: variants.filters.count, choiceSizes: variants.choices.map(\.options.count),
            orderingCount: orderings.count
        ).map { combination in
            let conditions = VariantSQL.conditions(
                filters: variants.filters.map { text($0.piece.segments) },
                choices: variants.choices.map { $0.options.map { $0.piece.map { text($0.segments) } } },
                on: combination.filters, picked: combination.choices)
            return VariantSQL.compose(
                prefix: prefix, condition: variants.condition.map { text($0.segments) }, conditions: conditions,
                middle: query.composed != nil ? "" : text(variants.middle.segments),
                ordering: orderings.isEmpty ? nil : orderings[combination.ordering].map(text).joined(separator: ", "),
                suffix: query.composed != nil ? "" : text(variants.suffix.segments))
        }
    }
}

extension QueryModel {
    /// The table that qualifies the columns of the query's pieces: a query of one table's
    /// records', or of a query whose pieces name its table's columns; nil for others.
    var pieceTable: String? {
        guard case .record(let record) = result else { return nil }
        if composed != nil { return record.tableName }
        guard let variants else { return nil }
        let segments =
            [variants.prefix, variants.middle, variants.suffix].map(\.segments)
            + (variants.condition.map { [$0.segments] } ?? []) + variants.filters.map(\.piece.segments)
            + variants.choices.flatMap { $0.options.compactMap(\.piece?.segments) }
            + variants.orderings.flatMap(\.terms)
        return segments.contains { $0.contains { if case .column = $0 { true } else { false } } }
            ? record.tableName : nil
    }
}
