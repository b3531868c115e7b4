import GRDBGenSQL

/// The pieces of a query of one table's records written with their columns qualified by the
/// table's name (`"reminders".title`), so that they keep their meaning in GRDB's requests that join
/// other tables (`.including(required: Reminder.remindersList)`), where a bare `title` would be
/// ambiguous.
extension QuerySQL {
    /// The SQL with each bare name of one of `columns` written `qualifier.name`: not inside a
    /// subquery (whose names are its own tables'), not a function's name, not already qualified.
    ///
    /// ```swift
    /// QuerySQL("title COLLATE NOCASE").qualifying(["title"], with: "reminders")  // reminders.title COLLATE NOCASE
    /// ```
    func qualifying(_ columns: Set<SQLIdentifier>, with qualifier: String) -> String {
        var insertions: [Int] = []
        // For each open parenthesis, whether it opens a subquery; a name inside one is left alone.
        var groups: [Bool] = []
        for (index, token) in tokens.enumerated() {
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            let previous = index > 0 ? tokens[index - 1] : nil
            if token.kind == .punctuation, token.text == "(" {
                groups.append(["SELECT", "WITH", "VALUES"].contains(next?.keyword ?? ""))
                continue
            }
            if token.kind == .punctuation, token.text == ")" {
                _ = groups.popLast()
                continue
            }
            guard !groups.contains(true), token.kind == .word || token.kind == .quotedName,
                let name = token.name, columns.contains(SQLIdentifier(name)),
                previous?.text != ".", next?.text != ".", next?.text != "(",
                !["AS", "COLLATE"].contains(previous?.keyword ?? "")
            else { continue }
            insertions.append(token.offset)
        }
        var utf8 = Array(sql.utf8)
        for offset in insertions.reversed() {
            utf8.insert(contentsOf: Array((qualifier + ".").utf8), at: offset)
        }
        return String(decoding: utf8, as: UTF8.self)
    }
}
