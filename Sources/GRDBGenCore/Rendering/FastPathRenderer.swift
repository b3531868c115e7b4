import GRDBGenSyntax

/// Renders a record's conformance to GRDBGenRuntime's `FastPathRecord`: its layout and a decoder
/// that reads a row by index. GRDBGenRuntime writes, once and generically, the `fetchAll(_:)`,
/// `fetchOne(_:key:)`, `insert(_:onConflict:)`, `update(_:onConflict:)` and `save(_:onConflict:)`
/// that Swift picks over GRDB's for the record, with GRDB's behaviour (callbacks, conflict
/// policies, observers, errors).
///
/// It builds a syntax tree (``Declaration``); ``SwiftPrinter`` prints it.
enum FastPathRenderer {
    /// The members of the conformance: `fastPathLayout` and `init(fastPathRow:)`.
    static func members(_ record: RecordModel, modifiers: [Modifier]) -> [Declaration] {
        [layout(record, modifiers), decoder(record, modifiers)]
    }

    /// `static let fastPathLayout = FastPath.Layout(…)`: the table, columns and keys, from which
    /// the runtime builds the SQL once.
    private static func layout(_ record: RecordModel, _ modifiers: [Modifier]) -> Declaration {
        var arguments = [
            Argument("table", .identifier("databaseTableName")),
            Argument("columns", .array(record.properties.map { .string($0.columnName) })),
            Argument("primaryKey", .array(record.primaryKey.map { .string($0.columnName) })),
        ]
        // An INTEGER PRIMARY KEY is the row id (a WITHOUT ROWID table has none).
        if let key = record.singleKey, key.type == .integer, record.kind.tableTraits?.withoutRowID != true {
            arguments.append(Argument("rowIDColumn", .string(key.columnName)))
        }
        let generated = record.properties.filter(\.isGenerated)
        if !generated.isEmpty {
            arguments.append(Argument("generatedColumns", .array(generated.map { .string($0.columnName) })))
        }
        return Declaration(
            doc: "The table, columns and SQL of GRDBGen's fast paths.",
            modifiers: modifiers + [.static],
            .variable(
                isLet: true, name: "fastPathLayout", type: nil,
                value: RuntimeName.fastPath.identifier.invoking("Layout", arguments), getter: nil))
    }

    /// `init(fastPathRow row: FastPath.RowReader) throws`: reads a row of the fast paths by index.
    private static func decoder(_ record: RecordModel, _ modifiers: [Modifier]) -> Declaration {
        let reader = SwiftName.unique("row", avoiding: Set(record.properties.map(\.propertyName)))
        let body = record.properties.enumerated().map { index, property in
            Statement.assignment(
                .identifier(property.propertyName),
                .tryExpression(StoredValue.decodedByIndex(property, at: index, reader: reader)))
        }
        return Declaration(
            doc: "Decodes a row of the fast paths: the columns of `fastPathLayout`, by index.",
            modifiers: modifiers,
            .initializer(
                parameters: [Parameter("fastPathRow", reader, RuntimeName.fastPath.type.member("RowReader"))],
                throwing: true,
                body: body))
    }
}
