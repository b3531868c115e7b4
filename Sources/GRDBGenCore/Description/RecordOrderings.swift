/// The cases of a record's `Ordering`, decided here once for the renderer and the checks: the
/// table's `orderings:` (each column ascending and descending, the primary key breaking ties),
/// then the `orderings:` of each query of the table's records (a ``ComposedRequest``), in the
/// order of `queries:`. Two queries that declare the same case with the same SQL share it, so
/// that a screen that switches query keeps its ordering.
enum RecordOrderings {
    /// The cases of the record's `Ordering`.
    static func cases(of record: RecordModel, queries: [QueryModel]) -> [OrderingModel] {
        var cases = record.orderings
        for query in queries where query.owner == record.recordName && query.composed != nil {
            for ordering in query.variants?.orderings ?? []
            where !cases.contains(where: { $0.caseName == ordering.caseName }) {
                cases.append(
                    OrderingModel(
                        caseName: ordering.caseName, sql: ordering.piece.sql,
                        doc: "Ordering `\(ordering.caseName)` of query `\(query.name)`.", terms: ordering.terms))
            }
        }
        return cases
    }

    /// An error for each case that a query declares with another SQL than the table or an earlier
    /// query gave it, at the query's ordering.
    static func check(_ models: [QueryModel], schema: DescribedSchema, diagnostics: DiagnosticCollector) {
        var known: [String: [String: (sql: String, source: String)]] = [:]
        for record in schema.records {
            for ordering in record.orderings {
                known[record.recordName, default: [:]][ordering.caseName] = (ordering.sql, "the table's `orderings:`")
            }
        }
        for model in models where model.composed != nil {
            let definition = schema.schema.queries.first { $0.name.value == model.name }
            for ordering in model.variants?.orderings ?? [] {
                let location = definition?.orderings.first { $0.name.value == ordering.caseName }?.name.location
                if ordering.caseName == "orderingTerms" {
                    diagnostics.error(
                        "query `\(model.name)`: ordering `orderingTerms` is the member of every `Ordering` that gives "
                            + "its terms; name the ordering otherwise",
                        at: location)
                    continue
                }
                if let existing = known[model.owner]?[ordering.caseName] {
                    if existing.sql != ordering.piece.sql {
                        diagnostics.error(
                            "query `\(model.name)`: ordering `\(ordering.caseName)` is a case of `\(model.owner).Ordering`, "
                                + "which \(existing.source) declares as `\(existing.sql)`; give it the same SQL, or "
                                + "another name",
                            at: location)
                    }
                    continue
                }
                known[model.owner, default: [:]][ordering.caseName] = (ordering.piece.sql, "query `\(model.name)`")
            }
        }
    }
}
