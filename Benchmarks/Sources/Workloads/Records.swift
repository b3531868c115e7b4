import Foundation
import GRDB

// The same tables, written by hand the two usual GRDB ways.

/// `wide` as a Codable record: GRDB derives everything from `Codable`.
public struct WideCodable: Codable, FetchableRecord, MutablePersistableRecord, Sendable {
    public static let databaseTableName = "wide"
    public var id: Int64?
    public var c1, c2, c3, c4, c5, c6, c7, c8, c9: Int

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// `wide` as a hand-optimized record: `init(row:)` by index and an explicit `encode(to:)`.
public struct WideHand: FetchableRecord, MutablePersistableRecord, Sendable {
    public static let databaseTableName = "wide"
    public static var databaseSelection: [any SQLSelectable] {
        [Column("id"), Column("c1"), Column("c2"), Column("c3"), Column("c4"), Column("c5"), Column("c6"), Column("c7"), Column("c8"), Column("c9")]
    }
    public var id: Int64?
    public var c1, c2, c3, c4, c5, c6, c7, c8, c9: Int

    public init(id: Int64?, c1: Int, c2: Int, c3: Int, c4: Int, c5: Int, c6: Int, c7: Int, c8: Int, c9: Int) {
        (self.id, self.c1, self.c2, self.c3, self.c4, self.c5, self.c6, self.c7, self.c8, self.c9) = (id, c1, c2, c3, c4, c5, c6, c7, c8, c9)
    }

    public init(row: Row) throws {
        id = row[0]; c1 = row[1]; c2 = row[2]; c3 = row[3]; c4 = row[4]
        c5 = row[5]; c6 = row[6]; c7 = row[7]; c8 = row[8]; c9 = row[9]
    }

    public func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id; container["c1"] = c1; container["c2"] = c2; container["c3"] = c3; container["c4"] = c4
        container["c5"] = c5; container["c6"] = c6; container["c7"] = c7; container["c8"] = c8; container["c9"] = c9
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// `mixed` as a Codable record.
public struct MixedCodable: Codable, FetchableRecord, MutablePersistableRecord, Sendable {
    public static let databaseTableName = "mixed"
    public var id: Int64?
    public var name: String
    public var note: String?
    public var score: Double
    public var flag: Bool
    public var createdAt: Date

    enum CodingKeys: String, CodingKey {
        case id, name, note, score, flag, createdAt = "created_at"
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// `mixed` as a hand-optimized record.
public struct MixedHand: FetchableRecord, MutablePersistableRecord, Sendable {
    public static let databaseTableName = "mixed"
    public static var databaseSelection: [any SQLSelectable] {
        [Column("id"), Column("name"), Column("note"), Column("score"), Column("flag"), Column("created_at")]
    }
    public var id: Int64?
    public var name: String
    public var note: String?
    public var score: Double
    public var flag: Bool
    public var createdAt: Date

    public init(id: Int64?, name: String, note: String?, score: Double, flag: Bool, createdAt: Date) {
        (self.id, self.name, self.note, self.score, self.flag, self.createdAt) = (id, name, note, score, flag, createdAt)
    }

    public init(row: Row) throws {
        id = row[0]; name = row[1]; note = row[2]; score = row[3]; flag = row[4]; createdAt = row[5]
    }

    public func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id; container["name"] = name; container["note"] = note
        container["score"] = score; container["flag"] = flag; container["created_at"] = createdAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// Plain values for the raw C API.
public struct WideValues: Sendable {
    public var id: Int64
    public var c: (Int, Int, Int, Int, Int, Int, Int, Int, Int)
}

public struct MixedValues: Sendable {
    public var id: Int64
    public var name: String
    public var note: String?
    public var score: Double
    public var flag: Bool
    public var createdAt: Date
}

/// A row of the join-and-aggregate query, read by the raw C API.
struct OwnerTotalsValues {
    var id: Int64
    var name: String
    var entries: Int
    var total: Double?
}

/// A row of the join-and-aggregate query as a Codable record.
public struct OwnerTotalsCodable: Codable, FetchableRecord, Sendable {
    public var id: Int64
    public var name: String
    public var entries: Int
    public var total: Double?
}

/// A row of the join-and-aggregate query, read by index.
public struct OwnerTotalsHand: FetchableRecord, Sendable {
    public var id: Int64
    public var name: String
    public var entries: Int
    public var total: Double?

    public init(row: Row) throws {
        id = row[0]; name = row[1]; entries = row[2]; total = row[3]
    }
}
