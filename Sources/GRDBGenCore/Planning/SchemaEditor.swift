import Yams

/// Edits the text of schema.yaml in place: a new migration goes at the end of `migrations:`, and
/// every other byte of the file (comments, layout, quoting) stays as it was.
public enum SchemaEditor {
    /// Why the text could not be edited.
    public struct EditError: Error, CustomStringConvertible, Sendable {
        /// What went wrong.
        public var description: String
        /// Where.
        public var location: SourceLocation?
    }

    /// The YAML of a migration, indented by `indent` spaces.
    public static func migrationText(id: String, steps: [MigrationPlanner.PlannedStep], indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        var lines = ["\(pad)- id: \(YAMLText.scalar(id))", "\(pad)  steps:"]
        for step in steps {
            if let comment = step.comment { lines.append("\(pad)    # \(comment)") }
            for loss in step.losses { lines.append("\(pad)    # Data loss: \(loss.describe()).") }
            for line in step.lines { lines.append("\(pad)    \(line)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The text of the document with the migration appended to `migrations:`.
    public static func appendingMigration(
        id: String, steps: [MigrationPlanner.PlannedStep], to document: ParsedDocument
    ) throws(EditError) -> String {
        var lines = document.text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        guard case .mapping(let root) = document.root else {
            throw EditError(
                description: "the schema file is not a mapping", location: document.source.location(line: 1, column: 1))
        }
        let keys = root.map { (key: $0.key.string ?? "", line: $0.key.mark?.line ?? 1, value: $0.value) }
        guard let migrations = keys.first(where: { $0.key == "migrations" }) else {
            // No migrations yet: a new `migrations:` key at the end.
            return lines.joined(separator: "\n") + "\n\nmigrations:\n" + migrationText(id: id, steps: steps, indent: 2)
        }
        var indent = 2
        switch migrations.value {
        case .sequence(let sequence) where sequence.isEmpty:
            // `migrations: []` becomes `migrations:` followed by the new item. (Yams does not
            // keep the flow style of an empty list, so the brackets are found in the text.)
            guard let mark = migrations.value.mark,
                let line = removingEmptyFlowList(lines[mark.line - 1], at: mark.column)
            else {
                throw EditError(
                    description: "`migrations:` is an empty list written over several lines; "
                        + "write `migrations: []` on one line",
                    location: document.location(of: migrations.value))
            }
            lines[mark.line - 1] = line
        case .sequence(let sequence) where sequence.style == .flow:
            throw EditError(
                description: "`migrations:` is written as a flow list (`[...]`); "
                    + "write it as a block list (`- id: …` lines) to use grdbgen migrate",
                location: document.location(of: migrations.value))
        case .sequence(let sequence):
            if let first = sequence.first, let mark = first.mark {
                // The mark of an item is its content; the dash is two columns before.
                indent = max(0, mark.column - 3)
            }
        case .scalar(let scalar) where scalar.string.isEmpty:
            break
        default:
            throw EditError(
                description: "`migrations:` is not a list", location: document.location(of: migrations.value))
        }
        // Insert before the next top-level key, or at the end of the file.
        var insertAt = lines.count
        if let next = keys.filter({ $0.line > migrations.line }).map(\.line).min() {
            insertAt = next - 1
            while insertAt > migrations.line, lines[insertAt - 1].isEmpty || lines[insertAt - 1].hasPrefix("#") {
                insertAt -= 1
            }
        }
        let block = migrationText(id: id, steps: steps, indent: indent).dropLast().components(separatedBy: "\n")
        lines.insert(contentsOf: block, at: insertAt)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The line without the empty flow list `[ ]` that starts at `column` (1-based, in
    /// characters), and without the spaces before it; `nil` when the list does not close on the
    /// line. A comment after the list stays.
    static func removingEmptyFlowList(_ line: String, at column: Int) -> String? {
        let characters = Array(line)
        guard column >= 1, column <= characters.count, characters[column - 1] == "[" else { return nil }
        var end = column
        while end < characters.count, characters[end] == " " || characters[end] == "\t" { end += 1 }
        guard end < characters.count, characters[end] == "]" else { return nil }
        var start = column - 1
        while start > 0, characters[start - 1] == " " { start -= 1 }
        let rest = String(characters[(end + 1)...])
        return String(characters[..<start]) + (rest.allSatisfy(\.isWhitespace) ? "" : " " + rest.drop { $0 == " " })
    }
}
