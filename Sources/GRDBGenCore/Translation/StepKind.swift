/// The kind of a migration step, as schema.yaml names it (`- createTable: { … }`), with the keys of
/// its mapping: what the translator reads, `SchemaYAML` writes and the JSON Schema describes.
enum StepKind: String, CaseIterable {
    case createTable, addColumn, dropTable, renameTable, renameColumn, dropColumn, createIndex, dropIndex
    case createTrigger, dropTrigger, createSearchIndex, dropSearchIndex, createView, dropView, insert, swift
    /// Text: the statement (or `{ sql }`).
    case sql

    /// The keys of the step's mapping, in the order `SchemaYAML` writes them.
    var keys: [String] {
        if let step = SchemaGrammar.nameStep(self) { return step.keys.map(\.name) }
        switch self {
        case .createTable: return ["table"] + SchemaGrammar.stepTableShape.names
        case .addColumn: return ["table", "column"] + SchemaGrammar.addedColumn.names
        case .dropTable, .renameTable, .renameColumn, .dropColumn, .dropIndex, .dropTrigger, .dropSearchIndex,
            .dropView:
            return []  // the name steps, above
        case .createIndex: return SchemaGrammar.indexStep.names
        case .createTrigger: return ["table"] + SchemaGrammar.trigger.names
        case .createSearchIndex: return SchemaGrammar.searchStep.names
        case .createView: return SchemaGrammar.viewStep.names
        case .insert: return ["table", "rows"]
        case .sql: return []
        case .swift: return ["function"]
        }
    }
}
