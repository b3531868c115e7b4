extension Expression {
    /// `uuid.uuidString.lowercased()` (`uuid?.uuidString.lowercased()` for an optional): the
    /// text a `uuid` column stored as text holds, in `encode(to:)` and in key lookups alike.
    static func uuidText(_ uuid: Expression, optional: Bool = false) -> Expression {
        Expression.member(optional ? .optionalChain(uuid) : uuid, "uuidString").invoking("lowercased")
    }
}

extension Expression {
    /// `UnixTime.seconds.databaseValue(date)`: the integer a `datetime` column with
    /// `representation: unixTime` holds, in `encode(to:)`, key lookups and query arguments alike.
    static func unixTimeValue(_ date: Expression, _ representation: ColumnRepresentation) -> Expression {
        unixTime(representation).invoking("databaseValue", [Argument(nil, date)])
    }

    /// `UnixTime.seconds` or `UnixTime.milliseconds`: the runtime's case for a representation.
    static func unixTime(_ representation: ColumnRepresentation) -> Expression {
        .member(.identifier("UnixTime"), representation.unixTimeUnit ?? "seconds")
    }
}
