import GRDB

/// The argument of an array parameter of a generated query (`WHERE id IN :ids` in schema.yaml):
/// the values as one JSON array, which the query reads with SQLite's `json_each`
/// (`id IN (SELECT value FROM json_each(?))`). The statement is the same whatever the number of
/// values, so it stays cached; an empty array matches no row.
extension StoredText {
    /// The JSON text of the values: integers and reals as JSON numbers, texts as JSON strings,
    /// bytes as the JSON string of their hex text (uppercase, as SQLite's `hex()`), NULL as
    /// `null`; NULL when there are none (a filter's array: the filter is then left out of the
    /// statement). An infinite or NaN real, which JSON cannot hold, is a programmer error.
    @_spi(Generated) public static func array(_ values: [DatabaseValue]?) -> DatabaseValue {
        guard let values else { return .null }
        var json = "["
        for (index, value) in values.enumerated() {
            if index > 0 { json += "," }
            switch value.storage {
            case .null:
                json += "null"
            case .int64(let number):
                json += String(number)
            case .double(let number):
                precondition(number.isFinite, "an array argument holds \(number), which JSON cannot hold")
                json += "\(number)"
            case .string(let text):
                appendString(text, to: &json)
            case .blob(let data):
                // JSON holds no bytes: their hex text, which the query compares with `hex(column)`.
                json += "\"" + data.map(hexDigits).joined() + "\""
            }
        }
        return (json + "]").databaseValue
    }

    private static func hexDigits(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\u00XX`.
    private static func appendString(_ text: String, to json: inout String) {
        json += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": json += "\\\""
            case "\\": json += "\\\\"
            case "\n": json += "\\n"
            case "\r": json += "\\r"
            case "\t": json += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                json += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                json.unicodeScalars.append(scalar)
            }
        }
        json += "\""
    }
}
