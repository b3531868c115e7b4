import Foundation
import Yams

/// Reads a table's columns: types, keys, constraints and their Swift names.
extension SchemaTranslator {
    /// Reads a column definition from a mapping: a column under `columns:`, or an `addColumn`
    /// step, with the keys of `grammar` (``SchemaGrammar/column`` and the steps' fewer keys).
    func columnDefinition(
        name: Located<String>, mapping: NodeReader.Mapping, grammar: SchemaMapping<ColumnDefinition>
    ) -> ColumnDefinition? {
        var column = ColumnDefinition(name: name, type: Located(.text, at: name.location), location: name.location)
        guard grammar.read(mapping, into: &column, by: self, what: "column `\(name.value)`") else { return nil }
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

    /// `default:`, a number where the column's type is one: YAML's other integer forms
    /// (`0x4a99ef`, `1_000`) are numbers.
    func readDefault(_ node: Node, into column: inout ColumnDefinition, _ at: SchemaKeyPlace) {
        column.defaultValue = defaultValue(node, what: at.what)
        if [.integer, .real].contains(column.type.value), case .scalar(let scalar) = node,
            scalar.style == .plain || scalar.style == .any, case .text(let text)? = column.defaultValue?.value,
            let number = YAMLInteger.value(of: text)
        {
            column.defaultValue = Located(.integer(number), at: reader.location(node))
        }
    }

    /// `values:` of an `enum` column: a list of texts, or `{ name: integer }`.
    func readEnumValues(_ node: Node, into column: inout ColumnDefinition, _ at: SchemaKeyPlace) {
        if case .mapping = node {
            readIntegerEnum(node, into: &column, what: at.mapping)
        } else {
            column.enumValues = enumValues(node, at)
        }
    }

    /// `values: [low, high]`: the values of an `enum` column, stored as text, or of a view's.
    func enumValues(_ node: Node, _ at: SchemaKeyPlace) -> Located<[String]>? {
        guard let list = reader.sequence(node, what: at.what) else { return nil }
        let values = list.compactMap { reader.string($0, what: "a value of \(at.mapping)") }
        return values.count == list.count ? Located(values.map(\.value), at: reader.location(node)) : nil
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
}
