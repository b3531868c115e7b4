import GRDBGenSyntax

/// The names of GRDBGenRuntime's types, decided once: the renderers name them through this table
/// (`RuntimeName.recordsRequest.type`), and no record, enum or query of a schema may take one
/// (``SwiftName/reservedTypeNames``). GeneratedNamesTests reads the sources of the runtime, of
/// GRDBGenAdoption and of GRDBGenSQL, which an embedded runtime compiles in the app's target, to
/// keep it whole.
enum RuntimeName: String, CaseIterable {
    case generatedRecord, generatedRow, recordLayout, rowReader, autoIncrementedRecord, calendarDate
    case storedText, baseline, liveValue, liveState, storeError
    case storeFile, databaseStore, migrationState, otherProcessChanges, queryVariants
    case searchableRecord, queryRequest
    case queryCursor, recordDraft, orderedRecord, recordOrdering, rowIDRecord
    case storedUUID, lowercaseUUID, uppercaseUUID, recordID, unixTimestamp, unixSeconds, unixMilliseconds
    case uuidBytes = "UUIDBytes"
    case uuidTextStore = "UUIDTextStore"
    case readRowsRequest, singleRowRequest, groupedRequest, writeRequest, readRequest
    case databaseHashable, draftInsertion, recordsRequest, storeConnection, timestamping
    case timestampValue, queryPiece
    // What the runtime declares internally, which an embedded runtime (`--runtime embedded`) makes
    // the app target's own names: a record may not take them either.
    case fastPath, schemaReport, liveValueHolder, queryPieceSQL, queryPieceSegment
    case grdbValues = "GRDBValues"
    case sqlName = "SQLName"
    case sqlToken = "SQLToken"
    case sqlTokenizer = "SQLTokenizer"
    case sqlAffinity = "SQLAffinity"
    case variantSQL = "VariantSQL"
    case stableJSON = "StableJSON"
    case stableJSONText = "StableJSONText"
    case stableJSONEncoder = "StableJSONEncoder"
    case unorderedEncodable, olderFileShape, adoptingBaseline, otherCaseKey, adoption, tableReport
    case sqlIdentifier = "SQLIdentifier"

    /// The type's name: the case's, its first letter uppercased, or the raw value written out.
    var name: String { rawValue.first!.isUppercase ? rawValue : rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    /// The type, in a declaration.
    var type: TypeReference { .named(name) }
    /// The type, in an expression (`RecordID(uuid)`).
    var identifier: Expression { .identifier(name) }
}
