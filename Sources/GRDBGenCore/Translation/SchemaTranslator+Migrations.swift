import Foundation
import Yams

/// Reads `migrations:`: each migration, its baseline and its steps.
extension SchemaTranslator {
    /// A migration of `migrations:` (``SchemaGrammar/migration``): its steps are required, but
    /// a baseline's, which it may leave to the lock (``Migration/stepsInLock``).
    func migration(_ node: Node, index: Int) -> Migration? {
        let what = "migration #\(index + 1)"
        let location = reader.location(node)
        var migration = Migration(id: Located("", at: location), steps: [], location: location)
        guard let mapping = reader.mapping(node, what: what, allowedKeys: SchemaGrammar.migration.names) else {
            return nil
        }
        let read = SchemaGrammar.migration.read(mapping, into: &migration, by: self, what: what)
        if mapping.value("baseline") == nil {
            _ = mapping.required("steps")
        } else {
            migration.stepsInLock = mapping.value("steps") == nil
        }
        return read && !migration.id.value.isEmpty ? migration : nil
    }

    func step(_ node: Node) -> MigrationStep? {
        let kinds = StepKind.allCases.map(\.rawValue)
        guard let mapping = reader.mapping(node, what: "a migration step", allowedKeys: kinds) else {
            return nil
        }
        guard mapping.entries.count == 1, let entry = mapping.entries.first else {
            if mapping.entries.isEmpty {
                reader.error("a migration step needs one of: \(kinds.joined(separator: ", "))", at: node)
            } else {
                let kinds = mapping.entries.map { "`\($0.key.value)`" }.joined(separator: " and ")
                reader.error("a migration step has one kind, found \(kinds); write them as separate steps", at: node)
            }
            return nil
        }
        let location = entry.key.location
        // The mapping allows the kinds' names only.
        guard let kind = StepKind(rawValue: entry.key.value) else { return nil }
        if kind == .sql {
            return sqlStep(entry.value)
        }
        guard let body = reader.mapping(entry.value, what: "`\(kind.rawValue)`", allowedKeys: kind.keys) else {
            return nil
        }
        return SchemaGrammar.step(kind).read(self, body, entry.value, location).map { MigrationStep($0, at: location) }
    }

    /// The name a step's `key` gives (`table: item`): required, a text.
    func stepName(_ key: String, of kind: StepKind, in body: NodeReader.Mapping) -> Located<String>? {
        body.required(key).flatMap { reader.string($0, what: "`\(key)` of `\(kind.rawValue)`") }
    }

    /// `swift: { function: rewriteCards }`: a Swift name.
    func swiftStep(_ function: Located<String>) -> MigrationCall? {
        guard SwiftName.isPlainIdentifier(function.value) else {
            reader.diagnostics.error(
                "`function` of `swift` is not a Swift name: `\(function.value)`; use letters, digits and "
                    + "underscores, not starting with a digit",
                at: function.location)
            return nil
        }
        return .swift(function)
    }

    func sqlStep(_ node: Node) -> MigrationStep? {
        guard var sql = reader.string(node, what: "`sql`") else { return nil }
        // A block scalar (`sql: |`) ends with a newline; trailing whitespace means nothing to SQLite.
        while let last = sql.value.unicodeScalars.last, CharacterSet.whitespacesAndNewlines.contains(last) {
            sql.value.unicodeScalars.removeLast()
        }
        if sql.value.isEmpty {
            reader.error("`sql` is empty", at: node)
            return nil
        }
        return MigrationStep(.execute(sql), at: sql.location)
    }

    func insertStep(_ body: NodeReader.Mapping) -> MigrationCall? {
        let table = body.required("table").flatMap { reader.string($0, what: "`table` of `insert`") }
        var rows: [[(column: Located<String>, value: Located<InsertValue>)]] = []
        if let node = body.required("rows"), let list = reader.sequence(node, what: "`rows` of `insert`") {
            if list.isEmpty { reader.error("`rows` of `insert` is an empty list", at: node) }
            for item in list {
                guard let row = reader.mapping(item, what: "a row of `insert`", allowedKeys: nil) else { continue }
                if row.entries.isEmpty { reader.error("a row of `insert` has no columns", at: item) }
                var values: [(column: Located<String>, value: Located<InsertValue>)] = []
                for entry in row.entries {
                    guard case .scalar(let scalar) = entry.value else {
                        reader.error(
                            "expected a text, number, boolean or null for column `\(entry.key.value)` of a row, "
                                + "found \(NodeReader.describe(entry.value))",
                            at: entry.value)
                        continue
                    }
                    let value: InsertValue
                    switch ScalarKind(scalar) {
                    case .null: value = .null
                    case .bool: value = .boolean(scalar.string.lowercased() == "true")
                    case .int: value = .integer(Int64(scalar.string)!)
                    case .float: value = .real(Double(scalar.string)!)
                    // Not YAML's other integer forms (`0x10`): rows of locked migrations read them as
                    // text, and their checksums must not change.
                    case .string: value = .text(scalar.string)
                    }
                    values.append((entry.key, Located(value, at: reader.location(entry.value))))
                }
                rows.append(values)
            }
        }
        guard let table else { return nil }
        let seeds = rows.map { row in row.map { (column: $0.column.locatedIdentifier, value: $0.value) } }
        return .insert(SeedRows(table: table.locatedIdentifier, rows: seeds))
    }
}
