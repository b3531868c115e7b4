import GRDB

extension DatabaseValueConvertible {
    /// A column's literal default as a value of the app's own type (`swift: { type: Money,
    /// convertible: true }`), read as the column is read: the default argument of a generated
    /// record's initializer.
    ///
    /// ```swift
    /// init(deposit: Money = .databaseDefault(500)) { … }
    /// ```
    ///
    /// A default that the type does not read (as `fromDatabaseValue(_:)` returns nil) is a
    /// programmer error, as when the column's value is read: it stops the program, naming both.
    public static func databaseDefault(_ value: some DatabaseValueConvertible) -> Self {
        guard let converted = fromDatabaseValue(value.databaseValue) else {
            preconditionFailure("the column default \(value.databaseValue) is not a value of \(Self.self)")
        }
        return converted
    }
}
