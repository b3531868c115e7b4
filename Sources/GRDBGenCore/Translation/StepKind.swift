/// The kind of a migration step, as schema.yaml names it (`- createTable: { … }`), with the keys of
/// its mapping: what the translator reads, `SchemaYAML` writes and the JSON Schema describes.
enum StepKind: String, CaseIterable {
    case createTable, addColumn, dropTable, renameTable, renameColumn, dropColumn, createIndex, dropIndex
    case createTrigger, dropTrigger, createSearchIndex, dropSearchIndex, createView, dropView, insert, swift
    /// Text: the statement (or `{ sql }`).
    case sql

    /// The keys of the step's mapping, in the order `SchemaYAML` writes them.
    var keys: [String] {
        switch self {
        case .createTable: return ["table"] + SchemaGrammar.stepTableShape.names
        case .addColumn: return ["table", "column"] + SchemaGrammar.addedColumn.names
        case .dropTable: return ["table"]
        case .renameTable: return ["from", "to"]
        case .renameColumn: return ["table", "from", "to"]
        case .dropColumn: return ["table", "column"]
        case .createIndex: return SchemaGrammar.indexStep.names
        case .dropIndex, .dropTrigger, .dropSearchIndex: return ["name"]
        case .createTrigger: return ["table"] + SchemaGrammar.trigger.names
        case .createSearchIndex: return SchemaGrammar.searchStep.names
        case .createView: return ["view", "sql"]
        case .dropView: return ["view"]
        case .insert: return ["table", "rows"]
        case .sql: return []
        case .swift: return ["function"]
        }
    }
}
