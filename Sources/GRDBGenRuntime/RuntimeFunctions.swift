import Foundation
import GRDB

/// The SQL functions GRDBGenRuntime gives every store: `openFile(atPath:)`, `inMemory()` and
/// ``DatabaseStore/defaultConfiguration`` register them on every connection, so that a schema
/// calls them without declaring them in `functions:`. A schema's own function of the same name
/// (its `Functions`) is registered after them, and wins.
///
/// ```sql
/// id TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid())
/// ```
///
/// On a connection of your own, add them before opening the store:
///
/// ```swift
/// var configuration = Configuration()
/// configuration.prepareDatabase { db in RuntimeFunctions.all.forEach(db.add(function:)) }
/// ```
public enum RuntimeFunctions {
    /// `uuid()`: a new random UUID as lowercase text (`3f2504e0-4f89-41d3-9a0c-0305e82c3301`), as
    /// SQLiteData writes it, and as a `uuid` column stored as text holds it.
    public static let uuid = DatabaseFunction("uuid", argumentCount: 0, pure: false) { _ in
        UUID().uuidString.lowercased()
    }

    /// Every function GRDBGenRuntime gives.
    public static let all = [uuid]
}
