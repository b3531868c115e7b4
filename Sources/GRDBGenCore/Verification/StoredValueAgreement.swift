/// How a column's values are read and written, which SQLite cannot see: two columns SQLite finds
/// alike (both `TEXT`, say) may hold a `uuid` or a `text`, seconds or milliseconds, the values of
/// an enum without a CHECK. The records read what `tables:` say, the values are what the
/// migrations (and their data conversions) wrote: they must agree too.
///
/// ``TableAgreement`` asks it of the columns SQLite finds alike, with the Swift fold of the
/// migrations: the one thing the fold decides rather than SQLite.
enum StoredValueAgreement {
    /// The differences, in words, between the values of a column of `tables:` and of the same
    /// column after the migrations.
    static func differences(declared: ColumnShape, migrated: ColumnShape) -> [String] {
        var result: [String] = []
        let alike = " (alike to SQLite, read otherwise by the record)"
        if declared.type != migrated.type {
            result.append(
                "tables: say type `\(declared.type.rawValue)`, the migrations give type `\(migrated.type.rawValue)`"
                    + alike)
        }
        func differ<T: Equatable>(_ a: T?, _ b: T?, _ what: String, _ show: (T) -> String) {
            if a != b {
                result.append(
                    "tables: say \(a.map(show) ?? "no \(what)"), the migrations say \(b.map(show) ?? "no \(what)")"
                        + alike)
            }
        }
        differ(declared.representation, migrated.representation, "representation") { "representation \($0.rawValue)" }
        differ(declared.enumValues, migrated.enumValues, "values") { "values [\($0.joined(separator: ", "))]" }
        differ(declared.enumCodes, migrated.enumCodes, "stored integers") {
            "integers [\($0.map(String.init).joined(separator: ", "))]"
        }
        return result
    }

    /// How to make `tables:` and the migrations agree on a column that `migration` defines: the
    /// step's type follows `tables:`. SQLite finds the two alike, so the SQL the step runs, and the
    /// files it makes, stay the same; but a locked migration keeps its steps and checksum (the
    /// lock's promise), so the fix says how to unlock it, and when that is safe.
    static func fix(migration: String, stepsInLock: Set<String>) -> String {
        if stepsInLock.contains(migration) {
            return "the baseline `\(migration)` keeps its steps in the lock, as they were when it was locked: run "
                + "`grdbgen lock --unlock \(migration)` and then `grdbgen generate`, which locks them again as "
                + "tables: say; SQLite sees the two types alike, so the files the baseline makes and adopts do not "
                + "change (or write in tables: what the migrations give)"
        }
        return "write in the step of migration `\(migration)` that defines the column what tables: say; if that "
            + "migration is locked, `grdbgen lock --unlock \(migration)` first, only if no released file has run it (or "
            + "write in tables: what the migrations give)"
    }
}
