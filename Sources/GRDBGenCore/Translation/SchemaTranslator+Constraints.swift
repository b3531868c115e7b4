import Foundation
import Yams

/// Reads the values of column constraints: conflict clauses, integer enums, references, foreign
/// keys of several columns, defaults.
extension SchemaTranslator {
    /// `notNull: true` or `notNull: { onConflict: replace }` (and `unique:` alike): whether the
    /// constraint holds, and its conflict clause.
    func constraint(
        _ node: Node, what: String
    ) -> (Bool, ConflictResolution?) {
        guard case .mapping = node else { return (reader.bool(node, what: what) ?? false, nil) }
        guard let mapping = reader.mapping(node, what: what, allowedKeys: Self.conflictKeys),
            let resolution = mapping.required("onConflict").flatMap({
                reader.locatedChoice($0, what: "`onConflict` of \(what)", of: ConflictResolution.self)
            })
        else { return (false, nil) }
        return (true, resolution.value)
    }

    /// `values: { low: 1, medium: 2, high: 3 }`: the cases of an integer enum and the integer each
    /// is stored as.
    func readIntegerEnum(
        _ node: Node, into column: inout ColumnDefinition, what: String
    ) {
        guard let mapping = reader.mapping(node, what: "`values` of \(what)", allowedKeys: nil) else { return }
        var names: [String] = []
        var codes: [Int64] = []
        for entry in mapping.entries {
            guard case .scalar(let scalar) = entry.value,
                scalar.style == .plain || scalar.style == .any, let code = YAMLInteger.value(of: scalar.string)
            else {
                reader.error(
                    "expected the integer that value `\(entry.key.value)` of \(what) is stored as, found "
                        + NodeReader.describe(entry.value),
                    at: entry.value)
                return
            }
            names.append(entry.key.value)
            codes.append(code)
        }
        column.enumValues = Located(names, at: reader.location(node))
        column.enumCodes = codes
    }

    /// `references: list` or `references: { table: list, column: id, onDelete: cascade }`.
    func reference(_ node: Node, _ at: SchemaKeyPlace) -> Located<ForeignKeyReference>? {
        if case .scalar = node {
            return reader.string(node, what: at.what).map { Located(ForeignKeyReference(table: $0), at: $0.location) }
        }
        var reference = ForeignKeyReference(table: Located("", at: reader.location(node)))
        guard at.read(node, as: SchemaGrammar.reference, into: &reference) else { return nil }
        return Located(reference, at: reader.location(node))
    }

    /// `{ columns: [a, b], references: { table: t, columns: [x, y], onDelete: cascade } }` of
    /// `foreignKeys:` (``SchemaGrammar/foreignKey``); `references: t` for the primary key of `t`.
    func foreignKey(_ node: Node, what: String) -> TableForeignKey? {
        let location = reader.location(node)
        var key = TableForeignKey(
            columns: [], reference: ForeignKeyReference(table: Located("", at: location)), referencedColumns: [],
            location: location)
        guard SchemaGrammar.foreignKey.read(node, into: &key, by: self, what: what), !key.columns.isEmpty,
            !key.reference.table.value.isEmpty
        else { return nil }
        if key.columns.count < 2 {
            reader.diagnostics.error(
                "\(what) has one column; write it on the column (`references:`)",
                at: node["columns"].map(reader.location) ?? location)
            return nil
        }
        return key
    }

    /// `references:` of a foreign key of `foreignKeys:`: a table, or `{ table, columns, onDelete, … }`.
    func readForeignKeyReference(_ node: Node, into key: inout TableForeignKey, _ at: SchemaKeyPlace) {
        if case .scalar = node {
            if let table = reader.string(node, what: at.what) { key.reference = ForeignKeyReference(table: table) }
            return
        }
        let grammar = SchemaGrammar.foreignKeyReference
        guard let inner = reader.mapping(node, what: at.what, allowedKeys: grammar.names + ["columns"]) else { return }
        if let columns = inner.value("columns").flatMap({ nameList($0, what: "`columns` of \(at.what)") }) {
            key.referencedColumns = columns.value
            if key.columns.count > 1, columns.value.count != key.columns.count {
                reader.diagnostics.error(
                    "\(at.mapping) has \(key.columns.count) columns and references \(columns.value.count)",
                    at: columns.location)
            }
        }
        _ = grammar.read(inner, into: &key.reference, by: self, what: at.what)
    }

    func defaultValue(_ node: Node, what: String) -> Located<DefaultValue>? {
        if case .mapping = node {
            guard let mapping = reader.mapping(node, what: what, allowedKeys: Self.sqlDefaultKeys),
                let sql = mapping.required("sql").flatMap({ reader.string($0, what: "`sql` of \(what)") })
            else { return nil }
            return Located(.sql(sql.value), at: reader.location(node))
        }
        guard case .scalar(let scalar) = node else {
            reader.error(
                "expected a text, number, boolean or `{ sql: … }` for \(what), found \(NodeReader.describe(node))",
                at: node)
            return nil
        }
        let value: DefaultValue
        switch ScalarKind(scalar) {
        case .null:
            reader.error("\(what) is empty; remove it for no default", at: node)
            return nil
        case .bool: value = .boolean(scalar.string.lowercased() == "true")
        case .int: value = .integer(Int64(scalar.string)!)
        case .float:
            guard let number = Double(scalar.string), number.isFinite else {
                reader.error("\(what) is not a finite number", at: node)
                return nil
            }
            value = .real(number)
        case .string: value = .text(scalar.string)
        }
        return Located(value, at: reader.location(node))
    }
}
