import GRDBGenSyntax

extension PropertyModel {
    /// The default argument of the property in the record's initializer: `nil` for an optional,
    /// the column default when it has the property's type, else none.
    var initializerDefault: Expression? {
        if isOptional { return .nilLiteral }
        guard let defaultValue else { return nil }
        if isConvertible {
            // The app's own type reads the literal as it reads the column (GRDBGenRuntime's
            // `databaseDefault(_:)`); an SQL default is SQLite's to compute.
            if case .sql = defaultValue { return nil }
            return .call(.implicitMember("databaseDefault"), [Argument(nil, .literal(defaultValue))])
        }
        switch (type, defaultValue) {
        case (.integer, .integer), (.real, .real), (.text, .text), (.boolean, .boolean):
            return .literal(defaultValue)
        case (.real, .integer(let number)):
            return .literal(DefaultValue.real(Double(number)))
        case (.enum, .text(let text)):
            return enumeration?.cases.first { $0.value == text }.map { .implicitMember($0.name) }
        case (.enum, .integer(let code)):
            guard let enumeration, let position = enumeration.codes?.firstIndex(of: code) else { return nil }
            return .implicitMember(enumeration.cases[position].name)
        case (.decimal, .integer(let number)):
            return .integer(Int(number))
        case (.decimal, .text(let text)):
            // A whole number is an exact Decimal literal; a fraction through a literal would not be.
            return Int(text).map { .integer($0) }
        default:
            return nil
        }
    }
}
