// expected-error: requires that 'GroupedRequest<ListsWithRemindersRow>' conform to 'FetchRequest'
// A query with `group:` is a GroupedRequest, not a GRDB FetchRequest: GRDB's generic fetches would
// decode its rows unmerged, another answer than the request's own (issue 44).
import FixtureRecords
import GRDB
import GRDBGenRuntime

func lists(_ db: Database) throws -> [ListsWithRemindersRow] {
    try ListsWithRemindersRow.fetchAll(db, ListsWithRemindersRow.listsWithReminders())
}
