import Foundation

/// Checks the migrations of schema.yaml against `schema.lock`: locked migrations stay as they
/// were, where they were.
public enum LockVerifier {
    /// The migrations, each locked one read as it was locked, so that a locked migration makes
    /// the same database it made when it shipped: a `createSearchIndex` step locked before
    /// GRDBGen kept search indexes in sync with its own triggers meant GRDB's
    /// (``SearchSynchronization/grdb``), and `notNull: false` on a key meant nothing. The lock
    /// tells: such a migration's checksum is the checksum of its steps read as they were then
    /// (``Migration/asReadBefore``), not as they are read now.
    public static func reading(_ migrations: [Migration], as lock: LockFile) -> [Migration] {
        var migrations = migrations
        for (position, entry) in lock.entries.enumerated() where position < migrations.count {
            let migration = migrations[position]
            guard migration.id.value == entry.id, MigrationFingerprint.checksum(of: migration) != entry.checksum else {
                continue
            }
            let earlier = migration.asReadBefore
            if MigrationFingerprint.checksum(of: earlier) == entry.checksum {
                migrations[position] = earlier
            }
        }
        return migrations
    }

    /// Reports every locked migration that changed, disappeared, was renamed or moved.
    public static func check(
        _ migrations: [Migration], against lock: LockFile, migrationsLocation: SourceLocation,
        diagnostics: DiagnosticCollector
    ) {
        for (position, entry) in lock.entries.enumerated() {
            // The entry of the lock file, as a note linked to the error (none for an entry that
            // was never written to a file).
            func error(_ message: String, at location: SourceLocation) {
                if entry.line > 0 {
                    diagnostics.error(
                        message, at: location,
                        note: "`\(entry.id)` is locked here",
                        at: SourceLocation(file: lock.path, line: entry.line, column: 1))
                } else {
                    diagnostics.error(message, at: location)
                }
            }
            guard position < migrations.count else {
                error(
                    "migration `\(entry.id)` is locked but is no longer in the schema; locked migrations may "
                        + "not be removed",
                    at: migrations.last?.location ?? migrationsLocation)
                continue
            }
            let migration = migrations[position]
            if migration.id.value == entry.id {
                if MigrationFingerprint.checksum(of: migration) != entry.checksum {
                    error(
                        "migration `\(entry.id)` changed after it was locked; add a new migration instead, or "
                            + "`grdbgen lock --unlock \(entry.id)` if it was never released",
                        at: migration.id.location)
                }
            } else if let other = migrations.firstIndex(where: { $0.id.value == entry.id }) {
                error(
                    "migration `\(entry.id)` is locked as migration #\(position + 1) but is now #\(other + 1); "
                        + "locked migrations may not move, and new ones go at the end",
                    at: migrations[other].id.location)
            } else if lock.entries.contains(where: { $0.id == migration.id.value }) {
                continue  // Reported as a move when its own entry is checked.
            } else if MigrationFingerprint.checksum(of: migration) == entry.checksum {
                error(
                    "migration `\(migration.id.value)` is locked as `\(entry.id)`; locked migrations may not be "
                        + "renamed",
                    at: migration.id.location)
            } else {
                error(
                    "migration `\(entry.id)` is locked as migration #\(position + 1) but is no longer in the "
                        + "schema; locked migrations may not be removed, and new ones go at the end",
                    at: migration.id.location)
            }
        }
    }
}
