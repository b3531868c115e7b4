/// Swift string literals: the one place that turns text into Swift source.
public enum SwiftLiteral {
    /// A Swift string literal for any text, escaped so that it compiles to exactly that text.
    ///
    /// ```swift
    /// SwiftLiteral.string(#"say "hi""#) // "\"say \\\"hi\\\"\""
    /// ```
    public static func string(_ text: String) -> String {
        "\"" + escaped(text, inMultilineLiteral: false) + "\""
    }

    /// Text escaped for a Swift string literal: backslashes, control and format characters, and
    /// double quotes and line breaks outside a multi-line literal (where they need no escape).
    public static func escaped(_ text: String, inMultilineLiteral: Bool) -> String {
        if !text.utf8.contains(where: { needsEscape($0, inMultilineLiteral: inMultilineLiteral) }) { return text }
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
                if isControlOrFormat(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Whether a character is printed as `\u{…}`: a control or format character.
    public static func isControlOrFormat(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
            || (scalar.value >= 0x80 && scalar.properties.generalCategory == .format)
    }

    /// Whether a byte of UTF-8 text may need an escape: a byte of a non-ASCII character (which may
    /// be a format character), a control character, a backslash, or a quote or line break outside a
    /// multi-line literal. Text without one is its own escape.
    private static func needsEscape(_ byte: UInt8, inMultilineLiteral: Bool) -> Bool {
        switch byte {
        case 0x5C, 0x7F, 0x80...: true
        case 0x22: !inMultilineLiteral
        case ..<0x20: true
        default: false
        }
    }
}
