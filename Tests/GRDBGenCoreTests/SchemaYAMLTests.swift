import Foundation
@testable import GRDBGenCore
import GRDBGenSQL
import XCTest

/// The one YAML writer (`SchemaYAML`): what it writes, the translator reads back as it was.
final class SchemaYAMLTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The schemas of the fixtures, the demo's and the example's: every kind of step, column
    /// and table option they use.
    func schemas() throws -> [(path: String, schema: Schema)] {
        let directory = Self.root.appendingPathComponent("Tests/Fixtures/Schemas")
        let paths =
            try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".yaml") }
            .sorted().map { directory.appendingPathComponent($0).path }
            + ["schema.yaml", "Examples/Bookshelf/Sources/BookshelfStore/schema.yaml"].map {
                Self.root.appendingPathComponent($0).path
            }
        return try paths.map { path in
            let diagnostics = DiagnosticCollector()
            let source = try SchemaSource.read(path: path)
            let document = try XCTUnwrap(YAMLParser.parse(source, diagnostics: diagnostics), path)
            return (path, try XCTUnwrap(SchemaTranslator.translate(document, diagnostics: diagnostics), path))
        }
    }

    func translate(_ text: String) throws -> Schema {
        let diagnostics = DiagnosticCollector()
        let document = try XCTUnwrap(
            YAMLParser.parse(SchemaSource(path: "written.yaml", text: text), diagnostics: diagnostics))
        let schema = SchemaTranslator.translate(document, diagnostics: diagnostics)
        XCTAssertEqual(diagnostics.diagnostics.map(\.description), [], text)
        return try XCTUnwrap(schema, text)
    }

    /// Each migration step, written and read back, makes the same GRDB calls: the lock's
    /// canonical text of the migration is the same.
    func testEveryStepReadsBackAsWritten() throws {
        let at = SourceLocation.planned
        // What no fixture writes: the drops of a view and of a trigger.
        let dropping = Migration(
            id: Located("drops", at: at),
            steps: [
                .planned(.dropView(Located(SQLIdentifier("v"), at: at))),
                .planned(.dropTrigger(Located(SQLIdentifier("t"), at: at))),
            ], location: at)
        var kinds = Set<String>()
        for (path, schema) in try schemas() + [
            ("(drops)", Schema(swift: SwiftOptions(), tables: [], migrations: [dropping]))
        ] {
            var text = "tables: {}\n\nmigrations:\n"
            // A baseline that leaves its steps to the lock has none here (BaselineStepsTests).
            let migrations = schema.migrations.filter { !$0.stepsInLock }
            for migration in migrations {
                text += "  - id: \(YAMLText.scalar(migration.id.value))\n    steps:\n"
                for step in migration.steps {
                    let lines = SchemaYAML.step(step)
                    kinds.insert(String(lines[0].dropFirst(2).prefix { $0 != ":" }))
                    text += lines.map { "      " + $0 + "\n" }.joined()
                }
            }
            let written = try translate(text)
            XCTAssertEqual(written.migrations.count, migrations.count, path)
            for (old, new) in zip(migrations, written.migrations) {
                XCTAssertEqual(
                    MigrationFingerprint.canonicalText(of: new.steps),
                    MigrationFingerprint.canonicalText(of: old.steps),
                    "\(path): \(old.id.value)")
            }
        }
        XCTAssertEqual(kinds, Set(StepKind.allCases.map(\.rawValue)))
    }

    /// Each table, written as `grdbgen import` writes it and read back, has the same shape.
    func testEveryTableReadsBackAsWritten() throws {
        for (path, schema) in try schemas() {
            let text = "tables:\n" + schema.tables.flatMap(SchemaYAML.table).map { $0 + "\n" }.joined()
            let written = try translate(text + "\nmigrations: []\n")
            XCTAssertEqual(written.tables.count, schema.tables.count, path)
            for (old, new) in zip(schema.tables, written.tables) {
                XCTAssertEqual(new.name.value, old.name.value, path)
                XCTAssertEqual(new.columns.map(\.shape), old.columns.map(\.shape), "\(path): \(old.name.value)")
                XCTAssertEqual(
                    new.indexes.map(\.shape), old.indexes.map(\.shape), "\(path): \(old.name.value)")
                XCTAssertEqual(
                    new.triggers.map(\.shape), old.triggers.map(\.shape), "\(path): \(old.name.value)")
                XCTAssertEqual(new.search?.shape, old.search?.shape, "\(path): \(old.name.value)")
                XCTAssertEqual(
                    new.options.map(\.value), old.options.map(\.value), "\(path): \(old.name.value)")
            }
        }
    }

    /// Each table of `tables:`, its columns, indexes, triggers and foreign keys, read, written by the grammar
    /// (``SchemaGrammar``) and read back, is written the same again: every key the grammar reads
    /// it writes back (Swift names and types, associations, `index`), and the fixtures use every
    /// key of these mappings.
    func testEveryTableKeyReadsBackAsWritten() throws {
        let keys = WrittenKeys()
        for (path, schema) in try schemas() {
            let text = "tables:\n" + schema.tables.flatMap(SchemaYAML.table).map { $0 + "\n" }.joined()
            let written = try translate(text + "\nmigrations: []\n")
            for (old, new) in zip(schema.tables, written.tables) {
                let table = "\(path): \(old.name.value)"
                XCTAssertEqual(
                    keys.entries(SchemaGrammar.table, new, ""), keys.entries(SchemaGrammar.table, old, "table."), table)
                for (column, again) in zip(old.columns, new.columns) {
                    XCTAssertEqual(
                        keys.entries(SchemaGrammar.column, again, ""), keys.entries(SchemaGrammar.column, column, ""),
                        table)
                    _ = keys.entries(SchemaGrammar.columnSwift, column, "swift.")
                    _ = column.references.map { keys.entries(SchemaGrammar.reference, $0.value, "references.") }
                }
                let indexes = old.indexes.filter { !$0.isImplicit }
                for (index, again) in zip(indexes, new.indexes.filter { !$0.isImplicit }) {
                    XCTAssertEqual(
                        keys.entries(SchemaGrammar.index, again, ""), keys.entries(SchemaGrammar.index, index, "index.")
                    )
                    for key in index.keys where !key.value.isPlainColumn {
                        _ = keys.entries(SchemaGrammar.indexKey, key.value, "indexKey.")
                    }
                }
                for (trigger, again) in zip(old.triggers, new.triggers) {
                    XCTAssertEqual(
                        keys.entries(SchemaGrammar.trigger, again, ""),
                        keys.entries(SchemaGrammar.trigger, trigger, "trigger."))
                }
                for (key, again) in zip(old.foreignKeys, new.foreignKeys) {
                    XCTAssertEqual(
                        keys.entries(SchemaGrammar.foreignKey, again, ""),
                        keys.entries(SchemaGrammar.foreignKey, key, "foreignKey."))
                }
                _ = old.timestamps.map { keys.entries(SchemaGrammar.timestamps, $0, "timestamps.") }
                if let search = old.search, let again = new.search {
                    XCTAssertEqual(
                        keys.entries(SchemaGrammar.search, again, ""),
                        keys.entries(SchemaGrammar.search, search, "search."))
                }
                XCTAssertEqual(new.searchTable?.value, old.searchTable?.value, table)
                if let tokenization = old.searchTable?.value {
                    var index = SearchIndexDefinition(
                        name: Located("", at: .planned), table: "", columns: [], location: .planned)
                    index.tokenization = tokenization
                    _ = keys.entries(SchemaGrammar.tokenization, index, "search.")
                }
            }
        }
        let grammars: [(String, [String])] = [
            ("", SchemaGrammar.column.names), ("swift.", SchemaGrammar.columnSwift.names),
            ("references.", SchemaGrammar.reference.names), ("index.", SchemaGrammar.index.names),
            ("indexKey.", SchemaGrammar.indexKey.names), ("trigger.", SchemaGrammar.trigger.names),
            ("foreignKey.", SchemaGrammar.foreignKey.names), ("timestamps.", SchemaGrammar.timestamps.names),
            ("search.", SchemaGrammar.search.names), ("table.", SchemaGrammar.table.names),
        ]
        XCTAssertEqual(keys.unused(grammars), [], "keys no fixture writes: untested")
    }

    /// Each view and query, written by the grammar (``SchemaGrammar/view``,
    /// ``SchemaGrammar/query``) and read back, is written the same again, and the fixtures use
    /// every key of a view, a query, their columns and parameters.
    func testEveryViewAndQueryKeyReadsBackAsWritten() throws {
        let keys = WrittenKeys()
        for (path, schema) in try schemas() {
            var text =
                "tables: {}\nmigrations: []\nviews:\n"
                + schema.views.flatMap(SchemaYAML.view).map { $0 + "\n" }.joined()
            text += "queries:\n"
            for query in schema.queries {
                text += "  \(YAMLText.scalar(query.name.value)): \(SchemaGrammar.query.flow(query))\n"
            }
            let written = try translate(text)
            XCTAssertEqual(written.views.count, schema.views.count, path)
            XCTAssertEqual(written.queries.count, schema.queries.count, path)
            for (old, new) in zip(schema.views, written.views) {
                XCTAssertEqual(
                    keys.entries(SchemaGrammar.view, new, "view."), keys.entries(SchemaGrammar.view, old, "view."))
                for column in old.columns { _ = keys.entries(SchemaGrammar.viewColumn, column, "column.") }
            }
            for (old, new) in zip(schema.queries, written.queries) {
                XCTAssertEqual(
                    keys.entries(SchemaGrammar.query, new, "query."), keys.entries(SchemaGrammar.query, old, "query."),
                    "\(path): \(old.name.value)")
                for column in old.columns { _ = keys.entries(SchemaGrammar.viewColumn, column, "column.") }
                for parameter in old.parameters {
                    _ = keys.entries(SchemaGrammar.queryParameter, parameter, "parameter.")
                    _ = keys.entries(SchemaGrammar.queryParameterSwift, parameter, "parameter.swift.")
                }
            }
        }
        let grammars: [(String, [String])] = [
            ("view.", SchemaGrammar.view.names), ("column.", SchemaGrammar.viewColumn.names),
            ("query.", SchemaGrammar.query.names), ("parameter.", SchemaGrammar.queryParameter.names),
            ("parameter.swift.", SchemaGrammar.queryParameterSwift.names),
        ]
        XCTAssertEqual(keys.unused(grammars), [], "keys no fixture writes: untested")
    }

    /// `swift:`, `functions:`, `debug:` and each migration's id and baseline, written by the
    /// grammar and read back, are written the same again, and the fixtures use every key of them
    /// (a migration's steps: ``testEveryStepReadsBackAsWritten()``).
    func testEverySchemaKeyReadsBackAsWritten() throws {
        let keys = WrittenKeys()
        for (path, schema) in try schemas() {
            _ = keys.entries(SchemaGrammar.schema, schema, "schema.")
            let functions = schema.functions.filter { !$0.isBuiltIn }
            var text = "swift: \(SchemaGrammar.swift.flow(schema.swift))\ntables: {}\n"
            text += "debug: \(SchemaGrammar.debug.flow(schema.debug))\nfunctions:\n"
            text += functions.map { "  \(YAMLText.scalar($0.name.value)): \(SchemaGrammar.function.flow($0))\n" }
                .joined()
            text += "migrations:\n"
            for migration in schema.migrations {
                // The steps are the statement's (``testEveryStepReadsBackAsWritten()``): one stands for them.
                text += "  - " + SchemaGrammar.migration.flow(migration).dropLast(2) + ", steps: [sql: SELECT 1] }\n"
            }
            let written = try translate(text.replacingOccurrences(of: "functions:\nmigrations", with: "migrations"))
            XCTAssertEqual(
                keys.entries(SchemaGrammar.swift, written.swift, ""),
                keys.entries(SchemaGrammar.swift, schema.swift, "swift."),
                path)
            XCTAssertEqual(
                keys.entries(SchemaGrammar.debug, written.debug, ""),
                keys.entries(SchemaGrammar.debug, schema.debug, "debug."))
            for (old, new) in zip(functions, written.functions.filter { !$0.isBuiltIn }) {
                XCTAssertEqual(
                    keys.entries(SchemaGrammar.function, new, ""),
                    keys.entries(SchemaGrammar.function, old, "function."))
            }
            XCTAssertEqual(written.migrations.count, schema.migrations.count, path)
            for (old, new) in zip(schema.migrations, written.migrations) {
                XCTAssertEqual(
                    keys.entries(SchemaGrammar.migration, new, ""),
                    keys.entries(SchemaGrammar.migration, old, "migration."))
                _ = keys.entries(SchemaGrammar.baseline, old, "baseline.")
                _ = old.olderFiles.map { keys.entries(SchemaGrammar.olderFiles, $0, "olderFiles.") }
            }
        }
        let grammars: [(String, [String])] = [
            ("swift.", SchemaGrammar.swift.names), ("debug.", SchemaGrammar.debug.names),
            ("function.", SchemaGrammar.function.names), ("migration.", SchemaGrammar.migration.names),
            ("baseline.", SchemaGrammar.baseline.names), ("olderFiles.", SchemaGrammar.olderFiles.names),
            ("schema.", SchemaGrammar.schema.names),
        ]
        XCTAssertEqual(keys.unused(grammars), ["migration.steps"], "keys no fixture writes: untested")
    }

    /// Each kind of step has one grammar (``StepGrammar``), which the translator, this writer and the
    /// JSON Schema read: `SchemaGrammar.step(_:)` finds every kind's, none twice.
    func testEveryStepKindHasOneGrammar() {
        XCTAssertEqual(SchemaGrammar.steps.map(\.kind.rawValue).sorted(), StepKind.allCases.map(\.rawValue).sorted())
    }

    func testStepsAreWrittenInTheTranslatorsKeyOrder() {
        let at = SourceLocation.planned
        var index = IndexDefinition(
            name: Located("item_on_name", at: at), table: "item", columns: [Located("name", at: at)], unique: true,
            location: at)
        index.isImplicit = false
        XCTAssertEqual(
            SchemaYAML.step(.planned(.createIndex(index, on: Located(SQLIdentifier("item"), at: at)))),
            ["- createIndex: { name: item_on_name, table: item, columns: [name], unique: true }"])
        XCTAssertEqual(
            SchemaYAML.step(
                .planned(
                    .alterTable(
                        Located(SQLIdentifier("item"), at: at),
                        .rename(Located(SQLIdentifier("title"), at: at), to: Located(SQLIdentifier("true"), at: at))))),
            [#"- renameColumn: { table: item, from: title, to: "true" }"#])
    }
}

/// The keys the grammar writes for the fixtures' models, by the path of their mapping
/// (`trigger.when`): what the fixtures use, so that a key no fixture writes is found untested.
private final class WrittenKeys {
    private var used = Set<String>()

    /// The entries of `model` as `grammar` writes them, `key: value`; its keys noted under `prefix`.
    func entries<Model>(_ grammar: SchemaMapping<Model>, _ model: Model, _ prefix: String) -> [String] {
        let entries = grammar.entries(model)
        used.formUnion(entries.map { prefix + $0.key })
        return entries.map { "\($0.key): \($0.value)" }
    }

    /// The keys of these grammars, by prefix, that no entry had.
    func unused(_ grammars: [(prefix: String, names: [String])]) -> Set<String> {
        Set(grammars.flatMap { prefix, names in names.map { prefix + $0 } }).subtracting(used)
    }
}
