// A view's use of `LiveState`, as its documentation shows it, type-checked with GRDBGenRuntime against
// the SwiftUI stub (Scripts/check-swiftui-stub.sh). `body` returns the count instead of a view.
import GRDB
import SwiftUI

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
struct TitlesView {
    @LiveState var titles: [String]

    init(reader: any DatabaseReader) {
        _titles = LiveState {
            LiveValue([], in: reader) { db in try String.fetchAll(db, sql: "SELECT title FROM note") }
        }
    }

    var body: Int {
        if let error = $titles.error { return "\(error)".count }
        return $titles.isLoaded ? titles.count : 0
    }

    func showDone(reader: any DatabaseReader) {
        $titles.load { db in try String.fetchAll(db, sql: "SELECT title FROM note WHERE done") }
    }
}

/// A store as a schema generates it: the stub needs its connection and migrator only.
struct NotesStore: DatabaseStore {
    static var migrator: DatabaseMigrator { DatabaseMigrator() }
    let writer: any DatabaseWriter
    init(_ writer: any DatabaseWriter) throws { self.writer = writer }

    /// A query of `queries:`, as a generated record file declares it: a request value.
    static func titles(done: Bool) -> QueryRequest<String> {
        QueryRequest(
            sql: "SELECT title FROM note WHERE done = ?", arguments: [done.databaseValue],
            decode: { row in try row.decode(String.self, at: 0) })
    }
}

/// `@LiveState` of a query request: the store's `live(_:)`, and `load(_:)` of the request with another
/// parameter.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
struct DoneTitlesView {
    @LiveState var titles: [String]

    init(store: NotesStore) {
        _titles = LiveState { store.live(NotesStore.titles(done: true)) }
    }

    var body: Int { $titles.isLoaded ? titles.count : 0 }

    func showUndone() {
        $titles.load(NotesStore.titles(done: false))
    }
}

/// A request as a value (issue 44): the identity of a view's task, and the property of an
/// `Equatable` request type as GRDBQuery's `@Query` asks for.
struct UndoneTitlesView: View {
    let store: NotesStore
    var done: Bool

    var body: some View {
        task(id: NotesStore.titles(done: done)) {}
    }
}

/// A GRDBQuery-style request: `Equatable` because its request is.
struct TitlesQuery: Equatable {
    var request: QueryRequest<String>
    var statement: WriteRequest<Int>
}

/// A row that is not `Equatable`, as the records of a schema without `hashable: true` are: a live
/// value of it compiles (issue 45).
struct NoteRow: Sendable {
    var title: String
}

extension NotesStore {
    static func notes() -> QueryRequest<NoteRow> {
        QueryRequest(
            sql: "SELECT title FROM note", decode: { row in NoteRow(title: try row.decode(String.self, at: 0)) })
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
struct NotesView {
    @LiveState var notes: [NoteRow]

    init(store: NotesStore) {
        _notes = LiveState { store.live(NotesStore.notes()) }
    }

    var body: Int { $notes.isLoaded ? notes.count : 0 }
}
