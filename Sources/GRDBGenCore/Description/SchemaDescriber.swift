/// The describe stage: ``ValidatedSchema`` → ``DescribedSchema``.
///
/// Builds the ``SchemaDatabase`` once, then reads in it what SQLite reports of each view
/// (``ViewDescriber``; ``ViewRecords`` makes their records) and of each query
/// (``QueryDescriber``; ``QueryResolver`` makes the typed queries, which may read the views).
enum SchemaDescriber {
    /// The described schema; `nil` after reporting what SQLite refuses.
    static func describe(_ schema: ValidatedSchema, diagnostics: DiagnosticCollector) -> DescribedSchema? {
        guard let database = SchemaDatabase.build(schema, diagnostics: diagnostics) else { return nil }
        do {
            let viewColumns = try ViewDescriber.describe(schema.schema.views, in: database)
            let viewRecords = ViewRecords.resolve(schema, columns: viewColumns, diagnostics: diagnostics)
            let withViews = DescribedSchema(
                validated: schema, viewRecords: viewRecords, queries: [], database: database)
            guard !schema.schema.queries.isEmpty else { return withViews }
            let reports = try QueryDescriber.describe(schema.schema.queries, in: database)
            let queries = QueryResolver.resolve(withViews, reports: reports, diagnostics: diagnostics)
            RuntimeSQLCheck.check(
                queries, definitions: schema.schema.queries, in: database, diagnostics: diagnostics)
            return DescribedSchema(validated: schema, viewRecords: viewRecords, queries: queries, database: database)
        } catch {
            diagnostics.error("cannot describe the views and queries in SQLite: \(error)", at: nil)
            return nil
        }
    }
}
