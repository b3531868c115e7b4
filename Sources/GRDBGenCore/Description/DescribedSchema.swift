/// The output of the describe stage (``SchemaDescriber``): the validated schema, the records of
/// its views and its typed queries as SQLite described them, and the ``SchemaDatabase`` they
/// were described in, which the verify stage reads again.
public struct DescribedSchema: Sendable {
    /// The validated schema.
    public let validated: ValidatedSchema
    /// One record per table of `tables:`, in file order, then one per view of `views:`.
    public let records: [RecordModel]
    /// The queries of `queries:`.
    public let queries: [QueryModel]
    /// The database of `tables:` and `views:`.
    public let database: SchemaDatabase

    init(validated: ValidatedSchema, viewRecords: [RecordModel], queries: [QueryModel], database: SchemaDatabase) {
        self.validated = validated
        self.records = validated.records + viewRecords
        self.queries = queries
        self.database = database
    }

    /// The schema as written.
    public var schema: Schema { validated.schema }

    /// The database the migrations leave.
    public var folded: FoldedSchema { validated.folded }

    /// The name of the store type.
    public var storeName: String { validated.storeName }

    /// The record of a table or view.
    public func record(forTable name: String) -> RecordModel? {
        records.first { $0.tableName.isSameSQLName(as: name) }
    }
}
