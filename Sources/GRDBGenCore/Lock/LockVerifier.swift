import Foundation

/// Checks the migrations of schema.yaml against `schema.lock`: locked migrations stay as they
/// were, where they were.
public enum LockVerifier {
    /// Reports every locked migration that changed, disappeared, was renamed or moved.
    public static func check(_ migrations: [Migration], against lock: LockFile, migrationsLocation: SourceLocation, diagnostics: DiagnosticCollector) {
        let lockName = (lock.path as NSString).lastPathComponent
        for (position, entry) in lock.entries.enumerated() {
            let lockAt = "\(lockName) line \(entry.line)"
            guard position < migrations.count else {
                diagnostics.error(
                    "migration `\(entry.id)` is locked (\(lockAt)) but is no longer in the schema; locked migrations may not be removed",
                    at: migrations.last?.location ?? migrationsLocation)
                continue
            }
            let migration = migrations[position]
            if migration.id.value == entry.id {
                if MigrationFingerprint.checksum(of: migration) != entry.checksum {
                    diagnostics.error(
                        "migration `\(entry.id)` changed after it was locked (\(lockAt)); add a new migration instead, or `grdbgen lock --unlock \(entry.id)` if it was never released",
                        at: migration.id.location)
                }
            } else if let other = migrations.firstIndex(where: { $0.id.value == entry.id }) {
                diagnostics.error(
                    "migration `\(entry.id)` is locked as migration #\(position + 1) (\(lockAt)) but is now #\(other + 1); locked migrations may not move, and new ones go at the end",
                    at: migrations[other].id.location)
            } else if lock.entries.contains(where: { $0.id == migration.id.value }) {
                continue  // Reported as a move when its own entry is checked.
            } else if MigrationFingerprint.checksum(of: migration) == entry.checksum {
                diagnostics.error(
                    "migration `\(migration.id.value)` is locked as `\(entry.id)` (\(lockAt)); locked migrations may not be renamed",
                    at: migration.id.location)
            } else {
                diagnostics.error(
                    "migration `\(entry.id)` is locked as migration #\(position + 1) (\(lockAt)) but is no longer in the schema; locked migrations may not be removed, and new ones go at the end",
                    at: migration.id.location)
            }
        }
    }
}
