import GRDB

/// An app's own value type, stored as integer cents: the `budget` column of the representations
/// fixture declares it with `swift: { type: Money, convertible: true }`.
public struct Money: DatabaseValueConvertible, Hashable, Sendable {
    public var cents: Int

    public init(cents: Int) {
        self.cents = cents
    }

    public var databaseValue: DatabaseValue { cents.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Money? {
        Int.fromDatabaseValue(dbValue).map(Money.init(cents:))
    }
}
