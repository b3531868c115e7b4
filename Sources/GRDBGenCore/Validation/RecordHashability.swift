import GRDBGenSyntax

/// How a generated type is `Equatable` and `Hashable`, decided here once from `hashable:` and
/// the types of its properties: the renderer reads it for records, drafts, `…With…` types and
/// query rows.
///
/// - `hashable:` unset: a record of a table by the values it stores
///   (GRDBGenRuntime's `DatabaseHashable`: no code per record); a view's record, a query's row
///   and a `…With…` type by Swift's synthesized `Hashable` when the types of all their properties
///   are `Hashable`, else none.
/// - `hashable: true`: Swift's synthesized `Hashable` (every property compared).
/// - `hashable: false`: none.
enum RecordHashability {
    /// The protocol a record of `records` conforms to, if any.
    static func conformance(of record: RecordModel, among records: [RecordModel]) -> TypeReference? {
        switch record.features.hashable {
        case false?: return nil
        case true?: return .named("Hashable")
        case nil:
            if case .table = record.kind { return RuntimeName.databaseHashable.type }
            if case .searchTable = record.kind { return RuntimeName.databaseHashable.type }
            return record.properties.allSatisfy({ isHashable($0, among: records) }) ? .named("Hashable") : nil
        }
    }

    /// The protocol of a record's `Draft`, the app's input before the row exists: Swift's
    /// `Hashable` with `hashable: true`, else none (a draft stores nothing yet).
    static func draftConformance(of record: RecordModel) -> TypeReference? {
        record.features.hashable == true ? .named("Hashable") : nil
    }

    /// The protocol of a type that holds records (a `…With…` type): Swift's `Hashable` when each
    /// record it holds is `Hashable`, unless `hashable: false`.
    static func holderConformance(
        of records: [RecordModel], features: GeneratedFeatures, among all: [RecordModel]
    )
        -> TypeReference?
    {
        guard features.hashable != false else { return nil }
        return records.allSatisfy { conformance(of: $0, among: all) != nil } ? .named("Hashable") : nil
    }

    /// Whether a property's type is known to be `Hashable`: Swift's and Foundation's value types,
    /// GRDBGenRuntime's, the generated enums, records that are `Hashable`, and arrays, optionals
    /// and dictionaries of those; not the app's own types (`swift: { type: … }`), which may not be.
    static func isHashable(_ property: PropertyModel, among records: [RecordModel]) -> Bool {
        if property.enumeration != nil { return true }
        if property.isConvertible { return false }
        return isHashable(property.valueType, among: records)
    }

    private static let hashableTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Bool", "String", "Date", "Data", "UUID", "Decimal", "URL", RuntimeName.calendarDate.name,
        "DatabaseValue", RuntimeName.lowercaseUUID.name, RuntimeName.uppercaseUUID.name,
        RuntimeName.unixSeconds.name, RuntimeName.unixMilliseconds.name,
    ]

    private static func isHashable(_ type: TypeReference, among records: [RecordModel]) -> Bool {
        switch type {
        case .named(let name):
            if hashableTypes.contains(name) { return true }
            guard let record = records.first(where: { $0.recordName == name }) else { return false }
            return conformance(of: record, among: records) != nil
        case .member(.named(let record), "ID"):
            // A record's key (`Reminder.ID`, a `RecordID`).
            return records.contains { $0.recordName == record && $0.keyType != nil }
        case .optional(let wrapped), .array(let wrapped): return isHashable(wrapped, among: records)
        case .dictionary(let key, let value):
            return isHashable(key, among: records) && isHashable(value, among: records)
        default: return false
        }
    }
}
