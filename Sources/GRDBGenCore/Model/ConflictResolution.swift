/// What SQLite does when a constraint fails (`ON CONFLICT …` of a column's NOT NULL or UNIQUE,
/// GRDB's `Database.ConflictResolution`): written `notNull: { onConflict: replace }`.
///
/// `NOT NULL ON CONFLICT REPLACE DEFAULT ''`: an insert or update that writes NULL stores the
/// column's default instead.
public enum ConflictResolution: String, Hashable, Sendable, CaseIterable {
    case rollback, abort, fail, ignore, replace
}
