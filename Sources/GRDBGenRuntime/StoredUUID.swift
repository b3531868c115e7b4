import Foundation
import GRDB

/// A UUID that binds itself as its column stores it: the Swift type of a `uuid` column whose
/// stored form is not GRDB's (GRDB binds a `UUID` as 16 bytes), and of every `uuid` key.
///
/// Because the value knows its stored form, every path GRDB offers binds it right, with nothing
/// of GRDB's re-declared: the record's `Columns`, GRDB's own `Column("x")`, a table alias, SQL
/// written by hand, key dictionaries, batch updates, and any library written on GRDB.
///
/// ```swift
/// let list = try RemindersList.find(db, id: id)                       // WHERE id = 'e621e1f8-…'
/// try Reminder.filter(Column("remindersListID") == list.id).fetchAll(db)
/// try Reminder.fetchAll(db, sql: "SELECT * FROM reminders WHERE remindersListID = ?", arguments: [list.id])
/// let uuid: UUID = list.id.uuid                                        // Foundation's UUID
/// ```
///
/// Reading is lenient, writing canonical: text in either case and 16 bytes all read as their
/// UUID, and the value is written back in the column's own form. ``LowercaseUUID`` and
/// ``UppercaseUUID`` are the values of columns that are not keys; ``RecordID`` is a record's key
/// (`Reminder.ID`), and the type of every foreign key to it. Values order as SQLite orders their
/// stored text or bytes.
public protocol StoredUUID: Hashable, Comparable, Codable, Sendable, DatabaseValueConvertible,
    StatementColumnConvertible,
    CustomStringConvertible
{
    /// The UUID.
    var uuid: UUID { get }

    /// The value of a UUID.
    init(_ uuid: UUID)

    /// The text the column stores for a UUID, or nil where it stores 16 bytes.
    static func storedText(_ uuid: UUID) -> String?
}

extension StoredUUID {
    /// A new random UUID (version 4), as `UUID()` makes.
    public init() { self.init(UUID()) }

    /// The same UUID in another form: a key where a column of no record's key type takes it
    /// (`LowercaseUUID(deck.id)`), or back.
    public init(_ value: some StoredUUID) { self.init(value.uuid) }

    /// The UUID of a text in either case (`"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"`); nil for other text.
    public init?(uuidString: String) {
        guard let uuid = UUID(uuidString: uuidString) else { return nil }
        self.init(uuid)
    }

    /// The UUID's upper-case text, as `UUID.uuidString` writes it.
    public var uuidString: String { uuid.uuidString }

    /// The value as its column stores it: its text, or 16 bytes.
    public var databaseValue: DatabaseValue {
        Self.storedText(uuid)?.databaseValue ?? uuid.databaseValue
    }

    /// The value of text in either case or of 16 bytes, as GRDB reads a `UUID`; nil otherwise.
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Self? {
        UUID.fromDatabaseValue(dbValue).map(Self.init)
    }

    /// The value of a statement's column, read as GRDB reads a `UUID` (text in either case, or 16 bytes).
    @inlinable
    public init?(sqliteStatement: SQLiteStatement, index: CInt) {
        guard let uuid = UUID(sqliteStatement: sqliteStatement, index: index) else { return nil }
        self.init(uuid)
    }

    /// Orders UUIDs as SQLite orders their stored text or bytes (the same order).
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.uuid.uuidString < rhs.uuid.uuidString }

    /// The text the column stores (`e621e1f8-…` for lowercase text), or `uuidString`.
    public var description: String { Self.storedText(uuid) ?? uuid.uuidString }

    /// Decodes a UUID (its text), as `UUID` decodes.
    public init(from decoder: any Decoder) throws { self.init(try UUID(from: decoder)) }

    /// Encodes the UUID (its text), as `UUID` encodes.
    public func encode(to encoder: any Encoder) throws { try uuid.encode(to: encoder) }
}

/// A UUID stored as lowercase text, `e621e1f8-c36c-495a-93fc-0c247a3e6e5f`: a `uuid` column's
/// default form, as SQLiteData and SQL's `uuid()` write it.
public struct LowercaseUUID: StoredUUID {
    /// The UUID.
    public var uuid: UUID

    /// The value of a UUID.
    public init(_ uuid: UUID) { self.uuid = uuid }

    /// The lowercase text of the UUID.
    public static func storedText(_ uuid: UUID) -> String? { uuid.uuidString.lowercased() }
}

/// A UUID stored as upper-case text, `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`, as `uuidString`
/// writes it (`representation: uppercaseText`).
public struct UppercaseUUID: StoredUUID {
    /// The UUID.
    public var uuid: UUID

    /// The value of a UUID.
    public init(_ uuid: UUID) { self.uuid = uuid }

    /// The upper-case text of the UUID.
    public static func storedText(_ uuid: UUID) -> String? { uuid.uuidString }
}

/// A UUID stored as 16 bytes (`representation: bytes`), as GRDB stores a `UUID`: the form of a
/// record's key (``RecordID``) over such a column. A column of this form that is not a key is a
/// plain `UUID`.
public struct UUIDBytes: StoredUUID {
    /// The UUID.
    public var uuid: UUID

    /// The value of a UUID.
    public init(_ uuid: UUID) { self.uuid = uuid }

    /// Nil: 16 bytes.
    public static func storedText(_ uuid: UUID) -> String? { nil }
}

/// The key of a record whose primary key is a `uuid` column (`Reminder.ID`), and the type of
/// every foreign key to it (`Reminder.remindersListID: RemindersList.ID`): one table's key cannot
/// be passed where another's is expected, and it binds as its column stores it (`Form`:
/// ``LowercaseUUID``, ``UppercaseUUID`` or ``UUIDBytes``).
///
/// ```swift
/// var list = RemindersList(id: RemindersList.ID(), title: "Groceries")   // a new random key
/// let reminder = Reminder(id: Reminder.ID(), remindersListID: list.id)
/// let uuid: UUID = reminder.id.uuid
/// ```
public struct RecordID<Record, Form: StoredUUID>: StoredUUID {
    /// The UUID.
    public var uuid: UUID

    /// The key of a UUID.
    public init(_ uuid: UUID) { self.uuid = uuid }

    /// The text of the key as `Form` stores it, or nil for 16 bytes.
    public static func storedText(_ uuid: UUID) -> String? { Form.storedText(uuid) }
}

extension RecordID: OtherCaseKey {
    /// The key's stored text in the other case (the store's lookup by id finds a row that holds
    /// it so); nil for 16 bytes.
    var otherCaseText: String? {
        Self.storedText(uuid).map { text in text == text.lowercased() ? text.uppercased() : text.lowercased() }
    }
}
