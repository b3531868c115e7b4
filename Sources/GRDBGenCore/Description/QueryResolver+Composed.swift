import GRDBGenSQL

/// Queries that GRDB's query interface can build: one table's records, `SELECT * FROM t`, its own
/// `WHERE` and `ORDER BY`, filters, choices and orderings, nothing else. Their request is a
/// `QueryInterfaceRequest` of the record, so that the caller can add `.limit`, `.filter`,
/// `.order`, `.including`; every variant was still compiled by SQLite (``QueryDescriber``).
extension QueryResolver.Resolver {
    /// The pieces of a query of one table's records, or nil when the query is anything else (a
    /// join, an alias, `GROUP BY`, `LIMIT`, a single row, a write, `?` parameters, an ordering that
    /// names a parameter): those keep their own request type.
    func resolveComposed(_ model: QueryModel, record: RecordModel, hexed: Set<String>) -> ComposedRequest? {
        guard !model.single, !model.writes, model.grouping == nil, query.group == nil else { return nil }
        // Each Swift parameter named in the SQL (`:pattern`, `@pattern`, `$pattern`; not `?`), which the
        // runtime binds in a piece by the order the names first appear in it.
        var names = [String?](repeating: nil, count: model.parameters.count)
        var positions: [String: Int] = [:]
        for (index, name) in report.parameters.enumerated() {
            guard let name, !name.hasPrefix("?"), model.bindings.indices.contains(index) else { return nil }
            names[model.bindings[index]] = String(name.dropFirst())
            positions[name] = model.bindings[index]
        }
        guard !names.contains(nil) else { return nil }
        // `SELECT * FROM t`, exactly, cut by the describer, its columns qualified.
        guard let composition = report.composition ?? report.oneTable, let table = composition.oneTable,
            table.isSameSQLName(as: record.tableName)
        else { return nil }
        // Nothing after the condition but the statement's own `ORDER BY` (no parameter in it).
        var ordering: [[QueryPieceSegment]]?
        let suffix = SQLTokens(composition.suffix).tokens
        if !suffix.isEmpty {
            guard suffix.count > 2, suffix[0].isKeyword("ORDER"), suffix[1].isKeyword("BY"),
                !suffix.contains(where: { ["LIMIT", "OFFSET"].contains($0.value) }),
                !QuerySQL(composition.suffix).tokens.contains(where: { $0.kind == .parameter })
            else { return nil }
            ordering = QueryPieces.terms(String(composition.suffix[suffix[2].range.lowerBound...]), table: table)
        }
        // The orderings are cases of the record's `Ordering`, shared by its queries: no parameter.
        if let variants = model.variants, variants.orderings.contains(where: { !$0.piece.parameters.isEmpty }) {
            return nil
        }
        let condition: QueryVariantsModel.Piece?
        if let variants = model.variants {
            condition = variants.condition
        } else if let text = composition.condition {
            condition = Self.piece(text, table: table, positions: positions, hexed: hexed)
        } else {
            condition = nil
        }
        return ComposedRequest(condition: condition, ordering: ordering)
    }
}
