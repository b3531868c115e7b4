import GRDBGenSQL
import Yams

/// A migration step's grammar, declared once for each kind (``StepKind``): its keys, the JSON
/// Schema of its mapping, how the translator reads a step of the kind and how ``SchemaYAML``
/// writes one back. ``StepKind/keys``, the translator, `SchemaYAML` and the JSON Schema read it.
struct StepGrammar: Sendable {
    /// The step's kind: its key in a migration's `steps:`.
    let kind: StepKind
    /// The keys of its mapping, in the order `SchemaYAML` writes them.
    let keys: [String]
    /// The JSON Schema of its mapping; nil for a mapping of `keys` alone, each described by
    /// ``SchemaJSONSchema/stepKeys``.
    let body: @Sendable () -> SchemaJSONSchema.JSON?
    /// The call of a step of the kind, from its mapping, the mapping's node and where its kind is
    /// written; nil after the translator said what is wrong.
    let read: @Sendable (SchemaTranslator, NodeReader.Mapping, Node, SourceLocation) -> MigrationCall?
    /// The YAML of a call of the kind, its first line starting with `- `; nil for another kind's.
    let write: @Sendable (MigrationCall) -> [String]?
}

/// A migration step whose keys are names only (`dropTable: { table: item }`): its keys and what
/// each names, the call it makes, and the names a call writes back, made into its
/// ``StepGrammar``.
struct NameStep: Sendable {
    /// The step's kind.
    let kind: StepKind
    /// Its keys, in order, each with a one-line doc.
    let keys: [(name: String, doc: String)]
    /// The call of the step, from the names of its keys, in order.
    let make: @Sendable ([Located<SQLIdentifier>]) -> MigrationCall
    /// The names of a call of this kind, in the order of `keys`; nil for a call of another kind.
    let names: @Sendable (MigrationCall) -> [Located<SQLIdentifier>]?

    /// The grammar of the step: each key read (every missing one said), written back as a flow mapping.
    var grammar: StepGrammar {
        StepGrammar(
            kind: kind, keys: keys.map(\.name), body: { nil },
            read: { translator, body, node, location in
                let names = keys.compactMap {
                    translator.stepName($0.name, of: kind, in: body)?.locatedIdentifier
                }
                return names.count == keys.count ? make(names) : nil
            },
            write: { call in
                names(call).map { names in
                    SchemaYAML.flowStep(
                        kind,
                        Dictionary(
                            uniqueKeysWithValues: zip(keys.map(\.name), names.map { YAMLText.scalar($0.value.name) })))
                }
            })
    }
}

extension SchemaGrammar {
    /// The grammar of each kind of step.
    static func step(_ kind: StepKind) -> StepGrammar {
        steps.first { $0.kind == kind } ?? sqlStep
    }

    /// The grammars of the steps, one a kind.
    static let steps: [StepGrammar] =
        [createTableStep, addColumnStep, createIndexStep, createTriggerStep, createSearchIndexStep, createViewStep]
        + [insertStep, swiftStep, sqlStep] + nameSteps.map(\.grammar)

    /// `createTable: { table, columns, … }`: its columns say what SQLite stores (``stepTableShape``).
    static let createTableStep = StepGrammar(
        kind: .createTable, keys: ["table"] + stepTableShape.names,
        body: { SchemaJSONSchema.withTable(stepTableShape.jsonSchema(), required: ["table", "columns"]) },
        read: { translator, body, node, location in
            guard let table = translator.stepName("table", of: .createTable, in: body) else { return nil }
            var shape = TableDefinition(name: table, location: table.location)
            guard stepTableShape.read(body, into: &shape, by: translator, what: "table `\(table.value)`")
            else { return nil }
            for index in shape.indexes.indices { shape.indexes[index].table = table.value }
            return .createTable(table.locatedIdentifier, shape)
        },
        write: { call in
            guard case .createTable(let table, let shape) = call else { return nil }
            var stored = shape
            stored.columns = shape.columns.map(SchemaYAML.storedOnly)
            return ["- createTable:", "    table: \(YAMLText.scalar(table.value.name))"]
                + SchemaYAML.lines(
                    stepTableShape.entries(stored), shape: stored, columns: stepColumn, alignsColumns: false,
                    indent: "    ")
        })

    /// `addColumn: { table, column, type, … }`.
    static let addColumnStep = StepGrammar(
        kind: .addColumn, keys: ["table", "column"] + addedColumn.names,
        body: {
            SchemaJSONSchema.withTable(addedColumn.jsonSchema(), required: ["table", "column", "type"])
                .merging(["properties": SchemaJSONSchema.addColumnProperties]) { $1 }
        },
        read: { translator, body, node, location in
            let table = translator.stepName("table", of: .addColumn, in: body)
            guard let column = translator.stepName("column", of: .addColumn, in: body),
                let definition = translator.columnDefinition(name: column, mapping: body, grammar: addedColumn),
                let table
            else { return nil }
            return .alterTable(table.locatedIdentifier, .add(definition))
        },
        write: { call in
            guard case .alterTable(let table, .add(let column)) = call else { return nil }
            var entries = Dictionary(uniqueKeysWithValues: addedColumn.entries(SchemaYAML.storedOnly(column)))
            entries["table"] = YAMLText.scalar(table.value.name)
            entries["column"] = YAMLText.scalar(column.name.value)
            return SchemaYAML.flowStep(.addColumn, entries)
        })

    /// `createIndex: { name, table, columns, … }` (``indexStep``).
    static let createIndexStep = StepGrammar(
        kind: .createIndex, keys: indexStep.names, body: { indexStep.jsonSchema().json },
        read: { translator, body, node, location in
            let table = body.value("table").flatMap {
                translator.reader.string($0, what: "`table` of `createIndex`")
            }
            guard let index = translator.index(node, table: nil, tableKey: "table"), let table else {
                return nil
            }
            return .createIndex(index, on: table.locatedIdentifier)
        },
        write: { call in
            guard case .createIndex(var index, let table) = call else { return nil }
            index.table = table.value.name
            return ["- createIndex: \(indexStep.flow(index))"]
        })

    /// `createTrigger: { table, name, timing, event, body, … }` (``trigger``).
    static let createTriggerStep = StepGrammar(
        kind: .createTrigger, keys: ["table"] + trigger.names,
        body: {
            SchemaJSONSchema.withTable(trigger.jsonSchema(), required: ["table", "name", "timing", "event", "body"])
        },
        read: { translator, body, node, location in
            let table = translator.stepName("table", of: .createTrigger, in: body)
            return translator.trigger(
                body, table: table?.value, location: translator.reader.location(node)
            )
            .map { .createTrigger($0, on: $0.locatedTable) }
        },
        write: { call in
            guard case .createTrigger(let definition, _) = call else { return nil }
            let entries = [(key: "table", value: YAMLText.scalar(definition.table))] + trigger.entries(definition)
            return ["- createTrigger: " + YAMLText.flowMapping(entries)]
        })

    /// `createSearchIndex: { table, name, columns, …, synchronization }` (``searchStep``).
    static let createSearchIndexStep = StepGrammar(
        kind: .createSearchIndex, keys: searchStep.names, body: { searchStep.jsonSchema().json },
        read: { translator, body, node, location in
            translator.searchIndex(body, table: nil, location: translator.reader.location(node)).map(\.creation)
        },
        write: { call in
            guard case .createSearchIndex(let index, _) = call else { return nil }
            return ["- createSearchIndex: \(searchStep.flow(index))"]
        })

    /// `createView: { view, sql }`: its `sql` as `views:` reads it (``viewStep``).
    static let createViewStep = StepGrammar(
        kind: .createView, keys: viewStep.names, body: { viewStep.jsonSchema().json },
        read: { translator, body, node, location in
            guard let name = translator.stepName("view", of: .createView, in: body) else { return nil }
            var view = ViewDefinition(name: name, sql: Located("", at: location), location: location)
            guard
                viewStep.without(["view"]).read(body, into: &view, by: translator, what: "view `\(name.value)`"),
                !view.sql.value.isEmpty
            else { return nil }
            return .createView(view)
        },
        write: { call in
            guard case .createView(let view) = call else { return nil }
            return ["- createView:"] + viewStep.entries(view).map { "    \($0.key): \($0.value)" }
        })

    /// `insert: { table, rows: [{ column: value, … }] }`: seed rows, their values bound.
    static let insertStep = StepGrammar(
        kind: .insert, keys: ["table", "rows"], body: { nil },
        read: { translator, body, node, location in translator.insertStep(body) },
        write: { call in
            guard case .insert(let seeds) = call else { return nil }
            let written = seeds.rows.map { row in
                YAMLText.flowMapping(
                    row.map { (YAMLText.scalar($0.column.value.name), SchemaYAML.value($0.value.value)) })
            }
            return SchemaYAML.flowStep(
                .insert, ["table": YAMLText.scalar(seeds.table.value.name), "rows": YAMLText.flowList(written)])
        })

    /// `swift: { function: rewriteCards }`: the app's closure, given at opening.
    static let swiftStep = StepGrammar(
        kind: .swift, keys: ["function"], body: { nil },
        read: { translator, body, node, location in
            translator.stepName("function", of: .swift, in: body).flatMap(translator.swiftStep)
        },
        write: { call in
            guard case .swift(let function) = call else { return nil }
            return SchemaYAML.flowStep(.swift, ["function": YAMLText.scalar(function.value)])
        })

    /// `sql: UPDATE …`: a statement, run as written. Text, not a mapping: the translator reads it
    /// itself (``SchemaTranslator/sqlStep(_:)``).
    static let sqlStep = StepGrammar(
        kind: .sql, keys: [], body: { JSONValueSchema.text.described("an SQL statement").json },
        read: { _, _, _, _ in nil },
        write: { call in
            guard case .execute(let sql) = call else { return nil }
            return ["- sql: \(YAMLText.scalar(sql.value))"]
        })

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
}
