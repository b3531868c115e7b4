// expected-error: instance method 'fetch' requires that 'WriteRequest<[Deck.ID]>'
// A write with RETURNING is a WriteRequest: the store's reads (a read-only transaction) do not
// take it; `store.execute(_:)` runs it in a write (issue 44).
import FixtureRecords
import Foundation
import GRDBGenRuntime

func retitle(_ store: DeckDatabase) throws -> [UUID] {
    try store.fetch(Deck.retitleDecks(title: "Spanish"))
}
