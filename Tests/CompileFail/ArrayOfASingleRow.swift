// expected-error: cannot convert value of type 'ItemStats?' to specified type '[ItemStats]'
// A single-row query is a SingleRowRequest: the store's fetch gives one optional row (issue 44).
import GRDBGenRuntime
import ItemsStore

func stats(_ store: AppDatabase) throws {
    let all: [ItemStats] = try store.fetch(ItemStats.stats())
    _ = all
}
