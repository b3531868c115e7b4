import GRDBGenSyntax

/// How a property's value is stored and read, decided in one place for every renderer: UUIDs as
/// text or bytes, dates as GRDB's text or as Unix time, JSON, and the rest as GRDB stores them.
enum StoredValue {
    /// The value `encode(to:)` stores for a property, converting what GRDB would not store as the
    /// schema says, and storing dates as GRDB does, without a `DateFormatter` (`DateText`).
    static func encoded(_ property: PropertyModel, _ value: Expression) -> Expression {
        switch property.storage {
        case .uuidText: .uuidText(value, optional: property.isOptional)
        case .uuidUppercaseText: .uuidText(value, optional: property.isOptional, uppercase: true)
        case .json: .tryExpression(RuntimeName.jsonColumn.identifier.invoking("encode", [Argument(nil, value)]))
        case .unixTime(let representation): .unixTimeValue(value, representation)
        case .dateText: RuntimeName.dateText.identifier.invoking("databaseValue", [Argument(nil, value)])
        case .grdb, .uuidBytes: value
        }
    }

    /// The `DatabaseValue` a query binds for a parameter: ``encoded(_:_:)``, then its
    /// `databaseValue` (`DateText.databaseValue(_:)` and `UnixTime`'s already are one). An
    /// optional UUID's text is an optional chain, closed by parentheses before `databaseValue`
    /// (`(id?.uuidString.lowercased()).databaseValue`: NULL for nil).
    static func argument(_ parameter: PropertyModel, _ value: Expression) -> Expression {
        let encoded = encoded(parameter, value)
        switch parameter.storage {
        case .dateText, .unixTime: return encoded
        case .uuidText where parameter.isOptional, .uuidUppercaseText where parameter.isOptional:
            return .member(.parenthesized(encoded), "databaseValue")
        case .grdb, .uuidText, .uuidUppercaseText, .uuidBytes, .json: return .member(encoded, "databaseValue")
        }
    }

    /// The column of a property in its record's `Columns`, and its type when the value does not
    /// tell it: GRDB's `Column("x")`, or, where GRDB would bind the Swift value otherwise than the
    /// column stores it, GRDBGenRuntime's `StoredColumn` (`.uuidText("listID")`,
    /// `.unixTime("dueAt", .seconds)`, `StoredColumn<[String]>.json("tags")`), whose comparisons with a
    /// value bind it as stored.
    static func column(_ property: PropertyModel) -> (value: Expression, type: TypeReference?) {
        let name = Argument(nil, .string(property.columnName))
        switch property.storage {
        case .uuidText:
            return (RuntimeName.storedColumn.identifier.invoking("uuidText", [name]), nil)
        case .uuidUppercaseText:
            return (RuntimeName.storedColumn.identifier.invoking("uppercaseUUIDText", [name]), nil)
        case .unixTime(let representation):
            let unit = Argument(nil, .implicitMember(representation.unixTimeUnit ?? "seconds"))
            return (RuntimeName.storedColumn.identifier.invoking("unixTime", [name, unit]), nil)
        case .json:
            return (
                .call(.implicitMember("json"), [name], trailing: nil),
                .generic(RuntimeName.storedColumn.name, [property.valueType])
            )
        case .grdb, .uuidBytes, .dateText:
            return (.call(.identifier("Column"), [name], trailing: nil), nil)
        }
    }

    /// `row.decode(String.self, at: 1)` and its variants: a column read by index, in
    /// `init(rowReader:)`, from the reader named `reader`.
    ///
    /// A property that is not optional over a column that accepts NULL is read as an optional and
    /// required: `row.required(row.decodeIfPresent(String.self, at: 1), at: 1, table: "account")`,
    /// whose NULL throws `NullValueError` (table, column, row).
    static func decodedByIndex(_ property: PropertyModel, at index: Int, reader: String = "row") -> Expression {
        let suffix = property.isOptional || property.isRequiredOverNull ? "IfPresent" : ""
        let function = property.storage == .json ? "decodeJSON" + suffix : "decode" + suffix
        var arguments = [Argument(nil, .metatype(property.valueType)), Argument("at", .integer(index))]
        if case .unixTime(let representation) = property.storage {
            arguments.append(Argument("unixTime", .implicitMember(representation.unixTimeUnit ?? "seconds")))
        }
        // Text in the other case is refused where it is read: no lookup of its id would find it.
        if property.storage == .uuidText || property.storage == .uuidUppercaseText {
            let strategy = property.storage == .uuidText ? "lowercaseString" : "uppercaseString"
            arguments.append(Argument("text", .implicitMember(strategy)))
        }
        let decoded = Expression.identifier(reader).invoking(function, arguments)
        guard property.isRequiredOverNull, !property.isOptional else { return decoded }
        return .identifier(reader).invoking(
            "required",
            [
                Argument(nil, decoded), Argument("at", .integer(index)),
                Argument("table", .member(.identifier("Self"), "databaseTableName")),
            ])
    }
}

extension Expression {
    /// `uuid.uuidString.lowercased()` (`uuid?.uuidString.lowercased()` for an optional), or
    /// `uuid.uuidString` (`representation: uppercaseText`): the text a `uuid` column stored as text
    /// holds, in `encode(to:)` and in key lookups alike.
    static func uuidText(_ uuid: Expression, optional: Bool = false, uppercase: Bool = false) -> Expression {
        let text = Expression.member(optional ? .optionalChain(uuid) : uuid, "uuidString")
        return uppercase ? text : text.invoking("lowercased")
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
        .member(RuntimeName.unixTime.identifier, representation.unixTimeUnit ?? "seconds")
    }
}
