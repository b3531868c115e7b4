/// Swift string literals: the one place that turns text into Swift source.
enum SwiftLiteral {
    /// A Swift string literal for any text, escaped so that it compiles to exactly that text.
    ///
    /// ```swift
    /// SwiftLiteral.string(#"say "hi""#) // "\"say \\\"hi\\\"\""
    /// ```
    static func string(_ text: String) -> String {
        "\"" + escaped(text, inMultilineLiteral: false) + "\""
    }

    /// Text escaped for a Swift string literal: backslashes, control and format characters, and
    /// double quotes and line breaks outside a multi-line literal (where they need no escape).
    static func escaped(_ text: String, inMultilineLiteral: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"" where !inMultilineLiteral: result += "\\\""
            case "\n" where !inMultilineLiteral: result += "\\n"
            case "\\": result += "\\\\"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
