import GRDBGenSyntax

/// The Swift literals of schema.yaml's values: what a column default or a seed value is in
/// generated code.
extension Expression {
    /// The Swift literal of a column default (its SQL text for an SQL default).
    static func literal(_ value: DefaultValue) -> Expression {
        switch value {
        case .integer(let number): .integer(Int(number))
        case .real(let number): .real(number)
        case .text(let text), .sql(let text): .string(text)
        case .boolean(let flag): .boolean(flag)
        }
    }

    /// The Swift literal of a seed value, bound as a statement argument.
    static func literal(_ value: InsertValue) -> Expression {
        switch value {
        case .null: .nilLiteral
        case .integer(let number): .integer(Int(number))
        case .real(let number): .real(number)
        case .text(let text): .string(text)
        case .boolean(let flag): .boolean(flag)
        }
    }
}
