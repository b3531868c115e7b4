import GRDB

/// A generated record whose UUIDs are all stored as lowercase text (`uuid` columns, as SQLiteData
/// and `uuid()` write them): GRDB's id APIs (`find(_:id:)`, `filter(id:)`, `deleteOne(_:id:)`…)
/// then look them up as they are stored, not as GRDB's default 16 bytes.
///
/// ```swift
/// let list = try RemindersList.find(db, id: id)   // WHERE id = '3f2504e0-4f89-11d3-9a0c-0305e82c3301'
/// ```
public protocol UUIDTextRecord: EncodableRecord {}

extension UUIDTextRecord {
    /// Lowercase text, as the record stores its UUIDs.
    public static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy {
        .lowercaseString
    }
}
