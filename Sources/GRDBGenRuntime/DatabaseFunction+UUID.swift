import Foundation
import GRDB

extension DatabaseFunction {
    /// `uuid()`: a new random UUID as lowercase text (`3f2504e0-4f89-41d3-9a0c-0305e82c3301`), as
    /// SQLiteData writes it, and as a `uuid` column stored as text holds it.
    ///
    /// The one SQL function GRDBGenRuntime gives every store, as GRDB gives `capitalize`:
    /// `openFile(atPath:)`, `inMemory()` and ``DatabaseStore/defaultConfiguration`` register it on
    /// every connection, so that a schema calls it without declaring it in `functions:`. A schema's
    /// own function of the same name (its `Functions`) is registered after it, and wins.
    ///
    /// ```sql
    /// id TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid())
    /// ```
    ///
    /// On a connection of your own, add it before opening the store:
    ///
    /// ```swift
    /// var configuration = Configuration()
    /// configuration.prepareDatabase { db in db.add(function: .uuid) }
    /// ```
    public static let uuid = DatabaseFunction("uuid", argumentCount: 0, pure: false) { _ in
        UUID().uuidString.lowercased()
    }
}
