import Foundation
import GRDB

// Hand-written code beside the generated records, as in Examples/Bookshelf: the app's own opening
// of its file, a callback and a read, with GRDB from the app's own build (here the fork).

extension VaultDatabase {
    /// The configuration of the app's connections: GRDBGen's (foreign keys on, a busy timeout)
    /// and the PRAGMA an encrypted database runs first. A SQLCipher build runs
    /// `PRAGMA key = '…'` here; this example's GRDB has no SQLCipher, so it sets a cache size of
    /// its own, which SQLite has, and which the tests read back.
    public static func vaultConfiguration() -> Configuration {
        var configuration = defaultConfiguration
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA cache_size = -8000")
        }
        return configuration
    }

    /// The app's vault file, opened with its configuration and migrated.
    public static func openVault(atPath path: String) throws -> VaultDatabase {
        try openFile(atPath: path, configuration: vaultConfiguration())
    }

    /// The titles of a safe's favorite logins, by title.
    public func favoriteTitles(in safe: Safe.ID) throws -> [String] {
        try fetch(Login.loginsOfSafe(safe: safe, favorites: true)).map(\.title)
    }
}

// A persistence callback in an extension of the generated `Safe`: every insert runs it, as GRDB
// runs the callbacks of a hand-written record.
extension Safe {
    /// Trims the name before the safe is inserted, and sets its creation date as the generated
    /// record's own `willInsert` does (a record's `willInsert` replaces it, as in GRDB).
    public mutating func willInsert(_ db: Database) throws {
        name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        try initializeTimestamps(db)
    }
}
