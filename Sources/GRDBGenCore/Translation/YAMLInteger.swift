/// The integer forms of YAML (1.1 and 1.2): decimal, `0x` hexadecimal, `0o` octal and `0b`
/// binary, with a sign, and `_` between digits (`1_000`, `0xFF_FF`).
///
/// Read where a number is expected (the default of an `integer` or `real` column), so that a
/// plain `0x4a99ef` means 4889071 there, as YAML says; where a text may be meant (a `text`
/// column's default, a seed value), such a scalar stays the text it was read as before, so
/// that no migration that was already valid changes meaning.
enum YAMLInteger {
    /// The value of `text`, or `nil` when it is none of YAML's integer forms or does not fit
    /// in 64 bits.
    ///
    /// ```swift
    /// YAMLInteger.value(of: "0x4a99ef")  // 4889071
    /// YAMLInteger.value(of: "-1_000")    // -1000
    /// YAMLInteger.value(of: "0o17")      // 15
    /// ```
    static func value(of text: String) -> Int64? {
        var digits = Substring(text)
        var negative = false
        if let sign = digits.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            digits = digits.dropFirst()
        }
        var radix = 10
        for (prefix, base) in [("0x", 16), ("0X", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            radix = base
            digits = digits.dropFirst(2)
            break
        }
        // `_` only between digits.
        guard let first = digits.first, first.isHexDigit, digits.last != "_", !digits.contains("__") else { return nil }
        let plain = digits.filter { $0 != "_" }
        guard let magnitude = UInt64(plain, radix: radix) else { return nil }
        if negative {
            return magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil
        }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }
}
