import Foundation
import GRDB

/// A store whose schema stores UUIDs as text (generated for it), and the UUIDs stored in the other
/// case than their column's: an id from a server, an older version's `uuidString` in a lowercase
/// column. Every fetch reads them as their UUID (``StoredUUID``), and the store's
/// `fetchOne(_:id:)` finds such a record by its id; but SQL compares text as written, so GRDB's
/// own `find(db, id:)`, a filter or a join on such a value misses them. The store counts them, and
/// one line rewrites them in their column's case:
///
/// ```swift
/// let found = try store.uuidsInTheOtherCase()   // ["reminders.remindersListID": 3]; [:] when none
/// if !found.isEmpty { try store.rewriteUUIDsInTheirColumnsCase() }
/// ```
public protocol UUIDTextStore: DatabaseStore {
    /// The columns that store UUIDs as text, by table, each with its value's type (whose
    /// ``StoredUUID/storedText(_:)`` gives the column's case).
    static var uuidTextColumns: [String: [String: any StoredUUID.Type]] { get }
}

extension UUIDTextStore {
    /// Each column of ``uuidTextColumns``, in order: its name `table.column`, its quoted table, the
    /// assignment of its case, and the condition of a UUID in the other case (its `GLOB` pattern bound).
    private static var uuidTextSQL: [(name: String, table: String, assignment: String, condition: String)] {
        uuidTextColumns.sorted { $0.key < $1.key }.flatMap { table, columns in
            columns.sorted { $0.key < $1.key }.map { column, form in
                let name = RecordLayout.quoted(column), text = form.storedText(uuidSample)
                let canonical = "\(text == text?.uppercased() ? "upper" : "lower")(\(name))"
                return (
                    "\(table).\(column)", RecordLayout.quoted(table), "\(name) = \(canonical)",
                    "typeof(\(name)) = 'text' AND \(name) <> \(canonical) AND \(name) GLOB ?"
                )
            }
        }
    }

    /// The number of rows that hold a UUID in the other case, by `table.column` of ``uuidTextColumns``
    /// (columns without any are left out): a read of each column.
    public func uuidsInTheOtherCase() throws -> [String: Int] {
        try writer.read { db in
            try Self.uuidTextSQL.reduce(into: [:]) { found, column in
                let sql = "SELECT count(*) FROM \(column.table) WHERE \(column.condition)"
                let count = try Int.fetchOne(db, sql: sql, arguments: [uuidPattern]) ?? 0
                if count > 0 { found[column.name] = count }
            }
        }
    }

    /// Rewrites every UUID of ``uuidTextColumns`` stored in the other case in its column's case, in
    /// one transaction whose foreign keys are checked at its end (a key and the keys that refer to
    /// it change together). Text that is not a UUID is left as it is; two rows whose keys differ
    /// only by case stop the repair (`UPDATE OR ABORT`), and nothing changes.
    ///
    /// - returns: The number of values rewritten.
    @discardableResult
    public func rewriteUUIDsInTheirColumnsCase() throws -> Int {
        try writer.write { db in
            try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
            return try Self.uuidTextSQL.reduce(0) { total, column in
                let sql = "UPDATE OR ABORT \(column.table) SET \(column.assignment) WHERE \(column.condition)"
                try db.execute(sql: sql, arguments: [uuidPattern])
                return total + db.changesCount
            }
        }
    }
}

/// A UUID with letters, whose stored text tells a column's case.
private let uuidSample = UUID(
    uuid: (0xE6, 0x21, 0xE1, 0xF8, 0xC3, 0x6C, 0x49, 0x5A, 0x93, 0xFC, 0x0C, 0x24, 0x7A, 0x3E, 0x6E, 0x5F))

/// The `GLOB` pattern of a UUID's text, in either case.
private let uuidPattern = [8, 4, 4, 4, 12].map { String(repeating: "[0-9A-Fa-f]", count: $0) }.joined(separator: "-")
