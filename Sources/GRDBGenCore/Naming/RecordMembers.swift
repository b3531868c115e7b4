/// The members that every generated record has, GRDB's and GRDBGen's: the one list that the
/// names of properties, associations, nested enums and query functions are checked against.
enum RecordMembers {
    /// Names that a property or an association of a record would clash with: the members a
    /// generated record declares, and GRDB's persistence methods and strategies it may shadow.
    static let propertyNames: Set<String> = [
        "databaseTableName", "databaseSelection", "Columns", "Draft", "Ordering", "encode", "didInsert",
        "layout", "decode", "insert", "update", "save", "fetchAll", "fetchOne", "autoIncrementedKey",
        "persistenceConflictPolicy", "databaseColumnDecodingStrategy", "databaseColumnEncodingStrategy",
        "databaseUUIDEncodingStrategy", "fastPathLayout", "fastPathColumns", "searchTable", "searchIndex",
    ]

    /// The nested types of a generated record.
    static let nestedTypeNames: Set<String> = ["Columns", "Draft", "Ordering", "CodingKeys"]

    /// The static members of every record (GRDB's query interface and GRDBGen's) that a query
    /// function declared on a record would clash with.
    static let staticNames: Set<String> = [
        "fetchAll", "fetchOne", "fetchCount", "fetchCursor", "fetchSet", "all", "none", "filter", "order", "select",
        "exists", "deleteAll", "deleteOne", "databaseTableName", "databaseSelection", "layout", "decode", "including",
        "joining", "annotated", "having", "limit", "matching", "orderByPrimaryKey", "request", "association",
        "belongsTo", "hasMany", "hasOne", "find", "searchIndex", "searching", "aliased", "with", "fastPathLayout",
        "fastPathColumns", "searchTable",
    ]
}
