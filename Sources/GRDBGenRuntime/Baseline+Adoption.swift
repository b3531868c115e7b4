import GRDB
import GRDBGenAdoption

/// The adoption of files by a baseline (GRDBGenAdoption's `Adoption`), its refusal thrown as
/// ``StoreError/baselineMismatch(differences:)``.
extension Baseline: AdoptingBaseline {
    /// The adoption of a file by this baseline.
    package var adoption: Adoption {
        Adoption(migration: migration, replaces: replaces, untyped: untyped, addedLater: addedLater, dropped: dropped)
    }

    func isAdoptionCandidate(tables: [String], applied: Set<String>, migrator: DatabaseMigrator) -> Bool {
        adoption.isCandidate(tables: tables, applied: applied, migrator: migrator)
    }

    func adoptFile(
        _ writer: any DatabaseWriter, migrator: DatabaseMigrator, tables: (Database) throws -> [String]
    ) throws {
        try refused {
            try writer.writeWithoutTransaction { db in
                try adoption.adopt(db, migrator: migrator) { db in
                    isAdoptionCandidate(
                        tables: try tables(db), applied: try migrator.appliedIdentifiers(db), migrator: migrator)
                }
            }
        }
    }

    func checkFile(_ reader: any DatabaseReader, migrator: DatabaseMigrator) throws {
        try refused { try reader.read { db in try adoption.check(db, migrator: migrator) } }
    }

    /// The adoption's refusal as the store's error.
    private func refused(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let refusal as Adoption.Refusal {
            throw StoreError.baselineMismatch(differences: refusal.differences)
        }
    }
}
