import GRDB

// Hand-written code beside the records the build plugin generates: the pending logins of a
// source, by title, as the app's review screen lists them.

extension ImportDatabase {
    /// The titles of the logins waiting for review from `source`, by title.
    public func pendingTitles(from source: String) throws -> [String] {
        try fetch(PendingLogin.pendingFrom(source: source)).map(\.title)
    }
}
