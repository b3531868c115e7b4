import GRDBGenSyntax

/// How a property's value is stored and read, decided in one place for every renderer: UUIDs as
/// text or bytes, dates as GRDB's text or as Unix time, JSON, and the rest as GRDB stores them.
enum StoredValue {
    /// The value `encode(to:)` stores for a property: the value itself where its type binds as the
    /// column stores it (GRDB's types, the runtime's ``ValueStorage/runtimeType`` of UUID text and
    /// Unix time, the app's own), its JSON text for `json` (`StoredText.json`), GRDB's date text
    /// without a `DateFormatter` (`StoredText.date`) for a `Date`.
    static func encoded(_ property: PropertyModel, _ value: Expression) -> Expression {
        switch property.storage {
        case .json: .tryExpression(RuntimeName.storedText.identifier.invoking("json", [Argument(nil, value)]))
        case .dateText: RuntimeName.storedText.identifier.invoking("date", [Argument(nil, value)])
        case .grdb, .uuidBytes, .uuidText, .uuidUppercaseText, .unixTime: value
        }
    }

    /// The `DatabaseValue` a query binds for a parameter: ``encoded(_:_:)``, then its
    /// `databaseValue` (`StoredText`'s already is one).
    static func argument(_ parameter: PropertyModel, _ value: Expression) -> Expression {
        let encoded = encoded(parameter, value)
        return [.dateText, .json].contains(parameter.storage) ? encoded : .member(encoded, "databaseValue")
    }

    /// `row.decode(String.self, at: 1)` and its variants: a column read by index, in
    /// `init(rowReader:)`, from the reader named `reader`.
    ///
    /// A property that is not optional over a column that accepts NULL is read as an optional and
    /// required: `row.required(row.decodeIfPresent(String.self, at: 1), at: 1, table: "account")`,
    /// whose NULL throws `StoreError.nullValue` (table, column, row).
    static func decodedByIndex(_ property: PropertyModel, at index: Int, reader: String = "row") -> Expression {
        let suffix = property.isOptional || property.isRequiredOverNull ? "IfPresent" : ""
        let function = property.storage == .json ? "decodeJSON" + suffix : "decode" + suffix
        let arguments = [Argument(nil, .metatype(property.valueType)), Argument("at", .integer(index))]
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
