import Foundation
import GRDB

/// GRDB's key dictionaries (`fetchOne(db, key: ["listID": id])`), their values bound as the
/// record stores them: a UUID with the record's `databaseUUIDEncodingStrategy(for:)` (lowercase
/// text for a `uuid` column), a date with its `databaseDateEncodingStrategy(for:)` (Unix time for
/// a Unix-time column), as GRDB's id APIs already look them up. GRDB's own methods bind every
/// value as GRDB stores its type, and would find nothing in such a column. Swift picks these over
/// GRDB's for a generated record.
extension GeneratedRecord where Self: EncodableRecord {
    /// The values of a key dictionary as the record stores them.
    @usableFromInline
    static func storedKey(_ key: [String: (any DatabaseValueConvertible)?]) -> [String: (any DatabaseValueConvertible)?]
    {
        var stored = key
        for (column, value) in key {
            switch value {
            case let uuid as UUID:
                stored[column] = FastPath.uuidValue(uuid, databaseUUIDEncodingStrategy(for: column))
            case let date as Date:
                stored[column] = FastPath.dateValue(date, databaseDateEncodingStrategy(for: column))
            default:
                continue
            }
        }
        return stored
    }

    /// The rows of a unique key: GRDB's `filter(key:)`, the values bound as stored.
    public static func filter(key: [String: (any DatabaseValueConvertible)?]?) -> QueryInterfaceRequest<Self> {
        all().filter(key: key)
    }

    /// The rows of unique keys: GRDB's `filter(keys:)`, the values bound as stored.
    public static func filter(keys: [[String: (any DatabaseValueConvertible)?]]) -> QueryInterfaceRequest<Self> {
        all().filter(keys: keys)
    }

    /// The row of a unique key, if any: GRDB's `fetchOne(_:key:)`, the values bound as stored.
    public static func fetchOne(_ db: Database, key: [String: (any DatabaseValueConvertible)?]?) throws -> Self? {
        guard let key else { return nil }
        return try filter(key: key).fetchOne(db)
    }

    /// The rows of unique keys: GRDB's `fetchAll(_:keys:)`, the values bound as stored.
    public static func fetchAll(_ db: Database, keys: [[String: (any DatabaseValueConvertible)?]]) throws -> [Self] {
        try filter(keys: keys).fetchAll(db)
    }

    /// The row of a unique key: GRDB's `find(_:key:)` (`RecordError.recordNotFound` when there is
    /// none), the values bound as stored.
    public static func find(_ db: Database, key: [String: (any DatabaseValueConvertible)?]) throws -> Self {
        guard let record = try fetchOne(db, key: key) else {
            throw recordNotFound(key: key)
        }
        return record
    }

    /// Whether a row of a unique key exists: GRDB's `exists(_:key:)`, the values bound as stored.
    public static func exists(_ db: Database, key: [String: (any DatabaseValueConvertible)?]) throws -> Bool {
        try filter(key: key).isEmpty(db) == false
    }

    /// Deletes the row of a unique key: GRDB's `deleteOne(_:key:)`, the values bound as stored.
    @discardableResult
    public static func deleteOne(_ db: Database, key: [String: (any DatabaseValueConvertible)?]) throws -> Bool {
        try filter(key: key).deleteAll(db) > 0
    }

    /// Deletes the rows of unique keys: GRDB's `deleteAll(_:keys:)`, the values bound as stored.
    @discardableResult
    public static func deleteAll(_ db: Database, keys: [[String: (any DatabaseValueConvertible)?]]) throws -> Int {
        try filter(keys: keys).deleteAll(db)
    }
}

extension QueryInterfaceRequest where RowDecoder: GeneratedRecord & EncodableRecord {
    /// GRDB's `filter(key:)`, the values bound as the record stores them.
    public func filter(key: [String: (any DatabaseValueConvertible)?]?) -> Self {
        guard let key else { return none() }
        return filter(keys: [key])
    }

    /// GRDB's `filter(keys:)`, the values bound as the record stores them.
    public func filter(keys: [[String: (any DatabaseValueConvertible)?]]) -> Self {
        FastPath.grdbFilter(self, keys: keys.map(RowDecoder.storedKey))
    }
}

extension FastPath {
    /// GRDB's `filter(keys:)`: in this function, `Request` is any GRDB request, so Swift calls
    /// GRDB's method, not the record's.
    @usableFromInline
    static func grdbFilter<Request: TableRequest & FilteredRequest & TypedRequest>(
        _ request: Request, keys: [[String: (any DatabaseValueConvertible)?]]
    ) -> Request {
        request.filter(keys: keys)
    }

    /// A date as the strategies of generated records store it: Unix time in seconds or
    /// milliseconds, or as GRDB stores a date.
    @usableFromInline
    static func dateValue(_ date: Date, _ strategy: DatabaseDateEncodingStrategy) -> DatabaseValue {
        switch strategy {
        case .secondsSince1970: UnixTime.seconds.databaseValue(date)
        case .millisecondsSince1970: UnixTime.milliseconds.databaseValue(date)
        default: date.databaseValue
        }
    }
}
