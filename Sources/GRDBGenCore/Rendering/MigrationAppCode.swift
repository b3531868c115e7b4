import Foundation

/// The app's code that the migrations need, decided once for the migration renderer and the
/// store's `Functions`: the closures of Swift steps (`swift: { function: rewriteCards }`), and
/// the SQL functions of `migrations: only` that each migration's SQL calls.
enum MigrationAppCode {
    /// The functions of Swift steps, in the order of the migrations, each once.
    static func swiftSteps(_ schema: Schema) -> [String] {
        var seen = Set<String>()
        return schema.migrations.flatMap(\.steps).compactMap { step -> String? in
            guard case .swift(let function) = step.call, seen.insert(function.value).inserted else { return nil }
            return function.value
        }
    }

    /// Whether the store's migrator takes the app's `Functions`: a Swift step, or a function of
    /// the migrations only.
    static func needsFunctions(_ schema: Schema) -> Bool {
        !swiftSteps(schema).isEmpty || schema.functions.contains(where: \.migrationsOnly)
    }

    /// The functions of `migrations: only` that the SQL of a migration calls (`name(` in its
    /// `sql:` steps, views, triggers and column definitions), in the order of `functions:`.
    static func functionsCalled(by migration: Migration, among functions: [FunctionDefinition]) -> [FunctionDefinition]
    {
        let candidates = functions.filter(\.migrationsOnly)
        guard !candidates.isEmpty else { return [] }
        let texts = migration.steps.flatMap(sqlTexts)
        return candidates.filter { function in
            let name = NSRegularExpression.escapedPattern(for: function.name.value)
            let pattern = "(?<![A-Za-z0-9_\"`\\]])\(name)\\s*\\("
            return texts.contains { $0.range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil }
        }
    }

    /// The SQL a step writes itself, where it may call a function.
    private static func sqlTexts(_ step: MigrationStep) -> [String] {
        func column(_ column: ColumnDefinition) -> [String] {
            var texts = [column.check?.value, column.generated?.value.sql].compactMap { $0 }
            if case .sql(let sql)? = column.defaultValue?.value { texts.append(sql) }
            return texts
        }
        switch step.call {
        case .execute(let sql): return [sql.value]
        case .createView(let view): return [view.sql.value]
        case .createTrigger(let trigger, _): return [trigger.body.value] + (trigger.when.map { [$0.value] } ?? [])
        case .createTable(_, let shape): return shape.columns.flatMap(column) + shape.checks.map(\.value)
        case .alterTable(_, .add(let definition)): return column(definition)
        default: return []
        }
    }
}
