// Views over the records of a schema without any `swift:` option (Tests/SwiftUIStub/Plain), as an
// app writes them (issue 45): a live value of `Item.all()`, and a live request whose ordering the
// view changes. Type-checked against the SwiftUI stub by Scripts/check-swiftui-stub.sh.
import GRDB
import GRDBGenRuntime
import SwiftUI

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
struct ItemsView: View {
    @LiveState var items: [Item]

    init(store: AppDatabase) {
        _items = LiveState { store.live(Item.all()) }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
struct SortedItemsView: View {
    let store: AppDatabase
    @State var ordering: Item.Ordering = .name
    @LiveState var items: [Item]

    init(store: AppDatabase) {
        self.store = store
        _items = LiveState { store.live(Item.stocked(inStock: true)) }
    }

    /// The picker's choice: the same request, another case of `Item.Ordering`.
    func sort(by ordering: Item.Ordering) {
        self.ordering = ordering
        $items.load(Item.stocked(inStock: true, orderedBy: ordering))
    }

    /// An ordering is a value SwiftUI compares: the view's task runs again when it changes.
    var body: some View {
        task(id: ordering) {}
    }
}
