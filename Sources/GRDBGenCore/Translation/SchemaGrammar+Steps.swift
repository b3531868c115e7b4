import GRDBGenSQL

/// A migration step whose keys are names only (`dropTable: { table: item }`), declared once: its
/// keys and what each names, the call it makes, and the names a call writes back. The translator
/// reads it, ``SchemaYAML`` writes it, ``StepKind/keys`` and the JSON Schema list its keys.
struct NameStep: Sendable {
    /// The step's kind: its key in a migration's `steps:`.
    let kind: StepKind
    /// Its keys, in order, each with a one-line doc.
    let keys: [(name: String, doc: String)]
    /// The call of the step, from the names of its keys, in order.
    let make: @Sendable ([Located<SQLIdentifier>]) -> MigrationCall
    /// The names of a call of this kind, in the order of `keys`; nil for a call of another kind.
    let names: @Sendable (MigrationCall) -> [Located<SQLIdentifier>]?
}

extension SchemaGrammar {
    /// The steps that name what they drop or rename.
    static let nameSteps: [NameStep] = {
        let table = (name: "table", doc: "the table"), name = (name: "name", doc: "the name")
        let from = (name: "from", doc: "the old name"), to = (name: "to", doc: "the new name")
        return [
            NameStep(
                kind: .dropTable, keys: [table], make: { .dropTable($0[0]) },
                names: { if case .dropTable(let table) = $0 { [table] } else { nil } }),
            NameStep(
                kind: .renameTable, keys: [from, to], make: { .renameTable($0[0], to: $0[1]) },
                names: { if case .renameTable(let from, let to) = $0 { [from, to] } else { nil } }),
            NameStep(
                kind: .renameColumn, keys: [table, from, to], make: { .alterTable($0[0], .rename($0[1], to: $0[2])) },
                names: {
                    if case .alterTable(let table, .rename(let from, let to)) = $0 { [table, from, to] } else { nil }
                }),
            NameStep(
                kind: .dropColumn, keys: [table, (name: "column", doc: "the column")],
                make: { .alterTable($0[0], .drop($0[1])) },
                names: { if case .alterTable(let table, .drop(let column)) = $0 { [table, column] } else { nil } }),
            NameStep(
                kind: .dropIndex, keys: [name], make: { .dropIndex($0[0]) },
                names: { if case .dropIndex(let index) = $0 { [index] } else { nil } }),
            NameStep(
                kind: .dropTrigger, keys: [name], make: { .dropTrigger($0[0]) },
                names: { if case .dropTrigger(let trigger) = $0 { [trigger] } else { nil } }),
            NameStep(
                kind: .dropSearchIndex, keys: [name], make: { .dropSearchIndex($0[0]) },
                names: { if case .dropSearchIndex(let index) = $0 { [index] } else { nil } }),
            NameStep(
                kind: .dropView, keys: [(name: "view", doc: "the view")], make: { .dropView($0[0]) },
                names: { if case .dropView(let view) = $0 { [view] } else { nil } }),
        ]
    }()

    /// The name step of a kind; nil for a step with other keys.
    static func nameStep(_ kind: StepKind) -> NameStep? { nameSteps.first { $0.kind == kind } }
}
