import GRDBGenSyntax

/// Renders a record's conformance to GRDBGenRuntime's `GeneratedRecord`: its layout and a decoder
/// that reads a row by index. GRDBGenRuntime writes, once and generically, the `fetchAll(_:)`,
/// `fetchOne(_:key:)`, `insert(_:onConflict:)`, `update(_:onConflict:)` and `save(_:onConflict:)`
/// that Swift picks over GRDB's for the record, with GRDB's behaviour (callbacks, conflict
/// policies, observers, errors).
///
/// It builds a syntax tree (``Declaration``); ``SwiftPrinter`` prints it.
enum RecordLayoutRenderer {
    /// The members of the conformance: `recordLayout` and `init(rowReader:)`.
    static func members(_ record: RecordModel, modifiers: [Modifier]) -> [Declaration] {
        [layout(record, modifiers), decoder(record, modifiers)]
    }

    /// `static let recordLayout = RecordLayout(…)`: the table, columns and keys, from which
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
            doc: "The table, columns and statements of the record.",
            modifiers: modifiers + [.static],
            .variable(
                isLet: true, name: "recordLayout",
                value: .call(RuntimeName.recordLayout.identifier, arguments)))
    }

    /// `init(rowReader row: RowReader) throws`: reads a row of the fast paths by index.
    private static func decoder(_ record: RecordModel, _ modifiers: [Modifier]) -> Declaration {
        let reader = SwiftName.unique("row", avoiding: Set(record.properties.map(\.propertyName)))
        let body = record.properties.enumerated().map { index, property in
            Statement.assignment(
                .identifier(property.propertyName),
                .tryExpression(StoredValue.decodedByIndex(property, at: index, reader: reader)))
        }
        return Declaration(
            doc: "Decodes a row by index: the columns of `recordLayout`.",
            modifiers: modifiers,
            .initializer(
                parameters: [Parameter("rowReader", reader, RuntimeName.rowReader.type)],
                throwing: true,
                body: body))
    }
}
