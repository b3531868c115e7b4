@testable import GRDBGenCore
import XCTest

/// The record and association names that real table names give (issue 63): the singular of each
/// table is its record, and the plural of that record gives the table's word back, which names
/// its to-many associations (`artistAliases`).
final class InflectionTests: XCTestCase {
    /// Table names of real apps (Rails and GRDB apps, SQLiteData's Reminders, a music player), with
    /// the record each makes.
    static let tables: KeyValuePairs<String, String> = [
        "users": "User", "accounts": "Account", "sessions": "Session", "posts": "Post", "comments": "Comment",
        "categories": "Category", "tags": "Tag", "taggings": "Tagging", "products": "Product", "orders": "Order",
        "order_items": "OrderItem", "line_items": "LineItem", "invoices": "Invoice", "payments": "Payment",
        "addresses": "Address", "companies": "Company", "employees": "Employee", "people": "Person",
        "children": "Child", "messages": "Message", "conversations": "Conversation",
        "notifications": "Notification", "settings": "Setting", "preferences": "Preference", "devices": "Device",
        "photos": "Photo", "videos": "Video", "albums": "Album", "artists": "Artist",
        "artist_aliases": "ArtistAlias", "album_aliases": "AlbumAlias", "tracks": "Track", "playlists": "Playlist",
        "playlist_tracks": "PlaylistTrack", "genres": "Genre", "statuses": "Status", "buses": "Bus",
        "analyses": "Analysis", "indices": "Index", "boxes": "Box", "matches": "Match", "batches": "Batch",
        "branches": "Branch", "searches": "Search", "wishes": "Wish", "dishes": "Dish", "classes": "Class",
        "processes": "Process", "businesses": "Business", "quizzes": "Quiz", "movies": "Movie",
        "cookies": "Cookie", "stories": "Story", "histories": "History", "entries": "Entry",
        "activities": "Activity", "countries": "Country", "cities": "City", "days": "Day", "keys": "Key",
        "journeys": "Journey", "leaves": "Leaf", "shelves": "Shelf", "wolves": "Wolf", "knives": "Knife",
        "lives": "Life", "archives": "Archive", "drives": "Drive", "curves": "Curve", "heroes": "Hero",
        "shoes": "Shoe", "caches": "Cache", "niches": "Niche", "prices": "Price", "services": "Service",
        "notices": "Notice", "choices": "Choice", "responses": "Response", "courses": "Course",
        "houses": "House", "warehouses": "Warehouse", "cases": "Case", "databases": "Database",
        "purchases": "Purchase", "releases": "Release", "phases": "Phase", "licenses": "License",
        "expenses": "Expense", "lenses": "Lens", "criteria": "Criterion", "vertices": "Vertex",
        "matrices": "Matrix", "mice": "Mouse", "women": "Woman", "men": "Man", "feet": "Foot", "teeth": "Tooth",
        "geese": "Goose", "oxen": "Ox", "radii": "Radius", "series": "Series", "species": "Species",
        "news": "News", "data": "Data", "media": "Media", "metadata": "Metadata", "equipment": "Equipment",
        "reminders": "Reminder", "remindersLists": "RemindersList", "remindersListAssets": "RemindersListAsset",
        "reminderTags": "ReminderTag", "todo_items": "TodoItem", "sync_metadata": "SyncMetadata",
        "viruses": "Virus", "campuses": "Campus", "bonuses": "Bonus", "canvases": "Canvas", "atlases": "Atlas",
        "gases": "Gas", "axes": "Axis", "crises": "Crisis", "theses": "Thesis", "diagnoses": "Diagnosis",
        "hypotheses": "Hypothesis", "bookshelves": "Bookshelf", "chairwomen": "Chairwoman",
        "salespeople": "Salesperson", "grandchildren": "Grandchild", "zombies": "Zombie", "calories": "Calorie",
        "potatoes": "Potato", "echoes": "Echo", "tomatoes": "Tomato", "toes": "Toe", "olives": "Olive",
        "valves": "Valve", "files": "File", "profiles": "Profile", "schedules": "Schedule", "events": "Event",
        "attendees": "Attendee", "fees": "Fee", "references": "Reference", "sources": "Source",
        "resources": "Resource", "taxes": "Tax", "fixes": "Fix", "buzzes": "Buzz", "bushes": "Bush",
        "parties": "Party", "abuses": "Abuse", "menus": "Menu", "USERS": "USER", "Items": "Item",
        "ZFOLDERS": "ZFOLDER", "smart_playlists": "SmartPlaylist", "play_history": "PlayHistory",
    ]

    /// Tables named in the singular keep their word.
    static let singularTables = [
        "status", "address", "analysis", "person", "item", "alias", "bus", "index", "news", "corpus",
    ]

    func testEveryRealTableNameGivesItsRecordAndBack() {
        XCTAssertGreaterThanOrEqual(Self.tables.count, 100)
        for (table, record) in Self.tables {
            // (`Data`, `Process`… are then named apart, `DataRecord`: Foundation has them.)
            XCTAssertEqual(
                SchemaValidator.plainRecordName(forTable: table, isSearchTable: false), record, "table \(table)")
            let association = SwiftName.lowercasedFirst(Inflection.plural(record))
            // A singular table (`play_history`) gives its plural.
            let word = SwiftName.lowerCamelCase(table)
            if table != "play_history" {
                // (Case apart: `USERS` gives `USER`, whose association is `uSERS`.)
                XCTAssertEqual(
                    association.lowercased(), word.lowercased(), "the association of \(record), table \(table)")
            }
        }
        for table in Self.singularTables {
            XCTAssertEqual(Inflection.singular(table), table)
        }
    }

    /// Only the last word changes, in its own case; irregular endings of five letters or more end
    /// longer words, shorter ones are whole words only.
    func testTheLastWordInItsCase() {
        XCTAssertEqual(Inflection.singular("TRACK_ALIASES"), "TRACK_ALIAS")
        XCTAssertEqual(Inflection.plural("ArtistAlias"), "ArtistAliases")
        XCTAssertEqual(Inflection.plural("Analysis"), "Analyses")
        XCTAssertEqual(Inflection.plural("Human"), "Humans")
        XCTAssertEqual(Inflection.singular("specimens"), "specimen")
        XCTAssertEqual(Inflection.plural("Specimen"), "Specimens")
        XCTAssertEqual(Inflection.plural("Golf"), "Golfs")
        XCTAssertEqual(Inflection.plural("SalesPerson"), "SalesPeople")
        XCTAssertEqual(Inflection.plural("Personal"), "Personals")
        XCTAssertEqual(Inflection.singular("todo_items"), "todo_item")
    }

    /// A search table named for its SQLite module is named for what it indexes.
    func testASearchTableIsNamedForWhatItIndexes() {
        XCTAssertEqual(SchemaValidator.defaultRecordName(forTable: "tracks_fts", isSearchTable: true), "TrackSearch")
        XCTAssertEqual(SchemaValidator.defaultRecordName(forTable: "notesFTS5", isSearchTable: true), "NoteSearch")
        XCTAssertEqual(
            SchemaValidator.defaultRecordName(forTable: "reminderTexts", isSearchTable: true), "ReminderText")
        XCTAssertEqual(SchemaValidator.defaultRecordName(forTable: "gifts", isSearchTable: false), "Gift")
        XCTAssertEqual(SchemaValidator.defaultRecordName(forTable: "data"), "DataRecord")
    }
}
