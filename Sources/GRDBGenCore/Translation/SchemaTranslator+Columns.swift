import Foundation
import Yams

/// Reads a table's columns: types, keys, constraints and their Swift names.
extension SchemaTranslator {
    /// Reads a column definition from a mapping: a column under `columns:`, or an `addColumn`
    /// step. Swift names and types are only accepted in `tables:` (the caller's allowed keys):
    /// migrations only say what SQLite stores.
    func columnDefinition(
        name: Located<String>, mapping: NodeReader.Mapping
    ) -> ColumnDefinition? {
        let what = "column `\(name.value)`"
        var type: Located<ColumnType>?
        if let node = mapping.required("type") {
            type = reader.locatedChoice(node, what: "the type of \(what)", of: ColumnType.self)
        }
        guard let type else { return nil }
        var column = ColumnDefinition(name: name, type: type, location: name.location)
        if let node = mapping.value("notNull") {
            (column.notNull, column.notNullOnConflict) = constraint(node, what: "`notNull` of \(what)")
        }
        if let node = mapping.value("primaryKey") {
            column.primaryKey =
                reader.choice(
                    node, what: "`primaryKey` of \(what)",
                    [("autoincrement", .autoincrement), ("rowid", .rowid), ("true", .plain), ("false", nil)]) ?? nil
        }
        if let node = mapping.value("default") {
            column.defaultValue = defaultValue(node, what: "`default` of \(what)")
            // A number is expected: YAML's other integer forms (`0x4a99ef`, `1_000`) are numbers.
            if [.integer, .real].contains(type.value), case .scalar(let scalar) = node,
                scalar.style == .plain || scalar.style == .any, case .text(let text)? = column.defaultValue?.value,
                let number = YAMLInteger.value(of: text)
            {
                column.defaultValue = Located(.integer(number), at: reader.location(node))
            }
        }
        if let node = mapping.value("index"), let flag = reader.bool(node, what: "`index` of \(what)") {
            column.index = Located(flag, at: reader.location(node))
        }
        if let node = mapping.value("generated"),
            let generated = reader.mapping(node, what: "`generated` of \(what)", allowedKeys: Self.generatedKeys),
            let sql = generated.required("sql").flatMap({ reader.string($0, what: "`sql` of `generated` of \(what)") })
        {
            let stored =
                generated.value("stored").flatMap { reader.bool($0, what: "`stored` of `generated` of \(what)") }
                ?? false
            column.generated = Located(GeneratedColumn(sql: sql.value, stored: stored), at: reader.location(node))
        }
        if let node = mapping.value("unique") {
            (column.unique, column.uniqueOnConflict) = constraint(node, what: "`unique` of \(what)")
        }
        if let node = mapping.value("check") { readCheck(node, into: &column, what: what) }
        if let node = mapping.value("collate") {
            column.collate = reader.locatedChoice(node, what: "`collate` of \(what)", of: Collation.self)
        }
        if let node = mapping.value("references") {
            column.references = reference(node, what: "`references` of \(what)")
        }
        if let node = mapping.value("values") {
            if case .mapping = node {
                readIntegerEnum(node, into: &column, what: what)
            } else if let list = reader.sequence(node, what: "`values` of \(what)") {
                let values = list.compactMap { reader.string($0, what: "a value of \(what)") }
                if values.count == list.count {
                    column.enumValues = Located(values.map(\.value), at: reader.location(node))
                }
            }
        }
        if let node = mapping.value("unindexed"), let flag = reader.bool(node, what: "`unindexed` of \(what)") {
            column.unindexed = Located(flag, at: reader.location(node))
        }
        if let node = mapping.value("declaredType") {
            column.declaredType = declaredType(node, what: what)
        }
        if let node = mapping.value("representation") {
            column.representation = reader.locatedChoice(
                node, what: "`representation` of \(what)", of: ColumnRepresentation.self)
        }
        if let node = mapping.value("swift") { readSwift(node, into: &column, what: what) }
        // An integer enum's default names a case (`default: medium`): it is the case's integer.
        if let codes = column.enumCodes, let names = column.enumValues?.value,
            let defaultValue = column.defaultValue, case .text(let name) = defaultValue.value,
            let position = names.firstIndex(of: name)
        {
            column.defaultValue = Located(.integer(codes[position]), at: defaultValue.location)
        }
        // `notNull: false` written on a key other than the rowid: declared without NOT NULL, as
        // SQLite allows (the rowid, `INTEGER`, is never NULL: nothing to say there).
        if column.primaryKey == .plain, mapping.value("notNull") != nil, !column.notNull,
            (column.declaredType?.value ?? column.databaseType.sql).uppercased() != "INTEGER"
        {
            column.keyAcceptsNull = true
        }
        return column
    }

    /// `check: "SQL"`, or `check: false` on an enum column (no CHECK of its values).
    func readCheck(_ node: Node, into column: inout ColumnDefinition, what: String) {
        if case .scalar(let scalar) = node, ScalarKind(scalar) == .bool {
            // `check: false`: an enum whose values no CHECK keeps out (checked in validation).
            if scalar.string.lowercased() == "true" {
                reader.error(
                    "`check: true` says nothing: write the CHECK's SQL (`check: \"price > 0\"`), or `check: "
                        + "false` on an `enum` column to leave out the CHECK of its values", at: node)
            } else {
                column.uncheckedEnum = reader.location(node)
            }
        } else {
            column.check = reader.string(node, what: "`check` of \(what)")
        }
    }

    /// `declaredType: VARCHAR(120)`: a type name and its size, nothing else (it is written into
    /// CREATE TABLE as it is).
    func declaredType(_ node: Node, what: String) -> Located<String>? {
        guard let declared = reader.string(node, what: "`declaredType` of \(what)") else { return nil }
        // Written into CREATE TABLE as is: a type name and its size, nothing else.
        let pattern = #"^[A-Za-z][A-Za-z0-9_]*( [A-Za-z][A-Za-z0-9_]*)*( ?\( ?[0-9]+ ?(, ?[0-9]+ ?)?\))?$"#
        if declared.value.range(of: pattern, options: .regularExpression) == nil {
            reader.diagnostics.error(
                "`declaredType` of \(what) is not an SQL type name: letters, digits and spaces, with an "
                    + "optional size such as `(10,2)`",
                at: declared.location)
        } else {
            return declared
        }
        return nil
    }

    /// `swift: { type, name, convertible, optional }` of a column (of a table or a view).
    func readSwift(_ node: Node, into column: inout ColumnDefinition, what: String) {
        guard let swift = reader.mapping(node, what: "`swift` of \(what)", allowedKeys: Self.columnSwiftKeys) else {
            return
        }
        column.swiftType = swift.value("type").flatMap { reader.string($0, what: "`swift.type` of \(what)") }
        column.swiftName = swift.value("name").flatMap { reader.string($0, what: "`swift.name` of \(what)") }
        if let node = swift.value("convertible"),
            let flag = reader.bool(node, what: "`swift.convertible` of \(what)")
        {
            column.swiftConvertible = Located(flag, at: reader.location(node))
        }
        if let node = swift.value("optional"), let flag = reader.bool(node, what: "`swift.optional` of \(what)") {
            column.swiftOptional = Located(flag, at: reader.location(node))
        }
    }
}
