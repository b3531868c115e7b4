/// The members that every generated record has, GRDB's and GRDBGen's: the one list that the
/// names of properties, associations, nested enums and query functions are checked against.
enum RecordMembers {
    /// Names that a property or an association of a record would clash with: the members a
    /// generated record declares, GRDB's persistence methods and strategies it may shadow, and the
    /// members that the protocols it conforms to require (``protocolRequirements``).
    static let propertyNames: Set<String> = declaredNames.union(protocolRequirements.values.joined())

    /// The members a generated record declares, and GRDB's methods and strategies it may shadow.
    static let declaredNames: Set<String> = [
        "databaseTableName", "databaseSelection", "Columns", "Draft", "Ordering", "didInsert", "layout", "decode",
        "insert", "update", "save", "fetchAll", "fetchOne", "persistenceConflictPolicy",
        "databaseColumnDecodingStrategy", "databaseColumnEncodingStrategy", "databaseUUIDEncodingStrategy",
        "searchIndex",
    ]

    /// The members each protocol a generated record or row conforms to requires, by protocol: a
    /// property of one of these names would be a second witness of the requirement (a column
    /// `hashValue` made `var hashValue: Bool` beside `Hashable`'s: "ambiguous use of 'hashValue'",
    /// issue 51). `Identifiable`'s `id` is the record's identity, decided with its key. A test
    /// reads the conformances of every generated fixture, so that a new one is a new entry here.
    static let protocolRequirements: [String: Set<String>] = [
        "Sendable": [], "Hashable": ["hashValue"], RuntimeName.databaseHashable.name: ["hashValue"],
        "Identifiable": [],
        "TableRecord": [], "FetchableRecord": [], "PersistableRecord": [], "MutablePersistableRecord": [],
        RuntimeName.generatedRecord.name: ["recordLayout"], RuntimeName.generatedRow.name: ["rowColumns"],
        RuntimeName.recordDraft.name: ["encode"],
        RuntimeName.autoIncrementedRecord.name: ["autoIncrementedKey"], RuntimeName.orderedRecord.name: [],
        RuntimeName.searchableRecord.name: ["searchTable"],
        RuntimeName.rowIDRecord.name: ["databaseSelection"],
        RuntimeName.timestamping.name: ["createdTimestamp", "updatedTimestamp"],
    ]

    /// The protocol of ``protocolRequirements`` that requires `name`, for a diagnostic.
    /// Swift's or GRDB's protocol comes before the runtime's that refines it (`Hashable`, not
    /// `DatabaseHashable`).
    static func protocolRequiring(_ name: String) -> String? {
        let owners = protocolRequirements.filter { $0.value.contains(name) }.keys.sorted()
        return owners.first { owner in !RuntimeName.allCases.contains { $0.name == owner } } ?? owners.first
    }

    /// The nested types of a generated record.
    static let nestedTypeNames: Set<String> = ["Columns", "Draft", "Ordering", "CodingKeys", "ID"]

    /// The static members of every record (GRDB's query interface and GRDBGen's) that a query
    /// function declared on a record would clash with.
    static let staticNames: Set<String> = [
        "fetchAll", "fetchOne", "fetchCount", "fetchCursor", "fetchSet", "all", "none", "filter", "order", "select",
        "exists", "deleteAll", "deleteOne", "databaseTableName", "databaseSelection", "layout", "decode", "including",
        "joining", "annotated", "having", "limit", "matching", "orderByPrimaryKey", "request", "association",
        "belongsTo", "hasMany", "hasOne", "find", "searchIndex", "searching", "aliased", "with", "recordLayout",
        "rowColumns", "searchTable",
    ]
}
