/// Builds Swift source text line by line with four-space indentation.
struct SwiftWriter {
    private(set) var lines: [String] = []
    private var depth = 0

    /// The indentation of the current level.
    var indentation: String { String(repeating: "    ", count: depth) }

    /// Appends a line at the current indentation. An empty string appends an empty line.
    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// Appends lines printed by ``SwiftPrinter`` at ``indentation``, as they are.
    mutating func append(_ printed: [String]) {
        lines += printed
    }

    /// Appends `opening`, the body one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// Appends the lines of `body` one level deeper.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Appends `/// text` lines, wrapped at 120 columns by ``SwiftPrinter``.
    mutating func doc(_ text: String) {
        lines += SwiftPrinter().docLines(text, indent: indentation)
    }

    /// The text, ending with one newline.
    var text: String {
        var lines = lines
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
