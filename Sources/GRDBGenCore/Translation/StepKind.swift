/// The kind of a migration step, as schema.yaml names it (`- createTable: { … }`), with the keys of
/// its mapping: what the translator reads, `SchemaYAML` writes and the JSON Schema describes.
enum StepKind: String, CaseIterable {
    case createTable, addColumn, dropTable, renameTable, renameColumn, dropColumn, createIndex, dropIndex
    case createTrigger, dropTrigger, createSearchIndex, dropSearchIndex, createView, dropView, insert, swift
    /// Text: the statement (or `{ sql }`).
    case sql

    /// The keys of the step's mapping, in the order `SchemaYAML` writes them (its grammar's).
    var keys: [String] { SchemaGrammar.step(self).keys }
}
