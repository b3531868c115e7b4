import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The one-to-one fixture (Tests/Fixtures/Schemas/one-to-one.yaml): a foreign key that is the
/// primary key, and a unique one, give the parent `hasOne`, an optional child, against SQLite.
final class OneToOneTests: XCTestCase {
    var store: OneToOneDatabase!

    override func setUpWithError() throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        store = try OneToOneDatabase(DatabaseQueue(configuration: configuration))
    }

    func testAForeignKeyThatIsThePrimaryKeyGivesOneOptionalChild() throws {
        var groceries = Shelf(title: "Groceries")
        var work = Shelf(title: "Work")
        try store.insert(&groceries)
        try store.insert(&work)
        let cover = Data([1, 2, 3])
        try store.insert(ShelfCover(shelfID: groceries.id!, coverImage: cover))

        let withAsset = try XCTUnwrap(store.fetchOne(Shelf.filter(id: groceries.id!).withShelfCover()))
        XCTAssertEqual(withAsset.shelf, groceries)
        XCTAssertEqual(withAsset.shelfCover?.coverImage, cover)
        // A list without an asset: the child is nil, the list is still there.
        let without = try XCTUnwrap(store.fetchOne(Shelf.filter(id: work.id!).withShelfCover()))
        XCTAssertNil(without.shelfCover)
        XCTAssertEqual(
            try store.fetch(Shelf.all().withShelfCover()).map { $0.shelfCover != nil }, [true, false])
        // GRDB's request of the association, and the one the other side has.
        try store.writer.read { db in
            XCTAssertEqual(try groceries.shelfCover.fetchOne(db)?.coverImage, cover)
            let asset = try XCTUnwrap(try ShelfCover.fetchOne(db, key: groceries.id!))
            XCTAssertEqual(try asset.shelf.fetchOne(db), groceries)
        }
        // The parent's delete cascades to its one child.
        try store.delete(Shelf.self, ids: [groceries.id!])
        XCTAssertEqual(try store.writer.read { try ShelfCover.fetchCount($0) }, 0)
    }

    func testAUniqueForeignKeyGivesOneOptionalChildUnderItsName() throws {
        var ada = User(name: "Ada")
        try store.insert(&ada)
        var profile = Profile(userId: ada.id!, bio: "Analyst")
        try store.insert(&profile)
        XCTAssertEqual(try store.fetchOne(User.filter(id: ada.id!).withCard())?.card, profile)
        // SQLite keeps it one: a second profile of the same user is refused.
        var second = Profile(userId: ada.id!)
        XCTAssertThrowsError(try store.insert(&second)) { error in
            XCTAssertEqual((error as? DatabaseError)?.extendedResultCode, .SQLITE_CONSTRAINT_UNIQUE)
        }
    }
}
