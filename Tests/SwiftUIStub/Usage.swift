// A view's use of `Live`, as its documentation shows it, type-checked with GRDBGenRuntime against
// the SwiftUI stub (Scripts/check-swiftui-stub.sh). `body` returns the count instead of a view.
import GRDB
import SwiftUI

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
struct TitlesView {
    @Live var titles: [String]

    init(reader: any DatabaseReader) {
        _titles = Live {
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
