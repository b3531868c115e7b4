// expected-error: no exact matches in call to static method 'fetchOne'
// A record keyed by two columns is not Identifiable, though it has a property `id` (issue 51):
// GRDB's id APIs need a one-column key, and `Board.fetchOne(db, id: 1)` stopped the app on GRDB's
// precondition ("Fetching id requires a single-column primary key"). Its key dictionary finds it.
import FixtureRecords
import GRDB

func board(_ db: Database) throws -> Board? {
    try Board.fetchOne(db, id: 1)
}
