import Foundation
import GRDB

// Hand-written code beside the generated records: an extension of the generated `Book`.
extension BookshelfDatabase {
    /// The books of a shelf, by title.
    public func books(onShelf shelfID: Int64) throws -> [Book] {
        try writer.read { db in
            try Book.all()
                .filter(Book.Columns.shelfId == shelfID)
                .ordered(by: .title)
                .fetchAll(db)
        }
    }

    /// The total reading time of a book, in minutes.
    public func minutesRead(bookID: Int64) throws -> Int {
        try writer.read { db in
            let total = try ReadingSession
                .filter(ReadingSession.Columns.bookId == bookID)
                .select(sum(ReadingSession.Columns.minutes), as: Int.self)
                .fetchOne(db)
            return total ?? 0
        }
    }
}

// A persistence callback in an extension of the generated `Shelf`: every insert and save runs it,
// as GRDB runs the callbacks of a hand-written record.
extension Shelf {
    /// Trims the name before the shelf is inserted.
    public mutating func willInsert(_ db: Database) throws {
        name = name.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
